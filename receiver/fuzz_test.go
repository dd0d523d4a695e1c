package receiver

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"unicode/utf8"
)

// Whatever the key, ValidateKey and the middleware agree: a key it accepts
// reaches the handler, a key it refuses is a 400 naming the header, never a
// 5xx; and nothing it accepts is empty, too long, not UTF-8 or padded.
func FuzzValidateKey(f *testing.F) {
	for _, seed := range []string{"", "k", "start-exchange:swap-1", "refund:s:evm:1:0xab:7", " k", "k ", "a b", "a\tb", "a\x00b", "ü", "\xff", strings.Repeat("k", 256)} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, key string) {
		err := ValidateKey(key)
		if err == nil {
			if len(key) == 0 || len(key) > MaxKeyLength || !utf8.ValidString(key) || strings.TrimSpace(key) != key {
				t.Fatalf("accepted %q", key)
			}
		} else if !strings.HasPrefix(err.Error(), HeaderIdempotencyKey+": ") {
			t.Fatalf("error %q does not name the header", err)
		}
		mw, _ := Idempotent(&MemoryStore{}, Options{})
		h := mw(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) }))
		req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader("{}"))
		req.Header[HeaderIdempotencyKey] = []string{key}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		switch {
		case err == nil && rec.Code != http.StatusNoContent:
			t.Fatalf("valid key %q answered %d", key, rec.Code)
		case err != nil && rec.Code != http.StatusBadRequest:
			t.Fatalf("invalid key %q answered %d", key, rec.Code)
		}
	})
}

// Reformatting a JSON body (indentation, compaction) never changes its
// fingerprint; changing a value does.
func FuzzFingerprintJSON(f *testing.F) {
	for _, seed := range []string{`{"a":1,"b":"x"}`, `{"swapId":"s","amountUnits":"100"}`, `[1,2,{"z":null}]`, `"s"`, `12345678901234567890123`, `not json`, ``} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, body string) {
		fp := FingerprintJSON([]byte(body))
		if fp != FingerprintJSON([]byte(body)) {
			t.Fatal("not deterministic")
		}
		if !json.Valid([]byte(body)) {
			return
		}
		var indented, compact bytes.Buffer
		if json.Indent(&indented, []byte(body), "", "  ") == nil && FingerprintJSON(indented.Bytes()) != fp {
			t.Fatalf("indenting %q changed the fingerprint", body)
		}
		if json.Compact(&compact, []byte(body)) == nil && FingerprintJSON(compact.Bytes()) != fp {
			t.Fatalf("compacting %q changed the fingerprint", body)
		}
		var v any
		if json.Unmarshal([]byte(body), &v) == nil {
			wrapped, _ := json.Marshal(map[string]any{"v": v})
			other, _ := json.Marshal(map[string]any{"v": v, "extra": true})
			if FingerprintJSON(wrapped) == FingerprintJSON(other) {
				t.Fatalf("an added field did not change the fingerprint of %q", body)
			}
		}
	})
}
