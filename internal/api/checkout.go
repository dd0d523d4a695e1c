package api

import (
	"bytes"
	"context"
	"embed"
	"encoding/base64"
	"errors"
	"fmt"
	"html/template"
	"math/big"
	"net/http"
	"regexp"
	"strings"
	"time"

	qrcode "github.com/skip2/go-qrcode"

	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/swap"
)

// The hosted checkout page: GET /pay/{checkoutId} is a server-rendered page
// for the customer (who has no API key) with what to pay, where, a QR code of
// the payment URI, a countdown to the deadline and the swap's progress; its
// script polls GET /v1/checkout/{checkoutId}. Both are public, so both are
// addressed by the swap's random checkout token only, and show only what the
// customer needs: no merchant, no swap ID, no payout or refund address, no
// internal error text (hold and failure are fixed public codes).

//go:embed checkout/*
var checkoutFiles embed.FS

var checkoutPage = template.Must(template.ParseFS(checkoutFiles, "checkout/page.html"))

// checkoutIDPattern is the shape of every checkout token (NewCheckoutID, and
// migration 00014's backfill); anything else is not looked up.
var checkoutIDPattern = regexp.MustCompile(`^co_[A-Za-z0-9_-]{22}$`)

// Checkout states: the swap's status as the customer sees it.
const (
	CheckoutAwaitingPayment = "awaiting_payment"
	CheckoutConfirming      = "confirming"
	CheckoutExchanging      = "exchanging"
	CheckoutPayingOut       = "paying_out"
	CheckoutPaidOut         = "paid_out"
	CheckoutHeld            = "held"
	CheckoutOverdue         = "overdue"
	CheckoutRefunding       = "refunding"
	CheckoutRefunded        = "refunded"
	CheckoutFailed          = "failed"
	CheckoutExpired         = "expired"
	CheckoutClosed          = "closed"
)

// CheckoutStatus is GET /v1/checkout/{checkoutId}: what the checkout page shows.
type CheckoutStatus struct {
	State   string `json:"state"`
	ChainID uint64 `json:"chainId"`
	// ChainName is the chains file's name of the chain.
	ChainName string `json:"chainName,omitempty"`
	Asset     string `json:"asset"`
	// Amount is in display units; AmountUnits in base units.
	Amount      string   `json:"amount"`
	AmountUnits string   `json:"amountUnits"`
	Vault       string   `json:"vault"`
	Token       string   `json:"token"`
	Function    string   `json:"function"`
	Calldata    string   `json:"calldata"`
	Value       string   `json:"value"`
	Approve     *Approve `json:"approve,omitempty"`
	PaymentURI  string   `json:"paymentUri"`
	// DepositAddress is the plain-transfer way to pay, when the chain has one.
	DepositAddress *AddressInstructions `json:"depositAddress,omitempty"`
	// RefundAddressNeeded: the swap has a deposit address and no refund
	// address, so a refund of a plain transfer would wait for one; the
	// customer can give it (POST /v1/checkout/{checkoutId}/refund-address).
	RefundAddressNeeded bool `json:"refundAddressNeeded"`
	// Quote is what the swap was quoted: the amount out it expects and, for
	// a fixed quote, until when the promise holds.
	Quote          *SwapQuote `json:"quote,omitempty"`
	Deadline       time.Time  `json:"deadline"`
	DeadlinePassed bool       `json:"deadlinePassed"`
	PayoutAsset    string     `json:"payoutAsset,omitempty"`
	// DepositDetected: a deposit bound the swap.
	DepositDetected bool `json:"depositDetected"`
	// BlocksLeft is how many blocks the deposit needs to be final, when the
	// engine knows (the scanner's view); absent otherwise.
	BlocksLeft *uint64         `json:"blocksLeft,omitempty"`
	Payout     *CheckoutPayout `json:"payout,omitempty"`
	// HoldCode and FailureCode are the swap's public codes (swap.HoldCode, swap.FailureCode).
	HoldCode    string `json:"holdCode,omitempty"`
	FailureCode string `json:"failureCode,omitempty"`
}

// CheckoutPayout is the payout as the customer sees it.
type CheckoutPayout struct {
	Asset       string `json:"asset,omitempty"`
	AmountUnits string `json:"amountUnits,omitempty"`
	// Amount is AmountUnits in display units, when the chains file knows
	// the asset's decimals.
	Amount string `json:"amount,omitempty"`
	// Transaction is the payout's transaction hash, when it was paid on chain.
	Transaction string `json:"transaction,omitempty"`
}

var txHashPattern = regexp.MustCompile(`^0x[0-9a-fA-F]{64}$`)

// checkoutState maps the engine's status to the customer's.
func checkoutState(s Swap) string {
	switch swap.Status(s.Status) {
	case swap.StatusWaiting:
		return CheckoutAwaitingPayment
	case swap.StatusDeposit:
		return CheckoutConfirming
	case swap.StatusExchange:
		return CheckoutExchanging
	case swap.StatusSending:
		return CheckoutPayingOut
	case swap.StatusSuccess:
		return CheckoutPaidOut
	case swap.StatusHeld:
		return CheckoutHeld
	case swap.StatusOverdue:
		return CheckoutOverdue
	case swap.StatusRefunding:
		return CheckoutRefunding
	case swap.StatusRefunded:
		return CheckoutRefunded
	case swap.StatusFailed:
		return CheckoutFailed
	case swap.StatusExpired:
		return CheckoutExpired
	}
	return CheckoutClosed
}

// checkoutStatus reads the swap a token addresses, as the customer sees it.
func (s *Server) checkoutStatus(ctx context.Context, r *http.Request, token string) (CheckoutStatus, error) {
	if !checkoutIDPattern.MatchString(token) {
		return CheckoutStatus{}, errNoCheckout
	}
	row, err := loadCheckout(ctx, s.cfg.DB, token)
	if errors.Is(err, errNoSwap) {
		return CheckoutStatus{}, errNoCheckout
	}
	if err != nil {
		return CheckoutStatus{}, err
	}
	resp, err := s.respond(r, row)
	if err != nil {
		return CheckoutStatus{}, err
	}
	sw, ins := resp.Swap, resp.Instructions
	out := CheckoutStatus{
		State: checkoutState(sw), ChainID: ins.ChainID, ChainName: chainName(s.cfg.Chains, ins.ChainID), Asset: ins.Asset, Amount: ins.Amount, AmountUnits: ins.AmountUnits,
		Vault: ins.Vault, Token: ins.Token, Function: ins.Function, Calldata: ins.Calldata, Value: ins.Value,
		Approve: ins.Approve, PaymentURI: ins.PaymentURI, DepositAddress: ins.DepositAddress, Deadline: ins.Deadline, DeadlinePassed: sw.DeadlinePassed,
		PayoutAsset: sw.PayoutAsset, DepositDetected: sw.Deposit != nil, HoldCode: sw.HoldCode, FailureCode: sw.FailureCode,
	}
	out.Quote = sw.Quote
	out.RefundAddressNeeded = ins.DepositAddress != nil && sw.RefundAddress == "" &&
		(!swap.Status(sw.Status).Terminal() || sw.HoldCode == string(swap.HoldRefundAddressNeeded))
	if d := sw.Deposit; d != nil && !d.Final && out.State == CheckoutConfirming {
		n, ok, err := blocksToFinality(ctx, s.cfg.DB, row.WorkflowID, d.Ref)
		if err != nil {
			// The count is a nicety: the page says "confirming" without it.
			s.cfg.Logger.Warn("checkout: blocks to finality unknown", "workflowId", row.WorkflowID, "error", err)
		} else if ok {
			out.BlocksLeft = &n
		}
	}
	if p := sw.Payout; p != nil && p.Result == string(swap.EffectSucceeded) {
		out.Payout = &CheckoutPayout{Asset: p.Asset, AmountUnits: p.AmountUnits}
		if d, ok := s.decimalsOf(p.Asset); ok && p.AmountUnits != "" {
			if units, ok := new(big.Int).SetString(p.AmountUnits, 10); ok {
				out.Payout.Amount = displayAmount(units, d)
			}
		}
		if txHashPattern.MatchString(p.Reference) {
			out.Payout.Transaction = p.Reference
		}
	}
	return out, nil
}

// decimalsOf finds an asset's decimals in the chains file: a chain's native
// coin or a token of that symbol.
func (s *Server) decimalsOf(symbol string) (int, bool) {
	if s.cfg.Chains == nil || symbol == "" {
		return 0, false
	}
	for _, c := range s.cfg.Chains.Chains {
		if a, ok := lookupAsset(c, symbol); ok {
			return a.decimals, true
		}
	}
	return 0, false
}

var errNoCheckout = fieldErr(http.StatusNotFound, CodeNotFound, "checkoutId", "no such checkout")

// checkoutHeaders are the public page's and its status's: nothing cached
// (the token is in the URL, the status changes), nothing framed or sniffed,
// no Referer carrying the token away, and only the page's own script and
// style (the QR code is an inline data: image).
func checkoutHeaders(h http.Header) {
	pageHeaders(h, "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
}

// pageHeaders are the headers of every page the API serves to a browser
// (the checkout's, the dashboard's): never cached, never sniffed, never
// framed, no referrer, and the page's content security policy.
func pageHeaders(h http.Header, csp string) {
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Content-Security-Policy", csp)
}

// checkoutJSON answers the page's status: no API key, the checkout
// headers, and refusals without internal detail. A failure is logged
// without the path: the token in it is what lets anyone read the swap.
func (s *Server) checkoutJSON(w http.ResponseWriter, r *http.Request) {
	checkoutHeaders(w.Header())
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.RequestTimeout)
	defer cancel()
	st, err := s.checkoutStatus(ctx, r.WithContext(ctx), r.PathValue("checkoutId"))
	s.checkoutAnswer(w, r, st, err, "checkout status failed", "the status cannot be read now; ask again")
}

// checkoutAnswer writes a public checkout answer: the status, a refusal as
// it is (they carry no internal detail), or any other failure as a fixed
// 503, logged without the path (the token in it lets anyone read the swap).
func (s *Server) checkoutAnswer(w http.ResponseWriter, r *http.Request, st CheckoutStatus, err error, logMsg, publicMsg string) {
	var ae *apiError
	if errors.As(err, &ae) {
		writeJSON(w, ae.status, ErrorResponse{ae.ErrorDetail})
		return
	}
	if err != nil {
		s.logger(r).Error(logMsg, "error", err)
		writeJSON(w, http.StatusServiceUnavailable, ErrorResponse{ErrorDetail{Code: CodeUnavailable, Message: publicMsg}})
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// checkoutRefundAddress takes the refund address the customer gives on the
// checkout page, for refunds of transfers to the swap's deposit address:
// only while the swap has none (the checkout link never replaces the
// merchant's address), and only for a swap with a deposit address (a
// contract deposit is refunded to its payer). It answers the new status.
func (s *Server) checkoutRefundAddress(w http.ResponseWriter, r *http.Request) {
	checkoutHeaders(w.Header())
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.RequestTimeout)
	defer cancel()
	r = r.WithContext(ctx)
	token := r.PathValue("checkoutId")
	st, err := s.checkoutStatus(ctx, r, token)
	switch {
	case err == nil && st.DepositAddress == nil:
		err = fieldErr(http.StatusConflict, CodeRefused, "refundAddress", "refundAddress: this swap has no deposit address; a refund goes to the account that paid")
	case err == nil && !st.RefundAddressNeeded:
		// Checked here as well as by the swap (onlyIfNone), for a swap
		// pinned to a build from before that rule.
		err = fieldErr(http.StatusConflict, CodeRefused, "refundAddress", "refundAddress: is already given, or the swap is finished: only the merchant can change it")
	}
	if err == nil {
		var row swapRow
		if row, err = loadCheckout(ctx, s.cfg.DB, token); err == nil {
			err = s.updateRefundAddress(w, r, row, true)
		}
		if isGone(err) {
			// errGone names the swap ID, which the page never shows.
			err = fieldErr(http.StatusConflict, CodeRefused, "refundAddress", "refundAddress: cannot change: the swap is finished")
		}
	}
	if err == nil {
		st, err = s.checkoutStatus(ctx, r, token)
	}
	s.checkoutAnswer(w, r, st, err, "checkout refund address failed", "the refund address cannot be saved now; try again")
}

// isGone: the swap's workflow is no longer kept (errGone).
func isGone(err error) bool {
	var ae *apiError
	return errors.As(err, &ae) && ae.status == http.StatusGone
}

// checkoutView is the page template's data.
type checkoutView struct {
	CheckoutStatus
	CheckoutID string
	QR         template.URL // a data: URI of the payment URI's QR code
	QRSize     int          // its width and height in pixels
	// AddressQR is the QR code of the deposit address's plain-transfer URI
	// (empty without a deposit address); AddressLink that URI as a link.
	AddressQR     template.URL
	AddressQRSize int
	AddressLink   template.URL
	// WalletLink is the payment URI as a link: html/template refuses the
	// ethereum: scheme in an href unless told it is safe, and it is: the API
	// wrote it from hex, digits and the chains file's vault address.
	WalletLink template.URL
	StateText  string
	Detail     string
	// QuoteText says what the swap's quote promises, in display units.
	QuoteText string
}

func (s *Server) checkoutPage(w http.ResponseWriter, r *http.Request) {
	checkoutHeaders(w.Header())
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.RequestTimeout)
	defer cancel()
	token := r.PathValue("checkoutId")
	st, err := s.checkoutStatus(ctx, r.WithContext(ctx), token)
	var ae *apiError
	if errors.As(err, &ae) {
		s.checkoutError(w, ae.status)
		return
	}
	if err != nil {
		s.cfg.Logger.Error("checkout page failed", "error", err)
		s.checkoutError(w, http.StatusServiceUnavailable)
		return
	}
	png, size, err := qrPNG(st.PaymentURI)
	if err != nil {
		s.cfg.Logger.Error("checkout page: QR code", "error", err)
		s.checkoutError(w, http.StatusServiceUnavailable)
		return
	}
	v := checkoutView{CheckoutStatus: st, CheckoutID: token, WalletLink: template.URL(st.PaymentURI), QRSize: size,
		QR: template.URL("data:image/png;base64," + base64.StdEncoding.EncodeToString(png))}
	if d := st.DepositAddress; d != nil {
		png, size, err := qrPNG(d.PaymentURI)
		if err != nil {
			s.cfg.Logger.Error("checkout page: QR code", "error", err)
			s.checkoutError(w, http.StatusServiceUnavailable)
			return
		}
		// Safe as a link for the same reason as WalletLink: written by the
		// API from hex, digits and the chains file's addresses.
		v.AddressQRSize = size
		v.AddressQR, v.AddressLink = template.URL("data:image/png;base64,"+base64.StdEncoding.EncodeToString(png)), template.URL(d.PaymentURI)
	}
	v.StateText, v.Detail = stateText(st)
	v.QuoteText = s.quoteText(st.Quote)
	var buf bytes.Buffer
	if err := checkoutPage.ExecuteTemplate(&buf, "page", v); err != nil {
		s.cfg.Logger.Error("checkout page: template", "error", err)
		s.checkoutError(w, http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(buf.Bytes())
}

// qrTarget is about the QR code's size in pixels on the page.
const qrTarget = 256

// qrPNG draws the QR code of s with whole pixels per module (a scale that
// is not whole makes modules of uneven width, which scanners misread), as
// near qrTarget as that allows. It returns the PNG and its width.
func qrPNG(s string) ([]byte, int, error) {
	q, err := qrcode.New(s, qrcode.Medium)
	if err != nil {
		return nil, 0, err
	}
	modules := len(q.Bitmap()) // with the quiet zone
	scale := max(1, qrTarget/modules)
	png, err := q.PNG(-scale)
	return png, modules * scale, err
}

// checkoutError is a page that says only that there is nothing to show.
func (s *Server) checkoutError(w http.ResponseWriter, status int) {
	msg := "This payment link is not valid."
	switch status {
	case http.StatusGone:
		msg = "This payment is closed."
	case http.StatusServiceUnavailable:
		msg = "This page cannot be shown right now. Reload it in a moment."
	}
	var buf bytes.Buffer
	_ = checkoutPage.ExecuteTemplate(&buf, "error", msg)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// stateText is the headline and detail of a state, as the page's script
// writes them too (checkout/checkout.js: keep the two in step).
func stateText(st CheckoutStatus) (string, string) {
	switch st.State {
	case CheckoutAwaitingPayment:
		return "Waiting for your payment", "Send exactly the amount below before the deadline."
	case CheckoutConfirming:
		if st.BlocksLeft != nil && *st.BlocksLeft > 0 {
			return "Payment detected: confirming", plural(*st.BlocksLeft, "block") + " left until it is final."
		}
		return "Payment detected: confirming", "Waiting for the payment to be final on the chain."
	case CheckoutExchanging:
		return "Payment confirmed: exchanging", "Your payment is final and being exchanged."
	case CheckoutPayingOut:
		return "Paying out", "The exchanged amount is on its way."
	case CheckoutPaidOut:
		return "Paid out", "The swap is complete."
	case CheckoutHeld:
		if st.HoldCode == string(swap.HoldRefundAddressNeeded) {
			return "Refund address needed", "Your payment is safe and will be refunded: give the address it should go to below."
		}
		return "Under review", "Your payment is safe and being reviewed (" + st.HoldCode + "); nothing is needed from you."
	case CheckoutOverdue:
		if st.DepositDetected {
			return "Payment arrived late", "It arrived after the deadline and will be refunded."
		}
		return "The deadline has passed", "Do not pay now: a payment sent now is refunded."
	case CheckoutRefunding:
		return "Refunding", "Your payment is being refunded."
	case CheckoutRefunded:
		return "Refunded", "Your payment was refunded" + codeSuffix(st.FailureCode) + "."
	case CheckoutFailed:
		return "Not completed", "The swap could not be completed" + codeSuffix(st.FailureCode) + "."
	case CheckoutExpired:
		return "Expired", "No payment arrived before the deadline."
	}
	return "Closed", "This payment is closed."
}

func codeSuffix(code string) string {
	if code == "" {
		return ""
	}
	return " (" + code + ")"
}

func plural(n uint64, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return big.NewInt(0).SetUint64(n).String() + " " + word + "s"
}

// checkoutAsset serves the page's script and style from the binary.
func checkoutAsset(name, contentType string) http.HandlerFunc {
	data, err := checkoutFiles.ReadFile("checkout/" + name)
	if err != nil {
		panic(err) // embedded at build time: cannot happen
	}
	return func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Type", contentType)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Cache-Control", "public, max-age=300")
		_, _ = w.Write(data)
	}
}

// checkoutURL is where the customer pays a swap: the API's public URL (or,
// without one, the address the request came to) and the swap's token.
func (s *Server) checkoutURL(r *http.Request, token string) string {
	base := strings.TrimRight(s.cfg.PublicURL, "/")
	if base == "" {
		scheme := "http"
		if r.TLS != nil {
			scheme = "https"
		}
		base = scheme + "://" + r.Host
	}
	return base + "/pay/" + token
}

// chainName is for the page: the chains file's name of a chain, if any.
func chainName(f *chainconf.File, id uint64) string {
	if f == nil {
		return ""
	}
	for _, c := range f.Chains {
		if c.ChainID == id {
			return c.Name
		}
	}
	return ""
}

// quoteText is the quote as the page says it: a fixed quote's amount and
// until when a payment earns it; a floating one's expected amount and the
// least it pays.
func (s *Server) quoteText(q *SwapQuote) string {
	if q == nil {
		return ""
	}
	show := func(units string) string {
		n, ok := new(big.Int).SetString(units, 10)
		if d, known := s.decimalsOf(q.PayoutAsset); ok && known {
			return displayAmount(n, d) + " " + q.PayoutAsset
		}
		return units + " units of " + q.PayoutAsset
	}
	if q.ExpiresAt != nil {
		return fmt.Sprintf("Quoted: you receive %s for a payment made by %s.", show(q.ExpectedOutUnits), q.ExpiresAt.Format("2006-01-02 15:04 UTC"))
	}
	return fmt.Sprintf("Quoted: you receive about %s at the exchange's price when your payment is final, at least %s.", show(q.ExpectedOutUnits), show(q.MinOutUnits))
}
