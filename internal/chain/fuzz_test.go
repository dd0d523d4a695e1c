package chain

import (
	"errors"
	"math/big"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain/depositvault"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/swap"
)

var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// Log decoding: a log with the wrong number of topics, short or long data,
// huge amounts or a swap ID that is not UTF-8 is refused or recorded — never
// a panic — and what is recorded is bounded and well-formed.
func FuzzObservation(f *testing.F) {
	vault := depositvault.NewDepositVault()
	topic := vault.GetABI().Events[depositvault.DepositVaultDepositedEventName].ID
	word := func(n int64) []byte { return common.LeftPadBytes(big.NewInt(n).Bytes(), 32) }
	good := append(word(12500000), word(7)...)
	f.Add(uint8(3), []byte("swap-42"), good)
	f.Add(uint8(1), []byte{}, good)
	f.Add(uint8(3), []byte{0xff, 0xfe}, good[:40])
	f.Add(uint8(3), []byte("swap-42"), append(maxUint256.Bytes(), maxUint256.Bytes()...))
	f.Add(uint8(5), []byte("x"), append(good, good...))
	contract := common.HexToAddress("0x8b92Ca86c6daD433860Dd828E406eDdBc309Dac6")
	s := &Scanner{cfg: Config{ChainID: 1337, Contract: contract}, vault: vault, topic: topic}
	f.Fuzz(func(t *testing.T, nTopics uint8, swapID, data []byte) {
		var id common.Hash
		copy(id[:], swapID)
		topics := []common.Hash{topic, id, common.BytesToHash([]byte{1})}
		if n := int(nTopics % 6); n < len(topics) {
			topics = topics[:n]
		} else {
			for len(topics) < n {
				topics = append(topics, common.Hash{})
			}
		}
		l := &types.Log{Address: contract, Topics: topics, Data: data, BlockNumber: 17, Index: 3,
			BlockHash: common.HexToHash("0xbb"), TxHash: common.HexToHash("0xcc")}
		o, err := s.observation(l, 1700000000)
		if err != nil {
			return
		}
		amount, ok := new(big.Int).SetString(o.AmountUnits, 10)
		if !ok || amount.Sign() < 0 || amount.Cmp(maxUint256) > 0 {
			t.Fatalf("amount %q", o.AmountUnits)
		}
		if !strings.HasPrefix(o.DepositRef, "evm:1337:0x8b92ca86c6dad433860dd828e406eddbc309dac6:") {
			t.Fatalf("deposit ref %q", o.DepositRef)
		}
		if !utf8.ValidString(o.SwapID) || len(o.SwapID) > 66 {
			t.Fatalf("swap ID %q", o.SwapID)
		}
	})
}

// RPC error classification: deterministic, and the documented provider
// messages and codes always mean "shrink the range".
func FuzzIsRangeLimit(f *testing.F) {
	f.Add(-32005, "query returned more than 10000 results")
	f.Add(-32000, "block range is too wide")
	f.Add(-32602, "invalid params")
	f.Add(-32000, "execution reverted")
	f.Add(429, "Too Many Requests")
	f.Fuzz(func(t *testing.T, code int, msg string) {
		err := rpcError{code: code, msg: msg}
		got := isRangeLimit(err)
		if got != isRangeLimit(err) {
			t.Fatal("not deterministic")
		}
		if (code == -32005 || code == -32602) && !got {
			t.Fatalf("code %d not a range limit", code)
		}
		if strings.Contains(strings.ToLower(msg), "block range") && !got {
			t.Fatalf("%q not a range limit", msg)
		}
		wrapped := errors.Join(errors.New("eth_getLogs"), err)
		if isRangeLimit(wrapped) != got {
			t.Fatal("wrapping changed the answer")
		}
	})
}

type rpcError struct {
	code int
	msg  string
}

func (e rpcError) Error() string  { return e.msg }
func (e rpcError) ErrorCode() int { return e.code }

var _ rpc.Error = rpcError{}

// Vault v2 log decoding: any topics and data are refused or recorded, never
// a panic; what is recorded has a v2 ref (0x + 64 hex) and an asset that is
// a configured symbol or a lower-case token address.
func FuzzObservationV2(f *testing.F) {
	cfg := Config{ChainID: 1337, Contract: common.HexToAddress("0x8b92Ca86c6daD433860Dd828E406eDdBc309Dac6"), Finality: Finality{Depth: 1},
		Vault: VaultV2, Tokens: []Token{{Address: "0x00000000000000000000000000000000000000cc", Asset: "USDC"}}}
	topic := cfg.DepositedTopic()
	good := append(append(common.LeftPadBytes(big.NewInt(12500000).Bytes(), 32), common.HexToHash("0x0123").Bytes()...), common.HexToHash("0x4567").Bytes()...)
	f.Add(uint8(4), []byte("swap-42"), []byte{0xcc}, good)
	f.Add(uint8(4), []byte("swap-42"), []byte{}, good)
	f.Add(uint8(4), []byte{0xff}, []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}, good)
	f.Add(uint8(3), []byte("x"), []byte{0xcc}, good[:40])
	f.Add(uint8(5), []byte("x"), []byte{0xdd}, append(good, good...))
	s := &Scanner{cfg: cfg, vault2: vaultv2.NewDepositVaultV2(), tokens: cfg.assets(), topic: topic}
	f.Fuzz(func(t *testing.T, nTopics uint8, swapID, token, data []byte) {
		var id, tok common.Hash
		copy(id[:], swapID)
		copy(tok[32-min(len(token), 32):], token)
		topics := []common.Hash{topic, id, tok, common.BytesToHash([]byte{1})}
		if n := int(nTopics % 6); n < len(topics) {
			topics = topics[:n]
		} else {
			for len(topics) < n {
				topics = append(topics, common.Hash{})
			}
		}
		l := &types.Log{Address: cfg.Contract, Topics: topics, Data: data, BlockNumber: 17, Index: 3,
			BlockHash: common.HexToHash("0xbb"), TxHash: common.HexToHash("0xcc")}
		o, err := s.observation(l, 1700000000)
		if err != nil {
			return
		}
		amount, ok := new(big.Int).SetString(o.AmountUnits, 10)
		if !ok || amount.Sign() < 0 || amount.Cmp(maxUint256) > 0 {
			t.Fatalf("amount %q", o.AmountUnits)
		}
		if !strings.HasPrefix(o.DepositRef, "evm:1337:0x8b92ca86c6dad433860dd828e406eddbc309dac6:0x") || len(o.DepositRef) != len("evm:1337:0x8b92ca86c6dad433860dd828e406eddbc309dac6:0x")+64 {
			t.Fatalf("deposit ref %q", o.DepositRef)
		}
		if o.Asset != "USDC" && o.Asset != "ETH" && !swap.IsTokenAddressAsset(o.Asset) {
			t.Fatalf("asset %q", o.Asset)
		}
		if (o.Asset == "USDC") != (o.Token == "0x00000000000000000000000000000000000000cc") {
			t.Fatalf("token %s named %s", o.Token, o.Asset)
		}
	})
}
