// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package vaultv2

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

// DepositForwarderMetaData contains all meta data concerning the DepositForwarder contract.
var DepositForwarderMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"vault_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"HoldsNative\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OnlyFactory\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"factory\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"address[]\",\"name\":\"tokens\",\"type\":\"address[]\"}],\"name\":\"forward\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"release\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"vault\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "DepositForwarder",
	Bin: "0x60c060405234801561001057600080fd5b5060405161094538038061094583398101604081905261002f91610044565b336080526001600160a01b031660a052610074565b60006020828403121561005657600080fd5b81516001600160a01b038116811461006d57600080fd5b9392505050565b60805160a05161088c6100b96000396000818160c101528181610231015281816104760152610606015260008181606b0152818160ee01526101f1015261088c6000f3fe608060405234801561001057600080fd5b506004361061004c5760003560e01c806348b7504414610051578063c45a015514610066578063fa12276a146100a9578063fbfa77cf146100bc575b600080fd5b61006461005f366004610753565b6100e3565b005b61008d7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200160405180910390f35b6100646100b7366004610786565b6101e6565b61008d7f000000000000000000000000000000000000000000000000000000000000000081565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461012c57604051630636a15760e11b815260040160405180910390fd5b47156101525760405163133f6db360e01b81524760048201526024015b60405180910390fd5b6040516370a0823160e01b81523060048201526000906001600160a01b038416906370a0823190602401602060405180830381865afa158015610199573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906101bd919061080c565b905080156101d9576101d96001600160a01b03841683836105cf565b6101e1610604565b505050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461022f57604051630636a15760e11b815260040160405180910390fd5b7f000000000000000000000000000000000000000000000000000000000000000047801561030f57816001600160a01b031663e9ceb85f828888600060405160200161028e9291909182526001600160a01b0316602082015260400190565b604051602081830303815290604052805190602001206040518463ffffffff1660e01b81526004016102ca929190918252602082015260400190565b60206040518083038185885af11580156102e8573d6000803e3d6000fd5b50505050506040513d601f19601f8201168201806040525081019061030d919061080c565b505b60005b838110156105be57600085858381811061032e5761032e610825565b9050602002016020810190610343919061083b565b6040516370a0823160e01b81523060048201529091506000906001600160a01b038316906370a0823190602401602060405180830381865afa15801561038d573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906103b1919061080c565b905080158061045b5750846001600160a01b031663756742f88888868181106103dc576103dc610825565b90506020020160208101906103f1919061083b565b6040516001600160e01b031960e084901b1681526001600160a01b039091166004820152602401602060405180830381865afa158015610435573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190610459919061085d565b155b156104675750506105b6565b61049b6001600160a01b0383167f000000000000000000000000000000000000000000000000000000000000000083610630565b846001600160a01b0316636ebfd6568a8a8a8a888181106104be576104be610825565b90506020020160208101906104d3919061083b565b6040516020016104f69291909182526001600160a01b0316602082015260400190565b604051602081830303815290604052805190602001208a8a8881811061051e5761051e610825565b9050602002016020810190610533919061083b565b6040516001600160e01b031960e086901b168152600481019390935260248301919091526001600160a01b03166044820152606481018490526084016020604051808303816000875af115801561058e573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906105b2919061080c565b5050505b600101610312565b506105c7610604565b505050505050565b6105dc8383836001610684565b6101e157604051635274afe760e01b81526001600160a01b0384166004820152602401610149565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316ff5b61063d83838360006106ea565b6101e15761064f8383600060016106ea565b61067757604051635274afe760e01b81526001600160a01b0384166004820152602401610149565b6105dc83838360016106ea565b60405163a9059cbb60e01b60008181526001600160a01b038616600452602485905291602083604481808b5af1925060016000511483166106de5783831516156106d1573d6000823e3d81fd5b6000873b113d1516831692505b60405250949350505050565b60405163095ea7b360e01b60008181526001600160a01b038616600452602485905291602083604481808b5af1925060016000511483166106de5783831516156106d1573d6000823e3d81fd5b80356001600160a01b038116811461074e57600080fd5b919050565b6000806040838503121561076657600080fd5b61076f83610737565b915061077d60208401610737565b90509250929050565b6000806000806060858703121561079c57600080fd5b8435935060208501359250604085013567ffffffffffffffff8111156107c157600080fd5b8501601f810187136107d257600080fd5b803567ffffffffffffffff8111156107e957600080fd5b8760208260051b84010111156107fe57600080fd5b949793965060200194505050565b60006020828403121561081e57600080fd5b5051919050565b634e487b7160e01b600052603260045260246000fd5b60006020828403121561084d57600080fd5b61085682610737565b9392505050565b60006020828403121561086f57600080fd5b8151801515811461085657600080fdfea164736f6c6343000825000a",
}

// DepositForwarder is an auto generated Go binding around an Ethereum contract.
type DepositForwarder struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DepositForwarder) GetABI() abi.ABI {
	return c.abi
}

// NewDepositForwarder creates a new instance of DepositForwarder.
func NewDepositForwarder() *DepositForwarder {
	parsed, err := DepositForwarderMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DepositForwarder{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DepositForwarder) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address vault_) returns()
func (depositForwarder *DepositForwarder) PackConstructor(vault_ common.Address) []byte {
	enc, err := depositForwarder.abi.Pack("", vault_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc45a0155.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function factory() view returns(address)
func (depositForwarder *DepositForwarder) PackFactory() []byte {
	enc, err := depositForwarder.abi.Pack("factory")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc45a0155.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function factory() view returns(address)
func (depositForwarder *DepositForwarder) TryPackFactory() ([]byte, error) {
	return depositForwarder.abi.Pack("factory")
}

// UnpackFactory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc45a0155.
//
// Solidity: function factory() view returns(address)
func (depositForwarder *DepositForwarder) UnpackFactory(data []byte) (common.Address, error) {
	out, err := depositForwarder.abi.Unpack("factory", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackForward is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfa12276a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forward(bytes32 swapId, bytes32 depositKey, address[] tokens) returns()
func (depositForwarder *DepositForwarder) PackForward(swapId [32]byte, depositKey [32]byte, tokens []common.Address) []byte {
	enc, err := depositForwarder.abi.Pack("forward", swapId, depositKey, tokens)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForward is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfa12276a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forward(bytes32 swapId, bytes32 depositKey, address[] tokens) returns()
func (depositForwarder *DepositForwarder) TryPackForward(swapId [32]byte, depositKey [32]byte, tokens []common.Address) ([]byte, error) {
	return depositForwarder.abi.Pack("forward", swapId, depositKey, tokens)
}

// PackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48b75044.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function release(address token, address to) returns()
func (depositForwarder *DepositForwarder) PackRelease(token common.Address, to common.Address) []byte {
	enc, err := depositForwarder.abi.Pack("release", token, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48b75044.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function release(address token, address to) returns()
func (depositForwarder *DepositForwarder) TryPackRelease(token common.Address, to common.Address) ([]byte, error) {
	return depositForwarder.abi.Pack("release", token, to)
}

// PackVault is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbfa77cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function vault() view returns(address)
func (depositForwarder *DepositForwarder) PackVault() []byte {
	enc, err := depositForwarder.abi.Pack("vault")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVault is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbfa77cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function vault() view returns(address)
func (depositForwarder *DepositForwarder) TryPackVault() ([]byte, error) {
	return depositForwarder.abi.Pack("vault")
}

// UnpackVault is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfbfa77cf.
//
// Solidity: function vault() view returns(address)
func (depositForwarder *DepositForwarder) UnpackVault(data []byte) (common.Address, error) {
	out, err := depositForwarder.abi.Unpack("vault", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (depositForwarder *DepositForwarder) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], depositForwarder.abi.Errors["HoldsNative"].ID.Bytes()[:4]) {
		return depositForwarder.UnpackHoldsNativeError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositForwarder.abi.Errors["OnlyFactory"].ID.Bytes()[:4]) {
		return depositForwarder.UnpackOnlyFactoryError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositForwarder.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return depositForwarder.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DepositForwarderHoldsNative represents a HoldsNative error raised by the DepositForwarder contract.
type DepositForwarderHoldsNative struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HoldsNative(uint256 amount)
func DepositForwarderHoldsNativeErrorID() common.Hash {
	return common.HexToHash("0x133f6db35b1fb867b8135db7d616f21b46961dc8ea74ce1264ac542cf9f71cd9")
}

// UnpackHoldsNativeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HoldsNative(uint256 amount)
func (depositForwarder *DepositForwarder) UnpackHoldsNativeError(raw []byte) (*DepositForwarderHoldsNative, error) {
	out := new(DepositForwarderHoldsNative)
	if err := depositForwarder.abi.UnpackIntoInterface(out, "HoldsNative", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositForwarderOnlyFactory represents a OnlyFactory error raised by the DepositForwarder contract.
type DepositForwarderOnlyFactory struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlyFactory()
func DepositForwarderOnlyFactoryErrorID() common.Hash {
	return common.HexToHash("0x0c6d42aee1b4832deb27409f37a942e97dfedc101aa8a02a9e70506e047120da")
}

// UnpackOnlyFactoryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlyFactory()
func (depositForwarder *DepositForwarder) UnpackOnlyFactoryError(raw []byte) (*DepositForwarderOnlyFactory, error) {
	out := new(DepositForwarderOnlyFactory)
	if err := depositForwarder.abi.UnpackIntoInterface(out, "OnlyFactory", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositForwarderSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the DepositForwarder contract.
type DepositForwarderSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func DepositForwarderSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (depositForwarder *DepositForwarder) UnpackSafeERC20FailedOperationError(raw []byte) (*DepositForwarderSafeERC20FailedOperation, error) {
	out := new(DepositForwarderSafeERC20FailedOperation)
	if err := depositForwarder.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}
