package txsender

import (
	"context"
	"sync/atomic"

	"errors"
	"github.com/ethereum/go-ethereum"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/harness/testtoken"
)

// adminSender is a process whose signer is the vault's admin: the
// governance calls' sender.
func (e *env) adminSender(t *testing.T, at func(string) error) *Sender {
	t.Helper()
	cfg := e.config(t)
	cfg.DB, cfg.Signer = e.openDB(t), NewKey(e.admin)
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.hooks.at = at
	return s
}

// driveCall steps c until it is done, mining between steps.
func (e *env) driveCall(t *testing.T, s *Sender, c Call, maxBlocks int) Status {
	t.Helper()
	for range maxBlocks {
		st, err := s.StepCall(t.Context(), c)
		if err != nil {
			t.Fatalf("step %q: %v", c.Key, err)
		}
		if st.Done() {
			return st
		}
		e.backend.Commit()
	}
	t.Fatalf("%q not done after %d blocks", c.Key, maxBlocks)
	return Status{}
}

// Issue 26 item 1: a contract creation goes through the durable sender. The
// process dies at each point between reserving a nonce and the receipt; the
// next process resumes the same row: one contract, at the address the
// reserved nonce gives, and no second creation under another nonce.
func TestACreationCrashedAnywhereIsResumedNeverDoubled(t *testing.T) {
	for _, point := range []string{pointReserved, pointSigned, pointBroadcast, pointMined} {
		t.Run(point, func(t *testing.T) {
			e := newEnv(t, eth(10))
			from := addr(e.admin)
			before, err := e.client.PendingNonceAt(t.Context(), from)
			if err != nil {
				t.Fatal(err)
			}
			c := Call{Key: "deploy:token", ChainID: e.chainID.Uint64(), Data: common.FromHex(testtoken.TestUSDCMetaData.Bin)}
			dead := e.adminSender(t, crashAt(point))
			for range 10 {
				if _, err = dead.StepCall(t.Context(), c); err != nil {
					break
				}
				e.backend.Commit()
			}
			if !errors.Is(err, errCrash) {
				t.Fatalf("never reached %s: %v", point, err)
			}
			e.backend.Commit()
			st := e.driveCall(t, e.adminSender(t, nil), c, 20)
			if st.State != StateFinal || len(st.Attempts) != 1 {
				t.Fatalf("after restart: %+v", st)
			}
			rc, err := e.client.TransactionReceipt(t.Context(), st.TxHash)
			if err != nil || rc.Status != types.ReceiptStatusSuccessful || rc.ContractAddress != crypto.CreateAddress(from, before) {
				t.Fatalf("receipt %+v (%v), want the contract at nonce %d's address", rc, err, before)
			}
			after, _ := e.client.NonceAt(t.Context(), from, nil)
			if after != before+1 {
				t.Fatalf("the admin's nonce went from %d to %d: one creation takes one", before, after)
			}
			// Asked again: the same row, nothing new.
			again, err := e.adminSender(t, nil).StepCall(t.Context(), c)
			if err != nil || again.TxHash != st.TxHash {
				t.Fatalf("again: %+v %v", again, err)
			}
		})
	}
}

// A governance call the vault would refuse fails before it takes a nonce,
// naming the vault's error; one it accepts is mined and final; a key reused
// for another call is refused.
func TestAGovernanceCallIsSentOnceOrRefusedBeforeItTakesANonce(t *testing.T) {
	e := newEnv(t, eth(10))
	vault := e.vault
	s := e.sender(t, nil) // the hot key: not the vault's admin
	refused := Call{Key: "limits:by-payer", ChainID: e.chainID.Uint64(), To: &vault, Data: e.v.PackSetLimits(e.usdc, big.NewInt(1), big.NewInt(1))}
	_, err := s.StepCall(t.Context(), refused)
	f, ok := AsFailure(err)
	if !ok || f.Code != CodeReverted || !strings.Contains(f.Detail, "AccessControlUnauthorizedAccount") {
		t.Fatalf("a call the vault refuses: %v, want a reverted failure naming the vault's error", err)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE key = 'limits:by-payer'`); n != 0 {
		t.Fatalf("a refused call wrote %d rows (and took a nonce)", n)
	}

	admin := e.adminSender(t, nil)
	lower := Call{Key: "limits:usdc:1", ChainID: e.chainID.Uint64(), To: &vault, Data: e.v.PackSetLimits(e.usdc, big.NewInt(5), big.NewInt(10))}
	st := e.driveCall(t, admin, lower, 20)
	if st.State != StateFinal {
		t.Fatalf("%+v", st)
	}
	got, err := e.v.UnpackLimitsOf(e.call(t, e.v.PackLimitsOf(e.usdc)))
	if err != nil || got.PerPayment.Int64() != 5 {
		t.Fatalf("limits after the call: %+v %v", got, err)
	}
	other := lower
	other.Data = e.v.PackSetLimits(e.usdc, big.NewInt(6), big.NewInt(10))
	if _, err := admin.StepCall(t.Context(), other); !isCode(err, CodeKeyConflict) {
		t.Fatalf("a key reused for another call: %v, want key-conflict", err)
	}
	for name, bad := range map[string]Call{
		"no key":         {ChainID: e.chainID.Uint64(), To: &vault, Data: []byte{1}},
		"no code":        {Key: "k", ChainID: e.chainID.Uint64()},
		"negative value": {Key: "k", ChainID: e.chainID.Uint64(), To: &vault, Value: big.NewInt(-1)},
		"another chain":  {Key: "k", ChainID: 5, To: &vault},
	} {
		if _, err := admin.StepCall(t.Context(), bad); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func isCode(err error, c Code) bool {
	f, ok := AsFailure(err)
	return ok && f.Code == c
}

// hidingReceipts is a node that cannot show receipts for a while (lagging,
// or load-balanced onto one that is behind).
type hidingReceipts struct {
	Client
	hide   atomic.Int32
	tooLow atomic.Bool // the node answered a broadcast "nonce too low"
}

func (h *hidingReceipts) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	err := h.Client.SendTransaction(ctx, tx)
	if classify(err) == answerNonceTooLow {
		h.tooLow.Store(true)
	}
	return err
}

func (h *hidingReceipts) TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	if h.hide.Add(-1) >= 0 {
		return nil, ethereum.NotFound
	}
	return h.Client.TransactionReceipt(ctx, hash)
}

// A call mined while the node shows no receipt for it, and answers "nonce
// too low" to its rebroadcast, waits for the receipt: it is neither failed
// (a person would send it again, a second contract) nor signed again.
func TestACallWhoseReceiptTheNodeHidesWaitsAndEndsFinal(t *testing.T) {
	e := newEnv(t, eth(10))
	cfg := e.config(t)
	hiding := &hidingReceipts{Client: e.client}
	cfg.DB, cfg.Signer, cfg.Client, cfg.BumpAfterBlocks = e.openDB(t), NewKey(e.admin), hiding, 1
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	c := Call{Key: "deploy:hidden", ChainID: e.chainID.Uint64(), Data: common.FromHex(testtoken.TestUSDCMetaData.Bin)}
	if _, err := s.StepCall(t.Context(), c); err != nil {
		t.Fatal(err)
	}
	e.backend.Commit()
	hiding.hide.Store(4) // a few lookups: a node a block or two behind
	var st Status
	for range 30 {
		if st, err = s.StepCall(t.Context(), c); err != nil {
			t.Fatalf("step: %v (%+v)", err, st)
		}
		if st.Done() {
			break
		}
		e.backend.Commit()
	}
	if st.State != StateFinal || !st.Ours || !hiding.tooLow.Load() {
		t.Fatalf("%+v (nonce too low seen: %v), want final, by one of its own transactions, after a 'nonce too low'", st, hiding.tooLow.Load())
	}
	for _, a := range st.Attempts {
		if a.Nonce != st.Attempts[0].Nonce {
			t.Fatalf("signed again under nonce %d (first %d)", a.Nonce, st.Attempts[0].Nonce)
		}
	}
}
