package telemetry

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

func TestMetricsReachPrometheus(t *testing.T) {
	m, err := Serve("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	m.Handler.WithTags(map[string]string{"outcome": "duplicate-delivery"}).Counter("swap_deliveries").Inc(3)
	m.Handler.Gauge("scanner_lag_blocks").Update(7)

	resp, err := http.Get("http://" + m.Addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	for _, want := range []string{`swap_deliveries{`, `outcome="duplicate-delivery"`, `scanner_lag_blocks{`} {
		if !strings.Contains(string(body), want) {
			t.Errorf("/metrics lacks %s:\n%s", want, body)
		}
	}
}
