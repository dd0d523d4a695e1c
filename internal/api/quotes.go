package api

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/swapengine/swapengine/internal/price"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/webhook"
)

// Quotes (issue 28): POST /v1/quotes prices a swap before it exists, from
// the chain's price sources (internal/price: feeds the exchange does not
// control, refused when stale or when two disagree), and a swap created with
// its quoteId carries it in its terms: the amount out it expects and the
// bounds its payout may never leave (swap.Quote). A fixed quote promises the
// expected amount for a deposit made before it expires; a floating one the
// exchange's fill within the bounds.

// QuoteRequest is POST /v1/quotes' body: an amount on one side, in base
// units — amountUnits of asset paid in, or amountOutUnits of payoutAsset
// wanted out.
type QuoteRequest struct {
	ChainID        uint64 `json:"chainId"`
	Asset          string `json:"asset"`
	PayoutAsset    string `json:"payoutAsset"`
	AmountUnits    string `json:"amountUnits,omitempty"`
	AmountOutUnits string `json:"amountOutUnits,omitempty"`
	// Kind is "floating" (default) or "fixed".
	Kind string `json:"kind,omitempty"`
	// LifetimeSeconds is how long the quote may be used to create a swap
	// (and, fixed, how long its promise holds): 30 to 3600, default 600.
	LifetimeSeconds *int64 `json:"lifetimeSeconds,omitempty"`
}

// Quote is a quote as the merchant sees it.
type Quote struct {
	ID               string    `json:"id"`
	Source           string    `json:"source"`
	Kind             string    `json:"kind"`
	ChainID          uint64    `json:"chainId"`
	Asset            string    `json:"asset"`
	AmountUnits      string    `json:"amountUnits"`
	PayoutAsset      string    `json:"payoutAsset"`
	ExpectedOutUnits string    `json:"expectedOutUnits"`
	MinOutUnits      string    `json:"minOutUnits"`
	MaxOutUnits      string    `json:"maxOutUnits"`
	ExpiresAt        time.Time `json:"expiresAt"`
	// PricedAt is when the oldest source behind it was updated.
	PricedAt time.Time `json:"pricedAt"`
}

// QuoteResponse answers POST /v1/quotes.
type QuoteResponse struct {
	Quote Quote `json:"quote"`
}

const (
	// DefaultQuoteLifetime is a quote's lifetime when the request names none.
	DefaultQuoteLifetime = 10 * time.Minute
	// MaxQuoteLifetime bounds it: a price an hour old is no price.
	MaxQuoteLifetime = time.Hour
	minQuoteLifetime = 30 * time.Second
	// DefaultQuoteToleranceBps is how far a fill may fall from the expected
	// amount, either side, before the swap is held (Config.QuoteToleranceBps).
	DefaultQuoteToleranceBps = 100
)

// createQuote answers POST /v1/quotes.
func (s *Server) createQuote(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	var req QuoteRequest
	if err := decode(w, r, &req); err != nil {
		return 0, nil, err
	}
	if err := s.reaches(r, req.ChainID); err != nil {
		return 0, nil, err
	}
	q, err := s.quote(r.Context(), req, s.cfg.Now())
	if err != nil {
		return 0, nil, err
	}
	raw, err := json.Marshal(q)
	if err != nil {
		return 0, nil, err
	}
	if _, err := s.cfg.DB.Exec(r.Context(), `INSERT INTO api_quotes (quote_id, merchant_id, quote, expires_at) VALUES ($1, $2, $3, $4)`,
		q.ID, merchant, raw, q.ExpiresAt); err != nil {
		return 0, nil, fmt.Errorf("record quote: %w", err)
	}
	// Quotes no swap took are of no use a day after they expired: each new
	// quote clears up to a hundred of them, so the table stays the size of
	// a day's quoting (a quote a swap took stays: its swap names it).
	if _, err := s.cfg.DB.Exec(r.Context(), `DELETE FROM api_quotes WHERE quote_id IN (
			SELECT quote_id FROM api_quotes WHERE expires_at < now() - interval '1 day' AND swap_id IS NULL LIMIT 100)`); err != nil {
		s.logger(r).Warn("stale quotes not cleared; tried again with the next quote", "error", err)
	}
	s.logger(r).Info("quote given", "quoteId", q.ID, "merchantId", merchant, "source", q.Source)
	return http.StatusCreated, QuoteResponse{Quote: q}, nil
}

// quote validates req and prices it.
func (s *Server) quote(ctx context.Context, req QuoteRequest, now time.Time) (Quote, error) {
	c, ok := s.chain(req.ChainID)
	if !ok {
		return Quote{}, fieldErr(http.StatusUnprocessableEntity, CodeUnknownChain, "chainId", "chainId: %d is not a chain this API serves", req.ChainID)
	}
	if _, ok := lookupAsset(c, req.Asset); !ok {
		return Quote{}, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "asset", "asset: chain %d takes %s, not %q", req.ChainID, assetNames(c), swap.Truncate(req.Asset, 40))
	}
	if _, ok := lookupAsset(c, req.PayoutAsset); !ok || req.PayoutAsset == req.Asset {
		return Quote{}, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "payoutAsset", "payoutAsset: chain %d prices %s, other than asset; not %q", req.ChainID, assetNames(c), swap.Truncate(req.PayoutAsset, 40))
	}
	kind := swap.QuoteKind(req.Kind)
	switch kind {
	case "":
		kind = swap.QuoteFloating
	case swap.QuoteFixed, swap.QuoteFloating:
	default:
		return Quote{}, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "kind", "kind: must be %q or %q", swap.QuoteFixed, swap.QuoteFloating)
	}
	life := DefaultQuoteLifetime
	if l := req.LifetimeSeconds; l != nil {
		if *l < int64(minQuoteLifetime/time.Second) || *l > int64(MaxQuoteLifetime/time.Second) {
			return Quote{}, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "lifetimeSeconds", "lifetimeSeconds: must be %d to %d", int64(minQuoteLifetime/time.Second), int64(MaxQuoteLifetime/time.Second))
		}
		life = time.Duration(*l) * time.Second
	}
	var (
		in, out *big.Int
		err     error
	)
	switch {
	case (req.AmountUnits == "") == (req.AmountOutUnits == ""):
		return Quote{}, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "amountUnits", "amountUnits: give exactly one of amountUnits and amountOutUnits")
	case req.AmountUnits != "":
		if in, err = quoteAmount("amountUnits", req.AmountUnits); err != nil {
			return Quote{}, err
		}
	default:
		if out, err = quoteAmount("amountOutUnits", req.AmountOutUnits); err != nil {
			return Quote{}, err
		}
	}
	board, ok := s.cfg.Prices[req.ChainID]
	if !ok {
		return Quote{}, fieldErr(http.StatusUnprocessableEntity, CodeNoPrice, "chainId", "chainId: this API has no price source for chain %d", req.ChainID)
	}
	var p price.Price
	if in != nil {
		p, err = board.Quote(ctx, price.Request{AssetIn: req.Asset, AssetOut: req.PayoutAsset, AmountInUnits: in})
		out = p.OutUnits
	} else {
		// What the customer pays for the amount out: priced the other way.
		p, err = board.Quote(ctx, price.Request{AssetIn: req.PayoutAsset, AssetOut: req.Asset, AmountInUnits: out})
		in = p.OutUnits
	}
	var refused *price.Refusal
	if errors.As(err, &refused) {
		return Quote{}, fieldErr(http.StatusConflict, CodeNoPrice, "payoutAsset", "no quote: %s", refused.Reason)
	}
	if err != nil {
		return Quote{}, fmt.Errorf("price %s → %s on chain %d: %w", req.Asset, req.PayoutAsset, req.ChainID, err)
	}
	if in.Sign() <= 0 || out.Sign() <= 0 {
		return Quote{}, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "amountUnits", "amountUnits: too small to be worth anything at %s", p.Source)
	}
	bps := int64(s.cfg.QuoteToleranceBps)
	if bps <= 0 {
		bps = DefaultQuoteToleranceBps
	}
	lo, hi := swap.Band(out, bps)
	id := make([]byte, 16)
	_, _ = rand.Read(id)
	return Quote{
		ID: "qt_" + base64.RawURLEncoding.EncodeToString(id), Source: swap.Truncate(p.Source, swap.MaxIDLen), Kind: string(kind),
		ChainID: req.ChainID, Asset: req.Asset, AmountUnits: in.String(), PayoutAsset: req.PayoutAsset,
		ExpectedOutUnits: out.String(), MinOutUnits: lo.String(), MaxOutUnits: hi.String(),
		ExpiresAt: now.Add(life).UTC().Truncate(time.Second), PricedAt: p.At.UTC(),
	}, nil
}

func quoteAmount(field, v string) (*big.Int, error) {
	n, err := swap.ParseAmount(field, v)
	if err != nil {
		return nil, invalid(err)
	}
	if n.Sign() <= 0 || n.BitLen() > 256 {
		return nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, field, "%s: must be a positive uint256", field)
	}
	return n, nil
}

// termsQuote takes the merchant's quote for a create: the merchant's own,
// for the create's chain, asset, amount and payout asset, not used by
// another swap, and — for a swap not created yet — not expired. Only then
// is it bound to the swap (one swap a quote; of two creates racing for it,
// one wins): a create refused for a wrong amount leaves the quote free.
func (s *Server) termsQuote(ctx context.Context, merchant string, req CreateRequest, now time.Time, exists bool) (*swap.Quote, error) {
	var (
		raw    []byte
		usedBy *string
	)
	err := s.cfg.DB.QueryRow(ctx, `SELECT quote, swap_id FROM api_quotes WHERE quote_id = $1 AND merchant_id = $2`,
		req.QuoteID, merchant).Scan(&raw, &usedBy)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "quoteId", "quoteId: no quote %q", swap.Truncate(req.QuoteID, swap.MaxIDLen))
	}
	if err != nil {
		return nil, fmt.Errorf("read quote: %w", err)
	}
	var q Quote
	if err := json.Unmarshal(raw, &q); err != nil {
		return nil, fmt.Errorf("recorded quote %s: %w", req.QuoteID, err)
	}
	used := fieldErr(http.StatusConflict, CodeConflict, "quoteId", "quoteId: quote %s is used by another swap", q.ID)
	switch {
	case usedBy != nil && *usedBy != req.SwapID:
		return nil, used
	case q.ChainID != req.ChainID || q.Asset != req.Asset || q.PayoutAsset != req.PayoutAsset:
		return nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "quoteId", "quoteId: quote %s is for %s → %s on chain %d", q.ID, q.Asset, q.PayoutAsset, q.ChainID)
	case q.AmountUnits != req.AmountUnits:
		return nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "amountUnits", "amountUnits: quote %s prices %s", q.ID, q.AmountUnits)
	case !exists && !now.Before(q.ExpiresAt):
		return nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "quoteId", "quoteId: quote %s expired at %s; ask for another", q.ID, q.ExpiresAt.Format(time.RFC3339))
	}
	tag, err := s.cfg.DB.Exec(ctx, `UPDATE api_quotes SET swap_id = $3 WHERE quote_id = $1 AND merchant_id = $2 AND (swap_id IS NULL OR swap_id = $3)`,
		req.QuoteID, merchant, req.SwapID)
	if err != nil {
		return nil, fmt.Errorf("bind quote: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return nil, used
	}
	t := &swap.Quote{ID: q.ID, Source: q.Source, Kind: swap.QuoteKind(q.Kind), Asset: q.PayoutAsset,
		ExpectedOutUnits: q.ExpectedOutUnits, MinOutUnits: q.MinOutUnits, MaxOutUnits: q.MaxOutUnits}
	if t.Kind == swap.QuoteFixed {
		t.ExpiresAt = q.ExpiresAt.Unix()
	}
	return t, nil
}

// SwapQuote is a swap's quote as its merchant and customer see it: the
// same as on its webhooks (workflows.PublicQuote).
type SwapQuote = webhook.EventQuote
