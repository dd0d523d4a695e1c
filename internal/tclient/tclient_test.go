package tclient

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"go.temporal.io/api/workflowservice/v1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/health"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/metadata"
)

type fakeEnv map[string]string

func (e fakeEnv) LookupEnv(k string) (string, bool) { v, ok := e[k]; return v, ok }
func (e fakeEnv) Environ() []string {
	var out []string
	for k, v := range e {
		out = append(out, k+"="+v)
	}
	return out
}

func TestOptionsLayering(t *testing.T) {
	dir := t.TempDir()
	toml := filepath.Join(dir, "temporal.toml")
	if err := os.WriteFile(toml, []byte(`
[profile.default]
address = "file-default:7233"
namespace = "from-file"

[profile.cloud]
address = "ns.acct.tmprl.cloud:7233"
namespace = "ns.acct"
api_key = "key-from-file"
`), 0o600); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name          string
		cfg           Config
		env           fakeEnv
		addr, ns      string
		tls, apiKey   bool
		wantErrSubstr string
	}{
		{name: "nothing set", addr: DefaultAddress, ns: "default"},
		{name: "env", env: fakeEnv{"TEMPORAL_ADDRESS": "env:7233", "TEMPORAL_NAMESPACE": "env-ns"}, addr: "env:7233", ns: "env-ns"},
		{name: "flag over env", cfg: Config{Address: "flag:7233"}, env: fakeEnv{"TEMPORAL_ADDRESS": "env:7233"}, addr: "flag:7233", ns: "default"},
		{name: "file default profile", env: fakeEnv{"TEMPORAL_CONFIG_FILE": toml}, addr: "file-default:7233", ns: "from-file"},
		{name: "named profile with API key implies TLS", cfg: Config{ConfigFile: toml, Profile: "cloud"}, addr: "ns.acct.tmprl.cloud:7233", ns: "ns.acct", tls: true, apiKey: true},
		{name: "env over file", cfg: Config{ConfigFile: toml}, env: fakeEnv{"TEMPORAL_NAMESPACE": "env-ns"}, addr: "file-default:7233", ns: "env-ns"},
		{name: "API key from env", env: fakeEnv{"TEMPORAL_API_KEY": "k"}, addr: DefaultAddress, ns: "default", tls: true, apiKey: true},
		{name: "TLS with system roots", cfg: Config{TLS: true}, addr: DefaultAddress, ns: "default", tls: true},
		{name: "missing profile", cfg: Config{ConfigFile: toml, Profile: "nope"}, wantErrSubstr: "nope"},
		{name: "cert without key", cfg: Config{TLSCert: "c.pem"}, wantErrSubstr: "-tls-cert and -tls-key"},
		{name: "legacy CA name", env: fakeEnv{"TEMPORAL_TLS_CA": filepath.Join(dir, "missing-ca.pem")}, wantErrSubstr: "server CA"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tc.cfg.env = tc.env
			if tc.cfg.env == nil {
				tc.cfg.env = fakeEnv{}
			}
			opts, err := tc.cfg.Options()
			if tc.wantErrSubstr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErrSubstr) {
					t.Fatalf("err = %v, want one naming %q", err, tc.wantErrSubstr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if opts.HostPort != tc.addr || opts.Namespace != tc.ns {
				t.Errorf("got %s / %s, want %s / %s", opts.HostPort, opts.Namespace, tc.addr, tc.ns)
			}
			if got := opts.ConnectionOptions.TLS != nil; got != tc.tls {
				t.Errorf("TLS = %v, want %v", got, tc.tls)
			}
			if got := opts.Credentials != nil; got != tc.apiKey {
				t.Errorf("credentials = %v, want %v", got, tc.apiKey)
			}
		})
	}
}

// tlsFrontend is a real gRPC server behind real TLS that answers what
// client.Dial asks (health check, GetSystemInfo) and records the
// authorization header: enough to prove the client's TLS and API key wiring
// without a TLS-enabled Temporal server.
type tlsFrontend struct {
	workflowservice.UnimplementedWorkflowServiceServer
	mu   sync.Mutex
	auth []string
}

func (f *tlsFrontend) GetSystemInfo(ctx context.Context, _ *workflowservice.GetSystemInfoRequest) (*workflowservice.GetSystemInfoResponse, error) {
	md, _ := metadata.FromIncomingContext(ctx)
	f.mu.Lock()
	f.auth = append(f.auth, md.Get("authorization")...)
	f.mu.Unlock()
	return &workflowservice.GetSystemInfoResponse{Capabilities: &workflowservice.GetSystemInfoResponse_Capabilities{}}, nil
}

func selfSignedCA(t *testing.T, dir string) (tls.Certificate, string) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "temporal.test"},
		DNSNames: []string{"temporal.test"}, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA: true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	caFile := filepath.Join(dir, "ca.pem")
	if err := os.WriteFile(caFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, caFile
}

func TestDialOverTLSWithServerCAAndAPIKey(t *testing.T) {
	cert, caFile := selfSignedCA(t, t.TempDir())
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := grpc.NewServer(grpc.Creds(credentials.NewTLS(&tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12})))
	front := &tlsFrontend{}
	workflowservice.RegisterWorkflowServiceServer(srv, front)
	healthpb.RegisterHealthServer(srv, health.NewServer())
	go func() { _ = srv.Serve(ln) }()
	defer srv.Stop()

	// A server CA and no client certificate: plain TLS, as with Temporal Cloud's API keys.
	cfg := Config{
		Address: ln.Addr().String(), TLSCA: caFile, TLSServerName: "temporal.test",
		env: fakeEnv{"TEMPORAL_API_KEY": "secret-key"},
	}
	cl, err := Dial(cfg, nil)
	if err != nil {
		t.Fatalf("dial over TLS: %v", err)
	}
	if _, err := cl.WorkflowService().GetSystemInfo(context.Background(), &workflowservice.GetSystemInfoRequest{}); err != nil {
		t.Fatalf("GetSystemInfo: %v", err)
	}
	cl.Close()
	front.mu.Lock()
	auth := append([]string(nil), front.auth...)
	front.mu.Unlock()
	if len(auth) == 0 || auth[len(auth)-1] != "Bearer secret-key" {
		t.Errorf("authorization headers seen: %q, want Bearer secret-key", auth)
	}

	// Without the CA the server's certificate is not trusted.
	cfg.TLSCA = ""
	cfg.TLS = true
	if cl, err := Dial(cfg, nil); err == nil {
		cl.Close()
		t.Fatal("dialed a server whose certificate nobody vouches for")
	}
}
