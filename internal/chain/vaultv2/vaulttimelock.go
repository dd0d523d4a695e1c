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

// VaultTimelockMetaData contains all meta data concerning the VaultTimelock contract.
var VaultTimelockMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"minDelay\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"proposers\",\"type\":\"address[]\"},{\"internalType\":\"address[]\",\"name\":\"executors\",\"type\":\"address[]\"},{\"internalType\":\"address[]\",\"name\":\"cancellers\",\"type\":\"address[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AccessControlBadConfirmation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"neededRole\",\"type\":\"bytes32\"}],\"name\":\"AccessControlUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"delay\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minDelay\",\"type\":\"uint256\"}],\"name\":\"TimelockInsufficientDelay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"targets\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"payloads\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"values\",\"type\":\"uint256\"}],\"name\":\"TimelockInvalidOperationLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"TimelockUnauthorizedCaller\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"predecessorId\",\"type\":\"bytes32\"}],\"name\":\"TimelockUnexecutedPredecessor\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"operationId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"expectedStates\",\"type\":\"bytes32\"}],\"name\":\"TimelockUnexpectedOperationState\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"CallExecuted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"CallSalt\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"delay\",\"type\":\"uint256\"}],\"name\":\"CallScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"Cancelled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"oldDuration\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"newDuration\",\"type\":\"uint256\"}],\"name\":\"MinDelayChange\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CANCELLER_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"EXECUTOR_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROPOSER_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"cancel\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"execute\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes[]\",\"name\":\"payloads\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"executeBatch\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getMinDelay\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"getOperationState\",\"outputs\":[{\"internalType\":\"enumTimelockController.OperationState\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"getTimestamp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"hashOperation\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes[]\",\"name\":\"payloads\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"hashOperationBatch\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"isOperation\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"isOperationDone\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"isOperationPending\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"isOperationReady\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256[]\",\"name\":\"\",\"type\":\"uint256[]\"},{\"internalType\":\"uint256[]\",\"name\":\"\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC1155BatchReceived\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC1155Received\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC721Received\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"callerConfirmation\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"delay\",\"type\":\"uint256\"}],\"name\":\"schedule\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes[]\",\"name\":\"payloads\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"delay\",\"type\":\"uint256\"}],\"name\":\"scheduleBatch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"newDelay\",\"type\":\"uint256\"}],\"name\":\"updateDelay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "VaultTimelock",
	Bin: "0x608060405234801561001057600080fd5b50604051611e3b380380611e3b83398101604081905261002f91610335565b838383600061003e81306101b1565b506001600160a01b0381161561005b576100596000826101b1565b505b60005b83518110156100de576100b07fb09aa5aeb3702cfd50b6b62bc4532604938f21248a27a1d5ca736082b6819cc185838151811061009d5761009d6103d5565b60200260200101516101b160201b60201c565b506100d5600080516020611e1b83398151915285838151811061009d5761009d6103d5565b5060010161005e565b5060005b825181101561012a576101217fd8aa0f3194971a2a116679f7c2090f6939c8d4e01a2a8d7e41d55e5351469e6384838151811061009d5761009d6103d5565b506001016100e2565b5060028490556040805160008152602081018690527f11c24f4ead16507c69ac467fbd5e4eed5fb5c699626d2cc6d66421df253886d5910160405180910390a15050505060005b81518110156101a75761019e600080516020611e1b83398151915283838151811061009d5761009d6103d5565b50600101610171565b50505050506103eb565b6000828152602081815260408083206001600160a01b038516845290915281205460ff16610253576000838152602081815260408083206001600160a01b03861684529091529020805460ff1916600117905561020b3390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610257565b5060005b92915050565b634e487b7160e01b600052604160045260246000fd5b80516001600160a01b038116811461028a57600080fd5b919050565b600082601f8301126102a057600080fd5b81516001600160401b038111156102b9576102b961025d565b604051600582901b90603f8201601f191681016001600160401b03811182821017156102e7576102e761025d565b60405291825260208185018101929081018684111561030557600080fd5b6020860192505b8383101561032b5761031d83610273565b81526020928301920161030c565b5095945050505050565b6000806000806080858703121561034b57600080fd5b845160208601519094506001600160401b0381111561036957600080fd5b6103758782880161028f565b604087015190945090506001600160401b0381111561039357600080fd5b61039f8782880161028f565b606087015190935090506001600160401b038111156103bd57600080fd5b6103c98782880161028f565b91505092959194509250565b634e487b7160e01b600052603260045260246000fd5b611a21806103fa6000396000f3fe6080604052600436106101bb5760003560e01c80638065657f116100ec578063bc197c811161008a578063d547741f11610064578063d547741f1461056a578063e38335e51461058a578063f23a6e611461059d578063f27a0c92146105c957600080fd5b8063bc197c81146104f1578063c4d252f51461051d578063d45c44351461053d57600080fd5b806391d14854116100c657806391d1485414610468578063a217fddf14610488578063b08e51c01461049d578063b1c5f427146104d157600080fd5b80638065657f146103f45780638f2a0bb0146104145780638f61f4f51461043457600080fd5b80632ab0f5291161015957806336568abe1161013357806336568abe14610367578063584b153e1461038757806364d62353146103a75780637958004c146103c757600080fd5b80632ab0f529146103075780632f2ff15d1461032757806331d507501461034757600080fd5b8063134008d311610195578063134008d31461026057806313bc9f2014610273578063150b7a0214610293578063248a9ca3146102d757600080fd5b806301d5062a146101c757806301ffc9a7146101e957806307bd02651461021e57600080fd5b366101c257005b600080fd5b3480156101d357600080fd5b506101e76101e23660046111ba565b6105de565b005b3480156101f557600080fd5b5061020961020436600461122e565b6106b4565b60405190151581526020015b60405180910390f35b34801561022a57600080fd5b506102527fd8aa0f3194971a2a116679f7c2090f6939c8d4e01a2a8d7e41d55e5351469e6381565b604051908152602001610215565b6101e761026e366004611258565b6106c5565b34801561027f57600080fd5b5061020961028e3660046112c3565b61077a565b34801561029f57600080fd5b506102be6102ae366004611391565b630a85bd0160e11b949350505050565b6040516001600160e01b03199091168152602001610215565b3480156102e357600080fd5b506102526102f23660046112c3565b60009081526020819052604090206001015490565b34801561031357600080fd5b506102096103223660046112c3565b6107a0565b34801561033357600080fd5b506101e76103423660046113f8565b6107a9565b34801561035357600080fd5b506102096103623660046112c3565b6107d4565b34801561037357600080fd5b506101e76103823660046113f8565b6107f9565b34801561039357600080fd5b506102096103a23660046112c3565b610831565b3480156103b357600080fd5b506101e76103c23660046112c3565b610877565b3480156103d357600080fd5b506103e76103e23660046112c3565b6108ea565b604051610215919061143a565b34801561040057600080fd5b5061025261040f366004611258565b610935565b34801561042057600080fd5b506101e761042f3660046114a6565b610974565b34801561044057600080fd5b506102527fb09aa5aeb3702cfd50b6b62bc4532604938f21248a27a1d5ca736082b6819cc181565b34801561047457600080fd5b506102096104833660046113f8565b610b02565b34801561049457600080fd5b50610252600081565b3480156104a957600080fd5b506102527ffd643c72710c63c0180259aba6b2d05451e3591a24e58b62239378085726f78381565b3480156104dd57600080fd5b506102526104ec366004611561565b610b2b565b3480156104fd57600080fd5b506102be61050c366004611695565b63bc197c8160e01b95945050505050565b34801561052957600080fd5b506101e76105383660046112c3565b610b70565b34801561054957600080fd5b506102526105583660046112c3565b60009081526001602052604090205490565b34801561057657600080fd5b506101e76105853660046113f8565b610c1b565b6101e7610598366004611561565b610c40565b3480156105a957600080fd5b506102be6105b8366004611748565b63f23a6e6160e01b95945050505050565b3480156105d557600080fd5b50600254610252565b7fb09aa5aeb3702cfd50b6b62bc4532604938f21248a27a1d5ca736082b6819cc161060881610dc7565b6000610618898989898989610935565b90506106248184610dd4565b6000817f4cf4410cc57040e44862ef0f45f3dd5a5e02db8eb8add648d4b0e236f1d07dca8b8b8b8b8b8a604051610660969594939291906117c9565b60405180910390a383156106a957807f20fda5fd27a1ea7bf5b9567f143ac5470bb059374a27e8f67cb44f946f6d0387856040516106a091815260200190565b60405180910390a25b505050505050505050565b60006106bf82610e68565b92915050565b7fd8aa0f3194971a2a116679f7c2090f6939c8d4e01a2a8d7e41d55e5351469e636106f1816000610b02565b6106ff576106ff8133610e8d565b600061070f888888888888610935565b905061071b8185610eca565b61072788888888610f18565b6000817fc2617efa69bab66782fa219543714338489c4e9e178271560a91b82c3f612b588a8a8a8a60405161075f9493929190611806565b60405180910390a361077081610f90565b5050505050505050565b600060025b610788836108ea565b600381111561079957610799611424565b1492915050565b6000600361077f565b6000828152602081905260409020600101546107c481610dc7565b6107ce8383610fbc565b50505050565b6000806107e0836108ea565b60038111156107f1576107f1611424565b141592915050565b6001600160a01b03811633146108225760405163334bd91960e11b815260040160405180910390fd5b61082c828261104e565b505050565b60008061083d836108ea565b9050600181600381111561085357610853611424565b14806108705750600281600381111561086e5761086e611424565b145b9392505050565b333081146108a85760405163e2850c5960e01b81526001600160a01b03821660048201526024015b60405180910390fd5b60025460408051918252602082018490527f11c24f4ead16507c69ac467fbd5e4eed5fb5c699626d2cc6d66421df253886d5910160405180910390a150600255565b6000818152600160205260408120548060000361090a5750600092915050565b6001810361091b5750600392915050565b4281111561092c5750600192915050565b50600292915050565b6000868686868686604051602001610952969594939291906117c9565b6040516020818303038152906040528051906020012090509695505050505050565b7fb09aa5aeb3702cfd50b6b62bc4532604938f21248a27a1d5ca736082b6819cc161099e81610dc7565b88871415806109ad5750888514155b156109df576040516001624fcdef60e01b03198152600481018a9052602481018690526044810188905260640161089f565b60006109f18b8b8b8b8b8b8b8b610b2b565b90506109fd8184610dd4565b60005b8a811015610ab35780827f4cf4410cc57040e44862ef0f45f3dd5a5e02db8eb8add648d4b0e236f1d07dca8e8e85818110610a3d57610a3d61182e565b9050602002016020810190610a529190611844565b8d8d86818110610a6457610a6461182e565b905060200201358c8c87818110610a7d57610a7d61182e565b9050602002810190610a8f919061185f565b8c8b604051610aa3969594939291906117c9565b60405180910390a3600101610a00565b508315610af557807f20fda5fd27a1ea7bf5b9567f143ac5470bb059374a27e8f67cb44f946f6d038785604051610aec91815260200190565b60405180910390a25b5050505050505050505050565b6000918252602082815260408084206001600160a01b0393909316845291905290205460ff1690565b60008888888888888888604051602001610b4c989796959493929190611942565b60405160208183030381529060405280519060200120905098975050505050505050565b7ffd643c72710c63c0180259aba6b2d05451e3591a24e58b62239378085726f783610b9a81610dc7565b610ba382610831565b610bdf5781610bb260026110b9565b610bbc60016110b9565b604051635ead8eb560e01b8152600481019390935217602482015260440161089f565b6000828152600160205260408082208290555183917fbaa1eb22f2a492ba1a5fea61b8df4d27c6c8b5f3971e63bb58fa14ff72eedb7091a25050565b600082815260208190526040902060010154610c3681610dc7565b6107ce838361104e565b7fd8aa0f3194971a2a116679f7c2090f6939c8d4e01a2a8d7e41d55e5351469e63610c6c816000610b02565b610c7a57610c7a8133610e8d565b8786141580610c895750878414155b15610cbb576040516001624fcdef60e01b0319815260048101899052602481018590526044810187905260640161089f565b6000610ccd8a8a8a8a8a8a8a8a610b2b565b9050610cd98185610eca565b60005b89811015610db15760008b8b83818110610cf857610cf861182e565b9050602002016020810190610d0d9190611844565b905060008a8a84818110610d2357610d2361182e565b9050602002013590503660008a8a86818110610d4157610d4161182e565b9050602002810190610d53919061185f565b91509150610d6384848484610f18565b84867fc2617efa69bab66782fa219543714338489c4e9e178271560a91b82c3f612b5886868686604051610d9a9493929190611806565b60405180910390a350505050806001019050610cdc565b50610dbb81610f90565b50505050505050505050565b610dd18133610e8d565b50565b610ddd826107d4565b15610e0f5781610ded60006110b9565b604051635ead8eb560e01b81526004810192909252602482015260440161089f565b6000610e1a60025490565b905080821015610e4757604051635433660960e01b8152600481018390526024810182905260440161089f565b610e5182426119e3565b600093845260016020526040909320929092555050565b60006001600160e01b03198216630271189760e51b14806106bf57506106bf826110dc565b610e978282610b02565b610ec65760405163e2517d3f60e01b81526001600160a01b03821660048201526024810183905260440161089f565b5050565b610ed38261077a565b610ee25781610ded60026110b9565b8015801590610ef75750610ef5816107a0565b155b15610ec65760405163121534c360e31b81526004810182905260240161089f565b600080856001600160a01b0316858585604051610f36929190611a04565b60006040518083038185875af1925050503d8060008114610f73576040519150601f19603f3d011682016040523d82523d6000602084013e610f78565b606091505b5091509150610f878282611111565b50505050505050565b610f998161077a565b610fa85780610ded60026110b9565b600090815260016020819052604090912055565b6000610fc88383610b02565b611046576000838152602081815260408083206001600160a01b03861684529091529020805460ff19166001179055610ffe3390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a45060016106bf565b5060006106bf565b600061105a8383610b02565b15611046576000838152602081815260408083206001600160a01b0386168085529252808320805460ff1916905551339286917ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b9190a45060016106bf565b60008160038111156110cd576110cd611424565b600160ff919091161b92915050565b60006001600160e01b03198216637965db0b60e01b14806106bf57506301ffc9a760e01b6001600160e01b03198316146106bf565b606082156111205750806106bf565b815115611135576111308261114e565b6106bf565b60405163d6bda27560e01b815260040160405180910390fd5b805160208201fd5b80356001600160a01b038116811461116d57600080fd5b919050565b60008083601f84011261118457600080fd5b5081356001600160401b0381111561119b57600080fd5b6020830191508360208285010111156111b357600080fd5b9250929050565b600080600080600080600060c0888a0312156111d557600080fd5b6111de88611156565b96506020880135955060408801356001600160401b0381111561120057600080fd5b61120c8a828b01611172565b989b979a50986060810135976080820135975060a09091013595509350505050565b60006020828403121561124057600080fd5b81356001600160e01b03198116811461087057600080fd5b60008060008060008060a0878903121561127157600080fd5b61127a87611156565b95506020870135945060408701356001600160401b0381111561129c57600080fd5b6112a889828a01611172565b979a9699509760608101359660809091013595509350505050565b6000602082840312156112d557600080fd5b5035919050565b634e487b7160e01b600052604160045260246000fd5b604051601f8201601f191681016001600160401b038111828210171561131a5761131a6112dc565b604052919050565b600082601f83011261133357600080fd5b81356001600160401b0381111561134c5761134c6112dc565b61135f601f8201601f19166020016112f2565b81815284602083860101111561137457600080fd5b816020850160208301376000918101602001919091529392505050565b600080600080608085870312156113a757600080fd5b6113b085611156565b93506113be60208601611156565b92506040850135915060608501356001600160401b038111156113e057600080fd5b6113ec87828801611322565b91505092959194509250565b6000806040838503121561140b57600080fd5b8235915061141b60208401611156565b90509250929050565b634e487b7160e01b600052602160045260246000fd5b602081016004831061145c57634e487b7160e01b600052602160045260246000fd5b91905290565b60008083601f84011261147457600080fd5b5081356001600160401b0381111561148b57600080fd5b6020830191508360208260051b85010111156111b357600080fd5b600080600080600080600080600060c08a8c0312156114c457600080fd5b89356001600160401b038111156114da57600080fd5b6114e68c828d01611462565b909a5098505060208a01356001600160401b0381111561150557600080fd5b6115118c828d01611462565b90985096505060408a01356001600160401b0381111561153057600080fd5b61153c8c828d01611462565b9a9d999c50979a969997986060880135976080810135975060a0013595509350505050565b60008060008060008060008060a0898b03121561157d57600080fd5b88356001600160401b0381111561159357600080fd5b61159f8b828c01611462565b90995097505060208901356001600160401b038111156115be57600080fd5b6115ca8b828c01611462565b90975095505060408901356001600160401b038111156115e957600080fd5b6115f58b828c01611462565b999c989b509699959896976060870135966080013595509350505050565b600082601f83011261162457600080fd5b81356001600160401b0381111561163d5761163d6112dc565b8060051b61164d602082016112f2565b9182526020818501810192908101908684111561166957600080fd5b6020860192505b8383101561168b578235825260209283019290910190611670565b9695505050505050565b600080600080600060a086880312156116ad57600080fd5b6116b686611156565b94506116c460208701611156565b935060408601356001600160401b038111156116df57600080fd5b6116eb88828901611613565b93505060608601356001600160401b0381111561170757600080fd5b61171388828901611613565b92505060808601356001600160401b0381111561172f57600080fd5b61173b88828901611322565b9150509295509295909350565b600080600080600060a0868803121561176057600080fd5b61176986611156565b945061177760208701611156565b9350604086013592506060860135915060808601356001600160401b0381111561172f57600080fd5b81835281816020850137506000828201602090810191909152601f909101601f19169091010190565b60018060a01b038716815285602082015260a0604082015260006117f160a0830186886117a0565b60608301949094525060800152949350505050565b60018060a01b038516815283602082015260606040820152600061168b6060830184866117a0565b634e487b7160e01b600052603260045260246000fd5b60006020828403121561185657600080fd5b61087082611156565b6000808335601e1984360301811261187657600080fd5b8301803591506001600160401b0382111561189057600080fd5b6020019150368190038213156111b357600080fd5b60008383855260208501945060208460051b820101836000601e19863603015b8782101561193557848403601f1901895282358181126118e457600080fd5b87016020810190356001600160401b0381111561190057600080fd5b80360382131561190f57600080fd5b61191a8682846117a0565b955050506020830192506020890198506001820191506118c5565b5091979650505050505050565b60a0808252810188905260008960c08301825b8b811015611983576001600160a01b0361196e84611156565b16825260209283019290910190600101611955565b5083810360208501528881526001600160fb1b038911156119a357600080fd5b8860051b9150818a602083013701828103602090810160408501526119cb90820187896118a5565b60608401959095525050608001529695505050505050565b808201808211156106bf57634e487b7160e01b600052601160045260246000fd5b818382376000910190815291905056fea164736f6c6343000825000afd643c72710c63c0180259aba6b2d05451e3591a24e58b62239378085726f783",
}

// VaultTimelock is an auto generated Go binding around an Ethereum contract.
type VaultTimelock struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *VaultTimelock) GetABI() abi.ABI {
	return c.abi
}

// NewVaultTimelock creates a new instance of VaultTimelock.
func NewVaultTimelock() *VaultTimelock {
	parsed, err := VaultTimelockMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &VaultTimelock{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *VaultTimelock) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint256 minDelay, address[] proposers, address[] executors, address[] cancellers) returns()
func (vaultTimelock *VaultTimelock) PackConstructor(minDelay *big.Int, proposers []common.Address, executors []common.Address, cancellers []common.Address) []byte {
	enc, err := vaultTimelock.abi.Pack("", minDelay, proposers, executors, cancellers)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCANCELLERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb08e51c0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CANCELLER_ROLE() view returns(bytes32)
func (vaultTimelock *VaultTimelock) PackCANCELLERROLE() []byte {
	enc, err := vaultTimelock.abi.Pack("CANCELLER_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCANCELLERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb08e51c0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CANCELLER_ROLE() view returns(bytes32)
func (vaultTimelock *VaultTimelock) TryPackCANCELLERROLE() ([]byte, error) {
	return vaultTimelock.abi.Pack("CANCELLER_ROLE")
}

// UnpackCANCELLERROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb08e51c0.
//
// Solidity: function CANCELLER_ROLE() view returns(bytes32)
func (vaultTimelock *VaultTimelock) UnpackCANCELLERROLE(data []byte) ([32]byte, error) {
	out, err := vaultTimelock.abi.Unpack("CANCELLER_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDEFAULTADMINROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa217fddf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (vaultTimelock *VaultTimelock) PackDEFAULTADMINROLE() []byte {
	enc, err := vaultTimelock.abi.Pack("DEFAULT_ADMIN_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEFAULTADMINROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa217fddf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (vaultTimelock *VaultTimelock) TryPackDEFAULTADMINROLE() ([]byte, error) {
	return vaultTimelock.abi.Pack("DEFAULT_ADMIN_ROLE")
}

// UnpackDEFAULTADMINROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa217fddf.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (vaultTimelock *VaultTimelock) UnpackDEFAULTADMINROLE(data []byte) ([32]byte, error) {
	out, err := vaultTimelock.abi.Unpack("DEFAULT_ADMIN_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEXECUTORROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07bd0265.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function EXECUTOR_ROLE() view returns(bytes32)
func (vaultTimelock *VaultTimelock) PackEXECUTORROLE() []byte {
	enc, err := vaultTimelock.abi.Pack("EXECUTOR_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEXECUTORROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07bd0265.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function EXECUTOR_ROLE() view returns(bytes32)
func (vaultTimelock *VaultTimelock) TryPackEXECUTORROLE() ([]byte, error) {
	return vaultTimelock.abi.Pack("EXECUTOR_ROLE")
}

// UnpackEXECUTORROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x07bd0265.
//
// Solidity: function EXECUTOR_ROLE() view returns(bytes32)
func (vaultTimelock *VaultTimelock) UnpackEXECUTORROLE(data []byte) ([32]byte, error) {
	out, err := vaultTimelock.abi.Unpack("EXECUTOR_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPROPOSERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f61f4f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PROPOSER_ROLE() view returns(bytes32)
func (vaultTimelock *VaultTimelock) PackPROPOSERROLE() []byte {
	enc, err := vaultTimelock.abi.Pack("PROPOSER_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPROPOSERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f61f4f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PROPOSER_ROLE() view returns(bytes32)
func (vaultTimelock *VaultTimelock) TryPackPROPOSERROLE() ([]byte, error) {
	return vaultTimelock.abi.Pack("PROPOSER_ROLE")
}

// UnpackPROPOSERROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8f61f4f5.
//
// Solidity: function PROPOSER_ROLE() view returns(bytes32)
func (vaultTimelock *VaultTimelock) UnpackPROPOSERROLE(data []byte) ([32]byte, error) {
	out, err := vaultTimelock.abi.Unpack("PROPOSER_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d252f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancel(bytes32 id) returns()
func (vaultTimelock *VaultTimelock) PackCancel(id [32]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("cancel", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d252f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancel(bytes32 id) returns()
func (vaultTimelock *VaultTimelock) TryPackCancel(id [32]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("cancel", id)
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x134008d3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute(address target, uint256 value, bytes payload, bytes32 predecessor, bytes32 salt) payable returns()
func (vaultTimelock *VaultTimelock) PackExecute(target common.Address, value *big.Int, payload []byte, predecessor [32]byte, salt [32]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("execute", target, value, payload, predecessor, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x134008d3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute(address target, uint256 value, bytes payload, bytes32 predecessor, bytes32 salt) payable returns()
func (vaultTimelock *VaultTimelock) TryPackExecute(target common.Address, value *big.Int, payload []byte, predecessor [32]byte, salt [32]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("execute", target, value, payload, predecessor, salt)
}

// PackExecuteBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe38335e5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executeBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt) payable returns()
func (vaultTimelock *VaultTimelock) PackExecuteBatch(targets []common.Address, values []*big.Int, payloads [][]byte, predecessor [32]byte, salt [32]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("executeBatch", targets, values, payloads, predecessor, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecuteBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe38335e5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executeBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt) payable returns()
func (vaultTimelock *VaultTimelock) TryPackExecuteBatch(targets []common.Address, values []*big.Int, payloads [][]byte, predecessor [32]byte, salt [32]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("executeBatch", targets, values, payloads, predecessor, salt)
}

// PackGetMinDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf27a0c92.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getMinDelay() view returns(uint256)
func (vaultTimelock *VaultTimelock) PackGetMinDelay() []byte {
	enc, err := vaultTimelock.abi.Pack("getMinDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetMinDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf27a0c92.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getMinDelay() view returns(uint256)
func (vaultTimelock *VaultTimelock) TryPackGetMinDelay() ([]byte, error) {
	return vaultTimelock.abi.Pack("getMinDelay")
}

// UnpackGetMinDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf27a0c92.
//
// Solidity: function getMinDelay() view returns(uint256)
func (vaultTimelock *VaultTimelock) UnpackGetMinDelay(data []byte) (*big.Int, error) {
	out, err := vaultTimelock.abi.Unpack("getMinDelay", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetOperationState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7958004c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getOperationState(bytes32 id) view returns(uint8)
func (vaultTimelock *VaultTimelock) PackGetOperationState(id [32]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("getOperationState", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetOperationState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7958004c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getOperationState(bytes32 id) view returns(uint8)
func (vaultTimelock *VaultTimelock) TryPackGetOperationState(id [32]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("getOperationState", id)
}

// UnpackGetOperationState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7958004c.
//
// Solidity: function getOperationState(bytes32 id) view returns(uint8)
func (vaultTimelock *VaultTimelock) UnpackGetOperationState(data []byte) (uint8, error) {
	out, err := vaultTimelock.abi.Unpack("getOperationState", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackGetRoleAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248a9ca3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (vaultTimelock *VaultTimelock) PackGetRoleAdmin(role [32]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("getRoleAdmin", role)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetRoleAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248a9ca3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (vaultTimelock *VaultTimelock) TryPackGetRoleAdmin(role [32]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("getRoleAdmin", role)
}

// UnpackGetRoleAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x248a9ca3.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (vaultTimelock *VaultTimelock) UnpackGetRoleAdmin(data []byte) ([32]byte, error) {
	out, err := vaultTimelock.abi.Unpack("getRoleAdmin", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd45c4435.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getTimestamp(bytes32 id) view returns(uint256)
func (vaultTimelock *VaultTimelock) PackGetTimestamp(id [32]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("getTimestamp", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd45c4435.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getTimestamp(bytes32 id) view returns(uint256)
func (vaultTimelock *VaultTimelock) TryPackGetTimestamp(id [32]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("getTimestamp", id)
}

// UnpackGetTimestamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd45c4435.
//
// Solidity: function getTimestamp(bytes32 id) view returns(uint256)
func (vaultTimelock *VaultTimelock) UnpackGetTimestamp(data []byte) (*big.Int, error) {
	out, err := vaultTimelock.abi.Unpack("getTimestamp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGrantRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f2ff15d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function grantRole(bytes32 role, address account) returns()
func (vaultTimelock *VaultTimelock) PackGrantRole(role [32]byte, account common.Address) []byte {
	enc, err := vaultTimelock.abi.Pack("grantRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGrantRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f2ff15d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function grantRole(bytes32 role, address account) returns()
func (vaultTimelock *VaultTimelock) TryPackGrantRole(role [32]byte, account common.Address) ([]byte, error) {
	return vaultTimelock.abi.Pack("grantRole", role, account)
}

// PackHasRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d14854.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (vaultTimelock *VaultTimelock) PackHasRole(role [32]byte, account common.Address) []byte {
	enc, err := vaultTimelock.abi.Pack("hasRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHasRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d14854.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (vaultTimelock *VaultTimelock) TryPackHasRole(role [32]byte, account common.Address) ([]byte, error) {
	return vaultTimelock.abi.Pack("hasRole", role, account)
}

// UnpackHasRole is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91d14854.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (vaultTimelock *VaultTimelock) UnpackHasRole(data []byte) (bool, error) {
	out, err := vaultTimelock.abi.Unpack("hasRole", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackHashOperation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8065657f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashOperation(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt) pure returns(bytes32)
func (vaultTimelock *VaultTimelock) PackHashOperation(target common.Address, value *big.Int, data []byte, predecessor [32]byte, salt [32]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("hashOperation", target, value, data, predecessor, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashOperation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8065657f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashOperation(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt) pure returns(bytes32)
func (vaultTimelock *VaultTimelock) TryPackHashOperation(target common.Address, value *big.Int, data []byte, predecessor [32]byte, salt [32]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("hashOperation", target, value, data, predecessor, salt)
}

// UnpackHashOperation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8065657f.
//
// Solidity: function hashOperation(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt) pure returns(bytes32)
func (vaultTimelock *VaultTimelock) UnpackHashOperation(data []byte) ([32]byte, error) {
	out, err := vaultTimelock.abi.Unpack("hashOperation", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackHashOperationBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1c5f427.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashOperationBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt) pure returns(bytes32)
func (vaultTimelock *VaultTimelock) PackHashOperationBatch(targets []common.Address, values []*big.Int, payloads [][]byte, predecessor [32]byte, salt [32]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("hashOperationBatch", targets, values, payloads, predecessor, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashOperationBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1c5f427.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashOperationBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt) pure returns(bytes32)
func (vaultTimelock *VaultTimelock) TryPackHashOperationBatch(targets []common.Address, values []*big.Int, payloads [][]byte, predecessor [32]byte, salt [32]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("hashOperationBatch", targets, values, payloads, predecessor, salt)
}

// UnpackHashOperationBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb1c5f427.
//
// Solidity: function hashOperationBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt) pure returns(bytes32)
func (vaultTimelock *VaultTimelock) UnpackHashOperationBatch(data []byte) ([32]byte, error) {
	out, err := vaultTimelock.abi.Unpack("hashOperationBatch", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackIsOperation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31d50750.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isOperation(bytes32 id) view returns(bool)
func (vaultTimelock *VaultTimelock) PackIsOperation(id [32]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("isOperation", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsOperation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31d50750.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isOperation(bytes32 id) view returns(bool)
func (vaultTimelock *VaultTimelock) TryPackIsOperation(id [32]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("isOperation", id)
}

// UnpackIsOperation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x31d50750.
//
// Solidity: function isOperation(bytes32 id) view returns(bool)
func (vaultTimelock *VaultTimelock) UnpackIsOperation(data []byte) (bool, error) {
	out, err := vaultTimelock.abi.Unpack("isOperation", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsOperationDone is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ab0f529.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isOperationDone(bytes32 id) view returns(bool)
func (vaultTimelock *VaultTimelock) PackIsOperationDone(id [32]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("isOperationDone", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsOperationDone is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ab0f529.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isOperationDone(bytes32 id) view returns(bool)
func (vaultTimelock *VaultTimelock) TryPackIsOperationDone(id [32]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("isOperationDone", id)
}

// UnpackIsOperationDone is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2ab0f529.
//
// Solidity: function isOperationDone(bytes32 id) view returns(bool)
func (vaultTimelock *VaultTimelock) UnpackIsOperationDone(data []byte) (bool, error) {
	out, err := vaultTimelock.abi.Unpack("isOperationDone", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsOperationPending is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x584b153e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isOperationPending(bytes32 id) view returns(bool)
func (vaultTimelock *VaultTimelock) PackIsOperationPending(id [32]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("isOperationPending", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsOperationPending is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x584b153e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isOperationPending(bytes32 id) view returns(bool)
func (vaultTimelock *VaultTimelock) TryPackIsOperationPending(id [32]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("isOperationPending", id)
}

// UnpackIsOperationPending is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x584b153e.
//
// Solidity: function isOperationPending(bytes32 id) view returns(bool)
func (vaultTimelock *VaultTimelock) UnpackIsOperationPending(data []byte) (bool, error) {
	out, err := vaultTimelock.abi.Unpack("isOperationPending", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsOperationReady is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13bc9f20.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isOperationReady(bytes32 id) view returns(bool)
func (vaultTimelock *VaultTimelock) PackIsOperationReady(id [32]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("isOperationReady", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsOperationReady is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13bc9f20.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isOperationReady(bytes32 id) view returns(bool)
func (vaultTimelock *VaultTimelock) TryPackIsOperationReady(id [32]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("isOperationReady", id)
}

// UnpackIsOperationReady is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x13bc9f20.
//
// Solidity: function isOperationReady(bytes32 id) view returns(bool)
func (vaultTimelock *VaultTimelock) UnpackIsOperationReady(data []byte) (bool, error) {
	out, err := vaultTimelock.abi.Unpack("isOperationReady", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOnERC1155BatchReceived is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc197c81.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) returns(bytes4)
func (vaultTimelock *VaultTimelock) PackOnERC1155BatchReceived(arg0 common.Address, arg1 common.Address, arg2 []*big.Int, arg3 []*big.Int, arg4 []byte) []byte {
	enc, err := vaultTimelock.abi.Pack("onERC1155BatchReceived", arg0, arg1, arg2, arg3, arg4)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC1155BatchReceived is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc197c81.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) returns(bytes4)
func (vaultTimelock *VaultTimelock) TryPackOnERC1155BatchReceived(arg0 common.Address, arg1 common.Address, arg2 []*big.Int, arg3 []*big.Int, arg4 []byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("onERC1155BatchReceived", arg0, arg1, arg2, arg3, arg4)
}

// UnpackOnERC1155BatchReceived is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc197c81.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) returns(bytes4)
func (vaultTimelock *VaultTimelock) UnpackOnERC1155BatchReceived(data []byte) ([4]byte, error) {
	out, err := vaultTimelock.abi.Unpack("onERC1155BatchReceived", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOnERC1155Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf23a6e61.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) returns(bytes4)
func (vaultTimelock *VaultTimelock) PackOnERC1155Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 *big.Int, arg4 []byte) []byte {
	enc, err := vaultTimelock.abi.Pack("onERC1155Received", arg0, arg1, arg2, arg3, arg4)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC1155Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf23a6e61.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) returns(bytes4)
func (vaultTimelock *VaultTimelock) TryPackOnERC1155Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 *big.Int, arg4 []byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("onERC1155Received", arg0, arg1, arg2, arg3, arg4)
}

// UnpackOnERC1155Received is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf23a6e61.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) returns(bytes4)
func (vaultTimelock *VaultTimelock) UnpackOnERC1155Received(data []byte) ([4]byte, error) {
	out, err := vaultTimelock.abi.Unpack("onERC1155Received", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOnERC721Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x150b7a02.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) returns(bytes4)
func (vaultTimelock *VaultTimelock) PackOnERC721Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 []byte) []byte {
	enc, err := vaultTimelock.abi.Pack("onERC721Received", arg0, arg1, arg2, arg3)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC721Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x150b7a02.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) returns(bytes4)
func (vaultTimelock *VaultTimelock) TryPackOnERC721Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 []byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("onERC721Received", arg0, arg1, arg2, arg3)
}

// UnpackOnERC721Received is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x150b7a02.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) returns(bytes4)
func (vaultTimelock *VaultTimelock) UnpackOnERC721Received(data []byte) ([4]byte, error) {
	out, err := vaultTimelock.abi.Unpack("onERC721Received", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackRenounceRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36568abe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceRole(bytes32 role, address callerConfirmation) returns()
func (vaultTimelock *VaultTimelock) PackRenounceRole(role [32]byte, callerConfirmation common.Address) []byte {
	enc, err := vaultTimelock.abi.Pack("renounceRole", role, callerConfirmation)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36568abe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceRole(bytes32 role, address callerConfirmation) returns()
func (vaultTimelock *VaultTimelock) TryPackRenounceRole(role [32]byte, callerConfirmation common.Address) ([]byte, error) {
	return vaultTimelock.abi.Pack("renounceRole", role, callerConfirmation)
}

// PackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeRole(bytes32 role, address account) returns()
func (vaultTimelock *VaultTimelock) PackRevokeRole(role [32]byte, account common.Address) []byte {
	enc, err := vaultTimelock.abi.Pack("revokeRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeRole(bytes32 role, address account) returns()
func (vaultTimelock *VaultTimelock) TryPackRevokeRole(role [32]byte, account common.Address) ([]byte, error) {
	return vaultTimelock.abi.Pack("revokeRole", role, account)
}

// PackSchedule is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01d5062a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function schedule(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt, uint256 delay) returns()
func (vaultTimelock *VaultTimelock) PackSchedule(target common.Address, value *big.Int, data []byte, predecessor [32]byte, salt [32]byte, delay *big.Int) []byte {
	enc, err := vaultTimelock.abi.Pack("schedule", target, value, data, predecessor, salt, delay)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSchedule is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01d5062a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function schedule(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt, uint256 delay) returns()
func (vaultTimelock *VaultTimelock) TryPackSchedule(target common.Address, value *big.Int, data []byte, predecessor [32]byte, salt [32]byte, delay *big.Int) ([]byte, error) {
	return vaultTimelock.abi.Pack("schedule", target, value, data, predecessor, salt, delay)
}

// PackScheduleBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f2a0bb0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function scheduleBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt, uint256 delay) returns()
func (vaultTimelock *VaultTimelock) PackScheduleBatch(targets []common.Address, values []*big.Int, payloads [][]byte, predecessor [32]byte, salt [32]byte, delay *big.Int) []byte {
	enc, err := vaultTimelock.abi.Pack("scheduleBatch", targets, values, payloads, predecessor, salt, delay)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackScheduleBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f2a0bb0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function scheduleBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt, uint256 delay) returns()
func (vaultTimelock *VaultTimelock) TryPackScheduleBatch(targets []common.Address, values []*big.Int, payloads [][]byte, predecessor [32]byte, salt [32]byte, delay *big.Int) ([]byte, error) {
	return vaultTimelock.abi.Pack("scheduleBatch", targets, values, payloads, predecessor, salt, delay)
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (vaultTimelock *VaultTimelock) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := vaultTimelock.abi.Pack("supportsInterface", interfaceId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (vaultTimelock *VaultTimelock) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return vaultTimelock.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (vaultTimelock *VaultTimelock) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := vaultTimelock.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackUpdateDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64d62353.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateDelay(uint256 newDelay) returns()
func (vaultTimelock *VaultTimelock) PackUpdateDelay(newDelay *big.Int) []byte {
	enc, err := vaultTimelock.abi.Pack("updateDelay", newDelay)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64d62353.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateDelay(uint256 newDelay) returns()
func (vaultTimelock *VaultTimelock) TryPackUpdateDelay(newDelay *big.Int) ([]byte, error) {
	return vaultTimelock.abi.Pack("updateDelay", newDelay)
}

// VaultTimelockCallExecuted represents a CallExecuted event raised by the VaultTimelock contract.
type VaultTimelockCallExecuted struct {
	Id     [32]byte
	Index  *big.Int
	Target common.Address
	Value  *big.Int
	Data   []byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const VaultTimelockCallExecutedEventName = "CallExecuted"

// ContractEventName returns the user-defined event name.
func (VaultTimelockCallExecuted) ContractEventName() string {
	return VaultTimelockCallExecutedEventName
}

// UnpackCallExecutedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CallExecuted(bytes32 indexed id, uint256 indexed index, address target, uint256 value, bytes data)
func (vaultTimelock *VaultTimelock) UnpackCallExecutedEvent(log *types.Log) (*VaultTimelockCallExecuted, error) {
	event := "CallExecuted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultTimelockCallExecuted)
	if len(log.Data) > 0 {
		if err := vaultTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultTimelock.abi.Events[event].Inputs {
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

// VaultTimelockCallSalt represents a CallSalt event raised by the VaultTimelock contract.
type VaultTimelockCallSalt struct {
	Id   [32]byte
	Salt [32]byte
	Raw  *types.Log // Blockchain specific contextual infos
}

const VaultTimelockCallSaltEventName = "CallSalt"

// ContractEventName returns the user-defined event name.
func (VaultTimelockCallSalt) ContractEventName() string {
	return VaultTimelockCallSaltEventName
}

// UnpackCallSaltEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CallSalt(bytes32 indexed id, bytes32 salt)
func (vaultTimelock *VaultTimelock) UnpackCallSaltEvent(log *types.Log) (*VaultTimelockCallSalt, error) {
	event := "CallSalt"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultTimelockCallSalt)
	if len(log.Data) > 0 {
		if err := vaultTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultTimelock.abi.Events[event].Inputs {
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

// VaultTimelockCallScheduled represents a CallScheduled event raised by the VaultTimelock contract.
type VaultTimelockCallScheduled struct {
	Id          [32]byte
	Index       *big.Int
	Target      common.Address
	Value       *big.Int
	Data        []byte
	Predecessor [32]byte
	Delay       *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const VaultTimelockCallScheduledEventName = "CallScheduled"

// ContractEventName returns the user-defined event name.
func (VaultTimelockCallScheduled) ContractEventName() string {
	return VaultTimelockCallScheduledEventName
}

// UnpackCallScheduledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CallScheduled(bytes32 indexed id, uint256 indexed index, address target, uint256 value, bytes data, bytes32 predecessor, uint256 delay)
func (vaultTimelock *VaultTimelock) UnpackCallScheduledEvent(log *types.Log) (*VaultTimelockCallScheduled, error) {
	event := "CallScheduled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultTimelockCallScheduled)
	if len(log.Data) > 0 {
		if err := vaultTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultTimelock.abi.Events[event].Inputs {
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

// VaultTimelockCancelled represents a Cancelled event raised by the VaultTimelock contract.
type VaultTimelockCancelled struct {
	Id  [32]byte
	Raw *types.Log // Blockchain specific contextual infos
}

const VaultTimelockCancelledEventName = "Cancelled"

// ContractEventName returns the user-defined event name.
func (VaultTimelockCancelled) ContractEventName() string {
	return VaultTimelockCancelledEventName
}

// UnpackCancelledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Cancelled(bytes32 indexed id)
func (vaultTimelock *VaultTimelock) UnpackCancelledEvent(log *types.Log) (*VaultTimelockCancelled, error) {
	event := "Cancelled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultTimelockCancelled)
	if len(log.Data) > 0 {
		if err := vaultTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultTimelock.abi.Events[event].Inputs {
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

// VaultTimelockMinDelayChange represents a MinDelayChange event raised by the VaultTimelock contract.
type VaultTimelockMinDelayChange struct {
	OldDuration *big.Int
	NewDuration *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const VaultTimelockMinDelayChangeEventName = "MinDelayChange"

// ContractEventName returns the user-defined event name.
func (VaultTimelockMinDelayChange) ContractEventName() string {
	return VaultTimelockMinDelayChangeEventName
}

// UnpackMinDelayChangeEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MinDelayChange(uint256 oldDuration, uint256 newDuration)
func (vaultTimelock *VaultTimelock) UnpackMinDelayChangeEvent(log *types.Log) (*VaultTimelockMinDelayChange, error) {
	event := "MinDelayChange"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultTimelockMinDelayChange)
	if len(log.Data) > 0 {
		if err := vaultTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultTimelock.abi.Events[event].Inputs {
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

// VaultTimelockRoleAdminChanged represents a RoleAdminChanged event raised by the VaultTimelock contract.
type VaultTimelockRoleAdminChanged struct {
	Role              [32]byte
	PreviousAdminRole [32]byte
	NewAdminRole      [32]byte
	Raw               *types.Log // Blockchain specific contextual infos
}

const VaultTimelockRoleAdminChangedEventName = "RoleAdminChanged"

// ContractEventName returns the user-defined event name.
func (VaultTimelockRoleAdminChanged) ContractEventName() string {
	return VaultTimelockRoleAdminChangedEventName
}

// UnpackRoleAdminChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole)
func (vaultTimelock *VaultTimelock) UnpackRoleAdminChangedEvent(log *types.Log) (*VaultTimelockRoleAdminChanged, error) {
	event := "RoleAdminChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultTimelockRoleAdminChanged)
	if len(log.Data) > 0 {
		if err := vaultTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultTimelock.abi.Events[event].Inputs {
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

// VaultTimelockRoleGranted represents a RoleGranted event raised by the VaultTimelock contract.
type VaultTimelockRoleGranted struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const VaultTimelockRoleGrantedEventName = "RoleGranted"

// ContractEventName returns the user-defined event name.
func (VaultTimelockRoleGranted) ContractEventName() string {
	return VaultTimelockRoleGrantedEventName
}

// UnpackRoleGrantedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)
func (vaultTimelock *VaultTimelock) UnpackRoleGrantedEvent(log *types.Log) (*VaultTimelockRoleGranted, error) {
	event := "RoleGranted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultTimelockRoleGranted)
	if len(log.Data) > 0 {
		if err := vaultTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultTimelock.abi.Events[event].Inputs {
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

// VaultTimelockRoleRevoked represents a RoleRevoked event raised by the VaultTimelock contract.
type VaultTimelockRoleRevoked struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const VaultTimelockRoleRevokedEventName = "RoleRevoked"

// ContractEventName returns the user-defined event name.
func (VaultTimelockRoleRevoked) ContractEventName() string {
	return VaultTimelockRoleRevokedEventName
}

// UnpackRoleRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)
func (vaultTimelock *VaultTimelock) UnpackRoleRevokedEvent(log *types.Log) (*VaultTimelockRoleRevoked, error) {
	event := "RoleRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultTimelockRoleRevoked)
	if len(log.Data) > 0 {
		if err := vaultTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultTimelock.abi.Events[event].Inputs {
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
func (vaultTimelock *VaultTimelock) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], vaultTimelock.abi.Errors["AccessControlBadConfirmation"].ID.Bytes()[:4]) {
		return vaultTimelock.UnpackAccessControlBadConfirmationError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultTimelock.abi.Errors["AccessControlUnauthorizedAccount"].ID.Bytes()[:4]) {
		return vaultTimelock.UnpackAccessControlUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultTimelock.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return vaultTimelock.UnpackFailedCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultTimelock.abi.Errors["TimelockInsufficientDelay"].ID.Bytes()[:4]) {
		return vaultTimelock.UnpackTimelockInsufficientDelayError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultTimelock.abi.Errors["TimelockInvalidOperationLength"].ID.Bytes()[:4]) {
		return vaultTimelock.UnpackTimelockInvalidOperationLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultTimelock.abi.Errors["TimelockUnauthorizedCaller"].ID.Bytes()[:4]) {
		return vaultTimelock.UnpackTimelockUnauthorizedCallerError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultTimelock.abi.Errors["TimelockUnexecutedPredecessor"].ID.Bytes()[:4]) {
		return vaultTimelock.UnpackTimelockUnexecutedPredecessorError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultTimelock.abi.Errors["TimelockUnexpectedOperationState"].ID.Bytes()[:4]) {
		return vaultTimelock.UnpackTimelockUnexpectedOperationStateError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// VaultTimelockAccessControlBadConfirmation represents a AccessControlBadConfirmation error raised by the VaultTimelock contract.
type VaultTimelockAccessControlBadConfirmation struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlBadConfirmation()
func VaultTimelockAccessControlBadConfirmationErrorID() common.Hash {
	return common.HexToHash("0x6697b23232a647058342c0724fe7c415cab25915b54e5dbc03f233173d37b41c")
}

// UnpackAccessControlBadConfirmationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlBadConfirmation()
func (vaultTimelock *VaultTimelock) UnpackAccessControlBadConfirmationError(raw []byte) (*VaultTimelockAccessControlBadConfirmation, error) {
	out := new(VaultTimelockAccessControlBadConfirmation)
	if err := vaultTimelock.abi.UnpackIntoInterface(out, "AccessControlBadConfirmation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultTimelockAccessControlUnauthorizedAccount represents a AccessControlUnauthorizedAccount error raised by the VaultTimelock contract.
type VaultTimelockAccessControlUnauthorizedAccount struct {
	Account    common.Address
	NeededRole [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func VaultTimelockAccessControlUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0xe2517d3fbfae6f8515ef5ff1ccedc3933ab0cbbda0b492c06eb54ad10ef03b3e")
}

// UnpackAccessControlUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func (vaultTimelock *VaultTimelock) UnpackAccessControlUnauthorizedAccountError(raw []byte) (*VaultTimelockAccessControlUnauthorizedAccount, error) {
	out := new(VaultTimelockAccessControlUnauthorizedAccount)
	if err := vaultTimelock.abi.UnpackIntoInterface(out, "AccessControlUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultTimelockFailedCall represents a FailedCall error raised by the VaultTimelock contract.
type VaultTimelockFailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func VaultTimelockFailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (vaultTimelock *VaultTimelock) UnpackFailedCallError(raw []byte) (*VaultTimelockFailedCall, error) {
	out := new(VaultTimelockFailedCall)
	if err := vaultTimelock.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultTimelockTimelockInsufficientDelay represents a TimelockInsufficientDelay error raised by the VaultTimelock contract.
type VaultTimelockTimelockInsufficientDelay struct {
	Delay    *big.Int
	MinDelay *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TimelockInsufficientDelay(uint256 delay, uint256 minDelay)
func VaultTimelockTimelockInsufficientDelayErrorID() common.Hash {
	return common.HexToHash("0x543366097fc46a718a4890a59e5216cbbc872f61973a9e2a6666ecccaa1a07ca")
}

// UnpackTimelockInsufficientDelayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TimelockInsufficientDelay(uint256 delay, uint256 minDelay)
func (vaultTimelock *VaultTimelock) UnpackTimelockInsufficientDelayError(raw []byte) (*VaultTimelockTimelockInsufficientDelay, error) {
	out := new(VaultTimelockTimelockInsufficientDelay)
	if err := vaultTimelock.abi.UnpackIntoInterface(out, "TimelockInsufficientDelay", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultTimelockTimelockInvalidOperationLength represents a TimelockInvalidOperationLength error raised by the VaultTimelock contract.
type VaultTimelockTimelockInvalidOperationLength struct {
	Targets  *big.Int
	Payloads *big.Int
	Values   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TimelockInvalidOperationLength(uint256 targets, uint256 payloads, uint256 values)
func VaultTimelockTimelockInvalidOperationLengthErrorID() common.Hash {
	return common.HexToHash("0xffb0321166292613ddbe36e2eb9b9b1e8877aa314505f6d35f0f4ae660e8ada3")
}

// UnpackTimelockInvalidOperationLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TimelockInvalidOperationLength(uint256 targets, uint256 payloads, uint256 values)
func (vaultTimelock *VaultTimelock) UnpackTimelockInvalidOperationLengthError(raw []byte) (*VaultTimelockTimelockInvalidOperationLength, error) {
	out := new(VaultTimelockTimelockInvalidOperationLength)
	if err := vaultTimelock.abi.UnpackIntoInterface(out, "TimelockInvalidOperationLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultTimelockTimelockUnauthorizedCaller represents a TimelockUnauthorizedCaller error raised by the VaultTimelock contract.
type VaultTimelockTimelockUnauthorizedCaller struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TimelockUnauthorizedCaller(address caller)
func VaultTimelockTimelockUnauthorizedCallerErrorID() common.Hash {
	return common.HexToHash("0xe2850c5900ceb2d1b367e63ffd96510279f191862fece2dde12a1b1bce580ebd")
}

// UnpackTimelockUnauthorizedCallerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TimelockUnauthorizedCaller(address caller)
func (vaultTimelock *VaultTimelock) UnpackTimelockUnauthorizedCallerError(raw []byte) (*VaultTimelockTimelockUnauthorizedCaller, error) {
	out := new(VaultTimelockTimelockUnauthorizedCaller)
	if err := vaultTimelock.abi.UnpackIntoInterface(out, "TimelockUnauthorizedCaller", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultTimelockTimelockUnexecutedPredecessor represents a TimelockUnexecutedPredecessor error raised by the VaultTimelock contract.
type VaultTimelockTimelockUnexecutedPredecessor struct {
	PredecessorId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TimelockUnexecutedPredecessor(bytes32 predecessorId)
func VaultTimelockTimelockUnexecutedPredecessorErrorID() common.Hash {
	return common.HexToHash("0x90a9a618cfd84aabd2505bb50bbc6c95924a5d4f10d2bf500768fcbf91f51cab")
}

// UnpackTimelockUnexecutedPredecessorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TimelockUnexecutedPredecessor(bytes32 predecessorId)
func (vaultTimelock *VaultTimelock) UnpackTimelockUnexecutedPredecessorError(raw []byte) (*VaultTimelockTimelockUnexecutedPredecessor, error) {
	out := new(VaultTimelockTimelockUnexecutedPredecessor)
	if err := vaultTimelock.abi.UnpackIntoInterface(out, "TimelockUnexecutedPredecessor", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultTimelockTimelockUnexpectedOperationState represents a TimelockUnexpectedOperationState error raised by the VaultTimelock contract.
type VaultTimelockTimelockUnexpectedOperationState struct {
	OperationId    [32]byte
	ExpectedStates [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TimelockUnexpectedOperationState(bytes32 operationId, bytes32 expectedStates)
func VaultTimelockTimelockUnexpectedOperationStateErrorID() common.Hash {
	return common.HexToHash("0x5ead8eb51d1c1b7ef2eb1ef3ec2f009cfba25e924d04ccc853f25803ea40b489")
}

// UnpackTimelockUnexpectedOperationStateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TimelockUnexpectedOperationState(bytes32 operationId, bytes32 expectedStates)
func (vaultTimelock *VaultTimelock) UnpackTimelockUnexpectedOperationStateError(raw []byte) (*VaultTimelockTimelockUnexpectedOperationState, error) {
	out := new(VaultTimelockTimelockUnexpectedOperationState)
	if err := vaultTimelock.abi.UnpackIntoInterface(out, "TimelockUnexpectedOperationState", raw); err != nil {
		return nil, err
	}
	return out, nil
}
