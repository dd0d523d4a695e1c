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

// BalanceReaderMetaData contains all meta data concerning the BalanceReader contract.
var BalanceReaderMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"accounts\",\"type\":\"address[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"accounts\",\"type\":\"address[]\"}],\"name\":\"balances\",\"outputs\":[{\"internalType\":\"uint256[]\",\"name\":\"out\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "BalanceReader",
	Bin: "0x608060405234801561001057600080fd5b506040516104df3803806104df83398101604081905261002f91610144565b80511561006a57600061004182610070565b6040516020016100519190610213565b6040516020818303038152906040529050805160208201f35b5061026c565b606081516001600160401b0381111561008b5761008b610112565b6040519080825280602002602001820160405280156100b4578160200160208202803683370190505b50905060005b825181101561010c578281815181106100d5576100d5610256565b60200260200101516001600160a01b0316318282815181106100f9576100f9610256565b60209081029190910101526001016100ba565b50919050565b634e487b7160e01b600052604160045260246000fd5b80516001600160a01b038116811461013f57600080fd5b919050565b60006020828403121561015657600080fd5b81516001600160401b0381111561016c57600080fd5b8201601f8101841361017d57600080fd5b80516001600160401b0381111561019657610196610112565b604051600582901b90603f8201601f191681016001600160401b03811182821017156101c4576101c4610112565b6040529182526020818401810192908101878411156101e257600080fd5b6020850194505b83851015610208576101fa85610128565b8152602094850194016101e9565b509695505050505050565b602080825282518282018190526000918401906040840190835b8181101561024b57835183526020938401939092019160010161022d565b509095945050505050565b634e487b7160e01b600052603260045260246000fd5b6102648061027b6000396000f3fe608060405234801561001057600080fd5b506004361061002b5760003560e01c8063ec36c84914610030575b600080fd5b61004361003e36600461012e565b610059565b60405161005091906101fe565b60405180910390f35b6060815167ffffffffffffffff811115610075576100756100fc565b60405190808252806020026020018201604052801561009e578160200160208202803683370190505b50905060005b82518110156100f6578281815181106100bf576100bf610241565b60200260200101516001600160a01b0316318282815181106100e3576100e3610241565b60209081029190910101526001016100a4565b50919050565b634e487b7160e01b600052604160045260246000fd5b80356001600160a01b038116811461012957600080fd5b919050565b60006020828403121561014057600080fd5b813567ffffffffffffffff81111561015757600080fd5b8201601f8101841361016857600080fd5b803567ffffffffffffffff811115610182576101826100fc565b8060051b604051601f19603f830116810181811067ffffffffffffffff821117156101af576101af6100fc565b6040529182526020818401810192908101878411156101cd57600080fd5b6020850194505b838510156101f3576101e585610112565b8152602094850194016101d4565b509695505050505050565b602080825282518282018190526000918401906040840190835b81811015610236578351835260209384019390920191600101610218565b509095945050505050565b634e487b7160e01b600052603260045260246000fdfea164736f6c6343000825000a",
}

// BalanceReader is an auto generated Go binding around an Ethereum contract.
type BalanceReader struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *BalanceReader) GetABI() abi.ABI {
	return c.abi
}

// NewBalanceReader creates a new instance of BalanceReader.
func NewBalanceReader() *BalanceReader {
	parsed, err := BalanceReaderMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &BalanceReader{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *BalanceReader) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address[] accounts) returns()
func (balanceReader *BalanceReader) PackConstructor(accounts []common.Address) []byte {
	enc, err := balanceReader.abi.Pack("", accounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBalances is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec36c849.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balances(address[] accounts) view returns(uint256[] out)
func (balanceReader *BalanceReader) PackBalances(accounts []common.Address) []byte {
	enc, err := balanceReader.abi.Pack("balances", accounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalances is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec36c849.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balances(address[] accounts) view returns(uint256[] out)
func (balanceReader *BalanceReader) TryPackBalances(accounts []common.Address) ([]byte, error) {
	return balanceReader.abi.Pack("balances", accounts)
}

// UnpackBalances is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xec36c849.
//
// Solidity: function balances(address[] accounts) view returns(uint256[] out)
func (balanceReader *BalanceReader) UnpackBalances(data []byte) ([]*big.Int, error) {
	out, err := balanceReader.abi.Unpack("balances", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}
