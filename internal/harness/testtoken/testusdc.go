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

// TestUSDCMetaData contains all meta data concerning the TestUSDC contract.
var TestUSDCMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"ECDSAInvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"ECDSAInvalidSignatureLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"ECDSAInvalidSignatureS\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"ERC2612ExpiredSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"ERC2612InvalidSigner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"currentNonce\",\"type\":\"uint256\"}],\"name\":\"InvalidAccountNonce\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"nonces\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"permit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "TestUSDC",
	Bin: "0x610160604052348015610010575f5ffd5b50604051806040016040528060088152602001672aa9a21021b7b4b760c11b81525080604051806040016040528060018152602001603160f81b815250604051806040016040528060088152602001672aa9a21021b7b4b760c11b815250604051806040016040528060048152602001635553444360e01b815250816003908161009a919061024a565b5060046100a7828261024a565b5050506100b98261016160201b60201c565b610120526100c681610161565b61014052815160208084019190912060e052815190820120610100524660a05261015260e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c05250610360565b5f5f829050601f81511115610194578260405163305a27a960e01b815260040161018b9190610308565b60405180910390fd5b805161019f8261033d565b179392505050565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806101cf57607f821691505b6020821081036101ed57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610245578282111561024557805f5260205f20601f840160051c602085101561021e57505f5b90810190601f840160051c035f5b81811015610241575f8382015560010161022c565b5050505b505050565b81516001600160401b03811115610263576102636101a7565b6102778161027184546101bb565b846101f3565b6020601f8211600181146102a9575f83156102925750848201515b5f19600385901b1c1916600184901b178455610301565b5f84815260208120601f198516915b828110156102d857878501518255602094850194600190920191016102b8565b50848210156102f557868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156101ed575f1960209190910360031b1b16919050565b60805160a05160c05160e051610100516101205161014051610e306103b15f395f61074f01525f61072401525f61069901525f61067101525f6105cc01525f6105f601525f6106200152610e305ff3fe608060405234801561000f575f5ffd5b50600436106100e5575f3560e01c806370a082311161008857806395d89b411161006357806395d89b41146101d1578063a9059cbb146101d9578063d505accf146101ec578063dd62ed3e146101ff575f5ffd5b806370a082311461017b5780637ecebe00146101a357806384b0196e146101b6575f5ffd5b806323b872dd116100c357806323b872dd1461013c578063313ce5671461014f5780633644e5151461015e57806340c10f1914610166575f5ffd5b806306fdde03146100e9578063095ea7b31461010757806318160ddd1461012a575b5f5ffd5b6100f1610237565b6040516100fe9190610bd5565b60405180910390f35b61011a610115366004610c09565b6102c7565b60405190151581526020016100fe565b6002545b6040519081526020016100fe565b61011a61014a366004610c31565b6102e0565b604051600681526020016100fe565b61012e610303565b610179610174366004610c09565b610311565b005b61012e610189366004610c6b565b6001600160a01b03165f9081526020819052604090205490565b61012e6101b1366004610c6b565b61031f565b6101be61033c565b6040516100fe9796959493929190610c84565b6100f161037e565b61011a6101e7366004610c09565b61038d565b6101796101fa366004610d1a565b61039a565b61012e61020d366004610d87565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b60606003805461024690610db8565b80601f016020809104026020016040519081016040528092919081815260200182805461027290610db8565b80156102bd5780601f10610294576101008083540402835291602001916102bd565b820191905f5260205f20905b8154815290600101906020018083116102a057829003601f168201915b5050505050905090565b5f336102d48185856104d5565b60019150505b92915050565b5f336102ed8582856104e7565b6102f8858585610563565b506001949350505050565b5f61030c6105c0565b905090565b61031b82826106e9565b5050565b6001600160a01b0381165f908152600760205260408120546102da565b5f6060805f5f5f606061034d61071d565b610355610748565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b60606004805461024690610db8565b5f336102d4818585610563565b834211156103c35760405163313c898160e11b8152600481018590526024015b60405180910390fd5b5f7f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c988888861040e8c6001600160a01b03165f90815260076020526040902080546001810190915590565b6040805160208101969096526001600160a01b0394851690860152929091166060840152608083015260a082015260c0810186905260e0016040516020818303038152906040528051906020012090505f61046882610773565b90505f6104778287878761079f565b9050896001600160a01b0316816001600160a01b0316146104be576040516325c0072360e11b81526001600160a01b0380831660048301528b1660248201526044016103ba565b6104c98a8a8a6104d5565b50505050505050505050565b6104e283838360016107cb565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f1981101561055d578181101561054f57604051637dc7a0d960e11b81526001600160a01b038416600482015260248101829052604481018390526064016103ba565b61055d84848484035f6107cb565b50505050565b6001600160a01b03831661058c57604051634b637e8f60e11b81525f60048201526024016103ba565b6001600160a01b0382166105b55760405163ec442f0560e01b81525f60048201526024016103ba565b6104e283838361089d565b5f306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614801561061857507f000000000000000000000000000000000000000000000000000000000000000046145b1561064257507f000000000000000000000000000000000000000000000000000000000000000090565b61030c604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b6001600160a01b0382166107125760405163ec442f0560e01b81525f60048201526024016103ba565b61031b5f838361089d565b606061030c7f00000000000000000000000000000000000000000000000000000000000000006109c3565b606061030c7f00000000000000000000000000000000000000000000000000000000000000006109c3565b5f6102da61077f6105c0565b8360405161190160f01b8152600281019290925260228201526042902090565b5f5f5f5f6107af88888888610a00565b9250925092506107bf8282610ac8565b50909695505050505050565b6001600160a01b0384166107f45760405163e602df0560e01b81525f60048201526024016103ba565b6001600160a01b03831661081d57604051634a1406b160e11b81525f60048201526024016103ba565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561055d57826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9258460405161088f91815260200190565b60405180910390a350505050565b6001600160a01b0383166108c7578060025f8282546108bc9190610df0565b909155506109379050565b6001600160a01b0383165f90815260208190526040902054818110156109195760405163391434e360e21b81526001600160a01b038516600482015260248101829052604481018390526064016103ba565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b03821661095357600280548290039055610971565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef836040516109b691815260200190565b60405180910390a3505050565b60605f6109cf83610b80565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115610a3957505f91506003905082610abe565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015610a8a573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116610ab557505f925060019150829050610abe565b92505f91508190505b9450945094915050565b5f826003811115610adb57610adb610e0f565b03610ae4575050565b6001826003811115610af857610af8610e0f565b03610b165760405163f645eedf60e01b815260040160405180910390fd5b6002826003811115610b2a57610b2a610e0f565b03610b4b5760405163fce698f760e01b8152600481018290526024016103ba565b6003826003811115610b5f57610b5f610e0f565b0361031b576040516335e2f38360e21b8152600481018290526024016103ba565b5f60ff8216601f8111156102da57604051632cd44ac360e21b815260040160405180910390fd5b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f610be76020830184610ba7565b9392505050565b80356001600160a01b0381168114610c04575f5ffd5b919050565b5f5f60408385031215610c1a575f5ffd5b610c2383610bee565b946020939093013593505050565b5f5f5f60608486031215610c43575f5ffd5b610c4c84610bee565b9250610c5a60208501610bee565b929592945050506040919091013590565b5f60208284031215610c7b575f5ffd5b610be782610bee565b60ff60f81b8816815260e060208201525f610ca260e0830189610ba7565b8281036040840152610cb48189610ba7565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015610d09578351835260209384019390920191600101610ceb565b50909b9a5050505050505050505050565b5f5f5f5f5f5f5f60e0888a031215610d30575f5ffd5b610d3988610bee565b9650610d4760208901610bee565b95506040880135945060608801359350608088013560ff81168114610d6a575f5ffd5b9699959850939692959460a0840135945060c09093013592915050565b5f5f60408385031215610d98575f5ffd5b610da183610bee565b9150610daf60208401610bee565b90509250929050565b600181811c90821680610dcc57607f821691505b602082108103610dea57634e487b7160e01b5f52602260045260245ffd5b50919050565b808201808211156102da57634e487b7160e01b5f52601160045260245ffd5b634e487b7160e01b5f52602160045260245ffdfea164736f6c6343000825000a",
}

// TestUSDC is an auto generated Go binding around an Ethereum contract.
type TestUSDC struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TestUSDC) GetABI() abi.ABI {
	return c.abi
}

// NewTestUSDC creates a new instance of TestUSDC.
func NewTestUSDC() *TestUSDC {
	parsed, err := TestUSDCMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TestUSDC{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TestUSDC) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (testUSDC *TestUSDC) PackDOMAINSEPARATOR() []byte {
	enc, err := testUSDC.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (testUSDC *TestUSDC) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return testUSDC.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (testUSDC *TestUSDC) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := testUSDC.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testUSDC *TestUSDC) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := testUSDC.abi.Pack("allowance", owner, spender)
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
func (testUSDC *TestUSDC) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testUSDC *TestUSDC) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := testUSDC.abi.Unpack("allowance", data)
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
func (testUSDC *TestUSDC) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("approve", spender, value)
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
func (testUSDC *TestUSDC) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (testUSDC *TestUSDC) UnpackApprove(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("approve", data)
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
func (testUSDC *TestUSDC) PackBalanceOf(account common.Address) []byte {
	enc, err := testUSDC.abi.Pack("balanceOf", account)
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
func (testUSDC *TestUSDC) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (testUSDC *TestUSDC) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := testUSDC.abi.Unpack("balanceOf", data)
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
// Solidity: function decimals() pure returns(uint8)
func (testUSDC *TestUSDC) PackDecimals() []byte {
	enc, err := testUSDC.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() pure returns(uint8)
func (testUSDC *TestUSDC) TryPackDecimals() ([]byte, error) {
	return testUSDC.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (testUSDC *TestUSDC) UnpackDecimals(data []byte) (uint8, error) {
	out, err := testUSDC.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (testUSDC *TestUSDC) PackEip712Domain() []byte {
	enc, err := testUSDC.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (testUSDC *TestUSDC) TryPackEip712Domain() ([]byte, error) {
	return testUSDC.abi.Pack("eip712Domain")
}

// Eip712DomainOutput serves as a container for the return parameters of contract
// method Eip712Domain.
type Eip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (testUSDC *TestUSDC) UnpackEip712Domain(data []byte) (Eip712DomainOutput, error) {
	out, err := testUSDC.abi.Unpack("eip712Domain", data)
	outstruct := new(Eip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (testUSDC *TestUSDC) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("mint", to, amount)
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
func (testUSDC *TestUSDC) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (testUSDC *TestUSDC) PackName() []byte {
	enc, err := testUSDC.abi.Pack("name")
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
func (testUSDC *TestUSDC) TryPackName() ([]byte, error) {
	return testUSDC.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (testUSDC *TestUSDC) UnpackName(data []byte) (string, error) {
	out, err := testUSDC.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (testUSDC *TestUSDC) PackNonces(owner common.Address) []byte {
	enc, err := testUSDC.abi.Pack("nonces", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (testUSDC *TestUSDC) TryPackNonces(owner common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("nonces", owner)
}

// UnpackNonces is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ecebe00.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (testUSDC *TestUSDC) UnpackNonces(data []byte) (*big.Int, error) {
	out, err := testUSDC.abi.Unpack("nonces", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (testUSDC *TestUSDC) PackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := testUSDC.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (testUSDC *TestUSDC) TryPackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return testUSDC.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (testUSDC *TestUSDC) PackSymbol() []byte {
	enc, err := testUSDC.abi.Pack("symbol")
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
func (testUSDC *TestUSDC) TryPackSymbol() ([]byte, error) {
	return testUSDC.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (testUSDC *TestUSDC) UnpackSymbol(data []byte) (string, error) {
	out, err := testUSDC.abi.Unpack("symbol", data)
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
func (testUSDC *TestUSDC) PackTotalSupply() []byte {
	enc, err := testUSDC.abi.Pack("totalSupply")
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
func (testUSDC *TestUSDC) TryPackTotalSupply() ([]byte, error) {
	return testUSDC.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (testUSDC *TestUSDC) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := testUSDC.abi.Unpack("totalSupply", data)
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
func (testUSDC *TestUSDC) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("transfer", to, value)
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
func (testUSDC *TestUSDC) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (testUSDC *TestUSDC) UnpackTransfer(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("transfer", data)
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
func (testUSDC *TestUSDC) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("transferFrom", from, to, value)
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
func (testUSDC *TestUSDC) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (testUSDC *TestUSDC) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// TestUSDCApproval represents a Approval event raised by the TestUSDC contract.
type TestUSDCApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const TestUSDCApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (TestUSDCApproval) ContractEventName() string {
	return TestUSDCApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (testUSDC *TestUSDC) UnpackApprovalEvent(log *types.Log) (*TestUSDCApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCApproval)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCEIP712DomainChanged represents a EIP712DomainChanged event raised by the TestUSDC contract.
type TestUSDCEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const TestUSDCEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (TestUSDCEIP712DomainChanged) ContractEventName() string {
	return TestUSDCEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (testUSDC *TestUSDC) UnpackEIP712DomainChangedEvent(log *types.Log) (*TestUSDCEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCTransfer represents a Transfer event raised by the TestUSDC contract.
type TestUSDCTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const TestUSDCTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (TestUSDCTransfer) ContractEventName() string {
	return TestUSDCTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (testUSDC *TestUSDC) UnpackTransferEvent(log *types.Log) (*TestUSDCTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCTransfer)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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
func (testUSDC *TestUSDC) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ECDSAInvalidSignature"].ID.Bytes()[:4]) {
		return testUSDC.UnpackECDSAInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ECDSAInvalidSignatureLength"].ID.Bytes()[:4]) {
		return testUSDC.UnpackECDSAInvalidSignatureLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ECDSAInvalidSignatureS"].ID.Bytes()[:4]) {
		return testUSDC.UnpackECDSAInvalidSignatureSError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC2612ExpiredSignature"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC2612ExpiredSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC2612InvalidSigner"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC2612InvalidSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["InvalidAccountNonce"].ID.Bytes()[:4]) {
		return testUSDC.UnpackInvalidAccountNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return testUSDC.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return testUSDC.UnpackStringTooLongError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TestUSDCECDSAInvalidSignature represents a ECDSAInvalidSignature error raised by the TestUSDC contract.
type TestUSDCECDSAInvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignature()
func TestUSDCECDSAInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0xf645eedf0193584640b6b90cb9477e4c95b98636c148a891d4c0a146dc46e75a")
}

// UnpackECDSAInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignature()
func (testUSDC *TestUSDC) UnpackECDSAInvalidSignatureError(raw []byte) (*TestUSDCECDSAInvalidSignature, error) {
	out := new(TestUSDCECDSAInvalidSignature)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ECDSAInvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCECDSAInvalidSignatureLength represents a ECDSAInvalidSignatureLength error raised by the TestUSDC contract.
type TestUSDCECDSAInvalidSignatureLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func TestUSDCECDSAInvalidSignatureLengthErrorID() common.Hash {
	return common.HexToHash("0xfce698f7e8e5342cd615f641317bc45fe7e1e4a8b0a14dd1383ff8dc9c41917f")
}

// UnpackECDSAInvalidSignatureLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func (testUSDC *TestUSDC) UnpackECDSAInvalidSignatureLengthError(raw []byte) (*TestUSDCECDSAInvalidSignatureLength, error) {
	out := new(TestUSDCECDSAInvalidSignatureLength)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCECDSAInvalidSignatureS represents a ECDSAInvalidSignatureS error raised by the TestUSDC contract.
type TestUSDCECDSAInvalidSignatureS struct {
	S [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func TestUSDCECDSAInvalidSignatureSErrorID() common.Hash {
	return common.HexToHash("0xd78bce0cccb935155ed6428d1c13e50b7f3550fd2b66b9fe266006fea4a5e1eb")
}

// UnpackECDSAInvalidSignatureSError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func (testUSDC *TestUSDC) UnpackECDSAInvalidSignatureSError(raw []byte) (*TestUSDCECDSAInvalidSignatureS, error) {
	out := new(TestUSDCECDSAInvalidSignatureS)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureS", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the TestUSDC contract.
type TestUSDCERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func TestUSDCERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (testUSDC *TestUSDC) UnpackERC20InsufficientAllowanceError(raw []byte) (*TestUSDCERC20InsufficientAllowance, error) {
	out := new(TestUSDCERC20InsufficientAllowance)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the TestUSDC contract.
type TestUSDCERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func TestUSDCERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (testUSDC *TestUSDC) UnpackERC20InsufficientBalanceError(raw []byte) (*TestUSDCERC20InsufficientBalance, error) {
	out := new(TestUSDCERC20InsufficientBalance)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC20InvalidApprover represents a ERC20InvalidApprover error raised by the TestUSDC contract.
type TestUSDCERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func TestUSDCERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (testUSDC *TestUSDC) UnpackERC20InvalidApproverError(raw []byte) (*TestUSDCERC20InvalidApprover, error) {
	out := new(TestUSDCERC20InvalidApprover)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the TestUSDC contract.
type TestUSDCERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func TestUSDCERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (testUSDC *TestUSDC) UnpackERC20InvalidReceiverError(raw []byte) (*TestUSDCERC20InvalidReceiver, error) {
	out := new(TestUSDCERC20InvalidReceiver)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC20InvalidSender represents a ERC20InvalidSender error raised by the TestUSDC contract.
type TestUSDCERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func TestUSDCERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (testUSDC *TestUSDC) UnpackERC20InvalidSenderError(raw []byte) (*TestUSDCERC20InvalidSender, error) {
	out := new(TestUSDCERC20InvalidSender)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC20InvalidSpender represents a ERC20InvalidSpender error raised by the TestUSDC contract.
type TestUSDCERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func TestUSDCERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (testUSDC *TestUSDC) UnpackERC20InvalidSpenderError(raw []byte) (*TestUSDCERC20InvalidSpender, error) {
	out := new(TestUSDCERC20InvalidSpender)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC2612ExpiredSignature represents a ERC2612ExpiredSignature error raised by the TestUSDC contract.
type TestUSDCERC2612ExpiredSignature struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC2612ExpiredSignature(uint256 deadline)
func TestUSDCERC2612ExpiredSignatureErrorID() common.Hash {
	return common.HexToHash("0x627913023c184eaad13735d5a3d2657ae76ec9a872a70e0fc57522ef1a114d58")
}

// UnpackERC2612ExpiredSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC2612ExpiredSignature(uint256 deadline)
func (testUSDC *TestUSDC) UnpackERC2612ExpiredSignatureError(raw []byte) (*TestUSDCERC2612ExpiredSignature, error) {
	out := new(TestUSDCERC2612ExpiredSignature)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC2612ExpiredSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC2612InvalidSigner represents a ERC2612InvalidSigner error raised by the TestUSDC contract.
type TestUSDCERC2612InvalidSigner struct {
	Signer common.Address
	Owner  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC2612InvalidSigner(address signer, address owner)
func TestUSDCERC2612InvalidSignerErrorID() common.Hash {
	return common.HexToHash("0x4b800e463b323b1d856edf9dec70329a639d13874a57f5c28219ff57128756db")
}

// UnpackERC2612InvalidSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC2612InvalidSigner(address signer, address owner)
func (testUSDC *TestUSDC) UnpackERC2612InvalidSignerError(raw []byte) (*TestUSDCERC2612InvalidSigner, error) {
	out := new(TestUSDCERC2612InvalidSigner)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC2612InvalidSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCInvalidAccountNonce represents a InvalidAccountNonce error raised by the TestUSDC contract.
type TestUSDCInvalidAccountNonce struct {
	Account      common.Address
	CurrentNonce *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func TestUSDCInvalidAccountNonceErrorID() common.Hash {
	return common.HexToHash("0x752d88c0de02638abf10e8e31861e4c68dc1f3a1e7d840e580683f2c282bfc7a")
}

// UnpackInvalidAccountNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func (testUSDC *TestUSDC) UnpackInvalidAccountNonceError(raw []byte) (*TestUSDCInvalidAccountNonce, error) {
	out := new(TestUSDCInvalidAccountNonce)
	if err := testUSDC.abi.UnpackIntoInterface(out, "InvalidAccountNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCInvalidShortString represents a InvalidShortString error raised by the TestUSDC contract.
type TestUSDCInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func TestUSDCInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (testUSDC *TestUSDC) UnpackInvalidShortStringError(raw []byte) (*TestUSDCInvalidShortString, error) {
	out := new(TestUSDCInvalidShortString)
	if err := testUSDC.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCStringTooLong represents a StringTooLong error raised by the TestUSDC contract.
type TestUSDCStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func TestUSDCStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (testUSDC *TestUSDC) UnpackStringTooLongError(raw []byte) (*TestUSDCStringTooLong, error) {
	out := new(TestUSDCStringTooLong)
	if err := testUSDC.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}
