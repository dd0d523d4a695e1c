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
)

// The idempotency contract of the money endpoints, modelled on Stripe's idempotency keys and the
// IETF Idempotency-Key header draft:
//
//   - Every request carries an Idempotency-Key header (1..MaxKeyLength bytes). The key names one
//     logical effect; the request body is fingerprinted (sha256 of its canonical JSON).
//   - Phase 1, one transaction: claim the key (in_progress). If it already exists: another body
//     → 422; completed → the stored status and body, byte for byte, with Idempotent-Replayed;
//     in_progress and fresh → 409 with Retry-After; in_progress but older than LockTimeout →
//     its owner is presumed dead and this request takes the key over.
//   - Phase 2: decide the result. Deciding is pure and performed effects are derived from
//     (receiver, key) alone, so a replay and the original are indistinguishable.
//   - Phase 3, one transaction: mark the key completed with the response AND append the effects
//     row. The update only matches while this request still owns the claim, so a request whose
//     key was taken over while it was slow records nothing.
//
// Requests that fail validation (400) are answered before phase 1 and leave no trace, so the
// same key can be used again with a corrected body.

// Header names of the contract.
const (
	HeaderIdempotencyKey     = "Idempotency-Key"
	HeaderIdempotentReplayed = "Idempotent-Replayed"
)

// MaxKeyLength bounds Idempotency-Key, in bytes (Stripe's limit).
const MaxKeyLength = 255

// maxBodyBytes bounds request bodies; the real ones are a few hundred bytes.
const maxBodyBytes = 1 << 20

// completeTimeout bounds phase 3, which runs detached from the request so a client hanging up
// cannot cut a recorded effect in half.
const completeTimeout = 10 * time.Second

// moneyRequest is a validated request body of a money endpoint. Its JSON encoding is canonical:
// fixed field order, exactly the fields that define the operation.
type moneyRequest interface {
	swap() string
}

// serveIdempotent is the one request pipeline shared by the money endpoints. parse validates
// the body (errors name the field); check, when set, refuses a well-formed request the receiver
// cannot act on (a *refusal, answered before the key is claimed, so it leaves no trace); decide
// computes the response for a request that owns its key.
func serveIdempotent[R moneyRequest](
	s *Server,
	receiver string,
	parse func(body []byte) (R, error),
	check func(ctx context.Context, req R) error,
	decide func(key string, req R) any,
) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get(HeaderIdempotencyKey)
		switch {
		case key == "":
			writeError(w, http.StatusBadRequest, "missing Idempotency-Key header")
			return
		case len(key) > MaxKeyLength:
			writeError(w, http.StatusBadRequest,
				fmt.Sprintf("Idempotency-Key is %d bytes long; the limit is %d", len(key), MaxKeyLength))
			return
		}
		body, err := readBody(w, r)
		if err != nil {
			writeBadRequest(w, err)
			return
		}
		if err := s.authenticate(receiver, key, body, r.Header); err != nil {
			// Before anything is parsed or claimed: an unsigned or forged
			// call leaves no trace and learns nothing about the key.
			s.log.Warn("receiver call refused", "receiver", receiver, "err", err)
			writeJSON(w, http.StatusUnauthorized, errorBody{Error: err.Error(), Field: err.field})
			return
		}
		req, err := parse(body)
		if err != nil {
			writeBadRequest(w, err)
			return
		}
		canonical, err := marshal(req)
		if err != nil {
			writeError(w, http.StatusInternalServerError, "encode request: "+err.Error())
			return
		}
		log := s.log.With("receiver", receiver, "idempotency_key", key, "swap_id", req.swap())

		ctx := r.Context()
		if check != nil {
			if err := check(ctx, req); err != nil {
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
		c, err := s.claim(ctx, receiver, key, fingerprint(canonical))
		if err != nil {
			log.Error("claim idempotency key", "err", err)
			writeError(w, http.StatusInternalServerError, "claim idempotency key: "+err.Error())
			return
		}
		switch c.outcome {
		case claimMismatch:
			log.Warn("idempotency key reused with different parameters")
			writeError(w, http.StatusUnprocessableEntity,
				fmt.Sprintf("Idempotency-Key %q was already used with different parameters", key))
			return
		case claimBusy:
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusConflict,
				fmt.Sprintf("a request with Idempotency-Key %q is already in progress", key))
			return
		case claimReplay:
			log.Info("replayed stored response", "status", c.status)
			writeRaw(w, c.status, c.body, true)
			return
		}
		if c.takenOver {
			log.Warn("took over abandoned idempotency key")
		}

		if err := sleepCtx(ctx, s.cfg.Latency); err != nil {
			// The client is gone and nothing was done: free the key for its retry.
			s.release(receiver, key, c.token)
			return
		}
		if hook := s.cfg.BeforeEffect; hook != nil {
			if err := hook(ctx, receiver, key); err != nil {
				s.release(receiver, key, c.token)
				writeError(w, http.StatusServiceUnavailable, "effect not performed: "+err.Error())
				return
			}
		}
		status := http.StatusOK
		respBody, err := marshal(decide(key, req))
		if err != nil {
			s.release(receiver, key, c.token)
			writeError(w, http.StatusInternalServerError, "encode response: "+err.Error())
			return
		}

		err = s.complete(receiver, key, c.token, req.swap(), canonical, status, respBody)
		switch {
		case errors.Is(err, errClaimLost):
			log.Warn("idempotency key was taken over while this request was running; effect not recorded")
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusConflict,
				fmt.Sprintf("a request with Idempotency-Key %q is already in progress", key))
			return
		case err != nil:
			log.Error("record effect", "err", err)
			s.release(receiver, key, c.token)
			writeError(w, http.StatusInternalServerError, "record effect: "+err.Error())
			return
		}
		log.Info("effect recorded", "status", status)

		if s.cfg.AfterEffect != nil {
			s.cfg.AfterEffect(receiver, key)
		}
		writeRaw(w, status, respBody, false)
	})
}

type claimOutcome int

const (
	claimOwned    claimOutcome = iota // this request owns the key and performs the effect
	claimMismatch                     // the key was used with another request body
	claimBusy                         // another live request owns the key
	claimReplay                       // the key completed; status and body are stored
)

type claimResult struct {
	outcome   claimOutcome
	token     time.Time // locked_at written by this claim: proves ownership in phase 3
	takenOver bool
	status    int
	body      []byte
}

// claim is phase 1: claim the key or report why not, in one transaction.
func (s *Server) claim(ctx context.Context, receiver, key, fp string) (claimResult, error) {
	var res claimResult
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// clock_timestamp, not now(): the token must differ between successive owners.
		err := tx.QueryRow(ctx, `
			INSERT INTO idempotency_keys (receiver, idem_key, request_fingerprint, state, locked_at)
			VALUES ($1, $2, $3, 'in_progress', clock_timestamp())
			ON CONFLICT (receiver, idem_key) DO NOTHING
			RETURNING locked_at`,
			receiver, key, fp).Scan(&res.token)
		if err == nil {
			res.outcome = claimOwned
			return nil
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("insert key: %w", err)
		}

		var (
			storedFP, state string
			status          *int32
			fresh           bool
		)
		err = tx.QueryRow(ctx, `
			SELECT request_fingerprint, state, response_status, response_body,
			       locked_at > clock_timestamp() - $3::bigint * interval '1 microsecond'
			FROM idempotency_keys
			WHERE receiver = $1 AND idem_key = $2
			FOR UPDATE`,
			receiver, key, s.cfg.LockTimeout.Microseconds()).Scan(&storedFP, &state, &status, &res.body, &fresh)
		if errors.Is(err, pgx.ErrNoRows) {
			// Pruned or released between the two statements: let the client retry.
			res.outcome = claimBusy
			return nil
		}
		if err != nil {
			return fmt.Errorf("read key: %w", err)
		}
		switch {
		case storedFP != fp:
			res.outcome = claimMismatch
		case state == "completed":
			res.outcome = claimReplay
			res.status = int(*status)
		case fresh:
			res.outcome = claimBusy
		default:
			// The owner has held the key longer than LockTimeout without finishing: presume
			// it dead. Its phase 3 will no longer match the token, so at most one of us records.
			res.outcome, res.takenOver = claimOwned, true
			if err := tx.QueryRow(ctx, `
				UPDATE idempotency_keys SET locked_at = clock_timestamp()
				WHERE receiver = $1 AND idem_key = $2
				RETURNING locked_at`,
				receiver, key).Scan(&res.token); err != nil {
				return fmt.Errorf("take over key: %w", err)
			}
		}
		return nil
	})
	return res, err
}

var errClaimLost = errors.New("idempotency key no longer owned by this request")

// complete is phase 3: in one transaction, mark the key completed with the response and append
// the effect, or do neither if the claim was lost.
func (s *Server) complete(receiver, key string, token time.Time, swapID string, request []byte, status int, response []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), completeTimeout)
	defer cancel()
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `
			UPDATE idempotency_keys
			SET state = 'completed', response_status = $4, response_body = $5, completed_at = now()
			WHERE receiver = $1 AND idem_key = $2 AND state = 'in_progress' AND locked_at = $3`,
			receiver, key, token, status, response)
		if err != nil {
			return fmt.Errorf("complete key: %w", err)
		}
		if tag.RowsAffected() != 1 {
			return errClaimLost
		}
		if _, err := tx.Exec(ctx, `
			INSERT INTO effects (receiver, idem_key, swap_id, request, response)
			VALUES ($1, $2, $3, $4, $5)`,
			receiver, key, swapID, string(request), string(response)); err != nil {
			return fmt.Errorf("insert effect: %w", err)
		}
		return nil
	})
}

// release deletes a claim that performed nothing, so a retry need not wait for LockTimeout.
// Best effort: if it fails, the claim goes stale and is taken over.
func (s *Server) release(receiver, key string, token time.Time) {
	ctx, cancel := context.WithTimeout(context.Background(), completeTimeout)
	defer cancel()
	if _, err := s.pool.Exec(ctx, `
		DELETE FROM idempotency_keys
		WHERE receiver = $1 AND idem_key = $2 AND state = 'in_progress' AND locked_at = $3`,
		receiver, key, token); err != nil {
		s.log.Warn("release idempotency key", "receiver", receiver, "idempotency_key", key, "err", err)
	}
}

// PruneKeys deletes completed idempotency keys whose completion is older than olderThan and
// returns how many it deleted. In-progress keys are left alone (LockTimeout handles those).
//
// Retention changes the contract: a pruned key is forgotten, so a request that reuses it later is
// a NEW request and performs a new effect. Keep the window longer than any client's retry
// horizon (Stripe keeps keys for 24 hours); the effects ledger itself is never pruned.
func (s *Server) PruneKeys(ctx context.Context, olderThan time.Duration) (int64, error) {
	tag, err := s.pool.Exec(ctx, `
		DELETE FROM idempotency_keys
		WHERE state = 'completed'
		  AND completed_at < now() - $1::bigint * interval '1 microsecond'`,
		olderThan.Microseconds())
	if err != nil {
		return 0, fmt.Errorf("prune idempotency keys: %w", err)
	}
	return tag.RowsAffected(), nil
}

// fingerprint is the sha256 hex of a canonical request body.
func fingerprint(canonical []byte) string {
	sum := sha256.Sum256(canonical)
	return hex.EncodeToString(sum[:])
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
