package operator

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/swapengine/swapengine/internal/redact"
)

// runProbe is a container healthcheck for images without a shell or curl
// (the distroless image docker-compose.yml runs): GET a URL, exit 0 on 2xx.
func runProbe(ctx context.Context, args []string, out io.Writer) error {
	fs := newFlags("probe", out)
	raw := fs.String("url", "", "URL to GET (required), e.g. http://127.0.0.1:8081/healthz")
	timeout := fs.Duration("timeout", 2*time.Second, "give up after this long")
	if err := parse(fs, args); err != nil {
		return err
	}
	u, err := url.Parse(*raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return usagef("probe: -url %q is not an http(s) URL", redact.URL(*raw))
	}
	if *timeout <= 0 {
		return usagef("probe: -timeout must be positive")
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("probe %s: %w", redact.URL(*raw), redact.Err(err, *raw))
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("probe %s: %s", redact.URL(*raw), resp.Status)
	}
	return nil
}
