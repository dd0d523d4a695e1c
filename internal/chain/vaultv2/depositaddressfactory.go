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

// DepositAddressFactoryMetaData contains all meta data concerning the DepositAddressFactory contract.
var DepositAddressFactoryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"vault_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"FailedDeployment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotGovernor\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"TokenAllowed\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"depositAddress\",\"type\":\"address\"}],\"name\":\"Forwarded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Rescued\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"}],\"name\":\"depositAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"implementation\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"rescue\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"swapIds\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32[]\",\"name\":\"depositKeys\",\"type\":\"bytes32[]\"},{\"internalType\":\"address[]\",\"name\":\"tokens\",\"type\":\"address[]\"}],\"name\":\"sweep\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"vault\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "DepositAddressFactory",
	Bin: "0x60c060405234801561001057600080fd5b5060405161148038038061148083398101604081905261002f91610096565b6001600160a01b038116608052604051819061004a90610089565b6001600160a01b039091168152602001604051809103906000f080158015610076573d6000803e3d6000fd5b506001600160a01b031660a052506100c6565b61094580610b3b83390190565b6000602082840312156100a857600080fd5b81516001600160a01b03811681146100bf57600080fd5b9392505050565b60805160a051610a2161011a6000396000818160a50152818161013601528181610271015261050d01526000818160df015281816102b8015281816103460152818161047201526105b60152610a216000f3fe608060405234801561001057600080fd5b50600436106100575760003560e01c80631bd750b91461005c57806331eecaf4146100715780635c60da1b146100a057806365344caa146100c7578063fbfa77cf146100da575b600080fd5b61006f61006a366004610842565b610101565b005b61008461007f3660046108e8565b61026a565b6040516001600160a01b03909116815260200160405180910390f35b6100847f000000000000000000000000000000000000000000000000000000000000000081565b61006f6100d5366004610919565b61029c565b6100847f000000000000000000000000000000000000000000000000000000000000000081565b848314610124576040516001621398b960e31b0319815260040160405180910390fd5b60005b858110156102615760006101737f000000000000000000000000000000000000000000000000000000000000000089898581811061016757610167610949565b905060200201356106e1565b9050806001600160a01b031663fa12276a89898581811061019657610196610949565b905060200201358888868181106101af576101af610949565b9050602002013587876040518563ffffffff1660e01b81526004016101d7949392919061095f565b600060405180830381600087803b1580156101f157600080fd5b505af1158015610205573d6000803e3d6000fd5b50505050806001600160a01b031688888481811061022557610225610949565b905060200201357f3fec76e37298d080b9a184e20397f1b5f9755ccdd848a6db393b4744301f44d760405160405180910390a350600101610127565b50505050505050565b60006102967f0000000000000000000000000000000000000000000000000000000000000000836106f6565b92915050565b604051632474521560e21b8152600060048201523360248201527f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216906391d1485490604401602060405180830381865afa158015610309573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061032d91906109bc565b15801561042e5750806001600160a01b03166391d148547f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166324ea54f46040518163ffffffff1660e01b8152600401602060405180830381865afa1580156103a2573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906103c691906109de565b6040516001600160e01b031960e084901b1681526004810191909152336024820152604401602060405180830381865afa158015610408573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061042c91906109bc565b155b156104535760405163ad0550d560e01b81523360048201526024015b60405180910390fd5b604051630eace85f60e31b81526001600160a01b0383811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063756742f890602401602060405180830381865afa1580156104b9573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906104dd91906109bc565b1561050657604051635f675a4560e11b81526001600160a01b038316600482015260240161044a565b60006105327f0000000000000000000000000000000000000000000000000000000000000000856106e1565b6040516370a0823160e01b81526001600160a01b0380831660048301529192506000918516906370a0823190602401602060405180830381865afa15801561057e573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906105a291906109de565b9050816001600160a01b03166348b75044857f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166361d027b36040518163ffffffff1660e01b8152600401602060405180830381865afa158015610612573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061063691906109f7565b6040516001600160e01b031960e085901b1681526001600160a01b03928316600482015291166024820152604401600060405180830381600087803b15801561067e57600080fd5b505af1158015610692573d6000803e3d6000fd5b50505050836001600160a01b0316857fbcef9af9fdf1d821011b2298d124c122df4901f9b50649cd77ff701367168fc1836040516106d291815260200190565b60405180910390a35050505050565b60006106ef8383600061075f565b9392505050565b6040513060388201526f5af43d82803e903d91602b57fd5bf3ff602482015260148101839052733d602d80600a3d3981f3363d3d373d3d3d363d738152605881018290526037600c820120607882015260556043909101206000906001600160a01b03166106ef565b60008147101561078b5760405163cf47918160e01b81524760048201526024810183905260440161044a565b763d602d80600a3d3981f3363d3d373d3d3d363d730000008460601b60e81c176000526e5af43d82803e903d91602b57fd5bf38460781b17602052826037600984f590506001600160a01b0381166106ef5760405163b06ebf3d60e01b815260040160405180910390fd5b60008083601f84011261080857600080fd5b50813567ffffffffffffffff81111561082057600080fd5b6020830191508360208260051b850101111561083b57600080fd5b9250929050565b6000806000806000806060878903121561085b57600080fd5b863567ffffffffffffffff81111561087257600080fd5b61087e89828a016107f6565b909750955050602087013567ffffffffffffffff81111561089e57600080fd5b6108aa89828a016107f6565b909550935050604087013567ffffffffffffffff8111156108ca57600080fd5b6108d689828a016107f6565b979a9699509497509295939492505050565b6000602082840312156108fa57600080fd5b5035919050565b6001600160a01b038116811461091657600080fd5b50565b6000806040838503121561092c57600080fd5b82359150602083013561093e81610901565b809150509250929050565b634e487b7160e01b600052603260045260246000fd5b84815260208101849052606060408201819052810182905260008360808301825b858110156109b057823561099381610901565b6001600160a01b0316825260209283019290910190600101610980565b50979650505050505050565b6000602082840312156109ce57600080fd5b815180151581146106ef57600080fd5b6000602082840312156109f057600080fd5b5051919050565b600060208284031215610a0957600080fd5b81516106ef8161090156fea164736f6c6343000825000a60c060405234801561001057600080fd5b5060405161094538038061094583398101604081905261002f91610044565b336080526001600160a01b031660a052610074565b60006020828403121561005657600080fd5b81516001600160a01b038116811461006d57600080fd5b9392505050565b60805160a05161088c6100b96000396000818160c101528181610231015281816104760152610606015260008181606b0152818160ee01526101f1015261088c6000f3fe608060405234801561001057600080fd5b506004361061004c5760003560e01c806348b7504414610051578063c45a015514610066578063fa12276a146100a9578063fbfa77cf146100bc575b600080fd5b61006461005f366004610753565b6100e3565b005b61008d7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200160405180910390f35b6100646100b7366004610786565b6101e6565b61008d7f000000000000000000000000000000000000000000000000000000000000000081565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461012c57604051630636a15760e11b815260040160405180910390fd5b47156101525760405163133f6db360e01b81524760048201526024015b60405180910390fd5b6040516370a0823160e01b81523060048201526000906001600160a01b038416906370a0823190602401602060405180830381865afa158015610199573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906101bd919061080c565b905080156101d9576101d96001600160a01b03841683836105cf565b6101e1610604565b505050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461022f57604051630636a15760e11b815260040160405180910390fd5b7f000000000000000000000000000000000000000000000000000000000000000047801561030f57816001600160a01b031663e9ceb85f828888600060405160200161028e9291909182526001600160a01b0316602082015260400190565b604051602081830303815290604052805190602001206040518463ffffffff1660e01b81526004016102ca929190918252602082015260400190565b60206040518083038185885af11580156102e8573d6000803e3d6000fd5b50505050506040513d601f19601f8201168201806040525081019061030d919061080c565b505b60005b838110156105be57600085858381811061032e5761032e610825565b9050602002016020810190610343919061083b565b6040516370a0823160e01b81523060048201529091506000906001600160a01b038316906370a0823190602401602060405180830381865afa15801561038d573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906103b1919061080c565b905080158061045b5750846001600160a01b031663756742f88888868181106103dc576103dc610825565b90506020020160208101906103f1919061083b565b6040516001600160e01b031960e084901b1681526001600160a01b039091166004820152602401602060405180830381865afa158015610435573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190610459919061085d565b155b156104675750506105b6565b61049b6001600160a01b0383167f000000000000000000000000000000000000000000000000000000000000000083610630565b846001600160a01b0316636ebfd6568a8a8a8a888181106104be576104be610825565b90506020020160208101906104d3919061083b565b6040516020016104f69291909182526001600160a01b0316602082015260400190565b604051602081830303815290604052805190602001208a8a8881811061051e5761051e610825565b9050602002016020810190610533919061083b565b6040516001600160e01b031960e086901b168152600481019390935260248301919091526001600160a01b03166044820152606481018490526084016020604051808303816000875af115801561058e573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906105b2919061080c565b5050505b600101610312565b506105c7610604565b505050505050565b6105dc8383836001610684565b6101e157604051635274afe760e01b81526001600160a01b0384166004820152602401610149565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316ff5b61063d83838360006106ea565b6101e15761064f8383600060016106ea565b61067757604051635274afe760e01b81526001600160a01b0384166004820152602401610149565b6105dc83838360016106ea565b60405163a9059cbb60e01b60008181526001600160a01b038616600452602485905291602083604481808b5af1925060016000511483166106de5783831516156106d1573d6000823e3d81fd5b6000873b113d1516831692505b60405250949350505050565b60405163095ea7b360e01b60008181526001600160a01b038616600452602485905291602083604481808b5af1925060016000511483166106de5783831516156106d1573d6000823e3d81fd5b80356001600160a01b038116811461074e57600080fd5b919050565b6000806040838503121561076657600080fd5b61076f83610737565b915061077d60208401610737565b90509250929050565b6000806000806060858703121561079c57600080fd5b8435935060208501359250604085013567ffffffffffffffff8111156107c157600080fd5b8501601f810187136107d257600080fd5b803567ffffffffffffffff8111156107e957600080fd5b8760208260051b84010111156107fe57600080fd5b949793965060200194505050565b60006020828403121561081e57600080fd5b5051919050565b634e487b7160e01b600052603260045260246000fd5b60006020828403121561084d57600080fd5b61085682610737565b9392505050565b60006020828403121561086f57600080fd5b8151801515811461085657600080fdfea164736f6c6343000825000a",
}

// DepositAddressFactory is an auto generated Go binding around an Ethereum contract.
type DepositAddressFactory struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DepositAddressFactory) GetABI() abi.ABI {
	return c.abi
}

// NewDepositAddressFactory creates a new instance of DepositAddressFactory.
func NewDepositAddressFactory() *DepositAddressFactory {
	parsed, err := DepositAddressFactoryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DepositAddressFactory{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DepositAddressFactory) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address vault_) returns()
func (depositAddressFactory *DepositAddressFactory) PackConstructor(vault_ common.Address) []byte {
	enc, err := depositAddressFactory.abi.Pack("", vault_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDepositAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31eecaf4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositAddress(bytes32 swapId) view returns(address)
func (depositAddressFactory *DepositAddressFactory) PackDepositAddress(swapId [32]byte) []byte {
	enc, err := depositAddressFactory.abi.Pack("depositAddress", swapId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31eecaf4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositAddress(bytes32 swapId) view returns(address)
func (depositAddressFactory *DepositAddressFactory) TryPackDepositAddress(swapId [32]byte) ([]byte, error) {
	return depositAddressFactory.abi.Pack("depositAddress", swapId)
}

// UnpackDepositAddress is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x31eecaf4.
//
// Solidity: function depositAddress(bytes32 swapId) view returns(address)
func (depositAddressFactory *DepositAddressFactory) UnpackDepositAddress(data []byte) (common.Address, error) {
	out, err := depositAddressFactory.abi.Unpack("depositAddress", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackImplementation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c60da1b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function implementation() view returns(address)
func (depositAddressFactory *DepositAddressFactory) PackImplementation() []byte {
	enc, err := depositAddressFactory.abi.Pack("implementation")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackImplementation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c60da1b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function implementation() view returns(address)
func (depositAddressFactory *DepositAddressFactory) TryPackImplementation() ([]byte, error) {
	return depositAddressFactory.abi.Pack("implementation")
}

// UnpackImplementation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c60da1b.
//
// Solidity: function implementation() view returns(address)
func (depositAddressFactory *DepositAddressFactory) UnpackImplementation(data []byte) (common.Address, error) {
	out, err := depositAddressFactory.abi.Unpack("implementation", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRescue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65344caa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rescue(bytes32 swapId, address token) returns()
func (depositAddressFactory *DepositAddressFactory) PackRescue(swapId [32]byte, token common.Address) []byte {
	enc, err := depositAddressFactory.abi.Pack("rescue", swapId, token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRescue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65344caa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rescue(bytes32 swapId, address token) returns()
func (depositAddressFactory *DepositAddressFactory) TryPackRescue(swapId [32]byte, token common.Address) ([]byte, error) {
	return depositAddressFactory.abi.Pack("rescue", swapId, token)
}

// PackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1bd750b9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sweep(bytes32[] swapIds, bytes32[] depositKeys, address[] tokens) returns()
func (depositAddressFactory *DepositAddressFactory) PackSweep(swapIds [][32]byte, depositKeys [][32]byte, tokens []common.Address) []byte {
	enc, err := depositAddressFactory.abi.Pack("sweep", swapIds, depositKeys, tokens)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1bd750b9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sweep(bytes32[] swapIds, bytes32[] depositKeys, address[] tokens) returns()
func (depositAddressFactory *DepositAddressFactory) TryPackSweep(swapIds [][32]byte, depositKeys [][32]byte, tokens []common.Address) ([]byte, error) {
	return depositAddressFactory.abi.Pack("sweep", swapIds, depositKeys, tokens)
}

// PackVault is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbfa77cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function vault() view returns(address)
func (depositAddressFactory *DepositAddressFactory) PackVault() []byte {
	enc, err := depositAddressFactory.abi.Pack("vault")
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
func (depositAddressFactory *DepositAddressFactory) TryPackVault() ([]byte, error) {
	return depositAddressFactory.abi.Pack("vault")
}

// UnpackVault is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfbfa77cf.
//
// Solidity: function vault() view returns(address)
func (depositAddressFactory *DepositAddressFactory) UnpackVault(data []byte) (common.Address, error) {
	out, err := depositAddressFactory.abi.Unpack("vault", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// DepositAddressFactoryForwarded represents a Forwarded event raised by the DepositAddressFactory contract.
type DepositAddressFactoryForwarded struct {
	SwapId         [32]byte
	DepositAddress common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const DepositAddressFactoryForwardedEventName = "Forwarded"

// ContractEventName returns the user-defined event name.
func (DepositAddressFactoryForwarded) ContractEventName() string {
	return DepositAddressFactoryForwardedEventName
}

// UnpackForwardedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Forwarded(bytes32 indexed swapId, address indexed depositAddress)
func (depositAddressFactory *DepositAddressFactory) UnpackForwardedEvent(log *types.Log) (*DepositAddressFactoryForwarded, error) {
	event := "Forwarded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositAddressFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositAddressFactoryForwarded)
	if len(log.Data) > 0 {
		if err := depositAddressFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositAddressFactory.abi.Events[event].Inputs {
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

// DepositAddressFactoryRescued represents a Rescued event raised by the DepositAddressFactory contract.
type DepositAddressFactoryRescued struct {
	SwapId [32]byte
	Token  common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const DepositAddressFactoryRescuedEventName = "Rescued"

// ContractEventName returns the user-defined event name.
func (DepositAddressFactoryRescued) ContractEventName() string {
	return DepositAddressFactoryRescuedEventName
}

// UnpackRescuedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Rescued(bytes32 indexed swapId, address indexed token, uint256 amount)
func (depositAddressFactory *DepositAddressFactory) UnpackRescuedEvent(log *types.Log) (*DepositAddressFactoryRescued, error) {
	event := "Rescued"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositAddressFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositAddressFactoryRescued)
	if len(log.Data) > 0 {
		if err := depositAddressFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositAddressFactory.abi.Events[event].Inputs {
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
func (depositAddressFactory *DepositAddressFactory) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], depositAddressFactory.abi.Errors["FailedDeployment"].ID.Bytes()[:4]) {
		return depositAddressFactory.UnpackFailedDeploymentError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositAddressFactory.abi.Errors["InsufficientBalance"].ID.Bytes()[:4]) {
		return depositAddressFactory.UnpackInsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositAddressFactory.abi.Errors["LengthMismatch"].ID.Bytes()[:4]) {
		return depositAddressFactory.UnpackLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositAddressFactory.abi.Errors["NotGovernor"].ID.Bytes()[:4]) {
		return depositAddressFactory.UnpackNotGovernorError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositAddressFactory.abi.Errors["TokenAllowed"].ID.Bytes()[:4]) {
		return depositAddressFactory.UnpackTokenAllowedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DepositAddressFactoryFailedDeployment represents a FailedDeployment error raised by the DepositAddressFactory contract.
type DepositAddressFactoryFailedDeployment struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedDeployment()
func DepositAddressFactoryFailedDeploymentErrorID() common.Hash {
	return common.HexToHash("0xb06ebf3d5067824a3fe5d5ba19471e035a7de6c88dac362c77b162830a5b9093")
}

// UnpackFailedDeploymentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedDeployment()
func (depositAddressFactory *DepositAddressFactory) UnpackFailedDeploymentError(raw []byte) (*DepositAddressFactoryFailedDeployment, error) {
	out := new(DepositAddressFactoryFailedDeployment)
	if err := depositAddressFactory.abi.UnpackIntoInterface(out, "FailedDeployment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositAddressFactoryInsufficientBalance represents a InsufficientBalance error raised by the DepositAddressFactory contract.
type DepositAddressFactoryInsufficientBalance struct {
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func DepositAddressFactoryInsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xcf4791818fba6e019216eb4864093b4947f674afada5d305e57d598b641dad1d")
}

// UnpackInsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func (depositAddressFactory *DepositAddressFactory) UnpackInsufficientBalanceError(raw []byte) (*DepositAddressFactoryInsufficientBalance, error) {
	out := new(DepositAddressFactoryInsufficientBalance)
	if err := depositAddressFactory.abi.UnpackIntoInterface(out, "InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositAddressFactoryLengthMismatch represents a LengthMismatch error raised by the DepositAddressFactory contract.
type DepositAddressFactoryLengthMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LengthMismatch()
func DepositAddressFactoryLengthMismatchErrorID() common.Hash {
	return common.HexToHash("0xff633a3803c58b9bc21e58efecee59f27e033cc0b1883fccb4969c76146fe60f")
}

// UnpackLengthMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LengthMismatch()
func (depositAddressFactory *DepositAddressFactory) UnpackLengthMismatchError(raw []byte) (*DepositAddressFactoryLengthMismatch, error) {
	out := new(DepositAddressFactoryLengthMismatch)
	if err := depositAddressFactory.abi.UnpackIntoInterface(out, "LengthMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositAddressFactoryNotGovernor represents a NotGovernor error raised by the DepositAddressFactory contract.
type DepositAddressFactoryNotGovernor struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotGovernor(address account)
func DepositAddressFactoryNotGovernorErrorID() common.Hash {
	return common.HexToHash("0xad0550d5f64f904d6845e2da1145f7625e411009b26be2bd68f5c8a432c0b075")
}

// UnpackNotGovernorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotGovernor(address account)
func (depositAddressFactory *DepositAddressFactory) UnpackNotGovernorError(raw []byte) (*DepositAddressFactoryNotGovernor, error) {
	out := new(DepositAddressFactoryNotGovernor)
	if err := depositAddressFactory.abi.UnpackIntoInterface(out, "NotGovernor", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositAddressFactoryTokenAllowed represents a TokenAllowed error raised by the DepositAddressFactory contract.
type DepositAddressFactoryTokenAllowed struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenAllowed(address token)
func DepositAddressFactoryTokenAllowedErrorID() common.Hash {
	return common.HexToHash("0xbeceb48aeaa805aeae57be163cca6249077a18734e408a85aa74e875c4373809")
}

// UnpackTokenAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenAllowed(address token)
func (depositAddressFactory *DepositAddressFactory) UnpackTokenAllowedError(raw []byte) (*DepositAddressFactoryTokenAllowed, error) {
	out := new(DepositAddressFactoryTokenAllowed)
	if err := depositAddressFactory.abi.UnpackIntoInterface(out, "TokenAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}
