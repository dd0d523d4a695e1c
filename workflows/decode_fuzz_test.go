package workflows

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/swapengine/swapengine/internal/swap"
)

// The strict signal decoder: whatever arrives, it never panics, a refusal
// names a field, and an accepted payload is exactly what re-encoding gives
// back (no field silently dropped or coerced).
func FuzzDecodeEvent(f *testing.F) {
	f.Add([]byte(`{"eventId":"obs-1","swapId":"swap-42","depositRef":"evm:1337:0xabc:1","amountUnits":"12500000"}`))
	f.Add([]byte(`{"eventId":"u1","swapId":"s","depositRef":"r","amountUnits":12500000}`))
	f.Add([]byte(`{"eventId":"u2","swapId":"s","depositRef":"r","amount":"1"}`))
	f.Add([]byte(`{"eventId":"x","blockNumber":-1}`))
	f.Add([]byte(`[1,2,3]`))
	f.Add([]byte(`{"eventId":"a"}{"eventId":"b"}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		ev, err := decodeEvent(raw)
		if id := peekEventID(raw); len(id) > swap.MaxIDLen+64 {
			t.Fatalf("peeked event ID of %d bytes", len(id))
		}
		if err != nil {
			var fe *swap.FieldError
			if !errors.As(err, &fe) || fe.Field == "" {
				t.Fatalf("refusal without a field: %v", err)
			}
			return
		}
		again, err := json.Marshal(ev)
		if err != nil {
			t.Fatal(err)
		}
		back, err := decodeEvent(again)
		if err != nil || back != ev {
			t.Fatalf("round trip changed the event: %+v → %+v (%v)", ev, back, err)
		}
	})
}
