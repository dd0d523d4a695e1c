package providers

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"sync"
	"sync/atomic"
)

// Faults injects receiver failures, for chaos runs (`swapdev soak`). Two kinds, each a
// fraction of requests to the effect endpoints (exchanges, payouts, refunds, webhooks):
//
//   - FailRate: the request is answered 503 before anything is read, claimed or recorded —
//     an overloaded or restarting receiver. The sender must retry with the same key.
//   - LoseResponseRate: the effect and its stored response are committed, then the
//     connection is aborted (panic(http.ErrAbortHandler)) instead of answering — the
//     acknowledgement is lost on the way back. The sender must retry with the same key and
//     receive the stored result, not cause a second effect.
//
// The draws come from one seeded generator under a mutex, so a run with the same seed draws
// the same sequence (which request gets which draw still depends on timing). Only the first
// delivery of a webhook-id can lose its response: redeliveries record nothing.
type Faults struct {
	FailRate         float64
	LoseResponseRate float64

	mu  sync.Mutex
	rng *rand.Rand

	failed atomic.Int64
	lost   atomic.Int64
}

// NewFaults returns an injector drawing from a generator seeded with seed.
func NewFaults(seed int64, failRate, loseResponseRate float64) *Faults {
	return &Faults{
		FailRate: failRate, LoseResponseRate: loseResponseRate,
		rng: rand.New(rand.NewPCG(uint64(seed), 0x5eed_fa17)),
	}
}

// FaultStats counts the faults injected so far.
type FaultStats struct {
	// Failed requests were answered 503 before doing anything.
	Failed int64 `json:"failed"`
	// Lost responses: the effect was recorded, the connection aborted.
	Lost int64 `json:"lost"`
}

// Stats reports what was injected so far. A nil Faults injected nothing.
func (f *Faults) Stats() FaultStats {
	if f == nil {
		return FaultStats{}
	}
	return FaultStats{Failed: f.failed.Load(), Lost: f.lost.Load()}
}

// Validate reports rates outside [0, 1].
func (f *Faults) Validate() error {
	if f == nil {
		return nil
	}
	var errs []error
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, r := range []struct {
		name string
		v    float64
	}{{"fail rate", f.FailRate}, {"lose-response rate", f.LoseResponseRate}} {
		if !(r.v >= 0 && r.v <= 1) { // also catches NaN
			errs = append(errs, fmt.Errorf("faults: %s %v must be within [0, 1]", r.name, r.v))
		}
	}
	return errors.Join(errs...)
}

// SetRates changes both rates while requests are being served (a run's calm-down phase).
func (f *Faults) SetRates(failRate, loseResponseRate float64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.FailRate, f.LoseResponseRate = failRate, loseResponseRate
}

// draw reports whether the fault whose rate rate() reads happens now. Every request takes
// one draw per fault kind that has a positive rate, so the sequence depends on the seed only.
func (f *Faults) draw(rate func() float64) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	p := rate()
	if p <= 0 {
		return false
	}
	if f.rng == nil { // a Faults built as a literal: seed 0
		f.rng = rand.New(rand.NewPCG(0, 0x5eed_fa17))
	}
	return f.rng.Float64() < p
}

func (f *Faults) failRate() float64 { return f.FailRate }
func (f *Faults) loseRate() float64 { return f.LoseResponseRate }

// wrap answers a FailRate fraction of requests 503 before h sees them.
func (f *Faults) wrap(h http.Handler) http.Handler {
	if f == nil {
		return h
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if f.draw(f.failRate) {
			f.failed.Add(1)
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusServiceUnavailable, "injected fault: receiver unavailable, nothing was done")
			return
		}
		h.ServeHTTP(w, r)
	})
}

// afterEffect chains next (Config.AfterEffect) with the lost-response fault: it runs after an
// effect is committed and before its response is written.
func (f *Faults) afterEffect(next func(receiver, key string)) func(receiver, key string) {
	if f == nil {
		return next
	}
	return func(receiver, key string) {
		if next != nil {
			next(receiver, key)
		}
		if f.draw(f.loseRate) {
			f.lost.Add(1)
			// net/http closes the connection without a response and logs nothing.
			panic(http.ErrAbortHandler)
		}
	}
}
