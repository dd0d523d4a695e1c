package providers

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strings"

	"github.com/jackc/pgx/v5"
)

// PayoutRequest is the body of POST /v1/payouts. ExchangeID names the fill being paid out; the
// asset and amount must be that fill's, to the unit.
type PayoutRequest struct {
	SwapID      string `json:"swapId"`
	Address     string `json:"address"`
	Asset       string `json:"asset"`
	AmountUnits string `json:"amountUnits"`
	ExchangeID  string `json:"exchangeId"`
	// Quote, when the amount is not the fill (a fixed quote's promise, a
	// capped pay-fill): the bounds the amount and the fill must both keep.
	Quote *PayoutQuote `json:"quote,omitempty"`
}

// PayoutQuote is PayoutRequest.Quote.
type PayoutQuote struct {
	ID               string `json:"id"`
	ExpectedOutUnits string `json:"expectedOutUnits"`
	MinOutUnits      string `json:"minOutUnits"`
	MaxOutUnits      string `json:"maxOutUnits"`
}

func (r PayoutRequest) swap() string { return r.SwapID }

// PayoutResponse is the response of POST /v1/payouts: StatusSent or StatusRejected with Reason.
type PayoutResponse struct {
	Status      string `json:"status"`
	Reason      string `json:"reason,omitempty"`
	PayoutID    string `json:"payoutId,omitempty"`
	SwapID      string `json:"swapId"`
	Address     string `json:"address,omitempty"`
	Asset       string `json:"asset,omitempty"`
	AmountUnits string `json:"amountUnits,omitempty"`
	ExchangeID  string `json:"exchangeId,omitempty"`
}

// RefundRequest is the body of POST /v1/refunds: the deposit is returned to Address.
type RefundRequest struct {
	SwapID      string `json:"swapId"`
	DepositRef  string `json:"depositRef"`
	Address     string `json:"address"`
	Asset       string `json:"asset"`
	AmountUnits string `json:"amountUnits"`
	// Reason is why the refund is owed (late deposit, second deposit, rejected exchange).
	Reason string `json:"reason,omitempty"`
}

func (r RefundRequest) swap() string { return r.SwapID }

// RefundResponse is the response of POST /v1/refunds: StatusRefunded or StatusRejected with
// Reason.
type RefundResponse struct {
	Status      string `json:"status"`
	Reason      string `json:"reason,omitempty"`
	RefundID    string `json:"refundId,omitempty"`
	SwapID      string `json:"swapId"`
	DepositRef  string `json:"depositRef,omitempty"`
	Address     string `json:"address,omitempty"`
	Asset       string `json:"asset,omitempty"`
	AmountUnits string `json:"amountUnits,omitempty"`
}

// parsePayout requires exchangeId. A payout without one is what workflows sent before payouts
// named their fill: the deposit asset with the exchange's output amount, the wrong money. Such a
// request is refused, so a swap that still sends it is held for a person instead of paid.
func parsePayout(body []byte) (PayoutRequest, error) {
	var req PayoutRequest
	if err := decodeStrict(body, &req); err != nil {
		return req, err
	}
	if err := validateTransfer(req.SwapID, req.Address, req.Asset, req.AmountUnits); err != nil {
		return req, err
	}
	if req.ExchangeID == "" {
		return req, &fieldError{field: "exchangeId", reason: "is required: a payout names the exchange fill it pays out"}
	}
	return req, nil
}

// checkFill refuses (422) a payout whose exchangeId names no fill of its swap, or whose asset or
// amount is not that fill's. The fill is read from the exchange's effects ledger, which is never
// pruned (idempotency keys are), so the check holds for as long as the fill is remembered at all.
func (s *Server) checkFill(ctx context.Context, req PayoutRequest) error {
	var raw []byte
	err := s.pool.QueryRow(ctx, `
		SELECT response FROM effects
		WHERE receiver = $1 AND swap_id = $2 AND response->>'exchangeId' = $3
		LIMIT 1`,
		ReceiverExchange, req.SwapID, req.ExchangeID).Scan(&raw)
	refuse := func(field, format string, args ...any) error {
		return &refusal{status: http.StatusUnprocessableEntity, field: field, msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return refuse("exchangeId", "exchangeId %q names no exchange fill of swap %q", req.ExchangeID, req.SwapID)
	case err != nil:
		return fmt.Errorf("look up fill %s: %w", req.ExchangeID, err)
	}
	var fill ExchangeResponse
	if err := json.Unmarshal(raw, &fill); err != nil {
		return fmt.Errorf("decode fill %s: %w", req.ExchangeID, err)
	}
	switch {
	case fill.Status != StatusFilled:
		return refuse("exchangeId", "exchange %s was not filled (%s)", req.ExchangeID, fill.Status)
	case req.Asset != fill.QuoteAsset:
		return refuse("asset", "asset %s does not match exchange %s, filled in %s", req.Asset, req.ExchangeID, fill.QuoteAsset)
	case req.AmountUnits == fill.AmountOutUnits:
	case req.Quote == nil:
		return refuse("amountUnits", "amountUnits %s does not match exchange %s, filled for %s units of %s",
			req.AmountUnits, req.ExchangeID, fill.AmountOutUnits, fill.QuoteAsset)
	default:
		// Another amount than the fill, by a quote: both inside its bounds.
		lo, ok1 := new(big.Int).SetString(req.Quote.MinOutUnits, 10)
		hi, ok2 := new(big.Int).SetString(req.Quote.MaxOutUnits, 10)
		amount, ok3 := new(big.Int).SetString(req.AmountUnits, 10)
		filled, ok4 := new(big.Int).SetString(fill.AmountOutUnits, 10)
		if !ok1 || !ok2 || !ok3 || !ok4 {
			return refuse("quote", "quote %s: bounds or amounts are not integers", req.Quote.ID)
		}
		for _, x := range []struct {
			what string
			n    *big.Int
		}{{"amountUnits " + req.AmountUnits, amount}, {"the fill of exchange " + req.ExchangeID + " (" + fill.AmountOutUnits + ")", filled}} {
			if x.n.Cmp(lo) < 0 || x.n.Cmp(hi) > 0 {
				return refuse("amountUnits", "%s is outside quote %s's bounds [%s, %s]", x.what, req.Quote.ID, lo, hi)
			}
		}
	}
	return nil
}

func parseRefund(body []byte) (RefundRequest, error) {
	var req RefundRequest
	if err := decodeStrict(body, &req); err != nil {
		return req, err
	}
	if err := validateTransfer(req.SwapID, req.Address, req.Asset, req.AmountUnits); err != nil {
		return req, err
	}
	return req, requireString("depositRef", req.DepositRef)
}

// validateTransfer checks the fields every transfer needs. A present but unusable address is not
// a 400: the provider declines it, and the decline is stored like any decision.
func validateTransfer(swapID, address, asset, amountUnits string) error {
	for _, f := range []struct{ name, value string }{
		{"swapId", swapID}, {"address", address}, {"asset", asset},
	} {
		if err := requireString(f.name, f.value); err != nil {
			return err
		}
	}
	_, err := parseAmount("amountUnits", amountUnits)
	return err
}

func (s *Server) decidePayout(key string, req PayoutRequest) any {
	if reason := s.addressProblem(req.Address); reason != "" {
		return PayoutResponse{Status: StatusRejected, Reason: reason, SwapID: req.SwapID}
	}
	return PayoutResponse{
		Status:      StatusSent,
		PayoutID:    deriveID("po_", ReceiverPayout, key),
		SwapID:      req.SwapID,
		Address:     req.Address,
		Asset:       req.Asset,
		AmountUnits: req.AmountUnits,
		ExchangeID:  req.ExchangeID,
	}
}

func (s *Server) decideRefund(key string, req RefundRequest) any {
	if reason := s.addressProblem(req.Address); reason != "" {
		return RefundResponse{Status: StatusRejected, Reason: reason, SwapID: req.SwapID}
	}
	return RefundResponse{
		Status:      StatusRefunded,
		RefundID:    deriveID("rf_", ReceiverRefund, key),
		SwapID:      req.SwapID,
		DepositRef:  req.DepositRef,
		Address:     req.Address,
		Asset:       req.Asset,
		AmountUnits: req.AmountUnits,
	}
}

// addressProblem says why funds cannot be sent to address, or "" if they can.
func (s *Server) addressProblem(address string) string {
	if !isHexAddress(address) {
		return fmt.Sprintf("address %q is not a 0x-prefixed 20-byte hex address", address)
	}
	for _, denied := range s.cfg.DenyAddresses {
		if strings.EqualFold(denied, address) {
			return fmt.Sprintf("address %s is on the deny list", address)
		}
	}
	return ""
}

func isHexAddress(s string) bool {
	if len(s) != 42 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X') {
		return false
	}
	for _, c := range s[2:] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}
