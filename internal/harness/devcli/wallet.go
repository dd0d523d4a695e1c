package devcli

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"fmt"
	"io"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
	"github.com/swapengine/swapengine/internal/swap"
)

// The dev chain's wallet: what a person with a funded account does on a
// real chain with their own wallet — print an account's key and address,
// mint the test token, pay a vault v2 — so that a rehearsal of
// docs/go-live.md needs no code of its own.

// maxDevAccount bounds -index: the dev chain funds accounts 0..N-1 (devchain
// Options.Accounts); a larger index is a key nobody funded.
const maxDevAccount = 1 << 16

func runDevKey(_ context.Context, args []string, out io.Writer) error {
	var (
		index   int
		address bool
	)
	fs := newFlags("devkey", out)
	fs.IntVar(&index, "index", 0, "the dev account (the chain funds the first ones in its genesis)")
	fs.BoolVar(&address, "address", false, "print the account's address instead of its key")
	if err := parse(fs, args); err != nil {
		return err
	}
	if index < 0 || index >= maxDevAccount {
		return usagef("devkey: -index must be in [0, %d), got %d", maxDevAccount, index)
	}
	key := devchain.DevKey(index)
	if address {
		fmt.Fprintln(out, crypto.PubkeyToAddress(key.PublicKey).Hex())
		return nil
	}
	// A dev chain's key, derived from a public seed: worthless anywhere else.
	fmt.Fprintln(out, hex.EncodeToString(crypto.FromECDSA(key)))
	return nil
}

// devWallet signs as dev account `from` on the chain at url and waits for
// each transaction's receipt (the dev chain mines on its block time).
type devWallet struct {
	client  *ethclient.Client
	key     *ecdsa.PrivateKey
	chainID *big.Int
}

func openDevWallet(ctx context.Context, url string, from int) (*devWallet, error) {
	if from < 0 || from >= maxDevAccount {
		return nil, usagef("-from must be in [0, %d), got %d", maxDevAccount, from)
	}
	cl, err := ethclient.DialContext(ctx, url)
	if err != nil {
		return nil, err
	}
	id, err := cl.ChainID(ctx)
	if err != nil {
		cl.Close()
		return nil, fmt.Errorf("chain ID at %s: %w", url, err)
	}
	return &devWallet{client: cl, key: devchain.DevKey(from), chainID: id}, nil
}

func (w *devWallet) send(ctx context.Context, to common.Address, value *big.Int, data []byte) (*types.Receipt, error) {
	opts := bind.NewKeyedTransactor(w.key, w.chainID)
	opts.Context, opts.Value = ctx, value
	tx, err := bind.Transact(bind.NewBoundContract(to, vaultv2.NewDepositVaultV2().GetABI(), w.client, w.client, w.client), opts, data)
	if err != nil {
		return nil, err
	}
	r, err := bind.WaitMined(ctx, w.client, tx.Hash())
	if err != nil {
		return nil, err
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return r, fmt.Errorf("transaction %s reverted in block #%d", tx.Hash().Hex(), r.BlockNumber)
	}
	return r, nil
}

// depositTo pays a vault v2 for a swap in native coin from the wallet, as
// a customer's wallet does with the swap's deposit instructions: deposit(swap
// ID, a fresh deposit key) with the amount as value.
func depositTo(ctx context.Context, out io.Writer, url string, from int, vault common.Address, swapID string, wei *big.Int) error {
	id, err := devchain.SwapIDBytes(swapID)
	if err != nil {
		return usagef("deposit: -swap-id: %v", err)
	}
	w, err := openDevWallet(ctx, url, from)
	if err != nil {
		return err
	}
	defer w.client.Close()
	r, err := w.send(ctx, vault, wei, vaultv2.NewDepositVaultV2().PackDeposit(id, devchain.NewDepositKey()))
	if err != nil {
		return fmt.Errorf("deposit for %s into %s: %w", swapID, vault.Hex(), err)
	}
	fmt.Fprintf(out, "deposit for %s into vault %s: tx %s mined in block #%d %s\n", swapID, vault.Hex(), r.TxHash.Hex(), r.BlockNumber, r.BlockHash.Hex())
	return nil
}

func runMint(ctx context.Context, args []string, out io.Writer) error {
	var to, amount string
	fs := newFlags("mint", out)
	url := adminFlag(fs)
	fs.StringVar(&to, "to", "", "the account that gets the TestUSDC (0x…; required)")
	fs.StringVar(&amount, "amount", "", "base units (6 decimals; required)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if !common.IsHexAddress(to) {
		return usagef("mint: -to %q: 0x and 40 hex digits", to)
	}
	n, err := swap.ParseAmount("amount", amount)
	if err != nil {
		return &UsageError{Msg: "mint: -" + err.Error()}
	}
	info, err := devchain.Admin{URL: *url}.Info(ctx)
	if err != nil {
		return err
	}
	if info.USDC == nil {
		return usagef("mint: the chain has no TestUSDC (start it with -vault v2)")
	}
	w, err := openDevWallet(ctx, *url, 0)
	if err != nil {
		return err
	}
	defer w.client.Close()
	r, err := w.send(ctx, *info.USDC, nil, testtoken.NewTestUSDC().PackMint(common.HexToAddress(to), n))
	if err != nil {
		return fmt.Errorf("mint: %w", err)
	}
	fmt.Fprintf(out, "minted %s TestUSDC (%s) to %s in block #%d\n", n, info.USDC.Hex(), common.HexToAddress(to).Hex(), r.BlockNumber)
	return nil
}

// runTransfer is a plain transfer from a dev account, as a customer's
// exchange withdrawal or wallet send screen makes one: native coin with a
// 21,000 gas limit, or a token's transfer(to, amount). It pays a swap's
// deposit address.
func runTransfer(ctx context.Context, args []string, out io.Writer) error {
	var (
		to, amount, token string
		from              int
	)
	fs := newFlags("transfer", out)
	url := adminFlag(fs)
	fs.StringVar(&to, "to", "", "recipient (0x…; required)")
	fs.StringVar(&amount, "amount", "", "base units (required)")
	fs.StringVar(&token, "token", "", "a token's address (0x…) to transfer instead of the native coin")
	fs.IntVar(&from, "from", 0, "index of the funded dev account that pays")
	if err := parse(fs, args); err != nil {
		return err
	}
	if !common.IsHexAddress(to) {
		return usagef("transfer: -to %q: 0x and 40 hex digits", to)
	}
	if token != "" && !common.IsHexAddress(token) {
		return usagef("transfer: -token %q: 0x and 40 hex digits", token)
	}
	n, err := swap.ParseAmount("amount", amount)
	if err != nil {
		return &UsageError{Msg: "transfer: -" + err.Error()}
	}
	w, err := openDevWallet(ctx, *url, from)
	if err != nil {
		return err
	}
	defer w.client.Close()
	recipient := common.HexToAddress(to)
	var r *types.Receipt
	if token == "" {
		r, err = w.plain(ctx, recipient, n)
	} else {
		r, err = w.send(ctx, common.HexToAddress(token), nil, testtoken.NewTestUSDC().PackTransfer(recipient, n))
	}
	if err != nil {
		return fmt.Errorf("transfer: %w", err)
	}
	fmt.Fprintf(out, "transferred %s to %s: tx %s in block #%d (gas %d)\n", n, recipient.Hex(), r.TxHash.Hex(), r.BlockNumber, r.GasUsed)
	return nil
}

// plain sends wei to `to` with a 21,000 gas limit, no data, and waits.
func (w *devWallet) plain(ctx context.Context, to common.Address, wei *big.Int) (*types.Receipt, error) {
	from := crypto.PubkeyToAddress(w.key.PublicKey)
	nonce, err := w.client.PendingNonceAt(ctx, from)
	if err != nil {
		return nil, err
	}
	tip, err := w.client.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, err
	}
	head, err := w.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	tx, err := types.SignNewTx(w.key, types.LatestSignerForChainID(w.chainID), &types.DynamicFeeTx{ChainID: w.chainID, Nonce: nonce,
		GasTipCap: tip, GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip), Gas: 21_000, To: &to, Value: wei})
	if err != nil {
		return nil, err
	}
	if err := w.client.SendTransaction(ctx, tx); err != nil {
		return nil, err
	}
	return bind.WaitMined(ctx, w.client, tx.Hash())
}
