// Package txsender pays keyed vault payments (DepositVaultV2.pay) on an EVM
// chain exactly once, durably: Chainlink's transaction-manager discipline on
// Postgres.
//
// Every payment is one tx_sends row keyed by the engine's effect key. Its
// nonce is reserved in the same database transaction that writes the row; the
// transaction is signed and its raw bytes and hash stored before the first
// broadcast, and every broadcast sends stored bytes. The node's answers are
// classified once (classify.go) and resolved against the chain. A payment is
// done when its receipt's block is FinalityDepth blocks deep and still
// canonical. The vault refuses a second payment under a key, so any two
// transactions for one key (a replacement, a re-signed send after a foreign
// transaction took the nonce, a rebroadcast after a reorg) pay at most once;
// the sender then reports the one that paid, found by its Paid event.
//
// States of a row: unsent → sent → mined → final, or failed. See
// docs/architecture.md, "Transaction sender", for the crash windows.
package txsender

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/swapengine/swapengine/internal/chain/rangelimit"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// Client is the part of an Ethereum JSON-RPC client the sender uses;
// ethclient.Client and simulated.Client satisfy it, and so does any
// fault-injecting wrapper.
type Client interface {
	ChainID(ctx context.Context) (*big.Int, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	NonceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (uint64, error)
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
	BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (*big.Int, error)
	CodeAt(ctx context.Context, account common.Address, blockNumber *big.Int) ([]byte, error)
	SuggestGasTipCap(ctx context.Context) (*big.Int, error)
	EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error)
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
	SendTransaction(ctx context.Context, tx *types.Transaction) error
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	FeeHistory(ctx context.Context, blockCount uint64, lastBlock *big.Int, rewardPercentiles []float64) (*ethereum.FeeHistory, error)
}

// Config configures one Sender: one chain, one hot key.
type Config struct {
	ChainID uint64 // must equal the RPC's eth_chainId
	Client  Client
	// Signer signs for the hot key: the key in this process (*Key) or a
	// signing service outside it (*RemoteSigner).
	Signer Signer
	DB     *pgxpool.Pool // migrated by store.Open

	// FinalityDepth: a receipt in block B is final once the head is at
	// B+FinalityDepth and B's hash is still the one the receipt named.
	FinalityDepth uint64
	// MaxFeePerGas caps every attempt's maxFeePerGas (and so its tip). A
	// replacement that would need more waits at the cap, and the status
	// says so.
	MaxFeePerGas *big.Int
	// NodeTxFeeCap is the RPC node's cap on gas × maxFeePerGas (geth's
	// --rpc.txfeecap). Default 1 ether, geth's default; a negative value
	// means none.
	NodeTxFeeCap *big.Int
	// BumpAfterBlocks: a broadcast attempt not mined this many blocks after
	// it was first accepted is replaced with higher fees. Default 3.
	BumpAfterBlocks uint64
	// MaxGasPerPayment is the most gas a payment may cost (its gas limit).
	// The vault forwards a native recipient a fixed stipend, so a payment's
	// gas does not depend on who receives it; this is the backstop, per
	// chain: a payment whose estimate is above it is refused before anything
	// is signed (CodeGasCeiling, field "to"). Default 500,000.
	MaxGasPerPayment uint64
	// MaxPriorityFeePerGas caps the tip of every attempt, whatever the node
	// suggests. Default 10 gwei (and never above MaxFeePerGas).
	MaxPriorityFeePerGas *big.Int
	// PaidSearchFrom is where a search for a Paid event starts when the
	// sender holds no row for the key yet (the vault's deployment block).
	PaidSearchFrom uint64
	// LogRange is the widest eth_getLogs range the sender asks for (a Paid
	// event search walks back from the head in such ranges, and narrower
	// ones when the provider refuses). Default 2,000 blocks.
	LogRange uint64
	// NodeName names the RPC endpoint in log lines (a redacted URL, never
	// one that carries credentials).
	NodeName string
	// PollInterval is Send's wait between steps. Default 2 s.
	PollInterval time.Duration
	// BatchSize above 1 pays payments (not refunds of deposits) in batches
	// of up to this many (at most 100, the vault's MAX_PAY_BATCH, and as
	// many as half a block holds at MaxGasPerPayment each): one payBatch
	// transaction for every payment queued when a batch is formed (batch.go).
	// 0 or 1: one transaction per payment.
	BatchSize int

	Metrics *Metrics     // optional
	Logger  *slog.Logger // optional
}

// Sender pays through one hot key on one chain. Several Senders (processes)
// may share a database and a key: rows and nonces are coordinated in
// Postgres.
type Sender struct {
	cfg   Config
	chain *big.Int
	log   *slog.Logger
	hooks hooks

	// forming is held by the step of this process that forms batches;
	// formAgain asks it to drain the queue once more (formBatch).
	forming   sync.Mutex
	formAgain atomic.Bool
	// seen: keys this process stepped (queueFirst's hint).
	seenMu sync.Mutex
	seen   map[string]struct{}
	// batchGasPer is the gas per payment of the last batch this process
	// estimated: how many payments fit under the node's fee cap.
	batchGasPer atomic.Uint64
	// fresh holds the gas of batches this process formed and has not signed
	// yet (batch key → gas limit): their estimate is not run again.
	fresh    sync.Map
	receipts receiptCache
	// lastHead is the newest head this process read: a payment queued for a
	// batch starts its Paid search there (no later than its real start).
	lastHead atomic.Uint64
	// batchAdvanced: batch key → when this process last advanced it (batchDue).
	batchAdvanced sync.Map
}

// hooks let the package's tests stop a sender between two steps (as a crash
// would) and choose fees. Nil in production.
type hooks struct {
	at   func(point string) error
	fees func(base, feeCap, tip *big.Int) (*big.Int, *big.Int)
	// slow: every batch is due at once, as on a loaded machine where more
	// than batchAdvanceEvery passes between two reads of one batch.
	slow bool
}

// The points between steps where a process can die, named for the hooks.
const (
	pointReserved  = "reserved"  // nonce bound to the row, nothing signed
	pointSigned    = "signed"    // attempt stored, not broadcast
	pointBroadcast = "broadcast" // the node accepted it, nothing recorded
	pointMined     = "mined"     // receipt seen deep enough, not yet final
)

func (s *Sender) at(point string) error {
	if s.hooks.at == nil {
		return nil
	}
	return s.hooks.at(point)
}

// New checks the configuration against the chain (the RPC must serve
// ChainID) and returns a Sender. A bad configuration is a *Failure naming the
// field.
func New(ctx context.Context, cfg Config) (*Sender, error) {
	switch {
	case cfg.Signer == nil:
		return nil, invalid("signer", "no hot key or signer")
	case cfg.Client == nil:
		return nil, invalid("client", "no RPC client")
	case cfg.DB == nil:
		return nil, invalid("db", "no database")
	case cfg.ChainID == 0:
		return nil, invalid("chainId", "zero")
	case cfg.FinalityDepth == 0:
		return nil, invalid("finalityDepth", "must be at least 1")
	case cfg.MaxFeePerGas == nil || cfg.MaxFeePerGas.Sign() <= 0:
		return nil, invalid("maxFeePerGas", "must be positive")
	}
	if cfg.NodeTxFeeCap == nil {
		cfg.NodeTxFeeCap = new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)
	}
	if cfg.BumpAfterBlocks == 0 {
		cfg.BumpAfterBlocks = 3
	}
	if cfg.MaxGasPerPayment == 0 {
		cfg.MaxGasPerPayment = DefaultMaxGasPerPayment
	}
	if cfg.MaxPriorityFeePerGas == nil || cfg.MaxPriorityFeePerGas.Sign() <= 0 {
		cfg.MaxPriorityFeePerGas = new(big.Int).Set(DefaultMaxPriorityFeePerGas)
	}
	cfg.MaxPriorityFeePerGas = bigMin(cfg.MaxPriorityFeePerGas, cfg.MaxFeePerGas)
	if cfg.LogRange == 0 {
		cfg.LogRange = 2_000
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = 2 * time.Second
	}
	cfg.BatchSize = max(0, min(cfg.BatchSize, maxBatch))
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	id, err := cfg.Client.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("txsender: eth_chainId of %s: %w", cfg.NodeName, err)
	}
	if !id.IsUint64() || id.Uint64() != cfg.ChainID {
		return nil, fail(CodeUnknownChain, "chainId", "configured %d, the RPC serves chain %s", cfg.ChainID, id)
	}
	chain := new(big.Int).SetUint64(cfg.ChainID)
	return &Sender{
		cfg: cfg, chain: chain,
		log: cfg.Logger.With("chain_id", cfg.ChainID, "sender", cfg.Signer.Address().Hex()),
	}, nil
}

// Defaults of Config.
var (
	DefaultMaxGasPerPayment     uint64 = 500_000
	DefaultMaxPriorityFeePerGas        = big.NewInt(10_000_000_000) // 10 gwei
)

// Address is the hot key's account.
func (s *Sender) Address() common.Address { return s.cfg.Signer.Address() }

// State of a send.
type State string

const (
	StateUnsent State = "unsent" // row written (nonce reserved, perhaps signed), no broadcast accepted yet
	StateSent   State = "sent"   // a node accepted an attempt
	StateMined  State = "mined"  // a receipt (or the Paid event) is on chain, not yet final
	StateFinal  State = "final"  // FinalityDepth deep and canonical: the outcome
	StateFailed State = "failed" // refused with a reason; nothing was or will be paid by this row
)

// Attempt is one signed version of the payment.
type Attempt struct {
	Hash                 common.Hash
	Nonce                uint64
	MaxFeePerGas         *big.Int
	MaxPriorityFeePerGas *big.Int
}

// Status is where a payment stands.
type Status struct {
	Key      string
	VaultKey common.Hash
	ChainID  uint64
	Sender   common.Address
	Nonce    *uint64 // nil when no nonce is bound
	State    State

	// Mined and final: the transaction whose Paid event is the payment, and
	// its block. Ours is false when it is not one of Attempts (the key was
	// paid by a transaction outside this row: AlreadyPaid resolution).
	TxHash    common.Hash
	Block     uint64
	BlockHash common.Hash
	Ours      bool

	Attempts []Attempt
	Reason   string   // why it waits (fee cap reached, payer underfunded) or failed
	Failure  *Failure // failed only
}

// Done reports a final outcome: paid and final, or failed.
func (st Status) Done() bool { return st.State == StateFinal || st.State == StateFailed }

func (r *row) status() Status {
	st := Status{Key: r.key, VaultKey: r.vaultKey, ChainID: r.chainID, Sender: r.sender, Nonce: r.nonce, State: r.state, Reason: r.reason}
	for _, a := range r.attempts {
		st.Attempts = append(st.Attempts, Attempt{Hash: a.hash, Nonce: a.nonce, MaxFeePerGas: a.maxFee, MaxPriorityFeePerGas: a.tip})
	}
	if r.state == StateMined || r.state == StateFinal {
		st.TxHash, st.Block, st.BlockHash, st.Ours = r.minedTx, r.minedBlock, r.minedBlockHash, r.ours(r.minedTx)
	}
	if r.state == StateFailed {
		st.Failure = &Failure{Code: r.failCode, Field: r.failField, Detail: r.reason}
	}
	return st
}

// Send pays p and returns once the payment is final, or returns a *Failure.
// It is idempotent by p.Key: another call (in this process or another, after
// a crash) resumes the same row and never creates a second payment. A key
// reused for a different payment is a CodeKeyConflict failure. Transient
// errors (RPC, database) are logged and retried until ctx ends.
func (s *Sender) Send(ctx context.Context, p Payment) (Status, error) {
	return s.untilDone(ctx, p.Key, func() (Status, error) { return s.Step(ctx, p) })
}

// untilDone repeats step until it is done or fails for good; transient
// errors are logged and retried every PollInterval until ctx ends.
func (s *Sender) untilDone(ctx context.Context, key string, step func() (Status, error)) (Status, error) {
	for {
		st, err := step()
		if _, ok := AsFailure(err); ok {
			return st, err
		}
		if err == nil && st.Done() {
			return st, nil
		}
		if err != nil {
			s.log.Warn("txsender: step failed, retrying", "key", key, "err", err)
		}
		select {
		case <-ctx.Done():
			return st, fmt.Errorf("send %q: %w", key, ctx.Err())
		case <-time.After(s.cfg.PollInterval):
		}
	}
}

// Step moves p's payment as far as it can go now without waiting for a new
// block, and returns its status: for a caller that schedules its own waits
// (a workflow timer between steps). It creates the row on first sight.
// A *Failure error is permanent for this input; other errors are transient.
func (s *Sender) Step(ctx context.Context, p Payment) (Status, error) {
	if err := p.check(); err != nil {
		return Status{}, err
	}
	if p.ChainID != s.cfg.ChainID {
		return Status{}, fail(CodeUnknownChain, "chainId", "%d: this sender serves chain %d", p.ChainID, s.cfg.ChainID)
	}
	if p.PaidIn != (common.Hash{}) && s.cfg.BatchSize > 1 && p.Deposit == nil {
		// A payment its trade did not pay goes into a batch as any other;
		// one it did is recorded from the trade's receipt (create).
		paid, err := s.paidIn(ctx, p.Vault, VaultKey(p.ChainID, p.Vault, p.Key), p.PaidIn)
		if err != nil {
			return Status{}, err
		}
		if paid == nil {
			p.PaidIn = common.Hash{}
		}
	}
	if st, done, err := s.queueFirst(ctx, p); done || err != nil {
		return st, err
	}
	var (
		st       Status
		released bool
	)
	err := s.withRow(ctx, p.Key, func(conn *pgxpool.Conn, r *row) error {
		var err error
		if r == nil {
			if r, err = s.create(ctx, conn, p); err != nil {
				return err
			}
		} else if !p.same(r) || r.sender != s.Address() {
			return fail(CodeKeyConflict, "key", "%q was used for another payment (%s of %s to %s via %s from %s)",
				p.Key, r.amount, r.token.Hex(), r.to.Hex(), r.vault.Hex(), r.sender.Hex())
		} else if r.state == StateFailed {
			if err := s.reconsider(ctx, conn, r); err != nil {
				return err
			}
		}
		st, err = s.advance(ctx, conn, r)
		released = r.released
		return err
	})
	if released {
		// Outside the key's lock and connection: filling takes others.
		if ferr := s.FillGaps(ctx); ferr != nil {
			s.log.Warn("txsender: filling the nonce given back failed; Recover retries", "key", p.Key, "err", ferr)
		}
	}
	return st, err
}

// Status reads key's row without touching the chain; ok is false when there is none.
func (s *Sender) Status(ctx context.Context, key string) (st Status, ok bool, err error) {
	r, err := loadRow(ctx, s.cfg.DB, key)
	if err != nil || r == nil {
		return Status{}, false, err
	}
	return r.status(), true, nil
}

// withRow runs fn with key's row (nil when there is none), holding a
// session advisory lock on key, so two processes never step one row at once
// (two would each sign a replacement, or each reserve a new nonce). A
// process that dies drops its connection and the lock with it. Busy is a
// transient error: the other holder is making progress.
func (s *Sender) withRow(ctx context.Context, key string, fn func(*pgxpool.Conn, *row) error) error {
	conn, err := s.cfg.DB.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("txsender: acquire connection: %w", err)
	}
	defer conn.Release()
	got, r, err := lockAndLoadMember(ctx, conn, key)
	if got {
		// unlock uses a fresh context: the caller's may be done, and a lock
		// left on a pooled connection would block the key until the pool
		// closes it.
		defer unlock(ctx, conn, key)
	}
	if err != nil {
		return err
	}
	if !got {
		return fmt.Errorf("txsender: %q is being sent by another process", key)
	}
	return fn(conn, r)
}

// lockReleaseTimeout bounds the release of an advisory lock.
const lockReleaseTimeout = 5 * time.Second

func inTx(ctx context.Context, conn *pgxpool.Conn, fn func(pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, conn, fn)
}

// newRow is p's row before anything was done for it: unsent, alone.
func (s *Sender) newRow(p Payment) *row {
	return &row{
		key: p.Key, kind: kindPay, chainID: p.ChainID, sender: s.Address(), vault: p.Vault,
		vaultKey: VaultKey(p.ChainID, p.Vault, p.Key), token: p.Token, to: p.To, amount: new(big.Int).Set(p.Amount),
		deposit: p.Deposit, state: StateUnsent, solo: true,
	}
}

// batched: p goes through a batch (a refund of a deposit goes alone: the
// vault's refundDeposit pays one deposit).
func (s *Sender) batched(p Payment) bool {
	return s.cfg.BatchSize > 1 && p.Deposit == nil && p.PaidIn == (common.Hash{})
}

// queuedRow is p's row queued for a batch: the batch it joins is checked
// and signed as a whole.
func (s *Sender) queuedRow(ctx context.Context, p Payment) (*row, error) {
	r := s.newRow(p)
	r.solo, r.fromBlock = false, s.lastHead.Load()
	if r.fromBlock == 0 {
		head, err := s.head(ctx)
		if err != nil {
			return nil, err
		}
		r.fromBlock = head.Number.Uint64()
	}
	return r, nil
}

// queueFirst is a batched payment's first step, taken without the key's
// lock: it writes the queued row, and a step of the same key racing it
// (another process) finds it written or writes nothing (ON CONFLICT). The
// lock guards what a step does to a row — reserve a nonce, sign, replace —
// and a queued row holds none of that yet; the batch former takes the
// queued rows under its own locks. So a payment's first step is one round
// trip instead of three (lock and read, write, unlock): with a thousand
// payments arriving at once that was most of the time to the last batch.
// done is false when the locked way must follow: a key this process saw
// before, a row already there (perhaps another payment's: the locked way
// says so), or a batch this step formed (the locked way reads where its
// payment went).
func (s *Sender) queueFirst(ctx context.Context, p Payment) (st Status, done bool, err error) {
	if !s.batched(p) || s.sawKey(p.Key) {
		return Status{}, false, nil
	}
	r, err := s.queuedRow(ctx, p)
	if err != nil {
		return Status{}, true, err
	}
	conn, err := s.cfg.DB.Acquire(ctx)
	if err != nil {
		return Status{}, true, fmt.Errorf("txsender: acquire connection: %w", err)
	}
	ok, err := insertRow(ctx, conn, r)
	if err != nil || !ok {
		conn.Release()
		return Status{}, err != nil, err
	}
	s.log.Info("txsender: queued for a batch", "key", r.key, "vault_key", r.vaultKey.Hex())
	var notes formNotes
	formed, err := s.formBatch(ctx, conn, &notes)
	conn.Release()
	if notes.released {
		if ferr := s.FillGaps(ctx); ferr != nil {
			s.log.Warn("txsender: filling the nonce given back failed; Recover retries", "key", p.Key, "err", ferr)
		}
	}
	if err != nil || formed {
		return Status{}, err != nil, err
	}
	st = r.status()
	st.Reason = "queued for the next batch"
	return st, true, nil
}

// sawKey reports whether this process has stepped key before (and notes
// that it has now). A hint only: a key forgotten (the set is emptied at
// seenKeysMax, and starts empty after a restart) costs one write that
// changes nothing before the locked way.
func (s *Sender) sawKey(key string) bool {
	s.seenMu.Lock()
	defer s.seenMu.Unlock()
	if _, ok := s.seen[key]; ok {
		return true
	}
	if s.seen == nil || len(s.seen) >= seenKeysMax {
		s.seen = map[string]struct{}{}
	}
	s.seen[key] = struct{}{}
	return false
}

const seenKeysMax = 1 << 16

// create vets p on chain and writes its row with a reserved nonce, or, when
// the vault already paid the key, a row resolved to that payment.
func (s *Sender) create(ctx context.Context, conn *pgxpool.Conn, p Payment) (*row, error) {
	if s.batched(p) {
		r, err := s.queuedRow(ctx, p)
		if err != nil {
			return nil, err
		}
		ok, err := insertRow(ctx, conn, r)
		if err == nil && !ok {
			err = fmt.Errorf("txsender: %q was created concurrently", r.key)
		}
		if err != nil {
			return nil, err
		}
		s.log.Info("txsender: queued for a batch", "key", r.key, "vault_key", r.vaultKey.Hex())
		return r, nil
	}
	r := s.newRow(p)
	head, err := s.head(ctx)
	if err != nil {
		return nil, err
	}
	r.fromBlock = head.Number.Uint64()
	paid, err := s.paidIn(ctx, r.vault, r.vaultKey, p.PaidIn)
	if err != nil {
		return nil, err
	}
	var gas uint64
	if paid == nil {
		if gas, paid, err = s.vet(ctx, r, true); err != nil {
			return nil, err
		}
	}
	if paid != nil {
		// Paid before we ever wrote a row (a row lost, or a payment made by
		// hand): record the payment the chain shows, and spend no nonce.
		r.fromBlock = min(r.fromBlock, paid.BlockNumber)
		if err := s.resolveTo(r, paid); err != nil {
			return nil, err
		}
		if err := inTx(ctx, conn, func(tx pgx.Tx) error {
			ok, err := insertRow(ctx, tx, r)
			if err == nil && !ok {
				err = fmt.Errorf("txsender: %q was created concurrently", r.key)
			}
			return err
		}); err != nil {
			return nil, err
		}
		s.log.Info("txsender: key already paid on chain", "key", r.key, "tx", r.minedTx.Hex(), "block", r.minedBlock)
		return r, nil
	}
	r.gasLimit, r.vetted = gas, true
	if err := s.insertWithNonce(ctx, conn, r); err != nil {
		return nil, err
	}
	s.log.Info("txsender: nonce reserved", "key", r.key, "nonce", *r.nonce, "vault_key", r.vaultKey.Hex())
	if err := s.at(pointReserved); err != nil {
		return nil, err
	}
	return r, nil
}

// insertWithNonce writes the new row r with the next nonce, reserved in
// the same transaction: a crash never leaves a nonce handed out and unbound.
func (s *Sender) insertWithNonce(ctx context.Context, conn *pgxpool.Conn, r *row) error {
	pending, err := s.cfg.Client.PendingNonceAt(ctx, s.Address())
	if err != nil {
		return fmt.Errorf("txsender: pending nonce: %w", err)
	}
	return inTx(ctx, conn, func(tx pgx.Tx) error {
		n, err := reserveNonce(ctx, tx, s.cfg.ChainID, s.Address(), pending)
		if err != nil {
			return err
		}
		r.nonce = &n
		ok, err := insertRow(ctx, tx, r)
		if err == nil && !ok {
			err = fmt.Errorf("txsender: %q was created concurrently", r.key)
		}
		return err
	})
}

// reconsider gives a failed payment another chance when it is sent again:
// the world may have changed (the vault funded or unpaused, the wallet
// topped up). Nothing of a failed row can still be mined (it never signed,
// or its nonce is used), so it is vetted like a new payment and, if the
// vault now takes it, goes on under a new nonce; the vault's key guard
// covers the rest. If not, the row keeps failing with the current reason and
// nothing is signed: a caller that does not retry a *Failure sees no loop.
func (s *Sender) reconsider(ctx context.Context, conn *pgxpool.Conn, r *row) error {
	gas, paid, err := s.vet(ctx, r, false)
	if f, ok := AsFailure(err); ok {
		if f.Code != r.failCode || f.Field != r.failField || f.Detail != r.reason {
			r.failCode, r.failField, r.reason = f.Code, f.Field, f.Detail
			return r.save(ctx, conn)
		}
		return nil
	}
	if err != nil {
		return err
	}
	r.failCode, r.failField, r.reason = "", "", ""
	if paid != nil {
		if err := s.resolveTo(r, paid); err != nil {
			return err
		}
		return r.save(ctx, conn)
	}
	r.state, r.gasLimit, r.vetted, r.nonce = StateUnsent, gas, true, nil
	s.log.Info("txsender: failed payment sent again, the vault now takes it", "key", r.key)
	return s.renonce(ctx, conn, r)
}

// advance runs the row's state machine until it has to wait for the chain.
func (s *Sender) advance(ctx context.Context, conn *pgxpool.Conn, r *row) (Status, error) {
	bumped := false
	for range 16 { // every pass either returns or moves the row; the bound only guards against a bug looping
		switch {
		case r.state == StateFinal:
			return r.status(), nil
		case r.state == StateFailed:
			return r.status(), r.status().Failure
		case r.queued() && s.cfg.BatchSize <= 1:
			// Queued by a process that batched, stepped by one that does
			// not (batching turned off): the payment goes alone.
			r.solo = true
			if err := r.save(ctx, conn); err != nil {
				return r.status(), err
			}
		case r.queued():
			var notes formNotes
			formed, err := s.formBatch(ctx, conn, &notes)
			r.released = r.released || notes.released
			if err != nil {
				return r.status(), err
			}
			if !formed {
				st := r.status()
				st.Reason = "queued for the next batch"
				return st, nil
			}
			again, err := loadRow(ctx, conn, r.key)
			if err != nil || again == nil {
				return r.status(), errors.Join(err, fmt.Errorf("txsender: %q is gone", r.key))
			}
			released := r.released
			*r = *again
			r.released, r.batchSent = released, notes.sent[r.batchKey]
			if r.queued() {
				st := r.status()
				st.Reason = "queued for the next batch"
				return st, nil
			}
		case r.member():
			return s.advanceMember(ctx, conn, r)
		case r.state == StateMined:
			wait, err := s.checkMined(ctx, conn, r)
			if err != nil || wait {
				return r.status(), err
			}
		case r.nonce == nil && r.kind == kindPay && len(r.attempts) == 0 && !r.vetted:
			// Never checked alone (it left a batch): checked before it takes
			// a nonce, so a refusal costs no nonce and no filler.
			if err := s.vetFirst(ctx, conn, r); err != nil {
				return r.status(), err
			}
		case r.nonce == nil && r.kind == kindCall:
			// A call is never signed under a second nonce (a second
			// creation is a second contract): a person looks.
			if err := inTx(ctx, conn, func(tx pgx.Tx) error {
				r.state, r.failCode, r.failField = StateFailed, CodeReverted, "nonce"
				r.reason = "the call's nonce was given back after it was signed: check the chain before sending it again under a new key"
				return r.save(ctx, tx)
			}); err != nil {
				return r.status(), err
			}
		case r.nonce == nil:
			if err := s.renonce(ctx, conn, r); err != nil {
				return r.status(), err
			}
		case len(r.attemptsAtNonce()) == 0:
			if err := s.signFirst(ctx, conn, r); err != nil {
				return r.status(), err
			}
		default:
			wait, err := s.pushSent(ctx, conn, r, &bumped)
			if err != nil || wait {
				return r.status(), err
			}
		}
	}
	return r.status(), fmt.Errorf("txsender: %q did not settle in one step (state %s)", r.key, r.state)
}

func (s *Sender) head(ctx context.Context) (*types.Header, error) {
	h, err := s.cfg.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("txsender: head: %w", err)
	}
	s.lastHead.Store(h.Number.Uint64())
	return h, nil
}

// vetFirst checks a payment that left a batch before it takes a nonce: a
// refusal fails the row with its reason, a key the vault paid resolves to
// that payment, and otherwise the row goes on with its gas limit set.
func (s *Sender) vetFirst(ctx context.Context, conn *pgxpool.Conn, r *row) error {
	gas, paid, err := s.vet(ctx, r, false)
	if f, ok := AsFailure(err); ok {
		return inTx(ctx, conn, func(tx pgx.Tx) error {
			r.state, r.failCode, r.failField, r.reason = StateFailed, f.Code, f.Field, f.Detail
			return r.save(ctx, tx)
		})
	}
	if err != nil {
		return err
	}
	if paid != nil {
		if err := s.resolveTo(r, paid); err != nil {
			return err
		}
		return r.save(ctx, conn)
	}
	r.gasLimit, r.vetted = gas, true
	return nil
}

// renonce binds a new nonce to a row whose nonce was taken by a transaction
// outside the engine (or that never had one). The old attempts stay as the
// record; they can no longer be mined, since their nonce is used.
func (s *Sender) renonce(ctx context.Context, conn *pgxpool.Conn, r *row) error {
	pending, err := s.cfg.Client.PendingNonceAt(ctx, s.Address())
	if err != nil {
		return fmt.Errorf("txsender: pending nonce: %w", err)
	}
	return inTx(ctx, conn, func(tx pgx.Tx) error {
		n, err := reserveNonce(ctx, tx, s.cfg.ChainID, s.Address(), pending)
		if err != nil {
			return err
		}
		r.nonce, r.state, r.reason = &n, StateUnsent, ""
		s.log.Info("txsender: new nonce", "key", r.key, "nonce", n)
		return r.save(ctx, tx)
	})
}

// signFirst signs the row's first attempt under its nonce and stores it.
// For a payment it estimates again: the vault may have changed since the row
// was written (a crash between reserving and signing can last long). A
// refusal now fails the row and gives its nonce back, which a filler then
// takes; AlreadyPaid resolves the row to the payment the Paid event shows.
func (s *Sender) signFirst(ctx context.Context, conn *pgxpool.Conn, r *row) error {
	if gas, ok := s.fresh.LoadAndDelete(r.key); ok && r.kind == kindBatch && len(r.attempts) == 0 {
		r.gasLimit, r.vetted = gas.(uint64), true
	}
	if r.kind == kindBatch && !r.vetted {
		// Signed long after it was formed (a crash in between): the vault
		// may have changed; a batch it would refuse now fails, and its
		// payments go alone.
		members, err := membersOf(ctx, conn, r.key)
		if err != nil {
			return err
		}
		gas, err := s.estimateBatch(ctx, r.vault, members)
		if f, ok := AsFailure(err); ok {
			return s.release(ctx, conn, r, func() { r.state, r.failCode, r.failField, r.reason = StateFailed, f.Code, f.Field, f.Detail })
		}
		if err != nil {
			return err
		}
		r.gasLimit = gas
	}
	if r.kind == kindPay && !r.vetted {
		gas, paid, err := s.vet(ctx, r, false)
		if f, ok := AsFailure(err); ok {
			return s.release(ctx, conn, r, func() { r.state, r.failCode, r.failField, r.reason = StateFailed, f.Code, f.Field, f.Detail })
		}
		if err != nil {
			return err
		}
		if paid != nil {
			if err := s.resolveTo(r, paid); err != nil {
				return err
			}
			return s.release(ctx, conn, r, func() {})
		}
		r.gasLimit = gas
	}
	feeCap, tip, err := s.firstFees(ctx, r.gasLimit)
	if err != nil {
		return err
	}
	return s.signAndStore(ctx, conn, r, feeCap, tip)
}

// release unbinds the row's nonce (set by change) and fills the gap it leaves.
func (s *Sender) release(ctx context.Context, conn *pgxpool.Conn, r *row, change func()) error {
	if err := inTx(ctx, conn, func(tx pgx.Tx) error {
		change()
		r.nonce = nil
		return r.save(ctx, tx)
	}); err != nil {
		return err
	}
	s.log.Info("txsender: nonce given back", "key", r.key, "state", r.state, "reason", r.reason)
	r.released = true
	return nil
}

func (s *Sender) signAndStore(ctx context.Context, conn *pgxpool.Conn, r *row, feeCap, tip *big.Int) error {
	inner := &types.DynamicFeeTx{
		ChainID: s.chain, Nonce: *r.nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: r.gasLimit,
	}
	switch r.kind {
	case kindPay:
		inner.To, inner.Data = &r.vault, r.calldata()
	case kindBatch:
		members, err := membersOf(ctx, conn, r.key)
		if err != nil {
			return err
		}
		inner.To, inner.Data = &r.vault, batchCalldata(members)
	case kindCall:
		inner.To, inner.Data, inner.Value = r.callTo, r.callData, r.amount
	default:
		// A filler: a zero-value transfer to ourselves, only to use the nonce.
		self := s.Address()
		inner.To, inner.Gas = &self, 21_000
	}
	tx, err := s.cfg.Signer.SignTx(ctx, types.NewTx(inner), s.chain)
	if err != nil {
		return err
	}
	raw, err := tx.MarshalBinary()
	if err != nil {
		return fmt.Errorf("txsender: encode %s: %w", tx.Hash(), err)
	}
	a := attempt{hash: tx.Hash(), nonce: tx.Nonce(), gasLimit: tx.Gas(), maxFee: feeCap, tip: tip, raw: raw}
	if err := inTx(ctx, conn, func(tx pgx.Tx) error { return insertAttempt(ctx, tx, r.key, a) }); err != nil {
		return err
	}
	r.attempts = append(r.attempts, a)
	s.log.Info("txsender: signed", "key", r.key, "nonce", a.nonce, "tx", a.hash.Hex(), "max_fee", a.maxFee, "tip", a.tip, "attempt", len(r.attempts))
	return s.at(pointSigned)
}

// pushSent handles a row with signed attempts under its nonce that is not
// known mined: look for a receipt, replace when stuck, (re)broadcast stored
// bytes and act on the node's answer. wait reports that the row is where it
// should be until the next block.
func (s *Sender) pushSent(ctx context.Context, conn *pgxpool.Conn, r *row, bumped *bool) (wait bool, err error) {
	if found, err := s.findReceipt(ctx, conn, r); err != nil || found {
		return false, err
	}
	head, err := s.head(ctx)
	if err != nil {
		return false, err
	}
	last := r.last()
	waitReason := ""
	if !*bumped && last.broadcastBlock != nil && head.Number.Uint64() >= *last.broadcastBlock+s.cfg.BumpAfterBlocks {
		*bumped = true
		if ok, err := s.replace(ctx, conn, r, head, "not mined after "+fmt.Sprint(s.cfg.BumpAfterBlocks)+" blocks"); err != nil || ok {
			return false, err
		}
		waitReason = r.reason // the cap left no room: keep saying so while the last attempt is rebroadcast
	}
	last = r.last()
	tx := new(types.Transaction)
	if err := tx.UnmarshalBinary(last.raw); err != nil || tx.Hash() != last.hash {
		return false, fmt.Errorf("txsender: stored attempt %s of %q does not decode to itself: %v", last.hash, r.key, err)
	}
	sendErr := s.cfg.Client.SendTransaction(ctx, tx)
	ans := classify(sendErr)
	s.log.Debug("txsender: broadcast", "key", r.key, "tx", last.hash.Hex(), "answer", ans.String())
	if ans == answerAccepted || ans == answerAlreadyKnown {
		if err := s.at(pointBroadcast); err != nil {
			return false, err
		}
	}
	errText := ""
	if sendErr != nil {
		errText = ans.String() + ": " + sendErr.Error()
	}
	switch ans {
	case answerAccepted, answerAlreadyKnown:
		err := inTx(ctx, conn, func(tx pgx.Tx) error {
			if last.broadcastBlock == nil {
				b := head.Number.Uint64()
				last.broadcastBlock = &b
			}
			if err := markBroadcast(ctx, tx, last.hash, *last.broadcastBlock, "", true); err != nil {
				return err
			}
			last.accepted = true
			r.state, r.reason = StateSent, waitReason
			return r.save(ctx, tx)
		})
		return true, err

	case answerNonceTooLow:
		// Something with our nonce is on chain. Ours (a receipt, checked
		// first), or another transaction of ours for the key (the Paid
		// event), or a transaction outside the engine: then this payment
		// needs a new nonce, and the vault's key guard keeps it single
		// should an old attempt ever be mined after all.
		if found, err := s.findReceipt(ctx, conn, r); err != nil || found {
			return false, err
		}
		if r.kind == kindFiller {
			return false, inTx(ctx, conn, func(tx pgx.Tx) error {
				r.state, r.reason = StateFinal, "nonce used by another transaction"
				return r.save(ctx, tx)
			})
		}
		if r.kind == kindCall {
			// No key guard on chain makes a call once (a second creation is
			// a second contract): nothing is signed again under another
			// nonce. Ours may be mined where this node cannot show it yet
			// (a lagging or load-balanced node): the row waits until the
			// nonce is used FinalityDepth deep, and only then, with still
			// no receipt of ours, is handed to a person.
			var confirmed uint64
			if h := head.Number.Uint64(); h > s.cfg.FinalityDepth {
				n, err := s.cfg.Client.NonceAt(ctx, s.Address(), new(big.Int).SetUint64(h-s.cfg.FinalityDepth))
				if err != nil {
					return false, fmt.Errorf("txsender: confirmed nonce: %w", err)
				}
				confirmed = n
			}
			if confirmed <= *r.nonce {
				return true, s.note(ctx, conn, r, last, "nonce used on chain: waiting for the receipt of this call's transaction")
			}
			return false, inTx(ctx, conn, func(tx pgx.Tx) error {
				r.state, r.failCode, r.failField = StateFailed, CodeReverted, "nonce"
				r.reason = fmt.Sprintf("nonce %d was used by a transaction outside the engine and no receipt of this call's attempts shows: check the chain before sending it again under a new key", *r.nonce)
				return r.save(ctx, tx)
			})
		}
		if r.kind == kindPay {
			if resolved, err := s.resolveByPaidEvent(ctx, conn, r); resolved || err != nil {
				return false, err
			}
		}
		s.log.Warn("txsender: nonce taken outside the engine, signing again under a new nonce", "key", r.key, "nonce", *r.nonce)
		return false, inTx(ctx, conn, func(tx pgx.Tx) error {
			r.nonce, r.state = nil, StateUnsent
			if err := markBroadcast(ctx, tx, last.hash, head.Number.Uint64(), errText, false); err != nil {
				return err
			}
			return r.save(ctx, tx)
		})

	case answerReplaceUnder, answerUnderpriced:
		if *bumped {
			return true, s.note(ctx, conn, r, last, errText)
		}
		*bumped = true
		ok, err := s.replace(ctx, conn, r, head, ans.String())
		if err != nil || !ok {
			return true, err
		}
		return false, nil

	case answerNoFunds:
		bal, _ := s.cfg.Client.BalanceAt(ctx, s.Address(), nil)
		s.cfg.Metrics.payer(s.cfg.ChainID, s.Address(), bal)
		if r.kind == kindFiller || r.kind == kindCall || r.everAccepted() {
			// A filler moves no money: it waits for the funds like any
			// row, never handed over (giving its nonce back would only
			// make another filler). A payment a node took before may sit
			// in a pool and land once the wallet is funded: not a failure
			// for a person (who could pay by hand while it can still land):
			// the row waits, says why, and goes on by itself once funded.
			why := fmt.Sprintf("payer underfunded: %s holds %v wei, less than gas %d × max fee %s; a transaction of this payment was accepted before and may still land: fund the wallet",
				s.Address().Hex(), bal, last.gasLimit, last.maxFee)
			s.log.Warn("txsender: waiting for the payer wallet to be funded", "key", r.key, "code", CodePayerUnderfunded, "balance", bal,
				"may_cost", new(big.Int).Mul(new(big.Int).SetUint64(last.gasLimit), last.maxFee))
			return true, s.note(ctx, conn, r, last, why)
		}
		// No node ever took any of the row's transactions: their bytes were
		// never sent. The payment is handed to a person, so first it is made
		// impossible: the nonce goes back (a no-op filler takes it, and once
		// that is final the stored bytes can never be mined), and a retry
		// signs again under a new nonce.
		f := fail(CodePayerUnderfunded, "payer balance",
			"%s holds %v wei, less than gas %d × max fee %s: not sent (every broadcast of this payment was refused, its nonce %d is given back to a no-op); fund the wallet and retry",
			s.Address().Hex(), bal, last.gasLimit, last.maxFee, last.nonce)
		if err := markBroadcast(ctx, s.cfg.DB, last.hash, 0, errText, false); err != nil {
			return false, err
		}
		if err := s.release(ctx, conn, r, func() { r.state, r.failCode, r.failField, r.reason = StateFailed, f.Code, f.Field, f.Detail }); err != nil {
			return false, err
		}
		return true, f
	}
	if err := s.note(ctx, conn, r, last, errText); err != nil {
		return false, err
	}
	return true, fmt.Errorf("txsender: broadcast %s of %q: %w", last.hash, r.key, sendErr)
}

// note records why the row waits, for Status.
func (s *Sender) note(ctx context.Context, conn *pgxpool.Conn, r *row, last *attempt, why string) error {
	return inTx(ctx, conn, func(tx pgx.Tx) error {
		if err := markBroadcast(ctx, tx, last.hash, 0, why, false); err != nil {
			return err
		}
		r.reason = why
		return r.save(ctx, tx)
	})
}

// findReceipt looks for a receipt of any attempt under the row's nonce and
// records the row mined there.
func (s *Sender) findReceipt(ctx context.Context, conn *pgxpool.Conn, r *row) (bool, error) {
	for _, a := range r.attempts {
		rc, err := s.cfg.Client.TransactionReceipt(ctx, a.hash)
		if errors.Is(err, ethereum.NotFound) {
			continue
		}
		if err != nil {
			return false, fmt.Errorf("txsender: receipt of %s: %w", a.hash, err)
		}
		r.state, r.minedTx, r.minedBlock, r.minedBlockHash, r.reason = StateMined, a.hash, rc.BlockNumber.Uint64(), rc.BlockHash, ""
		s.log.Info("txsender: mined", "key", r.key, "tx", a.hash.Hex(), "block", r.minedBlock, "status", rc.Status)
		return true, s.bindMinedNonce(ctx, conn, r, a.nonce)
	}
	return false, nil
}

// bindMinedNonce saves a row just found mined by an attempt under nonce n.
// A row holds the nonce its mined transaction used: when that is an older
// attempt's (a lagging node made the row sign again under a new nonce, and
// then the first transaction's receipt showed up), the newer nonce goes back,
// so a filler takes it should its own attempt never be mined; a nonce held
// by a mined row and used by nothing would wedge every later payment.
func (s *Sender) bindMinedNonce(ctx context.Context, conn *pgxpool.Conn, r *row, n uint64) error {
	save := func(tx pgx.Tx) error {
		if err := markMined(ctx, tx, r.minedTx); err != nil {
			return err
		}
		return r.save(ctx, tx)
	}
	if r.nonce == nil || *r.nonce == n {
		return inTx(ctx, conn, save)
	}
	given := *r.nonce
	r.nonce = &n
	err := inTx(ctx, conn, save)
	if isUniqueViolation(err) {
		// Another row holds n (a filler after a hand-deleted row): the
		// mined row needs no nonce of its own at all.
		r.nonce = nil
		err = inTx(ctx, conn, save)
	}
	if err != nil {
		return err
	}
	s.log.Warn("txsender: mined under an earlier nonce; the later one is given back", "key", r.key, "mined_nonce", n, "given_back", given)
	r.released = true
	return nil
}

// checkMined follows a mined row to finality. A receipt a reorg removed
// sends the row back to be broadcast again (the same stored bytes); a
// reverted receipt resolves to the key's Paid event or fails with the
// vault's reason once final.
func (s *Sender) checkMined(ctx context.Context, conn *pgxpool.Conn, r *row) (wait bool, err error) {
	head, err := s.head(ctx)
	if err != nil {
		return false, err
	}
	var rc *types.Receipt
	canonical := false
	if r.ours(r.minedTx) {
		rc, err = s.cfg.Client.TransactionReceipt(ctx, r.minedTx)
		if err != nil && !errors.Is(err, ethereum.NotFound) {
			return false, fmt.Errorf("txsender: receipt of %s: %w", r.minedTx, err)
		}
		canonical = err == nil && rc.BlockHash == r.minedBlockHash
	}
	if canonical || !r.ours(r.minedTx) {
		h, err := s.cfg.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(r.minedBlock))
		if err != nil && !errors.Is(err, ethereum.NotFound) {
			return false, fmt.Errorf("txsender: header %d: %w", r.minedBlock, err)
		}
		canonical = err == nil && h.Hash() == r.minedBlockHash
	}
	if !canonical {
		s.log.Warn("txsender: mined block left the canonical chain", "key", r.key, "tx", r.minedTx.Hex(), "block", r.minedBlock)
		return false, inTx(ctx, conn, func(tx pgx.Tx) error {
			r.minedTx, r.minedBlock, r.minedBlockHash = common.Hash{}, 0, common.Hash{}
			r.state = StateSent
			if len(r.attemptsAtNonce()) == 0 {
				r.state = StateUnsent
			}
			r.reason = "reorged out"
			for i := range r.attempts {
				r.attempts[i].broadcastBlock = nil
			}
			if err := restartBroadcastClock(ctx, tx, r.key); err != nil {
				return err
			}
			return r.save(ctx, tx)
		})
	}
	if head.Number.Uint64() < r.minedBlock+s.cfg.FinalityDepth {
		return true, nil
	}
	if rc != nil && rc.Status != types.ReceiptStatusSuccessful && r.kind == kindBatch {
		// Reverted, and final: nothing of it was paid (payBatch reverts as a
		// whole); the members go alone, where their own checks name why.
		return false, inTx(ctx, conn, func(tx pgx.Tx) error {
			r.state, r.failCode, r.failField = StateFailed, CodeReverted, "vault"
			r.reason = fmt.Sprintf("batch transaction %s reverted in block %d (gas used %d of %d)", rc.TxHash, rc.BlockNumber, rc.GasUsed, r.gasLimit)
			r.minedTx, r.minedBlock, r.minedBlockHash = common.Hash{}, 0, common.Hash{}
			return r.save(ctx, tx)
		})
	}
	if rc != nil && rc.Status != types.ReceiptStatusSuccessful && r.kind == kindCall {
		return false, inTx(ctx, conn, func(tx pgx.Tx) error {
			r.state, r.failCode, r.failField = StateFailed, CodeReverted, "data"
			r.reason = fmt.Sprintf("call transaction %s reverted in block %d (gas used %d of %d)", rc.TxHash, rc.BlockNumber, rc.GasUsed, r.gasLimit)
			r.minedTx, r.minedBlock, r.minedBlockHash = common.Hash{}, 0, common.Hash{}
			return r.save(ctx, tx)
		})
	}
	if rc != nil && rc.Status != types.ReceiptStatusSuccessful && r.kind == kindPay {
		// Reverted, and final: AlreadyPaid (the Paid event is the payment)
		// or a refusal with the vault's reason.
		if resolved, err := s.resolveByPaidEvent(ctx, conn, r); resolved || err != nil {
			return false, err
		}
		f := s.replayRevert(ctx, r, rc)
		return false, inTx(ctx, conn, func(tx pgx.Tx) error {
			r.state, r.failCode, r.failField, r.reason = StateFailed, f.Code, f.Field, f.Detail
			r.minedTx, r.minedBlock, r.minedBlockHash = common.Hash{}, 0, common.Hash{}
			return r.save(ctx, tx)
		})
	}
	if err := s.at(pointMined); err != nil {
		return false, err
	}
	if rc == nil {
		// Paid by a transaction outside this row (AlreadyPaid): its receipt
		// still says whether the coin was credited rather than sent.
		if got, err := s.cfg.Client.TransactionReceipt(ctx, r.minedTx); err == nil && got.BlockHash == r.minedBlockHash {
			rc = got
		}
	}
	err = inTx(ctx, conn, func(tx pgx.Tx) error {
		r.state, r.reason = StateFinal, claimableNote(rc, r.vault, r.vaultKey)
		return r.save(ctx, tx)
	})
	if err == nil {
		s.log.Info("txsender: final", "key", r.key, "tx", r.minedTx.Hex(), "block", r.minedBlock, "ours", r.ours(r.minedTx))
	}
	return false, err
}

// ClaimablePrefix starts the reason of a final payment whose native coin the
// recipient did not take within the vault's stipend: the vault holds it
// for the recipient under the payment's key (DepositVaultV2.claim).
const ClaimablePrefix = "claimable:"

var claimableTopic = vaultABI.GetABI().Events[vaultv2.DepositVaultV2ClaimableEventName].ID

// claimableNote is the final reason of a payment whose receipt shows the
// vault's Claimable event for its key, "" otherwise.
func claimableNote(rc *types.Receipt, vault common.Address, key common.Hash) string {
	if rc == nil {
		return ""
	}
	for _, l := range rc.Logs {
		if l.Address == vault && len(l.Topics) > 2 && l.Topics[0] == claimableTopic && l.Topics[1] == key {
			return ClaimablePrefix + " the recipient " + common.BytesToAddress(l.Topics[2][12:]).Hex() +
				" did not take the native coin within the vault's gas stipend; the vault holds it under the payment's key, and claim(key) sends it on"
		}
	}
	return ""
}

// replayRevert re-runs a reverted payment as a call on the block before its
// own to learn the vault's reason.
func (s *Sender) replayRevert(ctx context.Context, r *row, rc *types.Receipt) *Failure {
	msg := ethereum.CallMsg{From: s.Address(), To: &r.vault, Data: r.calldata()}
	var at *big.Int
	if rc.BlockNumber.Sign() > 0 {
		at = new(big.Int).Sub(rc.BlockNumber, big.NewInt(1))
	}
	_, err := s.cfg.Client.CallContract(ctx, msg, at)
	if reason := revertReason(err); reason != nil {
		if f := refusal(reason); f != nil {
			return f
		}
	}
	return fail(CodeReverted, "vault", "transaction %s reverted in block %d (gas used %d of %d)", rc.TxHash, rc.BlockNumber, rc.GasUsed, r.gasLimit)
}

// resolveTo makes the row mined at a Paid event for its key, after checking
// the event pays what the row asks (else the key was used for another
// payment: a conflict, never a silent success).
// resolveByPaidEvent settles the row on the vault's Paid event for its key,
// when there is one: whichever transaction paid is the payment.
func (s *Sender) resolveByPaidEvent(ctx context.Context, conn *pgxpool.Conn, r *row) (bool, error) {
	paid, err := s.findPaidOf(ctx, r, r.fromBlock)
	if err != nil || paid == nil {
		return false, err
	}
	if err := s.resolveTo(r, paid); err != nil {
		return false, err
	}
	return true, r.save(ctx, conn)
}

func (s *Sender) resolveTo(r *row, l *types.Log) error {
	ev, err := vaultABI.UnpackPaidEvent(l)
	if err != nil {
		return fmt.Errorf("txsender: Paid event in %s: %w", l.TxHash, err)
	}
	if ev.Token != r.token || ev.To != r.to || ev.Amount.Cmp(r.amount) != 0 {
		return fail(CodeKeyConflict, "key", "the vault paid key %s as %s of %s to %s (tx %s), not as this payment asks",
			r.vaultKey.Hex(), ev.Amount, ev.Token.Hex(), ev.To.Hex(), l.TxHash.Hex())
	}
	r.state, r.minedTx, r.minedBlock, r.minedBlockHash, r.reason = StateMined, l.TxHash, l.BlockNumber, l.BlockHash, ""
	if !r.ours(l.TxHash) {
		r.reason = "paid by a transaction outside this row (AlreadyPaid)"
	}
	return nil
}

// paidIn returns the vault's Paid event for vaultKey in transaction tx
// (Payment.PaidIn), or nil when tx is zero, not mined or holds none: the
// payment is then sent as any other.
func (s *Sender) paidIn(ctx context.Context, vault common.Address, vaultKey, tx common.Hash) (*types.Log, error) {
	if tx == (common.Hash{}) {
		return nil, nil
	}
	rc, err := s.cfg.Client.TransactionReceipt(ctx, tx)
	if errors.Is(err, ethereum.NotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("txsender: receipt of %s (paid %s?): %w", tx.Hex(), vaultKey.Hex(), err)
	}
	return PaidLog(rc, vault, vaultKey), nil
}

// PaidLog is vault's Paid event for vaultKey in a receipt, or nil: whether
// that transaction paid the key (a trade that paid its payout, tradeAndPay).
func PaidLog(rc *types.Receipt, vault common.Address, vaultKey common.Hash) *types.Log {
	for _, l := range rc.Logs {
		if l.Address == vault && len(l.Topics) > 1 && l.Topics[0] == paidTopic && l.Topics[1] == vaultKey && !l.Removed {
			return l
		}
	}
	return nil
}

// findPaidOf is findPaid for r's key from block from, and then, when the
// vault paid the key before that (a row restored from a backup, a payment
// made by hand before the row existed), from PaidSearchFrom.
func (s *Sender) findPaidOf(ctx context.Context, r *row, from uint64) (*types.Log, error) {
	l, err := s.findPaid(ctx, r.vault, r.vaultKey, from)
	if err != nil || l != nil || from <= s.cfg.PaidSearchFrom {
		return l, err
	}
	return s.findPaid(ctx, r.vault, r.vaultKey, s.cfg.PaidSearchFrom)
}

// findPaid returns the key's Paid event on the canonical chain at or after
// block from, or nil. It walks back from the head in ranges of at most
// LogRange blocks (newest first: a lost row is most often a recent payment),
// halving the range whenever the provider refuses one as too large, so a
// provider's range limit slows the search and never stops it.
func (s *Sender) findPaid(ctx context.Context, vault common.Address, key common.Hash, from uint64) (*types.Log, error) {
	head, err := s.head(ctx)
	if err != nil {
		return nil, err
	}
	span := s.cfg.LogRange
	for to := head.Number.Uint64(); to >= from; {
		lo := from
		if to-from >= span {
			lo = to - span + 1
		}
		logs, err := s.cfg.Client.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(lo),
			ToBlock:   new(big.Int).SetUint64(to),
			Addresses: []common.Address{vault},
			Topics:    [][]common.Hash{{paidTopic}, {key}},
		})
		if rangelimit.Is(err) && span > 1 {
			span /= 2
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("txsender: Paid logs of %s in blocks %d-%d: %w", key, lo, to, err)
		}
		for i := range logs {
			if !logs[i].Removed {
				return &logs[i], nil
			}
		}
		if lo == 0 || lo == from {
			break
		}
		to = lo - 1
	}
	return nil, nil
}

var paidTopic = vaultABI.GetABI().Events[vaultv2.DepositVaultV2PaidEventName].ID
