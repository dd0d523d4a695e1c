package swapworker

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestLoggerSettings(t *testing.T) {
	var buf bytes.Buffer
	l, err := Observability{LogFormat: "json", LogLevel: "warn"}.NewLogger(&buf)
	if err != nil {
		t.Fatal(err)
	}
	l.Info("hidden")
	l.Warn("shown", "swapId", "swap-1")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 1 {
		t.Fatalf("want only the warning, got %q", buf.String())
	}
	var rec map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if rec["msg"] != "shown" || rec["swapId"] != "swap-1" || rec["service"] != "swapengine-worker" {
		t.Errorf("record %v", rec)
	}
	for _, bad := range []Observability{{LogFormat: "xml", LogLevel: "info"}, {LogFormat: "text", LogLevel: "loud"}} {
		if _, err := bad.NewLogger(&buf); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}
