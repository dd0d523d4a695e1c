// Package evmkey spells the identities of EVM observations in one canonical
// form, so that two spellings of one log (0x01 and 0x1, upper- and lower-case
// hex) can never become two keys.
package evmkey

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Observation identifies one log where it was seen: (chain ID, block hash, log index).
// The same log re-mined in another block after a reorg is another observation.
type Observation struct {
	ChainID   uint64
	BlockHash common.Hash
	LogIndex  uint64
}

// String is "evm:<chainId>:0x<blockhash lower-case>:<logIndex decimal>".
func (o Observation) String() string {
	return fmt.Sprintf("evm:%d:%s:%d", o.ChainID, strings.ToLower(o.BlockHash.Hex()), o.LogIndex)
}

// ParseQuantity reads a JSON-RPC quantity in hex ("0x1", "0x01") or decimal.
func ParseQuantity(field, s string) (uint64, error) {
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		digits := s[2:]
		if digits == "" {
			return 0, fmt.Errorf("%s: %q has no hex digits", field, s)
		}
		v, err := strconv.ParseUint(digits, 16, 64)
		if err != nil {
			return 0, fmt.Errorf("%s: %q is not a hex quantity", field, s)
		}
		return v, nil
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s: %q is not a quantity", field, s)
	}
	return v, nil
}

// ParseObservation normalises a key given as separate raw fields.
func ParseObservation(chainID, blockHash, logIndex string) (Observation, error) {
	c, err := ParseQuantity("chainId", chainID)
	if err != nil {
		return Observation{}, err
	}
	h := strings.ToLower(blockHash)
	if !strings.HasPrefix(h, "0x") || len(h) != 66 || !isHex(h[2:]) {
		return Observation{}, fmt.Errorf("blockHash: %q is not a 32-byte hex hash", blockHash)
	}
	i, err := ParseQuantity("logIndex", logIndex)
	if err != nil {
		return Observation{}, err
	}
	return Observation{ChainID: c, BlockHash: common.HexToHash(h), LogIndex: i}, nil
}

func isHex(s string) bool {
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return false
		}
	}
	return true
}

// DepositRef names a vault v1 deposit by the contract's own counter, scoped to chain and
// contract: it survives a reorg that moves the deposit to another block.
func DepositRef(chainID uint64, contract common.Address, depositID *big.Int) string {
	return fmt.Sprintf("evm:%d:%s:%s", chainID, strings.ToLower(contract.Hex()), depositID.String())
}

// DepositRefV2 names a vault v2 deposit by its bytes32 deposit ID
// (keccak256(chainid, vault, payer, depositKey, swapId, token, amount)),
// scoped to chain and contract: "evm:<chainId>:<vault>:0x<64 lower-case
// hex>". The ID covers everything that makes the deposit that deposit, so,
// unlike v1's counter, the ref names the same deposit on every branch of a
// reorg, even one that reorders deposits, and two different deposits never
// share one (not even two a payer signed under one key and one account
// nonce, mined one on each branch). Always 64 digits and 0x-prefixed, so it
// can never equal a v1 ref (decimal) of the same contract.
func DepositRefV2(chainID uint64, contract common.Address, depositID [32]byte) string {
	return fmt.Sprintf("evm:%d:%s:0x%x", chainID, strings.ToLower(contract.Hex()), depositID[:])
}

// EventID is the ID of one delivery to a swap: the observation key qualified by
// the event kind, since one observation yields an observed, a confirmed and
// perhaps a reorged delivery. generation > 1 marks a block that was orphaned
// and became canonical again: a new fact, not a replay of the first.
func EventID(observationKey, kind string, generation int) string {
	id := observationKey + "/" + strings.TrimPrefix(kind, "deposit-")
	if generation > 1 {
		id += "#" + strconv.Itoa(generation)
	}
	return id
}

// TransferRef names a plain token transfer to a swap's deposit address by
// its Transfer log: "evm:<chainId>:<token>:tx:0x<tx hash>:<log index>".
// Deposit addresses are read at final blocks only, so the log's place is
// settled when the ref is made.
func TransferRef(chainID uint64, token common.Address, txHash common.Hash, logIndex uint64) string {
	return fmt.Sprintf("evm:%d:%s:tx:%s:%d", chainID, strings.ToLower(token.Hex()), strings.ToLower(txHash.Hex()), logIndex)
}

// BalanceRef names native coin that reached a deposit address by the
// final block at which its balance showed it: "evm:<chainId>:<address>:
// native@<block>". One block, one credit per address, whatever number of
// transfers it summed.
func BalanceRef(chainID uint64, address common.Address, block uint64) string {
	return fmt.Sprintf("evm:%d:%s:native@%d", chainID, strings.ToLower(address.Hex()), block)
}

// BalanceLogIndex is the log index a balance observation is keyed under in
// its block (it has no log): far above any real log's index, and fixed per
// address, so a replayed pass finds the same key.
func BalanceLogIndex(address common.Address) uint64 {
	h := common.BytesToHash(address.Bytes()) // the address, right-aligned
	var x uint64
	for _, b := range h[24:32] {
		x = x<<8 | uint64(b)
	}
	return 1<<62 | x>>3
}
