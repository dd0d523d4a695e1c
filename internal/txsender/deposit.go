package txsender

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// DepositLog is a vault's Deposited event as the chain shows it: what a
// refund of that deposit to its payer must name.
type DepositLog struct {
	Payer  common.Address
	Token  common.Address
	Amount *big.Int
	Deposit
}

var depositedTopic = vaultABI.GetABI().Events[vaultv2.DepositVaultV2DepositedEventName].ID

// ReadDeposit reads the Deposited event at logIndex of transaction txHash,
// emitted by vault in block blockHash. A refund takes the deposit's fields
// from the chain itself, never from a delivery: the vault then checks them
// against what it recorded.
func (s *Sender) ReadDeposit(ctx context.Context, vault common.Address, txHash, blockHash common.Hash, logIndex uint) (DepositLog, error) {
	rc, err := s.cfg.Client.TransactionReceipt(ctx, txHash)
	if err != nil {
		return DepositLog{}, fmt.Errorf("txsender: receipt of deposit %s: %w", txHash, err)
	}
	if rc.BlockHash != blockHash {
		return DepositLog{}, fmt.Errorf("txsender: deposit %s is in block %s, not %s as recorded", txHash, rc.BlockHash, blockHash)
	}
	for _, l := range rc.Logs {
		if l.Index != logIndex {
			continue
		}
		if l.Address != vault || len(l.Topics) == 0 || l.Topics[0] != depositedTopic {
			return DepositLog{}, fmt.Errorf("txsender: log %d of %s is no Deposited event of vault %s", logIndex, txHash, vault)
		}
		ev, err := vaultABI.UnpackDepositedEvent(l)
		if err != nil {
			return DepositLog{}, fmt.Errorf("txsender: Deposited log %d of %s: %w", logIndex, txHash, err)
		}
		return DepositLog{Payer: ev.Payer, Token: ev.Token, Amount: ev.Amount, Deposit: Deposit{Key: ev.DepositKey, SwapID: ev.SwapId}}, nil
	}
	return DepositLog{}, fmt.Errorf("txsender: transaction %s has no log %d", txHash, logIndex)
}
