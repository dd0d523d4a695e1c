// Package tclient dials Temporal the same way from every binary. The base is
// Temporal's own client configuration (go.temporal.io/sdk/contrib/envconfig):
// a temporal.toml profile, then the TEMPORAL_* environment variables the
// Temporal CLI reads (TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE, TEMPORAL_API_KEY,
// TEMPORAL_TLS, TEMPORAL_TLS_CLIENT_CERT_PATH/_DATA, …); explicit flags are
// laid over that. This project's own names TEMPORAL_TLS_CERT,
// TEMPORAL_TLS_KEY and TEMPORAL_TLS_CA are read as fallbacks for their
// envconfig equivalents.
package tclient

import (
	"crypto/tls"
	"flag"
	"fmt"
	"log/slog"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/envconfig"
	"go.temporal.io/sdk/interceptor"
	tlog "go.temporal.io/sdk/log"
)

// DefaultAddress is used when neither a profile, the environment nor a flag names one.
const DefaultAddress = "127.0.0.1:7233"

// Config says where Temporal is and how to reach it. Every field left empty
// falls back to the profile and the environment.
type Config struct {
	Address   string
	Namespace string
	// Profile and ConfigFile select a temporal.toml profile (envconfig's
	// TEMPORAL_PROFILE and TEMPORAL_CONFIG_FILE when empty).
	Profile, ConfigFile string
	// TLS turns TLS on with the system's roots, e.g. for Temporal Cloud with
	// an API key (an API key alone already implies it).
	TLS bool
	// TLSCert/TLSKey are a client certificate for mTLS; TLSCA verifies the
	// server (TLS with a CA and no client certificate is fine).
	TLSCert, TLSKey, TLSCA, TLSServerName string
	// Metrics, when set, receives the SDK's metrics and those workflows and
	// activities record (internal/telemetry serves them to Prometheus).
	Metrics client.MetricsHandler
	// Interceptors go into the client (and so into workers built on it),
	// e.g. internal/telemetry's tracing.
	Interceptors []interceptor.ClientInterceptor
	// env replaces the process environment (tests).
	env envconfig.EnvLookup
}

// RegisterFlags adds the connection flags. They default to empty: the
// environment and the profile are read when dialing, under the flags.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.Address, "temporal-address", "", "Temporal frontend host:port (env TEMPORAL_ADDRESS; default "+DefaultAddress+")")
	fs.StringVar(&c.Namespace, "namespace", "", "Temporal namespace (env TEMPORAL_NAMESPACE; default \"default\")")
	fs.StringVar(&c.Profile, "profile", "", "temporal.toml profile (env TEMPORAL_PROFILE)")
	fs.StringVar(&c.ConfigFile, "config-file", "", "temporal.toml path (env TEMPORAL_CONFIG_FILE)")
	fs.BoolVar(&c.TLS, "tls", false, "use TLS with the system's roots (env TEMPORAL_TLS; implied by an API key in TEMPORAL_API_KEY)")
	fs.StringVar(&c.TLSCert, "tls-cert", "", "client certificate PEM file for mTLS (env TEMPORAL_TLS_CLIENT_CERT_PATH)")
	fs.StringVar(&c.TLSKey, "tls-key", "", "client key PEM file for mTLS (env TEMPORAL_TLS_CLIENT_KEY_PATH)")
	fs.StringVar(&c.TLSCA, "tls-ca", "", "CA bundle PEM file to verify the server (env TEMPORAL_TLS_SERVER_CA_CERT_PATH)")
	fs.StringVar(&c.TLSServerName, "tls-server-name", "", "server name to verify (env TEMPORAL_TLS_SERVER_NAME)")
}

// EnvNames are the variables a connection reads through envconfig (plus
// TEMPORAL_GRPC_META_* headers), for checks of deployment files.
var EnvNames = []string{
	"TEMPORAL_ADDRESS", "TEMPORAL_NAMESPACE", "TEMPORAL_API_KEY", "TEMPORAL_CLIENT_AUTHORITY",
	"TEMPORAL_PROFILE", "TEMPORAL_CONFIG_FILE", "TEMPORAL_TLS",
	"TEMPORAL_TLS_CLIENT_CERT_PATH", "TEMPORAL_TLS_CLIENT_CERT_DATA",
	"TEMPORAL_TLS_CLIENT_KEY_PATH", "TEMPORAL_TLS_CLIENT_KEY_DATA",
	"TEMPORAL_TLS_SERVER_CA_CERT_PATH", "TEMPORAL_TLS_SERVER_CA_CERT_DATA",
	"TEMPORAL_TLS_SERVER_NAME", "TEMPORAL_TLS_DISABLE_HOST_VERIFICATION",
	"TEMPORAL_CODEC_ENDPOINT", "TEMPORAL_CODEC_AUTH",
	"TEMPORAL_TLS_CERT", "TEMPORAL_TLS_KEY", "TEMPORAL_TLS_CA",
}

// legacyEnv maps the names Temporal's tools use to this project's own,
// read as fallbacks when the tools' name is not set.
var legacyEnv = map[string]string{
	"TEMPORAL_TLS_CLIENT_CERT_PATH":    "TEMPORAL_TLS_CERT",
	"TEMPORAL_TLS_CLIENT_KEY_PATH":     "TEMPORAL_TLS_KEY",
	"TEMPORAL_TLS_SERVER_CA_CERT_PATH": "TEMPORAL_TLS_CA",
}

type withLegacy struct{ envconfig.EnvLookup }

func (e withLegacy) LookupEnv(key string) (string, bool) {
	if v, ok := e.EnvLookup.LookupEnv(key); ok && v != "" {
		return v, true
	}
	if old, ok := legacyEnv[key]; ok {
		if v, ok := e.EnvLookup.LookupEnv(old); ok && v != "" {
			return v, true
		}
	}
	return "", false
}

func (e withLegacy) Environ() []string {
	env := e.EnvLookup.Environ()
	for newName, old := range legacyEnv {
		if _, ok := e.EnvLookup.LookupEnv(newName); ok {
			continue
		}
		if v, ok := e.EnvLookup.LookupEnv(old); ok && v != "" {
			env = append(env, newName+"="+v)
		}
	}
	return env
}

// Options resolves the configuration into client options: profile, then
// environment, then the fields set here.
func (c Config) Options() (client.Options, error) {
	env := c.env
	if env == nil {
		env = envconfig.EnvLookupOS
	}
	prof, err := envconfig.LoadClientConfigProfile(envconfig.LoadClientConfigProfileOptions{
		ConfigFilePath:    c.ConfigFile,
		ConfigFileProfile: c.Profile,
		EnvLookup:         withLegacy{env},
	})
	if err != nil {
		return client.Options{}, fmt.Errorf("temporal client config: %w", err)
	}
	if c.Address != "" {
		prof.Address = c.Address
	}
	if prof.Address == "" {
		prof.Address = DefaultAddress
	}
	if c.Namespace != "" {
		prof.Namespace = c.Namespace
	}
	if prof.Namespace == "" {
		prof.Namespace = "default"
	}
	if c.TLS || c.TLSCert != "" || c.TLSKey != "" || c.TLSCA != "" || c.TLSServerName != "" {
		if prof.TLS == nil {
			prof.TLS = &envconfig.ClientConfigTLS{}
		}
		t := prof.TLS
		t.Disabled = false
		if (c.TLSCert == "") != (c.TLSKey == "") {
			return client.Options{}, fmt.Errorf("-tls-cert and -tls-key must be given together")
		}
		if c.TLSCert != "" {
			t.ClientCertPath, t.ClientKeyPath, t.ClientCertData, t.ClientKeyData = c.TLSCert, c.TLSKey, nil, nil
		}
		if c.TLSCA != "" {
			t.ServerCACertPath, t.ServerCACertData = c.TLSCA, nil
		}
		if c.TLSServerName != "" {
			t.ServerName = c.TLSServerName
		}
	}
	opts, err := prof.ToClientOptions(envconfig.ToClientOptionsRequest{})
	if err != nil {
		return client.Options{}, fmt.Errorf("temporal client config: %w", err)
	}
	if tc := opts.ConnectionOptions.TLS; tc != nil {
		tc.MinVersion = tls.VersionTLS12
	}
	opts.MetricsHandler = c.Metrics
	opts.Interceptors = c.Interceptors
	return opts, nil
}

// Dial connects and checks the connection.
func Dial(c Config, logger *slog.Logger) (client.Client, error) {
	opts, err := c.Options()
	if err != nil {
		return nil, err
	}
	if logger != nil {
		opts.Logger = tlog.NewStructuredLogger(logger)
	}
	cl, err := client.Dial(opts)
	if err != nil {
		return nil, fmt.Errorf("connect to Temporal at %s (namespace %s%s): %w", opts.HostPort, opts.Namespace, describeTLS(opts), err)
	}
	return cl, nil
}

func describeTLS(o client.Options) string {
	switch tc := o.ConnectionOptions.TLS; {
	case tc == nil:
		return ", no TLS"
	case len(tc.Certificates) > 0:
		return ", mTLS"
	default:
		return ", TLS"
	}
}

// Validate resolves the configuration and names what is wrong with it.
func (c Config) Validate() error {
	_, err := c.Options()
	return err
}

// Describe says where the configuration points, for logs.
func (c Config) Describe() string {
	opts, err := c.Options()
	if err != nil {
		return "invalid Temporal config: " + err.Error()
	}
	return opts.HostPort + " namespace " + opts.Namespace + describeTLS(opts)
}
