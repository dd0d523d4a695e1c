package swapworker

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/txsender"
)

// redactedNode is the payer's node with the secrets of its URL taken out of
// every error it returns, at the edge: a transport error quotes the URL it
// posted to (user, password, a key in the path or the query), and the
// sender's errors reach logs, heartbeats and activity failures. redact.Err
// keeps errors.Is and errors.As working, so the sender still reads a
// revert's data and classifies the node's answers.
type redactedNode struct {
	node txsender.Client
	url  string
}

func (n redactedNode) err(err error) error {
	if err == nil {
		return nil
	}
	return redact.Err(err, n.url)
}

func (n redactedNode) ChainID(ctx context.Context) (*big.Int, error) {
	v, err := n.node.ChainID(ctx)
	return v, n.err(err)
}

func (n redactedNode) HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error) {
	v, err := n.node.HeaderByNumber(ctx, number)
	return v, n.err(err)
}

func (n redactedNode) NonceAt(ctx context.Context, a common.Address, b *big.Int) (uint64, error) {
	v, err := n.node.NonceAt(ctx, a, b)
	return v, n.err(err)
}

func (n redactedNode) PendingNonceAt(ctx context.Context, a common.Address) (uint64, error) {
	v, err := n.node.PendingNonceAt(ctx, a)
	return v, n.err(err)
}

func (n redactedNode) BalanceAt(ctx context.Context, a common.Address, b *big.Int) (*big.Int, error) {
	v, err := n.node.BalanceAt(ctx, a, b)
	return v, n.err(err)
}

func (n redactedNode) CodeAt(ctx context.Context, a common.Address, b *big.Int) ([]byte, error) {
	v, err := n.node.CodeAt(ctx, a, b)
	return v, n.err(err)
}

func (n redactedNode) SuggestGasTipCap(ctx context.Context) (*big.Int, error) {
	v, err := n.node.SuggestGasTipCap(ctx)
	return v, n.err(err)
}

func (n redactedNode) EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error) {
	v, err := n.node.EstimateGas(ctx, call)
	return v, n.err(err)
}

func (n redactedNode) CallContract(ctx context.Context, call ethereum.CallMsg, b *big.Int) ([]byte, error) {
	v, err := n.node.CallContract(ctx, call, b)
	return v, n.err(err)
}

func (n redactedNode) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	return n.err(n.node.SendTransaction(ctx, tx))
}

func (n redactedNode) TransactionReceipt(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	v, err := n.node.TransactionReceipt(ctx, h)
	return v, n.err(err)
}

func (n redactedNode) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	v, err := n.node.FilterLogs(ctx, q)
	return v, n.err(err)
}

func (n redactedNode) FeeHistory(ctx context.Context, count uint64, last *big.Int, pct []float64) (*ethereum.FeeHistory, error) {
	v, err := n.node.FeeHistory(ctx, count, last, pct)
	return v, n.err(err)
}
