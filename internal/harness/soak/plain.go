package soak

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	ichain "github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/workflows"
)

// Plain transfers to deposit addresses (issue 27) in the soak: a share of the payer
// chain's swaps is paid by a bare transfer to the swap's deposit address
// (Config.PlainShare), among the reorgs, kills and crashes of everything else. The
// workers' scanners credit them at final blocks and their sweepers move the money into
// the vault; the checks here read the chain itself.

// plainRefundTo is every plain swap's refund address: a plain transfer's sender is never
// where its refund goes.
var plainRefundTo = common.HexToAddress("0x00000000000000000000000000000000005afe01")

// registerDepositAddress registers the swap's deposit address for the scanners, as the
// API's create does, through Postgres crashes, and returns it.
func (s *soak) registerDepositAddress(ctx context.Context, cs *chainSim, swapID string, raw [32]byte) (common.Address, error) {
	addr := vaultv2.DepositAddress(cs.factory, raw)
	scans := &store.Scans{DB: s.pool}
	for {
		err := scans.RegisterDepositAddress(ctx, store.DepositAddress{ChainID: cs.chainID.Uint64(), Address: addr, Factory: cs.factory,
			SwapID: swapID, WatchUntil: store.WatchUntil(time.Time{}, time.Now(), store.DefaultDepositAddressWatch)})
		if err == nil {
			return addr, nil
		}
		if !sleep(ctx, 200*time.Millisecond) {
			return addr, fmt.Errorf("register the deposit address of %s: %w", swapID, err)
		}
	}
}

// isSweep says whether a canonical Deposited log is a sweep: paid into a chain's vault by
// the deposit address of the swap it names.
func (s *soak) isSweep(d canonDeposit) bool {
	raw, err := ichain.SwapIDToBytes32(d.swapID)
	if err != nil {
		return false
	}
	for _, cs := range s.chains {
		if d.payer == vaultv2.DepositAddress(cs.factory, raw) {
			return true
		}
	}
	return false
}

// settleSweeps waits (up to 90 s, the miner running) until the payer chain's sweeper has
// moved every credit at a deposit address into the vault.
func (s *soak) settleSweeps(ctx context.Context, step func(string, ...any)) {
	cs := s.chain
	scans := &store.Scans{DB: s.pool}
	deadline := time.Now().Add(90 * time.Second)
	for {
		due, err := scans.SweepCandidates(ctx, cs.chainID.Uint64(), cs.factory, map[common.Address]*big.Int{vaultv2.NativeToken: nil, cs.usdc: nil}, 100)
		if err == nil && len(due) == 0 {
			return
		}
		if time.Now().After(deadline) {
			step("%d deposit addresses still unswept after 90 s (err %v)", len(due), err)
			return
		}
		if !sleep(ctx, 500*time.Millisecond) {
			return
		}
	}
}

// plainChecks evaluates the plain transfers on the payer chain at head: every canonical
// final plain transfer is credited to its swap once (the credits of each swap and asset
// sum to what reached its address), each plain swap is bound by a credit via its deposit
// address, each address with credits was swept exactly once per asset, of what was
// credited, into the vault as the swap's deposit, and nothing is left at it. bound counts
// the plain swaps bound so.
func (s *soak) plainChecks(ctx context.Context, head uint64, views []*workflows.StatusView, canon map[string]canonDeposit) (Invariant, int, error) {
	inv := Invariant{Name: "plain transfers credited once, bound, swept once"}
	cs := s.chain
	type key struct {
		swapID string
		token  common.Address
	}
	sent := map[key]*big.Int{}
	for _, d := range cs.plainSent {
		n, ok := cs.canonical(ctx, d.tx)
		if !ok || n+cs.finality > head {
			continue // dropped by a reorg (and sent again), or not final
		}
		if r, err := cs.ec.TransactionReceipt(ctx, d.tx); err != nil || r.Status != types.ReceiptStatusSuccessful {
			inv.fail("%s: the soak's plain transfer %s reverted or has no receipt (%v): nothing reached the address", d.swapID, d.tx.Hex(), err)
			continue
		}
		k := key{d.swapID, d.token}
		if sent[k] == nil {
			sent[k] = new(big.Int)
		}
		sent[k].Add(sent[k], d.amount)
	}
	credited := map[key]*big.Int{}
	rows, err := s.pool.Query(ctx, `SELECT swap_id, token, sum(amount_units::numeric)::text FROM observations
		WHERE chain_id = $1 AND kind IN ('transfer', 'balance') AND state = 'final' AND swap_id LIKE $2 GROUP BY 1, 2`,
		cs.chainID.Int64(), s.prefix()+"-%")
	if err != nil {
		return inv, 0, fmt.Errorf("read the plain credits: %w", err)
	}
	for rows.Next() {
		var id, token, sum string
		if err := rows.Scan(&id, &token, &sum); err != nil {
			rows.Close()
			return inv, 0, err
		}
		credited[key{id, common.HexToAddress(token)}], _ = new(big.Int).SetString(sum, 10)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return inv, 0, err
	}
	swept := map[key][]canonDeposit{}
	for _, d := range canon {
		if s.isSweep(d) && strings.HasPrefix(d.ref, s.depositPrefix(0)) {
			k := key{d.swapID, d.token}
			swept[k] = append(swept[k], d)
		}
	}

	bound, transfers, sweeps := 0, 0, 0
	for i, r := range s.results {
		if !r.plain {
			continue
		}
		raw, err := ichain.SwapIDToBytes32(r.id)
		if err != nil {
			return inv, 0, err
		}
		addr := vaultv2.DepositAddress(cs.factory, raw)
		token := cs.tokenOf(r.asset)
		k := key{r.id, token}
		want, got := cmpOrZero(sent[k]), cmpOrZero(credited[k])
		transfers++
		if want.Cmp(got) != 0 {
			inv.fail("%s: %s base units of %s reached %s in final canonical transfers, %s credited", r.id, want, r.asset, addr.Hex(), got)
		}
		if v := views[i]; v != nil && v.Deposit != nil && v.Deposit.Via == swap.ViaDepositAddress && v.Deposit.AmountUnits == r.amount {
			bound++
		} else if v != nil {
			inv.fail("%s: not bound by a credit at its deposit address (deposit %s)", r.id, depositOf(v))
		}
		switch sw := swept[k]; {
		case got.Sign() == 0:
		case len(sw) != 1:
			inv.fail("%s: %d sweeps of %s from %s, want 1", r.id, len(sw), r.asset, addr.Hex())
		case sw[0].amount != got.String():
			inv.fail("%s: swept %s of %s, credited %s", r.id, sw[0].amount, r.asset, got)
		case !sw[0].final:
			inv.fail("%s: its sweep in block %d is not final at #%d", r.id, sw[0].block, head)
		default:
			sweeps++
		}
		left, err := cs.heldAt(ctx, addr, token, head)
		if err != nil {
			return inv, 0, err
		}
		if left.Sign() != 0 {
			inv.fail("%s: %s base units of %s still at its deposit address %s", r.id, left, r.asset, addr.Hex())
		}
	}
	inv.Expected = fmt.Sprintf("%d plain swaps: credited, bound and swept", transfers)
	inv.Observed = fmt.Sprintf("%d bound, %d swept", bound, sweeps)
	return inv, bound, nil
}

func cmpOrZero(n *big.Int) *big.Int {
	if n == nil {
		return new(big.Int)
	}
	return n
}

// heldAt reads what addr holds of token (vaultv2.NativeToken: the coin) at block n.
func (cs *chainSim) heldAt(ctx context.Context, addr, token common.Address, n uint64) (*big.Int, error) {
	at := new(big.Int).SetUint64(n)
	if token == vaultv2.NativeToken {
		return cs.ec.BalanceAt(ctx, addr, at)
	}
	out, err := cs.ec.CallContract(ctx, ethereum.CallMsg{To: &token, Data: cs.token.PackBalanceOf(addr)}, at)
	if err != nil {
		return nil, fmt.Errorf("balance of %s at #%d: %w", addr.Hex(), n, err)
	}
	return cs.token.UnpackBalanceOf(out)
}

// auditCheck runs `starter scanner-audit` on every chain's scanner, as an operator would,
// with the chain read straight from its node (not through the fault proxies): coverage of
// every block to the cursor, one hash chain in the retained window, every observation on
// a canonical block, no vault deposit the node has that the scanner never saw
// (-reread-url), and every deposit address's balance plus sweeps equal to its credits.
func (s *soak) auditCheck(ctx context.Context) (Invariant, error) {
	inv := Invariant{Name: "scanner-audit of every chain (deposits and deposit addresses)", Expected: fmt.Sprintf("%d chains OK", len(s.chains))}
	if s.ops.Starter == nil {
		inv.fail("no starter command to run scanner-audit with (Ops.Starter)")
		return inv, nil
	}
	var b strings.Builder
	b.WriteString("chains:\n")
	for _, cs := range s.chains {
		fmt.Fprintf(&b, "  - name: %s\n    chainId: %d\n    rpc: [{url: %q}]\n    finality: {depth: %d}\n    nativeAsset: ETH\n"+
			"    vault: {address: %q, version: v2, startBlock: %d, depositFactory: %q}\n    tokens: [{address: %q, symbol: USDC, decimals: 6}]\n",
			cs.name, cs.chainID.Uint64(), cs.c.RPCURL(), cs.finality, cs.vault.Hex(), cs.vaultBlk, cs.factory.Hex(), cs.usdc.Hex())
	}
	path := filepath.Join(s.cfg.Dir, "audit-chains.yaml")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		return inv, fmt.Errorf("soak: audit chains file: %w", err)
	}
	ok := 0
	names := make([]string, 0, len(s.chains))
	for _, cs := range s.chains {
		names = append(names, cs.name)
	}
	sort.Strings(names)
	for _, name := range names {
		var out bytes.Buffer
		err := s.ops.Starter(ctx, []string{"scanner-audit", "-chains", path, "-chain", name, "-database-url", s.cfg.DatabaseURL,
			"-reread-url", s.chainNamed(name).c.RPCURL()}, &out)
		if err != nil {
			fails := []string{err.Error()}
			for _, line := range strings.Split(out.String(), "\n") {
				if strings.HasPrefix(line, "FAIL: ") {
					fails = append(fails, line)
				}
			}
			inv.fail("chain %s: %s", name, strings.Join(fails, "; "))
			continue
		}
		ok++
	}
	inv.Observed = fmt.Sprintf("%d chains OK", ok)
	return inv, nil
}

func (s *soak) chainNamed(name string) *chainSim {
	for _, cs := range s.chains {
		if cs.name == name {
			return cs
		}
	}
	return nil
}
