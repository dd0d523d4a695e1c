package store

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"sync"

	"gocloud.dev/gcerrors"
	"gocloud.dev/secrets"
	_ "gocloud.dev/secrets/localsecrets" // base64key://: a key in the URL, for tests and dev stacks
)

// MerchantSecretsKeeperEnv names a key management service that seals
// merchants' webhook secrets (envelope encryption through
// gocloud.dev/secrets): awskms://, gcpkms://, azurekeyvault://,
// hashivault:// (the worker and starter binaries link those drivers,
// internal/kmsdrivers), or base64key:// (a key in the URL). The key never
// enters the process for the cloud schemes; each secret is encrypted by the
// service and decrypted once per process (kept in memory after).
const MerchantSecretsKeeperEnv = "MERCHANT_SECRETS_KEEPER"

// keeperPrefix marks a secret a keeper sealed.
const keeperPrefix = "kms:v1:"

// keeperBox seals through a keeper. Opened secrets are cached by their
// sealed text: a webhook delivery then costs no call to the service.
type keeperBox struct {
	k     *secrets.Keeper
	mu    sync.Mutex
	cache map[string]string
}

// maxKeeperCache bounds the opened secrets kept: two or three per merchant.
const maxKeeperCache = 4096

// OpenKeeperBox opens the keeper at url; setting names the environment
// variable it came from, for errors, which never quote the URL (it may
// carry a key or a token).
func OpenKeeperBox(ctx context.Context, setting, url string) (*SecretBox, error) {
	k, err := secrets.OpenKeeper(ctx, url)
	if err != nil {
		scheme, _, _ := strings.Cut(url, "://")
		return nil, fmt.Errorf("%s: cannot open a keeper of scheme %q (awskms, gcpkms, azurekeyvault, hashivault or base64key)", setting, scheme)
	}
	return &SecretBox{keeper: &keeperBox{k: k, cache: map[string]string{}}}, nil
}

// seal encrypts merchantID and secret together: the merchant is bound to
// the ciphertext as the AES box binds it as additional data.
func (b *keeperBox) seal(ctx context.Context, merchantID, secret string) (string, error) {
	ct, err := b.k.Encrypt(ctx, []byte(merchantID+"\x00"+secret))
	if err != nil {
		return "", fmt.Errorf("seal merchant %s's webhook secret through %s: %s", merchantID, MerchantSecretsKeeperEnv, keeperErr(err))
	}
	return keeperPrefix + base64.StdEncoding.EncodeToString(ct), nil
}

func (b *keeperBox) open(ctx context.Context, merchantID, stored string) (string, error) {
	b.mu.Lock()
	plain, ok := b.cache[stored]
	b.mu.Unlock()
	if !ok {
		ct, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(stored, keeperPrefix))
		if err != nil {
			return "", fmt.Errorf("merchant %s: a stored webhook secret is damaged", merchantID)
		}
		pt, err := b.k.Decrypt(ctx, ct)
		if err != nil {
			return "", fmt.Errorf("merchant %s: a stored webhook secret does not open through %s (another key?): %s", merchantID, MerchantSecretsKeeperEnv, keeperErr(err))
		}
		plain = string(pt)
		b.mu.Lock()
		if len(b.cache) >= maxKeeperCache {
			clear(b.cache)
		}
		b.cache[stored] = plain
		b.mu.Unlock()
	}
	owner, secret, ok := strings.Cut(plain, "\x00")
	if !ok || owner != merchantID {
		return "", fmt.Errorf("merchant %s: a stored webhook secret belongs to another merchant", merchantID)
	}
	return secret, nil
}

// keeperErr is the keeper's error code, never its text (which may name
// the key's resource or quote a provider's internals).
func keeperErr(err error) string { return "code " + gcerrors.Code(err).String() }
