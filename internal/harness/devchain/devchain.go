// Package devchain runs a local EVM chain for tests and the demo: go-ethereum's
// simulated backend (ethclient/simulated, chain ID 1337) with deterministic,
// funded dev accounts and the DepositVault contract deployed at Start.
//
// # Mining
//
// The simulated backend only produces a block when told to. Blocks come from
// Mine and Reorg, from the admin API (POST /admin/mine, /admin/reorg), or,
// with Options.BlockTime > 0, from a background auto-miner that commits one
// block (empty or not) every BlockTime. Start itself mines block 1, which
// holds the vault deployment, so a fresh chain has head 1.
//
// # Serving over HTTP
//
// With Options.HTTPAddr set, ONE listener serves both:
//
//   - JSON-RPC at "/" (POST; single calls and batches; GET "/" is a health
//     check). Only the eth_, net_ and web3_ namespaces are exposed, as a
//     node started with HTTPModules eth,net,web3 would; subscriptions are
//     refused as on any HTTP endpoint. Point ethclient.Dial at RPCURL().
//   - the admin API under /admin/ (see Admin in client.go for a client):
//     POST /admin/mine    {"blocks":n}                            -> {"hashes":[...],"head":h}
//     POST /admin/reorg   {"depth":n,"keepTxs":bool}              -> {"head":h,"headHash":"0x..."}
//     POST /admin/deposit {"from":i,"swapId":"...","amountWei":"..."} -> {"txHash":"0x..."}
//     POST /admin/mine-until-receipt {"txHash":"0x...","maxBlocks":n}
//     -> {"blockNumber":b,"blockHash":"0x...","status":1,"head":h}
//     GET  /admin/info    -> {"chainId":1337,"vault":"0x...","vaultBlock":1,"head":h,"rpcUrl":"http://...","accounts":[...]}
//     Errors answer {"error":"..."} with status 400 (bad input), 504 (the
//     transaction was not mined within maxBlocks: ErrNotMined) or 500.
//
// The node's own HTTP server (node.Config HTTPHost/HTTPPort) is NOT used: it
// would need a second listener for the admin routes, and a bound port 0 is not
// reported back. Instead the JSON-RPC handler here forwards each call to the
// node's in-process RPC client, which talks to the very same API server the
// node would put behind HTTP. Results and errors (code, message, data, e.g.
// revert data) are passed through unchanged.
//
// # Waiting for transactions
//
// Nothing here promises that a sent transaction is in the next block. Code
// that needs a transaction mined calls MineUntilReceipt (or the admin route
// /admin/mine-until-receipt), which mines until the receipt exists, within a
// bound. Every Commit also waits for the transaction pool to catch up with the
// new head (see simNode.commit), so a transaction sent after Mine returns is
// validated against the state that Mine produced.
//
// # Concurrency
//
// All methods are safe for concurrent use. Mining, forking, pool rollback
// and sending transactions through Deposit take one mutex, which the
// auto-miner takes too. Transactions sent by other means (eth_sendRawTransaction
// over JSON-RPC, or through Client()) are not serialised with Reorg; one
// arriving between Reorg's pre-mining of pending transactions and its fork
// makes Reorg fail (the simulated backend refuses to fork with a non-empty
// pool). Deposit tracks nonces of the dev accounts itself, so sending from
// the same keys by other means while also using Deposit can collide.
package devchain

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain/depositvault"
)

// ChainID is the chain ID of every simulated backend.
const ChainID = 1337

// DefaultAccounts is the number of funded dev accounts when Options.Accounts is 0.
const DefaultAccounts = 4

// AccountBalance is the genesis balance of every dev account: 1,000,000 ether.
var AccountBalance = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18))

// ErrInvalidArgument marks errors caused by the caller's input (the admin
// API answers them with 400).
var ErrInvalidArgument = errors.New("invalid argument")

// ErrClosed is returned by operations on a closed chain.
var ErrClosed = errors.New("devchain: closed")

// Options configures Start.
type Options struct {
	// HTTPAddr is where to serve JSON-RPC and the admin API: "" serves
	// nothing (in-process use only); "127.0.0.1:0" picks a free port.
	HTTPAddr string
	// BlockTime > 0 auto-commits a block every BlockTime; 0 mines only on
	// Mine / Reorg / the admin API.
	BlockTime time.Duration
	// Accounts is the number of funded dev accounts (default 4).
	Accounts int
	// VaultKey is the index of the dev key that deploys the vault (default
	// 0, the address docker-compose.yml names). Another index gives another
	// vault address, and so another scanner ID: tests that share one
	// Temporal namespace then never run, or terminate, each other's scanner.
	VaultKey int
	// Vault is the vault to deploy: "v1" (the default, contracts/DepositVault.sol)
	// or "v2" (contracts/DepositVaultV2.sol with TestUSDC allowlisted, caps
	// set and payout money in it; see v2.go). The v1 helpers (Deposit,
	// DepositBatch, the admin API's deposit) need v1; the v2 ones
	// (DepositNative, DepositToken, DepositWithPermit) need v2.
	Vault string
	// ChainID is the chain's ID; 0 is ChainID (1337). Two chains served at
	// once with different IDs stand for two networks.
	ChainID uint64
}

// Chain is a running simulated chain. Create it with Start, stop it with Close.
type Chain struct {
	node     *simNode
	client   *ethclient.Client
	rpc      *rpc.Client
	chainID  *big.Int
	keys     []*ecdsa.PrivateKey
	addrs    []common.Address
	vault    common.Address
	vaultKey *ecdsa.PrivateKey // deploys the vault (Options.VaultKey)
	vaultBlk uint64
	binding  *depositvault.DepositVault
	instance *bind.BoundContract // nil on a vault v2 chain
	v2       *v2                 // nil on a vault v1 chain

	cleanups []func() // run by Close, after the node stopped (HoldAccount's keystore)

	mu     sync.Mutex // serialises Commit / Fork / Rollback / tx sending
	closed bool
	// nonces is the next nonce Deposit hands out per account. The pool
	// promotes new transactions asynchronously, so eth_getTransactionCount
	// ("pending") right after a send can still answer the old nonce; two
	// quick deposits from one account would then collide ("already known").
	// Cleared when Reorg drops the pool.
	nonces map[int]uint64

	ln      net.Listener
	srv     *http.Server
	url     string
	handler http.Handler
	ws      *rpc.Server // newHeads over WebSocket (ws.go)

	stop      chan struct{}
	minerDone chan struct{}
	closeOnce sync.Once
	closeErr  error
}

// DevKey returns the i-th deterministic dev key: keccak256 of
// "swapengine/devchain/account/<i>". The same index gives the same address
// on every run and machine.
func DevKey(i int) *ecdsa.PrivateKey {
	seed := crypto.Keccak256([]byte(fmt.Sprintf("swapengine/devchain/account/%d", i)))
	key, err := crypto.ToECDSA(seed)
	if err != nil { // only if the hash is >= the curve order: never for these seeds
		panic(fmt.Sprintf("devchain: dev key %d: %v", i, err))
	}
	return key
}

// RandomVaultKey is a fresh dev-key index for Options.VaultKey: a chain of
// its own vault address, so of its own scanner ID. Tests and benchmarks that
// share one Temporal namespace use it, so they never run or terminate each
// other's scanner.
func RandomVaultKey() int {
	var b [4]byte
	_, _ = rand.Read(b[:])
	return 1_000 + int(binary.BigEndian.Uint32(b[:])>>2)
}

// Start creates the chain, funds the dev accounts in genesis, deploys the
// DepositVault from dev key Options.VaultKey (0 by default; mined in block 1), and, if asked, starts
// serving HTTP and auto-mining.
func Start(opts Options) (_ *Chain, err error) {
	if opts.Accounts < 0 {
		return nil, fmt.Errorf("%w: %d accounts", ErrInvalidArgument, opts.Accounts)
	}
	if opts.Accounts == 0 {
		opts.Accounts = DefaultAccounts
	}
	if opts.BlockTime < 0 {
		return nil, fmt.Errorf("%w: block time %s", ErrInvalidArgument, opts.BlockTime)
	}
	if opts.VaultKey < 0 {
		return nil, fmt.Errorf("%w: vault key %d", ErrInvalidArgument, opts.VaultKey)
	}
	if opts.Vault != "" && opts.Vault != VaultV1 && opts.Vault != VaultV2 {
		return nil, fmt.Errorf("%w: vault %q (want %q or %q)", ErrInvalidArgument, opts.Vault, VaultV1, VaultV2)
	}
	c := &Chain{binding: depositvault.NewDepositVault(), nonces: map[int]uint64{}}
	alloc := types.GenesisAlloc{}
	for i := range opts.Accounts {
		key := DevKey(i)
		addr := crypto.PubkeyToAddress(key.PublicKey)
		c.keys = append(c.keys, key)
		c.addrs = append(c.addrs, addr)
		alloc[addr] = types.Account{Balance: new(big.Int).Set(AccountBalance)}
	}
	c.vaultKey = DevKey(opts.VaultKey)
	alloc[crypto.PubkeyToAddress(c.vaultKey.PublicKey)] = types.Account{Balance: new(big.Int).Set(AccountBalance)}
	if opts.Vault == VaultV2 {
		alloc[crypto.PubkeyToAddress(PayerKey().PublicKey)] = types.Account{Balance: new(big.Int).Set(AccountBalance)}
	}

	c.node, err = newSimNode(alloc, opts.ChainID)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			_ = c.Close()
		}
	}()
	c.rpc = c.node.stack.Attach()
	c.client = ethclient.NewClient(c.rpc)

	ctx := context.Background()
	if c.chainID, err = c.client.ChainID(ctx); err != nil {
		return nil, fmt.Errorf("devchain: chain ID: %w", err)
	}
	if opts.Vault == VaultV2 {
		err = c.deployV2(ctx)
	} else {
		err = c.deployVault(ctx)
	}
	if err != nil {
		return nil, err
	}

	if c.ws, err = c.newWSServer(); err != nil {
		return nil, fmt.Errorf("devchain: websocket server: %w", err)
	}
	c.handler = withWebSocket(c.ws, c.newHandler())
	if opts.HTTPAddr != "" {
		if err := c.serve(opts.HTTPAddr); err != nil {
			return nil, err
		}
	}
	if opts.BlockTime > 0 {
		c.stop = make(chan struct{})
		c.minerDone = make(chan struct{})
		go c.autoMine(opts.BlockTime)
	}
	return c, nil
}

func (c *Chain) deployVault(ctx context.Context) error {
	opts := bind.NewKeyedTransactor(c.vaultKey, c.chainID)
	opts.Context = ctx
	addr, tx, err := bind.DeployContract(opts, common.FromHex(depositvault.DepositVaultMetaData.Bin), c.client, nil)
	if err != nil {
		return fmt.Errorf("devchain: deploy vault: %w", err)
	}
	// Mined in the first block (so VaultBlock is 1) unless something is badly wrong.
	receipt, err := c.MineUntilReceipt(ctx, tx.Hash(), 1)
	if err != nil {
		return fmt.Errorf("devchain: vault deployment: %w", err)
	}
	if receipt.Status != types.ReceiptStatusSuccessful || receipt.ContractAddress != addr {
		return fmt.Errorf("devchain: vault deployment failed (status %d, address %s, want %s)", receipt.Status, receipt.ContractAddress, addr)
	}
	c.vault = addr
	c.vaultBlk = receipt.BlockNumber.Uint64()
	c.instance = c.binding.Instance(c.client, addr)
	return nil
}

func (c *Chain) serve(addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("devchain: listen %s: %w", addr, err)
	}
	tcp := ln.Addr().(*net.TCPAddr)
	host := tcp.IP.String()
	if tcp.IP.IsUnspecified() {
		host = "127.0.0.1"
	}
	c.ln = ln
	c.url = "http://" + net.JoinHostPort(host, fmt.Sprint(tcp.Port))
	c.srv = &http.Server{Handler: c.handler, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = c.srv.Serve(ln) }()
	return nil
}

func (c *Chain) autoMine(every time.Duration) {
	defer close(c.minerDone)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-c.stop:
			return
		case <-t.C:
			c.mu.Lock()
			if !c.closed {
				_, _ = c.node.commit() // a failed sync surfaces at the next Mine or send
			}
			c.mu.Unlock()
		}
	}
}

// Close stops serving, stops the auto-miner and shuts the chain down.
// It is idempotent.
func (c *Chain) Close() error {
	c.closeOnce.Do(func() {
		var errs []error
		if c.srv != nil {
			// Let running calls finish, briefly: the server counts a connection
			// a client opened but never used (Go's transport dials spares) as
			// busy for 5 s, so a graceful Shutdown alone can stall; after the
			// grace period the rest is cut off.
			if c.ws != nil {
				c.ws.Stop() // closes the WebSocket connections, which Shutdown does not track
			}
			ctx, cancel := context.WithTimeout(context.Background(), time.Second)
			if err := c.srv.Shutdown(ctx); err != nil {
				if err := c.srv.Close(); err != nil {
					errs = append(errs, err)
				}
			}
			cancel()
		}
		if c.stop != nil {
			close(c.stop)
			<-c.minerDone
		}
		c.mu.Lock()
		c.closed = true
		c.mu.Unlock()
		if c.rpc != nil {
			c.rpc.Close()
		}
		if c.node != nil {
			errs = append(errs, c.node.close())
		}
		for _, f := range c.cleanups {
			f()
		}
		c.closeErr = errors.Join(errs...)
	})
	return c.closeErr
}

// Client is the in-process client (the ethclient.Client method set).
func (c *Chain) Client() simulated.Client { return c.client }

// RPCURL is the HTTP JSON-RPC URL (http://127.0.0.1:PORT), or "" when not served.
func (c *Chain) RPCURL() string { return c.url }

// AdminURL is the base URL of the admin API: the same listener as RPCURL
// (routes under /admin/), or "" when not served.
func (c *Chain) AdminURL() string { return c.url }

// Handler is the HTTP handler behind RPCURL (JSON-RPC at "/" plus /admin/),
// usable with httptest even when Options.HTTPAddr is "".
func (c *Chain) Handler() http.Handler { return c.handler }

// ChainID is 1337.
func (c *Chain) ChainID() *big.Int { return new(big.Int).Set(c.chainID) }

// Vault is the address of the DepositVault deployed at Start.
func (c *Chain) Vault() common.Address { return c.vault }

// VaultBlock is the height of the block holding the vault deployment (1).
// Reorg never goes below it.
func (c *Chain) VaultBlock() uint64 { return c.vaultBlk }

// Accounts are the funded dev keys (see DevKey), in index order.
func (c *Chain) Accounts() []*ecdsa.PrivateKey { return append([]*ecdsa.PrivateKey(nil), c.keys...) }

// Addresses are the addresses of Accounts, in the same order.
func (c *Chain) Addresses() []common.Address { return append([]common.Address(nil), c.addrs...) }

// Head is the current block number (0 if the chain is closed).
func (c *Chain) Head() uint64 {
	n, err := c.client.BlockNumber(context.Background())
	if err != nil {
		return 0
	}
	return n
}

// SwapIDBytes is how Deposit maps a swap ID to the contract's bytes32: the
// UTF-8 bytes right-padded with zeros. It refuses only what cannot be
// encoded at all (empty or longer than 32 bytes), so tests can also deposit
// IDs the scanner must refuse to decode (chain.SwapIDFromBytes32 rejects NUL,
// invalid UTF-8 and non-printable characters). Production code should use
// chain.SwapIDToBytes32, which refuses those up front.
func SwapIDBytes(swapID string) ([32]byte, error) {
	var b [32]byte
	if swapID == "" {
		return b, fmt.Errorf("%w: empty swap ID", ErrInvalidArgument)
	}
	if len(swapID) > len(b) {
		return b, fmt.Errorf("%w: swap ID %q is %d bytes, more than 32", ErrInvalidArgument, swapID, len(swapID))
	}
	copy(b[:], swapID)
	return b, nil
}

// Deposit sends deposit(swapID) with amountWei from dev account `from` into
// the pool, with estimated gas. It does not mine: call MineUntilReceipt with
// the transaction's hash (or let the auto-miner run).
func (c *Chain) Deposit(ctx context.Context, from int, swapID string, amountWei *big.Int) (*types.Transaction, error) {
	id, err := SwapIDBytes(swapID)
	if err != nil {
		return nil, err
	}
	return c.DepositRaw(ctx, from, id, amountWei)
}

// DepositRaw is Deposit with the raw bytes32 swap ID (any value, so tests
// can send IDs that no swap can have).
func (c *Chain) DepositRaw(ctx context.Context, from int, swapID [32]byte, amountWei *big.Int) (*types.Transaction, error) {
	if from < 0 || from >= len(c.keys) {
		return nil, fmt.Errorf("%w: account %d, have %d", ErrInvalidArgument, from, len(c.keys))
	}
	if amountWei == nil || amountWei.Sign() <= 0 {
		return nil, fmt.Errorf("%w: deposit amount must be positive, got %v", ErrInvalidArgument, amountWei)
	}
	if c.v2 != nil {
		return nil, fmt.Errorf("%w: Deposit is vault v1's deposit(swapId); use DepositNative on a vault v2 chain", ErrWrongVault)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	tx, err := c.transactLocked(ctx, from, amountWei, c.binding.PackDeposit(swapID))
	if err != nil {
		return nil, fmt.Errorf("devchain: deposit %s wei for swap %q from account %d: %w", amountWei, bytes.TrimRight(swapID[:], "\x00"), from, err)
	}
	return tx, nil
}

// DepositBatch pays several swaps in one transaction (depositBatch): one
// Deposited log per swap, all in the same transaction. Not mined until a block
// includes it (MineUntilReceipt).
func (c *Chain) DepositBatch(ctx context.Context, from int, swapIDs []string, amountsWei []*big.Int) (*types.Transaction, error) {
	if from < 0 || from >= len(c.keys) {
		return nil, fmt.Errorf("%w: account %d, have %d", ErrInvalidArgument, from, len(c.keys))
	}
	if len(swapIDs) == 0 || len(swapIDs) != len(amountsWei) {
		return nil, fmt.Errorf("%w: %d swap IDs for %d amounts", ErrInvalidArgument, len(swapIDs), len(amountsWei))
	}
	if c.v2 != nil {
		return nil, fmt.Errorf("%w: DepositBatch is vault v1's depositBatch; the chain runs vault v2", ErrWrongVault)
	}
	ids := make([][32]byte, len(swapIDs))
	total := new(big.Int)
	for i, id := range swapIDs {
		b, err := SwapIDBytes(id)
		if err != nil {
			return nil, err
		}
		ids[i] = b
		total.Add(total, amountsWei[i])
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	tx, err := c.transactLocked(ctx, from, total, c.binding.PackDepositBatch(ids, amountsWei))
	if err != nil {
		return nil, fmt.Errorf("devchain: batch deposit for %d swaps from account %d: %w", len(swapIDs), from, err)
	}
	return tx, nil
}

// transactLocked sends one vault call with an estimated gas limit; c.mu is held.
func (c *Chain) transactLocked(ctx context.Context, from int, value *big.Int, data []byte) (*types.Transaction, error) {
	pending, err := c.client.PendingNonceAt(ctx, c.addrs[from])
	if err != nil {
		return nil, fmt.Errorf("nonce of account %d: %w", from, err)
	}
	nonce := max(pending, c.nonces[from])
	opts := bind.NewKeyedTransactor(c.keys[from], c.chainID)
	opts.Context = ctx
	opts.Nonce = new(big.Int).SetUint64(nonce)
	opts.Value = new(big.Int).Set(value)
	tx, err := bind.Transact(c.instance, opts, data)
	if err != nil {
		return nil, c.explainRevert(err)
	}
	c.nonces[from] = nonce + 1
	return tx, nil
}

// explainRevert appends the decoded custom error to a revert during gas estimation.
func (c *Chain) explainRevert(err error) error {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return err
	}
	s, ok := de.ErrorData().(string)
	if !ok {
		return err
	}
	data := common.FromHex(s)
	if len(data) < 4 {
		return err
	}
	if reason, uerr := c.binding.UnpackError(data); uerr == nil {
		return fmt.Errorf("%w (%T)", err, reason)
	}
	return err
}

// Mine commits n blocks and returns their hashes, oldest first.
func (c *Chain) Mine(n int) ([]common.Hash, error) {
	if n < 0 {
		return nil, fmt.Errorf("%w: mine %d blocks", ErrInvalidArgument, n)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	return c.mineLocked(n)
}

func (c *Chain) mineLocked(n int) ([]common.Hash, error) {
	if n == 0 {
		return nil, nil
	}
	head, err := c.client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		return nil, fmt.Errorf("devchain: head: %w", err)
	}
	prev := head.Hash()
	hashes := make([]common.Hash, 0, n)
	for range n {
		h, err := c.node.commit()
		if err != nil {
			return hashes, err
		}
		if h == prev { // Commit only logs sealing errors; the head did not move
			return hashes, fmt.Errorf("devchain: commit after block %s produced no block", prev)
		}
		hashes = append(hashes, h)
		prev = h
	}
	return hashes, nil
}

// Reorg replaces the last `depth` blocks with a longer branch: it forks at
// the parent of block head-depth+1, and, unless keepTxs, clears the pool so
// the transactions of the dropped blocks are NOT re-mined; then it mines
// depth+1 blocks, so the head ends one higher than before (and the new branch
// is canonical by length, as a real reorg would be).
//
// keepTxs re-mines the dropped transactions in the first new block. The new
// blocks always have different hashes from the ones they replace, even when
// keeping the same transactions: the simulated beacon draws a fresh random
// prevRandao (mixHash) for every block, and timestamps keep increasing past
// the old head's. The old blocks stay readable by hash (and eth_getLogs by
// block hash still answers for them); only the canonical number→hash mapping
// changes.
//
// Transactions still pending when Reorg is called are first mined into a
// block of their own (the simulated backend cannot fork with a non-empty
// pool), which then counts as the head: they are part of the replaced
// history, so keepTxs=false drops them too.
//
// depth must be at least 1 and may not reach the vault deployment block.
// It may go below the chain's "finalized" block: the simulated backend
// allows that, and tests of the scanner's deep-reorg handling need it.
func (c *Chain) Reorg(depth int, keepTxs bool) error {
	return c.ReorgTo(depth, depth+1, keepTxs)
}

// ReorgTo is Reorg with a new branch of `blocks` blocks instead of depth+1:
// fewer than depth makes the chain shorter, as a proof-of-stake fork choice
// may (the head ends depth-blocks below where it was). blocks must be at
// least 1.
func (c *Chain) ReorgTo(depth, blocks int, keepTxs bool) error {
	if depth < 1 {
		return fmt.Errorf("%w: reorg depth %d", ErrInvalidArgument, depth)
	}
	if blocks < 1 {
		return fmt.Errorf("%w: reorg to a branch of %d blocks", ErrInvalidArgument, blocks)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	ctx := context.Background()
	for attempt := 0; ; attempt++ {
		head, err := c.client.HeaderByNumber(ctx, nil)
		if err != nil {
			return fmt.Errorf("devchain: head: %w", err)
		}
		h := head.Number.Uint64()
		if setup := c.SetupBlock(); uint64(depth) > h-setup {
			return fmt.Errorf("%w: reorg depth %d at head %d would remove the vault deployed in block %d (max depth %d)",
				ErrInvalidArgument, depth, h, setup, h-setup)
		}
		parent, err := c.client.HeaderByNumber(ctx, new(big.Int).SetUint64(h-uint64(depth)))
		if err != nil {
			return fmt.Errorf("devchain: fork point %d: %w", h-uint64(depth), err)
		}
		err = c.node.beacon.Fork(parent.Hash())
		if err == nil {
			break
		}
		// The backend refuses to fork with transactions in the pool: mine
		// them first, so they belong to the history being replaced.
		if attempt == 0 && strings.Contains(err.Error(), "pending block dirty") {
			if _, err := c.mineLocked(1); err != nil {
				return fmt.Errorf("devchain: mining pending transactions before the reorg: %w", err)
			}
			continue
		}
		return fmt.Errorf("devchain: fork at block %d %s: %w", parent.Number, parent.Hash(), err)
	}
	if !keepTxs {
		c.node.beacon.Rollback()
		clear(c.nonces) // the dropped transactions' nonces are free again
	}
	if _, err := c.mineLocked(blocks); err != nil {
		return fmt.Errorf("devchain: mining the new branch: %w", err)
	}
	return nil
}

// ---- HTTP: JSON-RPC at "/" and the admin API ----

// MineRequest is the body of POST /admin/mine.
type MineRequest struct {
	Blocks int `json:"blocks"`
}

// MineResponse answers POST /admin/mine.
type MineResponse struct {
	Hashes []common.Hash `json:"hashes"`
	Head   uint64        `json:"head"`
}

// ReorgRequest is the body of POST /admin/reorg.
type ReorgRequest struct {
	Depth   int  `json:"depth"`
	KeepTxs bool `json:"keepTxs"`
}

// ReorgResponse answers POST /admin/reorg with the new head.
type ReorgResponse struct {
	Head     uint64      `json:"head"`
	HeadHash common.Hash `json:"headHash"`
}

// DepositRequest is the body of POST /admin/deposit. AmountWei is a decimal
// integer string.
type DepositRequest struct {
	From      int    `json:"from"`
	SwapID    string `json:"swapId"`
	AmountWei string `json:"amountWei"`
}

// DepositResponse answers POST /admin/deposit. The transaction is pending:
// mine to include it (POST /admin/mine-until-receipt).
type DepositResponse struct {
	TxHash common.Hash `json:"txHash"`
}

// MineUntilReceiptRequest is the body of POST /admin/mine-until-receipt (see
// Chain.MineUntilReceipt). MaxBlocks is at most MaxMineUntilReceipt.
type MineUntilReceiptRequest struct {
	TxHash    common.Hash `json:"txHash"`
	MaxBlocks int         `json:"maxBlocks"`
}

// ReceiptResponse answers POST /admin/mine-until-receipt: where the
// transaction was mined, whether it succeeded (status 1) and the head after
// the mining.
type ReceiptResponse struct {
	BlockNumber uint64      `json:"blockNumber"`
	BlockHash   common.Hash `json:"blockHash"`
	Status      uint64      `json:"status"`
	Head        uint64      `json:"head"`
}

// Info answers GET /admin/info.
type Info struct {
	ChainID    uint64           `json:"chainId"`
	Vault      common.Address   `json:"vault"`
	VaultBlock uint64           `json:"vaultBlock"`
	Head       uint64           `json:"head"`
	RPCURL     string           `json:"rpcUrl"`
	WSURL      string           `json:"wsUrl,omitempty"`
	Accounts   []common.Address `json:"accounts"`
	// VaultVersion is "v1" or "v2"; USDC the TestUSDC token of a v2 chain.
	VaultVersion string          `json:"vaultVersion"`
	USDC         *common.Address `json:"usdc,omitempty"`
}

// Info describes the chain.
func (c *Chain) Info() Info {
	info := Info{
		ChainID: c.chainID.Uint64(), Vault: c.vault, VaultBlock: c.vaultBlk,
		Head: c.Head(), RPCURL: c.url, WSURL: c.WSURL(), Accounts: c.Addresses(), VaultVersion: c.VaultVersion(),
	}
	if c.v2 != nil {
		usdc := c.v2.usdcAddr
		info.USDC = &usdc
	}
	return info
}

type errorBody struct {
	Error string `json:"error"`
}

func (c *Chain) newHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /admin/mine", func(w http.ResponseWriter, r *http.Request) {
		var req MineRequest
		if !decodeBody(w, r, &req) {
			return
		}
		if req.Blocks < 1 || req.Blocks > 100_000 {
			writeError(w, fmt.Errorf("%w: blocks must be in [1, 100000], got %d", ErrInvalidArgument, req.Blocks))
			return
		}
		hashes, err := c.Mine(req.Blocks)
		if err != nil {
			writeError(w, err)
			return
		}
		writeJSON(w, http.StatusOK, MineResponse{Hashes: hashes, Head: c.Head()})
	})
	mux.HandleFunc("POST /admin/reorg", func(w http.ResponseWriter, r *http.Request) {
		var req ReorgRequest
		if !decodeBody(w, r, &req) {
			return
		}
		if err := c.Reorg(req.Depth, req.KeepTxs); err != nil {
			writeError(w, err)
			return
		}
		head, err := c.client.HeaderByNumber(r.Context(), nil)
		if err != nil {
			writeError(w, err)
			return
		}
		writeJSON(w, http.StatusOK, ReorgResponse{Head: head.Number.Uint64(), HeadHash: head.Hash()})
	})
	mux.HandleFunc("POST /admin/deposit", func(w http.ResponseWriter, r *http.Request) {
		var req DepositRequest
		if !decodeBody(w, r, &req) {
			return
		}
		amount, ok := new(big.Int).SetString(strings.TrimSpace(req.AmountWei), 10)
		if !ok {
			writeError(w, fmt.Errorf("%w: amountWei %q is not a decimal integer", ErrInvalidArgument, req.AmountWei))
			return
		}
		tx, err := c.Deposit(r.Context(), req.From, req.SwapID, amount)
		if err != nil {
			writeError(w, err)
			return
		}
		writeJSON(w, http.StatusOK, DepositResponse{TxHash: tx.Hash()})
	})
	mux.HandleFunc("POST /admin/mine-until-receipt", func(w http.ResponseWriter, r *http.Request) {
		var req MineUntilReceiptRequest
		if !decodeBody(w, r, &req) {
			return
		}
		if req.TxHash == (common.Hash{}) {
			writeError(w, fmt.Errorf("%w: txHash is required", ErrInvalidArgument))
			return
		}
		if req.MaxBlocks < 0 || req.MaxBlocks > MaxMineUntilReceipt {
			writeError(w, fmt.Errorf("%w: maxBlocks must be in [0, %d], got %d", ErrInvalidArgument, MaxMineUntilReceipt, req.MaxBlocks))
			return
		}
		rcpt, err := c.MineUntilReceipt(r.Context(), req.TxHash, req.MaxBlocks)
		if err != nil {
			writeError(w, err)
			return
		}
		writeJSON(w, http.StatusOK, ReceiptResponse{BlockNumber: rcpt.BlockNumber.Uint64(), BlockHash: rcpt.BlockHash, Status: rcpt.Status, Head: c.Head()})
	})
	mux.HandleFunc("GET /admin/info", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, c.Info())
	})
	mux.HandleFunc("/", c.serveRPC)
	return mux
}

func decodeBody(w http.ResponseWriter, r *http.Request, v any) bool {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		writeError(w, fmt.Errorf("%w: request body: %v", ErrInvalidArgument, err))
		return false
	}
	return true
}

func writeError(w http.ResponseWriter, err error) {
	status := http.StatusInternalServerError
	switch {
	case errors.Is(err, ErrInvalidArgument), errors.Is(err, ErrWrongVault):
		status = http.StatusBadRequest
	case errors.Is(err, ErrNotMined):
		status = http.StatusGatewayTimeout
	}
	writeJSON(w, status, errorBody{Error: err.Error()})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// maxRPCBody bounds a JSON-RPC request body (the node's default is 5 MB).
const maxRPCBody = 16 << 20

// rpcNamespaces are the namespaces served over HTTP.
var rpcNamespaces = map[string]bool{"eth": true, "net": true, "web3": true}

type jsonrpcRequest struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type jsonrpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

type jsonrpcResponse struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *jsonrpcError   `json:"error,omitempty"`
}

var nullID = json.RawMessage("null")

// serveRPC answers JSON-RPC over HTTP by forwarding each call to the
// backend's in-process RPC client.
func (c *Chain) serveRPC(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/" {
		http.NotFound(w, r)
		return
	}
	switch r.Method {
	case http.MethodGet:
		w.WriteHeader(http.StatusOK) // health check, as geth does
		return
	case http.MethodPost:
	default:
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxRPCBody))
	if err != nil {
		http.Error(w, err.Error(), http.StatusRequestEntityTooLarge)
		return
	}
	body = bytes.TrimSpace(body)
	if len(body) > 0 && body[0] == '[' {
		var msgs []json.RawMessage
		if err := json.Unmarshal(body, &msgs); err != nil {
			writeJSON(w, http.StatusOK, errResponse(nullID, -32700, "parse error: "+err.Error()))
			return
		}
		if len(msgs) == 0 {
			writeJSON(w, http.StatusOK, errResponse(nullID, -32600, "empty batch"))
			return
		}
		resps := c.dispatch(r.Context(), msgs)
		if len(resps) == 0 {
			w.WriteHeader(http.StatusOK)
			return
		}
		writeJSON(w, http.StatusOK, resps)
		return
	}
	resps := c.dispatch(r.Context(), []json.RawMessage{body})
	if len(resps) == 0 { // a notification
		w.WriteHeader(http.StatusOK)
		return
	}
	writeJSON(w, http.StatusOK, resps[0])
}

func errResponse(id json.RawMessage, code int, msg string) *jsonrpcResponse {
	return &jsonrpcResponse{JSONRPC: "2.0", ID: id, Error: &jsonrpcError{Code: code, Message: msg}}
}

// dispatch runs a batch of raw messages (one for a single call) and returns
// the responses of the non-notifications, in order.
func (c *Chain) dispatch(ctx context.Context, msgs []json.RawMessage) []*jsonrpcResponse {
	type pending struct {
		resp   *jsonrpcResponse
		notify bool
		elem   int // index into elems, or -1 when answered locally
	}
	out := make([]pending, len(msgs))
	var elems []rpc.BatchElem
	for i, raw := range msgs {
		var req jsonrpcRequest
		if err := json.Unmarshal(raw, &req); err != nil {
			out[i] = pending{resp: errResponse(nullID, -32700, "parse error: "+err.Error()), elem: -1}
			continue
		}
		id := req.ID
		notify := len(id) == 0
		if notify {
			id = nullID
		}
		out[i] = pending{notify: notify, elem: -1}
		ns, _, _ := strings.Cut(req.Method, "_")
		switch {
		case req.Method == "":
			out[i].resp = errResponse(id, -32600, "invalid request: no method")
			continue
		case strings.HasSuffix(req.Method, "_subscribe") || strings.HasSuffix(req.Method, "_unsubscribe"):
			out[i].resp = errResponse(id, -32001, "notifications not supported")
			continue
		case !rpcNamespaces[ns]:
			out[i].resp = errResponse(id, -32601, fmt.Sprintf("the method %s does not exist/is not available", req.Method))
			continue
		}
		var args []any
		if p := bytes.TrimSpace(req.Params); len(p) > 0 && !bytes.Equal(p, []byte("null")) {
			var params []json.RawMessage
			if err := json.Unmarshal(p, &params); err != nil {
				out[i].resp = errResponse(id, -32602, "non-array args")
				continue
			}
			for _, p := range params {
				args = append(args, p)
			}
		}
		out[i].resp = &jsonrpcResponse{JSONRPC: "2.0", ID: id}
		out[i].elem = len(elems)
		elems = append(elems, rpc.BatchElem{Method: req.Method, Args: args, Result: new(json.RawMessage)})
	}

	var callErr error
	switch len(elems) {
	case 0:
	case 1:
		elems[0].Error = c.rpc.CallContext(ctx, elems[0].Result, elems[0].Method, elems[0].Args...)
	default:
		callErr = c.rpc.BatchCallContext(ctx, elems)
	}

	var resps []*jsonrpcResponse
	for _, p := range out {
		if p.elem >= 0 {
			e := elems[p.elem]
			switch err := errors.Join(callErr, e.Error); {
			case err != nil:
				p.resp.Error = toJSONRPCError(err)
			default:
				p.resp.Result = *e.Result.(*json.RawMessage)
				if len(p.resp.Result) == 0 {
					p.resp.Result = json.RawMessage("null")
				}
			}
		}
		if !p.notify {
			resps = append(resps, p.resp)
		}
	}
	return resps
}

func toJSONRPCError(err error) *jsonrpcError {
	out := &jsonrpcError{Code: -32603, Message: err.Error()}
	var re rpc.Error
	if errors.As(err, &re) {
		out.Code = re.ErrorCode()
	}
	var de rpc.DataError
	if errors.As(err, &de) {
		out.Data = de.ErrorData()
	}
	return out
}
