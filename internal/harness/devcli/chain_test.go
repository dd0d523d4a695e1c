package devcli

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/operator"
)

// `deposit -mine N` mines until the deposit is in a block and says which; without -mine the
// deposit is only sent, and nothing claims it is in the next block.
func TestDepositCommandMinesUntilTheDepositIsIn(t *testing.T) {
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	ctx := context.Background()

	var out bytes.Buffer
	if err := operator.Main(ctx, []string{"deposit", "-rpc-url", c.AdminURL(), "-swap-id", "cli-1", "-amount", "5", "-mine", "3"}, &out); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`tx (0x[0-9a-f]{64}) mined in block #(\d+) (0x[0-9a-f]{64})`).FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("output %q names no block", out.String())
	}
	r, err := c.Client().TransactionReceipt(ctx, common.HexToHash(m[1]))
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := strconv.ParseUint(m[2], 10, 64); r.BlockNumber.Uint64() != n || r.BlockHash.Hex() != m[3] || c.Head() != n {
		t.Errorf("output %q; receipt in block %d %s, head %d", out.String(), r.BlockNumber, r.BlockHash.Hex(), c.Head())
	}

	out.Reset()
	head := c.Head()
	if err := operator.Main(ctx, []string{"deposit", "-chain-url", c.AdminURL(), "-swap-id", "cli-2", "-amount", "5"}, &out); err != nil {
		t.Fatal(err)
	}
	if c.Head() != head || !strings.Contains(out.String(), "pending until a block includes it") {
		t.Errorf("without -mine: head %d -> %d, output %q", head, c.Head(), out.String())
	}

	err = operator.Main(ctx, []string{"deposit", "-rpc-url", c.AdminURL(), "-swap-id", "cli-3", "-amount", "5", "-mine", "-1"}, &out)
	var ue *UsageError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "-mine must be in [0, 1000]") {
		t.Errorf("-mine -1: %v, want a usage error naming -mine", err)
	}
}
