package devcli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/swap"
)

// The dev chain commands: serve a simulated chain, pay deposits into its vault, mine and reorg.

func runChain(ctx context.Context, args []string, out io.Writer) error {
	var (
		listen, vault string
		blockTime     time.Duration
	)
	fs := newFlags("chain", out)
	fs.StringVar(&listen, "listen", "127.0.0.1:8545", "JSON-RPC and admin API address")
	fs.DurationVar(&blockTime, "block-time", time.Second, "mine a block this often; 0 mines only on request")
	fs.StringVar(&vault, "vault", devchain.VaultV1, "the vault to deploy: v1 (native coin) or v2 (native coin and TestUSDC, funded for payouts)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if _, _, err := net.SplitHostPort(listen); err != nil {
		return usagef("chain: -listen %q: %v", listen, err)
	}
	if vault != devchain.VaultV1 && vault != devchain.VaultV2 {
		return usagef("chain: -vault %q must be v1 or v2", vault)
	}
	c, err := devchain.Start(devchain.Options{HTTPAddr: listen, BlockTime: blockTime, Vault: vault})
	if err != nil {
		return err
	}
	defer c.Close()
	info := c.Info()
	fmt.Fprintf(out, "chain %d at %s (WebSocket newHeads at %s); vault %s %s (deployed in block %d); Ctrl-C to stop\n", info.ChainID, info.RPCURL, info.WSURL, info.VaultVersion, info.Vault.Hex(), info.VaultBlock)
	if info.USDC != nil {
		fmt.Fprintf(out, "TestUSDC %s (scanner-start -vault-version v2 -token %s=USDC)\n", info.USDC.Hex(), info.USDC.Hex())
	}
	<-ctx.Done()
	return nil
}

// adminFlag is the dev chain's URL: its JSON-RPC endpoint, which also serves
// the /admin/ routes these commands use, so it is the same setting as the
// scanner's -rpc-url, with the dev chain's address as default.
func adminFlag(fs *flag.FlagSet) *string {
	url := fs.String("rpc-url", cliflag.Env("http://127.0.0.1:8545", "RPC_URL", "CHAIN_URL"), "the dev chain's JSON-RPC URL, which serves /admin/ too (env RPC_URL)")
	cliflag.Alias(fs, "chain-url", "rpc-url", errOut)
	return url
}

func runDeposit(ctx context.Context, args []string, out io.Writer) error {
	var (
		swapID, amount, vault string
		from, mine            int
	)
	fs := newFlags("deposit", out)
	url := adminFlag(fs)
	fs.StringVar(&vault, "vault", "", "pay this vault v2 instead of the chain's own vault, as a customer's wallet would (signed here with the dev account's key; waits for the block)")
	fs.StringVar(&swapID, "swap-id", "", "swap the deposit pays for (at most 32 bytes; required)")
	fs.StringVar(&amount, "amount", "", "amount in wei, integer base units (required)")
	fs.IntVar(&from, "from", 0, "index of the funded dev account that pays")
	fs.IntVar(&mine, "mine", 0, "mine up to this many blocks until the deposit is in one (0: leave it to the chain's miner)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if _, err := devchain.SwapIDBytes(swapID); err != nil {
		return usagef("deposit: -swap-id: %v", err)
	}
	wei, err := swap.ParseAmount("amount", amount)
	if err != nil {
		return &UsageError{Msg: "deposit: -" + err.Error()}
	}
	if vault != "" {
		if !common.IsHexAddress(vault) {
			return usagef("deposit: -vault %q: 0x and 40 hex digits", vault)
		}
		return depositTo(ctx, out, *url, from, common.HexToAddress(vault), swapID, wei)
	}
	if mine < 0 || mine > devchain.MaxMineUntilReceipt {
		return usagef("deposit: -mine must be in [0, %d], got %d", devchain.MaxMineUntilReceipt, mine)
	}
	admin := devchain.Admin{URL: *url}
	tx, err := admin.Deposit(ctx, from, swapID, wei)
	if err != nil {
		return err
	}
	if mine == 0 {
		fmt.Fprintf(out, "deposit for %s sent: tx %s (pending until a block includes it)\n", swapID, tx.Hex())
		return nil
	}
	r, err := admin.MineUntilReceipt(ctx, tx, mine)
	if err != nil {
		return fmt.Errorf("deposit for %s: %w", swapID, err)
	}
	if r.Status != 1 {
		return fmt.Errorf("deposit for %s: tx %s reverted in block #%d", swapID, tx.Hex(), r.BlockNumber)
	}
	fmt.Fprintf(out, "deposit for %s: tx %s mined in block #%d %s\n", swapID, tx.Hex(), r.BlockNumber, r.BlockHash.Hex())
	return nil
}

func runReorg(ctx context.Context, args []string, out io.Writer) error {
	var (
		depth int
		keep  bool
	)
	fs := newFlags("reorg", out)
	url := adminFlag(fs)
	fs.IntVar(&depth, "depth", 1, "how many blocks below the head to replace")
	fs.BoolVar(&keep, "keep-txs", false, "re-mine the replaced blocks' transactions in the new branch")
	if err := parse(fs, args); err != nil {
		return err
	}
	if depth < 1 {
		return usagef("reorg: -depth must be at least 1")
	}
	r, err := devchain.Admin{URL: *url}.Reorg(ctx, depth, keep)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "replaced the last %d blocks; new head #%d %s\n", depth, r.Head, r.HeadHash.Hex())
	return nil
}

func runMine(ctx context.Context, args []string, out io.Writer) error {
	var n int
	fs := newFlags("mine", out)
	url := adminFlag(fs)
	fs.IntVar(&n, "blocks", 1, "blocks to mine")
	if err := parse(fs, args); err != nil {
		return err
	}
	if n < 1 {
		return usagef("mine: -blocks must be at least 1")
	}
	hashes, err := devchain.Admin{URL: *url}.Mine(ctx, n)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "mined %d blocks; last %s\n", len(hashes), hashes[len(hashes)-1].Hex())
	return nil
}
