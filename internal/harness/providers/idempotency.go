package providers

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/swapengine/swapengine/receiver"
	"github.com/swapengine/swapengine/webhook"
)

// The money endpoints keep the receiver contract (docs/openapi/receivers.yaml) with the public
// package an adapter author imports, github.com/swapengine/swapengine/receiver, so the
// simulators passing `starter receiver-check` is also that package's conformance proof:
//
//   - receiver.Authenticate: Idempotency-Key syntax (400), then the Standard Webhooks signature
//     by this receiver's secret over the key, timestamp and body (401). Nothing is read,
//     claimed or recorded for a call it refuses.
//   - then the simulator parses and checks the body: a malformed request (400) or one the
//     receiver cannot act on (422, a refusal) is answered before the key is claimed, so it
//     leaves no trace and the same key works for a corrected request;
//   - receiver.Idempotent over receiver/pgstore: claim the key, decide, and store the answer
//     together with the effects row (pgstore's OnComplete) in one transaction; replay it for
//     the same key and body, 422 for another body, 409 while the first call runs.

// Header names and the key limit of the contract, as the public package has them.
const (
	HeaderIdempotencyKey     = receiver.HeaderIdempotencyKey
	HeaderIdempotentReplayed = receiver.HeaderIdempotentReplayed
	MaxKeyLength             = receiver.MaxKeyLength
)

// completeTimeout bounds the webhook receipt transaction, which runs detached from the request
// so a client hanging up cannot cut a recorded effect in half.
const completeTimeout = 10 * time.Second

// maxBodyBytes bounds request bodies; the real ones are a few hundred bytes.
const maxBodyBytes = 1 << 20

// moneyRequest is a validated request body of a money endpoint.
type moneyRequest interface {
	swap() string
}

type parsedKey struct{}

// serveIdempotent is the one request pipeline shared by the money endpoints. parse validates
// the body (errors name the field); check, when set, refuses a well-formed request the receiver
// cannot act on (a *refusal, answered before the key is claimed, so it leaves no trace); decide
// computes the response for a request that owns its key.
func serveIdempotent[R moneyRequest](
	s *Server,
	receiverName string,
	parse func(body []byte) (R, error),
	check func(ctx context.Context, req R) error,
	decide func(key string, req R) any,
) http.Handler {
	effect := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		req := ctx.Value(parsedKey{}).(R)
		key := r.Header.Get(receiver.HeaderIdempotencyKey)
		if err := sleepCtx(ctx, s.cfg.Latency); err != nil {
			// The client is gone and nothing was done: a non-final answer frees the key.
			writeError(w, http.StatusServiceUnavailable, "client gone, effect not performed")
			return
		}
		if hook := s.cfg.BeforeEffect; hook != nil {
			if err := hook(ctx, receiverName, key); err != nil {
				writeError(w, http.StatusServiceUnavailable, "effect not performed: "+err.Error())
				return
			}
		}
		body, err := marshal(decide(key, req))
		if err != nil {
			writeError(w, http.StatusInternalServerError, "encode response: "+err.Error())
			return
		}
		writeRaw(w, http.StatusOK, body, false)
	})
	idempotent := s.afterEffect(receiverName, s.idempotent[receiverName](effect))

	validate := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := webhook.ReadBody(w, r, maxBodyBytes)
		if err != nil {
			writeBadRequest(w, err)
			return
		}
		req, err := parse(body)
		if err != nil {
			writeBadRequest(w, err)
			return
		}
		log := s.log.With("receiver", receiverName, "idempotency_key", r.Header.Get(receiver.HeaderIdempotencyKey), "swap_id", req.swap())
		if check != nil {
			if err := check(r.Context(), req); err != nil {
				var ref *refusal
				if errors.As(err, &ref) {
					log.Warn("request refused", "reason", ref.msg)
					writeJSON(w, ref.status, errorBody{Error: ref.msg, Field: ref.field})
					return
				}
				log.Error("check request", "err", err)
				writeError(w, http.StatusInternalServerError, "check request: "+err.Error())
				return
			}
		}
		idempotent.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), parsedKey{}, req)))
	})
	return receiver.Authenticate(s.callers[receiverName])(validate)
}

// afterEffect runs Config.AfterEffect (and the lost-response fault) when the idempotency
// middleware answers a freshly stored 2xx: the effect and its answer are committed and the
// caller has not heard it yet. Replays and refusals do not fire it.
func (s *Server) afterEffect(receiverName string, next http.Handler) http.Handler {
	hook := s.cfg.AfterEffect
	if hook == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get(receiver.HeaderIdempotencyKey)
		next.ServeHTTP(&hookWriter{ResponseWriter: w, before: func(status int) {
			if status/100 == 2 && w.Header().Get(receiver.HeaderIdempotentReplayed) == "" {
				hook(receiverName, key)
			}
		}}, r)
	})
}

// hookWriter calls before once, with the status, before anything is sent.
type hookWriter struct {
	http.ResponseWriter
	before func(status int)
	fired  bool
}

func (h *hookWriter) WriteHeader(status int) {
	if !h.fired {
		h.fired = true
		h.before(status)
	}
	h.ResponseWriter.WriteHeader(status)
}

func (h *hookWriter) Write(p []byte) (int, error) {
	if !h.fired {
		h.WriteHeader(http.StatusOK)
	}
	return h.ResponseWriter.Write(p)
}

// recordEffect is pgstore's OnComplete: the effects row commits with the completed key.
func recordEffect(ctx context.Context, tx pgx.Tx, c receiver.Completion) error {
	if c.Response.Status/100 != 2 {
		return nil // a stored refusal is not an effect
	}
	var req struct {
		SwapID string `json:"swapId"`
	}
	if err := json.Unmarshal(c.Request, &req); err != nil {
		return fmt.Errorf("read swapId of the effect: %w", err)
	}
	if _, err := tx.Exec(ctx, `
		INSERT INTO effects (receiver, idem_key, swap_id, request, response)
		VALUES ($1, $2, $3, $4, $5)`,
		c.Scope, c.Key, req.SwapID, string(c.Request), string(c.Response.Body)); err != nil {
		return fmt.Errorf("insert effect: %w", err)
	}
	return nil
}

// PruneKeys deletes completed idempotency keys whose completion is older than olderThan and
// returns how many it deleted. In-progress keys are left alone (LockTimeout handles those).
//
// Retention changes the contract: a pruned key is forgotten, so a request that reuses it later is
// a NEW request and performs a new effect. Keep the window longer than any client's retry
// horizon; the effects ledger itself is never pruned.
func (s *Server) PruneKeys(ctx context.Context, olderThan time.Duration) (int64, error) {
	return s.keys.Prune(ctx, olderThan)
}

// deriveID names an effect after the key that caused it, so a replay returns the same ID.
func deriveID(prefix, receiver, key string) string {
	sum := sha256.Sum256([]byte(receiver + "\x00" + key))
	return prefix + hex.EncodeToString(sum[:])[:16]
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// refusal is a well-formed request the receiver will not act on (422), answered before the key
// is claimed. The same request is answered the same way every time.
type refusal struct {
	status int
	field  string
	msg    string
}

func (e *refusal) Error() string { return e.msg }

// fieldError is a 400 that names the offending request field.
type fieldError struct {
	field  string
	reason string
}

func (e *fieldError) Error() string { return e.field + ": " + e.reason }

func readBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBodyBytes))
	if err != nil {
		return nil, fmt.Errorf("read request body: %w", err)
	}
	return body, nil
}

// decodeStrict decodes one JSON object into v, refusing unknown fields: a money request whose
// fields the receiver does not understand must not be executed.
func decodeStrict(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("malformed JSON body: unexpected data after the object")
	}
	return nil
}

// jsonError turns an encoding/json error into a message, naming the field when there is one.
func jsonError(err error) error {
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &typeErr) && typeErr.Field != "":
		return &fieldError{field: typeErr.Field, reason: "must be a JSON " + jsonKind(typeErr.Type)}
	case errors.As(err, &typeErr):
		return errors.New("request body must be a JSON object")
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		return &fieldError{field: name, reason: "unknown field"}
	case errors.Is(err, io.EOF):
		return errors.New("malformed JSON body: empty")
	default:
		return fmt.Errorf("malformed JSON body: %w", err)
	}
}

// jsonKind names the JSON type a Go field expects.
func jsonKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Int, reflect.Int32, reflect.Int64, reflect.Uint64, reflect.Float64:
		return "number"
	case reflect.Bool:
		return "boolean"
	case reflect.Struct, reflect.Map:
		return "object"
	default:
		return t.Kind().String()
	}
}

func requireString(field, value string) error {
	if value == "" {
		return &fieldError{field: field, reason: "is required"}
	}
	return nil
}

// errorBody is every non-2xx JSON response.
type errorBody struct {
	Error string `json:"error"`
	Field string `json:"field,omitempty"`
}

func writeBadRequest(w http.ResponseWriter, err error) {
	var fe *fieldError
	if errors.As(err, &fe) {
		writeJSON(w, http.StatusBadRequest, errorBody{Error: fe.Error(), Field: fe.field})
		return
	}
	writeError(w, http.StatusBadRequest, err.Error())
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, errorBody{Error: msg})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := marshal(v)
	if err != nil {
		status, body = http.StatusInternalServerError, []byte(`{"error":"encode response"}`+"\n")
	}
	writeRaw(w, status, body, false)
}

func writeRaw(w http.ResponseWriter, status int, body []byte, replayed bool) {
	w.Header().Set("Content-Type", "application/json")
	if replayed {
		w.Header().Set(HeaderIdempotentReplayed, "true")
	}
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// marshal encodes v as JSON without HTML escaping, newline-terminated. Stored responses are
// these exact bytes.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
