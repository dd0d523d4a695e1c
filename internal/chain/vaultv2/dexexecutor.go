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

// DexExecutorMetaData contains all meta data concerning the DexExecutor contract.
var DexExecutorMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"vault_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"router_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"weth_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"trader_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotTrader\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SameToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"gained\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minimum\",\"type\":\"uint256\"}],\"name\":\"TooLittleGained\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"}],\"name\":\"UnexpectedCoin\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"tokenOut\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"name\":\"Traded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"contractISwapRouter\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"tokenOut\",\"type\":\"address\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"},{\"internalType\":\"uint256\",\"name\":\"minOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"trade\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"gained\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"trader\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"vault\",\"outputs\":[{\"internalType\":\"contractITradingVault\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"weth\",\"outputs\":[{\"internalType\":\"contractIWETH9\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "DexExecutor",
	Bin: "0x61010060405234801561001157600080fd5b50604051610c78380380610c78833981016040819052610030916100cd565b6001600160a01b038416158061004d57506001600160a01b038316155b8061005f57506001600160a01b038216155b8061007157506001600160a01b038116155b1561008f5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0393841660805291831660a052821660c0521660e052610121565b80516001600160a01b03811681146100c857600080fd5b919050565b600080600080608085870312156100e357600080fd5b6100ec856100b1565b93506100fa602086016100b1565b9250610108604086016100b1565b9150610116606086016100b1565b905092959194509250565b60805160a05160c05160e051610ab86101c06000396000818160f6015261020c0152600081816092015281816101470152818161033b015281816103af015281816103ea015261055a0152600081816101a90152818161041b0152610444015260008181605e015281816101dd015281816102ca015281816105d901528181610655015281816106a0015281816107c801526108030152610ab86000f3fe60806040526004361061004e5760003560e01c80631758078b146100e45780633fc8cef314610135578063d9e22eb714610169578063f887ea4014610197578063fbfa77cf146101cb57600080fd5b366100df57336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015906100b55750336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614155b156100dd5760405160016247d39160e11b031981523360048201526024015b60405180910390fd5b005b600080fd5b3480156100f057600080fd5b506101187f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020015b60405180910390f35b34801561014157600080fd5b506101187f000000000000000000000000000000000000000000000000000000000000000081565b34801561017557600080fd5b5061018961018436600461097f565b6101ff565b60405190815260200161012c565b3480156101a357600080fd5b506101187f000000000000000000000000000000000000000000000000000000000000000081565b3480156101d757600080fd5b506101187f000000000000000000000000000000000000000000000000000000000000000081565b6000336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461024c576040516327568cb160e11b81523360048201526024016100d4565b846001600160a01b0316876001600160a01b03160361028957604051638519674760e01b81526001600160a01b03881660048201526024016100d4565b6000610294866107ac565b6040516376bbf42560e01b8152600481018b90526001600160a01b038a81166024830152306044830152606482018a90529192507f0000000000000000000000000000000000000000000000000000000000000000909116906376bbf42590608401600060405180830381600087803b15801561031057600080fd5b505af1158015610324573d6000803e3d6000fd5b508a9250506001600160a01b03821690506103d1577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d0e30db0896040518263ffffffff1660e01b81526004016000604051808303818588803b15801561039457600080fd5b505af11580156103a8573d6000803e3d6000fd5b50505050507f000000000000000000000000000000000000000000000000000000000000000090505b60006001600160a01b038816156103e8578761040a565b7f00000000000000000000000000000000000000000000000000000000000000005b90506104406001600160a01b0383167f00000000000000000000000000000000000000000000000000000000000000008b61087c565b60007f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663414bf389604051806101000160405280866001600160a01b03168152602001856001600160a01b031681526020018b62ffffff168152602001306001600160a01b031681526020018981526020018d81526020018a815260200160006001600160a01b03168152506040518263ffffffff1660e01b81526004016104f191906109f4565b6020604051808303816000875af1158015610510573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906105349190610a71565b90506001600160a01b03891661064657604051632e1a7d4d60e01b8152600481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632e1a7d4d90602401600060405180830381600087803b1580156105a657600080fd5b505af11580156105ba573d6000803e3d6000fd5b5050604051633d8c1bef60e11b815260006004820152602481018490527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169250637b1837de915083906044016000604051808303818588803b15801561062857600080fd5b505af115801561063c573d6000803e3d6000fd5b50505050506106fd565b61067a6001600160a01b038a167f00000000000000000000000000000000000000000000000000000000000000008361087c565b604051633d8c1bef60e11b81526001600160a01b038a81166004830152602482018390527f00000000000000000000000000000000000000000000000000000000000000001690637b1837de90604401600060405180830381600087803b1580156106e457600080fd5b505af11580156106f8573d6000803e3d6000fd5b505050505b836107078a6107ac565b6107119190610a8a565b94508685101561073e5760405163738f0c3b60e01b815260048101869052602481018890526044016100d4565b604080516001600160a01b038d81168252602082018d90528b16818301526060810187905262ffffff8a16608082015290518d917f2ba89dac82d2b63a66d216a1683efe434f8c17d2084767357d2211e35b5511c0919081900360a00190a250505050979650505050505050565b60006001600160a01b0382166107ec5750506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163190565b6040516370a0823160e01b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000811660048301528316906370a0823190602401602060405180830381865afa158015610852573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906108769190610a71565b92915050565b61088983838360006108fd565b6108f85761089b8383600060016108fd565b6108c357604051635274afe760e01b81526001600160a01b03841660048201526024016100d4565b6108d083838360016108fd565b6108f857604051635274afe760e01b81526001600160a01b03841660048201526024016100d4565b505050565b60405163095ea7b360e01b60008181526001600160a01b038616600452602485905291602083604481808b5af19250600160005114831661095757838315161561094a573d6000823e3d81fd5b6000873b113d1516831692505b60405250949350505050565b80356001600160a01b038116811461097a57600080fd5b919050565b600080600080600080600060e0888a03121561099a57600080fd5b873596506109aa60208901610963565b9550604088013594506109bf60608901610963565b9350608088013562ffffff811681146109d757600080fd5b9699959850939692959460a0840135945060c09093013592915050565b81516001600160a01b03908116825260208084015182169083015260408084015162ffffff169083015260608084015191821690830152610100820190506080830151608083015260a083015160a083015260c083015160c083015260e0830151610a6a60e08401826001600160a01b03169052565b5092915050565b600060208284031215610a8357600080fd5b5051919050565b8181038181111561087657634e487b7160e01b600052601160045260246000fdfea164736f6c6343000825000a",
}

// DexExecutor is an auto generated Go binding around an Ethereum contract.
type DexExecutor struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DexExecutor) GetABI() abi.ABI {
	return c.abi
}

// NewDexExecutor creates a new instance of DexExecutor.
func NewDexExecutor() *DexExecutor {
	parsed, err := DexExecutorMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DexExecutor{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DexExecutor) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address vault_, address router_, address weth_, address trader_) returns()
func (dexExecutor *DexExecutor) PackConstructor(vault_ common.Address, router_ common.Address, weth_ common.Address, trader_ common.Address) []byte {
	enc, err := dexExecutor.abi.Pack("", vault_, router_, weth_, trader_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function router() view returns(address)
func (dexExecutor *DexExecutor) PackRouter() []byte {
	enc, err := dexExecutor.abi.Pack("router")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function router() view returns(address)
func (dexExecutor *DexExecutor) TryPackRouter() ([]byte, error) {
	return dexExecutor.abi.Pack("router")
}

// UnpackRouter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (dexExecutor *DexExecutor) UnpackRouter(data []byte) (common.Address, error) {
	out, err := dexExecutor.abi.Unpack("router", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTrade is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9e22eb7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function trade(bytes32 key, address tokenIn, uint256 amountIn, address tokenOut, uint24 fee, uint256 minOut, uint256 deadline) returns(uint256 gained)
func (dexExecutor *DexExecutor) PackTrade(key [32]byte, tokenIn common.Address, amountIn *big.Int, tokenOut common.Address, fee *big.Int, minOut *big.Int, deadline *big.Int) []byte {
	enc, err := dexExecutor.abi.Pack("trade", key, tokenIn, amountIn, tokenOut, fee, minOut, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTrade is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9e22eb7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function trade(bytes32 key, address tokenIn, uint256 amountIn, address tokenOut, uint24 fee, uint256 minOut, uint256 deadline) returns(uint256 gained)
func (dexExecutor *DexExecutor) TryPackTrade(key [32]byte, tokenIn common.Address, amountIn *big.Int, tokenOut common.Address, fee *big.Int, minOut *big.Int, deadline *big.Int) ([]byte, error) {
	return dexExecutor.abi.Pack("trade", key, tokenIn, amountIn, tokenOut, fee, minOut, deadline)
}

// UnpackTrade is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd9e22eb7.
//
// Solidity: function trade(bytes32 key, address tokenIn, uint256 amountIn, address tokenOut, uint24 fee, uint256 minOut, uint256 deadline) returns(uint256 gained)
func (dexExecutor *DexExecutor) UnpackTrade(data []byte) (*big.Int, error) {
	out, err := dexExecutor.abi.Unpack("trade", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTrader is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1758078b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function trader() view returns(address)
func (dexExecutor *DexExecutor) PackTrader() []byte {
	enc, err := dexExecutor.abi.Pack("trader")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTrader is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1758078b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function trader() view returns(address)
func (dexExecutor *DexExecutor) TryPackTrader() ([]byte, error) {
	return dexExecutor.abi.Pack("trader")
}

// UnpackTrader is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1758078b.
//
// Solidity: function trader() view returns(address)
func (dexExecutor *DexExecutor) UnpackTrader(data []byte) (common.Address, error) {
	out, err := dexExecutor.abi.Unpack("trader", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackVault is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbfa77cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function vault() view returns(address)
func (dexExecutor *DexExecutor) PackVault() []byte {
	enc, err := dexExecutor.abi.Pack("vault")
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
func (dexExecutor *DexExecutor) TryPackVault() ([]byte, error) {
	return dexExecutor.abi.Pack("vault")
}

// UnpackVault is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfbfa77cf.
//
// Solidity: function vault() view returns(address)
func (dexExecutor *DexExecutor) UnpackVault(data []byte) (common.Address, error) {
	out, err := dexExecutor.abi.Unpack("vault", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWeth is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fc8cef3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function weth() view returns(address)
func (dexExecutor *DexExecutor) PackWeth() []byte {
	enc, err := dexExecutor.abi.Pack("weth")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWeth is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fc8cef3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function weth() view returns(address)
func (dexExecutor *DexExecutor) TryPackWeth() ([]byte, error) {
	return dexExecutor.abi.Pack("weth")
}

// UnpackWeth is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3fc8cef3.
//
// Solidity: function weth() view returns(address)
func (dexExecutor *DexExecutor) UnpackWeth(data []byte) (common.Address, error) {
	out, err := dexExecutor.abi.Unpack("weth", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// DexExecutorTraded represents a Traded event raised by the DexExecutor contract.
type DexExecutorTraded struct {
	Key       [32]byte
	TokenIn   common.Address
	AmountIn  *big.Int
	TokenOut  common.Address
	AmountOut *big.Int
	Fee       *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const DexExecutorTradedEventName = "Traded"

// ContractEventName returns the user-defined event name.
func (DexExecutorTraded) ContractEventName() string {
	return DexExecutorTradedEventName
}

// UnpackTradedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Traded(bytes32 indexed key, address tokenIn, uint256 amountIn, address tokenOut, uint256 amountOut, uint24 fee)
func (dexExecutor *DexExecutor) UnpackTradedEvent(log *types.Log) (*DexExecutorTraded, error) {
	event := "Traded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dexExecutor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DexExecutorTraded)
	if len(log.Data) > 0 {
		if err := dexExecutor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dexExecutor.abi.Events[event].Inputs {
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
func (dexExecutor *DexExecutor) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], dexExecutor.abi.Errors["NotTrader"].ID.Bytes()[:4]) {
		return dexExecutor.UnpackNotTraderError(raw[4:])
	}
	if bytes.Equal(raw[:4], dexExecutor.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return dexExecutor.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], dexExecutor.abi.Errors["SameToken"].ID.Bytes()[:4]) {
		return dexExecutor.UnpackSameTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], dexExecutor.abi.Errors["TooLittleGained"].ID.Bytes()[:4]) {
		return dexExecutor.UnpackTooLittleGainedError(raw[4:])
	}
	if bytes.Equal(raw[:4], dexExecutor.abi.Errors["UnexpectedCoin"].ID.Bytes()[:4]) {
		return dexExecutor.UnpackUnexpectedCoinError(raw[4:])
	}
	if bytes.Equal(raw[:4], dexExecutor.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return dexExecutor.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DexExecutorNotTrader represents a NotTrader error raised by the DexExecutor contract.
type DexExecutorNotTrader struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotTrader(address caller)
func DexExecutorNotTraderErrorID() common.Hash {
	return common.HexToHash("0x4ead1962a0ad68f7fd85405f2210619492991e0e76fbca1dc56b51957fa1beb2")
}

// UnpackNotTraderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotTrader(address caller)
func (dexExecutor *DexExecutor) UnpackNotTraderError(raw []byte) (*DexExecutorNotTrader, error) {
	out := new(DexExecutorNotTrader)
	if err := dexExecutor.abi.UnpackIntoInterface(out, "NotTrader", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DexExecutorSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the DexExecutor contract.
type DexExecutorSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func DexExecutorSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (dexExecutor *DexExecutor) UnpackSafeERC20FailedOperationError(raw []byte) (*DexExecutorSafeERC20FailedOperation, error) {
	out := new(DexExecutorSafeERC20FailedOperation)
	if err := dexExecutor.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DexExecutorSameToken represents a SameToken error raised by the DexExecutor contract.
type DexExecutorSameToken struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SameToken(address token)
func DexExecutorSameTokenErrorID() common.Hash {
	return common.HexToHash("0x85196747b8fa1e1f4f98980128b6d5c4f2633bc0ba8bc01eacc6c61758c811a6")
}

// UnpackSameTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SameToken(address token)
func (dexExecutor *DexExecutor) UnpackSameTokenError(raw []byte) (*DexExecutorSameToken, error) {
	out := new(DexExecutorSameToken)
	if err := dexExecutor.abi.UnpackIntoInterface(out, "SameToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DexExecutorTooLittleGained represents a TooLittleGained error raised by the DexExecutor contract.
type DexExecutorTooLittleGained struct {
	Gained  *big.Int
	Minimum *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooLittleGained(uint256 gained, uint256 minimum)
func DexExecutorTooLittleGainedErrorID() common.Hash {
	return common.HexToHash("0x738f0c3b8ac52850091ff7276d1a48d5b65affff3f509f3749854211d3014d35")
}

// UnpackTooLittleGainedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooLittleGained(uint256 gained, uint256 minimum)
func (dexExecutor *DexExecutor) UnpackTooLittleGainedError(raw []byte) (*DexExecutorTooLittleGained, error) {
	out := new(DexExecutorTooLittleGained)
	if err := dexExecutor.abi.UnpackIntoInterface(out, "TooLittleGained", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DexExecutorUnexpectedCoin represents a UnexpectedCoin error raised by the DexExecutor contract.
type DexExecutorUnexpectedCoin struct {
	From common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnexpectedCoin(address from)
func DexExecutorUnexpectedCoinErrorID() common.Hash {
	return common.HexToHash("0xff7058de8bb0ff27a9a21833c6c2a510943d2a2286a2387192c1d7b8b4becece")
}

// UnpackUnexpectedCoinError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnexpectedCoin(address from)
func (dexExecutor *DexExecutor) UnpackUnexpectedCoinError(raw []byte) (*DexExecutorUnexpectedCoin, error) {
	out := new(DexExecutorUnexpectedCoin)
	if err := dexExecutor.abi.UnpackIntoInterface(out, "UnexpectedCoin", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DexExecutorZeroAddress represents a ZeroAddress error raised by the DexExecutor contract.
type DexExecutorZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func DexExecutorZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (dexExecutor *DexExecutor) UnpackZeroAddressError(raw []byte) (*DexExecutorZeroAddress, error) {
	out := new(DexExecutorZeroAddress)
	if err := dexExecutor.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
