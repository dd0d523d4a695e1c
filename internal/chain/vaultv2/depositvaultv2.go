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

// DepositVaultV2MetaData contains all meta data concerning the DepositVaultV2 contract.
var DepositVaultV2MetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AccessControlBadConfirmation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"neededRole\",\"type\":\"bytes32\"}],\"name\":\"AccessControlUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"AlreadyPaid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swapIds\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"depositKeys\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amounts\",\"type\":\"uint256\"}],\"name\":\"BatchLengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"DepositKeyUsed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EnforcedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpectedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientVaultBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"NotAContract\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"NothingReceived\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"PaymentCapExceeded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"period\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"spent\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"PeriodCapExceeded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PermitAllowanceTooLow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"TokenNotAllowed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"sent\",\"type\":\"uint256\"}],\"name\":\"ValueMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroKey\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroSwapId\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Funded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"name\":\"LimitsSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Paid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Swept\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"TokenAllowed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PAYER_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PERIOD\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"allowedToken\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"}],\"name\":\"deposit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"swapIds\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32[]\",\"name\":\"depositKeys\",\"type\":\"bytes32[]\"},{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"name\":\"depositBatch\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"}],\"name\":\"depositIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"depositIdUsed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"depositToken\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"depositWithPermit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"limitsOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"paid\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"pay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"callerConfirmation\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"name\":\"setLimits\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setTokenAllowed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"spentInPeriod\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"period\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"spent\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"sweep\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "DepositVaultV2",
	Bin: "0x60a060405234801561001057600080fd5b50604051611ffe380380611ffe83398101604081905261002f916101b4565b60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556001600160a01b038316158061007057506001600160a01b038216155b8061008257506001600160a01b038116155b156100a05760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0381166080526100b86000846100ec565b506100e37f8ec07e268e32cae7f300b49ad34f20106d088445cb9d9b2d62cbd864638308b2836100ec565b505050506101f7565b6000828152602081815260408083206001600160a01b038516845290915281205460ff1661018e576000838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556101463390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610192565b5060005b92915050565b80516001600160a01b03811681146101af57600080fd5b919050565b6000806000606084860312156101c957600080fd5b6101d284610198565b92506101e060208501610198565b91506101ee60408501610198565b90509250925092565b608051611dde6102206000396000818161033801528181610a160152610a870152611dde6000f3fe6080604052600436106101b75760003560e01c8063756742f8116100ec5780639d3a9dc91161008a578063add89bb211610064578063add89bb214610556578063b4d1d79514610586578063d547741f1461059d578063e9ceb85f146105bd57600080fd5b80639d3a9dc9146104ce578063a08d565414610521578063a217fddf1461054157600080fd5b80637b1837de116100c65780637b1837de146104565780638456cb591461046957806391d148541461047e5780639621a2561461049e57600080fd5b8063756742f8146103d257806376bbf4251461040257806377f050b01461042257600080fd5b80635846720c1161015957806361d027b31161013357806361d027b3146103265780636ea056a9146103725780636ebfd65614610392578063749944cc146103b257600080fd5b80635846720c146102c65780635ac005bd146102fb5780635c975abb1461030e57600080fd5b80632f2ff15d116101955780632f2ff15d1461025157806336568abe146102715780633f4ba83a1461029157806357c9b78c146102a657600080fd5b806301ffc9a7146101bc57806315f69012146101f1578063248a9ca314610213575b600080fd5b3480156101c857600080fd5b506101dc6101d73660046119c3565b6105d0565b60405190151581526020015b60405180910390f35b3480156101fd57600080fd5b5061021161020c366004611a10565b610607565b005b34801561021f57600080fd5b5061024361022e366004611a4c565b60009081526020819052604090206001015490565b6040519081526020016101e8565b34801561025d57600080fd5b5061021161026c366004611a65565b6106dc565b34801561027d57600080fd5b5061021161028c366004611a65565b610707565b34801561029d57600080fd5b5061021161073f565b3480156102b257600080fd5b506102436102c1366004611a91565b610755565b3480156102d257600080fd5b506102e66102e1366004611abb565b610799565b604080519283526020830191909152016101e8565b610211610309366004611b22565b6107fe565b34801561031a57600080fd5b5060015460ff166101dc565b34801561033257600080fd5b5061035a7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101e8565b34801561037e57600080fd5b5061021161038d366004611a91565b6109ac565b34801561039e57600080fd5b506102e66103ad366004611bc8565b610ac4565b3480156103be57600080fd5b506102e66103cd366004611c05565b610b07565b3480156103de57600080fd5b506101dc6103ed366004611abb565b60026020526000908152604090205460ff1681565b34801561040e57600080fd5b5061021161041d366004611c7a565b610cab565b34801561042e57600080fd5b506102437f8ec07e268e32cae7f300b49ad34f20106d088445cb9d9b2d62cbd864638308b281565b610211610464366004611a91565b610fe5565b34801561047557600080fd5b506102116110dc565b34801561048a57600080fd5b506101dc610499366004611a65565b6110ef565b3480156104aa57600080fd5b506101dc6104b9366004611a4c565b60036020526000908152604090205460ff1681565b3480156104da57600080fd5b506102e66104e9366004611abb565b6001600160a01b0316600090815260056020908152604091829020825180840190935280548084526001909101549290910182905291565b34801561052d57600080fd5b5061021161053c366004611cae565b611118565b34801561054d57600080fd5b50610243600081565b34801561056257600080fd5b506101dc610571366004611a4c565b60046020526000908152604090205460ff1681565b34801561059257600080fd5b506102436201518081565b3480156105a957600080fd5b506102116105b8366004611a65565b61119a565b6102436105cb366004611ce1565b6111bf565b60006001600160e01b03198216637965db0b60e01b148061060157506301ffc9a760e01b6001600160e01b03198316145b92915050565b600061061281611225565b6001600160a01b0383166106395760405163d92e233d60e01b815260040160405180910390fd5b81801561064e57506001600160a01b0383163b155b1561067c576040516322a2d07b60e21b81526001600160a01b03841660048201526024015b60405180910390fd5b6001600160a01b038316600081815260026020908152604091829020805460ff191686151590811790915591519182527f9a8e30a8658b96ab3f034ce4bac6806278b4aee5880ccdd1ac35e4ed5bb31d23910160405180910390a2505050565b6000828152602081905260409020600101546106f781611225565b610701838361122f565b50505050565b6001600160a01b03811633146107305760405163334bd91960e11b815260040160405180910390fd5b61073a82826112c1565b505050565b600061074a81611225565b61075261132c565b50565b604080514660208083019190915230828401526001600160a01b039490941660608201526080808201939093528151808203909301835260a0019052805191012090565b6000806107a96201518042611d19565b6001600160a01b03841660009081526006602090815260409182902082518084019093528054808452600190910154918301919091529193509083146107f05760006107f6565b80602001515b915050915091565b61080661137e565b848015806108145750838114155b8061081f5750818114155b1561084e5760405163e1ae664b60e01b8152600481018290526024810185905260448101839052606401610673565b6000805b828110156109785760006108af8a8a8481811061087157610871611d3b565b9050602002013589898581811061088a5761088a611d3b565b905060200201358888868181106108a3576108a3611d3b565b905060200201356113a4565b90508585838181106108c3576108c3611d3b565b90506020020135836108d59190611d51565b92503360008b8b858181106108ec576108ec611d3b565b905060200201357f5d71b8b33c5c7785edda318502948f315d7deaf5f648a5b1a05748b31961646889898781811061092657610926611d3b565b90506020020135858d8d8981811061094057610940611d3b565b90506020020135604051610967939291909283526020830191909152604082015260600190565b60405180910390a450600101610852565b503481146109a257604051630626ade360e41b815260048101829052346024820152604401610673565b5050505050505050565b60006109b781611225565b6109bf611466565b816000036109e057604051631f2a200560e01b815260040160405180910390fd5b60006109eb84611482565b905082811015610a145783818460405163051a1eaf60e51b815260040161067393929190611d64565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b03167f7b09c29f9106defeccc9ac3b823f3aad0b470d120e5df7aed033b5c43a4bf71885604051610a7991815260200190565b60405180910390a3610aac847f000000000000000000000000000000000000000000000000000000000000000085611507565b5061073a6001600080516020611db283398151915255565b600080610acf61137e565b610ad7611466565b610ae386868686611533565b91509150610afe6001600080516020611db283398151915255565b94509492505050565b600080610b1261137e565b610b1a611466565b6001600160a01b03881660009081526002602052604090205460ff16610b5e5760405163094403b760e41b81526001600160a01b0389166004820152602401610673565b60405163d505accf60e01b8152336004820152306024820152604481018890526064810187905260ff8616608482015260a4810185905260c481018490526001600160a01b0389169063d505accf9060e401600060405180830381600087803b158015610bca57600080fd5b505af1925050508015610bdb575060015b50604051636eb1769f60e11b81523360048201523060248201526000906001600160a01b038a169063dd62ed3e90604401602060405180830381865afa158015610c29573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190610c4d9190611d85565b905087811015610c7657888189604051638763532d60e01b815260040161067393929190611d64565b610c828b8b8b8b611533565b9250925050610c9e6001600080516020611db283398151915255565b9850989650505050505050565b7f8ec07e268e32cae7f300b49ad34f20106d088445cb9d9b2d62cbd864638308b2610cd581611225565b610cdd61137e565b610ce5611466565b84610d0357604051637dec24e360e11b815260040160405180910390fd5b6001600160a01b038316610d2a5760405163d92e233d60e01b815260040160405180910390fd5b306001600160a01b03841603610d5e57604051630bc2c5df60e11b81526001600160a01b0384166004820152602401610673565b81600003610d7f57604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b03841615801590610db057506001600160a01b03841660009081526002602052604090205460ff16155b15610dd95760405163094403b760e41b81526001600160a01b0385166004820152602401610673565b60008581526004602052604090205460ff1615610e0c57604051637a5bb50760e11b815260048101869052602401610673565b6001600160a01b0384166000908152600560209081526040918290208251808401909352805480845260019091015491830191909152831115610e69578051604051632ed6319f60e21b8152610673918791869190600401611d64565b6000610e786201518042611d19565b6001600160a01b03871660009081526006602052604081208054929350918314610ea3576000610ea9565b81600101545b6020850151909150610ebb8783611d51565b1115610f075760208401516040516361a010f160e01b81526001600160a01b038a166004820152602481018590526044810183905260648101889052608481019190915260a401610673565b6000610f1289611482565b905086811015610f3b5788818860405163051a1eaf60e51b815260040161067393929190611d64565b60008a8152600460205260409020805460ff19166001179055838355610f618783611d51565b8360010181905550876001600160a01b0316896001600160a01b03168b7f37db9851b6c9a32f8ddcf4734e6526de7c85268ef735f7883ea70dc8a39c9c858a604051610faf91815260200190565b60405180910390a4610fc2898989611507565b5050505050610fde6001600080516020611db283398151915255565b5050505050565b610fed611466565b8060000361100e57604051631f2a200560e01b815260040160405180910390fd5b806001600160a01b03831661104b5781341461104657604051630626ade360e41b815260048101839052346024820152604401610673565b611080565b341561107357604051630626ade360e41b815260006004820152346024820152604401610673565b61107d83836115ec565b90505b60405181815233906001600160a01b038516907f3b5083eec1a1116c56de5d6841cff8efc6a0aec9850e836ec509d6ce024ea5619060200160405180910390a3506110d86001600080516020611db283398151915255565b5050565b60006110e781611225565b610752611722565b6000918252602082815260408084206001600160a01b0393909316845291905290205460ff1690565b600061112381611225565b60408051808201825284815260208082018581526001600160a01b038816600081815260058452859020935184559051600190930192909255825186815290810185905290917f95180f961a87161f1ee31a2e7f3e8f67999f6e8142fa725269143a2c9cf03012910160405180910390a250505050565b6000828152602081905260409020600101546111b581611225565b61070183836112c1565b60006111c961137e565b6111d48383346113a4565b6040805134815260208101839052908101849052909150339060009085907f5d71b8b33c5c7785edda318502948f315d7deaf5f648a5b1a05748b3196164689060600160405180910390a492915050565b610752813361175d565b600061123b83836110ef565b6112b9576000838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556112713390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610601565b506000610601565b60006112cd83836110ef565b156112b9576000838152602081815260408083206001600160a01b0386168085529252808320805460ff1916905551339286917ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b9190a4506001610601565b611334611796565b6001805460ff191690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa335b6040516001600160a01b03909116815260200160405180910390a1565b60015460ff16156113a25760405163d93c066560e01b815260040160405180910390fd5b565b6000816000036113c757604051631f2a200560e01b815260040160405180910390fd5b836113e5576040516366d996cb60e11b815260040160405180910390fd5b8261140357604051637dec24e360e11b815260040160405180910390fd5b61140d3384610755565b60008181526003602052604090205490915060ff16156114465733838260405163c2e2363760e01b815260040161067393929190611d64565b6000818152600360205260409020805460ff191660011790559392505050565b61146e6117b9565b6002600080516020611db283398151915255565b60006001600160a01b03821615611500576040516370a0823160e01b81523060048201526001600160a01b038316906370a0823190602401602060405180830381865afa1580156114d7573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906114fb9190611d85565b610601565b4792915050565b6001600160a01b03831661151f5761073a82826117e9565b61073a6001600160a01b038416838361185d565b6001600160a01b038216600090815260026020526040812054819060ff166115795760405163094403b760e41b81526001600160a01b0385166004820152602401610673565b6115848686856113a4565b915061159084846115ec565b604080518281526020810185905290810187905290915033906001600160a01b0386169088907f5d71b8b33c5c7785edda318502948f315d7deaf5f648a5b1a05748b3196164689060600160405180910390a494509492505050565b6040516370a0823160e01b815230600482015260009081906001600160a01b038516906370a0823190602401602060405180830381865afa158015611635573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906116599190611d85565b90506116706001600160a01b038516333086611892565b6040516370a0823160e01b81523060048201526000906001600160a01b038616906370a0823190602401602060405180830381865afa1580156116b7573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906116db9190611d85565b905081811161170f576040516313a7266f60e11b81526001600160a01b038616600482015260248101859052604401610673565b6117198282611d9e565b95945050505050565b61172a61137e565b6001805460ff1916811790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a25833611361565b61176782826110ef565b6110d85760405163e2517d3f60e01b81526001600160a01b038216600482015260248101839052604401610673565b60015460ff166113a257604051638dfc202b60e01b815260040160405180910390fd5b600080516020611db2833981519152546002036113a257604051633ee5aeb560e01b815260040160405180910390fd5b804710156118135760405163cf47918160e01b815247600482015260248101829052604401610673565b61182d8282604051806020016040528060008152506118c8565b15611836575050565b3d15611844576110d86118df565b60405163d6bda27560e01b815260040160405180910390fd5b61186a83838360016118eb565b61073a57604051635274afe760e01b81526001600160a01b0384166004820152602401610673565b6118a0848484846001611951565b61070157604051635274afe760e01b81526001600160a01b0385166004820152602401610673565b600080600083516020850186885af1949350505050565b6040513d6000823e3d81fd5b60405163a9059cbb60e01b60008181526001600160a01b038616600452602485905291602083604481808b5af192506001600051148316611945578383151615611938573d6000823e3d81fd5b6000873b113d1516831692505b60405250949350505050565b6040516323b872dd60e01b60008181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060016000511483166119b15783831516156119a4573d6000823e3d81fd5b6000883b113d1516831692505b60405250600060605295945050505050565b6000602082840312156119d557600080fd5b81356001600160e01b0319811681146119ed57600080fd5b9392505050565b80356001600160a01b0381168114611a0b57600080fd5b919050565b60008060408385031215611a2357600080fd5b611a2c836119f4565b915060208301358015158114611a4157600080fd5b809150509250929050565b600060208284031215611a5e57600080fd5b5035919050565b60008060408385031215611a7857600080fd5b82359150611a88602084016119f4565b90509250929050565b60008060408385031215611aa457600080fd5b611aad836119f4565b946020939093013593505050565b600060208284031215611acd57600080fd5b6119ed826119f4565b60008083601f840112611ae857600080fd5b50813567ffffffffffffffff811115611b0057600080fd5b6020830191508360208260051b8501011115611b1b57600080fd5b9250929050565b60008060008060008060608789031215611b3b57600080fd5b863567ffffffffffffffff811115611b5257600080fd5b611b5e89828a01611ad6565b909750955050602087013567ffffffffffffffff811115611b7e57600080fd5b611b8a89828a01611ad6565b909550935050604087013567ffffffffffffffff811115611baa57600080fd5b611bb689828a01611ad6565b979a9699509497509295939492505050565b60008060008060808587031215611bde57600080fd5b8435935060208501359250611bf5604086016119f4565b9396929550929360600135925050565b600080600080600080600080610100898b031215611c2257600080fd5b8835975060208901359650611c3960408a016119f4565b9550606089013594506080890135935060a089013560ff81168114611c5d57600080fd5b979a969950949793969295929450505060c08201359160e0013590565b60008060008060808587031215611c9057600080fd5b84359350611ca0602086016119f4565b9250611bf5604086016119f4565b600080600060608486031215611cc357600080fd5b611ccc846119f4565b95602085013595506040909401359392505050565b60008060408385031215611cf457600080fd5b50508035926020909101359150565b634e487b7160e01b600052601160045260246000fd5b600082611d3657634e487b7160e01b600052601260045260246000fd5b500490565b634e487b7160e01b600052603260045260246000fd5b8082018082111561060157610601611d03565b6001600160a01b039390931683526020830191909152604082015260600190565b600060208284031215611d9757600080fd5b5051919050565b8181038181111561060157610601611d0356fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a164736f6c6343000825000a",
}

// DepositVaultV2 is an auto generated Go binding around an Ethereum contract.
type DepositVaultV2 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DepositVaultV2) GetABI() abi.ABI {
	return c.abi
}

// NewDepositVaultV2 creates a new instance of DepositVaultV2.
func NewDepositVaultV2() *DepositVaultV2 {
	parsed, err := DepositVaultV2MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DepositVaultV2{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DepositVaultV2) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address admin, address payer, address treasury_) returns()
func (depositVaultV2 *DepositVaultV2) PackConstructor(admin common.Address, payer common.Address, treasury_ common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("", admin, payer, treasury_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDEFAULTADMINROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa217fddf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) PackDEFAULTADMINROLE() []byte {
	enc, err := depositVaultV2.abi.Pack("DEFAULT_ADMIN_ROLE")
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
func (depositVaultV2 *DepositVaultV2) TryPackDEFAULTADMINROLE() ([]byte, error) {
	return depositVaultV2.abi.Pack("DEFAULT_ADMIN_ROLE")
}

// UnpackDEFAULTADMINROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa217fddf.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) UnpackDEFAULTADMINROLE(data []byte) ([32]byte, error) {
	out, err := depositVaultV2.abi.Unpack("DEFAULT_ADMIN_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPAYERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77f050b0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PAYER_ROLE() view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) PackPAYERROLE() []byte {
	enc, err := depositVaultV2.abi.Pack("PAYER_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPAYERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77f050b0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PAYER_ROLE() view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) TryPackPAYERROLE() ([]byte, error) {
	return depositVaultV2.abi.Pack("PAYER_ROLE")
}

// UnpackPAYERROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x77f050b0.
//
// Solidity: function PAYER_ROLE() view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) UnpackPAYERROLE(data []byte) ([32]byte, error) {
	out, err := depositVaultV2.abi.Unpack("PAYER_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb4d1d795.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PERIOD() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) PackPERIOD() []byte {
	enc, err := depositVaultV2.abi.Pack("PERIOD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb4d1d795.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PERIOD() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) TryPackPERIOD() ([]byte, error) {
	return depositVaultV2.abi.Pack("PERIOD")
}

// UnpackPERIOD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb4d1d795.
//
// Solidity: function PERIOD() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) UnpackPERIOD(data []byte) (*big.Int, error) {
	out, err := depositVaultV2.abi.Unpack("PERIOD", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAllowedToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x756742f8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowedToken(address token) view returns(bool)
func (depositVaultV2 *DepositVaultV2) PackAllowedToken(token common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("allowedToken", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowedToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x756742f8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowedToken(address token) view returns(bool)
func (depositVaultV2 *DepositVaultV2) TryPackAllowedToken(token common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("allowedToken", token)
}

// UnpackAllowedToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x756742f8.
//
// Solidity: function allowedToken(address token) view returns(bool)
func (depositVaultV2 *DepositVaultV2) UnpackAllowedToken(data []byte) (bool, error) {
	out, err := depositVaultV2.abi.Unpack("allowedToken", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9ceb85f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit(bytes32 swapId, bytes32 depositKey) payable returns(bytes32 depositId)
func (depositVaultV2 *DepositVaultV2) PackDeposit(swapId [32]byte, depositKey [32]byte) []byte {
	enc, err := depositVaultV2.abi.Pack("deposit", swapId, depositKey)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9ceb85f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit(bytes32 swapId, bytes32 depositKey) payable returns(bytes32 depositId)
func (depositVaultV2 *DepositVaultV2) TryPackDeposit(swapId [32]byte, depositKey [32]byte) ([]byte, error) {
	return depositVaultV2.abi.Pack("deposit", swapId, depositKey)
}

// UnpackDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe9ceb85f.
//
// Solidity: function deposit(bytes32 swapId, bytes32 depositKey) payable returns(bytes32 depositId)
func (depositVaultV2 *DepositVaultV2) UnpackDeposit(data []byte) ([32]byte, error) {
	out, err := depositVaultV2.abi.Unpack("deposit", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDepositBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5ac005bd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositBatch(bytes32[] swapIds, bytes32[] depositKeys, uint256[] amounts) payable returns()
func (depositVaultV2 *DepositVaultV2) PackDepositBatch(swapIds [][32]byte, depositKeys [][32]byte, amounts []*big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("depositBatch", swapIds, depositKeys, amounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5ac005bd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositBatch(bytes32[] swapIds, bytes32[] depositKeys, uint256[] amounts) payable returns()
func (depositVaultV2 *DepositVaultV2) TryPackDepositBatch(swapIds [][32]byte, depositKeys [][32]byte, amounts []*big.Int) ([]byte, error) {
	return depositVaultV2.abi.Pack("depositBatch", swapIds, depositKeys, amounts)
}

// PackDepositIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57c9b78c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositIdOf(address payer, bytes32 depositKey) view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) PackDepositIdOf(payer common.Address, depositKey [32]byte) []byte {
	enc, err := depositVaultV2.abi.Pack("depositIdOf", payer, depositKey)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57c9b78c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositIdOf(address payer, bytes32 depositKey) view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) TryPackDepositIdOf(payer common.Address, depositKey [32]byte) ([]byte, error) {
	return depositVaultV2.abi.Pack("depositIdOf", payer, depositKey)
}

// UnpackDepositIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x57c9b78c.
//
// Solidity: function depositIdOf(address payer, bytes32 depositKey) view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) UnpackDepositIdOf(data []byte) ([32]byte, error) {
	out, err := depositVaultV2.abi.Unpack("depositIdOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDepositIdUsed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9621a256.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositIdUsed(bytes32 depositId) view returns(bool)
func (depositVaultV2 *DepositVaultV2) PackDepositIdUsed(depositId [32]byte) []byte {
	enc, err := depositVaultV2.abi.Pack("depositIdUsed", depositId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositIdUsed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9621a256.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositIdUsed(bytes32 depositId) view returns(bool)
func (depositVaultV2 *DepositVaultV2) TryPackDepositIdUsed(depositId [32]byte) ([]byte, error) {
	return depositVaultV2.abi.Pack("depositIdUsed", depositId)
}

// UnpackDepositIdUsed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9621a256.
//
// Solidity: function depositIdUsed(bytes32 depositId) view returns(bool)
func (depositVaultV2 *DepositVaultV2) UnpackDepositIdUsed(data []byte) (bool, error) {
	out, err := depositVaultV2.abi.Unpack("depositIdUsed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackDepositToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ebfd656.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositToken(bytes32 swapId, bytes32 depositKey, address token, uint256 amount) returns(bytes32 depositId, uint256 received)
func (depositVaultV2 *DepositVaultV2) PackDepositToken(swapId [32]byte, depositKey [32]byte, token common.Address, amount *big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("depositToken", swapId, depositKey, token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ebfd656.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositToken(bytes32 swapId, bytes32 depositKey, address token, uint256 amount) returns(bytes32 depositId, uint256 received)
func (depositVaultV2 *DepositVaultV2) TryPackDepositToken(swapId [32]byte, depositKey [32]byte, token common.Address, amount *big.Int) ([]byte, error) {
	return depositVaultV2.abi.Pack("depositToken", swapId, depositKey, token, amount)
}

// DepositTokenOutput serves as a container for the return parameters of contract
// method DepositToken.
type DepositTokenOutput struct {
	DepositId [32]byte
	Received  *big.Int
}

// UnpackDepositToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6ebfd656.
//
// Solidity: function depositToken(bytes32 swapId, bytes32 depositKey, address token, uint256 amount) returns(bytes32 depositId, uint256 received)
func (depositVaultV2 *DepositVaultV2) UnpackDepositToken(data []byte) (DepositTokenOutput, error) {
	out, err := depositVaultV2.abi.Unpack("depositToken", data)
	outstruct := new(DepositTokenOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.DepositId = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Received = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackDepositWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x749944cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositWithPermit(bytes32 swapId, bytes32 depositKey, address token, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns(bytes32 depositId, uint256 received)
func (depositVaultV2 *DepositVaultV2) PackDepositWithPermit(swapId [32]byte, depositKey [32]byte, token common.Address, amount *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := depositVaultV2.abi.Pack("depositWithPermit", swapId, depositKey, token, amount, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x749944cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositWithPermit(bytes32 swapId, bytes32 depositKey, address token, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns(bytes32 depositId, uint256 received)
func (depositVaultV2 *DepositVaultV2) TryPackDepositWithPermit(swapId [32]byte, depositKey [32]byte, token common.Address, amount *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return depositVaultV2.abi.Pack("depositWithPermit", swapId, depositKey, token, amount, deadline, v, r, s)
}

// DepositWithPermitOutput serves as a container for the return parameters of contract
// method DepositWithPermit.
type DepositWithPermitOutput struct {
	DepositId [32]byte
	Received  *big.Int
}

// UnpackDepositWithPermit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x749944cc.
//
// Solidity: function depositWithPermit(bytes32 swapId, bytes32 depositKey, address token, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns(bytes32 depositId, uint256 received)
func (depositVaultV2 *DepositVaultV2) UnpackDepositWithPermit(data []byte) (DepositWithPermitOutput, error) {
	out, err := depositVaultV2.abi.Unpack("depositWithPermit", data)
	outstruct := new(DepositWithPermitOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.DepositId = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Received = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b1837de.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fund(address token, uint256 amount) payable returns()
func (depositVaultV2 *DepositVaultV2) PackFund(token common.Address, amount *big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("fund", token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b1837de.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fund(address token, uint256 amount) payable returns()
func (depositVaultV2 *DepositVaultV2) TryPackFund(token common.Address, amount *big.Int) ([]byte, error) {
	return depositVaultV2.abi.Pack("fund", token, amount)
}

// PackGetRoleAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248a9ca3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) PackGetRoleAdmin(role [32]byte) []byte {
	enc, err := depositVaultV2.abi.Pack("getRoleAdmin", role)
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
func (depositVaultV2 *DepositVaultV2) TryPackGetRoleAdmin(role [32]byte) ([]byte, error) {
	return depositVaultV2.abi.Pack("getRoleAdmin", role)
}

// UnpackGetRoleAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x248a9ca3.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) UnpackGetRoleAdmin(data []byte) ([32]byte, error) {
	out, err := depositVaultV2.abi.Unpack("getRoleAdmin", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGrantRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f2ff15d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function grantRole(bytes32 role, address account) returns()
func (depositVaultV2 *DepositVaultV2) PackGrantRole(role [32]byte, account common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("grantRole", role, account)
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
func (depositVaultV2 *DepositVaultV2) TryPackGrantRole(role [32]byte, account common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("grantRole", role, account)
}

// PackHasRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d14854.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (depositVaultV2 *DepositVaultV2) PackHasRole(role [32]byte, account common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("hasRole", role, account)
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
func (depositVaultV2 *DepositVaultV2) TryPackHasRole(role [32]byte, account common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("hasRole", role, account)
}

// UnpackHasRole is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91d14854.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (depositVaultV2 *DepositVaultV2) UnpackHasRole(data []byte) (bool, error) {
	out, err := depositVaultV2.abi.Unpack("hasRole", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLimitsOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9d3a9dc9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function limitsOf(address token) view returns(uint256 perPayment, uint256 perPeriod)
func (depositVaultV2 *DepositVaultV2) PackLimitsOf(token common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("limitsOf", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLimitsOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9d3a9dc9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function limitsOf(address token) view returns(uint256 perPayment, uint256 perPeriod)
func (depositVaultV2 *DepositVaultV2) TryPackLimitsOf(token common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("limitsOf", token)
}

// LimitsOfOutput serves as a container for the return parameters of contract
// method LimitsOf.
type LimitsOfOutput struct {
	PerPayment *big.Int
	PerPeriod  *big.Int
}

// UnpackLimitsOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9d3a9dc9.
//
// Solidity: function limitsOf(address token) view returns(uint256 perPayment, uint256 perPeriod)
func (depositVaultV2 *DepositVaultV2) UnpackLimitsOf(data []byte) (LimitsOfOutput, error) {
	out, err := depositVaultV2.abi.Unpack("limitsOf", data)
	outstruct := new(LimitsOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.PerPayment = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.PerPeriod = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xadd89bb2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paid(bytes32 key) view returns(bool)
func (depositVaultV2 *DepositVaultV2) PackPaid(key [32]byte) []byte {
	enc, err := depositVaultV2.abi.Pack("paid", key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xadd89bb2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function paid(bytes32 key) view returns(bool)
func (depositVaultV2 *DepositVaultV2) TryPackPaid(key [32]byte) ([]byte, error) {
	return depositVaultV2.abi.Pack("paid", key)
}

// UnpackPaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xadd89bb2.
//
// Solidity: function paid(bytes32 key) view returns(bool)
func (depositVaultV2 *DepositVaultV2) UnpackPaid(data []byte) (bool, error) {
	out, err := depositVaultV2.abi.Unpack("paid", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackPause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8456cb59.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pause() returns()
func (depositVaultV2 *DepositVaultV2) PackPause() []byte {
	enc, err := depositVaultV2.abi.Pack("pause")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8456cb59.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pause() returns()
func (depositVaultV2 *DepositVaultV2) TryPackPause() ([]byte, error) {
	return depositVaultV2.abi.Pack("pause")
}

// PackPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c975abb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paused() view returns(bool)
func (depositVaultV2 *DepositVaultV2) PackPaused() []byte {
	enc, err := depositVaultV2.abi.Pack("paused")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c975abb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function paused() view returns(bool)
func (depositVaultV2 *DepositVaultV2) TryPackPaused() ([]byte, error) {
	return depositVaultV2.abi.Pack("paused")
}

// UnpackPaused is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c975abb.
//
// Solidity: function paused() view returns(bool)
func (depositVaultV2 *DepositVaultV2) UnpackPaused(data []byte) (bool, error) {
	out, err := depositVaultV2.abi.Unpack("paused", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackPay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x76bbf425.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pay(bytes32 key, address token, address to, uint256 amount) returns()
func (depositVaultV2 *DepositVaultV2) PackPay(key [32]byte, token common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("pay", key, token, to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x76bbf425.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pay(bytes32 key, address token, address to, uint256 amount) returns()
func (depositVaultV2 *DepositVaultV2) TryPackPay(key [32]byte, token common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return depositVaultV2.abi.Pack("pay", key, token, to, amount)
}

// PackRenounceRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36568abe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceRole(bytes32 role, address callerConfirmation) returns()
func (depositVaultV2 *DepositVaultV2) PackRenounceRole(role [32]byte, callerConfirmation common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("renounceRole", role, callerConfirmation)
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
func (depositVaultV2 *DepositVaultV2) TryPackRenounceRole(role [32]byte, callerConfirmation common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("renounceRole", role, callerConfirmation)
}

// PackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeRole(bytes32 role, address account) returns()
func (depositVaultV2 *DepositVaultV2) PackRevokeRole(role [32]byte, account common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("revokeRole", role, account)
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
func (depositVaultV2 *DepositVaultV2) TryPackRevokeRole(role [32]byte, account common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("revokeRole", role, account)
}

// PackSetLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa08d5654.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setLimits(address token, uint256 perPayment, uint256 perPeriod) returns()
func (depositVaultV2 *DepositVaultV2) PackSetLimits(token common.Address, perPayment *big.Int, perPeriod *big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("setLimits", token, perPayment, perPeriod)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa08d5654.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setLimits(address token, uint256 perPayment, uint256 perPeriod) returns()
func (depositVaultV2 *DepositVaultV2) TryPackSetLimits(token common.Address, perPayment *big.Int, perPeriod *big.Int) ([]byte, error) {
	return depositVaultV2.abi.Pack("setLimits", token, perPayment, perPeriod)
}

// PackSetTokenAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15f69012.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setTokenAllowed(address token, bool allowed) returns()
func (depositVaultV2 *DepositVaultV2) PackSetTokenAllowed(token common.Address, allowed bool) []byte {
	enc, err := depositVaultV2.abi.Pack("setTokenAllowed", token, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetTokenAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15f69012.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setTokenAllowed(address token, bool allowed) returns()
func (depositVaultV2 *DepositVaultV2) TryPackSetTokenAllowed(token common.Address, allowed bool) ([]byte, error) {
	return depositVaultV2.abi.Pack("setTokenAllowed", token, allowed)
}

// PackSpentInPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5846720c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function spentInPeriod(address token) view returns(uint256 period, uint256 spent)
func (depositVaultV2 *DepositVaultV2) PackSpentInPeriod(token common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("spentInPeriod", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSpentInPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5846720c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function spentInPeriod(address token) view returns(uint256 period, uint256 spent)
func (depositVaultV2 *DepositVaultV2) TryPackSpentInPeriod(token common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("spentInPeriod", token)
}

// SpentInPeriodOutput serves as a container for the return parameters of contract
// method SpentInPeriod.
type SpentInPeriodOutput struct {
	Period *big.Int
	Spent  *big.Int
}

// UnpackSpentInPeriod is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5846720c.
//
// Solidity: function spentInPeriod(address token) view returns(uint256 period, uint256 spent)
func (depositVaultV2 *DepositVaultV2) UnpackSpentInPeriod(data []byte) (SpentInPeriodOutput, error) {
	out, err := depositVaultV2.abi.Unpack("spentInPeriod", data)
	outstruct := new(SpentInPeriodOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Period = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Spent = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (depositVaultV2 *DepositVaultV2) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := depositVaultV2.abi.Pack("supportsInterface", interfaceId)
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
func (depositVaultV2 *DepositVaultV2) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return depositVaultV2.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (depositVaultV2 *DepositVaultV2) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := depositVaultV2.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ea056a9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sweep(address token, uint256 amount) returns()
func (depositVaultV2 *DepositVaultV2) PackSweep(token common.Address, amount *big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("sweep", token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ea056a9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sweep(address token, uint256 amount) returns()
func (depositVaultV2 *DepositVaultV2) TryPackSweep(token common.Address, amount *big.Int) ([]byte, error) {
	return depositVaultV2.abi.Pack("sweep", token, amount)
}

// PackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasury() view returns(address)
func (depositVaultV2 *DepositVaultV2) PackTreasury() []byte {
	enc, err := depositVaultV2.abi.Pack("treasury")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function treasury() view returns(address)
func (depositVaultV2 *DepositVaultV2) TryPackTreasury() ([]byte, error) {
	return depositVaultV2.abi.Pack("treasury")
}

// UnpackTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d027b3.
//
// Solidity: function treasury() view returns(address)
func (depositVaultV2 *DepositVaultV2) UnpackTreasury(data []byte) (common.Address, error) {
	out, err := depositVaultV2.abi.Unpack("treasury", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackUnpause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3f4ba83a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unpause() returns()
func (depositVaultV2 *DepositVaultV2) PackUnpause() []byte {
	enc, err := depositVaultV2.abi.Pack("unpause")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnpause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3f4ba83a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unpause() returns()
func (depositVaultV2 *DepositVaultV2) TryPackUnpause() ([]byte, error) {
	return depositVaultV2.abi.Pack("unpause")
}

// DepositVaultV2Deposited represents a Deposited event raised by the DepositVaultV2 contract.
type DepositVaultV2Deposited struct {
	SwapId     [32]byte
	Token      common.Address
	Payer      common.Address
	Amount     *big.Int
	DepositId  [32]byte
	DepositKey [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2DepositedEventName = "Deposited"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2Deposited) ContractEventName() string {
	return DepositVaultV2DepositedEventName
}

// UnpackDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposited(bytes32 indexed swapId, address indexed token, address indexed payer, uint256 amount, bytes32 depositId, bytes32 depositKey)
func (depositVaultV2 *DepositVaultV2) UnpackDepositedEvent(log *types.Log) (*DepositVaultV2Deposited, error) {
	event := "Deposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2Deposited)
	if len(log.Data) > 0 {
		if err := depositVaultV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositVaultV2.abi.Events[event].Inputs {
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

// DepositVaultV2Funded represents a Funded event raised by the DepositVaultV2 contract.
type DepositVaultV2Funded struct {
	Token  common.Address
	From   common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2FundedEventName = "Funded"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2Funded) ContractEventName() string {
	return DepositVaultV2FundedEventName
}

// UnpackFundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Funded(address indexed token, address indexed from, uint256 amount)
func (depositVaultV2 *DepositVaultV2) UnpackFundedEvent(log *types.Log) (*DepositVaultV2Funded, error) {
	event := "Funded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2Funded)
	if len(log.Data) > 0 {
		if err := depositVaultV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositVaultV2.abi.Events[event].Inputs {
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

// DepositVaultV2LimitsSet represents a LimitsSet event raised by the DepositVaultV2 contract.
type DepositVaultV2LimitsSet struct {
	Token      common.Address
	PerPayment *big.Int
	PerPeriod  *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2LimitsSetEventName = "LimitsSet"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2LimitsSet) ContractEventName() string {
	return DepositVaultV2LimitsSetEventName
}

// UnpackLimitsSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LimitsSet(address indexed token, uint256 perPayment, uint256 perPeriod)
func (depositVaultV2 *DepositVaultV2) UnpackLimitsSetEvent(log *types.Log) (*DepositVaultV2LimitsSet, error) {
	event := "LimitsSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2LimitsSet)
	if len(log.Data) > 0 {
		if err := depositVaultV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositVaultV2.abi.Events[event].Inputs {
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

// DepositVaultV2Paid represents a Paid event raised by the DepositVaultV2 contract.
type DepositVaultV2Paid struct {
	Key    [32]byte
	Token  common.Address
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2PaidEventName = "Paid"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2Paid) ContractEventName() string {
	return DepositVaultV2PaidEventName
}

// UnpackPaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Paid(bytes32 indexed key, address indexed token, address indexed to, uint256 amount)
func (depositVaultV2 *DepositVaultV2) UnpackPaidEvent(log *types.Log) (*DepositVaultV2Paid, error) {
	event := "Paid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2Paid)
	if len(log.Data) > 0 {
		if err := depositVaultV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositVaultV2.abi.Events[event].Inputs {
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

// DepositVaultV2Paused represents a Paused event raised by the DepositVaultV2 contract.
type DepositVaultV2Paused struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2PausedEventName = "Paused"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2Paused) ContractEventName() string {
	return DepositVaultV2PausedEventName
}

// UnpackPausedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Paused(address account)
func (depositVaultV2 *DepositVaultV2) UnpackPausedEvent(log *types.Log) (*DepositVaultV2Paused, error) {
	event := "Paused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2Paused)
	if len(log.Data) > 0 {
		if err := depositVaultV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositVaultV2.abi.Events[event].Inputs {
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

// DepositVaultV2RoleAdminChanged represents a RoleAdminChanged event raised by the DepositVaultV2 contract.
type DepositVaultV2RoleAdminChanged struct {
	Role              [32]byte
	PreviousAdminRole [32]byte
	NewAdminRole      [32]byte
	Raw               *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2RoleAdminChangedEventName = "RoleAdminChanged"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2RoleAdminChanged) ContractEventName() string {
	return DepositVaultV2RoleAdminChangedEventName
}

// UnpackRoleAdminChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole)
func (depositVaultV2 *DepositVaultV2) UnpackRoleAdminChangedEvent(log *types.Log) (*DepositVaultV2RoleAdminChanged, error) {
	event := "RoleAdminChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2RoleAdminChanged)
	if len(log.Data) > 0 {
		if err := depositVaultV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositVaultV2.abi.Events[event].Inputs {
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

// DepositVaultV2RoleGranted represents a RoleGranted event raised by the DepositVaultV2 contract.
type DepositVaultV2RoleGranted struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2RoleGrantedEventName = "RoleGranted"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2RoleGranted) ContractEventName() string {
	return DepositVaultV2RoleGrantedEventName
}

// UnpackRoleGrantedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)
func (depositVaultV2 *DepositVaultV2) UnpackRoleGrantedEvent(log *types.Log) (*DepositVaultV2RoleGranted, error) {
	event := "RoleGranted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2RoleGranted)
	if len(log.Data) > 0 {
		if err := depositVaultV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositVaultV2.abi.Events[event].Inputs {
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

// DepositVaultV2RoleRevoked represents a RoleRevoked event raised by the DepositVaultV2 contract.
type DepositVaultV2RoleRevoked struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2RoleRevokedEventName = "RoleRevoked"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2RoleRevoked) ContractEventName() string {
	return DepositVaultV2RoleRevokedEventName
}

// UnpackRoleRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)
func (depositVaultV2 *DepositVaultV2) UnpackRoleRevokedEvent(log *types.Log) (*DepositVaultV2RoleRevoked, error) {
	event := "RoleRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2RoleRevoked)
	if len(log.Data) > 0 {
		if err := depositVaultV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositVaultV2.abi.Events[event].Inputs {
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

// DepositVaultV2Swept represents a Swept event raised by the DepositVaultV2 contract.
type DepositVaultV2Swept struct {
	Token    common.Address
	Treasury common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2SweptEventName = "Swept"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2Swept) ContractEventName() string {
	return DepositVaultV2SweptEventName
}

// UnpackSweptEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Swept(address indexed token, address indexed treasury, uint256 amount)
func (depositVaultV2 *DepositVaultV2) UnpackSweptEvent(log *types.Log) (*DepositVaultV2Swept, error) {
	event := "Swept"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2Swept)
	if len(log.Data) > 0 {
		if err := depositVaultV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositVaultV2.abi.Events[event].Inputs {
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

// DepositVaultV2TokenAllowed represents a TokenAllowed event raised by the DepositVaultV2 contract.
type DepositVaultV2TokenAllowed struct {
	Token   common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2TokenAllowedEventName = "TokenAllowed"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2TokenAllowed) ContractEventName() string {
	return DepositVaultV2TokenAllowedEventName
}

// UnpackTokenAllowedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TokenAllowed(address indexed token, bool allowed)
func (depositVaultV2 *DepositVaultV2) UnpackTokenAllowedEvent(log *types.Log) (*DepositVaultV2TokenAllowed, error) {
	event := "TokenAllowed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2TokenAllowed)
	if len(log.Data) > 0 {
		if err := depositVaultV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositVaultV2.abi.Events[event].Inputs {
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

// DepositVaultV2Unpaused represents a Unpaused event raised by the DepositVaultV2 contract.
type DepositVaultV2Unpaused struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2UnpausedEventName = "Unpaused"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2Unpaused) ContractEventName() string {
	return DepositVaultV2UnpausedEventName
}

// UnpackUnpausedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Unpaused(address account)
func (depositVaultV2 *DepositVaultV2) UnpackUnpausedEvent(log *types.Log) (*DepositVaultV2Unpaused, error) {
	event := "Unpaused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2Unpaused)
	if len(log.Data) > 0 {
		if err := depositVaultV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositVaultV2.abi.Events[event].Inputs {
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
func (depositVaultV2 *DepositVaultV2) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["AccessControlBadConfirmation"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackAccessControlBadConfirmationError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["AccessControlUnauthorizedAccount"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackAccessControlUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["AlreadyPaid"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackAlreadyPaidError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["BatchLengthMismatch"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackBatchLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["DepositKeyUsed"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackDepositKeyUsedError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["EnforcedPause"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackEnforcedPauseError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["ExpectedPause"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackExpectedPauseError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackFailedCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["InsufficientBalance"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackInsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["InsufficientVaultBalance"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackInsufficientVaultBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["InvalidRecipient"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackInvalidRecipientError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["NotAContract"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackNotAContractError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["NothingReceived"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackNothingReceivedError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["PaymentCapExceeded"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackPaymentCapExceededError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["PeriodCapExceeded"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackPeriodCapExceededError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["PermitAllowanceTooLow"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackPermitAllowanceTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["TokenNotAllowed"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackTokenNotAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["ValueMismatch"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackValueMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackZeroAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["ZeroKey"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackZeroKeyError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["ZeroSwapId"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackZeroSwapIdError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DepositVaultV2AccessControlBadConfirmation represents a AccessControlBadConfirmation error raised by the DepositVaultV2 contract.
type DepositVaultV2AccessControlBadConfirmation struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlBadConfirmation()
func DepositVaultV2AccessControlBadConfirmationErrorID() common.Hash {
	return common.HexToHash("0x6697b23232a647058342c0724fe7c415cab25915b54e5dbc03f233173d37b41c")
}

// UnpackAccessControlBadConfirmationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlBadConfirmation()
func (depositVaultV2 *DepositVaultV2) UnpackAccessControlBadConfirmationError(raw []byte) (*DepositVaultV2AccessControlBadConfirmation, error) {
	out := new(DepositVaultV2AccessControlBadConfirmation)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "AccessControlBadConfirmation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2AccessControlUnauthorizedAccount represents a AccessControlUnauthorizedAccount error raised by the DepositVaultV2 contract.
type DepositVaultV2AccessControlUnauthorizedAccount struct {
	Account    common.Address
	NeededRole [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func DepositVaultV2AccessControlUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0xe2517d3fbfae6f8515ef5ff1ccedc3933ab0cbbda0b492c06eb54ad10ef03b3e")
}

// UnpackAccessControlUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func (depositVaultV2 *DepositVaultV2) UnpackAccessControlUnauthorizedAccountError(raw []byte) (*DepositVaultV2AccessControlUnauthorizedAccount, error) {
	out := new(DepositVaultV2AccessControlUnauthorizedAccount)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "AccessControlUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2AlreadyPaid represents a AlreadyPaid error raised by the DepositVaultV2 contract.
type DepositVaultV2AlreadyPaid struct {
	Key [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyPaid(bytes32 key)
func DepositVaultV2AlreadyPaidErrorID() common.Hash {
	return common.HexToHash("0xf4b76a0e190620c3521e4dfff16272055d2f85fe92a49677762cbf7ede84fc06")
}

// UnpackAlreadyPaidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyPaid(bytes32 key)
func (depositVaultV2 *DepositVaultV2) UnpackAlreadyPaidError(raw []byte) (*DepositVaultV2AlreadyPaid, error) {
	out := new(DepositVaultV2AlreadyPaid)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "AlreadyPaid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2BatchLengthMismatch represents a BatchLengthMismatch error raised by the DepositVaultV2 contract.
type DepositVaultV2BatchLengthMismatch struct {
	SwapIds     *big.Int
	DepositKeys *big.Int
	Amounts     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BatchLengthMismatch(uint256 swapIds, uint256 depositKeys, uint256 amounts)
func DepositVaultV2BatchLengthMismatchErrorID() common.Hash {
	return common.HexToHash("0xe1ae664b27afd7c02ab82b98fd5a20b7ca504bc10ffc8e755de86968a234c6f9")
}

// UnpackBatchLengthMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BatchLengthMismatch(uint256 swapIds, uint256 depositKeys, uint256 amounts)
func (depositVaultV2 *DepositVaultV2) UnpackBatchLengthMismatchError(raw []byte) (*DepositVaultV2BatchLengthMismatch, error) {
	out := new(DepositVaultV2BatchLengthMismatch)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "BatchLengthMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2DepositKeyUsed represents a DepositKeyUsed error raised by the DepositVaultV2 contract.
type DepositVaultV2DepositKeyUsed struct {
	Payer      common.Address
	DepositKey [32]byte
	DepositId  [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DepositKeyUsed(address payer, bytes32 depositKey, bytes32 depositId)
func DepositVaultV2DepositKeyUsedErrorID() common.Hash {
	return common.HexToHash("0xc2e2363763a392b2628c93f81f744e24d75fe1ef413f5f8eedaefbd1e36bea66")
}

// UnpackDepositKeyUsedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DepositKeyUsed(address payer, bytes32 depositKey, bytes32 depositId)
func (depositVaultV2 *DepositVaultV2) UnpackDepositKeyUsedError(raw []byte) (*DepositVaultV2DepositKeyUsed, error) {
	out := new(DepositVaultV2DepositKeyUsed)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "DepositKeyUsed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2EnforcedPause represents a EnforcedPause error raised by the DepositVaultV2 contract.
type DepositVaultV2EnforcedPause struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EnforcedPause()
func DepositVaultV2EnforcedPauseErrorID() common.Hash {
	return common.HexToHash("0xd93c0665d6c96d04a8f174024fc4ddd66c250604aff22bbec808de86dd3637e3")
}

// UnpackEnforcedPauseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EnforcedPause()
func (depositVaultV2 *DepositVaultV2) UnpackEnforcedPauseError(raw []byte) (*DepositVaultV2EnforcedPause, error) {
	out := new(DepositVaultV2EnforcedPause)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "EnforcedPause", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2ExpectedPause represents a ExpectedPause error raised by the DepositVaultV2 contract.
type DepositVaultV2ExpectedPause struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExpectedPause()
func DepositVaultV2ExpectedPauseErrorID() common.Hash {
	return common.HexToHash("0x8dfc202bcfe9a735b559bee70674422512bc5c30f687046ae8778315fb81da44")
}

// UnpackExpectedPauseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExpectedPause()
func (depositVaultV2 *DepositVaultV2) UnpackExpectedPauseError(raw []byte) (*DepositVaultV2ExpectedPause, error) {
	out := new(DepositVaultV2ExpectedPause)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "ExpectedPause", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2FailedCall represents a FailedCall error raised by the DepositVaultV2 contract.
type DepositVaultV2FailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func DepositVaultV2FailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (depositVaultV2 *DepositVaultV2) UnpackFailedCallError(raw []byte) (*DepositVaultV2FailedCall, error) {
	out := new(DepositVaultV2FailedCall)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2InsufficientBalance represents a InsufficientBalance error raised by the DepositVaultV2 contract.
type DepositVaultV2InsufficientBalance struct {
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func DepositVaultV2InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xcf4791818fba6e019216eb4864093b4947f674afada5d305e57d598b641dad1d")
}

// UnpackInsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func (depositVaultV2 *DepositVaultV2) UnpackInsufficientBalanceError(raw []byte) (*DepositVaultV2InsufficientBalance, error) {
	out := new(DepositVaultV2InsufficientBalance)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2InsufficientVaultBalance represents a InsufficientVaultBalance error raised by the DepositVaultV2 contract.
type DepositVaultV2InsufficientVaultBalance struct {
	Token   common.Address
	Balance *big.Int
	Amount  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientVaultBalance(address token, uint256 balance, uint256 amount)
func DepositVaultV2InsufficientVaultBalanceErrorID() common.Hash {
	return common.HexToHash("0xa343d5e0cb7be9997485b5c7923483a959541282610e658c6b246f5dfa264cd7")
}

// UnpackInsufficientVaultBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientVaultBalance(address token, uint256 balance, uint256 amount)
func (depositVaultV2 *DepositVaultV2) UnpackInsufficientVaultBalanceError(raw []byte) (*DepositVaultV2InsufficientVaultBalance, error) {
	out := new(DepositVaultV2InsufficientVaultBalance)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "InsufficientVaultBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2InvalidRecipient represents a InvalidRecipient error raised by the DepositVaultV2 contract.
type DepositVaultV2InvalidRecipient struct {
	To common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidRecipient(address to)
func DepositVaultV2InvalidRecipientErrorID() common.Hash {
	return common.HexToHash("0x17858bbe33f2abed3758965a9f02dee0a7e83a84b7b813e2a23810c33c0858ea")
}

// UnpackInvalidRecipientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidRecipient(address to)
func (depositVaultV2 *DepositVaultV2) UnpackInvalidRecipientError(raw []byte) (*DepositVaultV2InvalidRecipient, error) {
	out := new(DepositVaultV2InvalidRecipient)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "InvalidRecipient", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2NotAContract represents a NotAContract error raised by the DepositVaultV2 contract.
type DepositVaultV2NotAContract struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAContract(address token)
func DepositVaultV2NotAContractErrorID() common.Hash {
	return common.HexToHash("0x8a8b41ec6b8382733436ac0321a506b0d1e41dc29c8650d1fd1ff17e726ab809")
}

// UnpackNotAContractError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAContract(address token)
func (depositVaultV2 *DepositVaultV2) UnpackNotAContractError(raw []byte) (*DepositVaultV2NotAContract, error) {
	out := new(DepositVaultV2NotAContract)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "NotAContract", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2NothingReceived represents a NothingReceived error raised by the DepositVaultV2 contract.
type DepositVaultV2NothingReceived struct {
	Token     common.Address
	Requested *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingReceived(address token, uint256 requested)
func DepositVaultV2NothingReceivedErrorID() common.Hash {
	return common.HexToHash("0x274e4cdeca1b15a55541aba99e4948f92379a492542cd5876ac00eafd57da59e")
}

// UnpackNothingReceivedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingReceived(address token, uint256 requested)
func (depositVaultV2 *DepositVaultV2) UnpackNothingReceivedError(raw []byte) (*DepositVaultV2NothingReceived, error) {
	out := new(DepositVaultV2NothingReceived)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "NothingReceived", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2PaymentCapExceeded represents a PaymentCapExceeded error raised by the DepositVaultV2 contract.
type DepositVaultV2PaymentCapExceeded struct {
	Token  common.Address
	Amount *big.Int
	Cap    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PaymentCapExceeded(address token, uint256 amount, uint256 cap)
func DepositVaultV2PaymentCapExceededErrorID() common.Hash {
	return common.HexToHash("0xbb58c67c7f8724509e9ae790e372803e980ae0777723cbe4afd1647ebbb9e086")
}

// UnpackPaymentCapExceededError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PaymentCapExceeded(address token, uint256 amount, uint256 cap)
func (depositVaultV2 *DepositVaultV2) UnpackPaymentCapExceededError(raw []byte) (*DepositVaultV2PaymentCapExceeded, error) {
	out := new(DepositVaultV2PaymentCapExceeded)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "PaymentCapExceeded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2PeriodCapExceeded represents a PeriodCapExceeded error raised by the DepositVaultV2 contract.
type DepositVaultV2PeriodCapExceeded struct {
	Token  common.Address
	Period *big.Int
	Spent  *big.Int
	Amount *big.Int
	Cap    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PeriodCapExceeded(address token, uint256 period, uint256 spent, uint256 amount, uint256 cap)
func DepositVaultV2PeriodCapExceededErrorID() common.Hash {
	return common.HexToHash("0x61a010f1fd42a7d8483069edea2a69f06f4a42a4112c13291b94e39f3671fdaa")
}

// UnpackPeriodCapExceededError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PeriodCapExceeded(address token, uint256 period, uint256 spent, uint256 amount, uint256 cap)
func (depositVaultV2 *DepositVaultV2) UnpackPeriodCapExceededError(raw []byte) (*DepositVaultV2PeriodCapExceeded, error) {
	out := new(DepositVaultV2PeriodCapExceeded)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "PeriodCapExceeded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2PermitAllowanceTooLow represents a PermitAllowanceTooLow error raised by the DepositVaultV2 contract.
type DepositVaultV2PermitAllowanceTooLow struct {
	Token     common.Address
	Allowance *big.Int
	Amount    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PermitAllowanceTooLow(address token, uint256 allowance, uint256 amount)
func DepositVaultV2PermitAllowanceTooLowErrorID() common.Hash {
	return common.HexToHash("0x8763532d904c4ced2e0f223dcc214b6a85d60ef63c5e9f8d62174195a20a5074")
}

// UnpackPermitAllowanceTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PermitAllowanceTooLow(address token, uint256 allowance, uint256 amount)
func (depositVaultV2 *DepositVaultV2) UnpackPermitAllowanceTooLowError(raw []byte) (*DepositVaultV2PermitAllowanceTooLow, error) {
	out := new(DepositVaultV2PermitAllowanceTooLow)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "PermitAllowanceTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2ReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the DepositVaultV2 contract.
type DepositVaultV2ReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func DepositVaultV2ReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (depositVaultV2 *DepositVaultV2) UnpackReentrancyGuardReentrantCallError(raw []byte) (*DepositVaultV2ReentrancyGuardReentrantCall, error) {
	out := new(DepositVaultV2ReentrancyGuardReentrantCall)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2SafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the DepositVaultV2 contract.
type DepositVaultV2SafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func DepositVaultV2SafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (depositVaultV2 *DepositVaultV2) UnpackSafeERC20FailedOperationError(raw []byte) (*DepositVaultV2SafeERC20FailedOperation, error) {
	out := new(DepositVaultV2SafeERC20FailedOperation)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2TokenNotAllowed represents a TokenNotAllowed error raised by the DepositVaultV2 contract.
type DepositVaultV2TokenNotAllowed struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenNotAllowed(address token)
func DepositVaultV2TokenNotAllowedErrorID() common.Hash {
	return common.HexToHash("0x94403b7099477045d56a4ad621224a9a16fcb7e4b0d02e508215a9bf747a12d4")
}

// UnpackTokenNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenNotAllowed(address token)
func (depositVaultV2 *DepositVaultV2) UnpackTokenNotAllowedError(raw []byte) (*DepositVaultV2TokenNotAllowed, error) {
	out := new(DepositVaultV2TokenNotAllowed)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "TokenNotAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2ValueMismatch represents a ValueMismatch error raised by the DepositVaultV2 contract.
type DepositVaultV2ValueMismatch struct {
	Expected *big.Int
	Sent     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ValueMismatch(uint256 expected, uint256 sent)
func DepositVaultV2ValueMismatchErrorID() common.Hash {
	return common.HexToHash("0x626ade30b602bf9a3b5aab29d4b89b4e805bf63222f673c9b10b2f6ca4f2b089")
}

// UnpackValueMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ValueMismatch(uint256 expected, uint256 sent)
func (depositVaultV2 *DepositVaultV2) UnpackValueMismatchError(raw []byte) (*DepositVaultV2ValueMismatch, error) {
	out := new(DepositVaultV2ValueMismatch)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "ValueMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2ZeroAddress represents a ZeroAddress error raised by the DepositVaultV2 contract.
type DepositVaultV2ZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func DepositVaultV2ZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (depositVaultV2 *DepositVaultV2) UnpackZeroAddressError(raw []byte) (*DepositVaultV2ZeroAddress, error) {
	out := new(DepositVaultV2ZeroAddress)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2ZeroAmount represents a ZeroAmount error raised by the DepositVaultV2 contract.
type DepositVaultV2ZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func DepositVaultV2ZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (depositVaultV2 *DepositVaultV2) UnpackZeroAmountError(raw []byte) (*DepositVaultV2ZeroAmount, error) {
	out := new(DepositVaultV2ZeroAmount)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2ZeroKey represents a ZeroKey error raised by the DepositVaultV2 contract.
type DepositVaultV2ZeroKey struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroKey()
func DepositVaultV2ZeroKeyErrorID() common.Hash {
	return common.HexToHash("0xfbd849c64583c50579479efaac1ef44e6d9d78379a9ea28aa6150a3b683c09f5")
}

// UnpackZeroKeyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroKey()
func (depositVaultV2 *DepositVaultV2) UnpackZeroKeyError(raw []byte) (*DepositVaultV2ZeroKey, error) {
	out := new(DepositVaultV2ZeroKey)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "ZeroKey", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2ZeroSwapId represents a ZeroSwapId error raised by the DepositVaultV2 contract.
type DepositVaultV2ZeroSwapId struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroSwapId()
func DepositVaultV2ZeroSwapIdErrorID() common.Hash {
	return common.HexToHash("0xcdb32d962e86d80523f5e01b8e93505ad240249498507f65fd285641786971f1")
}

// UnpackZeroSwapIdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroSwapId()
func (depositVaultV2 *DepositVaultV2) UnpackZeroSwapIdError(raw []byte) (*DepositVaultV2ZeroSwapId, error) {
	out := new(DepositVaultV2ZeroSwapId)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "ZeroSwapId", raw); err != nil {
		return nil, err
	}
	return out, nil
}
