package vaultv2

import (
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// A swap's deposit address, computed off chain exactly as the factory's
// depositAddress(swapId) does (contracts/DepositAddresses.sol): the CREATE2
// address of an EIP-1167 minimal proxy of the factory's forwarder, salted
// with the swap ID. The forwarder is the factory's first creation (its
// constructor's `new`, at nonce 1), so the factory's address alone fixes
// every deposit address: the API, the checkout page and the scanner need no
// chain call to know one.

// ForwarderOf is the DepositForwarder a DepositAddressFactory created.
func ForwarderOf(factory common.Address) common.Address {
	return crypto.CreateAddress(factory, 1)
}

// DepositAddress is the deposit address of swapID (the swap ID as the
// vault's bytes32) under factory.
func DepositAddress(factory common.Address, swapID [32]byte) common.Address {
	return crypto.CreateAddress2(factory, swapID, crypto.Keccak256(cloneCode(ForwarderOf(factory))))
}

// cloneCode is OpenZeppelin Clones' creation code of an EIP-1167 proxy to
// implementation.
func cloneCode(implementation common.Address) []byte {
	code := common.FromHex("3d602d80600a3d3981f3363d3d373d3d3d363d73")
	code = append(code, implementation.Bytes()...)
	return append(code, common.FromHex("5af43d82803e903d91602b57fd5bf3")...)
}
