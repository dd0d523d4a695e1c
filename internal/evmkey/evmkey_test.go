package evmkey

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func TestObservationKeysAreNormalised(t *testing.T) {
	const hash = "0xAbCdef0000000000000000000000000000000000000000000000000000000001"
	spellings := [][3]string{
		{"1337", hash, "0x01"},
		{"0x539", hash, "0x1"},
		{"0x0539", "0xabcdef0000000000000000000000000000000000000000000000000000000001", "1"},
	}
	var first string
	for _, s := range spellings {
		o, err := ParseObservation(s[0], s[1], s[2])
		if err != nil {
			t.Fatal(err)
		}
		if first == "" {
			first = o.String()
		}
		if o.String() != first {
			t.Fatalf("%v → %s, want %s", s, o, first)
		}
	}
	if first != "evm:1337:0xabcdef0000000000000000000000000000000000000000000000000000000001:1" {
		t.Fatalf("canonical form %s", first)
	}
	two, _ := ParseObservation("1337", hash, "0x2")
	if two.String() == first {
		t.Fatal("two log indexes in one block collapsed into one key")
	}
}

func TestMalformedKeysNameTheField(t *testing.T) {
	for _, tc := range []struct{ c, h, i, field string }{
		{"x", "0x" + string(make([]byte, 0)), "1", "chainId"},
		{"1", "0x1234", "1", "blockHash"},
		{"1", "0xzz00000000000000000000000000000000000000000000000000000000000000", "1", "blockHash"},
		{"1", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x", "logIndex"},
		{"1", "0x0000000000000000000000000000000000000000000000000000000000000000", "-1", "logIndex"},
	} {
		if _, err := ParseObservation(tc.c, tc.h, tc.i); err == nil || err.Error()[:len(tc.field)] != tc.field {
			t.Errorf("%+v: %v", tc, err)
		}
	}
}

func TestEventIDsAndDepositRef(t *testing.T) {
	o := Observation{ChainID: 1337, BlockHash: common.HexToHash("0x01"), LogIndex: 7}
	if got := EventID(o.String(), "deposit-observed", 1); got != o.String()+"/observed" {
		t.Fatal(got)
	}
	if got := EventID(o.String(), "deposit-observed", 2); got != o.String()+"/observed#2" {
		t.Fatal(got)
	}
	if EventID(o.String(), "deposit-observed", 1) == EventID(o.String(), "deposit-confirmed", 1) {
		t.Fatal("kinds share an event ID")
	}
	ref := DepositRef(1337, common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3"), big.NewInt(12))
	if ref != "evm:1337:0x5fbdb2315678afecb367f032d93f642f64180aa3:12" {
		t.Fatal(ref)
	}
}

// Vault v2's deposit IDs are bytes32 hashes, not a counter: the ref spells
// them as fixed-width lower-case hex, so one ID has one ref however it was
// read, and a v2 ref can never equal a v1 ref (decimal) of the same vault.
func TestDepositRefV2(t *testing.T) {
	vault := common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")
	var id [32]byte
	id[0], id[31] = 0xAB, 0x0c
	ref := DepositRefV2(1337, vault, id)
	want := "evm:1337:0x5fbdb2315678afecb367f032d93f642f64180aa3:0xab0000000000000000000000000000000000000000000000000000000000000c"
	if ref != want {
		t.Fatalf("ref %s, want %s", ref, want)
	}
	var small [32]byte
	small[31] = 12
	if DepositRefV2(1337, vault, small) == DepositRef(1337, vault, big.NewInt(12)) {
		t.Fatal("a v2 ref collides with the v1 ref of the same number")
	}
}
