package e2e

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/txsender"
	"github.com/swapengine/swapengine/workflows"
)

// broadcastGate is the payer's RPC endpoint: it forwards every JSON-RPC
// request to the dev chain, and does what a test asks with
// eth_sendRawTransaction — hold it (the transaction is signed and stored,
// not broadcast), or swallow it (answer success, forward nothing, as a
// provider that drops a broadcast does).
type broadcastGate struct {
	chain     string
	mu        sync.Mutex
	hold      bool
	holdTo    *common.Address // when set, only broadcasts of transactions to it are held
	passHeld  bool            // held broadcasts go through when released
	held      chan struct{}   // closed when a held broadcast arrived
	release   chan struct{}   // closed to answer held broadcasts with an error
	swallow   int
	forwarded atomic.Int32
	sent      []*types.Transaction // every eth_sendRawTransaction that reached the gate, in order
}

// sentTxs is what the payer broadcast (or tried to), in order, rebroadcasts
// of the same bytes included.
func (g *broadcastGate) sentTxs() []*types.Transaction {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]*types.Transaction(nil), g.sent...)
}

func newBroadcastGate(t *testing.T, chainURL string) (*broadcastGate, string) {
	g := &broadcastGate{chain: chainURL}
	srv := httptest.NewServer(g)
	t.Cleanup(srv.Close)
	return g, srv.URL
}

// holdNext makes the next broadcasts wait; arrived is closed when one does,
// and release lets the held ones through (pass) or answers them with an
// error (the broadcast never reached the node).
func (g *broadcastGate) holdNext() (arrived <-chan struct{}, release func(pass bool)) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.hold, g.holdTo, g.held, g.release = true, nil, make(chan struct{}), make(chan struct{})
	var once sync.Once
	ch := g.release
	return g.held, func(pass bool) {
		g.mu.Lock()
		g.hold, g.passHeld = false, pass
		g.mu.Unlock()
		once.Do(func() { close(ch) })
	}
}

// holdNextTo is holdNext for the broadcasts of transactions to one address
// only: the others go through.
func (g *broadcastGate) holdNextTo(to common.Address) (arrived <-chan struct{}, release func(pass bool)) {
	arrived, release = g.holdNext()
	g.mu.Lock()
	g.holdTo = &to
	g.mu.Unlock()
	return arrived, release
}

func (g *broadcastGate) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	var msg struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
		Params []string        `json:"params"`
	}
	if json.Unmarshal(body, &msg) == nil && msg.Method == "eth_sendRawTransaction" {
		g.mu.Lock()
		var to *common.Address
		if len(msg.Params) == 1 {
			var tx types.Transaction
			if raw, err := hexutil.Decode(msg.Params[0]); err == nil && tx.UnmarshalBinary(raw) == nil {
				g.sent = append(g.sent, &tx)
				to = tx.To()
			}
		}
		hold, held, release, swallow := g.hold, g.held, g.release, g.swallow > 0
		if g.holdTo != nil && (to == nil || *to != *g.holdTo) {
			hold = false
		}
		if swallow {
			g.swallow--
		}
		if hold {
			select {
			case <-held:
			default:
				close(held)
			}
		}
		g.mu.Unlock()
		switch {
		case hold:
			<-release
			g.mu.Lock()
			pass := g.passHeld
			g.mu.Unlock()
			if !pass {
				http.Error(w, "gate: broadcast refused", http.StatusBadGateway)
				return
			}
		case swallow:
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":"0x%064x"}`, msg.ID, 0)
			return
		}
		g.forwarded.Add(1)
	}
	resp, err := http.Post(g.chain, "application/json", bytes.NewReader(body))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(resp.StatusCode)
	_, _ = io.Copy(w, resp.Body)
}

// onChainEnv is a worker process paying payouts from a vault v2 on the dev
// chain through the transaction sender, its RPC behind a broadcastGate.
type onChainEnv struct {
	*env
	chain    *devchain.Chain
	gate     *broadcastGate
	gateURL  string
	paused   atomic.Bool
	mining   sync.Mutex // held by the background miner from reading paused to the end of its block
	customer common.Address
	// payerArgs are more flags for the payer's worker processes.
	payerArgs []string
	spiked    *types.Transaction // the fee spike's first version of the payout
	// depositFactory, when set, is the vault's deposit address factory: the
	// scanner then also reads deposit addresses.
	depositFactory common.Address
}

func newOnChainEnv(t *testing.T) *onChainEnv {
	o := &onChainEnv{env: newEnv(t, providers.Config{
		QuoteAssets: []string{"USDC"}, SupportedAssets: []string{"ETH"},
		PairRates: map[string]providers.Rate{"ETH/USDC": {Num: 3, Den: 1_000_000_000}},
	})}
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", Vault: devchain.VaultV2, VaultKey: devchain.RandomVaultKey()})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	o.chain = c
	o.gate, o.gateURL = newBroadcastGate(t, c.RPCURL())
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	o.customer = crypto.PubkeyToAddress(key.PublicKey)
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() { // a block every 100 ms unless paused
		defer close(done)
		for {
			select {
			case <-stop:
				return
			case <-time.After(100 * time.Millisecond):
				o.mining.Lock()
				if !o.paused.Load() {
					_, _ = c.Mine(1)
				}
				o.mining.Unlock()
			}
		}
	}()
	t.Cleanup(func() { close(stop); <-done })
	return o
}

// deployFactory deploys the vault's deposit address factory (issue 27) and
// makes the env's scanner read the deposit addresses.
func (o *onChainEnv) deployFactory() common.Address {
	t := o.t
	ctx := context.Background()
	opts := bind.NewKeyedTransactor(devchain.DevKey(3), o.chain.ChainID())
	opts.Context = ctx
	factory, tx, err := bind.DeployContract(opts, common.FromHex(vaultv2.DepositAddressFactoryMetaData.Bin), o.chain.Client(),
		vaultv2.NewDepositAddressFactory().PackConstructor(o.chain.Vault()))
	require.NoError(t, err)
	_, err = bind.WaitDeployed(ctx, o.chain.Client(), tx.Hash())
	require.NoError(t, err)
	o.depositFactory = factory
	return factory
}

// plainTransfer sends value to `to` from key as an exchange withdrawal does:
// a bare transfer with a 21,000 gas limit. The background miner takes it.
func (o *onChainEnv) plainTransfer(key *ecdsa.PrivateKey, to common.Address, value *big.Int) common.Hash {
	t := o.t
	ctx := context.Background()
	ec := o.chain.Client()
	nonce, err := ec.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	require.NoError(t, err)
	head, err := ec.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(o.chain.ChainID()), &types.DynamicFeeTx{ChainID: o.chain.ChainID(), Nonce: nonce,
		GasTipCap: big.NewInt(1e9), GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(1e9)), Gas: 21_000, To: &to,
		Value: value})
	require.NoError(t, err)
	require.NoError(t, ec.SendTransaction(ctx, tx))
	return tx.Hash()
}

// pause stops the background miner: once it returns, no block is being
// mined and none will be until paused is cleared.
func (o *onChainEnv) pause() {
	o.mining.Lock()
	defer o.mining.Unlock()
	o.paused.Store(true)
}

// payer starts a worker process that scans the chain (directly) and pays
// USDC on it (through the gate).
func (o *onChainEnv) payer() *process {
	args := []string{"-rpc-url", o.chain.RPCURL(), "-payout-chain-id", fmt.Sprint(o.chain.ChainID()), "-payout-vault", o.chain.Vault().Hex(),
		"-payout-token", "USDC=" + o.chain.USDC().Hex(), "-payout-rpc-url", o.gateURL,
		"-payout-finality-depth", "3", "-payout-vault-from-block", fmt.Sprint(o.chain.VaultBlock())}
	p := o.workerProcessEnv([]string{"PAYER_KEY=" + hex.EncodeToString(crypto.FromECDSA(devchain.PayerKey()))}, append(args, o.payerArgs...)...)
	return p
}

// paidSwap starts a swap paid 0.001 ETH on the chain (seen by the scanner:
// an on-chain payout is paid only for a deposit the scanner saw final) and
// paid out 3 USDC to the customer.
func (o *onChainEnv) paidSwap(prefix string) string {
	id := uniqueSwapID(prefix)
	in := swapInput(id)
	in.Terms.AmountUnits, in.Terms.PayoutAsset, in.Terms.PayoutAddress = "1000000000000000", "USDC", o.customer.Hex()
	in.Terms.ChainID = o.chain.ChainID().Uint64()
	in.Tuning.ActivityTimeout = 3 * time.Second // a dead worker's attempt is retried after this heartbeat timeout
	o.startSwap(in)
	_, err := o.chain.DepositNative(context.Background(), 0, id, big.NewInt(1_000_000_000_000_000))
	require.NoError(o.t, err)
	return id
}

// startScanner runs the vault v2's scanner on the env's task queue.
func (o *onChainEnv) startScanner() {
	cfg := chain.Config{ChainID: o.chain.ChainID().Uint64(), Contract: o.chain.Vault(), Finality: chain.Finality{Depth: 2},
		StartBlock: o.chain.VaultBlock(), Vault: chain.VaultV2, Tokens: []chain.Token{{Address: o.chain.USDC().Hex(), Asset: "USDC"}},
		DepositFactory: o.depositFactory}
	_, err := operator.StartScanner(context.Background(), o.cl, o.taskQueue, workflows.ScannerInput{Config: cfg, PollInterval: 200 * time.Millisecond})
	require.NoError(o.t, err)
	o.t.Cleanup(func() {
		_ = o.cl.TerminateWorkflow(context.Background(), workflows.ScannerWorkflowID(cfg), "", "test over")
	})
}

// paidOnce checks what must hold after every fault: the swap succeeded, the
// chain holds exactly one Paid under its payout key, the customer got 3
// USDC once, and the payer's nonces have no gap (nothing stuck in the pool).
func (o *onChainEnv) paidOnce(id string) {
	t := o.t
	t.Helper()
	v := o.waitSuccess(id)
	ctx := context.Background()
	cl := o.chain.Client()
	logs, err := cl.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{o.chain.Vault()},
		Topics: [][]common.Hash{
			{vaultv2.NewDepositVaultV2().GetABI().Events[vaultv2.DepositVaultV2PaidEventName].ID},
			{txsender.VaultKey(o.chain.ChainID().Uint64(), o.chain.Vault(), swap.PayoutKey(id))},
		},
	})
	require.NoError(t, err)
	assert.Len(t, logs, 1, "Paid events under the payout's key")
	u := testtoken.NewTestUSDC()
	usdc := o.chain.USDC()
	raw, err := cl.CallContract(ctx, ethereum.CallMsg{To: &usdc, Data: u.PackBalanceOf(o.customer)}, nil)
	require.NoError(t, err)
	bal, err := u.UnpackBalanceOf(raw)
	require.NoError(t, err)
	assert.Equal(t, "3000000", bal.String(), "the customer's USDC")
	var payoutTx string
	for _, e := range v.Effects {
		if e.Kind == swap.ActionSendPayout {
			payoutTx = e.Detail
		}
	}
	if assert.Len(t, logs, 1) {
		assert.Equal(t, logs[0].TxHash.Hex(), payoutTx, "the swap records the transaction that paid")
	}
	payer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		pending, err := cl.PendingNonceAt(ctx, payer)
		assert.NoError(c, err)
		mined, err := cl.NonceAt(ctx, payer, nil)
		assert.NoError(c, err)
		assert.Equal(c, mined, pending, "a payer nonce is stuck in the pool")
	}, 30*time.Second, 100*time.Millisecond)
}

// Issue 16's fault drills on the real dev chain, Postgres and Temporal, with
// the worker a process that is SIGKILLed: in every case the payout is paid
// once on the chain and the swap finishes.
func TestOnChainPayoutFaults(t *testing.T) {
	// broadcastThenStop lets the payout's first broadcast reach the node with
	// mining stopped: it is in the pool, not in a block.
	broadcastThenStop := func(o *onChainEnv) {
		arrived, release := o.gate.holdNext()
		waitClosed(o.t, arrived, "a broadcast")
		o.pause()
		release(true)
		require.Eventually(o.t, func() bool { return o.gate.forwarded.Load() > 0 }, time.Minute, 10*time.Millisecond)
	}
	for _, tc := range []struct {
		name      string
		payerArgs []string
		before    func(o *onChainEnv) // before the swap is paid
		fault     func(o *onChainEnv, w *process)
	}{
		{"killed after signing, before the broadcast", nil, nil, func(o *onChainEnv, w *process) {
			arrived, release := o.gate.holdNext()
			waitClosed(o.t, arrived, "a broadcast")
			w.kill()
			release(false)
			o.payer()
		}},
		{"killed after the broadcast, before the receipt", nil, nil, func(o *onChainEnv, w *process) {
			broadcastThenStop(o)
			w.kill()
			o.paused.Store(false)
			o.payer()
		}},
		{"killed after the receipt, before it is final", nil, nil, func(o *onChainEnv, w *process) {
			broadcastThenStop(o)
			_, err := o.chain.Mine(1) // mined, not yet 3 deep
			require.NoError(o.t, err)
			w.kill()
			o.paused.Store(false)
			o.payer()
		}},
		{"the RPC drops the broadcast", nil, func(o *onChainEnv) {
			o.gate.mu.Lock()
			o.gate.swallow = 1 // the gate carries the payer's requests only
			o.gate.mu.Unlock()
		}, func(o *onChainEnv, w *process) {}},
		{"a reorg removes the payout's block", nil, nil, func(o *onChainEnv, w *process) {
			broadcastThenStop(o)
			_, err := o.chain.Mine(1)
			require.NoError(o.t, err)
			require.NoError(o.t, o.chain.Reorg(1, false)) // the block and the transaction are gone
			o.paused.Store(false)
		}},
		{"the payer's next nonce used by hand", nil, nil, func(o *onChainEnv, w *process) {
			arrived, release := o.gate.holdNext()
			waitClosed(o.t, arrived, "a broadcast")
			// The engine signed under nonce N; someone sends N by hand first.
			ctx := context.Background()
			cl := o.chain.Client()
			payer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
			nonce, err := cl.PendingNonceAt(ctx, payer)
			require.NoError(o.t, err)
			tip, err := cl.SuggestGasTipCap(ctx)
			require.NoError(o.t, err)
			head, err := cl.HeaderByNumber(ctx, nil)
			require.NoError(o.t, err)
			tx, err := types.SignNewTx(devchain.PayerKey(), types.LatestSignerForChainID(o.chain.ChainID()), &types.DynamicFeeTx{
				ChainID: o.chain.ChainID(), Nonce: nonce, To: &payer, Gas: 21_000, GasTipCap: tip,
				GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip),
			})
			require.NoError(o.t, err)
			require.NoError(o.t, cl.SendTransaction(ctx, tx))
			require.Eventually(o.t, func() bool {
				n, err := cl.NonceAt(ctx, payer, nil)
				return err == nil && n > nonce
			}, time.Minute, 20*time.Millisecond)
			release(false) // the engine's broadcast of N fails; it finds N used and signs again
		}},
		// The cap is 50 gwei: the spike (at most 12.5 % over the first
		// version's max fee, a few gwei at worst) stays far under it, and
		// the fillers' tip (60 gwei) over anything the payer may offer.
		{"a fee spike that needs a replacement", []string{"-payout-max-fee-gwei", "50"}, nil, func(o *onChainEnv, w *process) {
			broadcastThenStop(o)
			o.spiked = o.feeSpike()
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := newOnChainEnv(t)
			o.payerArgs = tc.payerArgs
			w := o.payer()
			o.startScanner()
			if tc.before != nil {
				tc.before(o)
			}
			id := o.paidSwap("onchain")
			tc.fault(o, w)
			o.paidOnce(id)
			if o.spiked != nil {
				o.checkReplaced(id, o.spiked, big.NewInt(50e9))
			}
		})
	}
}

// feeSpike runs a fee spike over the payout's first broadcast, which sits
// in the pool with mining stopped. The climb: block after block is filled
// to its gas limit by transactions from another account that burn all their
// gas at a higher tip than the payer can offer under its cap, so the payout
// gets no room and the base fee rises 12.5 % a block, until it is above the
// first version's maxFeePerGas: from then on that version cannot be
// included. The plateau: blocks half full of the same fillers (the target,
// so the base fee stays where it is) leave room, until the sender has
// replaced the payment and a replacement is mined. The spike stays within
// 12.5 % over the first version's max fee (twice the base fee at signing
// plus the tip), far under the payer's cap and the fillers' fee cap.
func (o *onChainEnv) feeSpike() *types.Transaction {
	t := o.t
	ctx := context.Background()
	cl := o.chain.Client()
	first := o.gate.sentTxs()[0]
	payer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
	filler := o.chain.Accounts()[len(o.chain.Accounts())-1] // no other part of the test uses the last dev account
	from := crypto.PubkeyToAddress(filler.PublicKey)
	nonce, err := cl.PendingNonceAt(ctx, from)
	require.NoError(t, err)
	signer := types.LatestSignerForChainID(o.chain.ChainID())
	// A call without input to the BLS12-381 G1 addition precompile fails
	// (bad input length), and a failed call other than a revert uses all
	// the gas it was given: block space burnt for next to no CPU, and no
	// account created.
	burner := common.BytesToAddress([]byte{0x0b})
	const perTx uint64 = 5_000_000 // gas; × the fee cap stays within the node's 1-ether fee cap
	tip, feeCap := big.NewInt(60e9), big.NewInt(100e9)
	deadline := time.Now().Add(2 * time.Minute)
	var climb, plateau int
	for {
		head, err := cl.HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		used, err := cl.NonceAt(ctx, payer, nil)
		require.NoError(t, err)
		if used > first.Nonce() {
			break // the payout's nonce is used: something paid
		}
		require.True(t, time.Now().Before(deadline), "after %d full and %d half-full blocks: base fee %s (first max fee %s), %d broadcasts",
			climb, plateau, head.BaseFee, first.GasFeeCap(), len(o.gate.sentTxs()))
		climbing := head.BaseFee.Cmp(first.GasFeeCap()) <= 0
		want := head.GasLimit + 2*perTx // more filler in the pool than a block holds
		if !climbing {
			want = head.GasLimit / 2 // the target: the base fee stays
		}
		mined, err := cl.NonceAt(ctx, from, nil)
		require.NoError(t, err)
		for (nonce-mined)*perTx < want {
			tx, err := types.SignNewTx(filler, signer, &types.DynamicFeeTx{
				ChainID: o.chain.ChainID(), Nonce: nonce, Gas: perTx, GasTipCap: tip, GasFeeCap: feeCap, To: &burner,
			})
			require.NoError(t, err)
			require.NoError(t, cl.SendTransaction(ctx, tx))
			nonce++
		}
		// A transaction the pool has taken may still wait in its queue; the
		// block is built from the pending ones only.
		require.Eventually(t, func() bool {
			n, err := cl.PendingNonceAt(ctx, from)
			return err == nil && n == nonce
		}, 10*time.Second, time.Millisecond)
		hashes, err := o.chain.Mine(1)
		require.NoError(t, err)
		blk, err := cl.BlockByHash(ctx, hashes[0])
		require.NoError(t, err)
		if climbing {
			climb++
			require.Equal(t, blk.GasLimit(), blk.GasUsed(), "climbing block %d is full", blk.NumberU64())
			for _, tx := range blk.Transactions() {
				sender, err := types.Sender(signer, tx)
				require.NoError(t, err)
				require.NotEqual(t, payer, sender, "the payout was mined while the base fee climbed")
			}
		} else {
			plateau++
			require.Positive(t, blk.BaseFee().Cmp(first.GasFeeCap()), "plateau block %d: base fee %s, not above the first version's max fee %s",
				blk.NumberU64(), blk.BaseFee(), first.GasFeeCap())
			require.GreaterOrEqual(t, blk.GasUsed(), blk.GasLimit()/2, "plateau block %d holds its fillers", blk.NumberU64())
		}
		time.Sleep(20 * time.Millisecond) // a few of the sender's steps per spike
	}
	t.Logf("fee spike: %d full blocks, then %d at the target; first version's max fee %s", climb, plateau, first.GasFeeCap())
	require.Positive(t, climb, "the base fee climbed")
	o.paused.Store(false)
	return first
}

// checkReplaced checks that what paid was a replacement of first under the
// same nonce, both fee fields at least 10 % higher, within the cap, and that
// its block's base fee was above first's max fee: first could not have been
// mined there.
func (o *onChainEnv) checkReplaced(id string, first *types.Transaction, capWei *big.Int) {
	t := o.t
	ctx := context.Background()
	cl := o.chain.Client()
	logs, err := cl.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{o.chain.Vault()},
		Topics: [][]common.Hash{
			{vaultv2.NewDepositVaultV2().GetABI().Events[vaultv2.DepositVaultV2PaidEventName].ID},
			{txsender.VaultKey(o.chain.ChainID().Uint64(), o.chain.Vault(), swap.PayoutKey(id))},
		},
	})
	require.NoError(t, err)
	require.Len(t, logs, 1)
	paid, _, err := cl.TransactionByHash(ctx, logs[0].TxHash)
	require.NoError(t, err)
	assert.NotEqual(t, first.Hash(), paid.Hash(), "the first version, priced under the spike, was mined")
	assert.Equal(t, first.Nonce(), paid.Nonce(), "the replacement's nonce")
	for _, f := range []struct {
		name        string
		first, paid *big.Int
	}{{"maxFeePerGas", first.GasFeeCap(), paid.GasFeeCap()}, {"maxPriorityFeePerGas", first.GasTipCap(), paid.GasTipCap()}} {
		min := new(big.Int).Div(new(big.Int).Mul(f.first, big.NewInt(110)), big.NewInt(100))
		assert.GreaterOrEqual(t, f.paid.Cmp(min), 0, "%s %s → %s: less than +10 %%", f.name, f.first, f.paid)
	}
	assert.LessOrEqual(t, paid.GasFeeCap().Cmp(capWei), 0, "the replacement's max fee is within -payout-max-fee-gwei")
	blk, err := cl.HeaderByHash(ctx, logs[0].BlockHash)
	require.NoError(t, err)
	assert.Positive(t, blk.BaseFee.Cmp(first.GasFeeCap()), "the paying block's base fee %s, not above the first version's max fee %s", blk.BaseFee, first.GasFeeCap())
}

func waitClosed(t *testing.T, c <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-c:
	case <-time.After(time.Minute):
		t.Fatalf("no %s within a minute", what)
	}
}
