package txsender

import (
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

// remoteEnv: a dev chain served over HTTP whose node holds the vault's payer
// account and signs for it (eth_signTransaction), and a sender that has only
// the account's address.
func remoteEnv(t *testing.T, signerURL func(chainURL string) string) (*devchain.Chain, *Sender) {
	t.Helper()
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2, HTTPAddr: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	if err := c.HoldAccount(devchain.PayerKey()); err != nil {
		t.Fatal(err)
	}
	signer, err := DialSigner(t.Context(), signerURL(c.RPCURL()), crypto.PubkeyToAddress(devchain.PayerKey().PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(signer.Close)
	return c, senderWith(t, c, signer)
}

// senderWith is a sender on c that signs through signer.
func senderWith(t *testing.T, c *devchain.Chain, signer Signer) *Sender {
	t.Helper()
	db, err := store.Open(t.Context(), testenv.MigratedPostgresURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	s, err := New(t.Context(), Config{
		ChainID: c.ChainID().Uint64(), Client: c.Client(), Signer: signer, DB: db,
		FinalityDepth: 1, PaidSearchFrom: c.VaultBlock(), PollInterval: 1, MaxFeePerGas: big.NewInt(100e9),
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A signing service outside the process signs every payment: the sender
// holds the payer's address only, and a payment is paid once, signed by the
// payer.
func TestARemoteSignerSignsAndTheSenderHoldsNoKey(t *testing.T) {
	c, s := remoteEnv(t, func(u string) string { return u })
	to := common.HexToAddress("0x00000000000000000000000000000000000c0ffe")
	p := Payment{Key: "remote-signed", ChainID: c.ChainID().Uint64(), Vault: c.Vault(), Token: c.USDC(), To: to, Amount: big.NewInt(1234)}
	st := driveOn(t, c, s, p)
	tx, _, err := c.Client().TransactionByHash(t.Context(), st.TxHash)
	if err != nil {
		t.Fatal(err)
	}
	from, err := types.Sender(types.LatestSignerForChainID(c.ChainID()), tx)
	if err != nil || from != crypto.PubkeyToAddress(devchain.PayerKey().PublicKey) {
		t.Fatalf("paid in %s signed by %s (%v), want the payer", st.TxHash, from, err)
	}
	if _, ok := s.cfg.Signer.(*Key); ok {
		t.Fatal("the sender holds a key")
	}
}

// A signer that answers with another transaction than the one asked for
// (another recipient) or one signed by another account is refused: nothing
// is stored or broadcast, and the step fails naming the signer.
func TestARemoteSignerThatSignsSomethingElseIsRefused(t *testing.T) {
	thief := common.HexToAddress("0x00000000000000000000000000000000000bad00")
	for name, tamper := range map[string]func(tx *types.Transaction, chainID *big.Int) *types.Transaction{
		"another recipient": func(tx *types.Transaction, chainID *big.Int) *types.Transaction {
			inner := &types.DynamicFeeTx{ChainID: chainID, Nonce: tx.Nonce(), GasTipCap: tx.GasTipCap(), GasFeeCap: tx.GasFeeCap(),
				Gas: tx.Gas(), To: &thief, Value: tx.Value(), Data: tx.Data()}
			signed, _ := types.SignNewTx(devchain.PayerKey(), types.LatestSignerForChainID(chainID), inner)
			return signed
		},
		"another account": func(tx *types.Transaction, chainID *big.Int) *types.Transaction {
			other, _ := crypto.GenerateKey()
			signed, _ := types.SignTx(tx, types.LatestSignerForChainID(chainID), other)
			return signed
		},
	} {
		t.Run(name, func(t *testing.T) {
			c, s := remoteEnv(t, func(chainURL string) string { return lyingSigner(t, chainURL, tamper) })
			p := Payment{Key: "lied-to", ChainID: c.ChainID().Uint64(), Vault: c.Vault(), Token: c.USDC(),
				To: common.HexToAddress("0x00000000000000000000000000000000000c0ffe"), Amount: big.NewInt(1234)}
			_, err := s.Step(t.Context(), p)
			if err == nil || !strings.Contains(err.Error(), "signer") {
				t.Fatalf("step with a lying signer: %v, want refused naming the signer", err)
			}
			var n int
			if err := s.cfg.DB.QueryRow(t.Context(), `SELECT count(*) FROM tx_attempts`).Scan(&n); err != nil || n != 0 {
				t.Fatalf("%d signed transactions stored (%v), want none", n, err)
			}
		})
	}
}

// lyingSigner serves eth_signTransaction by asking the real signer at
// chainURL and answering tamper's transaction instead, as a compromised
// signing service would.
func lyingSigner(t *testing.T, chainURL string, tamper func(*types.Transaction, *big.Int) *types.Transaction) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		resp, err := http.Post(chainURL, "application/json", strings.NewReader(string(body)))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		var msg struct {
			ID     json.RawMessage `json:"id"`
			Result struct {
				Raw hexutil.Bytes `json:"raw"`
			} `json:"result"`
		}
		out, _ := io.ReadAll(resp.Body)
		if !strings.Contains(string(body), "eth_signTransaction") || json.Unmarshal(out, &msg) != nil || len(msg.Result.Raw) == 0 {
			_, _ = w.Write(out)
			return
		}
		tx := new(types.Transaction)
		if err := tx.UnmarshalBinary(msg.Result.Raw); err != nil {
			t.Error(err)
			return
		}
		raw, _ := tamper(tx, tx.ChainId()).MarshalBinary()
		_ = json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": msg.ID, "result": map[string]any{"raw": hexutil.Bytes(raw)}})
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// driveOn steps p on chain c, mining a block after each step, until final.
func driveOn(t *testing.T, c *devchain.Chain, s *Sender, p Payment) Status {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	for range 30 {
		st, err := s.Step(ctx, p)
		if err != nil {
			t.Fatalf("step %q: %v", p.Key, err)
		}
		if st.State == StateFinal {
			return st
		}
		if _, err := c.Mine(1); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("%q not final after 30 blocks", p.Key)
	return Status{}
}

// A signing service's URL may carry credentials (user, password, a key in
// the path or the query): no error of the signer's prints them.
func TestARemoteSignersErrorsCarryNoSecret(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens
	secrets := []string{"alice", "s3cr3t-pw", "0123456789abcdef0123456789abcdef", "KEY-7f3a9c2e"}
	r, err := DialSigner(t.Context(), "http://alice:s3cr3t-pw@"+addr+"/v2/0123456789abcdef0123456789abcdef?apikey=KEY-7f3a9c2e", common.Address{1})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	tx := types.NewTx(&types.DynamicFeeTx{ChainID: big.NewInt(1337), Gas: 21_000, GasFeeCap: big.NewInt(1), GasTipCap: big.NewInt(1)})
	_, err = r.SignTx(t.Context(), tx, big.NewInt(1337))
	if err == nil {
		t.Fatal("signed with nothing listening")
	}
	for _, s := range secrets {
		if strings.Contains(err.Error(), s) || strings.Contains(r.String(), s) {
			t.Errorf("%q in %q / %q", s, err, r)
		}
	}
	if !strings.Contains(err.Error(), addr) {
		t.Errorf("%q does not name the signer's host", err)
	}
}
