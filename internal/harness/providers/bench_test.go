package providers

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync/atomic"
	"testing"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

// These benchmarks drive the real handler over loopback HTTP against a real
// Postgres (testenv's throw-away cluster runs with fsync=off, so the figures
// are an upper bound for a durable server). Each reports req/s besides ns/op;
// one op is one HTTP request. They check status codes so they never measure an
// error path, and assert nothing about time.

// benchEnv is newEnv for benchmarks: env's helpers take *testing.T.
type benchEnv struct {
	tb     testing.TB
	url    string
	client *http.Client
}

func newBenchEnv(b *testing.B) *benchEnv {
	b.Helper()
	ctx := context.Background()
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(b))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(pool.Close)
	srv := httptest.NewServer(New(pool, Config{ExchangeSecrets: []string{testExchangeSecret}}).Handler())
	b.Cleanup(srv.Close)
	// Enough idle connections that parallel clients reuse theirs instead of
	// measuring TCP handshakes (the default keeps 2 per host).
	transport := &http.Transport{MaxIdleConns: 64, MaxIdleConnsPerHost: 64}
	b.Cleanup(transport.CloseIdleConnections)
	return &benchEnv{tb: b, url: srv.URL + PathExchanges, client: &http.Client{Transport: transport}}
}

// post sends one exchange request and returns its status and whether it was a replay.
func (e *benchEnv) post(key string, body []byte) (status int, replayed bool, err error) {
	req, err := http.NewRequest(http.MethodPost, e.url, bytes.NewReader(body))
	if err != nil {
		return 0, false, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(HeaderIdempotencyKey, key)
	signCall(e.tb, req, body)
	resp, err := e.client.Do(req)
	if err != nil {
		return 0, false, err
	}
	defer resp.Body.Close()
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		return 0, false, err
	}
	return resp.StatusCode, resp.Header.Get(HeaderIdempotentReplayed) == "true", nil
}

func benchBody(b *testing.B) []byte {
	b.Helper()
	body, err := json.Marshal(exchangeBody("swap-bench", "12500000"))
	if err != nil {
		b.Fatal(err)
	}
	return body
}

func reportRate(b *testing.B) {
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "req/s")
}

// BenchmarkExchangeNewKey is a first request: claim the key (one transaction),
// decide, then mark it completed and append the effect (a second transaction).
func BenchmarkExchangeNewKey(b *testing.B) {
	e := newBenchEnv(b)
	body := benchBody(b)
	var i int
	b.ReportAllocs()
	for b.Loop() {
		i++
		status, replayed, err := e.post("start-exchange:bench-"+strconv.Itoa(i), body)
		if err != nil || status != http.StatusOK || replayed {
			b.Fatalf("request %d: status %d, replayed %v, err %v", i, status, replayed, err)
		}
	}
	reportRate(b)
}

// BenchmarkExchangeReplay is a retry of a completed key: one transaction finds
// the key and returns the stored response byte for byte.
func BenchmarkExchangeReplay(b *testing.B) {
	e := newBenchEnv(b)
	body := benchBody(b)
	const key = "start-exchange:bench-replay"
	if status, _, err := e.post(key, body); err != nil || status != http.StatusOK {
		b.Fatalf("first request: status %d, err %v", status, err)
	}
	b.ReportAllocs()
	for b.Loop() {
		status, replayed, err := e.post(key, body)
		if err != nil || status != http.StatusOK || !replayed {
			b.Fatalf("replay: status %d, replayed %v, err %v", status, replayed, err)
		}
	}
	reportRate(b)
}

// BenchmarkExchangeParallel is first requests on distinct keys from
// 4×GOMAXPROCS concurrent clients: how the two-transaction path scales over
// the connection pool (pgxpool's default size, max(4, NumCPU)).
func BenchmarkExchangeParallel(b *testing.B) {
	e := newBenchEnv(b)
	body := benchBody(b)
	var next atomic.Int64
	b.ReportAllocs()
	b.SetParallelism(4)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			key := "start-exchange:bench-par-" + strconv.FormatInt(next.Add(1), 10)
			status, replayed, err := e.post(key, body)
			if err != nil || status != http.StatusOK || replayed {
				b.Errorf("%s: status %d, replayed %v, err %v", key, status, replayed, err)
				return
			}
		}
	})
	b.StopTimer()
	reportRate(b)
}
