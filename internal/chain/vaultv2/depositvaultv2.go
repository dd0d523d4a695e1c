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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"adminTransferDelay\",\"type\":\"uint48\"},{\"internalType\":\"address\",\"name\":\"guardian\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"governanceDelay_\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"capTokens\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"maxPerPayment\",\"type\":\"uint256[]\"},{\"internalType\":\"uint256[]\",\"name\":\"maxPerPeriod\",\"type\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"limit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maximum\",\"type\":\"uint256\"}],\"name\":\"AboveMaximum\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AccessControlBadConfirmation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint48\",\"name\":\"schedule\",\"type\":\"uint48\"}],\"name\":\"AccessControlEnforcedDefaultAdminDelay\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AccessControlEnforcedDefaultAdminRules\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"defaultAdmin\",\"type\":\"address\"}],\"name\":\"AccessControlInvalidDefaultAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"neededRole\",\"type\":\"bytes32\"}],\"name\":\"AccessControlUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"AdminCannotPay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"AlreadyPaid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swapIds\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"depositKeys\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amounts\",\"type\":\"uint256\"}],\"name\":\"BatchLengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"DepositAlreadyRefunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"DepositKeyUsed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EnforcedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpectedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientVaultBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"limit\",\"type\":\"uint256\"}],\"name\":\"LimitTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokens\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"name\":\"MaximaMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"NotAContract\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"NotALowering\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotGuardian\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"NothingReceived\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"NothingToClaim\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"keys\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"tokens\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"tos\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amounts\",\"type\":\"uint256\"}],\"name\":\"PayBatchMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"PaymentCapExceeded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"period\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"spent\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"PeriodCapExceeded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PermitAllowanceTooLow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"TokenNotAllowed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"UnknownDeposit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"sent\",\"type\":\"uint256\"}],\"name\":\"ValueMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroKey\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroSwapId\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Claimable\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Claimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"DefaultAdminDelayChangeCanceled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"newDelay\",\"type\":\"uint48\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"effectSchedule\",\"type\":\"uint48\"}],\"name\":\"DefaultAdminDelayChangeScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"DefaultAdminTransferCanceled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"acceptSchedule\",\"type\":\"uint48\"}],\"name\":\"DefaultAdminTransferScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Funded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"eta\",\"type\":\"uint256\"}],\"name\":\"LimitsScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"name\":\"LimitsSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Paid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"eta\",\"type\":\"uint256\"}],\"name\":\"PayerScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"PaymentSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Swept\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"TokenAllowed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"GUARDIAN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PAY_BATCH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"NATIVE_SEND_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PAYER_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PERIOD\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptDefaultAdminTransfer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"allowedToken\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"beginDefaultAdminTransfer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"cancelDefaultAdminTransfer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint48\",\"name\":\"newDelay\",\"type\":\"uint48\"}],\"name\":\"changeDefaultAdminDelay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"dest\",\"type\":\"address\"}],\"name\":\"claimTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"defaultAdmin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"defaultAdminDelay\",\"outputs\":[{\"internalType\":\"uint48\",\"name\":\"\",\"type\":\"uint48\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"defaultAdminDelayIncreaseWait\",\"outputs\":[{\"internalType\":\"uint48\",\"name\":\"\",\"type\":\"uint48\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"}],\"name\":\"deposit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"swapIds\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32[]\",\"name\":\"depositKeys\",\"type\":\"bytes32[]\"},{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"name\":\"depositBatch\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"depositIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"payerKey\",\"type\":\"bytes32\"}],\"name\":\"depositOfKey\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"depositToken\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"depositWithPermit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"governanceDelay\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"limitsOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"name\":\"lowerLimits\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"maxLimitsOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"paid\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"pay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"keys\",\"type\":\"bytes32[]\"},{\"internalType\":\"address[]\",\"name\":\"tokens\",\"type\":\"address[]\"},{\"internalType\":\"address[]\",\"name\":\"tos\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"name\":\"payBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"payerEta\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"eta\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingDefaultAdmin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"schedule\",\"type\":\"uint48\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingDefaultAdminDelay\",\"outputs\":[{\"internalType\":\"uint48\",\"name\":\"newDelay\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"schedule\",\"type\":\"uint48\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"pendingLimitsOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"eta\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"depositKey\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"swapId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"refundDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"depositId\",\"type\":\"bytes32\"}],\"name\":\"refunded\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"refundedInPeriod\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"period\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"spent\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokePayer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"rollbackDefaultAdminDelay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"perPayment\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"perPeriod\",\"type\":\"uint256\"}],\"name\":\"setLimits\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setTokenAllowed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"spentInPeriod\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"period\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"spent\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"sweep\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalOwed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "DepositVaultV2",
	Bin: "0x60c0604052600160085534801561001557600080fd5b5060405161471b38038061471b8339810160408190526100349161070b565b87896001600160a01b03811661006557604051636116401160e11b8152600060048201526024015b60405180910390fd5b600180546001600160d01b0316600160d01b65ffffffffffff85160217905561008f600082610339565b50505060016100a86100a56103f560201b60201c565b90565b556001600160a01b03871615806100c657506001600160a01b038616155b806100d857506001600160a01b038516155b156100f65760405163d92e233d60e01b815260040160405180910390fd5b856001600160a01b0316896001600160a01b031614806101275750856001600160a01b0316876001600160a01b0316145b156101505760405163dec8a12360e01b81526001600160a01b038716600482015260240161005c565b8151835114158061016357508051835114155b1561019857825182518251604051636013723d60e11b815260048101939093526024830191909152604482015260640161005c565b60005b83518110156102d4576001600160c01b0380168382815181106101c0576101c06107ff565b60200260200101511115610204578281815181106101e0576101e06107ff565b6020026020010151604051635d6b903560e11b815260040161005c91815260200190565b6001600160c01b038016828281518110610220576102206107ff565b60200260200101511115610240578181815181106101e0576101e06107ff565b604051806040016040528084838151811061025d5761025d6107ff565b6020026020010151815260200183838151811061027c5761027c6107ff565b6020026020010151815250600b600086848151811061029d5761029d6107ff565b6020908102919091018101516001600160a01b0316825281810192909252604001600020825181559101516001918201550161019b565b506001600160a01b03851660805260a08490526102ff6000805160206146fb83398151915288610339565b5061032a7f8ec07e268e32cae7f300b49ad34f20106d088445cb9d9b2d62cbd864638308b287610339565b50505050505050505050610815565b600082158061035557506000805160206146fb83398151915283145b80156103b957506001600160a01b03821660009081527fa849eafd84bf572be67532420f2c643e35a0e23bebcd9bde716e5744a39621a9602052604090205460ff16806103b957506001600160a01b03821660009081526009602052604090205415155b156103e25760405163dec8a12360e01b81526001600160a01b038316600482015260240161005c565b6103ec8383610419565b90505b92915050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0090565b6000826104775760006104346002546001600160a01b031690565b6001600160a01b03161461045b57604051631fe1e13d60e11b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0384161790555b6103ec83836000610488838361050e565b610506576000838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556104be3390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a45060016103ef565b5060006103ef565b6000828152602081815260408083206001600160a01b038516845290915281205460ff161561053f575060016103ef565b7f8ec07e268e32cae7f300b49ad34f20106d088445cb9d9b2d62cbd864638308b2831461056e575060006103ef565b6001600160a01b03821660009081526009602052604090205480158015906105965750428111155b949350505050565b80516001600160a01b03811681146105b557600080fd5b919050565b805165ffffffffffff811681146105b557600080fd5b634e487b7160e01b600052604160045260246000fd5b604051601f8201601f191681016001600160401b038111828210171561060e5761060e6105d0565b604052919050565b60006001600160401b0382111561062f5761062f6105d0565b5060051b60200190565b600082601f83011261064a57600080fd5b815161065d61065882610616565b6105e6565b8082825260208201915060208360051b86010192508583111561067f57600080fd5b602085015b838110156106a3576106958161059e565b835260209283019201610684565b5095945050505050565b600082601f8301126106be57600080fd5b81516106cc61065882610616565b8082825260208201915060208360051b8601019250858311156106ee57600080fd5b602085015b838110156106a35780518352602092830192016106f3565b60008060008060008060008060006101208a8c03121561072a57600080fd5b6107338a61059e565b985061074160208b016105ba565b975061074f60408b0161059e565b965061075d60608b0161059e565b955061076b60808b0161059e565b60a08b015160c08c015191965094506001600160401b0381111561078e57600080fd5b61079a8c828d01610639565b60e08c015190945090506001600160401b038111156107b857600080fd5b6107c48c828d016106ad565b6101008c015190935090506001600160401b038111156107e357600080fd5b6107ef8c828d016106ad565b9150509295985092959850929598565b634e487b7160e01b600052603260045260246000fd5b60805160a051613e976108646000396000818161097901528181610f1601528181611c4b0152611da0015260008181610609015281816115f60152818161167401526116ad0152613e976000f3fe60806040526004361061036b5760003560e01c80637b1837de116101c6578063bba32939116100f7578063d602b9fd11610095578063e9ceb85f1161006f578063e9ceb85f14610ab7578063ec8b674014610aca578063f05e0f7e14610aea578063f222381f14610b1a57600080fd5b8063d602b9fd14610a60578063e7fa9f7d14610a75578063e98484d014610a8a57600080fd5b8063cc8463c8116100d1578063cc8463c8146109db578063cefc1429146109f0578063cf6eefb714610a05578063d547741f14610a4057600080fd5b8063bba3293914610967578063bd66528a1461099b578063be864482146109bb57600080fd5b8063a08d565411610164578063a736cbaf1161013e578063a736cbaf146108eb578063add89bb21461090b578063b4d1d7951461093a578063b7e724901461095157600080fd5b8063a08d565414610882578063a1eda53c146108a2578063a217fddf146108d657600080fd5b80638d474784116101a05780638d474784146107da5780638da5cb5b1461082d57806391d14854146108425780639d3a9dc91461086257600080fd5b80637b1837de146107945780638456cb59146107a757806384ef8ffc146107bc57600080fd5b80635675fea7116102a05780636c886fc41161023e578063749944cc11610218578063749944cc14610702578063756742f81461072257806376bbf4251461075257806377f050b01461077257600080fd5b80636c886fc4146106835780636ea056a9146106c25780636ebfd656146106e257600080fd5b80635c975abb1161027a5780635c975abb146105df57806361d027b3146105f7578063634e93da14610643578063649a5ec71461066357600080fd5b80635675fea71461056a5780635846720c146105975780635ac005bd146105cc57600080fd5b806324ea54f41161030d57806336568abe116102e757806336568abe146104f55780633f4ba83a14610515578063410f8cb91461052a57806356340a601461054a57600080fd5b806324ea54f41461049e5780632f2ff15d146104c057806334355101146104e057600080fd5b80630aa6220b116103495780630aa6220b146103f057806315f6901214610405578063239d405a14610425578063248a9ca31461046057600080fd5b806301ffc9a714610370578063022d63fb146103a55780630a83a6ae146103ce575b600080fd5b34801561037c57600080fd5b5061039061038b36600461384f565b610b3a565b60405190151581526020015b60405180910390f35b3480156103b157600080fd5b50620697805b60405165ffffffffffff909116815260200161039c565b3480156103da57600080fd5b506103ee6103e9366004613895565b610b65565b005b3480156103fc57600080fd5b506103ee610c97565b34801561041157600080fd5b506103ee6104203660046138c1565b610cad565b34801561043157600080fd5b506104456104403660046138fd565b610d7d565b6040805193845260208401929092529082015260600161039c565b34801561046c57600080fd5b5061049061047b366004613918565b60009081526020819052604090206001015490565b60405190815260200161039c565b3480156104aa57600080fd5b50610490600080516020613e6b83398151915281565b3480156104cc57600080fd5b506103ee6104db366004613895565b610e04565b3480156104ec57600080fd5b50610490606481565b34801561050157600080fd5b506103ee610510366004613895565b610faa565b34801561052157600080fd5b506103ee611051565b34801561053657600080fd5b5061049061054536600461397c565b611064565b34801561055657600080fd5b50610490610565366004613a4f565b61123d565b34801561057657600080fd5b50610490610585366004613918565b60056020526000908152604090205481565b3480156105a357600080fd5b506105b76105b23660046138fd565b61129c565b6040805192835260208301919091520161039c565b6103ee6105da366004613a9d565b61131e565b3480156105eb57600080fd5b5060035460ff16610390565b34801561060357600080fd5b5061062b7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161039c565b34801561064f57600080fd5b506103ee61065e3660046138fd565b611527565b34801561066f57600080fd5b506103ee61067e366004613b40565b61153b565b34801561068f57600080fd5b506106a361069e366004613918565b61154f565b604080516001600160a01b03909316835260208301919091520161039c565b3480156106ce57600080fd5b506103ee6106dd366004613b68565b61158c565b3480156106ee57600080fd5b506105b76106fd366004613b92565b6116ea565b34801561070e57600080fd5b506105b761071d366004613bcf565b61172d565b34801561072e57600080fd5b5061039061073d3660046138fd565b60046020526000908152604090205460ff1681565b34801561075e57600080fd5b506103ee61076d366004613c44565b6118d1565b34801561077e57600080fd5b50610490600080516020613e4b83398151915281565b6103ee6107a2366004613b68565b611953565b3480156107b357600080fd5b506103ee611a46565b3480156107c857600080fd5b506002546001600160a01b031661062b565b3480156107e657600080fd5b506105b76107f53660046138fd565b6001600160a01b03166000908152600b6020908152604091829020825180840190935280548084526001909101549290910182905291565b34801561083957600080fd5b5061062b611a9d565b34801561084e57600080fd5b5061039061085d366004613895565b611ab6565b34801561086e57600080fd5b506105b761087d3660046138fd565b611b1c565b34801561088e57600080fd5b506103ee61089d366004613c78565b611b3d565b3480156108ae57600080fd5b506108b7611e57565b6040805165ffffffffffff93841681529290911660208301520161039c565b3480156108e257600080fd5b50610490600081565b3480156108f757600080fd5b506105b76109063660046138fd565b611eab565b34801561091757600080fd5b50610390610926366004613918565b600090815260076020526040902054151590565b34801561094657600080fd5b506104906201518081565b34801561095d57600080fd5b506104906188b881565b34801561097357600080fd5b506104907f000000000000000000000000000000000000000000000000000000000000000081565b3480156109a757600080fd5b506103ee6109b6366004613918565b611f16565b3480156109c757600080fd5b506103ee6109d6366004613c78565b611fe6565b3480156109e757600080fd5b506103b761210d565b3480156109fc57600080fd5b506103ee61216c565b348015610a1157600080fd5b50610a1a6121ac565b604080516001600160a01b03909316835265ffffffffffff90911660208301520161039c565b348015610a4c57600080fd5b506103ee610a5b366004613895565b6121cd565b348015610a6c57600080fd5b506103ee6121f5565b348015610a8157600080fd5b50610490612208565b348015610a9657600080fd5b50610490610aa53660046138fd565b60096020526000908152604090205481565b610490610ac5366004613cab565b612219565b348015610ad657600080fd5b506103ee610ae5366004613ccd565b612292565b348015610af657600080fd5b50610390610b05366004613918565b60066020526000908152604090205460ff1681565b348015610b2657600080fd5b506103ee610b353660046138fd565b612477565b60006001600160e01b031982166318a4c3c360e11b1480610b5f5750610b5f826124dc565b92915050565b610b6d612511565b610b75612535565b600080610b818461154f565b9150915080600003610bae57604051635cf7608160e11b8152600481018590526024015b60405180910390fd5b336001600160a01b03831614610be05760405163e2517d3f60e01b815233600482015260248101859052604401610ba5565b6001600160a01b038316610c075760405163d92e233d60e01b815260040160405180910390fd5b60008481526007602052604081206001905560088054839290610c2b908490613d3d565b90915550506040518181526001600160a01b0384169085907f0508a8b4117d9a7b3d8f5895f6413e61b4f9a2df35afbfb41e78d0ecfff1843f9060200160405180910390a3610c7a8382612551565b5050610c936001600080516020613e2b83398151915255565b5050565b6000610ca2816125c5565b610caa6125cf565b50565b6000610cb8816125c5565b6001600160a01b038316610cdf5760405163d92e233d60e01b815260040160405180910390fd5b818015610cf457506001600160a01b0383163b155b15610d1d576040516322a2d07b60e21b81526001600160a01b0384166004820152602401610ba5565b6001600160a01b038316600081815260046020908152604091829020805460ff191686151590811790915591519182527f9a8e30a8658b96ab3f034ce4bac6806278b4aee5880ccdd1ac35e4ed5bb31d23910160405180910390a2505050565b6001600160a01b0381166000908152600c60209081526040808320815160608101835281548152600182015493810193909352600201549082018190528291829115801590610dd0575042816040015111155b15610de657600080600093509350935050610dfd565b806000015181602001518260400151935093509350505b9193909250565b600082815260208190526040902060010154610e1f816125c5565b600080516020613e4b8339815191528303610f9b576000610e3e6121ac565b509050610e536002546001600160a01b031690565b6001600160a01b0316836001600160a01b03161480610e835750806001600160a01b0316836001600160a01b0316145b80610ea15750610ea1600080516020613e6b83398151915284611ab6565b15610eca5760405163dec8a12360e01b81526001600160a01b0384166004820152602401610ba5565b610ee2600080516020613e4b83398151915284611ab6565b80610f0457506001600160a01b03831660009081526009602052604090205415155b15610f0f5750505050565b6000610f3b7f000000000000000000000000000000000000000000000000000000000000000042613d50565b6001600160a01b0385166000818152600960205260409081902083905551919250907f3249e0eec298b966eae1097f9c2ea7cb7c1ab4d86f9a74e3e023fde981e4ebb690610f8c9084815260200190565b60405180910390a25050505050565b610fa583836125da565b505050565b81158015610fc557506002546001600160a01b038281169116145b1561104757600080610fd56121ac565b90925090506001600160a01b038216151580610ff7575065ffffffffffff8116155b8061100a57504265ffffffffffff821610155b15611032576040516319ca5ebb60e01b815265ffffffffffff82166004820152602401610ba5565b50506001805465ffffffffffff60a01b191690555b610c938282612602565b600061105c816125c5565b610caa612635565b6000600080516020613e4b83398151915261107e816125c5565b611086612511565b61108e612535565b8880158061109c5750606481115b806110a75750878114155b806110b25750858114155b806110bd5750838114155b156110f357604051635ceab09360e11b815260048101829052602481018990526044810187905260648101859052608401610ba5565b60005b8181101561121757600760008d8d8481811061111457611114613d63565b9050602002013581526020019081526020016000205460001461117b578b8b8281811061114357611143613d63565b905060200201357f4b73a49fe8c74dd11bc8a95217b2733de9aea8db8d37587f6f972996a9de255060405160405180910390a261120f565b6112038c8c8381811061119057611190613d63565b905060200201358b8b848181106111a9576111a9613d63565b90506020020160208101906111be91906138fd565b8a8a858181106111d0576111d0613d63565b90506020020160208101906111e591906138fd565b8989868181106111f7576111f7613d63565b90506020020135612687565b61120c84613d79565b93505b6001016110f6565b50506112306001600080516020613e2b83398151915255565b5098975050505050505050565b604080514660208083019190915230828401526001600160a01b039788166060830152608082019690965260a08101949094529190941660c083015260e080830194909452805180830390940184526101009091019052815191012090565b6000806112ac6201518042613d92565b6001600160a01b0384166000908152600d60209081526040918290208251808401909352546001600160401b038116808452600160401b9091046001600160c01b03169183019190915291935090831461130757600061130d565b80602001515b6001600160c01b0316915050915091565b611326612511565b848015806113345750838114155b8061133f5750818114155b1561136e5760405163e1ae664b60e01b8152600481018290526024810185905260448101839052606401610ba5565b6000805b828110156114f35760006113cf8a8a8481811061139157611391613d63565b905060200201358989858181106113aa576113aa613d63565b905060200201358888868181106113c3576113c3613d63565b90506020020135612811565b90506000611429828c8c868181106113e9576113e9613d63565b905060200201358b8b8781811061140257611402613d63565b9050602002013560008b8b8981811061141d5761141d613d63565b905060200201356128b9565b905086868481811061143d5761143d613d63565b905060200201358461144f9190613d50565b93503360008c8c8681811061146657611466613d63565b905060200201357f5d71b8b33c5c7785edda318502948f315d7deaf5f648a5b1a05748b3196164688a8a888181106114a0576114a0613d63565b90506020020135858e8e8a8181106114ba576114ba613d63565b905060200201356040516114e1939291909283526020830191909152604082015260600190565b60405180910390a45050600101611372565b5034811461151d57604051630626ade360e41b815260048101829052346024820152604401610ba5565b5050505050505050565b6000611532816125c5565b610c93826128e4565b6000611546816125c5565b610c9382612950565b6000818152600760205260408120548190600181116115745750600093849350915050565b606081901c946001600160601b039091169350915050565b6000611597816125c5565b61159f612535565b816000036115c057604051631f2a200560e01b815260040160405180910390fd5b60006115cb846129c0565b9050828110156115f45783818460405163051a1eaf60e51b8152600401610ba593929190613db4565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b03167f7b09c29f9106defeccc9ac3b823f3aad0b470d120e5df7aed033b5c43a4bf7188560405161165991815260200190565b60405180910390a36001600160a01b03841661169e576116997f000000000000000000000000000000000000000000000000000000000000000084612551565b6116d2565b6116d26001600160a01b0385167f000000000000000000000000000000000000000000000000000000000000000085612a51565b50610fa56001600080516020613e2b83398151915255565b6000806116f5612511565b6116fd612535565b61170986868686612a86565b915091506117246001600080516020613e2b83398151915255565b94509492505050565b600080611738612511565b611740612535565b6001600160a01b03881660009081526004602052604090205460ff166117845760405163094403b760e41b81526001600160a01b0389166004820152602401610ba5565b60405163d505accf60e01b8152336004820152306024820152604481018890526064810187905260ff8616608482015260a4810185905260c481018490526001600160a01b0389169063d505accf9060e401600060405180830381600087803b1580156117f057600080fd5b505af1925050508015611801575060015b50604051636eb1769f60e11b81523360048201523060248201526000906001600160a01b038a169063dd62ed3e90604401602060405180830381865afa15801561184f573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906118739190613dd5565b90508781101561189c57888189604051638763532d60e01b8152600401610ba593929190613db4565b6118a88b8b8b8b612a86565b92509250506118c46001600080516020613e2b83398151915255565b9850989650505050505050565b600080516020613e4b8339815191526118e9816125c5565b6118f1612511565b6118f9612535565b6000858152600760205260409020541561192957604051637a5bb50760e11b815260048101869052602401610ba5565b61193585858585612687565b61194c6001600080516020613e2b83398151915255565b5050505050565b61195b612535565b8060000361197c57604051631f2a200560e01b815260040160405180910390fd5b806001600160a01b0383166119b9578134146119b457604051630626ade360e41b815260048101839052346024820152604401610ba5565b6119ee565b34156119e157604051630626ade360e41b815260006004820152346024820152604401610ba5565b6119eb8383612b51565b90505b60405181815233906001600160a01b038516907f3b5083eec1a1116c56de5d6841cff8efc6a0aec9850e836ec509d6ce024ea5619060200160405180910390a350610c936001600080516020613e2b83398151915255565b611a5e600080516020613e6b83398151915233611ab6565b158015611a735750611a71600033611ab6565b155b15611a935760405163a252c15160e01b8152336004820152602401610ba5565b611a9b612c87565b565b6000611ab16002546001600160a01b031690565b905090565b6000611ac28383612cc4565b15611acf57506001610b5f565b600080516020613e4b8339815191528314611aec57506000610b5f565b6001600160a01b0382166000908152600960205260409020548015801590611b145750428111155b949350505050565b6000806000611b2a84612ced565b8051602090910151909590945092505050565b6000611b48816125c5565b6001600160a01b0384166000908152600b60209081526040918290208251808401909352805480845260019091015491830191909152841115611ba55780516040516399d9388d60e01b8152610ba5918791879190600401613db4565b8060200151831115611bd457848382602001516040516399d9388d60e01b8152600401610ba593929190613db4565b6001600160a01b0385166000908152600d60205260409020611bf590612dab565b6001600160a01b0385166000908152600e60205260409020611c1690612dab565b6000611c2186612ced565b6001600160a01b0387166000908152600c60205260408120818155600181018290556002015590507f00000000000000000000000000000000000000000000000000000000000000001580611c86575080518511801590611c86575080602001518411155b15611d035760408051808201825286815260208082018781526001600160a01b038a166000818152600a8452859020935184559051600190930192909255825188815290810187905290917f95180f961a87161f1ee31a2e7f3e8f67999f6e8142fa725269143a2c9cf03012910160405180910390a25050611e51565b60006040518060400160405280611d1e888560000151612de8565b8152602001611d31878560200151612de8565b90526001600160a01b0388166000818152600a6020908152604091829020845180825585830151600190920182905583519081529182015292935090917f95180f961a87161f1ee31a2e7f3e8f67999f6e8142fa725269143a2c9cf03012910160405180910390a26000611dc57f000000000000000000000000000000000000000000000000000000000000000042613d50565b60408051606080820183528a825260208083018b81528385018681526001600160a01b038f166000818152600c855287902095518655915160018601555160029094019390935583518c81529081018b9052928301849052929350917ff074f3e4415d26f53a21431965428e46f2c2aa9d64129eb4e1fcd4019df0dde7910160405180910390a2505050505b50505050565b600254600090600160d01b900465ffffffffffff168015158015611e8357504265ffffffffffff821610155b611e8f57600080611ea3565b600254600160a01b900465ffffffffffff16815b915091509091565b600080611ebb6201518042613d92565b6001600160a01b0384166000908152600e60209081526040918290208251808401909352546001600160401b038116808452600160401b9091046001600160c01b03169183019190915291935090831461130757600061130d565b611f1e612511565b611f26612535565b600080611f328361154f565b9150915080600003611f5a57604051635cf7608160e11b815260048101849052602401610ba5565b60008381526007602052604081206001905560088054839290611f7e908490613d3d565b90915550506040518181526001600160a01b0383169084907f0508a8b4117d9a7b3d8f5895f6413e61b4f9a2df35afbfb41e78d0ecfff1843f9060200160405180910390a3611fcd8282612551565b5050610caa6001600080516020613e2b83398151915255565b611ffe600080516020613e6b83398151915233611ab6565b1580156120135750612011600033611ab6565b155b156120335760405163a252c15160e01b8152336004820152602401610ba5565b600061203e84612ced565b80519091508311806120535750806020015182115b1561207c576040516301f1d19b60e31b81526001600160a01b0385166004820152602401610ba5565b6001600160a01b0384166000818152600c602090815260408083208381556001808201859055600290910184905581518083018352888152808401888152868652600a85529483902090518155935193019290925581518681529081018590527f95180f961a87161f1ee31a2e7f3e8f67999f6e8142fa725269143a2c9cf03012910160405180910390a250505050565b600254600090600160d01b900465ffffffffffff16801515801561213857504265ffffffffffff8216105b61215357600154600160d01b900465ffffffffffff16612166565b600254600160a01b900465ffffffffffff165b91505090565b60006121766121ac565b509050336001600160a01b038216146121a457604051636116401160e11b8152336004820152602401610ba5565b610caa612e00565b6001546001600160a01b03811691600160a01b90910465ffffffffffff1690565b816121eb57604051631fe1e13d60e11b815260040160405180910390fd5b610c938282612e99565b6000612200816125c5565b610caa612ebe565b60006001600854611ab19190613d3d565b6000612223612511565b6000612230848434612811565b90506122408185856000346128b9565b6040805134815260208101839052908101859052909250339060009086907f5d71b8b33c5c7785edda318502948f315d7deaf5f648a5b1a05748b3196164689060600160405180910390a45092915050565b600080516020613e4b8339815191526122aa816125c5565b6122b2612511565b6122ba612535565b866122d857604051637dec24e360e11b815260040160405180910390fd5b6000878152600760205260409020541561230857604051637a5bb50760e11b815260048101889052602401610ba5565b6000612317878787878761123d565b905080600560006123288a8a612ec9565b8152602001908152602001600020541461235857604051631909581760e21b815260048101829052602401610ba5565b60008181526006602052604090205460ff161561238b5760405163399afc7d60e01b815260048101829052602401610ba5565b6001600160a01b0384166000908152600e602052604090206123ae908585612f06565b60008881526007602090815260408083206001908190558484526006835292819020805460ff191690931790925590518481526001600160a01b0389811692908716918b917f37db9851b6c9a32f8ddcf4734e6526de7c85268ef735f7883ea70dc8a39c9c85910160405180910390a4604051889082907e7c875846b687732a7579c19bb1dade66cd14e9f4f809565e2b2b5e76c72b4f90600090a361245688858986613068565b5061246e6001600080516020613e2b83398151915255565b50505050505050565b61248f600080516020613e6b83398151915233611ab6565b1580156124a457506124a2600033611ab6565b155b156124c45760405163a252c15160e01b8152336004820152602401610ba5565b610c93600080516020613e4b8339815191528261313c565b60006001600160e01b03198216637965db0b60e01b1480610b5f57506301ffc9a760e01b6001600160e01b0319831614610b5f565b60035460ff1615611a9b5760405163d93c066560e01b815260040160405180910390fd5b61253d6131f2565b6002600080516020613e2b83398151915255565b8047101561257b5760405163cf47918160e01b815247600482015260248101829052604401610ba5565b612595828260405180602001604052806000815250613222565b1561259e575050565b3d156125ac57610c93613239565b60405163d6bda27560e01b815260040160405180910390fd5b610caa8133613245565b611a9b60008061327e565b816125f857604051631fe1e13d60e11b815260040160405180910390fd5b610c93828261333e565b6001600160a01b038116331461262b5760405163334bd91960e11b815260040160405180910390fd5b610fa5828261313c565b61263d613363565b6003805460ff191690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa335b6040516001600160a01b03909116815260200160405180910390a1565b836126a557604051637dec24e360e11b815260040160405180910390fd5b6001600160a01b0382166126cc5760405163d92e233d60e01b815260040160405180910390fd5b306001600160a01b0383160361270057604051630bc2c5df60e11b81526001600160a01b0383166004820152602401610ba5565b8060000361272157604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b0383161580159061275257506001600160a01b03831660009081526004602052604090205460ff16155b1561277b5760405163094403b760e41b81526001600160a01b0384166004820152602401610ba5565b6001600160a01b0383166000908152600d6020526040902061279e908483612f06565b60016007600086815260200190815260200160002081905550816001600160a01b0316836001600160a01b0316857f37db9851b6c9a32f8ddcf4734e6526de7c85268ef735f7883ea70dc8a39c9c85846040516127fd91815260200190565b60405180910390a4611e5184848484613068565b60008160000361283457604051631f2a200560e01b815260040160405180910390fd5b83612852576040516366d996cb60e11b815260040160405180910390fd5b8261287057604051637dec24e360e11b815260040160405180910390fd5b61287a3384612ec9565b60008181526005602052604090205490915080156128b15733848260405163c2e2363760e01b8152600401610ba593929190613db4565b509392505050565b60006128c8338587868661123d565b6000968752600560205260409096208690555093949350505050565b6128fc600080516020613e4b83398151915282611ab6565b8061291e57506001600160a01b03811660009081526009602052604090205415155b156129475760405163dec8a12360e01b81526001600160a01b0382166004820152602401610ba5565b610caa81613386565b600061295b826133f9565b61296442613441565b61296e9190613dee565b905061297a828261327e565b6040805165ffffffffffff8085168252831660208201527ff1038c18cf84a56e432fdbfaf746924b7ea511dfe03a6506a0ceba4888788d9b910160405180910390a15050565b60006001600160a01b0382166129e95760016008546129df9190613d3d565b610b5f9047613d3d565b6040516370a0823160e01b81523060048201526001600160a01b038316906370a0823190602401602060405180830381865afa158015612a2d573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190610b5f9190613dd5565b612a5e8383836001613478565b610fa557604051635274afe760e01b81526001600160a01b0384166004820152602401610ba5565b6001600160a01b038216600090815260046020526040812054819060ff16612acc5760405163094403b760e41b81526001600160a01b0385166004820152602401610ba5565b6000612ad9878786612811565b9050612ae58585612b51565b9150612af481888888866128b9565b604080518481526020810183905290810188905290935033906001600160a01b0387169089907f5d71b8b33c5c7785edda318502948f315d7deaf5f648a5b1a05748b3196164689060600160405180910390a45094509492505050565b6040516370a0823160e01b815230600482015260009081906001600160a01b038516906370a0823190602401602060405180830381865afa158015612b9a573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190612bbe9190613dd5565b9050612bd56001600160a01b0385163330866134de565b6040516370a0823160e01b81523060048201526000906001600160a01b038616906370a0823190602401602060405180830381865afa158015612c1c573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190612c409190613dd5565b9050818111612c74576040516313a7266f60e11b81526001600160a01b038616600482015260248101859052604401610ba5565b612c7e8282613d3d565b95945050505050565b612c8f612511565b6003805460ff191660011790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a25861266a3390565b6000918252602082815260408084206001600160a01b0393909316845291905290205460ff1690565b604080518082018252600080825260208083018290526001600160a01b0385168252600c81529083902083516060810185528154815260018201549281019290925260020154928101839052909115801590612d4d575042816040015111155b15612d77576040518060400160405280826000015181526020018260200151815250915050919050565b50506001600160a01b03166000908152600a6020908152604091829020825180840190935280548352600101549082015290565b80546001600160401b0316600003610caa57612dca6201518042613d92565b815467ffffffffffffffff19166001600160401b0391909116179055565b6000818310612df75781612df9565b825b9392505050565b600080612e0b6121ac565b91509150612e208165ffffffffffff16151590565b1580612e3457504265ffffffffffff821610155b15612e5c576040516319ca5ebb60e01b815265ffffffffffff82166004820152602401610ba5565b612e786000612e736002546001600160a01b031690565b61313c565b50612e84600083613514565b5050600180546001600160d01b031916905550565b600082815260208190526040902060010154612eb4816125c5565b611e51838361313c565b611a9b6000806135a4565b604080516001600160a01b038416602082015290810182905260009060600160405160208183030381529060405280519060200120905092915050565b6000612f1183612ced565b8051909150821115612f3d578051604051632ed6319f60e21b8152610ba5918591859190600401613db4565b6000612f4c6201518042613d92565b85549091506000906001600160401b03168214612f6a576000612f7d565b8554600160401b90046001600160c01b03165b6001600160c01b0316905082602001518482612f999190613d50565b1115612fe55760208301516040516361a010f160e01b81526001600160a01b0387166004820152602481018490526044810183905260648101869052608481019190915260a401610ba5565b6000612ff0866129c0565b9050848110156130195785818660405163051a1eaf60e51b8152600401610ba593929190613db4565b865467ffffffffffffffff19166001600160401b03841617875561303d8583613d50565b87546001600160c01b0391909116600160401b026001600160401b0390911617909655505050505050565b6001600160a01b038316156130905761308b6001600160a01b0384168383612a51565b611e51565b60006188b881808080868886f1915081613134576130ad83613623565b6001600160601b03166060856001600160a01b0316901b17600760008881526020019081526020016000208190555082600860008282546130ee9190613d50565b90915550506040518381526001600160a01b0385169087907fa448ee5bd6ad4ce3219318012384c971ac5cbee0bbc2f79dce526b60284250bf9060200160405180910390a35b505050505050565b6000600080516020613e4b8339815191528314801561317257506001600160a01b03821660009081526009602052604090205415155b156131e8576001600160a01b03821660009081526009602052604081205561319a8383612cc4565b6131e857335b6001600160a01b0316826001600160a01b0316847ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b60405160405180910390a4506001610b5f565b612df98383613657565b600080516020613e2b83398151915254600203611a9b57604051633ee5aeb560e01b815260040160405180910390fd5b600080600083516020850186885af1949350505050565b6040513d6000823e3d81fd5b61324f8282611ab6565b610c935760405163e2517d3f60e01b81526001600160a01b038216600482015260248101839052604401610ba5565b600254600160d01b900465ffffffffffff168015613301574265ffffffffffff821610156132d757600254600180546001600160d01b0316600160a01b90920465ffffffffffff16600160d01b02919091179055613301565b6040517f2b1fa2edafe6f7b9e97c1a9e0c3660e645beb2dcaa2d45bdbf9beaf5472e1ec590600090a15b50600280546001600160a01b0316600160a01b65ffffffffffff948516026001600160d01b031617600160d01b9290931691909102919091179055565b600082815260208190526040902060010154613359816125c5565b611e518383613514565b60035460ff16611a9b57604051638dfc202b60e01b815260040160405180910390fd5b600061339061210d565b61339942613441565b6133a39190613dee565b90506133af82826135a4565b60405165ffffffffffff821681526001600160a01b038316907f3377dc44241e779dd06afab5b788a35ca5f3b778836e2990bdb26a2a4b2e5ed69060200160405180910390a25050565b60008061340461210d565b90508065ffffffffffff168365ffffffffffff161161342c576134278382613e0c565b612df9565b612df965ffffffffffff841662069780613694565b600065ffffffffffff821115613474576040516306dfcc6560e41b81526030600482015260248101839052604401610ba5565b5090565b60405163a9059cbb60e01b60008181526001600160a01b038616600452602485905291602083604481808b5af1925060016000511483166134d25783831516156134c5573d6000823e3d81fd5b6000873b113d1516831692505b60405250949350505050565b6134ec8484848460016136a4565b611e5157604051635274afe760e01b81526001600160a01b0385166004820152602401610ba5565b60008215806135305750600080516020613e6b83398151915283145b8015613571575061354f600080516020613e4b83398151915283612cc4565b8061357157506001600160a01b03821660009081526009602052604090205415155b1561359a5760405163dec8a12360e01b81526001600160a01b0383166004820152602401610ba5565b612df98383613716565b60006135ae6121ac565b6001805465ffffffffffff8616600160a01b026001600160d01b03199091166001600160a01b0388161717905591506135f090508165ffffffffffff16151590565b15610fa5576040517f8886ebfc4259abdbc16601dd8fb5678e54878f47b3c34836cfc51154a960510990600090a1505050565b60006001600160601b03821115613474576040516306dfcc6560e41b81526060600482015260248101839052604401610ba5565b60008215801561367457506002546001600160a01b038381169116145b1561368a57600280546001600160a01b03191690555b612df9838361377e565b6000828218828410028218612df9565b6040516323b872dd60e01b60008181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060016000511483166137045783831516156136f7573d6000823e3d81fd5b6000883b113d1516831692505b60405250600060605295945050505050565b6000826137745760006137316002546001600160a01b031690565b6001600160a01b03161461375857604051631fe1e13d60e11b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0384161790555b612df983836137c5565b600061378a8383611ab6565b156137bd576000838152602081815260408083206001600160a01b03861684529091529020805460ff19169055336131a0565b506000610b5f565b60006137d18383611ab6565b6137bd576000838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556138073390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610b5f565b60006020828403121561386157600080fd5b81356001600160e01b031981168114612df957600080fd5b80356001600160a01b038116811461389057600080fd5b919050565b600080604083850312156138a857600080fd5b823591506138b860208401613879565b90509250929050565b600080604083850312156138d457600080fd5b6138dd83613879565b9150602083013580151581146138f257600080fd5b809150509250929050565b60006020828403121561390f57600080fd5b612df982613879565b60006020828403121561392a57600080fd5b5035919050565b60008083601f84011261394357600080fd5b5081356001600160401b0381111561395a57600080fd5b6020830191508360208260051b850101111561397557600080fd5b9250929050565b6000806000806000806000806080898b03121561399857600080fd5b88356001600160401b038111156139ae57600080fd5b6139ba8b828c01613931565b90995097505060208901356001600160401b038111156139d957600080fd5b6139e58b828c01613931565b90975095505060408901356001600160401b03811115613a0457600080fd5b613a108b828c01613931565b90955093505060608901356001600160401b03811115613a2f57600080fd5b613a3b8b828c01613931565b999c989b5096995094979396929594505050565b600080600080600060a08688031215613a6757600080fd5b613a7086613879565b94506020860135935060408601359250613a8c60608701613879565b949793965091946080013592915050565b60008060008060008060608789031215613ab657600080fd5b86356001600160401b03811115613acc57600080fd5b613ad889828a01613931565b90975095505060208701356001600160401b03811115613af757600080fd5b613b0389828a01613931565b90955093505060408701356001600160401b03811115613b2257600080fd5b613b2e89828a01613931565b979a9699509497509295939492505050565b600060208284031215613b5257600080fd5b813565ffffffffffff81168114612df957600080fd5b60008060408385031215613b7b57600080fd5b613b8483613879565b946020939093013593505050565b60008060008060808587031215613ba857600080fd5b8435935060208501359250613bbf60408601613879565b9396929550929360600135925050565b600080600080600080600080610100898b031215613bec57600080fd5b8835975060208901359650613c0360408a01613879565b9550606089013594506080890135935060a089013560ff81168114613c2757600080fd5b979a969950949793969295929450505060c08201359160e0013590565b60008060008060808587031215613c5a57600080fd5b84359350613c6a60208601613879565b9250613bbf60408601613879565b600080600060608486031215613c8d57600080fd5b613c9684613879565b95602085013595506040909401359392505050565b60008060408385031215613cbe57600080fd5b50508035926020909101359150565b60008060008060008060c08789031215613ce657600080fd5b86359550613cf660208801613879565b94506040870135935060608701359250613d1260808801613879565b9598949750929591949360a090920135925050565b634e487b7160e01b600052601160045260246000fd5b81810381811115610b5f57610b5f613d27565b80820180821115610b5f57610b5f613d27565b634e487b7160e01b600052603260045260246000fd5b600060018201613d8b57613d8b613d27565b5060010190565b600082613daf57634e487b7160e01b600052601260045260246000fd5b500490565b6001600160a01b039390931683526020830191909152604082015260600190565b600060208284031215613de757600080fd5b5051919050565b65ffffffffffff8181168382160190811115610b5f57610b5f613d27565b65ffffffffffff8281168282160390811115610b5f57610b5f613d2756fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f008ec07e268e32cae7f300b49ad34f20106d088445cb9d9b2d62cbd864638308b255435dd261a4b9b3364963f7738a7a662ad9c84396d64be3365284bb7f0a5041a164736f6c6343000825000a55435dd261a4b9b3364963f7738a7a662ad9c84396d64be3365284bb7f0a5041",
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
// Solidity: constructor(address admin, uint48 adminTransferDelay, address guardian, address payer, address treasury_, uint256 governanceDelay_, address[] capTokens, uint256[] maxPerPayment, uint256[] maxPerPeriod) returns()
func (depositVaultV2 *DepositVaultV2) PackConstructor(admin common.Address, adminTransferDelay *big.Int, guardian common.Address, payer common.Address, treasury_ common.Address, governanceDelay_ *big.Int, capTokens []common.Address, maxPerPayment []*big.Int, maxPerPeriod []*big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("", admin, adminTransferDelay, guardian, payer, treasury_, governanceDelay_, capTokens, maxPerPayment, maxPerPeriod)
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

// PackGUARDIANROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24ea54f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GUARDIAN_ROLE() view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) PackGUARDIANROLE() []byte {
	enc, err := depositVaultV2.abi.Pack("GUARDIAN_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGUARDIANROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24ea54f4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GUARDIAN_ROLE() view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) TryPackGUARDIANROLE() ([]byte, error) {
	return depositVaultV2.abi.Pack("GUARDIAN_ROLE")
}

// UnpackGUARDIANROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24ea54f4.
//
// Solidity: function GUARDIAN_ROLE() view returns(bytes32)
func (depositVaultV2 *DepositVaultV2) UnpackGUARDIANROLE(data []byte) ([32]byte, error) {
	out, err := depositVaultV2.abi.Unpack("GUARDIAN_ROLE", data)
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

// PackAcceptDefaultAdminTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcefc1429.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptDefaultAdminTransfer() returns()
func (depositVaultV2 *DepositVaultV2) PackAcceptDefaultAdminTransfer() []byte {
	enc, err := depositVaultV2.abi.Pack("acceptDefaultAdminTransfer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptDefaultAdminTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcefc1429.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptDefaultAdminTransfer() returns()
func (depositVaultV2 *DepositVaultV2) TryPackAcceptDefaultAdminTransfer() ([]byte, error) {
	return depositVaultV2.abi.Pack("acceptDefaultAdminTransfer")
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

// PackBeginDefaultAdminTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x634e93da.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function beginDefaultAdminTransfer(address newAdmin) returns()
func (depositVaultV2 *DepositVaultV2) PackBeginDefaultAdminTransfer(newAdmin common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("beginDefaultAdminTransfer", newAdmin)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBeginDefaultAdminTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x634e93da.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function beginDefaultAdminTransfer(address newAdmin) returns()
func (depositVaultV2 *DepositVaultV2) TryPackBeginDefaultAdminTransfer(newAdmin common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("beginDefaultAdminTransfer", newAdmin)
}

// PackCancelDefaultAdminTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd602b9fd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancelDefaultAdminTransfer() returns()
func (depositVaultV2 *DepositVaultV2) PackCancelDefaultAdminTransfer() []byte {
	enc, err := depositVaultV2.abi.Pack("cancelDefaultAdminTransfer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancelDefaultAdminTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd602b9fd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancelDefaultAdminTransfer() returns()
func (depositVaultV2 *DepositVaultV2) TryPackCancelDefaultAdminTransfer() ([]byte, error) {
	return depositVaultV2.abi.Pack("cancelDefaultAdminTransfer")
}

// PackChangeDefaultAdminDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x649a5ec7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function changeDefaultAdminDelay(uint48 newDelay) returns()
func (depositVaultV2 *DepositVaultV2) PackChangeDefaultAdminDelay(newDelay *big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("changeDefaultAdminDelay", newDelay)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChangeDefaultAdminDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x649a5ec7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function changeDefaultAdminDelay(uint48 newDelay) returns()
func (depositVaultV2 *DepositVaultV2) TryPackChangeDefaultAdminDelay(newDelay *big.Int) ([]byte, error) {
	return depositVaultV2.abi.Pack("changeDefaultAdminDelay", newDelay)
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

// PackDefaultAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84ef8ffc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultAdmin() view returns(address)
func (depositVaultV2 *DepositVaultV2) PackDefaultAdmin() []byte {
	enc, err := depositVaultV2.abi.Pack("defaultAdmin")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefaultAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84ef8ffc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defaultAdmin() view returns(address)
func (depositVaultV2 *DepositVaultV2) TryPackDefaultAdmin() ([]byte, error) {
	return depositVaultV2.abi.Pack("defaultAdmin")
}

// UnpackDefaultAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84ef8ffc.
//
// Solidity: function defaultAdmin() view returns(address)
func (depositVaultV2 *DepositVaultV2) UnpackDefaultAdmin(data []byte) (common.Address, error) {
	out, err := depositVaultV2.abi.Unpack("defaultAdmin", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDefaultAdminDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc8463c8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultAdminDelay() view returns(uint48)
func (depositVaultV2 *DepositVaultV2) PackDefaultAdminDelay() []byte {
	enc, err := depositVaultV2.abi.Pack("defaultAdminDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefaultAdminDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc8463c8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defaultAdminDelay() view returns(uint48)
func (depositVaultV2 *DepositVaultV2) TryPackDefaultAdminDelay() ([]byte, error) {
	return depositVaultV2.abi.Pack("defaultAdminDelay")
}

// UnpackDefaultAdminDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcc8463c8.
//
// Solidity: function defaultAdminDelay() view returns(uint48)
func (depositVaultV2 *DepositVaultV2) UnpackDefaultAdminDelay(data []byte) (*big.Int, error) {
	out, err := depositVaultV2.abi.Unpack("defaultAdminDelay", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDefaultAdminDelayIncreaseWait is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x022d63fb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultAdminDelayIncreaseWait() view returns(uint48)
func (depositVaultV2 *DepositVaultV2) PackDefaultAdminDelayIncreaseWait() []byte {
	enc, err := depositVaultV2.abi.Pack("defaultAdminDelayIncreaseWait")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefaultAdminDelayIncreaseWait is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x022d63fb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defaultAdminDelayIncreaseWait() view returns(uint48)
func (depositVaultV2 *DepositVaultV2) TryPackDefaultAdminDelayIncreaseWait() ([]byte, error) {
	return depositVaultV2.abi.Pack("defaultAdminDelayIncreaseWait")
}

// UnpackDefaultAdminDelayIncreaseWait is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x022d63fb.
//
// Solidity: function defaultAdminDelayIncreaseWait() view returns(uint48)
func (depositVaultV2 *DepositVaultV2) UnpackDefaultAdminDelayIncreaseWait(data []byte) (*big.Int, error) {
	out, err := depositVaultV2.abi.Unpack("defaultAdminDelayIncreaseWait", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackLowerLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbe864482.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lowerLimits(address token, uint256 perPayment, uint256 perPeriod) returns()
func (depositVaultV2 *DepositVaultV2) PackLowerLimits(token common.Address, perPayment *big.Int, perPeriod *big.Int) []byte {
	enc, err := depositVaultV2.abi.Pack("lowerLimits", token, perPayment, perPeriod)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLowerLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbe864482.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lowerLimits(address token, uint256 perPayment, uint256 perPeriod) returns()
func (depositVaultV2 *DepositVaultV2) TryPackLowerLimits(token common.Address, perPayment *big.Int, perPeriod *big.Int) ([]byte, error) {
	return depositVaultV2.abi.Pack("lowerLimits", token, perPayment, perPeriod)
}

// PackMaxLimitsOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8d474784.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxLimitsOf(address token) view returns(uint256 perPayment, uint256 perPeriod)
func (depositVaultV2 *DepositVaultV2) PackMaxLimitsOf(token common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("maxLimitsOf", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxLimitsOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8d474784.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxLimitsOf(address token) view returns(uint256 perPayment, uint256 perPeriod)
func (depositVaultV2 *DepositVaultV2) TryPackMaxLimitsOf(token common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("maxLimitsOf", token)
}

// MaxLimitsOfOutput serves as a container for the return parameters of contract
// method MaxLimitsOf.
type MaxLimitsOfOutput struct {
	PerPayment *big.Int
	PerPeriod  *big.Int
}

// UnpackMaxLimitsOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8d474784.
//
// Solidity: function maxLimitsOf(address token) view returns(uint256 perPayment, uint256 perPeriod)
func (depositVaultV2 *DepositVaultV2) UnpackMaxLimitsOf(data []byte) (MaxLimitsOfOutput, error) {
	out, err := depositVaultV2.abi.Unpack("maxLimitsOf", data)
	outstruct := new(MaxLimitsOfOutput)
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

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (depositVaultV2 *DepositVaultV2) PackOwner() []byte {
	enc, err := depositVaultV2.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (depositVaultV2 *DepositVaultV2) TryPackOwner() ([]byte, error) {
	return depositVaultV2.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (depositVaultV2 *DepositVaultV2) UnpackOwner(data []byte) (common.Address, error) {
	out, err := depositVaultV2.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
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

// PackPendingDefaultAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf6eefb7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingDefaultAdmin() view returns(address newAdmin, uint48 schedule)
func (depositVaultV2 *DepositVaultV2) PackPendingDefaultAdmin() []byte {
	enc, err := depositVaultV2.abi.Pack("pendingDefaultAdmin")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingDefaultAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf6eefb7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingDefaultAdmin() view returns(address newAdmin, uint48 schedule)
func (depositVaultV2 *DepositVaultV2) TryPackPendingDefaultAdmin() ([]byte, error) {
	return depositVaultV2.abi.Pack("pendingDefaultAdmin")
}

// PendingDefaultAdminOutput serves as a container for the return parameters of contract
// method PendingDefaultAdmin.
type PendingDefaultAdminOutput struct {
	NewAdmin common.Address
	Schedule *big.Int
}

// UnpackPendingDefaultAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcf6eefb7.
//
// Solidity: function pendingDefaultAdmin() view returns(address newAdmin, uint48 schedule)
func (depositVaultV2 *DepositVaultV2) UnpackPendingDefaultAdmin(data []byte) (PendingDefaultAdminOutput, error) {
	out, err := depositVaultV2.abi.Unpack("pendingDefaultAdmin", data)
	outstruct := new(PendingDefaultAdminOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.NewAdmin = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Schedule = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackPendingDefaultAdminDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa1eda53c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingDefaultAdminDelay() view returns(uint48 newDelay, uint48 schedule)
func (depositVaultV2 *DepositVaultV2) PackPendingDefaultAdminDelay() []byte {
	enc, err := depositVaultV2.abi.Pack("pendingDefaultAdminDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingDefaultAdminDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa1eda53c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingDefaultAdminDelay() view returns(uint48 newDelay, uint48 schedule)
func (depositVaultV2 *DepositVaultV2) TryPackPendingDefaultAdminDelay() ([]byte, error) {
	return depositVaultV2.abi.Pack("pendingDefaultAdminDelay")
}

// PendingDefaultAdminDelayOutput serves as a container for the return parameters of contract
// method PendingDefaultAdminDelay.
type PendingDefaultAdminDelayOutput struct {
	NewDelay *big.Int
	Schedule *big.Int
}

// UnpackPendingDefaultAdminDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa1eda53c.
//
// Solidity: function pendingDefaultAdminDelay() view returns(uint48 newDelay, uint48 schedule)
func (depositVaultV2 *DepositVaultV2) UnpackPendingDefaultAdminDelay(data []byte) (PendingDefaultAdminDelayOutput, error) {
	out, err := depositVaultV2.abi.Unpack("pendingDefaultAdminDelay", data)
	outstruct := new(PendingDefaultAdminDelayOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.NewDelay = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Schedule = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
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
// Solidity: function renounceRole(bytes32 role, address account) returns()
func (depositVaultV2 *DepositVaultV2) PackRenounceRole(role [32]byte, account common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("renounceRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36568abe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceRole(bytes32 role, address account) returns()
func (depositVaultV2 *DepositVaultV2) TryPackRenounceRole(role [32]byte, account common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("renounceRole", role, account)
}

// PackRevokePayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf222381f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokePayer(address account) returns()
func (depositVaultV2 *DepositVaultV2) PackRevokePayer(account common.Address) []byte {
	enc, err := depositVaultV2.abi.Pack("revokePayer", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokePayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf222381f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokePayer(address account) returns()
func (depositVaultV2 *DepositVaultV2) TryPackRevokePayer(account common.Address) ([]byte, error) {
	return depositVaultV2.abi.Pack("revokePayer", account)
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

// PackRollbackDefaultAdminDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0aa6220b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rollbackDefaultAdminDelay() returns()
func (depositVaultV2 *DepositVaultV2) PackRollbackDefaultAdminDelay() []byte {
	enc, err := depositVaultV2.abi.Pack("rollbackDefaultAdminDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRollbackDefaultAdminDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0aa6220b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rollbackDefaultAdminDelay() returns()
func (depositVaultV2 *DepositVaultV2) TryPackRollbackDefaultAdminDelay() ([]byte, error) {
	return depositVaultV2.abi.Pack("rollbackDefaultAdminDelay")
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

// DepositVaultV2DefaultAdminDelayChangeCanceled represents a DefaultAdminDelayChangeCanceled event raised by the DepositVaultV2 contract.
type DepositVaultV2DefaultAdminDelayChangeCanceled struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2DefaultAdminDelayChangeCanceledEventName = "DefaultAdminDelayChangeCanceled"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2DefaultAdminDelayChangeCanceled) ContractEventName() string {
	return DepositVaultV2DefaultAdminDelayChangeCanceledEventName
}

// UnpackDefaultAdminDelayChangeCanceledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DefaultAdminDelayChangeCanceled()
func (depositVaultV2 *DepositVaultV2) UnpackDefaultAdminDelayChangeCanceledEvent(log *types.Log) (*DepositVaultV2DefaultAdminDelayChangeCanceled, error) {
	event := "DefaultAdminDelayChangeCanceled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2DefaultAdminDelayChangeCanceled)
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

// DepositVaultV2DefaultAdminDelayChangeScheduled represents a DefaultAdminDelayChangeScheduled event raised by the DepositVaultV2 contract.
type DepositVaultV2DefaultAdminDelayChangeScheduled struct {
	NewDelay       *big.Int
	EffectSchedule *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2DefaultAdminDelayChangeScheduledEventName = "DefaultAdminDelayChangeScheduled"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2DefaultAdminDelayChangeScheduled) ContractEventName() string {
	return DepositVaultV2DefaultAdminDelayChangeScheduledEventName
}

// UnpackDefaultAdminDelayChangeScheduledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DefaultAdminDelayChangeScheduled(uint48 newDelay, uint48 effectSchedule)
func (depositVaultV2 *DepositVaultV2) UnpackDefaultAdminDelayChangeScheduledEvent(log *types.Log) (*DepositVaultV2DefaultAdminDelayChangeScheduled, error) {
	event := "DefaultAdminDelayChangeScheduled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2DefaultAdminDelayChangeScheduled)
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

// DepositVaultV2DefaultAdminTransferCanceled represents a DefaultAdminTransferCanceled event raised by the DepositVaultV2 contract.
type DepositVaultV2DefaultAdminTransferCanceled struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2DefaultAdminTransferCanceledEventName = "DefaultAdminTransferCanceled"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2DefaultAdminTransferCanceled) ContractEventName() string {
	return DepositVaultV2DefaultAdminTransferCanceledEventName
}

// UnpackDefaultAdminTransferCanceledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DefaultAdminTransferCanceled()
func (depositVaultV2 *DepositVaultV2) UnpackDefaultAdminTransferCanceledEvent(log *types.Log) (*DepositVaultV2DefaultAdminTransferCanceled, error) {
	event := "DefaultAdminTransferCanceled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2DefaultAdminTransferCanceled)
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

// DepositVaultV2DefaultAdminTransferScheduled represents a DefaultAdminTransferScheduled event raised by the DepositVaultV2 contract.
type DepositVaultV2DefaultAdminTransferScheduled struct {
	NewAdmin       common.Address
	AcceptSchedule *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const DepositVaultV2DefaultAdminTransferScheduledEventName = "DefaultAdminTransferScheduled"

// ContractEventName returns the user-defined event name.
func (DepositVaultV2DefaultAdminTransferScheduled) ContractEventName() string {
	return DepositVaultV2DefaultAdminTransferScheduledEventName
}

// UnpackDefaultAdminTransferScheduledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DefaultAdminTransferScheduled(address indexed newAdmin, uint48 acceptSchedule)
func (depositVaultV2 *DepositVaultV2) UnpackDefaultAdminTransferScheduledEvent(log *types.Log) (*DepositVaultV2DefaultAdminTransferScheduled, error) {
	event := "DefaultAdminTransferScheduled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositVaultV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositVaultV2DefaultAdminTransferScheduled)
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
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["AboveMaximum"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackAboveMaximumError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["AccessControlBadConfirmation"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackAccessControlBadConfirmationError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["AccessControlEnforcedDefaultAdminDelay"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackAccessControlEnforcedDefaultAdminDelayError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["AccessControlEnforcedDefaultAdminRules"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackAccessControlEnforcedDefaultAdminRulesError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["AccessControlInvalidDefaultAdmin"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackAccessControlInvalidDefaultAdminError(raw[4:])
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
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["MaximaMismatch"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackMaximaMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["NotAContract"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackNotAContractError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["NotALowering"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackNotALoweringError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositVaultV2.abi.Errors["NotGuardian"].ID.Bytes()[:4]) {
		return depositVaultV2.UnpackNotGuardianError(raw[4:])
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

// DepositVaultV2AboveMaximum represents a AboveMaximum error raised by the DepositVaultV2 contract.
type DepositVaultV2AboveMaximum struct {
	Token   common.Address
	Limit   *big.Int
	Maximum *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AboveMaximum(address token, uint256 limit, uint256 maximum)
func DepositVaultV2AboveMaximumErrorID() common.Hash {
	return common.HexToHash("0x99d9388df1ca391cfb672a323a32e86ca75ac7e67a8bf44ebe7d3f7c71b82399")
}

// UnpackAboveMaximumError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AboveMaximum(address token, uint256 limit, uint256 maximum)
func (depositVaultV2 *DepositVaultV2) UnpackAboveMaximumError(raw []byte) (*DepositVaultV2AboveMaximum, error) {
	out := new(DepositVaultV2AboveMaximum)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "AboveMaximum", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// DepositVaultV2AccessControlEnforcedDefaultAdminDelay represents a AccessControlEnforcedDefaultAdminDelay error raised by the DepositVaultV2 contract.
type DepositVaultV2AccessControlEnforcedDefaultAdminDelay struct {
	Schedule *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlEnforcedDefaultAdminDelay(uint48 schedule)
func DepositVaultV2AccessControlEnforcedDefaultAdminDelayErrorID() common.Hash {
	return common.HexToHash("0x19ca5ebb8fb33f00e502c9392eddab1501674629178bf69b853cf037aaf4bb5d")
}

// UnpackAccessControlEnforcedDefaultAdminDelayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlEnforcedDefaultAdminDelay(uint48 schedule)
func (depositVaultV2 *DepositVaultV2) UnpackAccessControlEnforcedDefaultAdminDelayError(raw []byte) (*DepositVaultV2AccessControlEnforcedDefaultAdminDelay, error) {
	out := new(DepositVaultV2AccessControlEnforcedDefaultAdminDelay)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "AccessControlEnforcedDefaultAdminDelay", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2AccessControlEnforcedDefaultAdminRules represents a AccessControlEnforcedDefaultAdminRules error raised by the DepositVaultV2 contract.
type DepositVaultV2AccessControlEnforcedDefaultAdminRules struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlEnforcedDefaultAdminRules()
func DepositVaultV2AccessControlEnforcedDefaultAdminRulesErrorID() common.Hash {
	return common.HexToHash("0x3fc3c27ae3db78c81b8f6e685172134623efa268ee8cd8d54be38ad2a74fc13b")
}

// UnpackAccessControlEnforcedDefaultAdminRulesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlEnforcedDefaultAdminRules()
func (depositVaultV2 *DepositVaultV2) UnpackAccessControlEnforcedDefaultAdminRulesError(raw []byte) (*DepositVaultV2AccessControlEnforcedDefaultAdminRules, error) {
	out := new(DepositVaultV2AccessControlEnforcedDefaultAdminRules)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "AccessControlEnforcedDefaultAdminRules", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2AccessControlInvalidDefaultAdmin represents a AccessControlInvalidDefaultAdmin error raised by the DepositVaultV2 contract.
type DepositVaultV2AccessControlInvalidDefaultAdmin struct {
	DefaultAdmin common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlInvalidDefaultAdmin(address defaultAdmin)
func DepositVaultV2AccessControlInvalidDefaultAdminErrorID() common.Hash {
	return common.HexToHash("0xc22c8022f2a840d6b6a9f113407715f5bbd4e88c1b0dd9434dc00700ba609ed4")
}

// UnpackAccessControlInvalidDefaultAdminError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlInvalidDefaultAdmin(address defaultAdmin)
func (depositVaultV2 *DepositVaultV2) UnpackAccessControlInvalidDefaultAdminError(raw []byte) (*DepositVaultV2AccessControlInvalidDefaultAdmin, error) {
	out := new(DepositVaultV2AccessControlInvalidDefaultAdmin)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "AccessControlInvalidDefaultAdmin", raw); err != nil {
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

// DepositVaultV2MaximaMismatch represents a MaximaMismatch error raised by the DepositVaultV2 contract.
type DepositVaultV2MaximaMismatch struct {
	Tokens     *big.Int
	PerPayment *big.Int
	PerPeriod  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MaximaMismatch(uint256 tokens, uint256 perPayment, uint256 perPeriod)
func DepositVaultV2MaximaMismatchErrorID() common.Hash {
	return common.HexToHash("0xc026e47a29d6e9c31b0dd8234de8f0db6eec568e49a422d5861a6367ca3f5017")
}

// UnpackMaximaMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MaximaMismatch(uint256 tokens, uint256 perPayment, uint256 perPeriod)
func (depositVaultV2 *DepositVaultV2) UnpackMaximaMismatchError(raw []byte) (*DepositVaultV2MaximaMismatch, error) {
	out := new(DepositVaultV2MaximaMismatch)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "MaximaMismatch", raw); err != nil {
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

// DepositVaultV2NotALowering represents a NotALowering error raised by the DepositVaultV2 contract.
type DepositVaultV2NotALowering struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotALowering(address token)
func DepositVaultV2NotALoweringErrorID() common.Hash {
	return common.HexToHash("0x0f8e8cd888aaeafa8196279dd87fd031983a3358b9b3b8ae7f7d5d8decd7ad1b")
}

// UnpackNotALoweringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotALowering(address token)
func (depositVaultV2 *DepositVaultV2) UnpackNotALoweringError(raw []byte) (*DepositVaultV2NotALowering, error) {
	out := new(DepositVaultV2NotALowering)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "NotALowering", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositVaultV2NotGuardian represents a NotGuardian error raised by the DepositVaultV2 contract.
type DepositVaultV2NotGuardian struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotGuardian(address account)
func DepositVaultV2NotGuardianErrorID() common.Hash {
	return common.HexToHash("0xa252c151cd1ee155ad6a596fd962f839a8b963fd05f5e863eca095de2e0b08a4")
}

// UnpackNotGuardianError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotGuardian(address account)
func (depositVaultV2 *DepositVaultV2) UnpackNotGuardianError(raw []byte) (*DepositVaultV2NotGuardian, error) {
	out := new(DepositVaultV2NotGuardian)
	if err := depositVaultV2.abi.UnpackIntoInterface(out, "NotGuardian", raw); err != nil {
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
