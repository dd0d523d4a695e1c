package providers

import (
	"fmt"
	"strings"
)

// PayoutRequest is the body of POST /v1/payouts.
type PayoutRequest struct {
	SwapID      string `json:"swapId"`
	Address     string `json:"address"`
	Asset       string `json:"asset"`
	AmountUnits string `json:"amountUnits"`
	// ExchangeID names the fill paid out; accepted here, not yet checked.
	ExchangeID string `json:"exchangeId,omitempty"`
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

func parsePayout(body []byte) (PayoutRequest, error) {
	var req PayoutRequest
	if err := decodeStrict(body, &req); err != nil {
		return req, err
	}
	return req, validateTransfer(req.SwapID, req.Address, req.Asset, req.AmountUnits)
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
