package activities

import (
	"net/http"
	"strconv"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/swapengine/swapengine/webhook"
)

// Webhook signatures as a receiver checks them: a message signed during a
// secret rotation verifies with either secret, and any change to the body,
// the ID or the timestamp — or a secret the sender never had — fails.
func FuzzWebhookSignature(f *testing.F) {
	f.Add("msg_1", int64(1700000000), []byte(`{"type":"swap.status_changed","seq":1}`), byte(0))
	f.Add("", int64(0), []byte{}, byte(1))
	f.Add("webhook:swap-42:4", int64(1<<40), []byte("\x00\xff"), byte(255))
	current, _ := standardwebhooks.NewWebhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")
	previous, _ := standardwebhooks.NewWebhook("whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD")
	stranger, _ := standardwebhooks.NewWebhook("whsec_QmFzZTY0IGlzIG5vdCBhIHNlY3JldCBrZXkgISE=")
	f.Fuzz(func(t *testing.T, id string, unix int64, body []byte, flip byte) {
		if unix < 0 || unix > 1<<42 {
			unix %= 1 << 42
			if unix < 0 {
				unix = -unix
			}
		}
		if id == "" {
			id = "msg" // the sender's IDs are action keys, never empty
		}
		ts := time.Unix(unix, 0)
		sig, err := webhook.SignatureHeader([]*standardwebhooks.Webhook{current, previous}, id, ts, body)
		if err != nil {
			t.Fatal(err)
		}
		h := http.Header{}
		h.Set("webhook-id", id)
		h.Set("webhook-timestamp", strconv.FormatInt(unix, 10))
		h.Set("webhook-signature", sig)
		verify := func(wh *standardwebhooks.Webhook, body []byte, h http.Header) bool {
			// The library's tolerance check is against the wall clock; the
			// signature itself is what is fuzzed here.
			return wh.VerifyIgnoringTimestamp(body, h) == nil
		}
		if !verify(current, body, h) || !verify(previous, body, h) {
			t.Fatalf("a signed message does not verify (id %q, %d bytes)", id, len(body))
		}
		if verify(stranger, body, h) {
			t.Fatal("verified with a secret the sender never had")
		}
		tampered := append(append([]byte(nil), body...), flip)
		if verify(current, tampered, h) {
			t.Fatal("a changed body verified")
		}
		h2 := h.Clone()
		h2.Set("webhook-id", id+"x")
		if verify(current, body, h2) {
			t.Fatal("a changed ID verified")
		}
		h3 := h.Clone()
		h3.Set("webhook-timestamp", strconv.FormatInt(unix+1, 10))
		if verify(current, body, h3) {
			t.Fatal("a changed timestamp verified")
		}
	})
}
