package txsender

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/redact"
)

// Signer signs the sender's transactions for one account. Two kinds: the
// hot key in this process (*Key: a keystore file, or an environment variable
// for the demo), and a signer outside it (*RemoteSigner: a node or signing
// service that answers eth_signTransaction), so that the process that sends
// never holds a private key.
type Signer interface {
	Address() common.Address
	SignTx(ctx context.Context, tx *types.Transaction, chainID *big.Int) (*types.Transaction, error)
}

// SignTx signs tx with the key in this process.
func (k *Key) SignTx(_ context.Context, tx *types.Transaction, chainID *big.Int) (*types.Transaction, error) {
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(chainID), k.priv)
	if err != nil {
		return nil, fmt.Errorf("sign with %s: %w", k, err)
	}
	return signed, nil
}

// RemoteSigner has a signing service sign for one account over JSON-RPC
// eth_signTransaction: a geth or clef-fronted node with the account, or a
// signing service of that API (Web3Signer's eth1 mode). The service sees
// every transaction before it signs, so it can apply its own rules; the
// sender, in turn, takes back only the very transaction it asked for,
// signed by the account it named — a signer that answers anything else is
// refused before the answer is stored or broadcast.
type RemoteSigner struct {
	c    *rpc.Client
	from common.Address
	name string // the URL without credentials, for errors
	url  string // the URL as given: what redaction removes from the client's errors
	// method is the JSON-RPC method: eth_signTransaction, or clef's
	// account_signTransaction (DialClef), which also takes the call's
	// method signature.
	method string
}

// DialSigner connects to the signing service at url for account from. The
// URL may carry credentials; errors and String never show them.
func DialSigner(ctx context.Context, url string, from common.Address) (*RemoteSigner, error) {
	c, err := rpc.DialContext(ctx, url)
	if err != nil {
		return nil, fail(CodeInvalidInput, "signer", "cannot reach the signer %s: %s", redact.URL(url), redact.Text(err.Error(), url))
	}
	return &RemoteSigner{c: c, from: from, name: redact.URL(url), url: url, method: "eth_signTransaction"}, nil
}

// DialClef connects to clef (go-ethereum's external signer) at url for
// account from. Clef holds the key in its own keystore and signs only what
// its rules approve (ClefRules: the vault's payment calls and the sender's
// nonce fillers), without a person, from a password it keeps sealed under
// its master seed. Each request names the vault method the call data
// encodes, so clef checks the data against it; in its default mode clef
// refuses a call it cannot decode.
func DialClef(ctx context.Context, url string, from common.Address) (*RemoteSigner, error) {
	r, err := DialSigner(ctx, url, from)
	if err != nil {
		return nil, err
	}
	r.method = "account_signTransaction"
	return r, nil
}

// Address is the account the service signs for.
func (r *RemoteSigner) Address() common.Address { return r.from }

// String names the account and the service, never its credentials.
func (r *RemoteSigner) String() string { return "signer " + r.name + " for " + r.from.Hex() }

// Close drops the connection.
func (r *RemoteSigner) Close() { r.c.Close() }

// SignTx asks the service to sign tx (a dynamic-fee transaction) and checks
// the answer is tx, signed by the account, for chainID.
func (r *RemoteSigner) SignTx(ctx context.Context, tx *types.Transaction, chainID *big.Int) (*types.Transaction, error) {
	data := hexutil.Bytes(tx.Data())
	args := map[string]any{
		// Checksummed (EIP-55): clef refuses an address whose checksum it cannot check.
		"from": r.from.Hex(), "gas": hexutil.Uint64(tx.Gas()), "nonce": hexutil.Uint64(tx.Nonce()),
		"maxFeePerGas": (*hexutil.Big)(tx.GasFeeCap()), "maxPriorityFeePerGas": (*hexutil.Big)(tx.GasTipCap()),
		"value": (*hexutil.Big)(tx.Value()), "chainId": (*hexutil.Big)(chainID), "type": hexutil.Uint64(types.DynamicFeeTxType),
		// Both names of the call data: older services read "data", newer "input".
		"data": data, "input": data,
	}
	if tx.To() != nil {
		args["to"] = tx.To().Hex()
	}
	params := []any{args}
	if r.method == "account_signTransaction" {
		params = append(params, methodSignature(tx.Data()))
	}
	var res json.RawMessage
	if err := r.c.CallContext(ctx, &res, r.method, params...); err != nil {
		return nil, fmt.Errorf("txsender: %s: %s: %s", r, r.method, redact.Text(err.Error(), r.url))
	}
	raw, err := signedRaw(res)
	if err != nil {
		return nil, fmt.Errorf("txsender: %s answered %w", r, err)
	}
	signed := new(types.Transaction)
	if err := signed.UnmarshalBinary(raw); err != nil {
		return nil, fmt.Errorf("txsender: %s answered a transaction that does not decode: %w", r, err)
	}
	if err := sameTx(signed, tx, chainID); err != nil {
		return nil, fmt.Errorf("txsender: %s signed another transaction than the one asked for: %w", r, err)
	}
	from, err := types.Sender(types.LatestSignerForChainID(chainID), signed)
	if err != nil || from != r.from {
		return nil, fmt.Errorf("txsender: %s answered a transaction signed by %s, not by %s", r, from.Hex(), r.from.Hex())
	}
	return signed, nil
}

// methodSignature is the method data calls, as clef's methodSelector wants
// it ("pay(bytes32,address,address,uint256)"): a vault method, or the
// deposit address factory's (its sweep); nil for no call data (a nonce
// filler) or data neither has.
func methodSignature(data []byte) *string {
	if len(data) < 4 {
		return nil
	}
	for _, a := range []*abi.ABI{vaultMethods, factoryMethods} {
		if m, err := a.MethodById(data[:4]); err == nil {
			return &m.Sig
		}
	}
	return nil
}

var factoryMethods = func() *abi.ABI {
	a, err := vaultv2.DepositAddressFactoryMetaData.ParseABI()
	if err != nil {
		panic(err) // the binding's own ABI
	}
	return a
}()

var vaultMethods = func() *abi.ABI {
	a, err := vaultv2.DepositVaultV2MetaData.ParseABI()
	if err != nil {
		panic(err) // the binding's own ABI
	}
	return a
}()

// signedRaw is the signed transaction's bytes in an eth_signTransaction
// answer: geth's {"raw": …, "tx": …}, or the bare hex string others answer.
func signedRaw(res json.RawMessage) ([]byte, error) {
	var s hexutil.Bytes
	if err := json.Unmarshal(res, &s); err == nil {
		return s, nil
	}
	var obj struct {
		Raw hexutil.Bytes `json:"raw"`
	}
	if err := json.Unmarshal(res, &obj); err != nil || len(obj.Raw) == 0 {
		return nil, fmt.Errorf("neither a raw transaction nor {raw}: %.60s", strings.TrimSpace(string(res)))
	}
	return obj.Raw, nil
}

// sameTx says how signed differs from want in anything the sender decided.
func sameTx(signed, want *types.Transaction, chainID *big.Int) error {
	switch {
	case signed.Type() != types.DynamicFeeTxType:
		return fmt.Errorf("type %d, want %d", signed.Type(), types.DynamicFeeTxType)
	case signed.ChainId().Cmp(chainID) != 0:
		return fmt.Errorf("chain %s, want %s", signed.ChainId(), chainID)
	case signed.Nonce() != want.Nonce():
		return fmt.Errorf("nonce %d, want %d", signed.Nonce(), want.Nonce())
	case (signed.To() == nil) != (want.To() == nil) || (want.To() != nil && *signed.To() != *want.To()):
		return fmt.Errorf("to %v, want %v", signed.To(), want.To())
	case signed.Value().Cmp(want.Value()) != 0:
		return fmt.Errorf("value %s, want %s", signed.Value(), want.Value())
	case string(signed.Data()) != string(want.Data()):
		return fmt.Errorf("call data of %d bytes differs from the %d asked for", len(signed.Data()), len(want.Data()))
	case signed.Gas() != want.Gas():
		return fmt.Errorf("gas %d, want %d", signed.Gas(), want.Gas())
	case signed.GasFeeCap().Cmp(want.GasFeeCap()) != 0 || signed.GasTipCap().Cmp(want.GasTipCap()) != 0:
		return fmt.Errorf("fees %s/%s, want %s/%s", signed.GasFeeCap(), signed.GasTipCap(), want.GasFeeCap(), want.GasTipCap())
	case len(signed.AccessList()) != 0:
		return fmt.Errorf("an access list the sender did not ask for")
	}
	return nil
}
