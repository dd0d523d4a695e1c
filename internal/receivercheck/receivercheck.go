// Package receivercheck is the conformance kit of the receiver contract
// (docs/openapi/receivers.yaml, README "Receiver authentication"): it runs
// the contract against a live exchange receiver and payout/refund receiver
// and reports each clause it breaks. `starter receiver-check` runs it; the
// simulators pass it, and a receiver that forgets a clause fails it.
//
// The happy path goes through the worker's own activities (the real request
// bodies, headers and signatures); the hostile calls are sent raw. Every call
// uses keys under a fresh prefix, so the kit can run against a receiver in
// use: it creates a few effects there (one exchange, one payout, one refund
// of 1 base unit each, for a swap named by the prefix) and nothing else.
package receivercheck

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/webhook"
)

// Config names the receivers and the secrets the worker signs with.
type Config struct {
	ExchangeURL, PayoutURL       string
	ExchangeSecret, PayoutSecret string // one whsec_ secret each
	// Asset, PayoutAsset and Address shape the test swap: a pair and an
	// address the receiver accepts. Defaults ETH → USDC, a fixed address.
	Asset, PayoutAsset, Address string
	// Prefix names the test swap and keys; default "conformance-<unix nanos>".
	Prefix string
	HTTP   *http.Client
}

// Result is one clause of the contract, checked.
type Result struct {
	Clause string // e.g. "exchange: same key and body replay the stored answer"
	Err    error  // nil: kept
}

// Failed reports whether any result broke its clause.
func Failed(rs []Result) bool {
	for _, r := range rs {
		if r.Err != nil {
			return true
		}
	}
	return false
}

// Print writes one line per clause, PASS or FAIL with what was seen.
func Print(w io.Writer, rs []Result) {
	failed := 0
	for _, r := range rs {
		if r.Err != nil {
			failed++
			fmt.Fprintf(w, "FAIL  %s\n      %v\n", r.Clause, r.Err)
			continue
		}
		fmt.Fprintf(w, "pass  %s\n", r.Clause)
	}
	fmt.Fprintf(w, "%d of %d clauses kept\n", len(rs)-failed, len(rs))
}

type kit struct {
	cfg              Config
	exchange, payout []*standardwebhooks.Webhook
	acts             *activities.Activities
	results          []Result
}

// Run checks the contract. An error means the kit could not run at all (a
// bad secret); a receiver that breaks the contract gives failed Results.
func Run(ctx context.Context, cfg Config) ([]Result, error) {
	if cfg.ExchangeURL == "" || cfg.PayoutURL == "" {
		return nil, errors.New("receiver-check: both receiver URLs are required")
	}
	if cfg.Asset == "" {
		cfg.Asset = "ETH"
	}
	if cfg.PayoutAsset == "" {
		cfg.PayoutAsset = "USDC"
	}
	if cfg.Address == "" {
		cfg.Address = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"
	}
	if cfg.Prefix == "" {
		cfg.Prefix = fmt.Sprintf("conformance-%d", time.Now().UnixNano())
	}
	if cfg.HTTP == nil {
		cfg.HTTP = activities.NewMoneyClient(20 * time.Second)
	}
	k := &kit{cfg: cfg}
	var err error
	if k.exchange, err = webhook.LoadSecrets("exchange-secret", cfg.ExchangeSecret); err != nil {
		return nil, err
	}
	if k.payout, err = webhook.LoadSecrets("payout-secret", cfg.PayoutSecret); err != nil {
		return nil, err
	}
	k.acts = &activities.Activities{HTTP: cfg.HTTP, ExchangeURL: strings.TrimRight(cfg.ExchangeURL, "/"),
		PayoutURL: strings.TrimRight(cfg.PayoutURL, "/"), ExchangeSigners: k.exchange, PayoutSigners: k.payout}
	k.run(ctx)
	return k.results, nil
}

func (k *kit) check(clause string, err error) {
	k.results = append(k.results, Result{Clause: clause, Err: err})
}

// call is one raw money call.
type call struct {
	path, key string
	body      []byte
	signers   []*standardwebhooks.Webhook // nil: unsigned
	signedID  string                      // "": the key
	ts        time.Time                   // zero: now
}

type answer struct {
	status int
	header http.Header
	body   []byte
}

func (k *kit) send(ctx context.Context, c call) (answer, error) {
	base := k.acts.PayoutURL
	if c.path == "/v1/exchanges" || c.path == "/v1/quotes" {
		base = k.acts.ExchangeURL
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+c.path, bytes.NewReader(c.body))
	if err != nil {
		return answer{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	if c.key != "" {
		req.Header.Set("Idempotency-Key", c.key)
	}
	if c.signers != nil {
		id, ts := c.signedID, c.ts
		if id == "" {
			id = c.key
		}
		if ts.IsZero() {
			ts = time.Now()
		}
		if err := webhook.Sign(req.Header, c.signers, id, ts, c.body); err != nil {
			return answer{}, err
		}
	}
	resp, err := k.cfg.HTTP.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return answer{status: resp.StatusCode, header: resp.Header, body: body}, err
}

func want(a answer, err error, status ...int) error {
	if err != nil {
		return err
	}
	for _, s := range status {
		if a.status == s {
			return nil
		}
	}
	return fmt.Errorf("answered %d %s, want %v", a.status, snippet(a.body), status)
}

// namesField checks a 4xx body names the field or header at fault.
func namesField(a answer, field string) error {
	var b struct {
		Error string `json:"error"`
		Field string `json:"field"`
	}
	if json.Unmarshal(a.body, &b) != nil || (b.Field != field && !strings.Contains(b.Error, field)) {
		return fmt.Errorf("answered %d %s, which does not name %s", a.status, snippet(a.body), field)
	}
	return nil
}

func snippet(b []byte) string {
	s := strings.TrimSpace(string(b))
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return fmt.Sprintf("%q", s)
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

func (k *kit) run(ctx context.Context) {
	swapID := k.cfg.Prefix
	ex := activities.ExchangeRequest{SwapID: swapID, Asset: k.cfg.Asset, AmountUnits: "1000000",
		DepositRef: "conformance:" + swapID + ":1", PayoutAsset: k.cfg.PayoutAsset}
	exBody := mustJSON(ex)
	exKey := "start-exchange:" + swapID

	// The worker's own call first, as for a swap created without a quote:
	// the receiver's quote, then the fill. The receiver must accept both.
	ex.Key, ex.NeedsQuote = exKey, true
	fill, err := k.acts.StartExchange(ctx, ex)
	k.check("exchange: the worker's signed call is accepted", err)
	if err != nil {
		return // nothing below can be judged
	}
	k.check("quote: the exchange quotes the deposit, and its fill lies within the quote", quoteHolds(fill))
	unsigned, err := k.send(ctx, call{path: "/v1/quotes", key: "quote:" + swapID, body: mustJSON(map[string]string{
		"swapId": swapID, "asset": k.cfg.Asset, "amountUnits": "1000000", "payoutAsset": k.cfg.PayoutAsset})})
	k.check("quote: an unsigned quote call is refused (401)", want(unsigned, err, http.StatusUnauthorized))
	k.moneyClauses(ctx, "exchange", "/v1/exchanges", exKey, exBody, k.exchange, k.payout,
		mustJSON(activities.ExchangeRequest{SwapID: swapID, Asset: k.cfg.Asset, AmountUnits: "1000001", DepositRef: ex.DepositRef, PayoutAsset: k.cfg.PayoutAsset}))

	po := activities.PayoutRequest{SwapID: swapID, Address: k.cfg.Address, Asset: fill.QuoteAsset, AmountUnits: fill.AmountOutUnits, ExchangeID: fill.ExchangeID}
	if po.Asset == "" {
		po.Asset = k.cfg.PayoutAsset
	}
	poBody := mustJSON(po)
	po.Key = "send-payout:" + swapID
	_, err = k.acts.SendPayout(ctx, po)
	k.check("payout: the worker's signed call for the fill is accepted", err)
	if err == nil {
		other := po
		other.Key, other.Address = "", "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc"
		k.moneyClauses(ctx, "payout", "/v1/payouts", po.Key, poBody, k.payout, k.exchange, mustJSON(other))
	}

	rf := activities.RefundRequest{SwapID: swapID, DepositRef: "conformance:" + swapID + ":2", Address: k.cfg.Address, Asset: k.cfg.Asset, AmountUnits: "1", Reason: "conformance check"}
	rfBody := mustJSON(rf)
	rf.Key = "refund:" + swapID + ":" + rf.DepositRef
	_, err = k.acts.Refund(ctx, rf)
	k.check("refund: the worker's signed call is accepted", err)
	if err == nil {
		other := rf
		other.Key, other.AmountUnits = "", "2"
		k.moneyClauses(ctx, "refund", "/v1/refunds", rf.Key, rfBody, k.payout, k.exchange, mustJSON(other))
	}
}

// quoteHolds: the exchange step took a quote and the fill is one the swap
// would pay. Without a quote every swap created without one is held on its
// fill, never paid.
func quoteHolds(fill activities.ExchangeResult) error {
	q := fill.Quote
	if q == nil {
		return errors.New("POST /v1/quotes gave no usable quote (404, 422, or no amountOutUnits and quoteAsset): every swap created without a quote would be held on its fill")
	}
	out, err := swap.ParseAmount("amountOutUnits", fill.AmountOutUnits)
	if err != nil {
		return fmt.Errorf("the fill: %w", err)
	}
	lo, _ := swap.ParseAmount("minOutUnits", q.MinOutUnits)
	hi, _ := swap.ParseAmount("maxOutUnits", q.MaxOutUnits)
	if out.Cmp(lo) < 0 || out.Cmp(hi) > 0 || fill.QuoteAsset != q.Asset {
		return fmt.Errorf("filled %s %s against a quote of %s %s (%s to %s): the swap would be held", out, fill.QuoteAsset, q.ExpectedOutUnits, q.Asset, lo, hi)
	}
	return nil
}

// moneyClauses checks, for a key the receiver has completed with body, every
// clause of the idempotency contract and of the authentication.
func (k *kit) moneyClauses(ctx context.Context, role, path, key string, body []byte, own, foreign []*standardwebhooks.Webhook, otherBody []byte) {
	first, err := k.send(ctx, call{path: path, key: key, body: body, signers: own})
	k.check(role+": a repeated call (same key, same body) succeeds", want(first, err, 200, 201, 202, 204))
	again, err := k.send(ctx, call{path: path, key: key, body: body, signers: own})
	if err == nil && (again.status != first.status || !bytes.Equal(again.body, first.body)) {
		err = fmt.Errorf("two replays answered %d %s and %d %s", first.status, snippet(first.body), again.status, snippet(again.body))
	}
	k.check(role+": replays answer the stored status and body, byte for byte", err)
	if err == nil && again.header.Get("Idempotent-Replayed") != "true" {
		err = errors.New("no Idempotent-Replayed: true header on a replay")
	}
	k.check(role+": a replay is marked Idempotent-Replayed: true", err)

	a, err := k.send(ctx, call{path: path, key: key, body: otherBody, signers: own})
	k.check(role+": the same key with another body is refused for good (422)", want(a, err, 422))

	// Concurrent first calls under one new key: one effect, every answer
	// either the stored one or 409 (in progress), and the stored one after.
	ckey := key + ":concurrent"
	k.check(role+": concurrent calls under one key agree on one answer", k.concurrent(ctx, path, ckey, otherBody, own))

	// The refused calls carry another body than the signed one that follows
	// under the same key: had any of them been recorded, that one would be
	// answered 422.
	fresh := key + ":auth"
	forged := append(bytes.Clone(otherBody[:len(otherBody)-1]), []byte(`,"forged":true}`)...)
	a, err = k.send(ctx, call{path: path, key: fresh, body: forged})
	k.check(role+": an unsigned call is refused (401)", want(a, err, 401))
	a, err = k.send(ctx, call{path: path, key: fresh, body: forged, signers: foreign})
	k.check(role+": a call signed with another receiver's secret is refused (401)", want(a, err, 401))
	a, err = k.send(ctx, call{path: path, key: fresh, body: forged, signers: own, ts: time.Now().Add(-10 * time.Minute)})
	k.check(role+": a call signed ten minutes ago is refused (401)", want(a, err, 401))
	a, err = k.send(ctx, call{path: path, key: fresh, body: forged, signers: own, signedID: key})
	k.check(role+": a signature over another key is refused (401)", want(a, err, 401))
	a, err = k.send(ctx, call{path: path, key: fresh, body: otherBody, signers: own})
	k.check(role+": a refused call leaves no trace (the key then takes another body)", want(a, err, 200, 201, 202, 204))

	a, err = k.send(ctx, call{path: path, body: otherBody, signers: own, signedID: "no-key"})
	if e := want(a, err, 400, 401); e != nil {
		err = e
	} else if a.status == 400 {
		err = namesField(a, "Idempotency-Key")
	}
	k.check(role+": a call without Idempotency-Key is refused (400 naming it, or 401)", err)
	long := strings.Repeat("k", 256)
	a, err = k.send(ctx, call{path: path, key: long, body: otherBody, signers: own})
	k.check(role+": a key over 255 characters is refused (400)", want(a, err, 400))
	bad := []byte(`{"swapId":`)
	a, err = k.send(ctx, call{path: path, key: key + ":malformed", body: bad, signers: own})
	k.check(role+": a malformed body is refused (400), not a 5xx", want(a, err, 400))
	unknown := append(bytes.Clone(otherBody[:len(otherBody)-1]), []byte(`,"sendTwice":true}`)...)
	a, err = k.send(ctx, call{path: path, key: key + ":unknown", body: unknown, signers: own})
	if e := want(a, err, 400); e != nil {
		err = e
	} else {
		err = namesField(a, "sendTwice")
	}
	k.check(role+": an unknown field is refused (400 naming it), never ignored", err)
}

func (k *kit) concurrent(ctx context.Context, path, key string, body []byte, own []*standardwebhooks.Webhook) error {
	const n = 8
	answers := make([]answer, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			answers[i], errs[i] = k.send(ctx, call{path: path, key: key, body: body, signers: own})
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	final, err := k.send(ctx, call{path: path, key: key, body: body, signers: own})
	if err != nil {
		return err
	}
	if final.status/100 != 2 {
		return fmt.Errorf("after the concurrent calls the key answers %d %s", final.status, snippet(final.body))
	}
	for _, a := range answers {
		switch {
		case a.status == 409:
		case a.status == final.status && bytes.Equal(a.body, final.body):
		default:
			return fmt.Errorf("a concurrent call answered %d %s; the stored answer is %d %s", a.status, snippet(a.body), final.status, snippet(final.body))
		}
	}
	return nil
}
