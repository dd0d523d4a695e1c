// Package api is the swap API (docs/openapi/swaps.yaml): merchants create
// swaps with Temporal's Update-with-Start and get deposit instructions in
// the same call, read and list their swaps and set a swap's refund address.
// Requests are authenticated by API key (stored hashed in Postgres) and a
// merchant only ever sees its own swaps. Every refusal names the field or
// the reason, and nothing the validators refuse reaches Temporal.
package api

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"time"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
	"go.opentelemetry.io/otel/trace"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/price"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/internal/telemetry"
	"github.com/swapengine/swapengine/internal/webhookurl"
	"github.com/swapengine/swapengine/workflows"
)

// MaxBodyBytes bounds a request body; a create is well under 2 KiB.
const MaxBodyBytes = 16 << 10

// DefaultDeadline is a swap's deposit window when the request names none.
const DefaultDeadline = time.Hour

// Config is what the server needs.
type Config struct {
	DB       *pgxpool.Pool
	Temporal client.Client
	Chains   *chainconf.File
	// TaskQueue overrides the swaps' task queue (tests); "" = workflows.TaskQueue.
	TaskQueue string
	// WebhookAllowPrivate accepts webhook URLs on private addresses (local receivers).
	WebhookAllowPrivate bool
	// SecretBox seals the merchants' webhook secrets (store.SecretBoxFromEnv):
	// a redelivery signs with them. Nil: they are stored in plain text.
	SecretBox *store.SecretBox
	Logger    *slog.Logger
	// Now is the clock deadlines start from; nil = time.Now.
	Now func() time.Time
	// RequestTimeout bounds a request's wait for Temporal (a create waits
	// for the workflow to take the swap); past it the answer is a 503 and
	// the create can be repeated. 0 = DefaultRequestTimeout.
	RequestTimeout time.Duration
	// PublicURL is the base URL customers reach the API at (its checkout
	// pages); "" = the scheme and host each request came to.
	PublicURL string
	// DepositAddressWatch is how long the scanner keeps watching a swap's
	// deposit address after its deadline, so a late transfer is seen and
	// handled rather than lost. 0 = DefaultDepositAddressWatch.
	DepositAddressWatch time.Duration
	// Prices are each chain's price sources for POST /v1/quotes, by chain
	// ID (a chain without one quotes nothing).
	Prices map[uint64]price.Board
	// QuoteToleranceBps is how far a fill may fall from a quote's expected
	// amount, either side (its minimum and maximum). 0 = DefaultQuoteToleranceBps.
	QuoteToleranceBps int
	// RateLimits per API key and per client address; zero = DefaultRateLimits.
	RateLimits RateLimits
	// Metrics, when set, receives the API's RED series (requests and their
	// durations by route, method and status; see metrics in limits.go).
	Metrics prometheus.Registerer
	// Tracer, when set, makes each request a server span whose context the
	// request's Temporal calls carry (with the Temporal client's tracing
	// interceptor built on the same provider: the Update-with-Start and the
	// workflow become its children).
	Tracer trace.TracerProvider
}

// DefaultDepositAddressWatch is Config.DepositAddressWatch's default.
const DefaultDepositAddressWatch = store.DefaultDepositAddressWatch

// DefaultRequestTimeout is Config.RequestTimeout's default.
const DefaultRequestTimeout = 30 * time.Second

// Server serves the swap API.
type Server struct {
	cfg Config
	// keys and ips are the rate limits' buckets (limits.go).
	keys, ips *limiters
	// requests is the RED histogram (nil without Config.Metrics).
	requests *prometheus.HistogramVec
}

// New makes a server.
func New(cfg Config) *Server {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.RequestTimeout <= 0 {
		cfg.RequestTimeout = DefaultRequestTimeout
	}
	if cfg.DepositAddressWatch <= 0 {
		cfg.DepositAddressWatch = DefaultDepositAddressWatch
	}
	if cfg.RateLimits == (RateLimits{}) {
		cfg.RateLimits = DefaultRateLimits
	}
	rl := cfg.RateLimits
	s := &Server{cfg: cfg, keys: newLimiters(rl.PerKey, rl.KeyBurst), ips: newLimiters(rl.PerIP, rl.IPBurst)}
	if cfg.Metrics != nil {
		s.requests = prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "swapengine_api_request_duration_seconds", Help: "Swap API requests by route pattern, method and status, and how long each took.",
			Buckets: telemetry.SecondBuckets,
		}, []string{"route", "method", "status"})
		cfg.Metrics.MustRegister(s.requests)
	}
	return s
}

// CreateRequest is POST /v1/swaps' body. Amounts are integer base units.
type CreateRequest struct {
	SwapID         string `json:"swapId"`
	ChainID        uint64 `json:"chainId"`
	Asset          string `json:"asset"`
	AmountUnits    string `json:"amountUnits"`
	PayoutAsset    string `json:"payoutAsset,omitempty"`
	PayoutAddress  string `json:"payoutAddress"`
	RefundAddress  string `json:"refundAddress,omitempty"`
	MinRefundUnits string `json:"minRefundUnits,omitempty"`
	// DeadlineSeconds is the deposit window from the create, 1 to 2592000
	// (30 days); absent: one hour.
	DeadlineSeconds *int64 `json:"deadlineSeconds,omitempty"`
	WebhookURL      string `json:"webhookUrl,omitempty"`
	// QuoteID is a quote from POST /v1/quotes for this chain, asset, amount
	// and payout asset: the swap's payout is bounded by it.
	QuoteID string `json:"quoteId,omitempty"`
	// Metadata is the merchant's own: echoed in the swap's answers and on
	// every webhook, never read by the engine (metadata.go bounds it).
	Metadata map[string]string `json:"metadata,omitempty"`
}

// SwapResponse answers a create and a read: the swap and how to pay it.
type SwapResponse struct {
	Swap         Swap         `json:"swap"`
	Instructions Instructions `json:"depositInstructions"`
	// CheckoutURL is the swap's hosted checkout page, for the customer.
	CheckoutURL string `json:"checkoutUrl"`
}

// Swap is a swap as its merchant sees it (the workflow's status view,
// without operator-only detail).
type Swap struct {
	ID string `json:"id"`
	// WorkflowID is the engine's ID of the swap (WorkflowID): its Temporal
	// workflow, and the swap ID its deposits carry on-chain.
	WorkflowID      string    `json:"workflowId"`
	Status          string    `json:"status"`
	Revision        int64     `json:"revision"`
	ChainID         uint64    `json:"chainId"`
	Asset           string    `json:"asset"`
	AmountUnits     string    `json:"amountUnits"`
	PayoutAsset     string    `json:"payoutAsset,omitempty"`
	PayoutAddress   string    `json:"payoutAddress"`
	RefundAddress   string    `json:"refundAddress,omitempty"`
	DepositDeadline time.Time `json:"depositDeadline"`
	DeadlinePassed  bool      `json:"deadlinePassed"`
	Deposit         *Deposit  `json:"deposit,omitempty"`
	Payout          *Payout   `json:"payout,omitempty"`
	HoldCode        string    `json:"holdCode,omitempty"`
	FailureCode     string    `json:"failureCode,omitempty"`
	CreatedAt       time.Time `json:"createdAt"`
	// Quote is the quote the swap was created from, bounding its payout.
	Quote *SwapQuote `json:"quote,omitempty"`
	// Metadata is the merchant's own, as given at the create.
	Metadata map[string]string `json:"metadata,omitempty"`
}

// Deposit is the deposit that bound the swap.
type Deposit struct {
	Ref         string `json:"ref"`
	AmountUnits string `json:"amountUnits"`
	Final       bool   `json:"final"`
}

// Payout is what the exchange filled and the payout receiver's reference.
type Payout struct {
	AmountUnits string `json:"amountUnits,omitempty"`
	Asset       string `json:"asset,omitempty"`
	Reference   string `json:"reference,omitempty"`
	Result      string `json:"result"`
}

// ListItem is one swap in a list.
type ListItem struct {
	ID          string    `json:"id"`
	Status      string    `json:"status"`
	ChainID     uint64    `json:"chainId"`
	Asset       string    `json:"asset"`
	AmountUnits string    `json:"amountUnits"`
	CreatedAt   time.Time `json:"createdAt"`
}

// ListResponse is a page of swaps; NextCursor is absent on the last page.
type ListResponse struct {
	Items      []ListItem `json:"items"`
	NextCursor string     `json:"nextCursor,omitempty"`
}

// RefundAddressRequest is POST /v1/swaps/{id}/refund-address's body.
type RefundAddressRequest struct {
	RefundAddress string `json:"refundAddress"`
}

// ErrorResponse is every refusal's body: {"error": {code, field, message}}.
// The shape is Stripe's, kept on purpose and named for what it is (not RFC
// 9457's application/problem+json, whose members are type, title, status,
// detail and instance): merchants' integrations parse it already, and one
// object with a machine code, the field at fault and a sentence says all a
// refusal here has to say. The code is one of ErrorCodes.
type ErrorResponse struct {
	Error ErrorDetail `json:"error"`
}

// ErrorDetail names what was wrong.
type ErrorDetail struct {
	Code    ErrorCode `json:"code"`
	Field   string    `json:"field,omitempty"`
	Message string    `json:"message"`
}

// ErrorCode is a refusal's machine-readable reason: the enum of
// docs/openapi/swaps.yaml's Error schema (a test holds the two together).
type ErrorCode string

// The error codes.
const (
	CodeUnauthorized         ErrorCode = "unauthorized"
	CodeForbidden            ErrorCode = "forbidden"
	CodeMalformedJSON        ErrorCode = "malformed_json"
	CodeUnknownField         ErrorCode = "unknown_field"
	CodeDuplicateField       ErrorCode = "duplicate_field"
	CodeInvalidType          ErrorCode = "invalid_type"
	CodeInvalidField         ErrorCode = "invalid_field"
	CodeUnknownChain         ErrorCode = "unknown_chain"
	CodeBodyTooLarge         ErrorCode = "body_too_large"
	CodeUnsupportedMediaType ErrorCode = "unsupported_media_type"
	CodeNotFound             ErrorCode = "not_found"
	CodeMethodNotAllowed     ErrorCode = "method_not_allowed"
	CodeGone                 ErrorCode = "gone"
	CodeConflict             ErrorCode = "conflict"
	CodeRefused              ErrorCode = "refused"
	CodeNoPrice              ErrorCode = "no_price"
	CodeRateLimited          ErrorCode = "rate_limited"
	CodeUnavailable          ErrorCode = "unavailable"
)

// ErrorCodes are every code a refusal may carry.
var ErrorCodes = []ErrorCode{CodeUnauthorized, CodeForbidden, CodeMalformedJSON, CodeUnknownField, CodeDuplicateField, CodeInvalidType,
	CodeInvalidField, CodeUnknownChain, CodeBodyTooLarge, CodeUnsupportedMediaType, CodeNotFound, CodeMethodNotAllowed,
	CodeGone, CodeConflict, CodeRefused, CodeNoPrice, CodeRateLimited, CodeUnavailable}

// apiError is a refusal on its way to the client.
type apiError struct {
	status int
	ErrorDetail
}

func (e *apiError) Error() string { return e.Message }

func fieldErr(status int, code ErrorCode, field, format string, a ...any) *apiError {
	return &apiError{status, ErrorDetail{Code: code, Field: field, Message: fmt.Sprintf(format, a...)}}
}

// Handler routes the API.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/swaps", s.auth(s.create))
	mux.HandleFunc("POST /v1/quotes", s.auth(s.createQuote))
	mux.HandleFunc("GET /v1/swaps", s.auth(s.list))
	mux.HandleFunc("GET /v1/swaps/{id}", s.auth(s.get))
	mux.HandleFunc("POST /v1/swaps/{id}/refund-address", s.auth(s.setRefundAddress))
	mux.HandleFunc("POST /v1/swaps/{id}/cancel", s.auth(s.cancel))
	mux.HandleFunc("POST /v1/api-keys", s.auth(s.createKey))
	mux.HandleFunc("GET /v1/api-keys", s.auth(s.listKeys))
	mux.HandleFunc("DELETE /v1/api-keys/{keyId}", s.auth(s.revokeKey))
	mux.HandleFunc("GET /v1/webhook-endpoint", s.auth(s.getEndpoint))
	mux.HandleFunc("PUT /v1/webhook-endpoint", s.auth(s.setEndpoint))
	mux.HandleFunc("POST /v1/webhook-endpoint/rotate", s.auth(s.rotateSecret))
	mux.HandleFunc("POST /v1/webhook-endpoint/test", s.auth(s.sendTestEvent))
	mux.HandleFunc("GET /v1/events", s.auth(s.listEvents))
	mux.HandleFunc("GET /v1/events/{eventId}", s.auth(s.getEvent))
	mux.HandleFunc("POST /v1/events/{eventId}/redeliver", s.auth(s.redeliverEvent))
	// The customer's checkout page and its status: public, by token.
	mux.HandleFunc("GET /pay/{checkoutId}", s.perIP(s.checkoutPage))
	mux.HandleFunc("GET /v1/checkout/{checkoutId}", s.perIP(s.checkoutJSON))
	mux.HandleFunc("POST /v1/checkout/{checkoutId}/refund-address", s.perIP(s.checkoutRefundAddress))
	mux.HandleFunc("GET /pay/assets/checkout.js", checkoutAsset("checkout.js", "text/javascript; charset=utf-8"))
	mux.HandleFunc("GET /pay/assets/checkout.css", checkoutAsset("checkout.css", "text/css; charset=utf-8"))
	// For the orchestrator: alive (restart it if not) and able to serve
	// (take it out of rotation if not), as the worker's endpoints.
	s.dashboardRoutes(mux)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = io.WriteString(w, "ok\n")
	})
	mux.HandleFunc("GET /readyz", s.ready)
	route := func(r *http.Request) string {
		if _, pattern := mux.Handler(r); pattern != "" {
			return pattern
		}
		return "(no route)"
	}
	var h http.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h, pattern := mux.Handler(r)
		if pattern != "" {
			mux.ServeHTTP(w, r) // sets the path values
			return
		}
		// No route: the mux's own answer (404, or 405 with Allow), in the
		// API's refusal format.
		sw := &statusOnly{header: w.Header()}
		h.ServeHTTP(sw, r)
		msg := "no such route: " + r.Method + " " + r.URL.Path
		code := CodeNotFound
		if sw.status == http.StatusMethodNotAllowed {
			msg, code = r.Method+" is not allowed here (Allow: "+w.Header().Get("Allow")+")", CodeMethodNotAllowed
		}
		w.Header().Del("X-Content-Type-Options")
		writeJSON(w, sw.status, ErrorResponse{ErrorDetail{Code: code, Field: "path", Message: msg}})
	})
	if s.cfg.Tracer != nil {
		// Named by the route pattern: a checkout's token never names a span.
		// The public checkout routes are not traced at all: their path is
		// the token that reads the swap, and a span records the path.
		h = otelhttp.NewHandler(h, "swap-api", otelhttp.WithTracerProvider(s.cfg.Tracer),
			otelhttp.WithSpanNameFormatter(func(_ string, r *http.Request) string { return route(r) }),
			otelhttp.WithFilter(func(r *http.Request) bool {
				return !strings.HasPrefix(r.URL.Path, "/pay/") && !strings.HasPrefix(r.URL.Path, "/v1/checkout/")
			}))
	}
	return s.observe(h, route)
}

// perIP holds a public endpoint to the per-address rate.
func (s *Server) perIP(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if ok, wait := s.ips.allow(clientIP(r), time.Now()); !ok {
			checkoutHeaders(w.Header())
			rateLimited(w, wait, "address")
			return
		}
		h(w, r)
	}
}

// statusOnly keeps a handler's status and headers and drops its body.
type statusOnly struct {
	header http.Header
	status int
}

func (s *statusOnly) Header() http.Header         { return s.header }
func (s *statusOnly) Write(b []byte) (int, error) { return len(b), nil }
func (s *statusOnly) WriteHeader(code int)        { s.status = code }

type handler func(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error)

// auth resolves the merchant from the key and writes the handler's answer.
func (s *Server) auth(h handler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), s.cfg.RequestTimeout)
		defer cancel()
		r = r.WithContext(ctx)
		key := bearer(r.Header.Get("Authorization"))
		now := time.Now()
		who, err := callerOf(r.Context(), s.cfg.DB, key)
		merchant := who.merchant
		if err != nil {
			if errors.Is(err, ErrNoKey) || errors.Is(err, ErrUnknownKey) || errors.Is(err, ErrRevokedKey) {
				// Without a valid key a request spends its address's rate,
				// so that guessing keys is as slow as the public endpoints.
				if ok, wait := s.ips.allow(clientIP(r), now); !ok {
					rateLimited(w, wait, "address")
					return
				}
				w.Header().Set("WWW-Authenticate", `Bearer realm="swaps"`)
				writeJSON(w, http.StatusUnauthorized, ErrorResponse{ErrorDetail{Code: CodeUnauthorized, Field: "Authorization", Message: err.Error()}})
				return
			}
			s.fail(w, r, err)
			return
		}
		// A valid key's own rate. Buckets exist for valid keys only (made
		// up ones never get one), so their number is the number of keys.
		sum := sha256.Sum256([]byte(key))
		if ok, wait := s.keys.allow(hex.EncodeToString(sum[:16]), now); !ok {
			rateLimited(w, wait, "API key")
			return
		}
		if who.scope == ScopeRead && r.Method != http.MethodGet && r.Method != http.MethodHead {
			// A read-only key (a dashboard's) reads; it changes nothing.
			writeJSON(w, http.StatusForbidden, ErrorResponse{ErrorDetail{Code: CodeForbidden, Field: "Authorization",
				Message: "this API key is read-only: " + r.Method + " needs a key with scope write"}})
			return
		}
		r = r.WithContext(context.WithValue(r.Context(), callerCtxKey{}, who))
		status, body, err := h(w, r, merchant)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		writeJSON(w, status, body)
	}
}

func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	var ae *apiError
	if errors.As(err, &ae) {
		writeJSON(w, ae.status, ErrorResponse{ae.ErrorDetail})
		return
	}
	s.logger(r).Error("swap API request failed", "method", r.Method, "path", r.URL.Path, "error", err)
	writeJSON(w, http.StatusServiceUnavailable, ErrorResponse{ErrorDetail{Code: CodeUnavailable, Message: "the request could not be completed now; repeat it (creates are idempotent)"}})
}

func writeJSON(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(body)
}

// decode reads one JSON object into v: bounded, nothing after it, and
// strict about members: an unknown member, a member spelled in another case
// than the schema's ("SwapID") and a member given twice are refused naming
// it, where encoding/json would ignore the first, fold the case and take the
// last. (The encoding/json/v2 semantics, from go-json-experiment/json.)
func decode(w http.ResponseWriter, r *http.Request, v any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return fieldErr(http.StatusUnsupportedMediaType, CodeUnsupportedMediaType, "Content-Type", "must be application/json, got %q", ct)
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return fieldErr(http.StatusRequestEntityTooLarge, CodeBodyTooLarge, "body", "is larger than %d bytes", MaxBodyBytes)
	}
	if err != nil {
		return fieldErr(http.StatusBadRequest, CodeMalformedJSON, "body", "could not be read: %v", err)
	}
	if err := jsonv2.Unmarshal(body, v, jsonv2.RejectUnknownMembers(true)); err != nil {
		return jsonError(err)
	}
	return nil
}

// CancelRequest is the body of POST /v1/swaps/{id}/cancel: none, or {}.
type CancelRequest struct{}

// drainEmptyBody accepts no body, or an empty JSON object; anything else is
// refused as decode refuses it (an unknown member is named).
func drainEmptyBody(w http.ResponseWriter, r *http.Request) error {
	return decodeOptional(w, r, &CancelRequest{})
}

// decodeOptional is decode for a body that may be absent (v then keeps its
// zero value).
func decodeOptional(w http.ResponseWriter, r *http.Request, v any) error {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return fieldErr(http.StatusRequestEntityTooLarge, CodeBodyTooLarge, "body", "is larger than %d bytes", MaxBodyBytes)
	case err != nil:
		return fieldErr(http.StatusBadRequest, CodeMalformedJSON, "body", "could not be read: %v", err)
	case len(bytes.TrimSpace(body)) == 0:
		return nil
	}
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return fieldErr(http.StatusUnsupportedMediaType, CodeUnsupportedMediaType, "Content-Type", "must be application/json, got %q", ct)
	}
	if err := jsonv2.Unmarshal(body, v, jsonv2.RejectUnknownMembers(true)); err != nil {
		return jsonError(err)
	}
	return nil
}

// jsonError names the member a decode failed on.
func jsonError(err error) *apiError {
	var semErr *jsonv2.SemanticError
	var synErr *jsontext.SyntacticError
	switch {
	case errors.As(err, &synErr) && errors.Is(err, jsontext.ErrDuplicateName):
		name := synErr.JSONPointer.LastToken()
		return fieldErr(http.StatusBadRequest, CodeDuplicateField, name, "%s: is given more than once", name)
	case errors.As(err, &semErr) && errors.Is(err, jsonv2.ErrUnknownName):
		name := semErr.JSONPointer.LastToken()
		return fieldErr(http.StatusBadRequest, CodeUnknownField, name, "%s: is not a field of this request (member names are case-sensitive)", name)
	case errors.As(err, &semErr) && semErr.JSONPointer != "" && semErr.GoType != nil:
		name := semErr.JSONPointer.LastToken()
		return fieldErr(http.StatusBadRequest, CodeInvalidType, name, "%s: must be a JSON %s", name, jsonKind(semErr.GoType))
	case errors.As(err, &semErr) && semErr.JSONPointer == "":
		return fieldErr(http.StatusBadRequest, CodeMalformedJSON, "body", "must be a JSON object")
	case errors.As(err, &synErr) && strings.Contains(err.Error(), "after top-level value"):
		return fieldErr(http.StatusBadRequest, CodeMalformedJSON, "body", "holds more than one JSON value")
	}
	return fieldErr(http.StatusBadRequest, CodeMalformedJSON, "body", "is not valid JSON: %v", err)
}

func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Uint64, reflect.Int64, reflect.Int:
		return "non-negative integer"
	}
	return t.Kind().String()
}

// invalid turns a domain refusal into a 422 naming the field.
func invalid(err error) error {
	var fe *swap.FieldError
	if errors.As(err, &fe) {
		return fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, fe.Field, "%s", fe.Error())
	}
	return err
}

// prepared is a validated create: the workflow input and what the
// instructions need.
type prepared struct {
	input workflows.SwapInput
	chain chainconf.Chain
	asset asset
	units *big.Int
}

// validate checks a create by the swap's own start rules
// (swap.Terms.ValidateStart, which the workflow applies again) and the
// deposit window, and adds what the API needs: a chain of the chains file
// with a v2 vault, an asset it takes, a payout asset one of its chains
// names, an amount a uint256 holds, EVM addresses.
func (s *Server) validate(req CreateRequest, now time.Time) (prepared, error) {
	deadline := DefaultDeadline
	if d := req.DeadlineSeconds; d != nil {
		// Clamped before it becomes a Duration (which would overflow): the
		// swap's rule then names what is wrong with it.
		deadline = time.Duration(min(max(*d, -1), int64(swap.MaxDepositWindow/time.Second)+1)) * time.Second
		if err := swap.ValidateDepositWindow("deadlineSeconds", deadline); err != nil {
			return prepared{}, invalid(err)
		}
	}
	if err := validateMetadata(req.Metadata); err != nil {
		return prepared{}, err
	}
	in := workflows.SwapInput{
		Metadata: req.Metadata,
		Terms: swap.Terms{
			SwapID: req.SwapID, AmountUnits: req.AmountUnits, Asset: req.Asset, PayoutAsset: req.PayoutAsset,
			ChainID: req.ChainID, PayoutAddress: req.PayoutAddress, RefundAddress: req.RefundAddress, MinRefundUnits: req.MinRefundUnits,
		},
		WebhookURL:      req.WebhookURL,
		DepositDeadline: now.Add(deadline).UTC().Truncate(time.Second),
	}
	if err := in.Terms.ValidateStart(); err != nil {
		return prepared{}, invalid(err)
	}
	if in.WebhookURL != "" {
		if err := (webhookurl.Policy{AllowPrivate: s.cfg.WebhookAllowPrivate}).Check(in.WebhookURL); err != nil {
			return prepared{}, invalid(&swap.FieldError{Field: "webhookUrl", Reason: err.Error()})
		}
	}
	if _, err := SwapIDBytes(req.SwapID); err != nil {
		return prepared{}, err
	}
	units, _ := swap.ParseAmount("amountUnits", req.AmountUnits)
	if units.BitLen() > 256 {
		return prepared{}, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "amountUnits", "amountUnits: does not fit a uint256")
	}
	if req.MinRefundUnits != "" {
		if n, _ := swap.ParseAmount("minRefundUnits", req.MinRefundUnits); n.BitLen() > 256 {
			return prepared{}, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "minRefundUnits", "minRefundUnits: does not fit a uint256")
		}
	}
	if err := evmAddress("refundAddress", req.RefundAddress, false); err != nil {
		return prepared{}, err
	}
	if err := evmAddress("payoutAddress", req.PayoutAddress, true); err != nil {
		return prepared{}, err
	}
	c, ok := s.chain(req.ChainID)
	if !ok {
		return prepared{}, fieldErr(http.StatusUnprocessableEntity, CodeUnknownChain, "chainId", "chainId: %d is not a chain this API serves", req.ChainID)
	}
	if c.Vault.Version != "v2" {
		return prepared{}, fieldErr(http.StatusUnprocessableEntity, CodeUnknownChain, "chainId", "chainId: %d has a vault %s; the API gives instructions for vault v2 only", req.ChainID, cmp.Or(c.Vault.Version, "v1"))
	}
	a, ok := lookupAsset(c, req.Asset)
	if !ok {
		return prepared{}, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "asset", "asset: chain %d takes %s, not %q", req.ChainID, assetNames(c), swap.Truncate(req.Asset, 40))
	}
	// A payout asset is one the chains file names on some chain (paid on
	// chain by a worker's payer, or over -payout-url): not any word.
	if req.PayoutAsset != "" && !s.namesAsset(req.PayoutAsset) {
		return prepared{}, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "payoutAsset", "payoutAsset: %q is no asset of the chains this API serves", swap.Truncate(req.PayoutAsset, 40))
	}
	return prepared{input: in, chain: c, asset: a, units: units}, nil
}

// SwapIDBytes is the swap ID as the vault takes it; an ID that has none is
// refused naming swapId.
func SwapIDBytes(id string) ([32]byte, error) {
	b, err := swapIDToBytes32(id)
	if err != nil {
		return b, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "swapId", "swapId: %v", err)
	}
	return b, nil
}

// evmAddress checks a 0x address: 20 bytes of hex, and the EIP-55 checksum
// when it is in mixed case. loose lets a non-0x value through (a payout may
// go to another chain's address format).
func evmAddress(field, v string, loose bool) error {
	if v == "" || (loose && !strings.HasPrefix(v, "0x") && !strings.HasPrefix(v, "0X")) {
		return nil
	}
	if !common.IsHexAddress(v) || !strings.HasPrefix(v, "0x") {
		return fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, field, "%s: must be a 0x-prefixed 20-byte hex address", field)
	}
	hex := v[2:]
	if hex != strings.ToLower(hex) && hex != strings.ToUpper(hex) && common.HexToAddress(v).Hex() != v {
		return fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, field, "%s: fails its EIP-55 checksum", field)
	}
	return nil
}

// recipientRefused refuses, as where the money of swap swapID on chain c
// goes (field), an address that would keep or bounce it: the engine's own
// contracts on c (the vault, its executor…: chainconf.Chain.EngineContract)
// and a swap's deposit address — this swap's own, or one the scanner
// watches or watched for another — which would take the payment as a
// deposit. The merchant or customer hears it now rather than a person
// meeting an item later; the worker refuses the same before it signs
// (activities). addr is already checked as an address, if it is one.
func (s *Server) recipientRefused(ctx context.Context, c chainconf.Chain, swapID, field, addr string) error {
	if !common.IsHexAddress(addr) {
		return nil // empty, or a payout to another chain's address format
	}
	a := common.HexToAddress(addr)
	if own := c.EngineContract(a); own != "" {
		return fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, field, "%s: is %s on chain %d, which would keep what it is paid; give the customer's own address", field, own, c.ChainID)
	}
	if mine, _, ok, _ := c.DepositAddressOf(swapID); ok && mine == a {
		return fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, field, "%s: is this swap's own deposit address; give the customer's own address", field)
	}
	if _, found, err := (&store.Scans{DB: s.cfg.DB}).DepositAddressOwner(ctx, c.ChainID, a); err != nil {
		return err
	} else if found {
		return fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, field, "%s: is a swap's deposit address, which would take the money as a deposit to that swap; give the customer's own address", field)
	}
	return nil
}

// namesAsset reports whether a chain of the chains file names asset: its
// native coin or one of its tokens.
func (s *Server) namesAsset(asset string) bool {
	if s.cfg.Chains == nil {
		return false
	}
	for _, c := range s.cfg.Chains.Chains {
		if nativeAsset(c) == asset || slices.ContainsFunc(c.Tokens, func(t chainconf.Token) bool { return t.Symbol == asset }) {
			return true
		}
	}
	return false
}

func (s *Server) chain(id uint64) (chainconf.Chain, bool) {
	if s.cfg.Chains == nil {
		return chainconf.Chain{}, false
	}
	for _, c := range s.cfg.Chains.Chains {
		if c.ChainID == id {
			return c, true
		}
	}
	return chainconf.Chain{}, false
}

// watchDepositAddress registers the swap's deposit address with the
// scanner, when its chain has one, until the deadline (or now, without
// one) plus the watching window.
func (s *Server) watchDepositAddress(ctx context.Context, swapID string, chainID uint64, deadline time.Time) error {
	c, ok := s.chain(chainID)
	if !ok {
		return nil
	}
	addr, factory, ok, err := c.DepositAddressOf(swapID)
	if err != nil || !ok {
		return err
	}
	return (&store.Scans{DB: s.cfg.DB}).RegisterDepositAddress(ctx, store.DepositAddress{ChainID: chainID, Address: addr,
		Factory: factory, SwapID: swapID, WatchUntil: store.WatchUntil(deadline, s.cfg.Now(), s.cfg.DepositAddressWatch)})
}

// differingField names the first field in which two creates differ.
func differingField(a, b CreateRequest) string {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := range va.NumField() {
		fa, fb := va.Field(i), vb.Field(i)
		if fa.Kind() == reflect.Pointer && !fa.IsNil() && !fb.IsNil() {
			fa, fb = fa.Elem(), fb.Elem() // a pointer field (deadlineSeconds) compares by value
		}
		var differs bool
		if fa.Kind() == reflect.Map {
			// Maps are not comparable: by content, absent the same as empty.
			differs = (fa.Len() != 0 || fb.Len() != 0) && !reflect.DeepEqual(fa.Interface(), fb.Interface())
		} else {
			differs = !fa.Equal(fb)
		}
		if differs {
			name, _, _ := strings.Cut(va.Type().Field(i).Tag.Get("json"), ",")
			return name
		}
	}
	return ""
}

func (s *Server) create(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	var req CreateRequest
	if err := decode(w, r, &req); err != nil {
		return 0, nil, err
	}
	now := s.cfg.Now()
	p, err := s.validate(req, now)
	if err != nil {
		return 0, nil, err
	}
	if err := s.reaches(r, req.ChainID); err != nil {
		return 0, nil, err
	}
	if req.QuoteID != "" {
		// A repeat of a create whose swap exists takes its quote even
		// after it expired: the swap was created in time.
		_, err := s.merchantSwap(r.Context(), merchant, req.SwapID)
		exists := err == nil
		if p.input.Terms.Quote, err = s.termsQuote(r.Context(), merchant, req, now, exists); err != nil {
			return 0, nil, err
		}
		if err := p.input.Terms.ValidateStart(); err != nil {
			return 0, nil, invalid(err)
		}
	}
	if req.DeadlineSeconds == nil {
		// Recorded as meant: a repeat that spells the default out is the same create.
		d := int64(DefaultDeadline / time.Second)
		req.DeadlineSeconds = &d
	}
	// Only the merchant's ID goes to the workflow: its webhook URL and
	// secrets are read by the webhook activity at each delivery.
	p.input.MerchantID = merchant
	// The swap ID is the merchant's own; the engine's is derived from both.
	p.input.Terms.SwapID, p.input.MerchantSwapID = WorkflowID(merchant, req.SwapID), req.SwapID
	for _, f := range [...]struct{ field, addr string }{{"payoutAddress", req.PayoutAddress}, {"refundAddress", req.RefundAddress}} {
		if err := s.recipientRefused(r.Context(), p.chain, p.input.Terms.SwapID, f.field, f.addr); err != nil {
			return 0, nil, err
		}
	}
	input, err := json.Marshal(p.input)
	if err != nil {
		return 0, nil, err
	}
	row, created, err := claimSwap(r.Context(), s.cfg.DB, merchant, p.input.Terms.SwapID, req, input)
	if err != nil {
		return 0, nil, err
	}
	if !created {
		if f := differingField(row.Request, req); f != "" {
			return 0, nil, fieldErr(http.StatusConflict, CodeConflict, f, "%s: swap %s was created with another %s; a repeated create must repeat the request", f, req.SwapID, f)
		}
	}
	// The deposit address is watched before anyone can learn it (from this
	// answer): a transfer to it is never in a block the scanner passed
	// without looking. A repeated create registers it again, harmlessly.
	if err := s.watchDepositAddress(r.Context(), row.WorkflowID, req.ChainID, p.input.DepositDeadline); err != nil {
		return 0, nil, err
	}
	resp, err := s.respond(r, row)
	if err != nil {
		return 0, nil, err
	}
	if created {
		s.cfg.Logger.Info("swap created", "swapId", row.Request.SwapID, "merchantId", merchant, "workflowId", row.WorkflowID)
		return http.StatusCreated, resp, nil
	}
	return http.StatusOK, resp, nil
}

func (s *Server) get(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	row, err := s.merchantSwap(r.Context(), merchant, r.PathValue("id"))
	if err != nil {
		return 0, nil, err
	}
	resp, err := s.respond(r, row)
	return http.StatusOK, resp, err
}

func (s *Server) merchantSwap(ctx context.Context, merchant, id string) (swapRow, error) {
	if swap.ValidateSwapID("id", id) != nil {
		// No swap can have it (a NUL byte, a space, non-ASCII): not found,
		// without asking the database, which refuses some such bytes.
		return swapRow{}, fieldErr(http.StatusNotFound, CodeNotFound, "id", "no swap %q", swap.Truncate(strings.ToValidUTF8(id, "?"), swap.MaxIDLen))
	}
	row, err := merchantSwap(ctx, s.cfg.DB, merchant, id)
	if errors.Is(err, errNoSwap) {
		return row, fieldErr(http.StatusNotFound, CodeNotFound, "id", "no swap %q", swap.Truncate(id, swap.MaxIDLen))
	}
	return row, err
}

// respond is the swap's answer: its status view from the workflow, its
// instructions from the recorded request and its checkout page.
func (s *Server) respond(r *http.Request, row swapRow) (SwapResponse, error) {
	ctx := r.Context()
	var in workflows.SwapInput
	if err := json.Unmarshal(row.Input, &in); err != nil {
		return SwapResponse{}, fmt.Errorf("recorded input of swap %s: %w", row.WorkflowID, err)
	}
	v, err := s.view(ctx, in, !row.Started)
	if err != nil {
		return SwapResponse{}, err
	}
	if !row.Started {
		if err := markStarted(ctx, s.cfg.DB, row.WorkflowID); err != nil {
			return SwapResponse{}, err
		}
	}
	c, ok := s.chain(row.Request.ChainID)
	if !ok {
		return SwapResponse{}, fmt.Errorf("swap %s: chain %d is no longer in the chains file", row.WorkflowID, row.Request.ChainID)
	}
	a, ok := lookupAsset(c, row.Request.Asset)
	if !ok {
		return SwapResponse{}, fmt.Errorf("swap %s: chain %d no longer takes %s", row.WorkflowID, c.ChainID, row.Request.Asset)
	}
	units, _ := new(big.Int).SetString(row.Request.AmountUnits, 10)
	ins, err := buildInstructions(c, row.WorkflowID, a, units, in.DepositDeadline)
	if err != nil {
		return SwapResponse{}, err
	}
	sw := publicSwap(v, row.CreatedAt)
	sw.ID, sw.WorkflowID = row.Request.SwapID, row.WorkflowID
	sw.Metadata = in.Metadata
	return SwapResponse{Swap: sw, Instructions: ins, CheckoutURL: s.checkoutURL(r, row.CheckoutID)}, nil
}

// view asks the swap's workflow for its status view. With start (until the
// workflow is known to exist) the swap is started by Update-with-Start from
// the recorded input — the first create, a repeat after a failed start, a
// concurrent duplicate: whichever reaches Temporal first starts it, and all
// of them start the same input — and the created update answers. Otherwise
// the status query answers.
func (s *Server) view(ctx context.Context, in workflows.SwapInput, start bool) (workflows.StatusView, error) {
	var v workflows.StatusView
	id := in.Terms.SwapID
	if start {
		opts := swapclient.StartOptions(id)
		if s.cfg.TaskQueue != "" {
			opts.TaskQueue = s.cfg.TaskQueue
		}
		opts.StaticSummary, opts.StaticDetails = workflows.StartSummary(in)
		op := s.cfg.Temporal.NewWithStartWorkflowOperation(opts, workflows.SwapWorkflow, in)
		h, err := s.cfg.Temporal.UpdateWithStartWorkflow(ctx, client.UpdateWithStartWorkflowOptions{
			StartWorkflowOperation: op,
			UpdateOptions: client.UpdateWorkflowOptions{
				UpdateID: "created-" + uuid.NewString(), WorkflowID: id, UpdateName: workflows.UpdateCreated,
				WaitForStage: client.WorkflowUpdateStageCompleted,
			},
		})
		if err == nil {
			err = h.Get(ctx, &v)
		}
		var started *serviceerror.WorkflowExecutionAlreadyStarted
		if err == nil || !errors.As(err, &started) {
			if err != nil {
				return v, fmt.Errorf("update-with-start swap %s: %w", id, err)
			}
			return v, nil
		}
	}
	// Reads are queries, never updates: an update writes history, and a
	// merchant polling a swap must not grow it. A query that arrives before
	// the swap's first workflow task completed (a concurrent duplicate
	// create) is refused for now and asked again.
	for {
		v, err := swapclient.Status(ctx, s.cfg.Temporal, id)
		var notReady *serviceerror.WorkflowNotReady
		switch {
		case err == nil:
			return v, nil
		case errors.As(err, &notReady) && ctx.Err() == nil:
			time.Sleep(50 * time.Millisecond)
			continue
		case s.gone(ctx, err, id):
			return v, errGone(cmp.Or(in.MerchantSwapID, id))
		}
		return v, err
	}
}

// gone: the swap's workflow no longer exists (it closed longer ago than
// the namespace's retention), which Describe confirms. The API never starts
// it again.
func (s *Server) gone(ctx context.Context, err error, id string) bool {
	var nf *serviceerror.NotFound
	if !errors.As(err, &nf) {
		return false
	}
	_, err = s.cfg.Temporal.DescribeWorkflowExecution(ctx, id, "")
	if !errors.As(err, &nf) {
		return false
	}
	// The list shows it archived from now on (its status is read from
	// Postgres, and no event will come any more).
	if _, err := s.cfg.DB.Exec(ctx, `UPDATE api_swaps SET status = 'archived', status_revision = 9223372036854775807
		WHERE swap_id = $1 AND started_at IS NOT NULL`, id); err != nil {
		s.cfg.Logger.Warn("a swap gone from Temporal is not marked archived for the list", "swapId", id, "error", err)
	}
	return true
}

func errGone(id string) error {
	return fieldErr(http.StatusGone, CodeGone, "id", "swap %s is closed and Temporal no longer keeps its history", id)
}

// closed: the update found the swap's workflow finished.
func closed(err error) bool {
	return err != nil && strings.Contains(err.Error(), "workflow execution already completed")
}

// publicSwap is the merchant's view of a status view: no operator detail
// (hold reasons, ledger, effects' internal text).
func publicSwap(v workflows.StatusView, created time.Time) Swap {
	out := Swap{
		ID: v.SwapID, Status: string(v.Status), Revision: v.Revision, ChainID: v.Terms.ChainID,
		Asset: v.Terms.Asset, AmountUnits: v.Terms.AmountUnits, PayoutAsset: v.Terms.PayoutAsset,
		PayoutAddress: v.Terms.PayoutAddress, RefundAddress: v.Terms.RefundAddress,
		DepositDeadline: v.DepositDeadline.UTC(), DeadlinePassed: v.DeadlinePassed,
		HoldCode: string(v.HoldCode), FailureCode: v.FailureCode, CreatedAt: created.UTC(),
	}
	if d := v.Deposit; d != nil {
		out.Deposit = &Deposit{Ref: d.Ref, AmountUnits: d.AmountUnits, Final: d.Final}
	}
	out.Quote = workflows.PublicQuote(v.Terms.Quote)
	for _, e := range v.Effects {
		if e.Kind == swap.ActionSendPayout {
			out.Payout = &Payout{Result: string(e.Result)}
			if e.Result == swap.EffectSucceeded {
				out.Payout.Reference = e.Detail
			}
		}
	}
	if v.Fill != nil && out.Payout != nil {
		// What was paid: a fixed quote's promise or a capped pay-fill, not the fill.
		out.Payout.AmountUnits, out.Payout.Asset = v.Fill.PaidUnits(), v.Fill.Asset
	}
	return out
}

// ready answers 200 when Postgres and Temporal both answer within 3 s, and
// 503 naming the one that does not; the cause goes to the log only (it may
// name a host).
func (s *Server) ready(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
	defer cancel()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	if err := s.cfg.DB.Ping(ctx); err != nil {
		s.cfg.Logger.Warn("api: not ready: postgres", "err", err)
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = io.WriteString(w, "not ready: postgres does not answer\n")
		return
	}
	if _, err := s.cfg.Temporal.CheckHealth(ctx, &client.CheckHealthRequest{}); err != nil {
		s.cfg.Logger.Warn("api: not ready: temporal", "err", err)
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = io.WriteString(w, "not ready: temporal does not answer\n")
		return
	}
	_, _ = io.WriteString(w, "ready\n")
}
