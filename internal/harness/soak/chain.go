package soak

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
)

// payers is how many funded dev accounts pay deposits (dev accounts 1..payers; account 0
// funds the deployer); strangers (the next dev accounts) pay dust and wrong amounts into
// other people's swaps.
const (
	payers    = 5
	strangers = 3
)

// reorgMargin keeps reorgs this many blocks short of the finality depth. The scanner decides
// finality from the head it saw, which is never above the chain's head, so a reorg of at most
// finality-reorgMargin blocks at the chain's head only ever replaces tentative deposits.
const reorgMargin = 2

// mineBound is how many blocks the soak mines for one of its own transactions before it gives
// up: its fees are set from the head's base fee, so the first block takes it; the rest is
// margin, and the error then names the transaction instead of failing a later step.
const mineBound = 5

// chainSim is the served devchain plus what the soak needs on top: a vault v2 of its own,
// a USDC-like token, a hot key, deposits it can track through reorgs, a miner and the reorg
// chaos.
//
// The vault v2 is deployed by devchain from a random dev key (devchain.RandomVaultKey), so
// its address — and with it the scanner ID and the scanner's workflow ID — differs on every
// run: a fixed vault would make this soak's scanner collide with any other scanner on the
// same Temporal server (the e2e tests, a dev chain, an earlier soak). The payer role goes to a
// fresh hot key as well, so the sender's nonce rows of an earlier run in a shared database
// never meet this chain.
//
// One mutex serialises sending, mining and reorgs, so the pool is empty whenever a reorg forks
// (the simulated backend refuses to fork with pending transactions) and nonces stay exact.
type chainSim struct {
	name    string // in the chains file
	c       *devchain.Chain
	ec      simulated.Client
	chainID *big.Int
	binding *vaultv2.DepositVaultV2
	token   *testtoken.TestUSDC
	inst    *bind.BoundContract
	vault   common.Address
	usdc    common.Address
	// hot is the workers' payer key (PAYER_ROLE), a fresh one per run; admin the vault's
	// deployer, which funds it (and tops it up after the wallet ran dry).
	hot, admin *ecdsa.PrivateKey
	// hostile are recipients that refuse native coin within the vault's stipend: a gas
	// burner, a reverting contract and a contract without receive (the USDC token, a
	// Solidity contract with no receive or fallback), in that order.
	hostile []common.Address
	// factory is the vault's deposit address factory: plain transfers go to its addresses.
	factory common.Address
	// dex is Uniswap v3 with a WETH/USDC pool and the vault's executor (dex.go); the
	// chains file routes ETH → USDC through it on the payer's chain.
	dex      *devchain.Dex
	vaultBlk uint64
	// safeBlk is the last block of the soak's own setup (role, funding, allowances): no
	// reorg goes below it.
	safeBlk uint64
	// startNative and startUSDC are the vault's balances at safeBlk: the balance check
	// compares the end against them.
	startNative, startUSDC *big.Int
	keys                   []*ecdsa.PrivateKey
	// hand is the operator's own wallet (gas and USDC from the setup), from which the
	// soak pays customers by hand (byhand.go); handMu keeps its one nonce in order.
	hand     *ecdsa.PrivateKey
	handMu   sync.Mutex
	finality uint64
	maxDepth uint64 // deepest reorg: finality - reorgMargin

	mu      sync.Mutex
	nonces  []uint64
	next    int // round-robin payer
	tracked []*chainDeposit
	// plainSent is every plain transfer sent (dropped ones and their re-sends included):
	// the checks find the canonical ones among them.
	plainSent []chainDeposit
	stats     chainStats
	// targeted counts reorgs under a deposit: their kind goes round (drop, re-mine, move).
	targeted int
}

// chainDeposit is one deposit transaction the soak sent.
type chainDeposit struct {
	swapID    string
	raw       [32]byte
	token     common.Address // vaultv2.NativeToken or the soak's USDC
	amount    *big.Int
	payer     int
	tx        common.Hash
	block     uint64 // 0 until mined
	redeposit bool   // pay again if a reorg drops it
	stranger  bool   // paid by a stranger: never paid again
	// plainTo, when set, is the swap's deposit address: the deposit is a plain transfer
	// there (native with 21,000 gas, or the token's transfer), not a vault call.
	plainTo *common.Address
}

type chainStats struct {
	Deposits      int `json:"deposits"`
	TokenDeposits int `json:"tokenDeposits"`
	Redeposits    int `json:"redeposits"`
	// PlainTransfers are deposits sent as plain transfers to deposit addresses (in
	// Deposits too); PlainTokenTransfers of them in the token.
	PlainTransfers      int `json:"plainTransfers"`
	PlainTokenTransfers int `json:"plainTokenTransfers"`
	Reorgs              int `json:"reorgs"`
	ReorgsKeep          int `json:"reorgsKeepTxs"`
	ReorgsDrop          int `json:"reorgsDropTxs"`
	DroppedTxs          int `json:"droppedTxs"`
	ReplacedTxs         int `json:"replacedTxs"` // deposits whose block was replaced (kept or dropped)
	// UnderObserved counts reorgs that replaced a deposit the scanner had already recorded
	// as a tentative observation: those must be undone in the swap (deposit-reorged).
	UnderObserved int `json:"underObserved"`
	MaxDepth      int `json:"maxDepth"`
	MinDepth      int `json:"minDepth"`
	// Storms are bursts of reorgs at random depths (1 … finality − 2), one after the other.
	Storms      int `json:"storms"`
	StormReorgs int `json:"stormReorgs"`
	// Of the replaced deposits: re-mined at the same height (another block hash), moved to
	// another height, or dropped (paid again when a customer's).
	Remined int `json:"remined"`
	Moved   int `json:"moved"`
	// Stranger deposits (not the customer's keys) by kind.
	StrangerDust  int `json:"strangerDust"`
	StrangerUnder int `json:"strangerUnder"`
	StrangerOver  int `json:"strangerOver"`
	StrangerLate  int `json:"strangerLate"`
	// PaymentTxsReorged counts the hot key's transactions in the blocks reorgs replaced;
	// PaymentReorgs the reorgs aimed under one (also in Reorgs).
	PaymentTxsReorged int `json:"paymentTxsReorged"`
	PaymentReorgs     int `json:"paymentReorgs"`
	ReorgErrors       int `json:"reorgErrors"`
	// RPCEpisodes counts the RPC fault episodes aimed at this chain's proxy.
	RPCEpisodes  int `json:"rpcEpisodes"`
	MineErrors   int `json:"mineErrors"`
	LastReorgErr string
	LastMineErr  string
	FirstMineErr string
}

// Setup amounts: every payer and stranger holds soakUSDC and has approved the vault for
// all of it; the hot key gets hotFund for gas.
var (
	soakUSDC = big.NewInt(1_000_000 * 1_000_000) // 1,000,000 USDC (6 decimals)
	hotFund  = new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
)

// secondChainID is the second chain's ID (the first is devchain.ChainID), and chainNames
// name the chains in the workers' chains file.
const secondChainID = 31337

var chainNames = []string{"dev", "second"}

// writeChainsFile writes a workers' chains file into Dir under name: the first chains of
// the soak's (the payer's chain first), each through its fault proxy, with its vault v2 and
// token, and the payer's with its DEX route. With FlakyEndpoint each chain has two
// endpoints, the flaky one first (the scanner starts on it), so the cross-check is on;
// otherwise one.
func (s *soak) writeChainsFile(name string, chains int) (string, error) {
	var b strings.Builder
	b.WriteString("chains:\n")
	for i, cs := range s.chains[:chains] {
		rpc := fmt.Sprintf("{url: %q}", s.proxyURLs[i])
		if len(s.flakyURLs) > i {
			rpc = fmt.Sprintf("{url: %q}, %s", s.flakyURLs[i], rpc)
		}
		fmt.Fprintf(&b, "  - name: %s\n    chainId: %d\n    rpc: [%s]\n    finality: {depth: %d}\n    nativeAsset: ETH\n"+
			"    vault: {address: %q, version: v2, startBlock: %d, depositFactory: %q}\n    tokens: [{address: %q, symbol: USDC, decimals: 6}]\n",
			cs.name, cs.chainID.Uint64(), rpc, cs.finality, cs.vault.Hex(), cs.vaultBlk, cs.factory.Hex(), cs.usdc.Hex())
		if i == 0 {
			b.WriteString(cs.dexChainsEntry())
		}
	}
	path := filepath.Join(s.cfg.Dir, name)
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		return "", fmt.Errorf("soak: chains file: %w", err)
	}
	return path, nil
}

// startChain serves a dev chain with chainID (0: devchain.ChainID) and sets it up.
// The hot key starts with hotStart wei for gas.
func startChain(finality, chainID uint64, hotStart *big.Int) (*chainSim, error) {
	vaultKey := devchain.RandomVaultKey()
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", Accounts: payers + strangers + 1, Vault: devchain.VaultV2,
		VaultKey: vaultKey, ChainID: chainID})
	if err != nil {
		return nil, err
	}
	cs := &chainSim{c: c, ec: c.Client(), chainID: c.ChainID(), binding: vaultv2.NewDepositVaultV2(), token: testtoken.NewTestUSDC(),
		vault: c.Vault(), usdc: c.USDC(), vaultBlk: c.VaultBlock(), finality: finality, maxDepth: finality - reorgMargin}
	cs.inst = cs.binding.Instance(cs.ec, cs.vault)
	for i := 1; i <= payers+strangers; i++ {
		cs.keys = append(cs.keys, devchain.DevKey(i))
	}
	if err := cs.setup(devchain.DevKey(vaultKey), hotStart); err != nil {
		_ = c.Close()
		return nil, err
	}
	return cs, nil
}

// setup grants PAYER_ROLE to a fresh hot key and funds it for gas with hotStart (from the
// vault's admin), deploys the hostile recipients, mints USDC to every payer and stranger
// and approves the vault for it, all mined; then it reads the payers' nonces and the
// vault's starting balances.
func (cs *chainSim) setup(admin *ecdsa.PrivateKey, hotStart *big.Int) error {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	hot, err := crypto.GenerateKey()
	if err != nil {
		return err
	}
	cs.hot, cs.admin = hot, admin
	hotAddr := crypto.PubkeyToAddress(hot.PublicKey)
	role, err := bind.Call(cs.inst, &bind.CallOpts{Context: ctx}, cs.binding.PackPAYERROLE(), cs.binding.UnpackPAYERROLE)
	if err != nil {
		return fmt.Errorf("soak: PAYER_ROLE: %w", err)
	}
	usdc := bind.NewBoundContract(cs.usdc, cs.token.GetABI(), cs.ec, cs.ec, cs.ec)
	var txs []*types.Transaction
	// Several transactions per key go into one block, and the pool may not count the ones
	// just sent yet: nonces are counted here.
	next := map[common.Address]uint64{}
	send := func(key *ecdsa.PrivateKey, bc *bind.BoundContract, to *common.Address, value *big.Int, data []byte) error {
		from := crypto.PubkeyToAddress(key.PublicKey)
		nonce, ok := next[from]
		if !ok {
			n, err := cs.ec.PendingNonceAt(ctx, from)
			if err != nil {
				return fmt.Errorf("soak: nonce of %s: %w", from, err)
			}
			nonce = n
		}
		next[from] = nonce + 1
		opts := bind.NewKeyedTransactor(key, cs.chainID)
		opts.Context, opts.Nonce, opts.Value, opts.GasLimit = ctx, new(big.Int).SetUint64(nonce), value, 200_000
		var tx *types.Transaction
		if bc == nil {
			// A plain transfer (to set) or a deployment of the init code in data.
			gas := uint64(21_000)
			if to == nil {
				gas = 300_000
				cs.hostile = append(cs.hostile, crypto.CreateAddress(from, nonce))
			}
			if tx, err = cs.signRaw(ctx, key, nonce, to, value, data, gas); err != nil {
				return fmt.Errorf("soak: setup transaction from %s: %w", from, err)
			}
		} else if tx, err = bind.Transact(bc, opts, data); err != nil {
			return fmt.Errorf("soak: setup transaction from %s: %w", from, err)
		}
		txs = append(txs, tx)
		return nil
	}
	if err := send(admin, cs.inst, nil, nil, cs.binding.PackGrantRole(role, hotAddr)); err != nil {
		return err
	}
	if err := send(admin, nil, &hotAddr, hotStart, nil); err != nil {
		return err
	}
	if cs.hand, err = crypto.GenerateKey(); err != nil {
		return err
	}
	handAddr := crypto.PubkeyToAddress(cs.hand.PublicKey)
	if err := send(admin, nil, &handAddr, big.NewInt(1e18), nil); err != nil {
		return err
	}
	if err := send(admin, usdc, nil, nil, cs.token.PackMint(handAddr, soakUSDC)); err != nil {
		return err
	}
	for _, code := range []string{devchain.GasBurnerInitCode, devchain.RevertingInitCode} {
		if err := send(admin, nil, nil, nil, common.FromHex(code)); err != nil {
			return err
		}
	}
	cs.hostile = append(cs.hostile, cs.usdc)
	for _, k := range cs.keys {
		if err := send(k, usdc, nil, nil, cs.token.PackMint(crypto.PubkeyToAddress(k.PublicKey), soakUSDC)); err != nil {
			return err
		}
		if err := send(k, usdc, nil, nil, cs.token.PackApprove(cs.vault, soakUSDC)); err != nil {
			return err
		}
	}
	for _, tx := range txs {
		r, err := cs.c.MineUntilReceipt(ctx, tx.Hash(), mineBound)
		if err != nil {
			return fmt.Errorf("soak: setup: %w", err)
		}
		if r.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("soak: setup transaction %s failed", tx.Hash())
		}
		cs.safeBlk = max(cs.safeBlk, r.BlockNumber.Uint64())
	}
	// The deposit address factory, deployed as an operator does (`starter vault
	// deploy-deposit-addresses`): from the vault's admin, for the vault.
	fa := vaultv2.NewDepositAddressFactory()
	opts := bind.NewKeyedTransactor(admin, cs.chainID)
	opts.Context = ctx
	factory, ftx, err := bind.DeployContract(opts, common.FromHex(vaultv2.DepositAddressFactoryMetaData.Bin), cs.ec, fa.PackConstructor(cs.vault))
	if err != nil {
		return fmt.Errorf("soak: deploy the deposit address factory: %w", err)
	}
	r, err := cs.c.MineUntilReceipt(ctx, ftx.Hash(), mineBound)
	if err != nil || r.Status != types.ReceiptStatusSuccessful {
		return fmt.Errorf("soak: deploy the deposit address factory: %v (receipt %v)", err, r)
	}
	cs.factory, cs.safeBlk = factory, max(cs.safeBlk, r.BlockNumber.Uint64())
	// Uniswap v3 and the vault's executor, trusting this run's hot key (dex.go); the
	// dev chain keeps reorgs above it.
	if cs.dex, err = cs.c.DeployDex(ctx, soakUSDCPerETH, hotAddr); err != nil {
		return fmt.Errorf("soak: %w", err)
	}
	cs.safeBlk = max(cs.safeBlk, cs.c.SetupBlock())
	for i, k := range cs.keys {
		n, err := cs.ec.PendingNonceAt(ctx, crypto.PubkeyToAddress(k.PublicKey))
		if err != nil {
			return fmt.Errorf("soak: nonce of payer %d: %w", i+1, err)
		}
		cs.nonces = append(cs.nonces, n)
	}
	at := new(big.Int).SetUint64(cs.safeBlk)
	if cs.startNative, cs.startUSDC, err = cs.vaultBalances(ctx, at); err != nil {
		return err
	}
	return nil
}

// signRaw signs and sends a transaction from key with nonce, fees from the head's base fee.
func (cs *chainSim) signRaw(ctx context.Context, key *ecdsa.PrivateKey, nonce uint64, to *common.Address, value *big.Int, data []byte, gas uint64) (*types.Transaction, error) {
	head, err := cs.ec.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	tip := big.NewInt(1_000_000_000)
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: cs.chainID, Nonce: nonce, GasTipCap: tip,
		GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip), Gas: gas, To: to, Value: value, Data: data}),
		types.LatestSignerForChainID(cs.chainID), key)
	if err != nil {
		return nil, err
	}
	return tx, cs.ec.SendTransaction(ctx, tx)
}

// vaultBalances are the vault's native and USDC balances at block at (nil: the head).
func (cs *chainSim) vaultBalances(ctx context.Context, at *big.Int) (native, usdc *big.Int, err error) {
	if native, err = cs.ec.BalanceAt(ctx, cs.vault, at); err != nil {
		return nil, nil, fmt.Errorf("soak: the vault's balance: %w", err)
	}
	out, err := cs.ec.CallContract(ctx, ethereum.CallMsg{To: &cs.usdc, Data: cs.token.PackBalanceOf(cs.vault)}, at)
	if err != nil {
		return nil, nil, fmt.Errorf("soak: the vault's USDC: %w", err)
	}
	if usdc, err = cs.token.UnpackBalanceOf(out); err != nil {
		return nil, nil, fmt.Errorf("soak: the vault's USDC: %w", err)
	}
	return native, usdc, nil
}

func (cs *chainSim) Close() error { return cs.c.Close() }

// tokenOf is the token a deposit or payment in asset moves: USDC is the soak's token, any
// other asset the native coin.
func (cs *chainSim) tokenOf(asset string) common.Address {
	if asset == "USDC" {
		return cs.usdc
	}
	return vaultv2.NativeToken
}

// assetOf is tokenOf backwards.
func (cs *chainSim) assetOf(token common.Address) string {
	if token == cs.usdc {
		return "USDC"
	}
	return "ETH"
}

// headTime is the head block's timestamp (Unix seconds); 0 when it cannot be read.
func (cs *chainSim) headTime() int64 {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	h, err := cs.ec.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0
	}
	return int64(h.Time)
}

// deposit pays amount into the vault for raw (a swap ID's bytes32). The transaction is
// tracked, not assumed mined: refreshLocked records the block that took it, whenever that is.
func (cs *chainSim) deposit(swapID string, raw [32]byte, token common.Address, amount *big.Int, redeposit bool) error {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	d := &chainDeposit{swapID: swapID, raw: raw, token: token, amount: amount, payer: cs.next % payers, redeposit: redeposit}
	cs.next++
	return cs.sendLocked(d)
}

// Kinds of stranger deposits.
const (
	strangerDust  = "dust"
	strangerUnder = "underpayment"
	strangerOver  = "overpayment"
	strangerLate  = "late" // half the amount, after the swap finished
)

// strangerDeposit pays into swapID's deposit from a stranger's key: dust (below the swap's
// refund minimum, 1 % of its amount), an underpayment or an overpayment. None binds the
// swap (only the exact amount does); dust is recorded, the others refunded once final.
func (cs *chainSim) strangerDeposit(swapID string, raw [32]byte, token common.Address, amount *big.Int, kind string, n int) error {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	pay := new(big.Int)
	switch kind {
	case strangerDust:
		pay.Div(amount, big.NewInt(1000))
		cs.stats.StrangerDust++
	case strangerUnder:
		pay.Div(amount, big.NewInt(2))
		cs.stats.StrangerUnder++
	case strangerLate:
		pay.Div(amount, big.NewInt(2))
		cs.stats.StrangerLate++
	default:
		pay.Add(amount, big.NewInt(int64(1+n)))
		cs.stats.StrangerOver++
	}
	d := &chainDeposit{swapID: swapID, raw: raw, token: token, amount: pay, payer: payers + n%strangers, stranger: true}
	return cs.sendLocked(d)
}

// sendLocked sends d's deposit with the payer's next nonce. Nonces are exact: only this soak
// sends from the payers, always under cs.mu, and a dropping reorg refreshes them from a pool
// that devchain has synced with the new head. So a nonce error is a bug to see, not to retry.
func (cs *chainSim) sendLocked(d *chainDeposit) error {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	opts := bind.NewKeyedTransactor(cs.keys[d.payer], cs.chainID)
	opts.Context = ctx
	opts.Nonce = new(big.Int).SetUint64(cs.nonces[d.payer])
	if d.plainTo != nil {
		return cs.sendPlainLocked(ctx, d)
	}
	// A fresh deposit key each time: the vault refuses a key twice from one payer, and a
	// deposit paid again after a reorg dropped it is another deposit.
	key := devchain.NewDepositKey()
	data := cs.binding.PackDeposit(d.raw, key)
	if d.token == vaultv2.NativeToken {
		opts.Value = new(big.Int).Set(d.amount)
	} else {
		data = cs.binding.PackDepositToken(d.raw, key, d.token, d.amount)
		// Not estimated: the allowance is set up, and the estimate would run against a pool
		// the reorgs keep changing. About 100k is used.
		opts.GasLimit = 300_000
	}
	tx, err := bind.Transact(cs.inst, opts, data)
	if err != nil {
		return fmt.Errorf("soak: deposit for %q from payer %d with nonce %d: %w", d.swapID, d.payer+1, cs.nonces[d.payer], err)
	}
	cs.nonces[d.payer]++
	d.tx, d.block = tx.Hash(), 0
	cs.tracked = append(cs.tracked, d)
	cs.stats.Deposits++
	if d.token != vaultv2.NativeToken {
		cs.stats.TokenDeposits++
	}
	return nil
}

// sendPlainLocked sends d as an exchange withdrawal does: the native coin by a bare
// transfer with a 21,000 gas limit, the token by its transfer (not estimated, as the
// deposits are not: the dev chain prices a transfer to a new holder near 150,000 gas).
func (cs *chainSim) sendPlainLocked(ctx context.Context, d *chainDeposit) error {
	to, value, data, gas := d.plainTo, d.amount, []byte(nil), uint64(21_000)
	if d.token != vaultv2.NativeToken {
		to, value, data, gas = &d.token, nil, cs.token.PackTransfer(*d.plainTo, d.amount), 300_000
	}
	tx, err := cs.signRaw(ctx, cs.keys[d.payer], cs.nonces[d.payer], to, value, data, gas)
	if err != nil {
		return fmt.Errorf("soak: plain transfer for %q to %s from payer %d with nonce %d: %w", d.swapID, d.plainTo.Hex(), d.payer+1, cs.nonces[d.payer], err)
	}
	cs.nonces[d.payer]++
	d.tx, d.block = tx.Hash(), 0
	cs.tracked = append(cs.tracked, d)
	cs.plainSent = append(cs.plainSent, *d)
	cs.stats.Deposits++
	cs.stats.PlainTransfers++
	if d.token != vaultv2.NativeToken {
		cs.stats.TokenDeposits++
		cs.stats.PlainTokenTransfers++
	}
	return nil
}

// plainTransfer pays amount of token to a swap's deposit address by a plain transfer,
// tracked like a deposit (paid again if a reorg drops it).
func (cs *chainSim) plainTransfer(swapID string, raw [32]byte, to, token common.Address, amount *big.Int) error {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	d := &chainDeposit{swapID: swapID, raw: raw, token: token, amount: amount, payer: cs.next % payers, redeposit: true, plainTo: &to}
	cs.next++
	return cs.sendLocked(d)
}

func (cs *chainSim) refreshNoncesLocked(ctx context.Context) error {
	for i, k := range cs.keys {
		n, err := cs.ec.PendingNonceAt(ctx, crypto.PubkeyToAddress(k.PublicKey))
		if err != nil {
			return fmt.Errorf("soak: nonce of payer %d: %w", i+1, err)
		}
		cs.nonces[i] = n
	}
	return nil
}

// mine commits one block and notes where tracked deposits landed.
func (cs *chainSim) mine() {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if _, err := cs.c.Mine(1); err != nil {
		cs.stats.MineErrors++
		cs.stats.LastMineErr = fmt.Sprintf("at head %d: %v", cs.c.Head(), err)
		if cs.stats.FirstMineErr == "" {
			cs.stats.FirstMineErr = cs.stats.LastMineErr
		}
		return
	}
	cs.refreshLocked()
}

// refreshLocked looks up the blocks of unmined deposits and forgets final ones.
func (cs *chainSim) refreshLocked() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	head := cs.c.Head()
	kept := cs.tracked[:0]
	for _, d := range cs.tracked {
		if d.block == 0 {
			if r, err := cs.ec.TransactionReceipt(ctx, d.tx); err == nil {
				d.block = r.BlockNumber.Uint64()
			}
		}
		// Final with a wide margin: no reorg can reach it any more.
		if d.block > 0 && d.block+cs.finality+cs.maxDepth < head {
			continue
		}
		kept = append(kept, d)
	}
	clear(cs.tracked[len(kept):])
	cs.tracked = kept
}

// canonical reports whether tx is in the canonical chain.
func (cs *chainSim) canonical(ctx context.Context, tx common.Hash) (uint64, bool) {
	r, err := cs.ec.TransactionReceipt(ctx, tx)
	if err != nil {
		return 0, false
	}
	h, err := cs.ec.HeaderByNumber(ctx, r.BlockNumber)
	if err != nil || h.Hash() != r.BlockHash {
		return 0, false
	}
	return r.BlockNumber.Uint64(), true
}

// reorg replaces the tip so that at least one tentative deposit's block goes, preferring
// deposits the scanner has already observed (observed: their tx hashes) so that the reorg must
// be undone in the swap, not just in the chain; with anyDeposit, a deposit the scanner has
// not seen yet will do. keepTxs (drawn) re-mines the replaced transactions in the new branch;
// otherwise they are dropped and the soak pays again for swaps (redeposit): the swap goes
// back to waiting, and the new deposit must take it to success. It reports whether a reorg
// happened.
func (cs *chainSim) reorg(rng *rand.Rand, observed map[common.Hash]bool, anyDeposit bool) (bool, error) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	// Mine what is pending first: a fork needs an empty pool.
	if _, err := cs.c.Mine(1); err != nil {
		return false, err
	}
	cs.refreshLocked()
	head := cs.c.Head()
	var seen, unseen []*chainDeposit
	for _, d := range cs.tracked {
		if d.block > 0 && head-d.block+1 <= cs.maxDepth {
			if observed[d.tx] {
				seen = append(seen, d)
			} else {
				unseen = append(unseen, d)
			}
		}
	}
	candidates := seen
	if len(candidates) == 0 && anyDeposit {
		candidates = unseen
	}
	if len(candidates) == 0 {
		return false, nil
	}
	target := candidates[rng.IntN(len(candidates))]
	depth := int(head - target.block + 1)
	// In turn: drop the transactions (paid again), re-mine them at their height (another
	// block hash), or fork one block deeper so that they move to the block below.
	keep := cs.targeted%3 != 0
	if cs.targeted%3 == 2 && uint64(depth) < cs.maxDepth && uint64(depth+1) < head-cs.safeBlk {
		depth++
	}
	cs.targeted++
	if err := cs.reorgLocked(depth, keep); err != nil {
		return !errors.Is(err, errNoReorg), err
	}
	if len(seen) > 0 {
		cs.stats.UnderObserved++
	}
	return true, nil
}

var errNoReorg = errors.New("no reorg")

// reorgUnderPayment replaces the tip under the oldest of txs (the hot key's transactions of
// sends not final yet) that is mined less than maxDepth blocks deep, keeping its
// transactions (re-mined in the new branch) or dropping them (the sender must send its stored
// bytes again). The payment's finality depth is the deposits' one, so the sender cannot have
// taken it for final. It reports whether a reorg happened.
func (cs *chainSim) reorgUnderPayment(txs []common.Hash, keep bool) (bool, error) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if _, err := cs.c.Mine(1); err != nil {
		return false, err
	}
	cs.refreshLocked()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	head := cs.c.Head()
	var oldest uint64
	for _, h := range txs {
		r, err := cs.ec.TransactionReceipt(ctx, h)
		if err != nil {
			continue
		}
		if b := r.BlockNumber.Uint64(); b > cs.safeBlk && head-b+1 <= cs.maxDepth && (oldest == 0 || b < oldest) {
			oldest = b
		}
	}
	if oldest == 0 {
		return false, nil
	}
	if err := cs.reorgLocked(int(head-oldest+1), keep); err != nil {
		return !errors.Is(err, errNoReorg), err
	}
	cs.stats.PaymentReorgs++
	return true, nil
}

// storm replaces the tip n times in a row, each at a random depth between 1 and
// finality − 2 whatever deposits it holds, keeping or dropping the transactions.
func (cs *chainSim) storm(rng *rand.Rand, n int) (int, error) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	var errs []error
	done := 0
	for range n {
		if _, err := cs.c.Mine(1); err != nil {
			return done, err
		}
		cs.refreshLocked()
		head := cs.c.Head()
		depth := 1 + rng.IntN(int(cs.maxDepth))
		if uint64(depth) >= head-cs.safeBlk {
			depth = 1
		}
		if err := cs.reorgLocked(depth, rng.IntN(2) == 0); err != nil {
			errs = append(errs, err)
			if errors.Is(err, errNoReorg) {
				continue
			}
		}
		done++
		cs.stats.StormReorgs++
	}
	if done > 0 {
		cs.stats.Storms++
	}
	return done, errors.Join(errs...)
}

// reorgLocked replaces the newest depth blocks and follows the tracked deposits into the
// new branch; errNoReorg: the chain refused, nothing changed.
func (cs *chainSim) reorgLocked(depth int, keep bool) error {
	head := cs.c.Head()
	hotTxs := cs.hotTxsLocked(head-uint64(depth)+1, head)
	// Nothing is pending (mined before, and sends take cs.mu), so Reorg forks at once.
	err := cs.c.Reorg(depth, keep)
	if err != nil {
		cs.stats.ReorgErrors++
		cs.stats.LastReorgErr = err.Error()
		return errors.Join(errNoReorg, err)
	}
	cs.stats.Reorgs++
	cs.stats.PaymentTxsReorged += hotTxs
	cs.stats.MaxDepth = max(cs.stats.MaxDepth, depth)
	if cs.stats.MinDepth == 0 || depth < cs.stats.MinDepth {
		cs.stats.MinDepth = depth
	}
	if keep {
		cs.stats.ReorgsKeep++
	} else {
		cs.stats.ReorgsDrop++
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if !keep {
		if err := cs.refreshNoncesLocked(ctx); err != nil {
			return err
		}
	}
	firstReplaced := head - uint64(depth) + 1
	var errs []error
	for _, d := range append([]*chainDeposit(nil), cs.tracked...) {
		if d.block == 0 || d.block < firstReplaced {
			continue
		}
		cs.stats.ReplacedTxs++
		if n, ok := cs.canonical(ctx, d.tx); ok {
			// Re-mined in the new branch: at its old height under another hash, or moved.
			if n == d.block {
				cs.stats.Remined++
			} else {
				cs.stats.Moved++
			}
			d.block = n
			continue
		}
		if keep {
			d.block = 0 // re-mined by a later block; refreshLocked finds it
			cs.stats.Moved++
			continue
		}
		cs.stats.DroppedTxs++
		cs.untrackLocked(d)
		if d.redeposit {
			nd := &chainDeposit{swapID: d.swapID, raw: d.raw, token: d.token, amount: d.amount, payer: d.payer, redeposit: true, plainTo: d.plainTo}
			if err := cs.sendLocked(nd); err != nil {
				errs = append(errs, err)
				continue
			}
			cs.stats.Redeposits++
		}
	}
	return errors.Join(errs...)
}

// hotTxsLocked counts the hot key's transactions (payments, fillers) in blocks from … to:
// those a reorg of these blocks takes off the chain, for the sender to see mined again or
// to send again.
func (cs *chainSim) hotTxsLocked(from, to uint64) int {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	hot := crypto.PubkeyToAddress(cs.hot.PublicKey)
	signer := types.LatestSignerForChainID(cs.chainID)
	n := 0
	for b := from; b <= to; b++ {
		blk, err := cs.ec.BlockByNumber(ctx, new(big.Int).SetUint64(b))
		if err != nil {
			continue
		}
		for _, tx := range blk.Transactions() {
			if sender, err := types.Sender(signer, tx); err == nil && sender == hot {
				n++
			}
		}
	}
	return n
}

func (cs *chainSim) untrackLocked(d *chainDeposit) {
	for i, x := range cs.tracked {
		if x == d {
			cs.tracked = append(cs.tracked[:i], cs.tracked[i+1:]...)
			return
		}
	}
}

func (cs *chainSim) snapshot() chainStats {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	return cs.stats
}

func (cs *chainSim) rpcEpisode() {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	cs.stats.RPCEpisodes++
}

// merge adds b's counts to a (the report's totals over the chains).
func (a *chainStats) merge(b chainStats) {
	a.Deposits += b.Deposits
	a.TokenDeposits += b.TokenDeposits
	a.PlainTransfers += b.PlainTransfers
	a.PlainTokenTransfers += b.PlainTokenTransfers
	a.Redeposits += b.Redeposits
	a.Reorgs += b.Reorgs
	a.ReorgsKeep += b.ReorgsKeep
	a.ReorgsDrop += b.ReorgsDrop
	a.DroppedTxs += b.DroppedTxs
	a.ReplacedTxs += b.ReplacedTxs
	a.UnderObserved += b.UnderObserved
	a.MaxDepth = max(a.MaxDepth, b.MaxDepth)
	if a.MinDepth == 0 || (b.MinDepth != 0 && b.MinDepth < a.MinDepth) {
		a.MinDepth = b.MinDepth
	}
	a.Storms += b.Storms
	a.StormReorgs += b.StormReorgs
	a.Remined += b.Remined
	a.Moved += b.Moved
	a.StrangerDust += b.StrangerDust
	a.StrangerUnder += b.StrangerUnder
	a.StrangerOver += b.StrangerOver
	a.StrangerLate += b.StrangerLate
	a.PaymentTxsReorged += b.PaymentTxsReorged
	a.PaymentReorgs += b.PaymentReorgs
	a.ReorgErrors += b.ReorgErrors
	a.MineErrors += b.MineErrors
	a.RPCEpisodes += b.RPCEpisodes
	for _, e := range []struct {
		to   *string
		from string
	}{{&a.LastReorgErr, b.LastReorgErr}, {&a.LastMineErr, b.LastMineErr}} {
		if e.from != "" {
			*e.to = e.from
		}
	}
	if a.FirstMineErr == "" {
		a.FirstMineErr = b.FirstMineErr
	}
}
