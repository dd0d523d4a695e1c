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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"governanceDelay_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AccessControlBadConfirmation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"neededRole\",\"type\":\"bytes32\"}],\"name\":\"AccessControlUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"AdminCannotPay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"AlreadyPaid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swapIds\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"depositKeys\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amounts\",\"type\":\"uint256\"}],\"name\":\"BatchLengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"DepositAlreadyRefunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"DepositKeyUsed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EnforcedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpectedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientVaultBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"limit\",\"type\":\"uint256\"}],\"name\":\"LimitTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"NotAContract\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"NothingReceived\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"NothingToClaim\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"keys\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"tokens\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"tos\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amounts\",\"type\":\"uint256\"}],\"name\":\"PayBatchMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"PaymentCapExceeded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"period\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"spent\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"PeriodCapExceeded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PermitAllowanceTooLow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"TokenNotAllowed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"UnknownDeposit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"sent\",\"type\":\"uint256\"}],\"name\":\"ValueMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroKey\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroSwapId\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Claimable\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Claimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Funded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"eta\",\"type\":\"uint256\"}],\"name\":\"LimitsScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"name\":\"LimitsSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Paid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"eta\",\"type\":\"uint256\"}],\"name\":\"PayerScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"PaymentSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Swept\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"TokenAllowed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PAY_BATCH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"NATIVE_SEND_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PAYER_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PERIOD\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"allowedToken\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"dest\",\"type\":\"address\"}],\"name\":\"claimTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"}],\"name\":\"deposit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"swapIds\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32[]\",\"name\":\"depositKeys\",\"type\":\"bytes32[]\"},{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"name\":\"depositBatch\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"depositIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"payerKey\",\"type\":\"bytes32\"}],\"name\":\"depositOfKey\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"depositToken\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"depositWithPermit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"governanceDelay\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"limitsOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"paid\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"pay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"keys\",\"type\":\"bytes32[]\"},{\"internalType\":\"address[]\",\"name\":\"tokens\",\"type\":\"address[]\"},{\"internalType\":\"address[]\",\"name\":\"tos\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"name\":\"payBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"payerEta\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"eta\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"pendingLimitsOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"eta\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"refundDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"refunded\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"refundedInPeriod\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"period\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"spent\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"callerConfirmation\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"name\":\"setLimits\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setTokenAllowed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"spentInPeriod\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"period\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"spent\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"sweep\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalOwed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "DepositVaultV2",
	Bin: "0x60c0604052600160065534801561001557600080fd5b5060405161343238038061343283398101604081905261003491610278565b60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556001600160a01b038416158061007557506001600160a01b038316155b8061008757506001600160a01b038216155b156100a55760405163d92e233d60e01b815260040160405180910390fd5b826001600160a01b0316846001600160a01b0316036100e65760405163dec8a12360e01b81526001600160a01b038416600482015260240160405180910390fd5b6001600160a01b03821660805260a0819052610103600085610138565b5061012e7f8ec07e268e32cae7f300b49ad34f20106d088445cb9d9b2d62cbd864638308b284610138565b50505050506102c3565b600061014483836101cc565b6101c2576000838152602081815260408083206001600160a01b03861684529091529020805460ff1916600117905561017a3390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a45060016101c6565b5060005b92915050565b6000828152602081815260408083206001600160a01b038516845290915281205460ff16156101fd575060016101c6565b7f8ec07e268e32cae7f300b49ad34f20106d088445cb9d9b2d62cbd864638308b2831461022c575060006101c6565b6001600160a01b03821660009081526007602052604090205480158015906102545750428111155b949350505050565b80516001600160a01b038116811461027357600080fd5b919050565b6000806000806080858703121561028e57600080fd5b6102978561025c565b93506102a56020860161025c565b92506102b36040860161025c565b6060959095015193969295505050565b60805160a051613120610312600039600081816106fa01528181610b6a015281816117f8015261194c0152600081816104840152818161121e0152818161129c01526112d501526131206000f3fe6080604052600436106102465760003560e01c8063756742f811610139578063add89bb2116100b6578063d547741f1161007a578063d547741f1461073c578063e7fa9f7d1461075c578063e98484d014610771578063e9ceb85f1461079e578063ec8b6740146107b1578063f05e0f7e146107d157600080fd5b8063add89bb21461068c578063b4d1d795146106bb578063b7e72490146106d2578063bba32939146106e8578063bd66528a1461071c57600080fd5b806391d14854116100fd57806391d14854146105f75780639d3a9dc914610617578063a08d565414610637578063a217fddf14610657578063a736cbaf1461066c57600080fd5b8063756742f81461055d57806376bbf4251461058d57806377f050b0146105ad5780637b1837de146105cf5780638456cb59146105e257600080fd5b806356340a60116101c757806361d027b31161018b57806361d027b3146104725780636c886fc4146104be5780636ea056a9146104fd5780636ebfd6561461051d578063749944cc1461053d57600080fd5b806356340a60146103c55780635675fea7146103e55780635846720c146104125780635ac005bd146104475780635c975abb1461045a57600080fd5b80632f2ff15d1161020e5780632f2ff15d1461033b578063343551011461035b57806336568abe146103705780633f4ba83a14610390578063410f8cb9146103a557600080fd5b806301ffc9a71461024b5780630a83a6ae1461028057806315f69012146102a2578063239d405a146102c2578063248a9ca3146102fd575b600080fd5b34801561025757600080fd5b5061026b610266366004612b5c565b610801565b60405190151581526020015b60405180910390f35b34801561028c57600080fd5b506102a061029b366004612ba2565b610838565b005b3480156102ae57600080fd5b506102a06102bd366004612bce565b61096a565b3480156102ce57600080fd5b506102e26102dd366004612c0a565b610a3a565b60408051938452602084019290925290820152606001610277565b34801561030957600080fd5b5061032d610318366004612c25565b60009081526020819052604090206001015490565b604051908152602001610277565b34801561034757600080fd5b506102a0610356366004612ba2565b610ac1565b34801561036757600080fd5b5061032d606481565b34801561037c57600080fd5b506102a061038b366004612ba2565b610c6b565b34801561039c57600080fd5b506102a0610c9e565b3480156103b157600080fd5b5061032d6103c0366004612c89565b610cb4565b3480156103d157600080fd5b5061032d6103e0366004612d5c565b610e8d565b3480156103f157600080fd5b5061032d610400366004612c25565b60036020526000908152604090205481565b34801561041e57600080fd5b5061043261042d366004612c0a565b610eec565b60408051928352602083019190915201610277565b6102a0610455366004612daa565b610f6e565b34801561046657600080fd5b5060015460ff1661026b565b34801561047e57600080fd5b506104a67f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610277565b3480156104ca57600080fd5b506104de6104d9366004612c25565b611177565b604080516001600160a01b039093168352602083019190915201610277565b34801561050957600080fd5b506102a0610518366004612e4d565b6111b4565b34801561052957600080fd5b50610432610538366004612e77565b611312565b34801561054957600080fd5b50610432610558366004612eb4565b611355565b34801561056957600080fd5b5061026b610578366004612c0a565b60026020526000908152604090205460ff1681565b34801561059957600080fd5b506102a06105a8366004612f29565b6114f9565b3480156105b957600080fd5b5061032d6000805160206130f483398151915281565b6102a06105dd366004612e4d565b61157b565b3480156105ee57600080fd5b506102a061166e565b34801561060357600080fd5b5061026b610612366004612ba2565b611681565b34801561062357600080fd5b50610432610632366004612c0a565b6116ff565b34801561064357600080fd5b506102a0610652366004612f5d565b611720565b34801561066357600080fd5b5061032d600081565b34801561067857600080fd5b50610432610687366004612c0a565b611a01565b34801561069857600080fd5b5061026b6106a7366004612c25565b600090815260056020526040902054151590565b3480156106c757600080fd5b5061032d6201518081565b3480156106de57600080fd5b5061032d6188b881565b3480156106f457600080fd5b5061032d7f000000000000000000000000000000000000000000000000000000000000000081565b34801561072857600080fd5b506102a0610737366004612c25565b611a6c565b34801561074857600080fd5b506102a0610757366004612ba2565b611b3c565b34801561076857600080fd5b5061032d611b61565b34801561077d57600080fd5b5061032d61078c366004612c0a565b60076020526000908152604090205481565b61032d6107ac366004612f90565b611b77565b3480156107bd57600080fd5b506102a06107cc366004612fb2565b611bf0565b3480156107dd57600080fd5b5061026b6107ec366004612c25565b60046020526000908152604090205460ff1681565b60006001600160e01b03198216637965db0b60e01b148061083257506301ffc9a760e01b6001600160e01b03198316145b92915050565b610840611dd5565b610848611dfb565b60008061085484611177565b915091508060000361088157604051635cf7608160e11b8152600481018590526024015b60405180910390fd5b336001600160a01b038316146108b35760405163e2517d3f60e01b815233600482015260248101859052604401610878565b6001600160a01b0383166108da5760405163d92e233d60e01b815260040160405180910390fd5b600084815260056020526040812060019055600680548392906108fe908490613022565b90915550506040518181526001600160a01b0384169085907f0508a8b4117d9a7b3d8f5895f6413e61b4f9a2df35afbfb41e78d0ecfff1843f9060200160405180910390a361094d8382611e17565b505061096660016000805160206130d483398151915255565b5050565b600061097581611e8b565b6001600160a01b03831661099c5760405163d92e233d60e01b815260040160405180910390fd5b8180156109b157506001600160a01b0383163b155b156109da576040516322a2d07b60e21b81526001600160a01b0384166004820152602401610878565b6001600160a01b038316600081815260026020908152604091829020805460ff191686151590811790915591519182527f9a8e30a8658b96ab3f034ce4bac6806278b4aee5880ccdd1ac35e4ed5bb31d23910160405180910390a2505050565b6001600160a01b0381166000908152600960209081526040808320815160608101835281548152600182015493810193909352600201549082018190528291829115801590610a8d575042816040015111155b15610aa357600080600093509350935050610aba565b806000015181602001518260400151935093509350505b9193909250565b600082815260208190526040902060010154610adc81611e8b565b6000805160206130f48339815191528303610bee57610afc600083611681565b15610b255760405163dec8a12360e01b81526001600160a01b0383166004820152602401610878565b610b3d6000805160206130f483398151915283611681565b80610b5f57506001600160a01b03821660009081526007602052604090205415155b610c66576000610b8f7f000000000000000000000000000000000000000000000000000000000000000042613035565b6001600160a01b0384166000818152600760205260409081902083905551919250907f3249e0eec298b966eae1097f9c2ea7cb7c1ab4d86f9a74e3e023fde981e4ebb690610be09084815260200190565b60405180910390a250505050565b82158015610c315750610c0f6000805160206130f483398151915283611681565b80610c3157506001600160a01b03821660009081526007602052604090205415155b15610c5a5760405163dec8a12360e01b81526001600160a01b0383166004820152602401610878565b610c648383611e95565b505b505050565b6001600160a01b0381163314610c945760405163334bd91960e11b815260040160405180910390fd5b610c668282611f27565b6000610ca981611e8b565b610cb1611ff3565b50565b60006000805160206130f4833981519152610cce81611e8b565b610cd6611dd5565b610cde611dfb565b88801580610cec5750606481115b80610cf75750878114155b80610d025750858114155b80610d0d5750838114155b15610d4357604051635ceab09360e11b815260048101829052602481018990526044810187905260648101859052608401610878565b60005b81811015610e6757600560008d8d84818110610d6457610d64613048565b90506020020135815260200190815260200160002054600014610dcb578b8b82818110610d9357610d93613048565b905060200201357f4b73a49fe8c74dd11bc8a95217b2733de9aea8db8d37587f6f972996a9de255060405160405180910390a2610e5f565b610e538c8c83818110610de057610de0613048565b905060200201358b8b84818110610df957610df9613048565b9050602002016020810190610e0e9190612c0a565b8a8a85818110610e2057610e20613048565b9050602002016020810190610e359190612c0a565b898986818110610e4757610e47613048565b90506020020135612045565b610e5c8461305e565b93505b600101610d46565b5050610e8060016000805160206130d483398151915255565b5098975050505050505050565b604080514660208083019190915230828401526001600160a01b039788166060830152608082019690965260a08101949094529190941660c083015260e080830194909452805180830390940184526101009091019052815191012090565b600080610efc6201518042613077565b6001600160a01b0384166000908152600a60209081526040918290208251808401909352546001600160401b038116808452600160401b9091046001600160c01b031691830191909152919350908314610f57576000610f5d565b80602001515b6001600160c01b0316915050915091565b610f76611dd5565b84801580610f845750838114155b80610f8f5750818114155b15610fbe5760405163e1ae664b60e01b8152600481018290526024810185905260448101839052606401610878565b6000805b8281101561114357600061101f8a8a84818110610fe157610fe1613048565b90506020020135898985818110610ffa57610ffa613048565b9050602002013588888681811061101357611013613048565b905060200201356121cf565b90506000611079828c8c8681811061103957611039613048565b905060200201358b8b8781811061105257611052613048565b9050602002013560008b8b8981811061106d5761106d613048565b90506020020135612277565b905086868481811061108d5761108d613048565b905060200201358461109f9190613035565b93503360008c8c868181106110b6576110b6613048565b905060200201357f5d71b8b33c5c7785edda318502948f315d7deaf5f648a5b1a05748b3196164688a8a888181106110f0576110f0613048565b90506020020135858e8e8a81811061110a5761110a613048565b90506020020135604051611131939291909283526020830191909152604082015260600190565b60405180910390a45050600101610fc2565b5034811461116d57604051630626ade360e41b815260048101829052346024820152604401610878565b5050505050505050565b60008181526005602052604081205481906001811161119c5750600093849350915050565b606081901c946001600160601b039091169350915050565b60006111bf81611e8b565b6111c7611dfb565b816000036111e857604051631f2a200560e01b815260040160405180910390fd5b60006111f3846122a2565b90508281101561121c5783818460405163051a1eaf60e51b815260040161087893929190613099565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b03167f7b09c29f9106defeccc9ac3b823f3aad0b470d120e5df7aed033b5c43a4bf7188560405161128191815260200190565b60405180910390a36001600160a01b0384166112c6576112c17f000000000000000000000000000000000000000000000000000000000000000084611e17565b6112fa565b6112fa6001600160a01b0385167f000000000000000000000000000000000000000000000000000000000000000085612333565b50610c6660016000805160206130d483398151915255565b60008061131d611dd5565b611325611dfb565b61133186868686612368565b9150915061134c60016000805160206130d483398151915255565b94509492505050565b600080611360611dd5565b611368611dfb565b6001600160a01b03881660009081526002602052604090205460ff166113ac5760405163094403b760e41b81526001600160a01b0389166004820152602401610878565b60405163d505accf60e01b8152336004820152306024820152604481018890526064810187905260ff8616608482015260a4810185905260c481018490526001600160a01b0389169063d505accf9060e401600060405180830381600087803b15801561141857600080fd5b505af1925050508015611429575060015b50604051636eb1769f60e11b81523360048201523060248201526000906001600160a01b038a169063dd62ed3e90604401602060405180830381865afa158015611477573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061149b91906130ba565b9050878110156114c457888189604051638763532d60e01b815260040161087893929190613099565b6114d08b8b8b8b612368565b92509250506114ec60016000805160206130d483398151915255565b9850989650505050505050565b6000805160206130f483398151915261151181611e8b565b611519611dd5565b611521611dfb565b6000858152600560205260409020541561155157604051637a5bb50760e11b815260048101869052602401610878565b61155d85858585612045565b61157460016000805160206130d483398151915255565b5050505050565b611583611dfb565b806000036115a457604051631f2a200560e01b815260040160405180910390fd5b806001600160a01b0383166115e1578134146115dc57604051630626ade360e41b815260048101839052346024820152604401610878565b611616565b341561160957604051630626ade360e41b815260006004820152346024820152604401610878565b6116138383612433565b90505b60405181815233906001600160a01b038516907f3b5083eec1a1116c56de5d6841cff8efc6a0aec9850e836ec509d6ce024ea5619060200160405180910390a35061096660016000805160206130d483398151915255565b600061167981611e8b565b610cb1612569565b6000828152602081815260408083206001600160a01b038516845290915281205460ff16156116b257506001610832565b6000805160206130f483398151915283146116cf57506000610832565b6001600160a01b03821660009081526007602052604090205480158015906116f75750428111155b949350505050565b600080600061170d846125a4565b8051602090910151909590945092505050565b600061172b81611e8b565b6001600160c01b0382111561175657604051635d6b903560e11b815260048101839052602401610878565b6001600160c01b0383111561178157604051635d6b903560e11b815260048101849052602401610878565b6001600160a01b0384166000908152600a602052604090206117a290612662565b6001600160a01b0384166000908152600b602052604090206117c390612662565b60006117ce856125a4565b6001600160a01b0386166000908152600960205260408120818155600181018290556002015590507f00000000000000000000000000000000000000000000000000000000000000001580611833575080518411801590611833575080602001518311155b156118af5760408051808201825285815260208082018681526001600160a01b038916600081815260088452859020935184559051600190930192909255825187815290810186905290917f95180f961a87161f1ee31a2e7f3e8f67999f6e8142fa725269143a2c9cf03012910160405180910390a250610c64565b600060405180604001604052806118ca87856000015161269f565b81526020016118dd86856020015161269f565b90526001600160a01b038716600081815260086020908152604091829020845180825585830151600190920182905583519081529182015292935090917f95180f961a87161f1ee31a2e7f3e8f67999f6e8142fa725269143a2c9cf03012910160405180910390a260006119717f000000000000000000000000000000000000000000000000000000000000000042613035565b604080516060808201835289825260208083018a81528385018681526001600160a01b038e1660008181526009855287902095518655915160018601555160029094019390935583518b81529081018a9052928301849052929350917ff074f3e4415d26f53a21431965428e46f2c2aa9d64129eb4e1fcd4019df0dde7910160405180910390a250505050505050565b600080611a116201518042613077565b6001600160a01b0384166000908152600b60209081526040918290208251808401909352546001600160401b038116808452600160401b9091046001600160c01b031691830191909152919350908314610f57576000610f5d565b611a74611dd5565b611a7c611dfb565b600080611a8883611177565b9150915080600003611ab057604051635cf7608160e11b815260048101849052602401610878565b60008381526005602052604081206001905560068054839290611ad4908490613022565b90915550506040518181526001600160a01b0383169084907f0508a8b4117d9a7b3d8f5895f6413e61b4f9a2df35afbfb41e78d0ecfff1843f9060200160405180910390a3611b238282611e17565b5050610cb160016000805160206130d483398151915255565b600082815260208190526040902060010154611b5781611e8b565b610c648383611f27565b60006001600654611b729190613022565b905090565b6000611b81611dd5565b6000611b8e8484346121cf565b9050611b9e818585600034612277565b6040805134815260208101839052908101859052909250339060009086907f5d71b8b33c5c7785edda318502948f315d7deaf5f648a5b1a05748b3196164689060600160405180910390a45092915050565b6000805160206130f4833981519152611c0881611e8b565b611c10611dd5565b611c18611dfb565b86611c3657604051637dec24e360e11b815260040160405180910390fd5b60008781526005602052604090205415611c6657604051637a5bb50760e11b815260048101889052602401610878565b6000611c758787878787610e8d565b90508060036000611c868a8a6126b5565b81526020019081526020016000205414611cb657604051631909581760e21b815260048101829052602401610878565b60008181526004602052604090205460ff1615611ce95760405163399afc7d60e01b815260048101829052602401610878565b6001600160a01b0384166000908152600b60205260409020611d0c9085856126f2565b60008881526005602090815260408083206001908190558484526004835292819020805460ff191690931790925590518481526001600160a01b0389811692908716918b917f37db9851b6c9a32f8ddcf4734e6526de7c85268ef735f7883ea70dc8a39c9c85910160405180910390a4604051889082907e7c875846b687732a7579c19bb1dade66cd14e9f4f809565e2b2b5e76c72b4f90600090a3611db488858986612854565b50611dcc60016000805160206130d483398151915255565b50505050505050565b60015460ff1615611df95760405163d93c066560e01b815260040160405180910390fd5b565b611e03612928565b60026000805160206130d483398151915255565b80471015611e415760405163cf47918160e01b815247600482015260248101829052604401610878565b611e5b828260405180602001604052806000815250612958565b15611e64575050565b3d15611e725761096661296f565b60405163d6bda27560e01b815260040160405180910390fd5b610cb1813361297b565b6000611ea18383611681565b611f1f576000838152602081815260408083206001600160a01b03861684529091529020805460ff19166001179055611ed73390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610832565b506000610832565b60006000805160206130f483398151915283148015611f5d57506001600160a01b03821660009081526007602052604090205415155b15611fe2576001600160a01b0382166000818152600760209081526040808320839055868352828252808320938352929052205460ff16611fe257335b6001600160a01b0316826001600160a01b0316847ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b60405160405180910390a4506001610832565b611fec83836129b4565b9392505050565b611ffb6129f3565b6001805460ff191690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa335b6040516001600160a01b03909116815260200160405180910390a1565b8361206357604051637dec24e360e11b815260040160405180910390fd5b6001600160a01b03821661208a5760405163d92e233d60e01b815260040160405180910390fd5b306001600160a01b038316036120be57604051630bc2c5df60e11b81526001600160a01b0383166004820152602401610878565b806000036120df57604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b0383161580159061211057506001600160a01b03831660009081526002602052604090205460ff16155b156121395760405163094403b760e41b81526001600160a01b0384166004820152602401610878565b6001600160a01b0383166000908152600a6020526040902061215c9084836126f2565b60016005600086815260200190815260200160002081905550816001600160a01b0316836001600160a01b0316857f37db9851b6c9a32f8ddcf4734e6526de7c85268ef735f7883ea70dc8a39c9c85846040516121bb91815260200190565b60405180910390a4610c6484848484612854565b6000816000036121f257604051631f2a200560e01b815260040160405180910390fd5b83612210576040516366d996cb60e11b815260040160405180910390fd5b8261222e57604051637dec24e360e11b815260040160405180910390fd5b61223833846126b5565b600081815260036020526040902054909150801561226f5733848260405163c2e2363760e01b815260040161087893929190613099565b509392505050565b60006122863385878686610e8d565b6000968752600360205260409096208690555093949350505050565b60006001600160a01b0382166122cb5760016006546122c19190613022565b6108329047613022565b6040516370a0823160e01b81523060048201526001600160a01b038316906370a0823190602401602060405180830381865afa15801561230f573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061083291906130ba565b6123408383836001612a16565b610c6657604051635274afe760e01b81526001600160a01b0384166004820152602401610878565b6001600160a01b038216600090815260026020526040812054819060ff166123ae5760405163094403b760e41b81526001600160a01b0385166004820152602401610878565b60006123bb8787866121cf565b90506123c78585612433565b91506123d68188888886612277565b604080518481526020810183905290810188905290935033906001600160a01b0387169089907f5d71b8b33c5c7785edda318502948f315d7deaf5f648a5b1a05748b3196164689060600160405180910390a45094509492505050565b6040516370a0823160e01b815230600482015260009081906001600160a01b038516906370a0823190602401602060405180830381865afa15801561247c573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906124a091906130ba565b90506124b76001600160a01b038516333086612a7c565b6040516370a0823160e01b81523060048201526000906001600160a01b038616906370a0823190602401602060405180830381865afa1580156124fe573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061252291906130ba565b9050818111612556576040516313a7266f60e11b81526001600160a01b038616600482015260248101859052604401610878565b6125608282613022565b95945050505050565b612571611dd5565b6001805460ff1916811790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a25833612028565b604080518082018252600080825260208083018290526001600160a01b0385168252600981529083902083516060810185528154815260018201549281019290925260020154928101839052909115801590612604575042816040015111155b1561262e576040518060400160405280826000015181526020018260200151815250915050919050565b50506001600160a01b0316600090815260086020908152604091829020825180840190935280548352600101549082015290565b80546001600160401b0316600003610cb1576126816201518042613077565b815467ffffffffffffffff19166001600160401b0391909116179055565b60008183106126ae5781611fec565b5090919050565b604080516001600160a01b038416602082015290810182905260009060600160405160208183030381529060405280519060200120905092915050565b60006126fd836125a4565b8051909150821115612729578051604051632ed6319f60e21b8152610878918591859190600401613099565b60006127386201518042613077565b85549091506000906001600160401b03168214612756576000612769565b8554600160401b90046001600160c01b03165b6001600160c01b03169050826020015184826127859190613035565b11156127d15760208301516040516361a010f160e01b81526001600160a01b0387166004820152602481018490526044810183905260648101869052608481019190915260a401610878565b60006127dc866122a2565b9050848110156128055785818660405163051a1eaf60e51b815260040161087893929190613099565b865467ffffffffffffffff19166001600160401b0384161787556128298583613035565b87546001600160c01b0391909116600160401b026001600160401b0390911617909655505050505050565b6001600160a01b0383161561287c576128776001600160a01b0384168383612333565b610c64565b60006188b881808080868886f19150816129205761289983612ab2565b6001600160601b03166060856001600160a01b0316901b17600560008881526020019081526020016000208190555082600660008282546128da9190613035565b90915550506040518381526001600160a01b0385169087907fa448ee5bd6ad4ce3219318012384c971ac5cbee0bbc2f79dce526b60284250bf9060200160405180910390a35b505050505050565b6000805160206130d483398151915254600203611df957604051633ee5aeb560e01b815260040160405180910390fd5b600080600083516020850186885af1949350505050565b6040513d6000823e3d81fd5b6129858282611681565b6109665760405163e2517d3f60e01b81526001600160a01b038216600482015260248101839052604401610878565b60006129c08383611681565b15611f1f576000838152602081815260408083206001600160a01b03861684529091529020805460ff1916905533611f9a565b60015460ff16611df957604051638dfc202b60e01b815260040160405180910390fd5b60405163a9059cbb60e01b60008181526001600160a01b038616600452602485905291602083604481808b5af192506001600051148316612a70578383151615612a63573d6000823e3d81fd5b6000873b113d1516831692505b60405250949350505050565b612a8a848484846001612aea565b610c6457604051635274afe760e01b81526001600160a01b0385166004820152602401610878565b60006001600160601b03821115612ae6576040516306dfcc6560e41b81526060600482015260248101839052604401610878565b5090565b6040516323b872dd60e01b60008181526001600160a01b038781166004528616602452604485905291602083606481808c5af192506001600051148316612b4a578383151615612b3d573d6000823e3d81fd5b6000883b113d1516831692505b60405250600060605295945050505050565b600060208284031215612b6e57600080fd5b81356001600160e01b031981168114611fec57600080fd5b80356001600160a01b0381168114612b9d57600080fd5b919050565b60008060408385031215612bb557600080fd5b82359150612bc560208401612b86565b90509250929050565b60008060408385031215612be157600080fd5b612bea83612b86565b915060208301358015158114612bff57600080fd5b809150509250929050565b600060208284031215612c1c57600080fd5b611fec82612b86565b600060208284031215612c3757600080fd5b5035919050565b60008083601f840112612c5057600080fd5b5081356001600160401b03811115612c6757600080fd5b6020830191508360208260051b8501011115612c8257600080fd5b9250929050565b6000806000806000806000806080898b031215612ca557600080fd5b88356001600160401b03811115612cbb57600080fd5b612cc78b828c01612c3e565b90995097505060208901356001600160401b03811115612ce657600080fd5b612cf28b828c01612c3e565b90975095505060408901356001600160401b03811115612d1157600080fd5b612d1d8b828c01612c3e565b90955093505060608901356001600160401b03811115612d3c57600080fd5b612d488b828c01612c3e565b999c989b5096995094979396929594505050565b600080600080600060a08688031215612d7457600080fd5b612d7d86612b86565b94506020860135935060408601359250612d9960608701612b86565b949793965091946080013592915050565b60008060008060008060608789031215612dc357600080fd5b86356001600160401b03811115612dd957600080fd5b612de589828a01612c3e565b90975095505060208701356001600160401b03811115612e0457600080fd5b612e1089828a01612c3e565b90955093505060408701356001600160401b03811115612e2f57600080fd5b612e3b89828a01612c3e565b979a9699509497509295939492505050565b60008060408385031215612e6057600080fd5b612e6983612b86565b946020939093013593505050565b60008060008060808587031215612e8d57600080fd5b8435935060208501359250612ea460408601612b86565b9396929550929360600135925050565b600080600080600080600080610100898b031215612ed157600080fd5b8835975060208901359650612ee860408a01612b86565b9550606089013594506080890135935060a089013560ff81168114612f0c57600080fd5b979a969950949793969295929450505060c08201359160e0013590565b60008060008060808587031215612f3f57600080fd5b84359350612f4f60208601612b86565b9250612ea460408601612b86565b600080600060608486031215612f7257600080fd5b612f7b84612b86565b95602085013595506040909401359392505050565b60008060408385031215612fa357600080fd5b50508035926020909101359150565b60008060008060008060c08789031215612fcb57600080fd5b86359550612fdb60208801612b86565b94506040870135935060608701359250612ff760808801612b86565b9598949750929591949360a090920135925050565b634e487b7160e01b600052601160045260246000fd5b818103818111156108325761083261300c565b808201808211156108325761083261300c565b634e487b7160e01b600052603260045260246000fd5b6000600182016130705761307061300c565b5060010190565b60008261309457634e487b7160e01b600052601260045260246000fd5b500490565b6001600160a01b039390931683526020830191909152604082015260600190565b6000602082840312156130cc57600080fd5b505191905056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f008ec07e268e32cae7f300b49ad34f20106d088445cb9d9b2d62cbd864638308b2a164736f6c6343000825000a",
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

// PackMAXPAYBATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x34355101.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_PAY_BATCH() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) PackMAXPAYBATCH() []byte {
	enc, err := depositVaultV2.abi.Pack("MAX_PAY_BATCH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXPAYBATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x34355101.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_PAY_BATCH() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) TryPackMAXPAYBATCH() ([]byte, error) {
	return depositVaultV2.abi.Pack("MAX_PAY_BATCH")
}

// UnpackMAXPAYBATCH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x34355101.
//
// Solidity: function MAX_PAY_BATCH() view returns(uint256)
func (depositVaultV2 *DepositVaultV2) UnpackMAXPAYBATCH(data []byte) (*big.Int, error) {
	out, err := depositVaultV2.abi.Unpack("MAX_PAY_BATCH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackPayBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x410f8cb9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payBatch(bytes32[] keys, address[] tokens, address[] tos, uint256[] amounts) returns(uint256 paid)
func (depositVaultV2 *DepositVaultV2) PackPayBatch(keys [][32]byte, tokens []common.Address, tos []common.Address, amounts []*big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("payBatch", keys, tokens, tos, amounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x410f8cb9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payBatch(bytes32[] keys, address[] tokens, address[] tos, uint256[] amounts) returns(uint256 paid)
func (depositVaultV2 *DepositVaultV2) TryPackPayBatch(keys [][32]byte, tokens []common.Address, tos []common.Address, amounts []*big.Int) ([]byte, error) {
	return depositVaultV2.abi.Pack("payBatch", keys, tokens, tos, amounts)
}

// UnpackPayBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x410f8cb9.
//
// Solidity: function payBatch(bytes32[] keys, address[] tokens, address[] tos, uint256[] amounts) returns(uint256 paid)
func (depositVaultV2 *DepositVaultV2) UnpackPayBatch(data []byte) (*big.Int, error) {
	out, err := depositVaultV2.abi.Unpack("payBatch", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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

// DepositVaultV2PaymentSkipped represents a PaymentSkipped event raised by the DepositVaultV2 contract.
type DepositVaultV2PaymentSkipped struct {
	Key [32]byte
	Raw *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2PaymentSkippedEventName = "PaymentSkipped"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2PaymentSkipped) ContractEventName() string {
	return DepositVaultV2PaymentSkippedEventName
}

// UnpackPaymentSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentSkipped(bytes32 indexed key)
func (depositVaultV2 *DepositVaultV2) UnpackPaymentSkippedEvent(log *types.Log) (*DepositVaultV2PaymentSkipped, error) {
	event := "PaymentSkipped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2PaymentSkipped)
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
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["PayBatchMismatch"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackPayBatchMismatchError(raw[4:])
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

// DepositVaultV2PayBatchMismatch represents a PayBatchMismatch error raised by the DepositVaultV2 contract.
type DepositVaultV2PayBatchMismatch struct {
	Keys    *big.Int
	Tokens  *big.Int
	Tos     *big.Int
	Amounts *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PayBatchMismatch(uint256 keys, uint256 tokens, uint256 tos, uint256 amounts)
func DepositVaultV2PayBatchMismatchErrorID() common.Hash {
	return common.HexToHash("0xb9d56126d336800ac94e2d928049ed1264afe505dd3c4a06e6f0fb32e99f3923")
}

// UnpackPayBatchMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PayBatchMismatch(uint256 keys, uint256 tokens, uint256 tos, uint256 amounts)
func (depositVaultV2 *DepositVaultV2) UnpackPayBatchMismatchError(raw []byte) (*DepositVaultV2PayBatchMismatch, error) {
	out := new(DepositVaultV2PayBatchMismatch)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "PayBatchMismatch", raw); err != nil {
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
