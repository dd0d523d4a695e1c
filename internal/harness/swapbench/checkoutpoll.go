package swapbench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// CheckoutPollFigure is the checkout page's status endpoint (GET
// /v1/checkout/{checkoutId}, public, rate-limited per client address) under
// Pollers customers polling at once, each from its own address (127.0.0.x)
// and as fast as its answers come, for Seconds, with the API's default
// limits on — against the same reads done by the bench itself (the swap's
// row from Postgres by its checkout token, the workflow's status query),
// the part of a poll the API cannot skip: the ceiling.
type CheckoutPollFigure struct {
	Pollers int     `json:"pollers"`
	Swaps   int     `json:"swaps"`
	Seconds Seconds `json:"seconds"`
	// Through the API: answers a second, of them 200s and 429s, and the
	// latency of a 200.
	PolledPerSec  float64 `json:"polledPerSec"`
	ServedPerSec  float64 `json:"servedPerSec"`
	LimitedPerSec float64 `json:"limitedPerSec"`
	ServedP50Ms   float64 `json:"servedP50Ms"`
	ServedP99Ms   float64 `json:"servedP99Ms"`
	// APICPUMsPer1000 is the API process's CPU per 1,000 answers.
	APICPUMsPer1000 float64 `json:"apiCpuMsPer1000Polls"`
	// The ceiling: the same reads from the bench at the same concurrency.
	DirectPerSec float64 `json:"directPerSec"`
	DirectP50Ms  float64 `json:"directP50Ms"`
	DirectP99Ms  float64 `json:"directP99Ms"`
	// Ratio is ServedPerSec ÷ DirectPerSec.
	Ratio float64 `json:"ratio"`
	// Other answers than 200 and 429 (none expected) fail the figure.
}

// checkoutSwap is a swap to poll: its checkout token and workflow ID.
type checkoutSwap struct{ token, workflowID string }

// checkoutPoll creates swaps through the API and measures polls of their
// checkout status, then the ceiling, and ends the swaps.
func (b *bench) checkoutPoll(ctx context.Context, a *apiServer, pollers int, d time.Duration) (*CheckoutPollFigure, error) {
	const swaps = 20
	list := make([]checkoutSwap, swaps)
	if _, err := b.drive(ctx, swaps, func(ctx context.Context, i int) error {
		ans, err := b.createViaAPI(ctx, a, fmt.Sprintf("c%s-%d", b.runID, i))
		if err != nil {
			return err
		}
		_, tok, ok := strings.Cut(ans.CheckoutURL, "/pay/")
		if !ok {
			return fmt.Errorf("create answered no checkout URL: %q", ans.CheckoutURL)
		}
		list[i] = checkoutSwap{token: tok, workflowID: ans.Swap.WorkflowID}
		return nil
	}); err != nil {
		return nil, err
	}
	defer func() {
		ids := make([]string, swaps)
		for i, s := range list {
			ids[i] = s.workflowID
		}
		_, _ = b.end(context.WithoutCancel(ctx), ids)
	}()
	fig := &CheckoutPollFigure{Pollers: pollers, Swaps: swaps, Seconds: secs(d)}

	// Each poller a customer: its own client address and connection.
	var served, limited atomic.Int64
	lat := make([][]time.Duration, pollers)
	cpu0 := a.ps.cpu()
	err := b.pollFor(ctx, pollers, d, func(ctx context.Context, p int) (func() error, error) {
		ip := net.IPv4(127, 0, byte(1+p/250), byte(2+p%250))
		hc := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{
			DialContext:         (&net.Dialer{LocalAddr: &net.TCPAddr{IP: ip}}).DialContext,
			MaxIdleConnsPerHost: 1,
		}}
		n := p
		return func() error {
			s := list[n%swaps]
			n++
			t0 := time.Now()
			req, err := http.NewRequestWithContext(ctx, http.MethodGet, a.url+"/v1/checkout/"+s.token, nil)
			if err != nil {
				return err
			}
			resp, err := hc.Do(req)
			if err != nil {
				return err
			}
			body, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil {
				return err
			}
			switch resp.StatusCode {
			case http.StatusOK:
				var st struct {
					State string `json:"state"`
				}
				if err := json.Unmarshal(body, &st); err != nil || st.State != "awaiting_payment" {
					return fmt.Errorf("checkout status answered %s", body)
				}
				served.Add(1)
				lat[p] = append(lat[p], time.Since(t0))
			case http.StatusTooManyRequests:
				if resp.Header.Get("Retry-After") == "" {
					return fmt.Errorf("a 429 without Retry-After")
				}
				limited.Add(1)
			default:
				return fmt.Errorf("checkout status: %s: %s", resp.Status, body)
			}
			return nil
		}, nil
	})
	if err != nil {
		return nil, fmt.Errorf("checkout polls: %w", err)
	}
	cpu := a.ps.cpu() - cpu0
	var all []time.Duration
	for _, l := range lat {
		all = append(all, l...)
	}
	total := served.Load() + limited.Load()
	fig.PolledPerSec, fig.ServedPerSec, fig.LimitedPerSec = float64(total)/d.Seconds(), float64(served.Load())/d.Seconds(), float64(limited.Load())/d.Seconds()
	fig.ServedP50Ms, fig.ServedP99Ms = ms(quantile(all, 0.5)), ms(quantile(all, 0.99))
	if total > 0 {
		fig.APICPUMsPer1000 = float64(cpu.Microseconds()) / 1000 / float64(total) * 1000
	}

	// The ceiling: the poll's own reads, from the bench.
	var direct atomic.Int64
	dlat := make([][]time.Duration, pollers)
	err = b.pollFor(ctx, pollers, d, func(ctx context.Context, p int) (func() error, error) {
		n := p
		return func() error {
			s := list[n%swaps]
			n++
			t0 := time.Now()
			var raw []byte
			if err := b.pool.QueryRow(ctx, `SELECT input FROM api_swaps WHERE checkout_id = $1`, s.token).Scan(&raw); err != nil {
				return err
			}
			if _, err := b.o.Ops.Status(ctx, b.cl, s.workflowID); err != nil {
				return err
			}
			direct.Add(1)
			dlat[p] = append(dlat[p], time.Since(t0))
			return nil
		}, nil
	})
	if err != nil {
		return nil, fmt.Errorf("checkout ceiling: %w", err)
	}
	all = all[:0]
	for _, l := range dlat {
		all = append(all, l...)
	}
	fig.DirectPerSec = float64(direct.Load()) / d.Seconds()
	fig.DirectP50Ms, fig.DirectP99Ms = ms(quantile(all, 0.5)), ms(quantile(all, 0.99))
	if fig.DirectPerSec > 0 {
		fig.Ratio = fig.ServedPerSec / fig.DirectPerSec
	}
	fmt.Fprintf(b.o.Out, "  checkout status, %d pollers for %s: %.0f served/s (%.0f limited/s), p99 %.0f ms; ceiling %.0f/s; ratio %.2f; API %.0f ms CPU per 1,000 polls\n",
		pollers, d, fig.ServedPerSec, fig.LimitedPerSec, fig.ServedP99Ms, fig.DirectPerSec, fig.Ratio, fig.APICPUMsPer1000)
	return fig, nil
}

// pollFor runs n pollers, each repeating the call its setup returns back to
// back, for d; the first error stops them all.
func (b *bench) pollFor(ctx context.Context, n int, d time.Duration, setup func(ctx context.Context, p int) (func() error, error)) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	end := time.Now().Add(d)
	var wg sync.WaitGroup
	var once sync.Once
	var first error
	for p := range n {
		call, err := setup(ctx, p)
		if err != nil {
			return err
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(end) && ctx.Err() == nil {
				if err := call(); err != nil {
					if ctx.Err() == nil {
						once.Do(func() { first = err; cancel() })
					}
					return
				}
			}
		}()
	}
	wg.Wait()
	return first
}

// Markdown is the figure as docs/benchmarks.md shows it.
func (f *CheckoutPollFigure) Markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "\nCheckout status (GET /v1/checkout/{checkoutId}), %d pollers each from its own address, back to back for %.0f s over %d swaps, the API's default limits on (10 a second per address, bursts of 40):\n\n", f.Pollers, float64(f.Seconds), f.Swaps)
	b.WriteString("| path | answers/s | served (200)/s | limited (429)/s | served p50 / p99 | API CPU ms / 1,000 polls |\n|---|---:|---:|---:|---|---:|\n")
	fmt.Fprintf(&b, "| through the API | %.0f | **%.0f** | %.0f | %.1f / **%.1f** ms | **%.0f** |\n", f.PolledPerSec, f.ServedPerSec, f.LimitedPerSec, f.ServedP50Ms, f.ServedP99Ms, f.APICPUMsPer1000)
	fmt.Fprintf(&b, "| the same reads from the bench (Postgres row, status query): the ceiling | %.0f | %.0f | | %.1f / %.1f ms | |\n", f.DirectPerSec, f.DirectPerSec, f.DirectP50Ms, f.DirectP99Ms)
	fmt.Fprintf(&b, "| ratio, served ÷ ceiling | | **%.2f** | | | |\n", f.Ratio)
	return b.String()
}
