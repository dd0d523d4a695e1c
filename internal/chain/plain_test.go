package chain_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
)

// plainRig is a rig on a vault v2 chain with a DepositAddressFactory, whose
// scanner reads deposit addresses.
type plainRig struct {
	*rig
	factory common.Address
}

func newPlainRig(t *testing.T) *plainRig {
	t.Helper()
	r := newRigWith(t, devchain.Options{Vault: devchain.VaultV2}, chain.Config{Vault: chain.VaultV2})
	r.cfg.Tokens = []chain.Token{{Address: r.chain.USDC().Hex(), Asset: "USDC"}}
	p := &plainRig{rig: r}
	f := vaultv2.NewDepositAddressFactory()
	p.factory = p.send(2, nil, append(common.FromHex(vaultv2.DepositAddressFactoryMetaData.Bin), f.PackConstructor(r.chain.Vault())...), nil).ContractAddress
	r.cfg.DepositFactory = p.factory
	return p
}

// send signs and sends from dev account `from` (to nil: a creation), mines
// until it is in, and requires success. gas 0 is estimated.
func (p *plainRig) send(from int, to *common.Address, data []byte, value *big.Int, gas ...uint64) *types.Receipt {
	p.t.Helper()
	ctx := context.Background()
	key := devchain.DevKey(from)
	cl := p.chain.Client()
	nonce, err := cl.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	require.NoError(p.t, err)
	head, err := cl.HeaderByNumber(ctx, nil)
	require.NoError(p.t, err)
	tip := big.NewInt(1e9)
	limit := uint64(3_000_000)
	if len(gas) > 0 {
		limit = gas[0]
	}
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(p.chain.ChainID()), &types.DynamicFeeTx{ChainID: p.chain.ChainID(), Nonce: nonce,
		GasTipCap: tip, GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip), Gas: limit, To: to, Value: value, Data: data})
	require.NoError(p.t, err)
	require.NoError(p.t, cl.SendTransaction(ctx, tx))
	rcpt, err := p.chain.MineUntilReceipt(ctx, tx.Hash(), 5)
	require.NoError(p.t, err)
	require.Equal(p.t, types.ReceiptStatusSuccessful, rcpt.Status, "transaction %s failed", tx.Hash())
	return rcpt
}

func (p *plainRig) open(swapID string) common.Address {
	p.t.Helper()
	id, err := devchain.SwapIDBytes(swapID)
	require.NoError(p.t, err)
	a := vaultv2.DepositAddress(p.factory, id)
	require.NoError(p.t, p.scans.RegisterDepositAddress(context.Background(), store.DepositAddress{
		ChainID: p.cfg.ChainID, Address: a, Factory: p.factory, SwapID: swapID, WatchUntil: time.Now().Add(time.Hour)}))
	return a
}

func (p *plainRig) usdcTransfer(from int, to common.Address, amount int64) {
	p.t.Helper()
	u := testtoken.NewTestUSDC()
	usdc := p.chain.USDC()
	sender := crypto.PubkeyToAddress(devchain.DevKey(from).PublicKey)
	p.send(from, &usdc, u.PackMint(sender, big.NewInt(amount)), nil)
	p.send(from, &usdc, u.PackTransfer(to, big.NewInt(amount)), nil)
}

type delivered struct {
	kind string
	ev   swap.Event
}

func (p *plainRig) deliveries(swapID string) []delivered {
	p.t.Helper()
	rows, err := p.scans.DB.Query(context.Background(), `SELECT kind, payload FROM outbox WHERE swap_id = $1 ORDER BY id`, swapID)
	require.NoError(p.t, err)
	defer rows.Close()
	var out []delivered
	for rows.Next() {
		var (
			d   delivered
			raw []byte
		)
		require.NoError(p.t, rows.Scan(&d.kind, &raw))
		require.NoError(p.t, json.Unmarshal(raw, &d.ev))
		out = append(out, d)
	}
	return out
}

// final mines past the finality depth and lets the scanner catch up.
func (p *plainRig) final(s *chain.Scanner) {
	p.t.Helper()
	p.mine(int(p.cfg.Finality.Depth) + 1)
	p.catchUp(s)
}

// Issue 27: a native plain transfer sent with 21,000 gas and a plain USDC
// transfer to two swaps' deposit addresses are each delivered once — observed
// and confirmed together, once final — as deposits via the deposit address,
// naming no payer; the sweep that later moves them into the vault is
// recorded and delivered to no swap, and the next transfer to the same
// address is credited for exactly its amount.
func TestPlainTransfersToDepositAddressesAreDeliveredOnceFinal(t *testing.T) {
	p := newPlainRig(t)
	s := p.scanner()
	p.catchUp(s)
	eth, usd := p.open("swap-plain-eth"), p.open("swap-plain-usdc")

	p.send(3, &eth, nil, big.NewInt(3e15), 21_000)
	p.usdcTransfer(2, usd, 5_000_000)
	p.catchUp(s)
	assert.Empty(t, p.deliveries("swap-plain-eth"), "nothing is delivered before the transfer is final")
	p.final(s)

	got := p.deliveries("swap-plain-eth")
	require.Len(t, got, 2)
	assert.Equal(t, []string{"deposit-observed", "deposit-confirmed"}, []string{got[0].kind, got[1].kind})
	for _, d := range got {
		assert.Equal(t, "3000000000000000", d.ev.AmountUnits)
		assert.Equal(t, "ETH", d.ev.Asset)
		assert.Equal(t, swap.ViaDepositAddress, d.ev.Via)
		assert.Empty(t, d.ev.Payer, "a plain transfer names no payer")
	}
	got = p.deliveries("swap-plain-usdc")
	require.Len(t, got, 2)
	assert.Equal(t, "5000000", got[1].ev.AmountUnits)
	assert.Equal(t, "USDC", got[1].ev.Asset)
	assert.Equal(t, swap.ViaDepositAddress, got[1].ev.Via)
	assert.Contains(t, got[1].ev.DepositRef, ":tx:")

	// The sweep: recorded from the vault's Deposited logs, delivered to no swap.
	fa := vaultv2.NewDepositAddressFactory()
	ethID, _ := devchain.SwapIDBytes("swap-plain-eth")
	usdID, _ := devchain.SwapIDBytes("swap-plain-usdc")
	p.send(2, &p.factory, fa.PackSweep([][32]byte{ethID, usdID}, [][32]byte{{1}, {2}}, []common.Address{p.chain.USDC()}), nil)
	p.final(s)
	assert.Len(t, p.deliveries("swap-plain-eth"), 2, "the sweep is no new deposit")
	assert.Len(t, p.deliveries("swap-plain-usdc"), 2, "the sweep is no new deposit")
	var sweeps int
	require.NoError(t, p.scans.DB.QueryRow(context.Background(), `SELECT count(*) FROM observations WHERE kind = 'sweep'`).Scan(&sweeps))
	assert.Equal(t, 2, sweeps, "both sweeps are in the books")

	// A second transfer after the sweep: credited for its own amount.
	p.send(3, &eth, nil, big.NewInt(1e15), 21_000)
	p.final(s)
	got = p.deliveries("swap-plain-eth")
	require.Len(t, got, 4)
	assert.Equal(t, "1000000000000000", got[3].ev.AmountUnits)
	assert.NotEqual(t, got[1].ev.DepositRef, got[3].ev.DepositRef)

	// Replayed passes find nothing new.
	p.catchUp(s)
	assert.Len(t, p.deliveries("swap-plain-eth"), 4)
}

// A plain transfer a reorg removes before it is final is never delivered:
// deposit addresses are read at final blocks only.
func TestAPlainTransferReorgedOutBeforeFinalIsNeverCredited(t *testing.T) {
	p := newPlainRig(t)
	s := p.scanner()
	p.catchUp(s)
	a := p.open("swap-plain-reorg")
	p.send(3, &a, nil, big.NewInt(2e15), 21_000)
	p.catchUp(s)
	require.NoError(t, p.chain.Reorg(2, false)) // the transfer's block and the one above, dropped
	p.final(s)
	bal, err := p.chain.Client().BalanceAt(context.Background(), a, nil)
	require.NoError(t, err)
	require.Zero(t, bal.Sign(), "the reorg removed the transfer")
	assert.Empty(t, p.deliveries("swap-plain-reorg"))
}

// The cost of watching: one more HTTP request per pass, in which the reads
// of 100, 1,000 or 10,000 open addresses are at most four calls: the last
// final block's header, one eth_getLogs and one eth_call per 5,000
// addresses (docs/benchmarks.md, "Deposit addresses").
func TestWatchingDepositAddressesCostsOneBatchPerPass(t *testing.T) {
	p := newPlainRig(t)
	s := p.scanner()
	p.catchUp(s)
	p.mine(1)
	p.proxy.Reset()
	p.catchUp(s)
	base := p.proxy.Stats().Requests
	// The first read with an address open also reads the BalanceReader's
	// runtime code, once per scanner.
	p.open("swap-watch-warm")
	p.mine(1)
	p.catchUp(s)
	opened := 1
	for _, n := range []int{100, 1_000, 10_000} {
		for ; opened < n; opened++ {
			id := fmt.Sprintf("swap-watch-%d", opened)
			b, _ := devchain.SwapIDBytes(id)
			_, err := p.scans.DB.Exec(context.Background(), `INSERT INTO deposit_addresses (chain_id, address, factory, swap_id, watch_until)
				VALUES ($1, lower($2), lower($3), $4, now() + interval '1 hour')`, int64(p.cfg.ChainID), vaultv2.DepositAddress(p.factory, b).Hex(), p.factory.Hex(), id)
			require.NoError(t, err)
		}
		p.mine(1)
		p.proxy.Reset()
		p.catchUp(s)
		st := p.proxy.Stats()
		calls := p.proxy.Calls("eth_call")
		t.Logf("%d open deposit addresses: %d HTTP requests per pass (%d without any), %d eth_call", n, st.Requests, base, calls)
		assert.Equal(t, base+1, st.Requests, "%d addresses: one more HTTP request", n)
		assert.Equal(t, (n+4999)/5000, calls, "%d addresses: eth_call per 5,000", n)
	}
}

// A node that refuses state overrides: the balances are read by the
// BalanceReader's creation code, 700 addresses a call, and the transfer is
// still credited once.
func TestWithoutStateOverridesBalancesAreReadByTheCreationCode(t *testing.T) {
	p := newPlainRig(t)
	s := p.scanner()
	p.catchUp(s)
	a := p.open("swap-plain-nooverride")
	for i := range 800 {
		p.open(fmt.Sprintf("swap-nooverride-%d", i))
	}
	// The runtime-code read is refused, as by a node without overrides.
	p.send(3, &a, nil, big.NewInt(4e15), 21_000)
	p.proxy.FailNext("eth_call", 1, rpcproxy.RPCError{Code: -32602, Message: "invalid params: state override not supported"})
	p.final(s)
	got := p.deliveries("swap-plain-nooverride")
	require.Len(t, got, 2)
	assert.Equal(t, "4000000000000000", got[1].ev.AmountUnits)
	p.mine(1)
	p.proxy.Reset()
	p.catchUp(s)
	assert.Equal(t, 2, p.proxy.Calls("eth_call"), "801 addresses: two calls of the creation code per read (one with an override)")
}

// A failed read of the deposit addresses never holds up the vault's own
// deposits: the pass commits them, says why the addresses were not read,
// and the next pass reads those blocks again.
func TestAFailedDepositAddressReadDoesNotHoldTheVault(t *testing.T) {
	p := newPlainRig(t)
	s := p.scanner()
	p.catchUp(s)
	a := p.open("swap-plain-failing")
	p.send(3, &a, nil, big.NewInt(5e15), 21_000)
	p.mine(int(p.cfg.Finality.Depth) + 1)
	p.proxy.FailNext("eth_call", 100, rpcproxy.RPCError{Code: -32000, Message: "out of gas"})
	rep, err := s.Pass(context.Background())
	require.NoError(t, err, "the vault's pass goes on")
	assert.Contains(t, rep.DepositAddresses, "out of gas")
	assert.Empty(t, p.deliveries("swap-plain-failing"))
	p.proxy.Reset()
	p.final(s)
	require.Len(t, p.deliveries("swap-plain-failing"), 2, "read again, credited once")
}

// Issue 27, the watching window: a transfer to a deposit address after its
// window ended is not credited, and the audit of deposit addresses finds it
// and names it; while the books and the chain agree, it finds nothing.
func TestTheAuditFindsATransferAfterTheWatchingWindow(t *testing.T) {
	p := newPlainRig(t)
	s := p.scanner()
	p.catchUp(s)
	late, usd := p.open("swap-plain-late"), p.open("swap-plain-audit-usdc")
	p.send(3, &late, nil, big.NewInt(2e15), 21_000)
	p.usdcTransfer(2, usd, 7_000_000)
	p.final(s)
	findings, err := s.AuditDepositAddresses(context.Background())
	require.NoError(t, err)
	assert.Empty(t, findings, "the books agree with the chain")

	_, err = p.scans.DB.Exec(context.Background(), `UPDATE deposit_addresses SET watch_until = now() - interval '1 second' WHERE swap_id = 'swap-plain-late'`)
	require.NoError(t, err)
	p.send(3, &late, nil, big.NewInt(1e15), 21_000)
	p.final(s)
	assert.Len(t, p.deliveries("swap-plain-late"), 2, "no longer watched: not credited")
	findings, err = s.AuditDepositAddresses(context.Background())
	require.NoError(t, err)
	require.Len(t, findings, 1)
	assert.Contains(t, findings[0], late.Hex())
	assert.Contains(t, findings[0], "holds 1000000000000000 base units of ETH never credited")
}

// A zero-value Transfer to a deposit address (anyone can emit one for
// free) credits nothing and leaves nothing to sweep.
func TestAZeroValueTransferCreditsNothing(t *testing.T) {
	p := newPlainRig(t)
	s := p.scanner()
	p.catchUp(s)
	a := p.open("swap-plain-zero")
	usdc := p.chain.USDC()
	p.send(2, &usdc, testtoken.NewTestUSDC().PackTransfer(a, big.NewInt(0)), nil)
	p.final(s)
	assert.Empty(t, p.deliveries("swap-plain-zero"))
	due, err := p.scans.SweepCandidates(context.Background(), p.cfg.ChainID, p.factory, map[common.Address]*big.Int{vaultv2.NativeToken: nil, usdc: nil}, 10)
	require.NoError(t, err)
	assert.Empty(t, due)
}

// Issue 27 (review): with two endpoints and the cross-check on, a credit at
// a deposit address needs both: a witness that cannot answer holds it, an
// endpoint in use that leaves a transfer out is caught, and once they agree
// the transfer is credited once.
func TestDepositAddressCreditsAreCrossChecked(t *testing.T) {
	p := newPlainRig(t)
	inUse, witness, s := p.crossChecked()
	p.catchUp(s)
	a := p.open("swap-plain-witness")
	p.usdcTransfer(2, a, 3_000_000)

	witness.FailNext("eth_call", 1000, rpcproxy.RPCError{Code: -32000, Message: "witness unavailable"})
	p.mine(int(p.cfg.Finality.Depth) + 1)
	rep, err := s.Pass(context.Background())
	require.NoError(t, err)
	assert.Contains(t, rep.DepositAddresses, "held")
	assert.Empty(t, p.deliveries("swap-plain-witness"), "not credited on one endpoint's word")

	witness.Reset()
	inUse.SetOmitLogs(true) // the endpoint in use now leaves the Transfer out
	p.mine(1)
	rep, err = s.Pass(context.Background())
	require.NoError(t, err)
	assert.Contains(t, rep.DepositAddresses, "held")
	assert.Empty(t, p.deliveries("swap-plain-witness"))

	inUse.SetOmitLogs(false)
	p.final(s)
	got := p.deliveries("swap-plain-witness")
	require.Len(t, got, 2, "credited once both agree")
	assert.Equal(t, "3000000", got[1].ev.AmountUnits)
}
