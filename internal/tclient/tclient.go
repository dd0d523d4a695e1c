// Package tclient dials Temporal the same way from every binary: address,
// namespace and TLS from flags with environment fallbacks.
package tclient

import (
	"crypto/tls"
	"crypto/x509"
	"flag"
	"fmt"
	"log/slog"
	"os"

	"go.temporal.io/sdk/client"
	tlog "go.temporal.io/sdk/log"
)

// Config says where Temporal is and how to reach it.
type Config struct {
	Address   string
	Namespace string
	// TLS is used when TLSCert/TLSKey (mTLS) or TLSCA is set.
	TLSCert, TLSKey, TLSCA, TLSServerName string
	// Metrics, when set, receives the SDK's metrics and those workflows and
	// activities record (internal/telemetry serves them to Prometheus).
	Metrics client.MetricsHandler
}

// RegisterFlags adds the flags, their defaults taken from the environment.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.Address, "temporal-address", Env("TEMPORAL_ADDRESS", "127.0.0.1:7233"), "Temporal frontend host:port (env TEMPORAL_ADDRESS)")
	fs.StringVar(&c.Namespace, "namespace", Env("TEMPORAL_NAMESPACE", "default"), "Temporal namespace (env TEMPORAL_NAMESPACE)")
	fs.StringVar(&c.TLSCert, "tls-cert", Env("TEMPORAL_TLS_CERT", ""), "client certificate PEM for mTLS (env TEMPORAL_TLS_CERT)")
	fs.StringVar(&c.TLSKey, "tls-key", Env("TEMPORAL_TLS_KEY", ""), "client key PEM for mTLS (env TEMPORAL_TLS_KEY)")
	fs.StringVar(&c.TLSCA, "tls-ca", Env("TEMPORAL_TLS_CA", ""), "CA bundle PEM to verify the server (env TEMPORAL_TLS_CA)")
	fs.StringVar(&c.TLSServerName, "tls-server-name", Env("TEMPORAL_TLS_SERVER_NAME", ""), "server name to verify (env TEMPORAL_TLS_SERVER_NAME)")
}

// Env returns the environment variable or a default.
func Env(name, def string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return def
}

// Dial connects and checks the connection.
func Dial(c Config, logger *slog.Logger) (client.Client, error) {
	opts := client.Options{HostPort: c.Address, Namespace: c.Namespace, MetricsHandler: c.Metrics}
	if logger != nil {
		opts.Logger = tlog.NewStructuredLogger(logger)
	}
	tlsCfg, err := c.tlsConfig()
	if err != nil {
		return nil, err
	}
	if tlsCfg != nil {
		opts.ConnectionOptions.TLS = tlsCfg
	}
	cl, err := client.Dial(opts)
	if err != nil {
		return nil, fmt.Errorf("connect to Temporal at %s (namespace %s): %w", c.Address, c.Namespace, err)
	}
	return cl, nil
}

func (c Config) tlsConfig() (*tls.Config, error) {
	if c.TLSCert == "" && c.TLSKey == "" && c.TLSCA == "" {
		return nil, nil
	}
	cfg := &tls.Config{MinVersion: tls.VersionTLS12, ServerName: c.TLSServerName}
	if (c.TLSCert == "") != (c.TLSKey == "") {
		return nil, fmt.Errorf("tls-cert and tls-key must be given together")
	}
	if c.TLSCert != "" {
		pair, err := tls.LoadX509KeyPair(c.TLSCert, c.TLSKey)
		if err != nil {
			return nil, fmt.Errorf("load TLS key pair %s / %s: %w", c.TLSCert, c.TLSKey, err)
		}
		cfg.Certificates = []tls.Certificate{pair}
	}
	if c.TLSCA != "" {
		pem, err := os.ReadFile(c.TLSCA)
		if err != nil {
			return nil, fmt.Errorf("read tls-ca %s: %w", c.TLSCA, err)
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return nil, fmt.Errorf("tls-ca %s holds no PEM certificate", c.TLSCA)
		}
		cfg.RootCAs = pool
	}
	return cfg, nil
}
