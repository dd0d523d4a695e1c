package providers

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"slices"
	"strings"

	"github.com/swapengine/swapengine/webhook"
)

// Outcome statuses of the money endpoints. A decline is a normal, stored 200 response: the
// receiver decided, and a retry with the same key gets the same decision.
const (
	StatusFilled   = "filled"
	StatusSent     = "sent"
	StatusRefunded = "refunded"
	StatusRejected = "rejected"
)

// maxAmountDigits bounds amounts to what fits in a uint256.
const maxAmountDigits = 78

// ExchangeRequest is the body of POST /v1/exchanges.
type ExchangeRequest struct {
	SwapID      string `json:"swapId"`
	Asset       string `json:"asset"`
	AmountUnits string `json:"amountUnits"` // integer base units, decimal
	DepositRef  string `json:"depositRef"`
	// PayoutAsset is the asset to fill in (the swap's other side). Empty is the request of a
	// workflow started before swaps named it: filled in the default quote asset, as then.
	PayoutAsset string `json:"payoutAsset,omitempty"`

	amount *big.Int
}

func (r ExchangeRequest) swap() string { return r.SwapID }

// ExchangeResponse is the response of POST /v1/exchanges: Status is StatusFilled (with the
// exchange fields) or StatusRejected (with Reason).
type ExchangeResponse struct {
	Status         string `json:"status"`
	Reason         string `json:"reason,omitempty"`
	ExchangeID     string `json:"exchangeId,omitempty"`
	SwapID         string `json:"swapId"`
	AmountInUnits  string `json:"amountInUnits,omitempty"`
	AmountOutUnits string `json:"amountOutUnits,omitempty"`
	QuoteAsset     string `json:"quoteAsset,omitempty"`
}

func parseExchange(body []byte) (ExchangeRequest, error) {
	var req ExchangeRequest
	if err := decodeStrict(body, &req); err != nil {
		return req, err
	}
	for _, f := range []struct{ name, value string }{
		{"swapId", req.SwapID}, {"asset", req.Asset}, {"depositRef", req.DepositRef},
	} {
		if err := requireString(f.name, f.value); err != nil {
			return req, err
		}
	}
	amount, err := parseAmount("amountUnits", req.AmountUnits)
	if err != nil {
		return req, err
	}
	req.amount = amount
	return req, nil
}

// checkPair refuses (422) a payout asset the exchange does not offer for the deposit asset. It is
// not a stored decline: the terms named something no exchange here can fill, which a person must
// look at, and nothing is claimed or recorded.
func (s *Server) checkPair(_ context.Context, req ExchangeRequest) error {
	if req.PayoutAsset == "" || !slices.Contains(s.cfg.SupportedAssets, req.Asset) {
		return nil // an unsupported deposit asset stays a stored decline (the deposit is refunded)
	}
	if req.PayoutAsset == req.Asset || !slices.Contains(s.cfg.QuoteAssets, req.PayoutAsset) {
		return &refusal{status: http.StatusUnprocessableEntity, field: "payoutAsset",
			msg: fmt.Sprintf("payoutAsset: the pair %s→%s is not supported (payout assets offered for %s: %s)",
				req.Asset, req.PayoutAsset, req.Asset, strings.Join(without(s.cfg.QuoteAssets, req.Asset), ", "))}
	}
	return nil
}

func without(list []string, v string) []string {
	out := make([]string, 0, len(list))
	for _, x := range list {
		if x != v {
			out = append(out, x)
		}
	}
	return out
}

func (s *Server) decideExchange(key string, req ExchangeRequest) any {
	out, reason := s.price(req)
	if reason != "" {
		return ExchangeResponse{Status: StatusRejected, Reason: reason, SwapID: req.SwapID}
	}
	return ExchangeResponse{
		Status:         StatusFilled,
		ExchangeID:     deriveID("ex_", ReceiverExchange, key),
		SwapID:         req.SwapID,
		AmountInUnits:  req.amount.String(),
		AmountOutUnits: out.String(),
		QuoteAsset:     cmp.Or(req.PayoutAsset, s.cfg.QuoteAsset),
	}
}

// price is what the exchange gives for req at its rate, or why it gives
// nothing: the fill and the quote are the same arithmetic.
func (s *Server) price(req ExchangeRequest) (*big.Int, string) {
	if !slices.Contains(s.cfg.SupportedAssets, req.Asset) {
		return nil, fmt.Sprintf("asset %q is not supported", req.Asset)
	}
	if limit := s.cfg.MaxAmountUnits; limit != nil && req.amount.Cmp(limit) > 0 {
		return nil, fmt.Sprintf("amount %s exceeds the maximum of %s units", req.amount, limit)
	}
	rate := Rate{s.cfg.RateNum, s.cfg.RateDen}
	if r, ok := s.cfg.PairRates[req.Asset+"/"+req.PayoutAsset]; ok {
		rate = r
	}
	out := new(big.Int).Mul(req.amount, big.NewInt(rate.Num))
	out.Quo(out, big.NewInt(rate.Den))
	if out.Sign() == 0 {
		return nil, fmt.Sprintf("amount %s is too small to exchange at rate %d/%d", req.amount, rate.Num, rate.Den)
	}
	return out, ""
}

// QuoteResponse is the answer of POST /v1/quotes: what an exchange of the
// request's amount would fill now. A quote is a read: nothing is stored, and
// the request needs no depositRef.
type QuoteResponse struct {
	QuoteID        string `json:"quoteId"`
	SwapID         string `json:"swapId,omitempty"`
	Asset          string `json:"asset"`
	AmountInUnits  string `json:"amountInUnits"`
	AmountOutUnits string `json:"amountOutUnits"`
	QuoteAsset     string `json:"quoteAsset"`
}

// handleQuote answers POST /v1/quotes at the exchange's rate; a pair it does
// not offer or an amount it would not fill is a 422 naming the field.
func (s *Server) handleQuote(w http.ResponseWriter, r *http.Request) {
	body, err := webhook.ReadBody(w, r, maxBodyBytes)
	if err != nil {
		writeBadRequest(w, err)
		return
	}
	var req ExchangeRequest
	if err := decodeStrict(body, &req); err != nil {
		writeBadRequest(w, err)
		return
	}
	if err := requireString("asset", req.Asset); err != nil {
		writeBadRequest(w, err)
		return
	}
	if req.amount, err = parseAmount("amountUnits", req.AmountUnits); err != nil {
		writeBadRequest(w, err)
		return
	}
	if err := s.checkPair(r.Context(), req); err != nil {
		var ref *refusal
		if errors.As(err, &ref) {
			writeJSON(w, ref.status, errorBody{Error: ref.msg, Field: ref.field})
			return
		}
		writeError(w, http.StatusInternalServerError, "check request: "+err.Error())
		return
	}
	out, reason := s.price(req)
	if reason != "" {
		writeJSON(w, http.StatusUnprocessableEntity, errorBody{Error: reason, Field: "amountUnits"})
		return
	}
	writeJSON(w, http.StatusOK, QuoteResponse{
		QuoteID: deriveID("qt_", ReceiverExchange, req.Asset+"\x00"+req.PayoutAsset+"\x00"+req.amount.String()+"\x00"+out.String()),
		SwapID:  req.SwapID, Asset: req.Asset, AmountInUnits: req.amount.String(), AmountOutUnits: out.String(),
		QuoteAsset: cmp.Or(req.PayoutAsset, s.cfg.QuoteAsset),
	})
}

// parseAmount accepts only the canonical spelling of a positive integer: decimal digits, no sign,
// no leading zeros, no decimal point or exponent. Two spellings of one amount would otherwise
// fingerprint differently.
func parseAmount(field, s string) (*big.Int, error) {
	bad := func(reason string) error { return &fieldError{field: field, reason: reason} }
	switch {
	case s == "":
		return nil, bad("is required")
	case len(s) > maxAmountDigits:
		return nil, bad(fmt.Sprintf("must have at most %d digits", maxAmountDigits))
	case s[0] == '0':
		return nil, bad("must be a positive integer in base units without leading zeros")
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return nil, bad("must be a positive integer in base units: decimal digits only, no sign, decimal point or exponent")
		}
	}
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return nil, bad("is not a decimal integer")
	}
	return n, nil
}
