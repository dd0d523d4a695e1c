package vaultv2

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// NativeToken is the token address the vault uses for the chain's native coin
// in Deposited, Paid, Funded, Swept and the limits.
var NativeToken = common.Address{}

// DepositID is the vault's depositIdOf(payer, depositKey), computed off chain:
// keccak256(abi.encode(chainID, vault, payer, depositKey)). It depends only
// on what the deposit transaction itself carries (its sender and calldata),
// which is why it is the same on every branch of a reorg.
func DepositID(chainID *big.Int, vault, payer common.Address, depositKey [32]byte) [32]byte {
	return crypto.Keccak256Hash(
		common.LeftPadBytes(chainID.Bytes(), 32),
		common.LeftPadBytes(vault.Bytes(), 32),
		common.LeftPadBytes(payer.Bytes(), 32),
		depositKey[:],
	)
}
