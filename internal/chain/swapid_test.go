package chain_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/swapengine/swapengine/internal/chain"
)

func pad(s string) [32]byte {
	var b [32]byte
	copy(b[:], s)
	return b
}

func TestSwapIDRoundTrip(t *testing.T) {
	for _, id := range []string{
		"swap-42",
		"a",
		"01HZX3Q9 with space",
		"überweisung-€",
		strings.Repeat("x", 32),
		"日本語のスワップ", // 24 bytes
	} {
		b, err := chain.SwapIDToBytes32(id)
		if err != nil {
			t.Fatalf("SwapIDToBytes32(%q): %v", id, err)
		}
		if b != pad(id) {
			t.Fatalf("SwapIDToBytes32(%q) = %x, want right-padded UTF-8", id, b)
		}
		got, err := chain.SwapIDFromBytes32(b)
		if err != nil {
			t.Fatalf("SwapIDFromBytes32(%x): %v", b, err)
		}
		if got != id {
			t.Fatalf("round trip %q -> %q", id, got)
		}
	}
}

func TestSwapIDToBytes32Rejects(t *testing.T) {
	cases := []struct {
		id   string
		want error
	}{
		{"", chain.ErrSwapIDEmpty},
		{strings.Repeat("x", 33), chain.ErrSwapIDTooLong},
		{strings.Repeat("€", 11), chain.ErrSwapIDTooLong}, // 33 bytes, 11 runes
		{"swap\x00", chain.ErrSwapIDInteriorNUL},
		{"sw\x00ap", chain.ErrSwapIDInteriorNUL},
		{"swap\xff", chain.ErrSwapIDNotUTF8},
		{"swap\n", chain.ErrSwapIDNotPrint},
		{"swap\u200b", chain.ErrSwapIDNotPrint}, // zero-width space
		{"\tswap", chain.ErrSwapIDNotPrint},
	}
	for _, c := range cases {
		_, err := chain.SwapIDToBytes32(c.id)
		if !errors.Is(err, c.want) {
			t.Errorf("SwapIDToBytes32(%q) error = %v, want %v", c.id, err, c.want)
		}
	}
}

func TestSwapIDFromBytes32Rejects(t *testing.T) {
	var interior [32]byte
	copy(interior[:], "ab")
	interior[5] = 'c' // "ab\0\0\0c"
	var full [32]byte
	for i := range full {
		full[i] = 0xff
	}
	var leadingNUL [32]byte
	leadingNUL[1] = 'x'
	var control [32]byte
	copy(control[:], "swap\x7f")

	cases := []struct {
		name string
		raw  [32]byte
		want error
	}{
		{"zero", [32]byte{}, chain.ErrSwapIDEmpty},
		{"interior NUL", interior, chain.ErrSwapIDInteriorNUL},
		{"leading NUL", leadingNUL, chain.ErrSwapIDInteriorNUL},
		{"not UTF-8", full, chain.ErrSwapIDNotUTF8},
		{"truncated rune", pad("ab\xe2\x82"), chain.ErrSwapIDNotUTF8},
		{"DEL", control, chain.ErrSwapIDNotPrint},
	}
	for _, c := range cases {
		got, err := chain.SwapIDFromBytes32(c.raw)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: SwapIDFromBytes32(%x) = %q, %v; want error %v", c.name, c.raw, got, err, c.want)
		}
		if err != nil && !strings.Contains(err.Error(), "0x") {
			t.Errorf("%s: error %q does not show the raw value", c.name, err)
		}
	}
}

func FuzzSwapIDRoundTrip(f *testing.F) {
	f.Add("swap-1")
	f.Add("")
	f.Add("a\x00b")
	f.Fuzz(func(t *testing.T, id string) {
		b, err := chain.SwapIDToBytes32(id)
		if err != nil {
			return
		}
		got, err := chain.SwapIDFromBytes32(b)
		if err != nil || got != id {
			t.Fatalf("encoded %q but decoded %q, %v", id, got, err)
		}
	})
}
