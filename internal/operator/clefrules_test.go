package operator

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/txsender"
)

func TestClefRulesWritesTheRulesAndHowToAttestThem(t *testing.T) {
	vault, payer := "0x5FbDB2315678afecb367f032d93F642f64180aa3", "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
	var out bytes.Buffer
	if err := Main(context.Background(), []string{"clef-rules", "-vault", vault, "-payer", payer}, &out); err != nil {
		t.Fatal(err)
	}
	want := txsender.ClefRules(common.HexToAddress(vault), common.HexToAddress(payer))
	if out.String() != want || !strings.Contains(want, strings.ToLower(vault)) {
		t.Fatalf("printed %q", out.String())
	}
	file := filepath.Join(t.TempDir(), "rules.js")
	out.Reset()
	if err := Main(context.Background(), []string{"clef-rules", "-vault", vault, "-payer", payer, "-o", file}, &out); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(file)
	if err != nil || string(got) != want || !strings.Contains(out.String(), "clef attest "+txsender.ClefRulesHash(want)) {
		t.Fatalf("file %q (%v), said %q", got, err, out.String())
	}
	for _, args := range [][]string{{"-payer", payer}, {"-vault", vault, "-payer", "0x12"}} {
		err := Main(context.Background(), append([]string{"clef-rules"}, args...), &out)
		if err == nil || !strings.Contains(err.Error(), "-vault") && !strings.Contains(err.Error(), "-payer") {
			t.Errorf("%v: %v, want an error naming the flag", args, err)
		}
	}
}
