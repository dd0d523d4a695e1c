// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package chainlink

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

// MockV3AggregatorMetaData contains all meta data concerning the MockV3Aggregator contract.
var MockV3AggregatorMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"_decimals\",\"type\":\"uint8\"},{\"internalType\":\"int256\",\"name\":\"_initialAnswer\",\"type\":\"int256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"int256\",\"name\":\"current\",\"type\":\"int256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"roundId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"updatedAt\",\"type\":\"uint256\"}],\"name\":\"AnswerUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"roundId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"startedBy\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"startedAt\",\"type\":\"uint256\"}],\"name\":\"NewRound\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"description\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"getAnswer\",\"outputs\":[{\"internalType\":\"int256\",\"name\":\"\",\"type\":\"int256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint80\",\"name\":\"_roundId\",\"type\":\"uint80\"}],\"name\":\"getRoundData\",\"outputs\":[{\"internalType\":\"uint80\",\"name\":\"roundId\",\"type\":\"uint80\"},{\"internalType\":\"int256\",\"name\":\"answer\",\"type\":\"int256\"},{\"internalType\":\"uint256\",\"name\":\"startedAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"updatedAt\",\"type\":\"uint256\"},{\"internalType\":\"uint80\",\"name\":\"answeredInRound\",\"type\":\"uint80\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"getTimestamp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"latestAnswer\",\"outputs\":[{\"internalType\":\"int256\",\"name\":\"\",\"type\":\"int256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"latestRound\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"latestRoundData\",\"outputs\":[{\"internalType\":\"uint80\",\"name\":\"roundId\",\"type\":\"uint80\"},{\"internalType\":\"int256\",\"name\":\"answer\",\"type\":\"int256\"},{\"internalType\":\"uint256\",\"name\":\"startedAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"updatedAt\",\"type\":\"uint256\"},{\"internalType\":\"uint80\",\"name\":\"answeredInRound\",\"type\":\"uint80\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"latestTimestamp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"int256\",\"name\":\"_answer\",\"type\":\"int256\"}],\"name\":\"updateAnswer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint80\",\"name\":\"_roundId\",\"type\":\"uint80\"},{\"internalType\":\"int256\",\"name\":\"_answer\",\"type\":\"int256\"},{\"internalType\":\"uint256\",\"name\":\"_timestamp\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"_startedAt\",\"type\":\"uint256\"}],\"name\":\"updateRoundData\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"version\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "MockV3Aggregator",
	Bin: "0x608060405234801561001057600080fd5b5060405161051f38038061051f83398101604081905261002f916100a4565b6000805460ff191660ff84161790556100478161004e565b50506100ff565b60018190554260025560038054906000610067836100d8565b9091555050600380546000908152600460209081526040808320949094558254825260058152838220429081905592548252600690529190912055565b600080604083850312156100b757600080fd5b825160ff811681146100c857600080fd5b6020939093015192949293505050565b6000600182016100f857634e487b7160e01b600052601160045260246000fd5b5060010190565b6104118061010e6000396000f3fe608060405234801561001057600080fd5b50600436106100b45760003560e01c80638205bf6a116100715780638205bf6a146101a15780639a6fc8f5146101aa578063a87a20ce14610228578063b5ab58dc1461023b578063b633620c1461025b578063feaf968c1461027b57600080fd5b8063313ce567146100b95780634aa2011f146100dd57806350d25bcd1461013a57806354fd4d5014610151578063668a0f02146101595780637284e41614610162575b600080fd5b6000546100c69060ff1681565b60405160ff90911681526020015b60405180910390f35b6101386100eb36600461031b565b69ffffffffffffffffffff90931660038181556001849055600283905560009182526004602090815260408084209590955581548352600581528483209390935554815260069091522055565b005b61014360015481565b6040519081526020016100d4565b610143600081565b61014360035481565b604080518082018252601f81527f76302e382f74657374732f4d6f636b563341676772656761746f722e736f6c00602082015290516100d49190610354565b61014360025481565b6101f16101b83660046103a2565b69ffffffffffffffffffff8116600090815260046020908152604080832054600683528184205460059093529220549293919290918490565b6040805169ffffffffffffffffffff968716815260208101959095528401929092526060830152909116608082015260a0016100d4565b6101386102363660046103c4565b6102a6565b6101436102493660046103c4565b60046020526000908152604090205481565b6101436102693660046103c4565b60056020526000908152604090205481565b60035460008181526004602090815260408083205460068352818420546005909352922054836101f1565b600181905542600255600380549060006102bf836103dd565b9091555050600380546000908152600460209081526040808320949094558254825260058152838220429081905592548252600690529190912055565b803569ffffffffffffffffffff8116811461031657600080fd5b919050565b6000806000806080858703121561033157600080fd5b61033a856102fc565b966020860135965060408601359560600135945092505050565b602081526000825180602084015260005b818110156103825760208186018101516040868401015201610365565b506000604082850101526040601f19601f83011684010191505092915050565b6000602082840312156103b457600080fd5b6103bd826102fc565b9392505050565b6000602082840312156103d657600080fd5b5035919050565b6000600182016103fd57634e487b7160e01b600052601160045260246000fd5b506001019056fea164736f6c6343000825000a",
}

// MockV3Aggregator is an auto generated Go binding around an Ethereum contract.
type MockV3Aggregator struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *MockV3Aggregator) GetABI() abi.ABI {
	return c.abi
}

// NewMockV3Aggregator creates a new instance of MockV3Aggregator.
func NewMockV3Aggregator() *MockV3Aggregator {
	parsed, err := MockV3AggregatorMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &MockV3Aggregator{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *MockV3Aggregator) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint8 _decimals, int256 _initialAnswer) returns()
func (mockV3Aggregator *MockV3Aggregator) PackConstructor(_decimals uint8, _initialAnswer *big.Int) []byte {
	enc, err := mockV3Aggregator.abi.Pack("", _decimals, _initialAnswer)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (mockV3Aggregator *MockV3Aggregator) PackDecimals() []byte {
	enc, err := mockV3Aggregator.abi.Pack("decimals")
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
func (mockV3Aggregator *MockV3Aggregator) TryPackDecimals() ([]byte, error) {
	return mockV3Aggregator.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (mockV3Aggregator *MockV3Aggregator) UnpackDecimals(data []byte) (uint8, error) {
	out, err := mockV3Aggregator.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackDescription is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7284e416.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function description() pure returns(string)
func (mockV3Aggregator *MockV3Aggregator) PackDescription() []byte {
	enc, err := mockV3Aggregator.abi.Pack("description")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDescription is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7284e416.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function description() pure returns(string)
func (mockV3Aggregator *MockV3Aggregator) TryPackDescription() ([]byte, error) {
	return mockV3Aggregator.abi.Pack("description")
}

// UnpackDescription is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7284e416.
//
// Solidity: function description() pure returns(string)
func (mockV3Aggregator *MockV3Aggregator) UnpackDescription(data []byte) (string, error) {
	out, err := mockV3Aggregator.abi.Unpack("description", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackGetAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5ab58dc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAnswer(uint256 ) view returns(int256)
func (mockV3Aggregator *MockV3Aggregator) PackGetAnswer(arg0 *big.Int) []byte {
	enc, err := mockV3Aggregator.abi.Pack("getAnswer", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5ab58dc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAnswer(uint256 ) view returns(int256)
func (mockV3Aggregator *MockV3Aggregator) TryPackGetAnswer(arg0 *big.Int) ([]byte, error) {
	return mockV3Aggregator.abi.Pack("getAnswer", arg0)
}

// UnpackGetAnswer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb5ab58dc.
//
// Solidity: function getAnswer(uint256 ) view returns(int256)
func (mockV3Aggregator *MockV3Aggregator) UnpackGetAnswer(data []byte) (*big.Int, error) {
	out, err := mockV3Aggregator.abi.Unpack("getAnswer", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetRoundData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a6fc8f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRoundData(uint80 _roundId) view returns(uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
func (mockV3Aggregator *MockV3Aggregator) PackGetRoundData(roundId *big.Int) []byte {
	enc, err := mockV3Aggregator.abi.Pack("getRoundData", roundId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetRoundData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a6fc8f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getRoundData(uint80 _roundId) view returns(uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
func (mockV3Aggregator *MockV3Aggregator) TryPackGetRoundData(roundId *big.Int) ([]byte, error) {
	return mockV3Aggregator.abi.Pack("getRoundData", roundId)
}

// GetRoundDataOutput serves as a container for the return parameters of contract
// method GetRoundData.
type GetRoundDataOutput struct {
	RoundId         *big.Int
	Answer          *big.Int
	StartedAt       *big.Int
	UpdatedAt       *big.Int
	AnsweredInRound *big.Int
}

// UnpackGetRoundData is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9a6fc8f5.
//
// Solidity: function getRoundData(uint80 _roundId) view returns(uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
func (mockV3Aggregator *MockV3Aggregator) UnpackGetRoundData(data []byte) (GetRoundDataOutput, error) {
	out, err := mockV3Aggregator.abi.Unpack("getRoundData", data)
	outstruct := new(GetRoundDataOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.RoundId = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Answer = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.StartedAt = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.UpdatedAt = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.AnsweredInRound = abi.ConvertType(out[4], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGetTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb633620c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getTimestamp(uint256 ) view returns(uint256)
func (mockV3Aggregator *MockV3Aggregator) PackGetTimestamp(arg0 *big.Int) []byte {
	enc, err := mockV3Aggregator.abi.Pack("getTimestamp", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb633620c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getTimestamp(uint256 ) view returns(uint256)
func (mockV3Aggregator *MockV3Aggregator) TryPackGetTimestamp(arg0 *big.Int) ([]byte, error) {
	return mockV3Aggregator.abi.Pack("getTimestamp", arg0)
}

// UnpackGetTimestamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb633620c.
//
// Solidity: function getTimestamp(uint256 ) view returns(uint256)
func (mockV3Aggregator *MockV3Aggregator) UnpackGetTimestamp(data []byte) (*big.Int, error) {
	out, err := mockV3Aggregator.abi.Unpack("getTimestamp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLatestAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50d25bcd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function latestAnswer() view returns(int256)
func (mockV3Aggregator *MockV3Aggregator) PackLatestAnswer() []byte {
	enc, err := mockV3Aggregator.abi.Pack("latestAnswer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLatestAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50d25bcd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function latestAnswer() view returns(int256)
func (mockV3Aggregator *MockV3Aggregator) TryPackLatestAnswer() ([]byte, error) {
	return mockV3Aggregator.abi.Pack("latestAnswer")
}

// UnpackLatestAnswer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x50d25bcd.
//
// Solidity: function latestAnswer() view returns(int256)
func (mockV3Aggregator *MockV3Aggregator) UnpackLatestAnswer(data []byte) (*big.Int, error) {
	out, err := mockV3Aggregator.abi.Unpack("latestAnswer", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLatestRound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x668a0f02.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function latestRound() view returns(uint256)
func (mockV3Aggregator *MockV3Aggregator) PackLatestRound() []byte {
	enc, err := mockV3Aggregator.abi.Pack("latestRound")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLatestRound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x668a0f02.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function latestRound() view returns(uint256)
func (mockV3Aggregator *MockV3Aggregator) TryPackLatestRound() ([]byte, error) {
	return mockV3Aggregator.abi.Pack("latestRound")
}

// UnpackLatestRound is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x668a0f02.
//
// Solidity: function latestRound() view returns(uint256)
func (mockV3Aggregator *MockV3Aggregator) UnpackLatestRound(data []byte) (*big.Int, error) {
	out, err := mockV3Aggregator.abi.Unpack("latestRound", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLatestRoundData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfeaf968c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function latestRoundData() view returns(uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
func (mockV3Aggregator *MockV3Aggregator) PackLatestRoundData() []byte {
	enc, err := mockV3Aggregator.abi.Pack("latestRoundData")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLatestRoundData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfeaf968c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function latestRoundData() view returns(uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
func (mockV3Aggregator *MockV3Aggregator) TryPackLatestRoundData() ([]byte, error) {
	return mockV3Aggregator.abi.Pack("latestRoundData")
}

// LatestRoundDataOutput serves as a container for the return parameters of contract
// method LatestRoundData.
type LatestRoundDataOutput struct {
	RoundId         *big.Int
	Answer          *big.Int
	StartedAt       *big.Int
	UpdatedAt       *big.Int
	AnsweredInRound *big.Int
}

// UnpackLatestRoundData is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfeaf968c.
//
// Solidity: function latestRoundData() view returns(uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
func (mockV3Aggregator *MockV3Aggregator) UnpackLatestRoundData(data []byte) (LatestRoundDataOutput, error) {
	out, err := mockV3Aggregator.abi.Unpack("latestRoundData", data)
	outstruct := new(LatestRoundDataOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.RoundId = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Answer = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.StartedAt = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.UpdatedAt = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.AnsweredInRound = abi.ConvertType(out[4], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackLatestTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8205bf6a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function latestTimestamp() view returns(uint256)
func (mockV3Aggregator *MockV3Aggregator) PackLatestTimestamp() []byte {
	enc, err := mockV3Aggregator.abi.Pack("latestTimestamp")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLatestTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8205bf6a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function latestTimestamp() view returns(uint256)
func (mockV3Aggregator *MockV3Aggregator) TryPackLatestTimestamp() ([]byte, error) {
	return mockV3Aggregator.abi.Pack("latestTimestamp")
}

// UnpackLatestTimestamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8205bf6a.
//
// Solidity: function latestTimestamp() view returns(uint256)
func (mockV3Aggregator *MockV3Aggregator) UnpackLatestTimestamp(data []byte) (*big.Int, error) {
	out, err := mockV3Aggregator.abi.Unpack("latestTimestamp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUpdateAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa87a20ce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateAnswer(int256 _answer) returns()
func (mockV3Aggregator *MockV3Aggregator) PackUpdateAnswer(answer *big.Int) []byte {
	enc, err := mockV3Aggregator.abi.Pack("updateAnswer", answer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa87a20ce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateAnswer(int256 _answer) returns()
func (mockV3Aggregator *MockV3Aggregator) TryPackUpdateAnswer(answer *big.Int) ([]byte, error) {
	return mockV3Aggregator.abi.Pack("updateAnswer", answer)
}

// PackUpdateRoundData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4aa2011f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateRoundData(uint80 _roundId, int256 _answer, uint256 _timestamp, uint256 _startedAt) returns()
func (mockV3Aggregator *MockV3Aggregator) PackUpdateRoundData(roundId *big.Int, answer *big.Int, timestamp *big.Int, startedAt *big.Int) []byte {
	enc, err := mockV3Aggregator.abi.Pack("updateRoundData", roundId, answer, timestamp, startedAt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateRoundData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4aa2011f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateRoundData(uint80 _roundId, int256 _answer, uint256 _timestamp, uint256 _startedAt) returns()
func (mockV3Aggregator *MockV3Aggregator) TryPackUpdateRoundData(roundId *big.Int, answer *big.Int, timestamp *big.Int, startedAt *big.Int) ([]byte, error) {
	return mockV3Aggregator.abi.Pack("updateRoundData", roundId, answer, timestamp, startedAt)
}

// PackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function version() view returns(uint256)
func (mockV3Aggregator *MockV3Aggregator) PackVersion() []byte {
	enc, err := mockV3Aggregator.abi.Pack("version")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function version() view returns(uint256)
func (mockV3Aggregator *MockV3Aggregator) TryPackVersion() ([]byte, error) {
	return mockV3Aggregator.abi.Pack("version")
}

// UnpackVersion is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x54fd4d50.
//
// Solidity: function version() view returns(uint256)
func (mockV3Aggregator *MockV3Aggregator) UnpackVersion(data []byte) (*big.Int, error) {
	out, err := mockV3Aggregator.abi.Unpack("version", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// MockV3AggregatorAnswerUpdated represents a AnswerUpdated event raised by the MockV3Aggregator contract.
type MockV3AggregatorAnswerUpdated struct {
	Current   *big.Int
	RoundId   *big.Int
	UpdatedAt *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const MockV3AggregatorAnswerUpdatedEventName = "AnswerUpdated"

// ContractEventName returns the user-defined event name.
func (MockV3AggregatorAnswerUpdated) ContractEventName() string {
	return MockV3AggregatorAnswerUpdatedEventName
}

// UnpackAnswerUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt)
func (mockV3Aggregator *MockV3Aggregator) UnpackAnswerUpdatedEvent(log *types.Log) (*MockV3AggregatorAnswerUpdated, error) {
	event := "AnswerUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != mockV3Aggregator.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(MockV3AggregatorAnswerUpdated)
	if len(log.Data) > 0 {
		if err := mockV3Aggregator.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range mockV3Aggregator.abi.Events[event].Inputs {
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

// MockV3AggregatorNewRound represents a NewRound event raised by the MockV3Aggregator contract.
type MockV3AggregatorNewRound struct {
	RoundId   *big.Int
	StartedBy common.Address
	StartedAt *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const MockV3AggregatorNewRoundEventName = "NewRound"

// ContractEventName returns the user-defined event name.
func (MockV3AggregatorNewRound) ContractEventName() string {
	return MockV3AggregatorNewRoundEventName
}

// UnpackNewRoundEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NewRound(uint256 indexed roundId, address indexed startedBy, uint256 startedAt)
func (mockV3Aggregator *MockV3Aggregator) UnpackNewRoundEvent(log *types.Log) (*MockV3AggregatorNewRound, error) {
	event := "NewRound"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != mockV3Aggregator.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(MockV3AggregatorNewRound)
	if len(log.Data) > 0 {
		if err := mockV3Aggregator.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range mockV3Aggregator.abi.Events[event].Inputs {
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
