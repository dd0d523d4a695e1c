package receiver

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"sync"
	"time"
)

// Outcome is what a Claim found.
type Outcome int

const (
	// Claimed: the caller now owns the key and performs the effect.
	Claimed Outcome = iota
	// Mismatch: the key is held (in progress or completed) for another
	// request fingerprint.
	Mismatch
	// InProgress: another live caller owns the key.
	InProgress
	// Completed: the key's answer is stored; replay it.
	Completed
)

// Response is a stored answer: a replay carries its status, its Content-Type
// and its body byte for byte (other headers of the first answer are not
// kept).
type Response struct {
	Status      int
	ContentType string
	Body        []byte
}

// ClaimRequest asks a Store for a key.
type ClaimRequest struct {
	Scope       string // one key space per scope (e.g. "exchange", "payout")
	Key         string
	Fingerprint string
	// LockTimeout: an in-progress claim older than this is presumed
	// abandoned (its owner died) and is taken over.
	LockTimeout time.Duration
	// Retention: a completed key older than this is forgotten, and the
	// request is new. Zero keeps keys forever.
	Retention time.Duration
}

// ClaimResult is a Store's answer to a claim.
type ClaimResult struct {
	Outcome Outcome
	// Token proves ownership of a Claimed key to Complete and Release: a
	// slow owner whose claim was taken over cannot complete it.
	Token     string
	TakenOver bool     // Claimed from an abandoned in-progress claim
	Response  Response // Completed
}

// Completion marks a claimed key completed with its answer.
type Completion struct {
	Scope, Key, Token string
	Request           []byte // the request body, for stores that record effects
	Response          Response
}

// ErrClaimLost is Complete's answer when the key is no longer owned by the
// token (it was taken over): nothing was stored.
var ErrClaimLost = errors.New("idempotency key no longer owned by this request")

// Store keeps idempotency keys and their answers. Implementations must make
// Claim atomic per (scope, key): of two concurrent claims of a free key,
// exactly one is Claimed.
type Store interface {
	Claim(ctx context.Context, req ClaimRequest) (ClaimResult, error)
	// Complete stores the answer if c.Token still owns the key, else
	// returns ErrClaimLost and stores nothing.
	Complete(ctx context.Context, c Completion) error
	// Release frees a claimed key whose request performed nothing, so a
	// retry need not wait for the lock timeout. Releasing a key the token
	// no longer owns does nothing.
	Release(ctx context.Context, scope, key, token string) error
}

// MemoryStore is a Store in one process's memory: for tests, and for an
// adapter that runs one replica and accepts forgetting its keys on restart
// (the engine's retries would then perform effects again, so most adapters
// want a durable store). The zero value is ready; Now, when set, is its
// clock.
type MemoryStore struct {
	Now func() time.Time

	mu   sync.Mutex
	keys map[[2]string]*memEntry
}

type memEntry struct {
	fingerprint string
	token       string
	lockedAt    time.Time
	completed   bool
	completedAt time.Time
	response    Response
}

func (m *MemoryStore) now() time.Time {
	if m.Now != nil {
		return m.Now()
	}
	return time.Now()
}

// Claim implements Store.
func (m *MemoryStore) Claim(_ context.Context, req ClaimRequest) (ClaimResult, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.keys == nil {
		m.keys = make(map[[2]string]*memEntry)
	}
	now := m.now()
	id := [2]string{req.Scope, req.Key}
	e, ok := m.keys[id]
	if ok && e.completed && req.Retention > 0 && now.Sub(e.completedAt) >= req.Retention {
		ok = false // forgotten: the request is new
	}
	claim := func(takenOver bool) (ClaimResult, error) {
		token := newToken()
		m.keys[id] = &memEntry{fingerprint: req.Fingerprint, token: token, lockedAt: now}
		return ClaimResult{Outcome: Claimed, Token: token, TakenOver: takenOver}, nil
	}
	switch {
	case !ok:
		return claim(false)
	case e.fingerprint != req.Fingerprint:
		return ClaimResult{Outcome: Mismatch}, nil
	case e.completed:
		return ClaimResult{Outcome: Completed, Response: cloneResponse(e.response)}, nil
	case now.Sub(e.lockedAt) < req.LockTimeout:
		return ClaimResult{Outcome: InProgress}, nil
	default:
		return claim(true)
	}
}

// Complete implements Store.
func (m *MemoryStore) Complete(_ context.Context, c Completion) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.keys[[2]string{c.Scope, c.Key}]
	if !ok || e.completed || e.token != c.Token {
		return ErrClaimLost
	}
	e.completed, e.completedAt, e.response = true, m.now(), cloneResponse(c.Response)
	return nil
}

// Release implements Store.
func (m *MemoryStore) Release(_ context.Context, scope, key, token string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	id := [2]string{scope, key}
	if e, ok := m.keys[id]; ok && !e.completed && e.token == token {
		delete(m.keys, id)
	}
	return nil
}

// Prune deletes completed keys older than olderThan, which Claim already
// treats as forgotten, and returns how many it deleted; it bounds the
// memory a long-running process uses.
func (m *MemoryStore) Prune(olderThan time.Duration) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	now, n := m.now(), 0
	for id, e := range m.keys {
		if e.completed && now.Sub(e.completedAt) >= olderThan {
			delete(m.keys, id)
			n++
		}
	}
	return n
}

func cloneResponse(r Response) Response {
	r.Body = append([]byte(nil), r.Body...)
	return r
}

func newToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
