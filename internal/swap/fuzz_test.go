package swap

import (
	"encoding/json"
	"errors"
	"math/big"
	"testing"
)

func FuzzValidateAndFingerprint(f *testing.F) {
	f.Add("e1", "swap-42", "deposit-confirmed", "evm:1337:0xabc:7", "12500000")
	f.Add("", "swap-42", "deposit-observed", "r", "0")
	f.Add("e", "s", "deposit-reorged", "r", "007")
	f.Add("e", "s", "x", "r", "1e18")
	f.Add("e", "s", "deposit-confirmed", "r", "-1")
	f.Add("e\x00", "s", "deposit-confirmed", "r", "99999999999999999999999999999999999999999999999999999999999999999999999999999")
	f.Fuzz(func(t *testing.T, id, swapID, typ, ref, amount string) {
		ev := Event{EventID: id, SwapID: swapID, Type: EventType(typ), DepositRef: ref, AmountUnits: amount}
		err := ev.Validate()
		if err != nil {
			var fe *FieldError
			if !errors.As(err, &fe) || fe.Field == "" {
				t.Fatalf("error without a field: %v", err)
			}
		} else {
			// Accepted amounts are canonical: they print back to themselves.
			n, ok := new(big.Int).SetString(amount, 10)
			if !ok || n.Sign() <= 0 || n.String() != amount {
				t.Fatalf("accepted non-canonical amount %q", amount)
			}
		}
		if fp := ev.Fingerprint(); len(fp) != 64 || fp != ev.Fingerprint() {
			t.Fatalf("fingerprint %q not stable", fp)
		}
		// Delivering anything never panics, never applies an invalid event and
		// never grows the state past its budget, however long the fields.
		s, _ := New(Terms{SwapID: "s", AmountUnits: "1", Asset: "ETH", PayoutAddress: "0x1"})
		if r := s.Deliver(ev); err != nil && r.Outcome != Rejected {
			t.Fatalf("invalid event got %s", r.Outcome)
		}
		if b, _ := json.Marshal(s); len(b) > 8<<10 {
			t.Fatalf("one delivery left %d bytes of state", len(b))
		}
	})
}
