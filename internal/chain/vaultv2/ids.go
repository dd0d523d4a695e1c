package vaultv2

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// NativeToken is the token address the vault uses for the chain's native coin
// in Deposited, Paid, Funded, Swept and the limits.
var NativeToken = common.Address{}

// DepositID is the vault's depositIdOf(payer, depositKey, swapID, token,
// amount), computed off chain: keccak256(abi.encode(chainID, vault, payer,
// depositKey, swapID, token, amount)), amount being what the vault received.
// It covers everything that makes the deposit that deposit, so the same
// transaction has the same ID on every branch of a reorg and two different
// deposits never share one (see the contract's depositIdOf).
func DepositID(chainID *big.Int, vault, payer common.Address, depositKey, swapID [32]byte, token common.Address, amount *big.Int) [32]byte {
	return crypto.Keccak256Hash(
		common.LeftPadBytes(chainID.Bytes(), 32),
		common.LeftPadBytes(vault.Bytes(), 32),
		common.LeftPadBytes(payer.Bytes(), 32),
		depositKey[:],
		swapID[:],
		common.LeftPadBytes(token.Bytes(), 32),
		common.LeftPadBytes(amount.Bytes(), 32),
	)
}
