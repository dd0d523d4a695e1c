package txsender

import (
	"crypto/ecdsa"
	"fmt"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Key is the hot key that signs payments. Its private part is unexported and
// every way of printing a Key shows the address only, so the key cannot reach
// a log, an error, a status or the database by accident.
type Key struct {
	priv *ecdsa.PrivateKey
	addr common.Address
}

// LoadKeystore opens a go-ethereum keystore file (accounts/keystore, JSON
// V3) with its passphrase. Errors name the field ("keystore") and never
// quote the passphrase or the file's content.
func LoadKeystore(path, passphrase string) (*Key, error) {
	blob, err := os.ReadFile(path)
	if err != nil {
		return nil, fail(CodeInvalidInput, "keystore", "cannot read the keystore file %s", path)
	}
	k, err := keystore.DecryptKey(blob, passphrase)
	if err != nil {
		// DecryptKey's errors ("could not decrypt key with given password",
		// JSON syntax errors) never carry the secret; still, say it in our
		// own words so a future change there cannot leak it here.
		return nil, fail(CodeInvalidInput, "keystore", "the keystore file %s does not open with the given passphrase (or is not a keystore)", path)
	}
	return &Key{priv: k.PrivateKey, addr: k.Address}, nil
}

// KeyFromEnv reads a hex private key from the environment variable env (for
// the demo). Errors name the variable, never its value.
func KeyFromEnv(env string) (*Key, error) {
	s := strings.TrimPrefix(strings.TrimSpace(os.Getenv(env)), "0x")
	if s == "" {
		return nil, fail(CodeInvalidInput, env, "not set")
	}
	priv, err := crypto.HexToECDSA(s)
	if err != nil {
		return nil, fail(CodeInvalidInput, env, "not a hex secp256k1 private key")
	}
	return &Key{priv: priv, addr: crypto.PubkeyToAddress(priv.PublicKey)}, nil
}

// NewKey wraps a private key (tests, and callers that hold one already).
func NewKey(priv *ecdsa.PrivateKey) *Key {
	return &Key{priv: priv, addr: crypto.PubkeyToAddress(priv.PublicKey)}
}

// Address is the key's account.
func (k *Key) Address() common.Address { return k.addr }

// String shows the address only.
func (k *Key) String() string { return "hot key " + k.addr.Hex() }

// GoString keeps %#v from printing the private key.
func (k *Key) GoString() string { return k.String() }

// Format makes every verb (%v, %+v, %#v, %s, %x…) print the address only.
func (k *Key) Format(f fmt.State, _ rune) { _, _ = f.Write([]byte(k.String())) }
