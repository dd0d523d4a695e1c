package devchain

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
)

// The chain's listener serves newHeads over WebSocket on the HTTP port, so a
// worker's -ws-url points at the demo chain as at any node.
func TestNewHeadsOverWebSocket(t *testing.T) {
	c, err := Start(Options{HTTPAddr: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cl, err := ethclient.DialContext(ctx, c.WSURL())
	if err != nil {
		t.Fatalf("dial %s: %v", c.WSURL(), err)
	}
	defer cl.Close()
	id, err := cl.ChainID(ctx)
	if err != nil || id.Cmp(big.NewInt(1337)) != 0 {
		t.Fatalf("chain ID over WebSocket: %v %v", id, err)
	}
	heads := make(chan *types.Header, 4)
	sub, err := cl.SubscribeNewHead(ctx, heads)
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	hashes, err := c.Mine(2)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range hashes {
		select {
		case h := <-heads:
			if h.Hash() != want {
				t.Fatalf("head %s, mined %s", h.Hash(), want)
			}
		case err := <-sub.Err():
			t.Fatal(err)
		case <-ctx.Done():
			t.Fatal("no head notification")
		}
	}
	if got := c.Info().WSURL; got != c.WSURL() || got == "" {
		t.Fatalf("info wsUrl %q", got)
	}
	// Plain HTTP JSON-RPC still answers on the same port.
	hc, err := ethclient.DialContext(ctx, c.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	defer hc.Close()
	if n, err := hc.BlockNumber(ctx); err != nil || n != c.Head() {
		t.Fatalf("HTTP block number %d %v, head %d", n, err, c.Head())
	}
}

// Another vault key deploys the vault at another address (another scanner
// ID); the default key keeps the address docker-compose.yml names.
func TestVaultKeyMovesTheVault(t *testing.T) {
	def, err := Start(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer def.Close()
	k := RandomVaultKey()
	other, err := Start(Options{VaultKey: k})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if def.Vault() == other.Vault() {
		t.Fatalf("vault key %d deployed the vault at the default address %s", k, def.Vault())
	}
	if code, err := other.Client().CodeAt(context.Background(), other.Vault(), nil); err != nil || len(code) == 0 {
		t.Fatalf("no vault code at %s: %v", other.Vault(), err)
	}
	if _, err := Start(Options{VaultKey: -1}); err == nil {
		t.Fatal("a negative vault key was accepted")
	}
}
