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

// FeeTokenMetaData contains all meta data concerning the FeeToken contract.
var FeeTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"FEE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "FeeToken",
	Bin: "0x608060405234801561001057600080fd5b50604051806040016040528060098152602001682332b2902a37b5b2b760b91b8152506040518060400160405280600381526020016246454560e81b815250816003908161005e919061011f565b50600461006b828261011f565b5050506101e1565b634e487b7160e01b600052604160045260246000fd5b600181811c9082168061009d57607f821691505b6020821081036100bd57634e487b7160e01b600052602260045260246000fd5b50919050565b601f82111561011a578282111561011a57806000526020600020601f840160051c60208510156100f1575060005b90810190601f840160051c0360005b8181101561011657600083820155600101610100565b5050505b505050565b81516001600160401b0381111561013857610138610073565b61014c816101468454610089565b846100c3565b6020601f82116001811461018057600083156101685750848201515b600019600385901b1c1916600184901b1784556101da565b600084815260208120601f198516915b828110156101b05787850151825560209485019460019092019101610190565b50848210156101ce5786840151600019600387901b60f8161c191681555b505060018360011b0184555b5050505050565b610828806101f06000396000f3fe608060405234801561001057600080fd5b50600436106100a95760003560e01c806340c10f191161007157806340c10f191461012357806370a082311461013857806395d89b4114610161578063a9059cbb14610169578063bf333f2c1461017c578063dd62ed3e1461018457600080fd5b806306fdde03146100ae578063095ea7b3146100cc57806318160ddd146100ef57806323b872dd14610101578063313ce56714610114575b600080fd5b6100b66101bd565b6040516100c39190610646565b60405180910390f35b6100df6100da3660046106b0565b61024f565b60405190151581526020016100c3565b6002545b6040519081526020016100c3565b6100df61010f3660046106da565b610269565b604051601281526020016100c3565b6101366101313660046106b0565b61028d565b005b6100f3610146366004610717565b6001600160a01b031660009081526020819052604090205490565b6100b661029b565b6100df6101773660046106b0565b6102aa565b6100f3606481565b6100f3610192366004610739565b6001600160a01b03918216600090815260016020908152604080832093909416825291909152205490565b6060600380546101cc9061076c565b80601f01602080910402602001604051908101604052809291908181526020018280546101f89061076c565b80156102455780601f1061021a57610100808354040283529160200191610245565b820191906000526020600020905b81548152906001019060200180831161022857829003601f168201915b5050505050905090565b60003361025d8185856102b8565b60019150505b92915050565b6000336102778582856102ca565b61028285858561034e565b506001949350505050565b61029782826103ad565b5050565b6060600480546101cc9061076c565b60003361025d81858561034e565b6102c583838360016103e3565b505050565b6001600160a01b03838116600090815260016020908152604080832093861683529290522054600019811015610348578181101561033957604051637dc7a0d960e11b81526001600160a01b038416600482015260248101829052604481018390526064015b60405180910390fd5b610348848484840360006103e3565b50505050565b6001600160a01b03831661037857604051634b637e8f60e11b815260006004820152602401610330565b6001600160a01b0382166103a25760405163ec442f0560e01b815260006004820152602401610330565b6102c58383836104b8565b6001600160a01b0382166103d75760405163ec442f0560e01b815260006004820152602401610330565b610297600083836104b8565b6001600160a01b03841661040d5760405163e602df0560e01b815260006004820152602401610330565b6001600160a01b03831661043757604051634a1406b160e11b815260006004820152602401610330565b6001600160a01b038085166000908152600160209081526040808320938716835292905220829055801561034857826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925846040516104aa91815260200190565b60405180910390a350505050565b6001600160a01b03831615806104d557506001600160a01b038216155b156104e5576102c583838361051c565b60006127106104f56064846107bc565b6104ff91906107d3565b905061050d8460008361051c565b610348848461051c84866107f5565b6001600160a01b03831661054757806002600082825461053c9190610808565b909155506105b99050565b6001600160a01b0383166000908152602081905260409020548181101561059a5760405163391434e360e21b81526001600160a01b03851660048201526024810182905260448101839052606401610330565b6001600160a01b03841660009081526020819052604090209082900390555b6001600160a01b0382166105d5576002805482900390556105f4565b6001600160a01b03821660009081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161063991815260200190565b60405180910390a3505050565b602081526000825180602084015260005b818110156106745760208186018101516040868401015201610657565b506000604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b03811681146106ab57600080fd5b919050565b600080604083850312156106c357600080fd5b6106cc83610694565b946020939093013593505050565b6000806000606084860312156106ef57600080fd5b6106f884610694565b925061070660208501610694565b929592945050506040919091013590565b60006020828403121561072957600080fd5b61073282610694565b9392505050565b6000806040838503121561074c57600080fd5b61075583610694565b915061076360208401610694565b90509250929050565b600181811c9082168061078057607f821691505b6020821081036107a057634e487b7160e01b600052602260045260246000fd5b50919050565b634e487b7160e01b600052601160045260246000fd5b8082028115828204841417610263576102636107a6565b6000826107f057634e487b7160e01b600052601260045260246000fd5b500490565b81810381811115610263576102636107a6565b80820180821115610263576102636107a656fea164736f6c6343000825000a",
}

// FeeToken is an auto generated Go binding around an Ethereum contract.
type FeeToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *FeeToken) GetABI() abi.ABI {
	return c.abi
}

// NewFeeToken creates a new instance of FeeToken.
func NewFeeToken() *FeeToken {
	parsed, err := FeeTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &FeeToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *FeeToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf333f2c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function FEE_BPS() view returns(uint256)
func (feeToken *FeeToken) PackFEEBPS() []byte {
	enc, err := feeToken.abi.Pack("FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf333f2c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function FEE_BPS() view returns(uint256)
func (feeToken *FeeToken) TryPackFEEBPS() ([]byte, error) {
	return feeToken.abi.Pack("FEE_BPS")
}

// UnpackFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf333f2c.
//
// Solidity: function FEE_BPS() view returns(uint256)
func (feeToken *FeeToken) UnpackFEEBPS(data []byte) (*big.Int, error) {
	out, err := feeToken.abi.Unpack("FEE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (feeToken *FeeToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := feeToken.abi.Pack("allowance", owner, spender)
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
func (feeToken *FeeToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return feeToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (feeToken *FeeToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := feeToken.abi.Unpack("allowance", data)
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
func (feeToken *FeeToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := feeToken.abi.Pack("approve", spender, value)
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
func (feeToken *FeeToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return feeToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (feeToken *FeeToken) UnpackApprove(data []byte) (bool, error) {
	out, err := feeToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (feeToken *FeeToken) PackBalanceOf(account common.Address) []byte {
	enc, err := feeToken.abi.Pack("balanceOf", account)
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
func (feeToken *FeeToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return feeToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (feeToken *FeeToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := feeToken.abi.Unpack("balanceOf", data)
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
func (feeToken *FeeToken) PackDecimals() []byte {
	enc, err := feeToken.abi.Pack("decimals")
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
func (feeToken *FeeToken) TryPackDecimals() ([]byte, error) {
	return feeToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (feeToken *FeeToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := feeToken.abi.Unpack("decimals", data)
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
func (feeToken *FeeToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := feeToken.abi.Pack("mint", to, amount)
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
func (feeToken *FeeToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return feeToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (feeToken *FeeToken) PackName() []byte {
	enc, err := feeToken.abi.Pack("name")
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
func (feeToken *FeeToken) TryPackName() ([]byte, error) {
	return feeToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (feeToken *FeeToken) UnpackName(data []byte) (string, error) {
	out, err := feeToken.abi.Unpack("name", data)
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
func (feeToken *FeeToken) PackSymbol() []byte {
	enc, err := feeToken.abi.Pack("symbol")
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
func (feeToken *FeeToken) TryPackSymbol() ([]byte, error) {
	return feeToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (feeToken *FeeToken) UnpackSymbol(data []byte) (string, error) {
	out, err := feeToken.abi.Unpack("symbol", data)
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
func (feeToken *FeeToken) PackTotalSupply() []byte {
	enc, err := feeToken.abi.Pack("totalSupply")
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
func (feeToken *FeeToken) TryPackTotalSupply() ([]byte, error) {
	return feeToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (feeToken *FeeToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := feeToken.abi.Unpack("totalSupply", data)
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
func (feeToken *FeeToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := feeToken.abi.Pack("transfer", to, value)
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
func (feeToken *FeeToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return feeToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (feeToken *FeeToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := feeToken.abi.Unpack("transfer", data)
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
func (feeToken *FeeToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := feeToken.abi.Pack("transferFrom", from, to, value)
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
func (feeToken *FeeToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return feeToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (feeToken *FeeToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := feeToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// FeeTokenApproval represents a Approval event raised by the FeeToken contract.
type FeeTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const FeeTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (FeeTokenApproval) ContractEventName() string {
	return FeeTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (feeToken *FeeToken) UnpackApprovalEvent(log *types.Log) (*FeeTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeTokenApproval)
	if len(log.Data) > 0 {
		if err := feeToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeToken.abi.Events[event].Inputs {
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

// FeeTokenTransfer represents a Transfer event raised by the FeeToken contract.
type FeeTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const FeeTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (FeeTokenTransfer) ContractEventName() string {
	return FeeTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (feeToken *FeeToken) UnpackTransferEvent(log *types.Log) (*FeeTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeTokenTransfer)
	if len(log.Data) > 0 {
		if err := feeToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeToken.abi.Events[event].Inputs {
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
func (feeToken *FeeToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], feeToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return feeToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return feeToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return feeToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return feeToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return feeToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return feeToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// FeeTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the FeeToken contract.
type FeeTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func FeeTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (feeToken *FeeToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*FeeTokenERC20InsufficientAllowance, error) {
	out := new(FeeTokenERC20InsufficientAllowance)
	if err := feeToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the FeeToken contract.
type FeeTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func FeeTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (feeToken *FeeToken) UnpackERC20InsufficientBalanceError(raw []byte) (*FeeTokenERC20InsufficientBalance, error) {
	out := new(FeeTokenERC20InsufficientBalance)
	if err := feeToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the FeeToken contract.
type FeeTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func FeeTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (feeToken *FeeToken) UnpackERC20InvalidApproverError(raw []byte) (*FeeTokenERC20InvalidApprover, error) {
	out := new(FeeTokenERC20InvalidApprover)
	if err := feeToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the FeeToken contract.
type FeeTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func FeeTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (feeToken *FeeToken) UnpackERC20InvalidReceiverError(raw []byte) (*FeeTokenERC20InvalidReceiver, error) {
	out := new(FeeTokenERC20InvalidReceiver)
	if err := feeToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the FeeToken contract.
type FeeTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func FeeTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (feeToken *FeeToken) UnpackERC20InvalidSenderError(raw []byte) (*FeeTokenERC20InvalidSender, error) {
	out := new(FeeTokenERC20InvalidSender)
	if err := feeToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the FeeToken contract.
type FeeTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func FeeTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (feeToken *FeeToken) UnpackERC20InvalidSpenderError(raw []byte) (*FeeTokenERC20InvalidSpender, error) {
	out := new(FeeTokenERC20InvalidSpender)
	if err := feeToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}
