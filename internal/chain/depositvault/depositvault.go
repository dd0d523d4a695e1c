// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package depositvault

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// DepositVaultMetaData contains all meta data concerning the DepositVault contract.
var DepositVaultMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"name\":\"BatchMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroSwapId\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"depositId\",\"type\":\"uint256\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"}],\"name\":\"deposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"depositId\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"swapIds\",\"type\":\"bytes32[]\"},{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"name\":\"depositBatch\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"depositCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "DepositVault",
	Bin: "0x6080604052348015600f57600080fd5b506103e18061001f6000396000f3fe6080604052600436106100345760003560e01c80632dfdf0b5146100395780633bdb0fd914610061578063b214faa514610076575b600080fd5b34801561004557600080fd5b5061004f60005481565b60405190815260200160405180910390f35b61007461006f3660046102ec565b610089565b005b61004f61008436600461035d565b610207565b8281141580610096575082155b156100b4576040516305da379960e11b815260040160405180910390fd5b6000805b848110156101df578383828181106100d2576100d2610376565b905060200201356000036100f957604051631f2a200560e01b815260040160405180910390fd5b600086868381811061010d5761010d610376565b9050602002013503610132576040516366d996cb60e11b815260040160405180910390fd5b83838281811061014457610144610376565b905060200201358261015691906103a2565b91503386868381811061016b5761016b610376565b905060200201357f2dcdaad87b561ba5a69835009b4c53ef9d3c41ca6cc9574049187659d6c6a7158686858181106101a5576101a5610376565b9050602002013560008081546101ba906103bb565b91829055506040805192835260208301919091520160405180910390a36001016100b8565b50348114610200576040516305da379960e11b815260040160405180910390fd5b5050505050565b60003460000361022a57604051631f2a200560e01b815260040160405180910390fd5b81610248576040516366d996cb60e11b815260040160405180910390fd5b6000808154610256906103bb565b91829055506040805134815260208101839052919250339184917f2dcdaad87b561ba5a69835009b4c53ef9d3c41ca6cc9574049187659d6c6a715910160405180910390a3919050565b60008083601f8401126102b257600080fd5b50813567ffffffffffffffff8111156102ca57600080fd5b6020830191508360208260051b85010111156102e557600080fd5b9250929050565b6000806000806040858703121561030257600080fd5b843567ffffffffffffffff81111561031957600080fd5b610325878288016102a0565b909550935050602085013567ffffffffffffffff81111561034557600080fd5b610351878288016102a0565b95989497509550505050565b60006020828403121561036f57600080fd5b5035919050565b634e487b7160e01b600052603260045260246000fd5b634e487b7160e01b600052601160045260246000fd5b808201808211156103b5576103b561038c565b92915050565b6000600182016103cd576103cd61038c565b506001019056fea164736f6c6343000825000a",
}

// DepositVault is an auto generated Go binding around an Ethereum contract.
type DepositVault struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DepositVault) GetABI() abi.ABI {
	return c.abi
}

// NewDepositVault creates a new instance of DepositVault.
func NewDepositVault() *DepositVault {
	parsed, err := DepositVaultMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DepositVault{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DepositVault) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb214faa5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit(bytes32 swapId) payable returns(uint256 depositId)
func (depositVault *DepositVault) PackDeposit(swapId [32]byte) []byte {
	enc, err := depositVault.abi.Pack("deposit", swapId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb214faa5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit(bytes32 swapId) payable returns(uint256 depositId)
func (depositVault *DepositVault) TryPackDeposit(swapId [32]byte) ([]byte, error) {
	return depositVault.abi.Pack("deposit", swapId)
}

// UnpackDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb214faa5.
//
// Solidity: function deposit(bytes32 swapId) payable returns(uint256 depositId)
func (depositVault *DepositVault) UnpackDeposit(data []byte) (*big.Int, error) {
	out, err := depositVault.abi.Unpack("deposit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDepositBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3bdb0fd9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositBatch(bytes32[] swapIds, uint256[] amounts) payable returns()
func (depositVault *DepositVault) PackDepositBatch(swapIds [][32]byte, amounts []*big.Int) []byte {
	enc, err := depositVault.abi.Pack("depositBatch", swapIds, amounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3bdb0fd9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositBatch(bytes32[] swapIds, uint256[] amounts) payable returns()
func (depositVault *DepositVault) TryPackDepositBatch(swapIds [][32]byte, amounts []*big.Int) ([]byte, error) {
	return depositVault.abi.Pack("depositBatch", swapIds, amounts)
}

// PackDepositCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2dfdf0b5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositCount() view returns(uint256)
func (depositVault *DepositVault) PackDepositCount() []byte {
	enc, err := depositVault.abi.Pack("depositCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2dfdf0b5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositCount() view returns(uint256)
func (depositVault *DepositVault) TryPackDepositCount() ([]byte, error) {
	return depositVault.abi.Pack("depositCount")
}

// UnpackDepositCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2dfdf0b5.
//
// Solidity: function depositCount() view returns(uint256)
func (depositVault *DepositVault) UnpackDepositCount(data []byte) (*big.Int, error) {
	out, err := depositVault.abi.Unpack("depositCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// DepositVaultDeposited represents a Deposited event raised by the DepositVault contract.
type DepositVaultDeposited struct {
	SwapId    [32]byte
	Payer     common.Address
	Amount    *big.Int
	DepositId *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const DepositVaultDepositedEventName = "Deposited"

// ContractEventName returns the user-defined event name.
func (DepositVaultDeposited) ContractEventName() string {
	return DepositVaultDepositedEventName
}

// UnpackDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposited(bytes32 indexed swapId, address indexed payer, uint256 amount, uint256 depositId)
func (depositVault *DepositVault) UnpackDepositedEvent(log *types.Log) (*DepositVaultDeposited, error) {
	event := "Deposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultDeposited)
	if len(log.Data) > 0 {
		if err := depositVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositVault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (depositVault *DepositVault) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], depositVault.abi.Errors["BatchMismatch"].ID.Bytes()[:4]) {
		return depositVault.UnpackBatchMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVault.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return depositVault.UnpackZeroAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVault.abi.Errors["ZeroSwapId"].ID.Bytes()[:4]) {
		return depositVault.UnpackZeroSwapIdError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DepositVaultBatchMismatch represents a BatchMismatch error raised by the DepositVault contract.
type DepositVaultBatchMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BatchMismatch()
func DepositVaultBatchMismatchErrorID() common.Hash {
	return common.HexToHash("0x0bb46f32e43805cdce30431561788df567d73bd4c53ac9bc161324d2dabcd6c3")
}

// UnpackBatchMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BatchMismatch()
func (depositVault *DepositVault) UnpackBatchMismatchError(raw []byte) (*DepositVaultBatchMismatch, error) {
	out := new(DepositVaultBatchMismatch)
	if err := depositVault.abi.UnpackIntoInterface(out, "BatchMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultZeroAmount represents a ZeroAmount error raised by the DepositVault contract.
type DepositVaultZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func DepositVaultZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (depositVault *DepositVault) UnpackZeroAmountError(raw []byte) (*DepositVaultZeroAmount, error) {
	out := new(DepositVaultZeroAmount)
	if err := depositVault.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultZeroSwapId represents a ZeroSwapId error raised by the DepositVault contract.
type DepositVaultZeroSwapId struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroSwapId()
func DepositVaultZeroSwapIdErrorID() common.Hash {
	return common.HexToHash("0xcdb32d962e86d80523f5e01b8e93505ad240249498507f65fd285641786971f1")
}

// UnpackZeroSwapIdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroSwapId()
func (depositVault *DepositVault) UnpackZeroSwapIdError(raw []byte) (*DepositVaultZeroSwapId, error) {
	out := new(DepositVaultZeroSwapId)
	if err := depositVault.abi.UnpackIntoInterface(out, "ZeroSwapId", raw); err != nil {
		return nil, err
	}
	return out, nil
}
