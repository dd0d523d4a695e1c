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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"governanceDelay_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AccessControlBadConfirmation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"neededRole\",\"type\":\"bytes32\"}],\"name\":\"AccessControlUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"AdminCannotPay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"AlreadyPaid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swapIds\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"depositKeys\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amounts\",\"type\":\"uint256\"}],\"name\":\"BatchLengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"DepositAlreadyRefunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"DepositKeyUsed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EnforcedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpectedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientVaultBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"limit\",\"type\":\"uint256\"}],\"name\":\"LimitTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"NotAContract\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"NothingReceived\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"NothingToClaim\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"PaymentCapExceeded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"period\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"spent\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"PeriodCapExceeded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PermitAllowanceTooLow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"TokenNotAllowed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"UnknownDeposit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"sent\",\"type\":\"uint256\"}],\"name\":\"ValueMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroKey\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroSwapId\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Claimable\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Claimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Funded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"eta\",\"type\":\"uint256\"}],\"name\":\"LimitsScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"name\":\"LimitsSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Paid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"eta\",\"type\":\"uint256\"}],\"name\":\"PayerScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Swept\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"TokenAllowed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"NATIVE_SEND_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PAYER_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PERIOD\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"allowedToken\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"dest\",\"type\":\"address\"}],\"name\":\"claimTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"}],\"name\":\"deposit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"swapIds\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32[]\",\"name\":\"depositKeys\",\"type\":\"bytes32[]\"},{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"name\":\"depositBatch\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"depositIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"payerKey\",\"type\":\"bytes32\"}],\"name\":\"depositOfKey\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"depositToken\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"depositWithPermit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"governanceDelay\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"limitsOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"paid\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"pay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"payerEta\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"eta\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"pendingLimitsOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"eta\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"refundDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"refunded\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"refundedInPeriod\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"period\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"spent\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"callerConfirmation\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"name\":\"setLimits\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setTokenAllowed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"spentInPeriod\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"period\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"spent\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"sweep\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalOwed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "DepositVaultV2",
	Bin: "0x60c0604052600160065534801561001557600080fd5b5060405161312138038061312183398101604081905261003491610278565b60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556001600160a01b038416158061007557506001600160a01b038316155b8061008757506001600160a01b038216155b156100a55760405163d92e233d60e01b815260040160405180910390fd5b826001600160a01b0316846001600160a01b0316036100e65760405163dec8a12360e01b81526001600160a01b038416600482015260240160405180910390fd5b6001600160a01b03821660805260a0819052610103600085610138565b5061012e7f8ec07e268e32cae7f300b49ad34f20106d088445cb9d9b2d62cbd864638308b284610138565b50505050506102c3565b600061014483836101cc565b6101c2576000838152602081815260408083206001600160a01b03861684529091529020805460ff1916600117905561017a3390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a45060016101c6565b5060005b92915050565b6000828152602081815260408083206001600160a01b038516845290915281205460ff16156101fd575060016101c6565b7f8ec07e268e32cae7f300b49ad34f20106d088445cb9d9b2d62cbd864638308b2831461022c575060006101c6565b6001600160a01b03821660009081526007602052604090205480158015906102545750428111155b949350505050565b80516001600160a01b038116811461027357600080fd5b919050565b6000806000806080858703121561028e57600080fd5b6102978561025c565b93506102a56020860161025c565b92506102b36040860161025c565b6060959095015193969295505050565b60805160a051612e0f610312600039600081816106af01528181610b1f0152818161175301526118a701526000818161043901528181610ffb0152818161107901526110b20152612e0f6000f3fe6080604052600436106102305760003560e01c806376bbf4251161012e578063b4d1d795116100ab578063e7fa9f7d1161006f578063e7fa9f7d14610711578063e98484d014610726578063e9ceb85f14610753578063ec8b674014610766578063f05e0f7e1461078657600080fd5b8063b4d1d79514610670578063b7e7249014610687578063bba329391461069d578063bd66528a146106d1578063d547741f146106f157600080fd5b80639d3a9dc9116100f25780639d3a9dc9146105cc578063a08d5654146105ec578063a217fddf1461060c578063a736cbaf14610621578063add89bb21461064157600080fd5b806376bbf4251461054257806377f050b0146105625780637b1837de146105845780638456cb591461059757806391d14854146105ac57600080fd5b80635675fea7116101bc5780636c886fc4116101805780636c886fc4146104735780636ea056a9146104b25780636ebfd656146104d2578063749944cc146104f2578063756742f81461051257600080fd5b80635675fea71461039a5780635846720c146103c75780635ac005bd146103fc5780635c975abb1461040f57806361d027b31461042757600080fd5b8063248a9ca311610203578063248a9ca3146102e75780632f2ff15d1461032557806336568abe146103455780633f4ba83a1461036557806356340a601461037a57600080fd5b806301ffc9a7146102355780630a83a6ae1461026a57806315f690121461028c578063239d405a146102ac575b600080fd5b34801561024157600080fd5b50610255610250366004612933565b6107b6565b60405190151581526020015b60405180910390f35b34801561027657600080fd5b5061028a610285366004612979565b6107ed565b005b34801561029857600080fd5b5061028a6102a73660046129a5565b61091f565b3480156102b857600080fd5b506102cc6102c73660046129e1565b6109ef565b60408051938452602084019290925290820152606001610261565b3480156102f357600080fd5b506103176103023660046129fc565b60009081526020819052604090206001015490565b604051908152602001610261565b34801561033157600080fd5b5061028a610340366004612979565b610a76565b34801561035157600080fd5b5061028a610360366004612979565b610c20565b34801561037157600080fd5b5061028a610c53565b34801561038657600080fd5b50610317610395366004612a15565b610c69565b3480156103a657600080fd5b506103176103b53660046129fc565b60036020526000908152604090205481565b3480156103d357600080fd5b506103e76103e23660046129e1565b610cc8565b60408051928352602083019190915201610261565b61028a61040a366004612aaf565b610d4b565b34801561041b57600080fd5b5060015460ff16610255565b34801561043357600080fd5b5061045b7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610261565b34801561047f57600080fd5b5061049361048e3660046129fc565b610f54565b604080516001600160a01b039093168352602083019190915201610261565b3480156104be57600080fd5b5061028a6104cd366004612b55565b610f91565b3480156104de57600080fd5b506103e76104ed366004612b7f565b6110ef565b3480156104fe57600080fd5b506103e761050d366004612bbc565b611132565b34801561051e57600080fd5b5061025561052d3660046129e1565b60026020526000908152604090205460ff1681565b34801561054e57600080fd5b5061028a61055d366004612c31565b6112d6565b34801561056e57600080fd5b50610317600080516020612de383398151915281565b61028a610592366004612b55565b6114d6565b3480156105a357600080fd5b5061028a6115c9565b3480156105b857600080fd5b506102556105c7366004612979565b6115dc565b3480156105d857600080fd5b506103e76105e73660046129e1565b61165a565b3480156105f857600080fd5b5061028a610607366004612c65565b61167b565b34801561061857600080fd5b50610317600081565b34801561062d57600080fd5b506103e761063c3660046129e1565b61195c565b34801561064d57600080fd5b5061025561065c3660046129fc565b600090815260056020526040902054151590565b34801561067c57600080fd5b506103176201518081565b34801561069357600080fd5b506103176188b881565b3480156106a957600080fd5b506103177f000000000000000000000000000000000000000000000000000000000000000081565b3480156106dd57600080fd5b5061028a6106ec3660046129fc565b6119c8565b3480156106fd57600080fd5b5061028a61070c366004612979565b611a98565b34801561071d57600080fd5b50610317611abd565b34801561073257600080fd5b506103176107413660046129e1565b60076020526000908152604090205481565b610317610761366004612c98565b611ad3565b34801561077257600080fd5b5061028a610781366004612cba565b611b4c565b34801561079257600080fd5b506102556107a13660046129fc565b60046020526000908152604090205460ff1681565b60006001600160e01b03198216637965db0b60e01b14806107e757506301ffc9a760e01b6001600160e01b03198316145b92915050565b6107f5611d31565b6107fd611d57565b60008061080984610f54565b915091508060000361083657604051635cf7608160e11b8152600481018590526024015b60405180910390fd5b336001600160a01b038316146108685760405163e2517d3f60e01b81523360048201526024810185905260440161082d565b6001600160a01b03831661088f5760405163d92e233d60e01b815260040160405180910390fd5b600084815260056020526040812060019055600680548392906108b3908490612d2a565b90915550506040518181526001600160a01b0384169085907f0508a8b4117d9a7b3d8f5895f6413e61b4f9a2df35afbfb41e78d0ecfff1843f9060200160405180910390a36109028382611d73565b505061091b6001600080516020612dc383398151915255565b5050565b600061092a81611de7565b6001600160a01b0383166109515760405163d92e233d60e01b815260040160405180910390fd5b81801561096657506001600160a01b0383163b155b1561098f576040516322a2d07b60e21b81526001600160a01b038416600482015260240161082d565b6001600160a01b038316600081815260026020908152604091829020805460ff191686151590811790915591519182527f9a8e30a8658b96ab3f034ce4bac6806278b4aee5880ccdd1ac35e4ed5bb31d23910160405180910390a2505050565b6001600160a01b0381166000908152600960209081526040808320815160608101835281548152600182015493810193909352600201549082018190528291829115801590610a42575042816040015111155b15610a5857600080600093509350935050610a6f565b806000015181602001518260400151935093509350505b9193909250565b600082815260208190526040902060010154610a9181611de7565b600080516020612de38339815191528303610ba357610ab16000836115dc565b15610ada5760405163dec8a12360e01b81526001600160a01b038316600482015260240161082d565b610af2600080516020612de3833981519152836115dc565b80610b1457506001600160a01b03821660009081526007602052604090205415155b610c1b576000610b447f000000000000000000000000000000000000000000000000000000000000000042612d3d565b6001600160a01b0384166000818152600760205260409081902083905551919250907f3249e0eec298b966eae1097f9c2ea7cb7c1ab4d86f9a74e3e023fde981e4ebb690610b959084815260200190565b60405180910390a250505050565b82158015610be65750610bc4600080516020612de3833981519152836115dc565b80610be657506001600160a01b03821660009081526007602052604090205415155b15610c0f5760405163dec8a12360e01b81526001600160a01b038316600482015260240161082d565b610c198383611df1565b505b505050565b6001600160a01b0381163314610c495760405163334bd91960e11b815260040160405180910390fd5b610c1b8282611e83565b6000610c5e81611de7565b610c66611f4f565b50565b604080514660208083019190915230828401526001600160a01b039788166060830152608082019690965260a08101949094529190941660c083015260e080830194909452805180830390940184526101009091019052815191012090565b600080610cd86201518042612d50565b6001600160a01b0384166000908152600a602090815260409182902082518084019093525467ffffffffffffffff8116808452600160401b9091046001600160c01b031691830191909152919350908314610d34576000610d3a565b80602001515b6001600160c01b0316915050915091565b610d53611d31565b84801580610d615750838114155b80610d6c5750818114155b15610d9b5760405163e1ae664b60e01b815260048101829052602481018590526044810183905260640161082d565b6000805b82811015610f20576000610dfc8a8a84818110610dbe57610dbe612d72565b90506020020135898985818110610dd757610dd7612d72565b90506020020135888886818110610df057610df0612d72565b90506020020135611fa1565b90506000610e56828c8c86818110610e1657610e16612d72565b905060200201358b8b87818110610e2f57610e2f612d72565b9050602002013560008b8b89818110610e4a57610e4a612d72565b90506020020135612049565b9050868684818110610e6a57610e6a612d72565b9050602002013584610e7c9190612d3d565b93503360008c8c86818110610e9357610e93612d72565b905060200201357f5d71b8b33c5c7785edda318502948f315d7deaf5f648a5b1a05748b3196164688a8a88818110610ecd57610ecd612d72565b90506020020135858e8e8a818110610ee757610ee7612d72565b90506020020135604051610f0e939291909283526020830191909152604082015260600190565b60405180910390a45050600101610d9f565b50348114610f4a57604051630626ade360e41b81526004810182905234602482015260440161082d565b5050505050505050565b600081815260056020526040812054819060018111610f795750600093849350915050565b606081901c946001600160601b039091169350915050565b6000610f9c81611de7565b610fa4611d57565b81600003610fc557604051631f2a200560e01b815260040160405180910390fd5b6000610fd084612074565b905082811015610ff95783818460405163051a1eaf60e51b815260040161082d93929190612d88565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b03167f7b09c29f9106defeccc9ac3b823f3aad0b470d120e5df7aed033b5c43a4bf7188560405161105e91815260200190565b60405180910390a36001600160a01b0384166110a35761109e7f000000000000000000000000000000000000000000000000000000000000000084611d73565b6110d7565b6110d76001600160a01b0385167f000000000000000000000000000000000000000000000000000000000000000085612105565b50610c1b6001600080516020612dc383398151915255565b6000806110fa611d31565b611102611d57565b61110e8686868661213a565b915091506111296001600080516020612dc383398151915255565b94509492505050565b60008061113d611d31565b611145611d57565b6001600160a01b03881660009081526002602052604090205460ff166111895760405163094403b760e41b81526001600160a01b038916600482015260240161082d565b60405163d505accf60e01b8152336004820152306024820152604481018890526064810187905260ff8616608482015260a4810185905260c481018490526001600160a01b0389169063d505accf9060e401600060405180830381600087803b1580156111f557600080fd5b505af1925050508015611206575060015b50604051636eb1769f60e11b81523360048201523060248201526000906001600160a01b038a169063dd62ed3e90604401602060405180830381865afa158015611254573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906112789190612da9565b9050878110156112a157888189604051638763532d60e01b815260040161082d93929190612d88565b6112ad8b8b8b8b61213a565b92509250506112c96001600080516020612dc383398151915255565b9850989650505050505050565b600080516020612de38339815191526112ee81611de7565b6112f6611d31565b6112fe611d57565b8461131c57604051637dec24e360e11b815260040160405180910390fd5b6001600160a01b0383166113435760405163d92e233d60e01b815260040160405180910390fd5b306001600160a01b0384160361137757604051630bc2c5df60e11b81526001600160a01b038416600482015260240161082d565b8160000361139857604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b038416158015906113c957506001600160a01b03841660009081526002602052604090205460ff16155b156113f25760405163094403b760e41b81526001600160a01b038516600482015260240161082d565b6000858152600560205260409020541561142257604051637a5bb50760e11b81526004810186905260240161082d565b6001600160a01b0384166000908152600a60205260409020611445908584612205565b60016005600087815260200190815260200160002081905550826001600160a01b0316846001600160a01b0316867f37db9851b6c9a32f8ddcf4734e6526de7c85268ef735f7883ea70dc8a39c9c85856040516114a491815260200190565b60405180910390a46114b88585858561236a565b6114cf6001600080516020612dc383398151915255565b5050505050565b6114de611d57565b806000036114ff57604051631f2a200560e01b815260040160405180910390fd5b806001600160a01b03831661153c5781341461153757604051630626ade360e41b81526004810183905234602482015260440161082d565b611571565b341561156457604051630626ade360e41b81526000600482015234602482015260440161082d565b61156e838361243e565b90505b60405181815233906001600160a01b038516907f3b5083eec1a1116c56de5d6841cff8efc6a0aec9850e836ec509d6ce024ea5619060200160405180910390a35061091b6001600080516020612dc383398151915255565b60006115d481611de7565b610c66612574565b6000828152602081815260408083206001600160a01b038516845290915281205460ff161561160d575060016107e7565b600080516020612de3833981519152831461162a575060006107e7565b6001600160a01b03821660009081526007602052604090205480158015906116525750428111155b949350505050565b6000806000611668846125af565b8051602090910151909590945092505050565b600061168681611de7565b6001600160c01b038211156116b157604051635d6b903560e11b81526004810183905260240161082d565b6001600160c01b038311156116dc57604051635d6b903560e11b81526004810184905260240161082d565b6001600160a01b0384166000908152600a602052604090206116fd9061266d565b6001600160a01b0384166000908152600b6020526040902061171e9061266d565b6000611729856125af565b6001600160a01b0386166000908152600960205260408120818155600181018290556002015590507f0000000000000000000000000000000000000000000000000000000000000000158061178e57508051841180159061178e575080602001518311155b1561180a5760408051808201825285815260208082018681526001600160a01b038916600081815260088452859020935184559051600190930192909255825187815290810186905290917f95180f961a87161f1ee31a2e7f3e8f67999f6e8142fa725269143a2c9cf03012910160405180910390a250610c19565b600060405180604001604052806118258785600001516126ac565b81526020016118388685602001516126ac565b90526001600160a01b038716600081815260086020908152604091829020845180825585830151600190920182905583519081529182015292935090917f95180f961a87161f1ee31a2e7f3e8f67999f6e8142fa725269143a2c9cf03012910160405180910390a260006118cc7f000000000000000000000000000000000000000000000000000000000000000042612d3d565b604080516060808201835289825260208083018a81528385018681526001600160a01b038e1660008181526009855287902095518655915160018601555160029094019390935583518b81529081018a9052928301849052929350917ff074f3e4415d26f53a21431965428e46f2c2aa9d64129eb4e1fcd4019df0dde7910160405180910390a250505050505050565b60008061196c6201518042612d50565b6001600160a01b0384166000908152600b602090815260409182902082518084019093525467ffffffffffffffff8116808452600160401b9091046001600160c01b031691830191909152919350908314610d34576000610d3a565b6119d0611d31565b6119d8611d57565b6000806119e483610f54565b9150915080600003611a0c57604051635cf7608160e11b81526004810184905260240161082d565b60008381526005602052604081206001905560068054839290611a30908490612d2a565b90915550506040518181526001600160a01b0383169084907f0508a8b4117d9a7b3d8f5895f6413e61b4f9a2df35afbfb41e78d0ecfff1843f9060200160405180910390a3611a7f8282611d73565b5050610c666001600080516020612dc383398151915255565b600082815260208190526040902060010154611ab381611de7565b610c198383611e83565b60006001600654611ace9190612d2a565b905090565b6000611add611d31565b6000611aea848434611fa1565b9050611afa818585600034612049565b6040805134815260208101839052908101859052909250339060009086907f5d71b8b33c5c7785edda318502948f315d7deaf5f648a5b1a05748b3196164689060600160405180910390a45092915050565b600080516020612de3833981519152611b6481611de7565b611b6c611d31565b611b74611d57565b86611b9257604051637dec24e360e11b815260040160405180910390fd5b60008781526005602052604090205415611bc257604051637a5bb50760e11b81526004810188905260240161082d565b6000611bd18787878787610c69565b90508060036000611be28a8a6126c2565b81526020019081526020016000205414611c1257604051631909581760e21b81526004810182905260240161082d565b60008181526004602052604090205460ff1615611c455760405163399afc7d60e01b81526004810182905260240161082d565b6001600160a01b0384166000908152600b60205260409020611c68908585612205565b60008881526005602090815260408083206001908190558484526004835292819020805460ff191690931790925590518481526001600160a01b0389811692908716918b917f37db9851b6c9a32f8ddcf4734e6526de7c85268ef735f7883ea70dc8a39c9c85910160405180910390a4604051889082907e7c875846b687732a7579c19bb1dade66cd14e9f4f809565e2b2b5e76c72b4f90600090a3611d108885898661236a565b50611d286001600080516020612dc383398151915255565b50505050505050565b60015460ff1615611d555760405163d93c066560e01b815260040160405180910390fd5b565b611d5f6126ff565b6002600080516020612dc383398151915255565b80471015611d9d5760405163cf47918160e01b81524760048201526024810182905260440161082d565b611db782826040518060200160405280600081525061272f565b15611dc0575050565b3d15611dce5761091b612746565b60405163d6bda27560e01b815260040160405180910390fd5b610c668133612752565b6000611dfd83836115dc565b611e7b576000838152602081815260408083206001600160a01b03861684529091529020805460ff19166001179055611e333390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a45060016107e7565b5060006107e7565b6000600080516020612de383398151915283148015611eb957506001600160a01b03821660009081526007602052604090205415155b15611f3e576001600160a01b0382166000818152600760209081526040808320839055868352828252808320938352929052205460ff16611f3e57335b6001600160a01b0316826001600160a01b0316847ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b60405160405180910390a45060016107e7565b611f48838361278b565b9392505050565b611f576127ca565b6001805460ff191690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa335b6040516001600160a01b03909116815260200160405180910390a1565b600081600003611fc457604051631f2a200560e01b815260040160405180910390fd5b83611fe2576040516366d996cb60e11b815260040160405180910390fd5b8261200057604051637dec24e360e11b815260040160405180910390fd5b61200a33846126c2565b60008181526003602052604090205490915080156120415733848260405163c2e2363760e01b815260040161082d93929190612d88565b509392505050565b60006120583385878686610c69565b6000968752600360205260409096208690555093949350505050565b60006001600160a01b03821661209d5760016006546120939190612d2a565b6107e79047612d2a565b6040516370a0823160e01b81523060048201526001600160a01b038316906370a0823190602401602060405180830381865afa1580156120e1573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906107e79190612da9565b61211283838360016127ed565b610c1b57604051635274afe760e01b81526001600160a01b038416600482015260240161082d565b6001600160a01b038216600090815260026020526040812054819060ff166121805760405163094403b760e41b81526001600160a01b038516600482015260240161082d565b600061218d878786611fa1565b9050612199858561243e565b91506121a88188888886612049565b604080518481526020810183905290810188905290935033906001600160a01b0387169089907f5d71b8b33c5c7785edda318502948f315d7deaf5f648a5b1a05748b3196164689060600160405180910390a45094509492505050565b6000612210836125af565b805190915082111561223c578051604051632ed6319f60e21b815261082d918591859190600401612d88565b600061224b6201518042612d50565b855490915060009067ffffffffffffffff16821461226a57600061227d565b8554600160401b90046001600160c01b03165b6001600160c01b03169050826020015184826122999190612d3d565b11156122e55760208301516040516361a010f160e01b81526001600160a01b0387166004820152602481018490526044810183905260648101869052608481019190915260a40161082d565b60006122f086612074565b9050848110156123195785818660405163051a1eaf60e51b815260040161082d93929190612d88565b865467ffffffffffffffff191667ffffffffffffffff841617875561233e8583612d3d565b87546001600160c01b0391909116600160401b0267ffffffffffffffff90911617909655505050505050565b6001600160a01b038316156123925761238d6001600160a01b0384168383612105565b610c19565b60006188b881808080868886f1915081612436576123af83612853565b6001600160601b03166060856001600160a01b0316901b17600560008881526020019081526020016000208190555082600660008282546123f09190612d3d565b90915550506040518381526001600160a01b0385169087907fa448ee5bd6ad4ce3219318012384c971ac5cbee0bbc2f79dce526b60284250bf9060200160405180910390a35b505050505050565b6040516370a0823160e01b815230600482015260009081906001600160a01b038516906370a0823190602401602060405180830381865afa158015612487573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906124ab9190612da9565b90506124c26001600160a01b03851633308661288b565b6040516370a0823160e01b81523060048201526000906001600160a01b038616906370a0823190602401602060405180830381865afa158015612509573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061252d9190612da9565b9050818111612561576040516313a7266f60e11b81526001600160a01b03861660048201526024810185905260440161082d565b61256b8282612d2a565b95945050505050565b61257c611d31565b6001805460ff1916811790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a25833611f84565b604080518082018252600080825260208083018290526001600160a01b038516825260098152908390208351606081018552815481526001820154928101929092526002015492810183905290911580159061260f575042816040015111155b15612639576040518060400160405280826000015181526020018260200151815250915050919050565b50506001600160a01b0316600090815260086020908152604091829020825180840190935280548352600101549082015290565b805467ffffffffffffffff16600003610c665761268d6201518042612d50565b815467ffffffffffffffff191667ffffffffffffffff91909116179055565b60008183106126bb5781611f48565b5090919050565b604080516001600160a01b038416602082015290810182905260009060600160405160208183030381529060405280519060200120905092915050565b600080516020612dc383398151915254600203611d5557604051633ee5aeb560e01b815260040160405180910390fd5b600080600083516020850186885af1949350505050565b6040513d6000823e3d81fd5b61275c82826115dc565b61091b5760405163e2517d3f60e01b81526001600160a01b03821660048201526024810183905260440161082d565b600061279783836115dc565b15611e7b576000838152602081815260408083206001600160a01b03861684529091529020805460ff1916905533611ef6565b60015460ff16611d5557604051638dfc202b60e01b815260040160405180910390fd5b60405163a9059cbb60e01b60008181526001600160a01b038616600452602485905291602083604481808b5af19250600160005114831661284757838315161561283a573d6000823e3d81fd5b6000873b113d1516831692505b60405250949350505050565b60006001600160601b03821115612887576040516306dfcc6560e41b8152606060048201526024810183905260440161082d565b5090565b6128998484848460016128c1565b610c1957604051635274afe760e01b81526001600160a01b038516600482015260240161082d565b6040516323b872dd60e01b60008181526001600160a01b038781166004528616602452604485905291602083606481808c5af192506001600051148316612921578383151615612914573d6000823e3d81fd5b6000883b113d1516831692505b60405250600060605295945050505050565b60006020828403121561294557600080fd5b81356001600160e01b031981168114611f4857600080fd5b80356001600160a01b038116811461297457600080fd5b919050565b6000806040838503121561298c57600080fd5b8235915061299c6020840161295d565b90509250929050565b600080604083850312156129b857600080fd5b6129c18361295d565b9150602083013580151581146129d657600080fd5b809150509250929050565b6000602082840312156129f357600080fd5b611f488261295d565b600060208284031215612a0e57600080fd5b5035919050565b600080600080600060a08688031215612a2d57600080fd5b612a368661295d565b94506020860135935060408601359250612a526060870161295d565b949793965091946080013592915050565b60008083601f840112612a7557600080fd5b50813567ffffffffffffffff811115612a8d57600080fd5b6020830191508360208260051b8501011115612aa857600080fd5b9250929050565b60008060008060008060608789031215612ac857600080fd5b863567ffffffffffffffff811115612adf57600080fd5b612aeb89828a01612a63565b909750955050602087013567ffffffffffffffff811115612b0b57600080fd5b612b1789828a01612a63565b909550935050604087013567ffffffffffffffff811115612b3757600080fd5b612b4389828a01612a63565b979a9699509497509295939492505050565b60008060408385031215612b6857600080fd5b612b718361295d565b946020939093013593505050565b60008060008060808587031215612b9557600080fd5b8435935060208501359250612bac6040860161295d565b9396929550929360600135925050565b600080600080600080600080610100898b031215612bd957600080fd5b8835975060208901359650612bf060408a0161295d565b9550606089013594506080890135935060a089013560ff81168114612c1457600080fd5b979a969950949793969295929450505060c08201359160e0013590565b60008060008060808587031215612c4757600080fd5b84359350612c576020860161295d565b9250612bac6040860161295d565b600080600060608486031215612c7a57600080fd5b612c838461295d565b95602085013595506040909401359392505050565b60008060408385031215612cab57600080fd5b50508035926020909101359150565b60008060008060008060c08789031215612cd357600080fd5b86359550612ce36020880161295d565b94506040870135935060608701359250612cff6080880161295d565b9598949750929591949360a090920135925050565b634e487b7160e01b600052601160045260246000fd5b818103818111156107e7576107e7612d14565b808201808211156107e7576107e7612d14565b600082612d6d57634e487b7160e01b600052601260045260246000fd5b500490565b634e487b7160e01b600052603260045260246000fd5b6001600160a01b039390931683526020830191909152604082015260600190565b600060208284031215612dbb57600080fd5b505191905056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f008ec07e268e32cae7f300b49ad34f20106d088445cb9d9b2d62cbd864638308b2a164736f6c6343000825000a",
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
// Solidity: constructor(address admin, address payer, address treasury_, uint256 governanceDelay_) returns()
func (depositVaultV2 *DepositVaultV2) PackConstructor(admin common.Address, payer common.Address, treasury_ common.Address, governanceDelay_ *big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("", admin, payer, treasury_, governanceDelay_)
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

// PackNATIVESENDGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7e72490.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function NATIVE_SEND_GAS() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) PackNATIVESENDGAS() []byte {
	enc, err := depositVaultV2.abi.Pack("NATIVE_SEND_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNATIVESENDGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7e72490.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function NATIVE_SEND_GAS() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) TryPackNATIVESENDGAS() ([]byte, error) {
	return depositVaultV2.abi.Pack("NATIVE_SEND_GAS")
}

// UnpackNATIVESENDGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb7e72490.
//
// Solidity: function NATIVE_SEND_GAS() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) UnpackNATIVESENDGAS(data []byte) (*big.Int, error) {
	out, err := depositVaultV2.abi.Unpack("NATIVE_SEND_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd66528a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim(bytes32 key) returns()
func (depositVaultV2 *DepositVaultV2) PackClaim(key [32]byte) []byte {
	enc, err := depositVaultV2.abi.Pack("claim", key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd66528a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim(bytes32 key) returns()
func (depositVaultV2 *DepositVaultV2) TryPackClaim(key [32]byte) ([]byte, error) {
	return depositVaultV2.abi.Pack("claim", key)
}

// PackClaimTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a83a6ae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimTo(bytes32 key, address dest) returns()
func (depositVaultV2 *DepositVaultV2) PackClaimTo(key [32]byte, dest common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("claimTo", key, dest)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a83a6ae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimTo(bytes32 key, address dest) returns()
func (depositVaultV2 *DepositVaultV2) TryPackClaimTo(key [32]byte, dest common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("claimTo", key, dest)
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
// the contract method with ID 0x56340a60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositIdOf(address payer, bytes32 depositKey, bytes32 swapId, address token, uint256 amount) view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) PackDepositIdOf(payer common.Address, depositKey [32]byte, swapId [32]byte, token common.Address, amount *big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("depositIdOf", payer, depositKey, swapId, token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56340a60.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositIdOf(address payer, bytes32 depositKey, bytes32 swapId, address token, uint256 amount) view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) TryPackDepositIdOf(payer common.Address, depositKey [32]byte, swapId [32]byte, token common.Address, amount *big.Int) ([]byte, error) {
	return depositVaultV2.abi.Pack("depositIdOf", payer, depositKey, swapId, token, amount)
}

// UnpackDepositIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56340a60.
//
// Solidity: function depositIdOf(address payer, bytes32 depositKey, bytes32 swapId, address token, uint256 amount) view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) UnpackDepositIdOf(data []byte) ([32]byte, error) {
	out, err := depositVaultV2.abi.Unpack("depositIdOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDepositOfKey is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5675fea7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositOfKey(bytes32 payerKey) view returns(bytes32 depositId)
func (depositVaultV2 *DepositVaultV2) PackDepositOfKey(payerKey [32]byte) []byte {
	enc, err := depositVaultV2.abi.Pack("depositOfKey", payerKey)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositOfKey is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5675fea7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositOfKey(bytes32 payerKey) view returns(bytes32 depositId)
func (depositVaultV2 *DepositVaultV2) TryPackDepositOfKey(payerKey [32]byte) ([]byte, error) {
	return depositVaultV2.abi.Pack("depositOfKey", payerKey)
}

// UnpackDepositOfKey is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5675fea7.
//
// Solidity: function depositOfKey(bytes32 payerKey) view returns(bytes32 depositId)
func (depositVaultV2 *DepositVaultV2) UnpackDepositOfKey(data []byte) ([32]byte, error) {
	out, err := depositVaultV2.abi.Unpack("depositOfKey", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
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

// PackGovernanceDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbba32939.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function governanceDelay() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) PackGovernanceDelay() []byte {
	enc, err := depositVaultV2.abi.Pack("governanceDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGovernanceDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbba32939.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function governanceDelay() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) TryPackGovernanceDelay() ([]byte, error) {
	return depositVaultV2.abi.Pack("governanceDelay")
}

// UnpackGovernanceDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbba32939.
//
// Solidity: function governanceDelay() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) UnpackGovernanceDelay(data []byte) (*big.Int, error) {
	out, err := depositVaultV2.abi.Unpack("governanceDelay", data)
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

// PackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c886fc4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owed(bytes32 key) view returns(address to, uint256 amount)
func (depositVaultV2 *DepositVaultV2) PackOwed(key [32]byte) []byte {
	enc, err := depositVaultV2.abi.Pack("owed", key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c886fc4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owed(bytes32 key) view returns(address to, uint256 amount)
func (depositVaultV2 *DepositVaultV2) TryPackOwed(key [32]byte) ([]byte, error) {
	return depositVaultV2.abi.Pack("owed", key)
}

// OwedOutput serves as a container for the return parameters of contract
// method Owed.
type OwedOutput struct {
	To     common.Address
	Amount *big.Int
}

// UnpackOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6c886fc4.
//
// Solidity: function owed(bytes32 key) view returns(address to, uint256 amount)
func (depositVaultV2 *DepositVaultV2) UnpackOwed(data []byte) (OwedOutput, error) {
	out, err := depositVaultV2.abi.Unpack("owed", data)
	outstruct := new(OwedOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.To = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Amount = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
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

// PackPayerEta is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe98484d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payerEta(address account) view returns(uint256 eta)
func (depositVaultV2 *DepositVaultV2) PackPayerEta(account common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("payerEta", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayerEta is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe98484d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payerEta(address account) view returns(uint256 eta)
func (depositVaultV2 *DepositVaultV2) TryPackPayerEta(account common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("payerEta", account)
}

// UnpackPayerEta is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe98484d0.
//
// Solidity: function payerEta(address account) view returns(uint256 eta)
func (depositVaultV2 *DepositVaultV2) UnpackPayerEta(data []byte) (*big.Int, error) {
	out, err := depositVaultV2.abi.Unpack("payerEta", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPendingLimitsOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x239d405a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingLimitsOf(address token) view returns(uint256 perPayment, uint256 perPeriod, uint256 eta)
func (depositVaultV2 *DepositVaultV2) PackPendingLimitsOf(token common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("pendingLimitsOf", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingLimitsOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x239d405a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingLimitsOf(address token) view returns(uint256 perPayment, uint256 perPeriod, uint256 eta)
func (depositVaultV2 *DepositVaultV2) TryPackPendingLimitsOf(token common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("pendingLimitsOf", token)
}

// PendingLimitsOfOutput serves as a container for the return parameters of contract
// method PendingLimitsOf.
type PendingLimitsOfOutput struct {
	PerPayment *big.Int
	PerPeriod  *big.Int
	Eta        *big.Int
}

// UnpackPendingLimitsOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x239d405a.
//
// Solidity: function pendingLimitsOf(address token) view returns(uint256 perPayment, uint256 perPeriod, uint256 eta)
func (depositVaultV2 *DepositVaultV2) UnpackPendingLimitsOf(data []byte) (PendingLimitsOfOutput, error) {
	out, err := depositVaultV2.abi.Unpack("pendingLimitsOf", data)
	outstruct := new(PendingLimitsOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.PerPayment = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.PerPeriod = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Eta = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackRefundDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec8b6740.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refundDeposit(bytes32 key, address payer, bytes32 depositKey, bytes32 swapId, address token, uint256 amount) returns()
func (depositVaultV2 *DepositVaultV2) PackRefundDeposit(key [32]byte, payer common.Address, depositKey [32]byte, swapId [32]byte, token common.Address, amount *big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("refundDeposit", key, payer, depositKey, swapId, token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefundDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec8b6740.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refundDeposit(bytes32 key, address payer, bytes32 depositKey, bytes32 swapId, address token, uint256 amount) returns()
func (depositVaultV2 *DepositVaultV2) TryPackRefundDeposit(key [32]byte, payer common.Address, depositKey [32]byte, swapId [32]byte, token common.Address, amount *big.Int) ([]byte, error) {
	return depositVaultV2.abi.Pack("refundDeposit", key, payer, depositKey, swapId, token, amount)
}

// PackRefunded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf05e0f7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refunded(bytes32 depositId) view returns(bool)
func (depositVaultV2 *DepositVaultV2) PackRefunded(depositId [32]byte) []byte {
	enc, err := depositVaultV2.abi.Pack("refunded", depositId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefunded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf05e0f7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refunded(bytes32 depositId) view returns(bool)
func (depositVaultV2 *DepositVaultV2) TryPackRefunded(depositId [32]byte) ([]byte, error) {
	return depositVaultV2.abi.Pack("refunded", depositId)
}

// UnpackRefunded is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf05e0f7e.
//
// Solidity: function refunded(bytes32 depositId) view returns(bool)
func (depositVaultV2 *DepositVaultV2) UnpackRefunded(data []byte) (bool, error) {
	out, err := depositVaultV2.abi.Unpack("refunded", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackRefundedInPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa736cbaf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refundedInPeriod(address token) view returns(uint256 period, uint256 spent)
func (depositVaultV2 *DepositVaultV2) PackRefundedInPeriod(token common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("refundedInPeriod", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefundedInPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa736cbaf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refundedInPeriod(address token) view returns(uint256 period, uint256 spent)
func (depositVaultV2 *DepositVaultV2) TryPackRefundedInPeriod(token common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("refundedInPeriod", token)
}

// RefundedInPeriodOutput serves as a container for the return parameters of contract
// method RefundedInPeriod.
type RefundedInPeriodOutput struct {
	Period *big.Int
	Spent  *big.Int
}

// UnpackRefundedInPeriod is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa736cbaf.
//
// Solidity: function refundedInPeriod(address token) view returns(uint256 period, uint256 spent)
func (depositVaultV2 *DepositVaultV2) UnpackRefundedInPeriod(data []byte) (RefundedInPeriodOutput, error) {
	out, err := depositVaultV2.abi.Unpack("refundedInPeriod", data)
	outstruct := new(RefundedInPeriodOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Period = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Spent = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
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

// PackTotalOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7fa9f7d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalOwed() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) PackTotalOwed() []byte {
	enc, err := depositVaultV2.abi.Pack("totalOwed")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7fa9f7d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalOwed() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) TryPackTotalOwed() ([]byte, error) {
	return depositVaultV2.abi.Pack("totalOwed")
}

// UnpackTotalOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe7fa9f7d.
//
// Solidity: function totalOwed() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) UnpackTotalOwed(data []byte) (*big.Int, error) {
	out, err := depositVaultV2.abi.Unpack("totalOwed", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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

// DepositVaultV2Claimable represents a Claimable event raised by the DepositVaultV2 contract.
type DepositVaultV2Claimable struct {
	Key    [32]byte
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2ClaimableEventName = "Claimable"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2Claimable) ContractEventName() string {
	return DepositVaultV2ClaimableEventName
}

// UnpackClaimableEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Claimable(bytes32 indexed key, address indexed to, uint256 amount)
func (depositVaultV2 *DepositVaultV2) UnpackClaimableEvent(log *types.Log) (*DepositVaultV2Claimable, error) {
	event := "Claimable"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2Claimable)
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

// DepositVaultV2Claimed represents a Claimed event raised by the DepositVaultV2 contract.
type DepositVaultV2Claimed struct {
	Key    [32]byte
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2ClaimedEventName = "Claimed"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2Claimed) ContractEventName() string {
	return DepositVaultV2ClaimedEventName
}

// UnpackClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Claimed(bytes32 indexed key, address indexed to, uint256 amount)
func (depositVaultV2 *DepositVaultV2) UnpackClaimedEvent(log *types.Log) (*DepositVaultV2Claimed, error) {
	event := "Claimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2Claimed)
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

// DepositVaultV2LimitsScheduled represents a LimitsScheduled event raised by the DepositVaultV2 contract.
type DepositVaultV2LimitsScheduled struct {
	Token      common.Address
	PerPayment *big.Int
	PerPeriod  *big.Int
	Eta        *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2LimitsScheduledEventName = "LimitsScheduled"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2LimitsScheduled) ContractEventName() string {
	return DepositVaultV2LimitsScheduledEventName
}

// UnpackLimitsScheduledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LimitsScheduled(address indexed token, uint256 perPayment, uint256 perPeriod, uint256 eta)
func (depositVaultV2 *DepositVaultV2) UnpackLimitsScheduledEvent(log *types.Log) (*DepositVaultV2LimitsScheduled, error) {
	event := "LimitsScheduled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2LimitsScheduled)
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

// DepositVaultV2PayerScheduled represents a PayerScheduled event raised by the DepositVaultV2 contract.
type DepositVaultV2PayerScheduled struct {
	Account common.Address
	Eta     *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2PayerScheduledEventName = "PayerScheduled"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2PayerScheduled) ContractEventName() string {
	return DepositVaultV2PayerScheduledEventName
}

// UnpackPayerScheduledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PayerScheduled(address indexed account, uint256 eta)
func (depositVaultV2 *DepositVaultV2) UnpackPayerScheduledEvent(log *types.Log) (*DepositVaultV2PayerScheduled, error) {
	event := "PayerScheduled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2PayerScheduled)
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

// DepositVaultV2Refunded represents a Refunded event raised by the DepositVaultV2 contract.
type DepositVaultV2Refunded struct {
	DepositId [32]byte
	Key       [32]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2RefundedEventName = "Refunded"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2Refunded) ContractEventName() string {
	return DepositVaultV2RefundedEventName
}

// UnpackRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Refunded(bytes32 indexed depositId, bytes32 indexed key)
func (depositVaultV2 *DepositVaultV2) UnpackRefundedEvent(log *types.Log) (*DepositVaultV2Refunded, error) {
	event := "Refunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2Refunded)
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
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["AdminCannotPay"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackAdminCannotPayError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["AlreadyPaid"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackAlreadyPaidError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["BatchLengthMismatch"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackBatchLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["DepositAlreadyRefunded"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackDepositAlreadyRefundedError(raw[4:])
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
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["LimitTooLarge"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackLimitTooLargeError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["NotAContract"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackNotAContractError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["NothingReceived"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackNothingReceivedError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["NothingToClaim"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackNothingToClaimError(raw[4:])
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
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["TokenNotAllowed"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackTokenNotAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["UnknownDeposit"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackUnknownDepositError(raw[4:])
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

// DepositVaultV2AdminCannotPay represents a AdminCannotPay error raised by the DepositVaultV2 contract.
type DepositVaultV2AdminCannotPay struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AdminCannotPay(address account)
func DepositVaultV2AdminCannotPayErrorID() common.Hash {
	return common.HexToHash("0xdec8a123140703c3691fb73829cf865d55c5dec9babdf8859a834c7992aa4e92")
}

// UnpackAdminCannotPayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AdminCannotPay(address account)
func (depositVaultV2 *DepositVaultV2) UnpackAdminCannotPayError(raw []byte) (*DepositVaultV2AdminCannotPay, error) {
	out := new(DepositVaultV2AdminCannotPay)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "AdminCannotPay", raw); err != nil {
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

// DepositVaultV2DepositAlreadyRefunded represents a DepositAlreadyRefunded error raised by the DepositVaultV2 contract.
type DepositVaultV2DepositAlreadyRefunded struct {
	DepositId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DepositAlreadyRefunded(bytes32 depositId)
func DepositVaultV2DepositAlreadyRefundedErrorID() common.Hash {
	return common.HexToHash("0x399afc7dececd6fd61f232a4802e844bbbcda935edd136118586c24489bf4e35")
}

// UnpackDepositAlreadyRefundedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DepositAlreadyRefunded(bytes32 depositId)
func (depositVaultV2 *DepositVaultV2) UnpackDepositAlreadyRefundedError(raw []byte) (*DepositVaultV2DepositAlreadyRefunded, error) {
	out := new(DepositVaultV2DepositAlreadyRefunded)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "DepositAlreadyRefunded", raw); err != nil {
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

// DepositVaultV2LimitTooLarge represents a LimitTooLarge error raised by the DepositVaultV2 contract.
type DepositVaultV2LimitTooLarge struct {
	Limit *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LimitTooLarge(uint256 limit)
func DepositVaultV2LimitTooLargeErrorID() common.Hash {
	return common.HexToHash("0xbad7206aaaf851e6072c906fc3d2c5b92b07bd59a20dbb92e8a232b9a28a1525")
}

// UnpackLimitTooLargeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LimitTooLarge(uint256 limit)
func (depositVaultV2 *DepositVaultV2) UnpackLimitTooLargeError(raw []byte) (*DepositVaultV2LimitTooLarge, error) {
	out := new(DepositVaultV2LimitTooLarge)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "LimitTooLarge", raw); err != nil {
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

// DepositVaultV2NothingToClaim represents a NothingToClaim error raised by the DepositVaultV2 contract.
type DepositVaultV2NothingToClaim struct {
	Key [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToClaim(bytes32 key)
func DepositVaultV2NothingToClaimErrorID() common.Hash {
	return common.HexToHash("0xb9eec102e7214fd8c2f304a3e53cf09864b0a6b0699d2dc187662fd9699f1ef2")
}

// UnpackNothingToClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToClaim(bytes32 key)
func (depositVaultV2 *DepositVaultV2) UnpackNothingToClaimError(raw []byte) (*DepositVaultV2NothingToClaim, error) {
	out := new(DepositVaultV2NothingToClaim)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "NothingToClaim", raw); err != nil {
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

// DepositVaultV2SafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the DepositVaultV2 contract.
type DepositVaultV2SafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func DepositVaultV2SafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (depositVaultV2 *DepositVaultV2) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*DepositVaultV2SafeCastOverflowedUintDowncast, error) {
	out := new(DepositVaultV2SafeCastOverflowedUintDowncast)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
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

// DepositVaultV2UnknownDeposit represents a UnknownDeposit error raised by the DepositVaultV2 contract.
type DepositVaultV2UnknownDeposit struct {
	DepositId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownDeposit(bytes32 depositId)
func DepositVaultV2UnknownDepositErrorID() common.Hash {
	return common.HexToHash("0x6425605c24c74cef4d6d62754dfbf45272d048935bc22c0e51b069588aec3a3f")
}

// UnpackUnknownDepositError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownDeposit(bytes32 depositId)
func (depositVaultV2 *DepositVaultV2) UnpackUnknownDepositError(raw []byte) (*DepositVaultV2UnknownDeposit, error) {
	out := new(DepositVaultV2UnknownDeposit)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "UnknownDeposit", raw); err != nil {
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
