package devstack

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
)

// ClefBinary finds clef: $CLEF, else the copy scripts/install-clef.sh builds
// into .tools/bin, else clef on PATH.
func ClefBinary() (string, error) {
	return toolBinary("clef", "CLEF", "scripts/install-clef.sh")
}

// ClefOptions set up a clef for one account.
type ClefOptions struct {
	// Key is imported into clef's keystore (password-protected); the process
	// that sends never sees it again.
	Key     *ecdsa.PrivateKey
	ChainID *big.Int
	// Rules is the rule file clef runs (attested): what it signs without a
	// person. Everything the rules do not approve is refused (clef's stdin is
	// closed, so nobody can approve by hand).
	Rules string
	// Dir holds the keystore, clef's config and its audit log; "" is a new
	// temporary directory, removed by Close.
	Dir string
}

// Clef is a running clef serving its external API over HTTP.
type Clef struct {
	URL      string
	Address  string
	AuditLog string
	cmd      *exec.Cmd
	exited   chan struct{}
	out      *lockedBuffer
	tmp      string
	once     sync.Once
}

// StartClef initialises clef the way an operator would, without a terminal —
// `clef init` (a master seed under a password), the account imported into
// its keystore, `clef setpw` (the account's password sealed under the master
// seed, so the rules can sign with it), `clef attest` (the rule file's hash)
// — and starts it with the rules on a loopback HTTP port.
func StartClef(ctx context.Context, o ClefOptions) (*Clef, error) {
	bin, err := ClefBinary()
	if err != nil {
		return nil, err
	}
	c := &Clef{out: &lockedBuffer{}}
	dir := o.Dir
	if dir == "" {
		if dir, err = os.MkdirTemp("", "clef-"); err != nil {
			return nil, err
		}
		c.tmp = dir
	}
	fail := func(err error) (*Clef, error) {
		if c.tmp != "" {
			os.RemoveAll(c.tmp)
		}
		return nil, err
	}
	master, accountPW := randomPassword(), randomPassword()
	ks := keystore.NewKeyStore(filepath.Join(dir, "keystore"), keystore.LightScryptN, keystore.LightScryptP)
	acct, err := ks.ImportECDSA(o.Key, accountPW)
	if err != nil {
		return fail(fmt.Errorf("clef: import the account: %w", err))
	}
	c.Address = acct.Address.Hex()
	base := []string{"--keystore", filepath.Join(dir, "keystore"), "--configdir", filepath.Join(dir, "config"),
		"--suppress-bootwarn", "--lightkdf", "--nousb", "--loglevel", "3"}
	rulesPath := filepath.Join(dir, "rules.js")
	if err := os.WriteFile(rulesPath, []byte(o.Rules), 0o600); err != nil {
		return fail(err)
	}
	for _, step := range []struct {
		stdin string
		args  []string
	}{
		{master + "\n" + master + "\n", []string{"init"}},
		{accountPW + "\n" + accountPW + "\n" + master + "\n", []string{"setpw", acct.Address.Hex()}},
		{master + "\n", []string{"attest", sha256Hex(o.Rules)}},
	} {
		cmd := exec.CommandContext(ctx, bin, append(base, step.args...)...)
		cmd.Stdin = strings.NewReader(step.stdin)
		if out, err := cmd.CombinedOutput(); err != nil {
			return fail(fmt.Errorf("clef %s: %w: %s", step.args[0], err, tail(out, 5)))
		}
	}
	port, err := freePort("127.0.0.1")
	if err != nil {
		return fail(err)
	}
	c.AuditLog = filepath.Join(dir, "audit.log")
	c.cmd = exec.Command(bin, append(base, "--chainid", o.ChainID.String(), "--rules", rulesPath,
		"--http", "--http.addr", "127.0.0.1", "--http.port", strconv.Itoa(port), "--ipcdisable",
		"--auditlog", c.AuditLog, "--4bytedb-custom", filepath.Join(dir, "4byte.json"))...)
	// The master password, then end of input: a request the rules do not
	// approve goes to a person, and there is none.
	c.cmd.Stdin = strings.NewReader(master + "\n")
	c.cmd.Stdout, c.cmd.Stderr = c.out, c.out
	c.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := c.cmd.Start(); err != nil {
		return fail(fmt.Errorf("clef: start: %w", err))
	}
	c.exited = make(chan struct{})
	go func() { _ = c.cmd.Wait(); close(c.exited) }()
	c.URL = fmt.Sprintf("http://127.0.0.1:%d", port)
	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(c.out.String(), "Rule engine configured") || !strings.Contains(c.out.String(), "HTTP endpoint opened") {
		select {
		case <-c.exited:
		case <-time.After(50 * time.Millisecond):
			if time.Now().Before(deadline) {
				continue
			}
		}
		c.Close()
		return nil, fmt.Errorf("clef did not start with its rules: %s", tail([]byte(c.out.String()), 10))
	}
	return c, nil
}

// Output is what clef printed (its log), for a test's failure message.
func (c *Clef) Output() string { return c.out.String() }

// Close stops clef and removes its temporary directory.
func (c *Clef) Close() {
	c.once.Do(func() {
		if c.exited != nil {
			_ = c.cmd.Process.Signal(os.Interrupt)
			select {
			case <-c.exited:
			case <-time.After(5 * time.Second):
				_ = syscall.Kill(-c.cmd.Process.Pid, syscall.SIGKILL)
				<-c.exited
			}
		}
		if c.tmp != "" {
			os.RemoveAll(c.tmp)
		}
	})
}

func randomPassword() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func sha256Hex(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// lockedBuffer is a bytes.Buffer that clef's output and the waiting reader
// share.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
