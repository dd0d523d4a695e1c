package devchain

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"github.com/swapengine/swapengine/internal/redact"
	"io"
	"math/big"
	"net/http"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Admin is a client for a served Chain's admin API (Chain.AdminURL, or the
// rpcUrl of GET /admin/info: JSON-RPC and admin share one listener). It is
// what another process, such as the starter CLI, uses to drive the chain.
type Admin struct {
	// URL is the chain's base URL, e.g. http://127.0.0.1:8545 (a trailing
	// slash is fine).
	URL string
	// HTTP is the client to use; nil means http.DefaultClient.
	HTTP *http.Client
}

// Mine commits n blocks and returns their hashes, oldest first.
func (a Admin) Mine(ctx context.Context, n int) ([]common.Hash, error) {
	var resp MineResponse
	if err := a.do(ctx, http.MethodPost, "/admin/mine", MineRequest{Blocks: n}, &resp); err != nil {
		return nil, err
	}
	return resp.Hashes, nil
}

// Reorg replaces the last depth blocks (see Chain.Reorg) and returns the new head.
func (a Admin) Reorg(ctx context.Context, depth int, keepTxs bool) (ReorgResponse, error) {
	var resp ReorgResponse
	err := a.do(ctx, http.MethodPost, "/admin/reorg", ReorgRequest{Depth: depth, KeepTxs: keepTxs}, &resp)
	return resp, err
}

// Deposit sends deposit(swapID) with amountWei from dev account `from`; the
// transaction is pending until a block includes it (MineUntilReceipt).
func (a Admin) Deposit(ctx context.Context, from int, swapID string, amountWei *big.Int) (common.Hash, error) {
	if amountWei == nil {
		return common.Hash{}, fmt.Errorf("%w: nil amount", ErrInvalidArgument)
	}
	var resp DepositResponse
	req := DepositRequest{From: from, SwapID: swapID, AmountWei: amountWei.String()}
	if err := a.do(ctx, http.MethodPost, "/admin/deposit", req, &resp); err != nil {
		return common.Hash{}, err
	}
	return resp.TxHash, nil
}

// MineUntilReceipt mines blocks on the chain until transaction tx is in one,
// at most maxBlocks (see Chain.MineUntilReceipt), and says where it landed.
// When the bound is hit the error matches ErrNotMined and names tx.
func (a Admin) MineUntilReceipt(ctx context.Context, tx common.Hash, maxBlocks int) (ReceiptResponse, error) {
	var resp ReceiptResponse
	err := a.do(ctx, http.MethodPost, "/admin/mine-until-receipt", MineUntilReceiptRequest{TxHash: tx, MaxBlocks: maxBlocks}, &resp)
	return resp, err
}

// Info describes the chain: chain ID, vault address, head, RPC URL, accounts.
func (a Admin) Info(ctx context.Context) (Info, error) {
	var info Info
	err := a.do(ctx, http.MethodGet, "/admin/info", nil, &info)
	return info, err
}

func (a Admin) do(ctx context.Context, method, path string, in, out any) error {
	if a.URL == "" {
		return fmt.Errorf("devchain admin: no URL")
	}
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	url := strings.TrimRight(a.URL, "/") + path
	req, err := http.NewRequestWithContext(ctx, method, url, body)
	if err != nil {
		return err
	}
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	hc := a.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		return fmt.Errorf("devchain admin %s %s: %w", method, path, redact.Err(err, a.URL))
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return fmt.Errorf("devchain admin %s %s: %w", method, path, redact.Err(err, a.URL))
	}
	if resp.StatusCode != http.StatusOK {
		var eb errorBody
		msg := strings.TrimSpace(string(data))
		if json.Unmarshal(data, &eb) == nil && eb.Error != "" {
			msg = eb.Error
		}
		switch resp.StatusCode {
		case http.StatusBadRequest:
			msg = strings.TrimPrefix(msg, ErrInvalidArgument.Error()+": ")
			return fmt.Errorf("devchain admin %s %s: %w: %s", method, path, ErrInvalidArgument, msg)
		case http.StatusGatewayTimeout:
			msg = strings.TrimPrefix(msg, ErrNotMined.Error()+": ")
			return fmt.Errorf("devchain admin %s %s: %w: %s", method, path, ErrNotMined, msg)
		}
		return fmt.Errorf("devchain admin %s %s: %s: %s", method, path, resp.Status, msg)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("devchain admin %s %s: decoding answer: %w", method, path, err)
	}
	return nil
}
