// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package testtoken

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

// ReentrantTokenMetaData contains all meta data concerning the ReentrantToken contract.
var ReentrantTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"arm\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ReentrantToken",
	Bin: "0x608060405234801561001057600080fd5b506040518060400160405280600f81526020016e2932b2b73a3930b73a102a37b5b2b760891b8152506040518060400160405280600381526020016252454560e81b81525081600390816100649190610125565b5060046100718282610125565b5050506101e7565b634e487b7160e01b600052604160045260246000fd5b600181811c908216806100a357607f821691505b6020821081036100c357634e487b7160e01b600052602260045260246000fd5b50919050565b601f821115610120578282111561012057806000526020600020601f840160051c60208510156100f7575060005b90810190601f840160051c0360005b8181101561011c57600083820155600101610106565b5050505b505050565b81516001600160401b0381111561013e5761013e610079565b6101528161014c845461008f565b846100c9565b6020601f821160018114610186576000831561016e5750848201515b600019600385901b1c1916600184901b1784556101e0565b600084815260208120601f198516915b828110156101b65787850151825560209485019460019092019101610196565b50848210156101d45786840151600019600387901b60f8161c191681555b505060018360011b0184555b5050505050565b610ac0806101f66000396000f3fe608060405234801561001057600080fd5b50600436106100a95760003560e01c806340c10f191161007157806340c10f191461012357806370a082311461013857806388cf33671461016157806395d89b4114610174578063a9059cbb1461017c578063dd62ed3e1461018f57600080fd5b806306fdde03146100ae578063095ea7b3146100cc57806318160ddd146100ef57806323b872dd14610101578063313ce56714610114575b600080fd5b6100b66101c8565b6040516100c39190610707565b60405180910390f35b6100df6100da366004610771565b61025a565b60405190151581526020016100c3565b6002545b6040519081526020016100c3565b6100df61010f36600461079b565b610274565b604051601281526020016100c3565b610136610131366004610771565b610298565b005b6100f36101463660046107d8565b6001600160a01b031660009081526020819052604090205490565b61013661016f3660046107fa565b6102a6565b6100b66102ea565b6100df61018a366004610771565b6102f9565b6100f361019d366004610886565b6001600160a01b03918216600090815260016020908152604080832093909416825291909152205490565b6060600380546101d7906108b9565b80601f0160208091040260200160405190810160405280929190818152602001828054610203906108b9565b80156102505780601f1061022557610100808354040283529160200191610250565b820191906000526020600020905b81548152906001019060200180831161023357829003601f168201915b5050505050905090565b600033610268818585610307565b60019150505b92915050565b600033610282858285610319565b61028d858585610397565b506001949350505050565b6102a282826103f6565b5050565b600580546001600160a01b0319166001600160a01b03861617905560066102ce83858361095c565b506102d930826103f6565b6102e4308583610307565b50505050565b6060600480546101d7906108b9565b600033610268818585610397565b610314838383600161042c565b505050565b6001600160a01b038381166000908152600160209081526040808320938616835292905220546000198110156102e4578181101561038857604051637dc7a0d960e11b81526001600160a01b038416600482015260248101829052604481018390526064015b60405180910390fd5b6102e48484848403600061042c565b6001600160a01b0383166103c157604051634b637e8f60e11b81526000600482015260240161037f565b6001600160a01b0382166103eb5760405163ec442f0560e01b81526000600482015260240161037f565b610314838383610501565b6001600160a01b0382166104205760405163ec442f0560e01b81526000600482015260240161037f565b6102a260008383610501565b6001600160a01b0384166104565760405163e602df0560e01b81526000600482015260240161037f565b6001600160a01b03831661048057604051634a1406b160e11b81526000600482015260240161037f565b6001600160a01b03808516600090815260016020908152604080832093871683529290522082905580156102e457826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925846040516104f391815260200190565b60405180910390a350505050565b61050c8383836105dd565b6005546001600160a01b031680158015906105385750806001600160a01b0316836001600160a01b0316145b801561054d57506001600160a01b0384163014155b156102e457600580546001600160a01b031916905560405160009081906001600160a01b0384169061058190600690610a1d565b6000604051808303816000865af19150503d80600081146105be576040519150601f19603f3d011682016040523d82523d6000602084013e6105c3565b606091505b5091509150816105d557805160208201fd5b505050505050565b6001600160a01b0383166106085780600260008282546105fd9190610a92565b9091555061067a9050565b6001600160a01b0383166000908152602081905260409020548181101561065b5760405163391434e360e21b81526001600160a01b0385166004820152602481018290526044810183905260640161037f565b6001600160a01b03841660009081526020819052604090209082900390555b6001600160a01b038216610696576002805482900390556106b5565b6001600160a01b03821660009081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef836040516106fa91815260200190565b60405180910390a3505050565b602081526000825180602084015260005b818110156107355760208186018101516040868401015201610718565b506000604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b038116811461076c57600080fd5b919050565b6000806040838503121561078457600080fd5b61078d83610755565b946020939093013593505050565b6000806000606084860312156107b057600080fd5b6107b984610755565b92506107c760208501610755565b929592945050506040919091013590565b6000602082840312156107ea57600080fd5b6107f382610755565b9392505050565b6000806000806060858703121561081057600080fd5b61081985610755565b9350602085013567ffffffffffffffff81111561083557600080fd5b8501601f8101871361084657600080fd5b803567ffffffffffffffff81111561085d57600080fd5b87602082840101111561086f57600080fd5b949760209190910196509394604001359392505050565b6000806040838503121561089957600080fd5b6108a283610755565b91506108b060208401610755565b90509250929050565b600181811c908216806108cd57607f821691505b6020821081036108ed57634e487b7160e01b600052602260045260246000fd5b50919050565b634e487b7160e01b600052604160045260246000fd5b601f821115610314578282111561031457806000526020600020601f840160051c6020851015610937575060005b90810190601f840160051c0360005b818110156105d557600083820155600101610946565b67ffffffffffffffff831115610974576109746108f3565b6109888361098283546108b9565b83610909565b6000601f8411600181146109bc57600085156109a45750838201355b600019600387901b1c1916600186901b178355610a16565b600083815260209020601f19861690835b828110156109ed57868501358255602094850194600190920191016109cd565b5086821015610a0a5760001960f88860031b161c19848701351681555b505060018560011b0183555b5050505050565b6000808354610a2b816108b9565b600182168015610a425760018114610a5757610a87565b60ff1983168652811515820286019350610a87565b86600052602060002060005b83811015610a7f57815488820152600190910190602001610a63565b505081860193505b509195945050505050565b8082018082111561026e57634e487b7160e01b600052601160045260246000fdfea164736f6c6343000825000a",
}

// ReentrantToken is an auto generated Go binding around an Ethereum contract.
type ReentrantToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ReentrantToken) GetABI() abi.ABI {
	return c.abi
}

// NewReentrantToken creates a new instance of ReentrantToken.
func NewReentrantToken() *ReentrantToken {
	parsed, err := ReentrantTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ReentrantToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ReentrantToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (reentrantToken *ReentrantToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := reentrantToken.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (reentrantToken *ReentrantToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return reentrantToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) UnpackApprove(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackArm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88cf3367.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arm(address target, bytes data, uint256 amount) returns()
func (reentrantToken *ReentrantToken) PackArm(target common.Address, data []byte, amount *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("arm", target, data, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88cf3367.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arm(address target, bytes data, uint256 amount) returns()
func (reentrantToken *ReentrantToken) TryPackArm(target common.Address, data []byte, amount *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("arm", target, data, amount)
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (reentrantToken *ReentrantToken) PackBalanceOf(account common.Address) []byte {
	enc, err := reentrantToken.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (reentrantToken *ReentrantToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return reentrantToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (reentrantToken *ReentrantToken) PackDecimals() []byte {
	enc, err := reentrantToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (reentrantToken *ReentrantToken) TryPackDecimals() ([]byte, error) {
	return reentrantToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (reentrantToken *ReentrantToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := reentrantToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (reentrantToken *ReentrantToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (reentrantToken *ReentrantToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (reentrantToken *ReentrantToken) PackName() []byte {
	enc, err := reentrantToken.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (reentrantToken *ReentrantToken) TryPackName() ([]byte, error) {
	return reentrantToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (reentrantToken *ReentrantToken) UnpackName(data []byte) (string, error) {
	out, err := reentrantToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (reentrantToken *ReentrantToken) PackSymbol() []byte {
	enc, err := reentrantToken.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (reentrantToken *ReentrantToken) TryPackSymbol() ([]byte, error) {
	return reentrantToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (reentrantToken *ReentrantToken) UnpackSymbol(data []byte) (string, error) {
	out, err := reentrantToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (reentrantToken *ReentrantToken) PackTotalSupply() []byte {
	enc, err := reentrantToken.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (reentrantToken *ReentrantToken) TryPackTotalSupply() ([]byte, error) {
	return reentrantToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// ReentrantTokenApproval represents a Approval event raised by the ReentrantToken contract.
type ReentrantTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const ReentrantTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (ReentrantTokenApproval) ContractEventName() string {
	return ReentrantTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (reentrantToken *ReentrantToken) UnpackApprovalEvent(log *types.Log) (*ReentrantTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reentrantToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReentrantTokenApproval)
	if len(log.Data) > 0 {
		if err := reentrantToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reentrantToken.abi.Events[event].Inputs {
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

// ReentrantTokenTransfer represents a Transfer event raised by the ReentrantToken contract.
type ReentrantTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const ReentrantTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (ReentrantTokenTransfer) ContractEventName() string {
	return ReentrantTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (reentrantToken *ReentrantToken) UnpackTransferEvent(log *types.Log) (*ReentrantTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reentrantToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReentrantTokenTransfer)
	if len(log.Data) > 0 {
		if err := reentrantToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reentrantToken.abi.Events[event].Inputs {
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
func (reentrantToken *ReentrantToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ReentrantTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the ReentrantToken contract.
type ReentrantTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func ReentrantTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (reentrantToken *ReentrantToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*ReentrantTokenERC20InsufficientAllowance, error) {
	out := new(ReentrantTokenERC20InsufficientAllowance)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the ReentrantToken contract.
type ReentrantTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func ReentrantTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (reentrantToken *ReentrantToken) UnpackERC20InsufficientBalanceError(raw []byte) (*ReentrantTokenERC20InsufficientBalance, error) {
	out := new(ReentrantTokenERC20InsufficientBalance)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func ReentrantTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidApproverError(raw []byte) (*ReentrantTokenERC20InvalidApprover, error) {
	out := new(ReentrantTokenERC20InvalidApprover)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func ReentrantTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidReceiverError(raw []byte) (*ReentrantTokenERC20InvalidReceiver, error) {
	out := new(ReentrantTokenERC20InvalidReceiver)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func ReentrantTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidSenderError(raw []byte) (*ReentrantTokenERC20InvalidSender, error) {
	out := new(ReentrantTokenERC20InvalidSender)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func ReentrantTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidSpenderError(raw []byte) (*ReentrantTokenERC20InvalidSpender, error) {
	out := new(ReentrantTokenERC20InvalidSpender)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}
