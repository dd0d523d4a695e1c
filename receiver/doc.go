// Package receiver is what an exchange, payout or refund adapter imports to
// keep the swapengine receiver contract (docs/openapi/receivers.yaml,
// docs/receivers.md): every money call the engine makes is signed, and
// carries an Idempotency-Key that must make the call's effect happen once,
// however often the engine retries it.
//
// Two middlewares do the contract's work around the adapter's own handler:
//
//   - Authenticate refuses, with 401 and before anything else, a call that
//     is unsigned, signed by a secret the adapter does not hold, outside the
//     timestamp tolerance, or signed over another key than its
//     Idempotency-Key (package webhook does the Standard Webhooks part).
//   - Idempotent claims the key, runs the handler once, stores its final
//     answer (2xx, or a 422 refusal) and replays that answer byte for byte,
//     with Idempotent-Replayed: true, to every later call with the same key
//     and body. The same key with another body is 422; a call arriving while
//     the first is still running is 409 with Retry-After. Keys are kept for
//     Options.Retention (default 7 days, as the contract promises).
//
// The answer is stored through a Store: MemoryStore for a single process and
// tests, package receiver/pgstore for Postgres (where the adapter can record
// its own effect in the very transaction that completes the key).
//
// The adapter's handler decides; it must answer 2xx or 422 only once the
// outcome is final, and anything else (400, 5xx, ...) only when it did
// nothing, because those answers free the key for a retry.
package receiver
