package chain_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/evmkey"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/swap"
)

// newRigV2 is a rig on a dev chain with vault v2 and TestUSDC; unless the
// test says otherwise, the scanner maps TestUSDC to USDC.
func newRigV2(t *testing.T, cfg chain.Config, mapUSDC bool) *rig {
	t.Helper()
	cfg.Vault = chain.VaultV2
	r := newRigWith(t, devchain.Options{Vault: devchain.VaultV2}, cfg)
	if mapUSDC {
		r.cfg.Tokens = []chain.Token{{Address: r.chain.USDC().Hex(), Asset: "USDC"}}
	}
	return r
}

// deliveries are the outbox's payloads, in delivery order.
func (r *rig) deliveries() []swap.Event {
	r.t.Helper()
	rows, err := r.scans.DB.Query(context.Background(), `SELECT payload FROM outbox ORDER BY id`)
	require.NoError(r.t, err)
	defer rows.Close()
	var out []swap.Event
	for rows.Next() {
		var raw []byte
		require.NoError(r.t, rows.Scan(&raw))
		var ev swap.Event
		require.NoError(r.t, json.Unmarshal(raw, &ev))
		require.NoError(r.t, ev.Validate(), "%s", raw)
		out = append(out, ev)
	}
	return out
}

type observedRow struct{ SwapID, Payer, Amount, DepositID, DepositRef, Token, Asset, State string }

func (r *rig) observations() []observedRow {
	r.t.Helper()
	rows, err := r.scans.DB.Query(context.Background(), `SELECT swap_id, payer, amount_units, deposit_id, deposit_ref, token, asset, state
		FROM observations WHERE scanner_id = $1 ORDER BY block_number, log_index`, r.cfg.ID())
	require.NoError(r.t, err)
	defer rows.Close()
	var out []observedRow
	for rows.Next() {
		var o observedRow
		require.NoError(r.t, rows.Scan(&o.SwapID, &o.Payer, &o.Amount, &o.DepositID, &o.DepositRef, &o.Token, &o.Asset, &o.State))
		out = append(out, o)
	}
	return out
}

func (r *rig) minedV2(d *devchain.DepositV2, err error) *devchain.DepositV2 {
	r.t.Helper()
	r.track(d.Tx, err)
	return d
}

func lower(a common.Address) string { return strings.ToLower(a.Hex()) }

// refOf is the ref a v2 deposit must be delivered under.
func (r *rig) refOf(d *devchain.DepositV2) string {
	return evmkey.DepositRefV2(r.cfg.ChainID, r.cfg.Contract, d.DepositID)
}

// Vault v2: a native deposit and two USDC deposits (approve + depositToken,
// and depositWithPermit) are observed and confirmed with the configured
// asset, the payer, the amount the vault received and a ref built from the
// bytes32 deposit ID.
func TestVaultV2DepositsAreDeliveredWithTheirAsset(t *testing.T) {
	r := newRigV2(t, chain.Config{Finality: chain.Finality{Depth: 2}}, true)
	ctx := context.Background()
	s := r.scanner()
	for _, from := range []int{1, 2} {
		r.track(r.chain.MintUSDC(ctx, from, big.NewInt(50_000_000)))
	}
	r.mine(1)
	native := r.minedV2(r.chain.DepositNative(ctx, 1, "swap-eth", big.NewInt(12_500_000)))
	approved := r.minedV2(r.chain.DepositToken(ctx, 1, "swap-usdc", r.chain.USDC(), big.NewInt(12_500_000)))
	permit := r.minedV2(r.chain.DepositWithPermit(ctx, 2, "swap-usdc-2", r.chain.USDC(), big.NewInt(7_000_000)))
	r.mine(1)
	r.catchUp(s)
	r.mine(3)
	r.catchUp(s)

	want := map[string]struct {
		d      *devchain.DepositV2
		asset  string
		amount string
	}{
		"swap-eth":    {native, "ETH", "12500000"},
		"swap-usdc":   {approved, "USDC", "12500000"},
		"swap-usdc-2": {permit, "USDC", "7000000"},
	}
	got := map[string][]string{}
	for _, ev := range r.deliveries() {
		w, ok := want[ev.SwapID]
		require.True(t, ok, "a delivery for %s", ev.SwapID)
		assert.Equal(t, w.asset, ev.Asset, ev.EventID)
		assert.Equal(t, w.amount, ev.AmountUnits, ev.EventID)
		assert.Equal(t, r.refOf(w.d), ev.DepositRef, ev.EventID)
		got[ev.SwapID] = append(got[ev.SwapID], string(ev.Type))
	}
	for id := range want {
		assert.Equal(t, []string{"deposit-observed", "deposit-confirmed"}, got[id], id)
	}
	obs := r.observations()
	require.Len(t, obs, 3)
	for _, o := range obs {
		w := want[o.SwapID]
		assert.Equal(t, observedRow{SwapID: o.SwapID, Payer: lower(w.d.Payer), Amount: w.amount, DepositID: fmt.Sprintf("0x%x", w.d.DepositID),
			DepositRef: r.refOf(w.d), Token: lower(w.d.Token), Asset: w.asset, State: "final"}, o)
	}
	assert.Regexp(t, `^evm:1337:0x[0-9a-f]{40}:0x[0-9a-f]{64}$`, obs[0].DepositRef)
}

// Issue 16, the stable deposit ID as the scanner sees it: two payers'
// deposits are mined, observed, and then a reorg re-mines the same signed
// transactions in the other order. Every delivery for the new blocks names
// the SAME ref as before for the same deposit (a counter would have swapped
// them), so a swap sees its deposit re-observed in another block, never a
// new deposit; and after finality each ref has exactly one confirmed
// delivery, for its own swap.
func TestVaultV2ReorderingReorgKeepsEachDepositsRef(t *testing.T) {
	r := newRigV2(t, chain.Config{Finality: chain.Finality{Depth: 4}}, true)
	ctx := context.Background()
	s := r.scanner()
	r.track(r.chain.MintUSDC(ctx, 2, big.NewInt(5_000_000)))
	r.track(r.chain.ApproveToken(ctx, 2, r.chain.USDC(), big.NewInt(5_000_000)))
	r.mine(1)
	a, err := r.chain.SignDepositNative(ctx, 1, "swap-a", big.NewInt(1_000_000))
	require.NoError(t, err)
	b, err := r.chain.SignDepositToken(ctx, 2, "swap-b", r.chain.USDC(), big.NewInt(1_000_000))
	require.NoError(t, err)
	_, err = r.chain.MineEach(ctx, a.Tx, b.Tx)
	require.NoError(t, err)
	r.catchUp(s)
	first := r.deliveries()
	require.Len(t, first, 2)

	_, err = r.chain.ReorgReorder(ctx, 2, b.Tx, a.Tx)
	require.NoError(t, err)
	r.catchUp(s)
	require.NotNil(t, r.state().LastReorg, "the scanner saw the reorg")
	assert.Equal(t, 2, r.state().LastReorg.Orphaned)
	r.mine(5)
	r.catchUp(s)

	refs := map[string]string{"swap-a": r.refOf(a), "swap-b": r.refOf(b)}
	assets := map[string]string{"swap-a": "ETH", "swap-b": "USDC"}
	var kinds []string
	blocks := map[string]map[string]bool{}
	for _, ev := range r.deliveries() {
		assert.Equal(t, refs[ev.SwapID], ev.DepositRef, "%s %s", ev.Type, ev.EventID)
		assert.Equal(t, assets[ev.SwapID], ev.Asset, ev.EventID)
		kinds = append(kinds, string(ev.Type)+" "+ev.SwapID)
		if blocks[ev.SwapID] == nil {
			blocks[ev.SwapID] = map[string]bool{}
		}
		blocks[ev.SwapID][ev.BlockHash] = true
	}
	assert.Equal(t, []string{
		"deposit-observed swap-a", "deposit-observed swap-b",
		"deposit-reorged swap-a", "deposit-reorged swap-b",
		"deposit-observed swap-b", "deposit-observed swap-a",
		"deposit-confirmed swap-b", "deposit-confirmed swap-a",
	}, kinds)
	for id, hashes := range blocks {
		assert.Len(t, hashes, 2, "%s: observed in one block, re-observed in another", id)
	}

	// What the swap makes of it: the deposit re-observed under its ref
	// binds, nothing is left to refund.
	sw, err := swap.New(swap.Terms{SwapID: "swap-b", AmountUnits: "1000000", Asset: "USDC", PayoutAddress: "0x00000000000000000000000000000000000000aa"})
	require.NoError(t, err)
	for _, ev := range r.deliveries() {
		if ev.SwapID == "swap-b" {
			sw.Deliver(ev)
		}
	}
	require.NotNil(t, sw.Deposit, "status %s", sw.Status)
	assert.Equal(t, refs["swap-b"], sw.Deposit.Ref)
	assert.True(t, sw.Deposit.Final)
	assert.Empty(t, sw.Extra, "no extra deposit to refund")
	for _, a := range sw.Pending {
		assert.NotEqual(t, swap.ActionRefund, a.Kind, "%+v", a)
	}
}

// A deposit in a token the vault allowlisted but the scanner's
// configuration does not name is recorded and delivered, with the token's
// lower-case address as its asset: no swap binds it (terms cannot name such
// an asset) and it is refunded in its own token, instead of vanishing.
func TestVaultV2DepositInAnUnmappedTokenIsDeliveredUnderItsAddress(t *testing.T) {
	r := newRigV2(t, chain.Config{Finality: chain.Finality{Depth: 2}}, false)
	ctx := context.Background()
	s := r.scanner()
	r.track(r.chain.MintUSDC(ctx, 1, big.NewInt(3_000_000)))
	r.mine(1)
	d := r.minedV2(r.chain.DepositWithPermit(ctx, 1, "swap-usdc", r.chain.USDC(), big.NewInt(3_000_000)))
	r.mine(3)
	r.catchUp(s)
	evs := r.deliveries()
	require.Len(t, evs, 2)
	for _, ev := range evs {
		assert.Equal(t, lower(r.chain.USDC()), ev.Asset)
		assert.True(t, swap.IsTokenAddressAsset(ev.Asset))
		assert.Equal(t, r.refOf(d), ev.DepositRef)
	}
	sw, err := swap.New(swap.Terms{SwapID: "swap-usdc", AmountUnits: "3000000", Asset: "USDC", PayoutAddress: "0x00000000000000000000000000000000000000aa"})
	require.NoError(t, err)
	for _, ev := range evs {
		sw.Deliver(ev)
	}
	assert.Equal(t, swap.StatusWaiting, sw.Status, "an unknown token never binds, even a USDC swap")
	a, ok := sw.NextAction()
	require.True(t, ok)
	assert.Equal(t, swap.ActionRefund, a.Kind)
	assert.Equal(t, lower(r.chain.USDC()), a.Asset)
}

func TestVaultConfigIsValidatedNamingTheKey(t *testing.T) {
	base := chain.Config{ChainID: 1, Contract: common.HexToAddress("0x01"), Finality: chain.Finality{Depth: 2}}
	usdc := "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
	for _, tc := range []struct {
		name   string
		vault  string
		tokens []chain.Token
		native string
		want   string // "" is valid
	}{
		{"v1 default", "", nil, "", ""},
		{"v1 named", "v1", nil, "", ""},
		{"v2 no tokens", "v2", nil, "", ""},
		{"v2 USDC", "v2", []chain.Token{{usdc, "USDC"}}, "", ""},
		{"v2 lower-case", "v2", []chain.Token{{strings.ToLower(usdc), "USDC"}}, "", ""},
		{"unknown version", "v3", nil, "", `vault "v3" must be "v1" or "v2"`},
		{"tokens on v1", "", []chain.Token{{usdc, "USDC"}}, "", "tokens: vault v1 takes only the native coin"},
		{"short address", "v2", []chain.Token{{"0xa0b8", "USDC"}}, "", "tokens[0].address"},
		{"no 0x", "v2", []chain.Token{{usdc[2:] + "00", "USDC"}}, "", "tokens[0].address"},
		{"bad checksum", "v2", []chain.Token{{"0xA0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "USDC"}}, "", "tokens[0].address: \"0xA0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48\" is mixed case but not its EIP-55 checksum"},
		{"zero address", "v2", []chain.Token{{"0x0000000000000000000000000000000000000000", "ETH"}}, "", "tokens[0].address: the zero address is the vault's native coin"},
		{"bad symbol", "v2", []chain.Token{{usdc, "US DC"}}, "", "tokens[0].asset"},
		{"empty symbol", "v2", []chain.Token{{usdc, ""}}, "", "tokens[0].asset"},
		{"same token twice", "v2", []chain.Token{{usdc, "USDC"}, {strings.ToLower(usdc), "USDC2"}}, "", "tokens[1].address: 0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48 is listed twice (tokens[0])"},
		{"same asset twice", "v2", []chain.Token{{usdc, "USDC"}, {"0x0000000000000000000000000000000000000bbb", "USDC"}}, "", "tokens[1].asset: USDC is already the asset of tokens[0]"},
		{"token named as the native coin", "v2", []chain.Token{{usdc, "ETH"}}, "", "tokens[0].asset: ETH is the native coin's asset"},
		{"token named as a configured native coin", "v2", []chain.Token{{usdc, "POL"}}, "POL", "tokens[0].asset: POL is the native coin's asset"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := base
			cfg.Vault, cfg.Tokens, cfg.NativeAsset = tc.vault, tc.tokens, tc.native
			err := cfg.Validate()
			if tc.want == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorContains(t, err, tc.want)
		})
	}
}

// A scanner configured for one vault version on a contract of the other
// would filter a topic the contract never emits and see no deposit, ever,
// without a word. It refuses instead, naming the version to set; the error
// is also ErrNoCode, so the workflow stops on it rather than retrying.
func TestAScannerOfTheWrongVaultVersionRefuses(t *testing.T) {
	for _, tc := range []struct {
		chainVault, scannerVault, want string
	}{{devchain.VaultV2, "", "emits vault v2's Deposited event"}, {devchain.VaultV1, chain.VaultV2, "emits vault v1's Deposited event"}} {
		r := newRigWith(t, devchain.Options{Vault: tc.chainVault}, chain.Config{Vault: tc.scannerVault})
		_, err := r.scanner().Pass(context.Background())
		require.ErrorIs(t, err, chain.ErrWrongVault)
		require.ErrorIs(t, err, chain.ErrNoCode)
		require.ErrorContains(t, err, tc.want)
		assert.Empty(t, r.outbox())
	}
}

// Issue 16's defect as the scanner saw it on vault v1, kept as the reason
// for v2: the same reordering reorg as above gives each deposit the other's
// counter ID, so the re-observation of swap-a's deposit carries the ref
// that named swap-b's deposit before. (On v2 each ref stays put, above.)
func TestVaultV1ReorderingReorgMovesRefsBetweenDeposits(t *testing.T) {
	r := newRig(t, chain.Config{Finality: chain.Finality{Depth: 4}})
	ctx := context.Background()
	s := r.scanner()
	a, err := r.chain.SignDeposit(ctx, 1, "swap-a", big.NewInt(1_000_000))
	require.NoError(t, err)
	b, err := r.chain.SignDeposit(ctx, 2, "swap-b", big.NewInt(1_000_000))
	require.NoError(t, err)
	_, err = r.chain.MineEach(ctx, a, b)
	require.NoError(t, err)
	r.catchUp(s)
	_, err = r.chain.ReorgReorder(ctx, 2, b, a)
	require.NoError(t, err)
	r.catchUp(s)
	refs := map[string][]string{}
	for _, ev := range r.deliveries() {
		if ev.Type == swap.DepositObserved {
			refs[ev.SwapID] = append(refs[ev.SwapID], ev.DepositRef)
		}
	}
	require.Len(t, refs["swap-a"], 2)
	require.Len(t, refs["swap-b"], 2)
	assert.NotEqual(t, refs["swap-a"][0], refs["swap-a"][1], "v1: swap-a's deposit changed refs across the reorg")
	assert.Equal(t, refs["swap-a"][0], refs["swap-b"][1], "v1: swap-b's deposit now carries the ref swap-a's had")
}

// A fee-on-transfer token: the payer sends 1,000,000 units, the vault
// receives 990,000 (1 % fee), and the delivery carries what arrived — a
// swap for 1,000,000 is not paid in full by it.
func TestVaultV2DeliversTheAmountTheVaultReceived(t *testing.T) {
	r := newRigV2(t, chain.Config{Finality: chain.Finality{Depth: 2}}, true)
	ctx := context.Background()
	fee, err := r.chain.DeployFeeToken(ctx)
	require.NoError(t, err)
	r.cfg.Tokens = append(r.cfg.Tokens, chain.Token{Address: fee.Hex(), Asset: "FEE"})
	s := r.scanner()
	r.track(r.chain.MintToken(ctx, 1, fee, big.NewInt(1_000_000)))
	r.mine(1)
	d := r.minedV2(r.chain.DepositToken(ctx, 1, "swap-fee", fee, big.NewInt(1_000_000)))
	r.mine(3)
	r.catchUp(s)
	evs := r.deliveries()
	require.Len(t, evs, 2)
	for _, ev := range evs {
		assert.Equal(t, "990000", ev.AmountUnits, "what the vault received, not the 1000000 sent")
		assert.Equal(t, "FEE", ev.Asset)
		// The deposit ID covers what arrived: devchain's prediction from the
		// amount sent is not it.
		swapWord, err := devchain.SwapIDBytes("swap-fee")
		require.NoError(t, err)
		id := vaultv2.DepositID(new(big.Int).SetUint64(r.cfg.ChainID), r.cfg.Contract, d.Payer, d.Key, swapWord, fee, big.NewInt(990_000))
		assert.Equal(t, evmkey.DepositRefV2(r.cfg.ChainID, r.cfg.Contract, id), ev.DepositRef)
	}
}

func TestVaultVersionOfReadsTheCode(t *testing.T) {
	for _, v := range []string{devchain.VaultV1, devchain.VaultV2} {
		r := newRigWith(t, devchain.Options{Vault: v}, chain.Config{})
		client, err := chain.Dial(context.Background(), r.url)
		require.NoError(t, err)
		defer client.Close()
		got, err := chain.VaultVersionOf(context.Background(), client, r.chain.Vault())
		require.NoError(t, err)
		assert.Equal(t, v, got)
		got, err = chain.VaultVersionOf(context.Background(), client, common.HexToAddress("0x1234"))
		require.NoError(t, err)
		assert.Empty(t, got, "no code: neither")
	}
}
