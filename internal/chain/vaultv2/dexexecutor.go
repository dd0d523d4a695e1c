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

// DexExecutorPayout is an auto generated low-level Go binding around an user-defined struct.
type DexExecutorPayout struct {
	Key    [32]byte
	To     common.Address
	Amount *big.Int
	MaxOut *big.Int
}

// DexExecutorMetaData contains all meta data concerning the DexExecutor contract.
var DexExecutorMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"vault_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"router_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"weth_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"trader_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotTrader\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"left\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"PayoutGasTooLow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"SameKey\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SameToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"gained\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minimum\",\"type\":\"uint256\"}],\"name\":\"TooLittleGained\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"}],\"name\":\"UnexpectedCoin\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"payKey\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"gained\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"refused\",\"type\":\"bytes\"}],\"name\":\"PayoutLeft\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"tokenOut\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"name\":\"Traded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"PAYOUT_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"contractISwapRouter\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"tokenOut\",\"type\":\"address\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"},{\"internalType\":\"uint256\",\"name\":\"minOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"trade\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"gained\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"tokenOut\",\"type\":\"address\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"},{\"internalType\":\"uint256\",\"name\":\"minOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxOut\",\"type\":\"uint256\"}],\"internalType\":\"structDexExecutor.Payout\",\"name\":\"payout\",\"type\":\"tuple\"}],\"name\":\"tradeAndPay\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"gained\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"paid\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"trader\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"vault\",\"outputs\":[{\"internalType\":\"contractITradingVault\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"weth\",\"outputs\":[{\"internalType\":\"contractIWETH9\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "DexExecutor",
	Bin: "0x61010060405234801561001157600080fd5b5060405161101a38038061101a833981016040819052610030916100cd565b6001600160a01b038416158061004d57506001600160a01b038316155b8061005f57506001600160a01b038216155b8061007157506001600160a01b038116155b1561008f5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0393841660805291831660a052821660c0521660e052610121565b80516001600160a01b03811681146100c857600080fd5b919050565b600080600080608085870312156100e357600080fd5b6100ec856100b1565b93506100fa602086016100b1565b9250610108604086016100b1565b9150610116606086016100b1565b905092959194509250565b60805160a05160c05160e051610e526101c86000396000818161011c015261049f01526000818160b80152818161016d015281816105ce015281816106420152818161067d01526107ed01526000818161021b015281816106ae01526106d701526000818160840152818161024f0152818161034a0152818161055d0152818161086c015281816108e80152818161093301528181610a5b0152610a960152610e526000f3fe6080604052600436106100745760003560e01c80639a44da831161004e5780639a44da83146101c4578063d9e22eb7146101e9578063f887ea4014610209578063fbfa77cf1461023d57600080fd5b80631758078b1461010a5780633fc8cef31461015b5780637e7adc291461018f57600080fd5b3661010557336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015906100db5750336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614155b156101035760405160016247d39160e11b031981523360048201526024015b60405180910390fd5b005b600080fd5b34801561011657600080fd5b5061013e7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020015b60405180910390f35b34801561016757600080fd5b5061013e7f000000000000000000000000000000000000000000000000000000000000000081565b34801561019b57600080fd5b506101af6101aa366004610c25565b610271565b60408051928352901515602083015201610152565b3480156101d057600080fd5b506101db62061a8081565b604051908152602001610152565b3480156101f557600080fd5b506101db610204366004610cac565b610475565b34801561021557600080fd5b5061013e7f000000000000000000000000000000000000000000000000000000000000000081565b34801561024957600080fd5b5061013e7f000000000000000000000000000000000000000000000000000000000000000081565b60008082358a900361029c576040516001629062fd60e01b03198152600481018b90526024016100fa565b6102ab8a8a8a8a8a8a8a610492565b9150826060013582111561030e5782600001357ff9e02fd10b187bb00ebd316b0c9c28ac8f89d6fe87ea095d797827533462bfc9836040516102fe91815260406020820181905260009082015260600190565b60405180910390a2506000610468565b62061a805a1015610340575a60405163666a8fc560e11b8152600481019190915262061a8060248201526044016100fa565b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166376bbf4258435896103826040880160208901610d17565b604080516001600160e01b031960e087901b16815260048101949094526001600160a01b039283166024850152911660448301528601356064820152608401600060405180830381600087803b1580156103db57600080fd5b505af19250505080156103ec575060015b610464573d80801561041a576040519150601f19603f3d011682016040523d82523d6000602084013e61041f565b606091505b5083600001357ff9e02fd10b187bb00ebd316b0c9c28ac8f89d6fe87ea095d797827533462bfc98483604051610456929190610d39565b60405180910390a250610468565b5060015b9850989650505050505050565b600061048688888888888888610492565b98975050505050505050565b6000336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146104df576040516327568cb160e11b81523360048201526024016100fa565b846001600160a01b0316876001600160a01b03160361051c57604051638519674760e01b81526001600160a01b03881660048201526024016100fa565b600061052786610a3f565b6040516376bbf42560e01b8152600481018b90526001600160a01b038a81166024830152306044830152606482018a90529192507f0000000000000000000000000000000000000000000000000000000000000000909116906376bbf42590608401600060405180830381600087803b1580156105a357600080fd5b505af11580156105b7573d6000803e3d6000fd5b508a9250506001600160a01b0382169050610664577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d0e30db0896040518263ffffffff1660e01b81526004016000604051808303818588803b15801561062757600080fd5b505af115801561063b573d6000803e3d6000fd5b50505050507f000000000000000000000000000000000000000000000000000000000000000090505b60006001600160a01b0388161561067b578761069d565b7f00000000000000000000000000000000000000000000000000000000000000005b90506106d36001600160a01b0383167f00000000000000000000000000000000000000000000000000000000000000008b610b0f565b60007f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663414bf389604051806101000160405280866001600160a01b03168152602001856001600160a01b031681526020018b62ffffff168152602001306001600160a01b031681526020018981526020018d81526020018a815260200160006001600160a01b03168152506040518263ffffffff1660e01b81526004016107849190610d8e565b6020604051808303816000875af11580156107a3573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906107c79190610e0b565b90506001600160a01b0389166108d957604051632e1a7d4d60e01b8152600481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632e1a7d4d90602401600060405180830381600087803b15801561083957600080fd5b505af115801561084d573d6000803e3d6000fd5b5050604051633d8c1bef60e11b815260006004820152602481018490527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169250637b1837de915083906044016000604051808303818588803b1580156108bb57600080fd5b505af11580156108cf573d6000803e3d6000fd5b5050505050610990565b61090d6001600160a01b038a167f000000000000000000000000000000000000000000000000000000000000000083610b0f565b604051633d8c1bef60e11b81526001600160a01b038a81166004830152602482018390527f00000000000000000000000000000000000000000000000000000000000000001690637b1837de90604401600060405180830381600087803b15801561097757600080fd5b505af115801561098b573d6000803e3d6000fd5b505050505b8361099a8a610a3f565b6109a49190610e24565b9450868510156109d15760405163738f0c3b60e01b815260048101869052602481018890526044016100fa565b604080516001600160a01b038d81168252602082018d90528b16818301526060810187905262ffffff8a16608082015290518d917f2ba89dac82d2b63a66d216a1683efe434f8c17d2084767357d2211e35b5511c0919081900360a00190a250505050979650505050505050565b60006001600160a01b038216610a7f5750506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163190565b6040516370a0823160e01b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000811660048301528316906370a0823190602401602060405180830381865afa158015610ae5573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190610b099190610e0b565b92915050565b610b1c8383836000610b90565b610b8b57610b2e838360006001610b90565b610b5657604051635274afe760e01b81526001600160a01b03841660048201526024016100fa565b610b638383836001610b90565b610b8b57604051635274afe760e01b81526001600160a01b03841660048201526024016100fa565b505050565b60405163095ea7b360e01b60008181526001600160a01b038616600452602485905291602083604481808b5af192506001600051148316610bea578383151615610bdd573d6000823e3d81fd5b6000873b113d1516831692505b60405250949350505050565b80356001600160a01b0381168114610c0d57600080fd5b919050565b803562ffffff81168114610c0d57600080fd5b600080600080600080600080888a03610160811215610c4357600080fd5b89359850610c5360208b01610bf6565b975060408a01359650610c6860608b01610bf6565b9550610c7660808b01610c12565b945060a08a0135935060c08a01359250608060df1982011215610c9857600080fd5b5060e0890190509295985092959890939650565b600080600080600080600060e0888a031215610cc757600080fd5b87359650610cd760208901610bf6565b955060408801359450610cec60608901610bf6565b9350610cfa60808901610c12565b9699959850939692959460a0840135945060c09093013592915050565b600060208284031215610d2957600080fd5b610d3282610bf6565b9392505050565b828152604060208201526000825180604084015260005b81811015610d6d5760208186018101516060868401015201610d50565b506000606082850101526060601f19601f8301168401019150509392505050565b81516001600160a01b03908116825260208084015182169083015260408084015162ffffff169083015260608084015191821690830152610100820190506080830151608083015260a083015160a083015260c083015160c083015260e0830151610e0460e08401826001600160a01b03169052565b5092915050565b600060208284031215610e1d57600080fd5b5051919050565b81810381811115610b0957634e487b7160e01b600052601160045260246000fdfea164736f6c6343000825000a",
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

// PackPAYOUTGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a44da83.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PAYOUT_GAS() view returns(uint256)
func (dexExecutor *DexExecutor) PackPAYOUTGAS() []byte {
	enc, err := dexExecutor.abi.Pack("PAYOUT_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPAYOUTGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a44da83.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PAYOUT_GAS() view returns(uint256)
func (dexExecutor *DexExecutor) TryPackPAYOUTGAS() ([]byte, error) {
	return dexExecutor.abi.Pack("PAYOUT_GAS")
}

// UnpackPAYOUTGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9a44da83.
//
// Solidity: function PAYOUT_GAS() view returns(uint256)
func (dexExecutor *DexExecutor) UnpackPAYOUTGAS(data []byte) (*big.Int, error) {
	out, err := dexExecutor.abi.Unpack("PAYOUT_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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

// PackTradeAndPay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7e7adc29.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tradeAndPay(bytes32 key, address tokenIn, uint256 amountIn, address tokenOut, uint24 fee, uint256 minOut, uint256 deadline, (bytes32,address,uint256,uint256) payout) returns(uint256 gained, bool paid)
func (dexExecutor *DexExecutor) PackTradeAndPay(key [32]byte, tokenIn common.Address, amountIn *big.Int, tokenOut common.Address, fee *big.Int, minOut *big.Int, deadline *big.Int, payout DexExecutorPayout) []byte {
	enc, err := dexExecutor.abi.Pack("tradeAndPay", key, tokenIn, amountIn, tokenOut, fee, minOut, deadline, payout)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTradeAndPay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7e7adc29.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tradeAndPay(bytes32 key, address tokenIn, uint256 amountIn, address tokenOut, uint24 fee, uint256 minOut, uint256 deadline, (bytes32,address,uint256,uint256) payout) returns(uint256 gained, bool paid)
func (dexExecutor *DexExecutor) TryPackTradeAndPay(key [32]byte, tokenIn common.Address, amountIn *big.Int, tokenOut common.Address, fee *big.Int, minOut *big.Int, deadline *big.Int, payout DexExecutorPayout) ([]byte, error) {
	return dexExecutor.abi.Pack("tradeAndPay", key, tokenIn, amountIn, tokenOut, fee, minOut, deadline, payout)
}

// TradeAndPayOutput serves as a container for the return parameters of contract
// method TradeAndPay.
type TradeAndPayOutput struct {
	Gained *big.Int
	Paid   bool
}

// UnpackTradeAndPay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7e7adc29.
//
// Solidity: function tradeAndPay(bytes32 key, address tokenIn, uint256 amountIn, address tokenOut, uint24 fee, uint256 minOut, uint256 deadline, (bytes32,address,uint256,uint256) payout) returns(uint256 gained, bool paid)
func (dexExecutor *DexExecutor) UnpackTradeAndPay(data []byte) (TradeAndPayOutput, error) {
	out, err := dexExecutor.abi.Unpack("tradeAndPay", data)
	outstruct := new(TradeAndPayOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Gained = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Paid = *abi.ConvertType(out[1], new(bool)).(*bool)
	return *outstruct, nil
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

// DexExecutorPayoutLeft represents a PayoutLeft event raised by the DexExecutor contract.
type DexExecutorPayoutLeft struct {
	PayKey  [32]byte
	Gained  *big.Int
	Refused []byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const DexExecutorPayoutLeftEventName = "PayoutLeft"

// ContractEventName returns the user-defined event name.
func (DexExecutorPayoutLeft) ContractEventName() string {
	return DexExecutorPayoutLeftEventName
}

// UnpackPayoutLeftEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PayoutLeft(bytes32 indexed payKey, uint256 gained, bytes refused)
func (dexExecutor *DexExecutor) UnpackPayoutLeftEvent(log *types.Log) (*DexExecutorPayoutLeft, error) {
	event := "PayoutLeft"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dexExecutor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DexExecutorPayoutLeft)
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
	if bytes.Equal(raw[:4], dexExecutor.abi.Errors["PayoutGasTooLow"].ID.Bytes()[:4]) {
		return dexExecutor.UnpackPayoutGasTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], dexExecutor.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return dexExecutor.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], dexExecutor.abi.Errors["SameKey"].ID.Bytes()[:4]) {
		return dexExecutor.UnpackSameKeyError(raw[4:])
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

// DexExecutorPayoutGasTooLow represents a PayoutGasTooLow error raised by the DexExecutor contract.
type DexExecutorPayoutGasTooLow struct {
	Left   *big.Int
	Needed *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PayoutGasTooLow(uint256 left, uint256 needed)
func DexExecutorPayoutGasTooLowErrorID() common.Hash {
	return common.HexToHash("0xccd51f8ac93a5eac676bdf1023f86c02be0cc1a5faf6cccf7da18ecdb6375a80")
}

// UnpackPayoutGasTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PayoutGasTooLow(uint256 left, uint256 needed)
func (dexExecutor *DexExecutor) UnpackPayoutGasTooLowError(raw []byte) (*DexExecutorPayoutGasTooLow, error) {
	out := new(DexExecutorPayoutGasTooLow)
	if err := dexExecutor.abi.UnpackIntoInterface(out, "PayoutGasTooLow", raw); err != nil {
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

// DexExecutorSameKey represents a SameKey error raised by the DexExecutor contract.
type DexExecutorSameKey struct {
	Key [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SameKey(bytes32 key)
func DexExecutorSameKeyErrorID() common.Hash {
	return common.HexToHash("0xff6f9d0353e0a1541d10d75de15ff85eceae82b8339701ad60c7c9bfe917040a")
}

// UnpackSameKeyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SameKey(bytes32 key)
func (dexExecutor *DexExecutor) UnpackSameKeyError(raw []byte) (*DexExecutorSameKey, error) {
	out := new(DexExecutorSameKey)
	if err := dexExecutor.abi.UnpackIntoInterface(out, "SameKey", raw); err != nil {
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
