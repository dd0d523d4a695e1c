package webhook

import (
	"encoding/base64"
	"strings"
	"testing"
)

func TestParseSecret(t *testing.T) {
	of := func(n int) string { return "whsec_" + base64.StdEncoding.EncodeToString(make([]byte, n)) }
	for _, ok := range []string{of(24), of(32), of(64)} {
		if _, err := ParseSecret(ok); err != nil {
			t.Errorf("%d-byte secret refused: %v", len(ok), err)
		}
	}
	for _, tc := range []struct{ secret, want string }{
		{of(3), "decodes to 3 bytes"},
		{of(23), "decodes to 23 bytes"},
		{of(65), "decodes to 65 bytes"},
		{"MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "must start with whsec_"},
		{"whsec_not base64!", "standard base64"},
	} {
		_, err := ParseSecret(tc.secret)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: err %v, want %q", tc.secret, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), strings.TrimPrefix(tc.secret, "whsec_")) {
			t.Errorf("the error quotes the secret: %v", err)
		}
	}
}
