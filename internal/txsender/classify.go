package txsender

import (
	"errors"
	"strings"
	"unicode"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// answer is what a node's reply to eth_sendRawTransaction means to the
// sender. Replies cross JSON-RPC as text (go-ethereum's typed errors do not
// survive the wire), so they are classified here, once, and the rest of the
// sender switches on the class.
type answer int

const (
	answerAccepted     answer = iota // in the pool now
	answerAlreadyKnown               // the same bytes are in the pool: as good as accepted
	answerNonceTooLow                // the nonce is used on chain: by us or by someone else, find out
	answerReplaceUnder               // another tx with our nonce is pooled and ours does not outbid it by the node's rule
	answerUnderpriced                // below the pool's minimum tip or price
	answerNoFunds                    // the hot wallet cannot pay gas * maxFee + value
	answerOther                      // transport errors and anything else: retry later with the same bytes
)

func (a answer) String() string {
	return [...]string{"accepted", "already known", "nonce too low", "replacement underpriced", "underpriced", "insufficient funds", "other"}[a]
}

func classify(err error) answer {
	if err == nil {
		return answerAccepted
	}
	msg := strings.ToLower(err.Error())
	switch {
	// geth "already known"; erigon/nethermind/besu spellings.
	case strings.Contains(msg, "already known"), strings.Contains(msg, "known transaction"),
		strings.Contains(msg, "alreadyknown"), strings.Contains(msg, "already imported"):
		return answerAlreadyKnown
	case strings.Contains(msg, "nonce too low"), strings.Contains(msg, "oldnonce"), strings.Contains(msg, "nonce is too low"):
		return answerNonceTooLow
	case strings.Contains(msg, "replacement transaction underpriced"), strings.Contains(msg, "replacement underpriced"),
		strings.Contains(msg, "replacement fee too low"), strings.Contains(msg, "replacement_underpriced"):
		return answerReplaceUnder
	case strings.Contains(msg, "insufficient funds"):
		return answerNoFunds
	// geth; besu ("Gas price below current base fee", GAS_PRICE_BELOW_CURRENT_BASE_FEE);
	// nethermind (FeeTooLow, FeeTooLowToCompete); erigon ("fee cap less than block base fee").
	// A price refusal left as "other" would be resent as it is for ever: no node
	// holds it, so nothing starts the clock that re-prices it.
	case strings.Contains(msg, "transaction underpriced"), strings.Contains(msg, "max fee per gas less than block base fee"),
		strings.Contains(msg, "fee too low"), strings.Contains(msg, "feetoolow"), strings.Contains(msg, "below current base fee"),
		strings.Contains(msg, "below_current_base_fee"), strings.Contains(msg, "less than block base fee"):
		return answerUnderpriced
	}
	return answerOther
}

// revertReason decodes the vault's custom error from an eth_call or
// eth_estimateGas error, or returns nil when err carries no revert data the
// vault's ABI knows.
func revertReason(err error) any {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return nil
	}
	s, ok := de.ErrorData().(string)
	if !ok {
		return nil
	}
	data := common.FromHex(s)
	if len(data) < 4 { // the generated UnpackError slices raw[:4] unchecked
		return nil
	}
	reason, err := vaultABI.UnpackError(data)
	if err != nil {
		return nil
	}
	return reason
}

// reverted reports an eth_call or eth_estimateGas answer that says the call
// reverted (JSON-RPC error 3, or geth's "execution reverted" text), whatever
// its data: a refusal by the chain, not a failure of the node.
func reverted(err error) bool {
	var re rpc.Error
	if errors.As(err, &re) && re.ErrorCode() == 3 {
		return true
	}
	return err != nil && strings.Contains(err.Error(), "execution reverted")
}

// revertText says what a reverted call answered in words the chain chose,
// never the node's own message (which may quote the provider): "execution
// reverted", with the revert data when the answer carried some.
func revertText(err error) string {
	var de rpc.DataError
	if errors.As(err, &de) {
		if s, ok := de.ErrorData().(string); ok && len(s) > 2 {
			// A plain require message (Error(string)), as a router gives:
			// named, bounded and printable, since the contract chose it.
			if msg, err := abi.UnpackRevert(common.FromHex(s)); err == nil {
				return "execution reverted: " + printable(msg, 120)
			}
			return "execution reverted with data " + s[:min(len(s), 138)] // the selector and two words at most
		}
	}
	return "execution reverted"
}

var vaultABI = vaultv2.NewDepositVaultV2()

// refusal maps a vault revert (decoded by revertReason) to a Failure; nil for
// AlreadyPaid, which is not a refusal but a payment to find.
func refusal(reason any) *Failure {
	switch r := reason.(type) {
	case *vaultv2.DepositVaultV2AlreadyPaid:
		return nil
	case *vaultv2.DepositVaultV2InsufficientVaultBalance:
		return fail(CodeVaultUnderfunded, "amount", "the vault holds %s of token %s, the payment is %s", r.Balance, r.Token.Hex(), r.Amount)
	case *vaultv2.DepositVaultV2PaymentCapExceeded:
		return fail(CodeCapExceeded, "amount", "%s is over the vault's per-payment cap %s for token %s", r.Amount, r.Cap, r.Token.Hex())
	case *vaultv2.DepositVaultV2PeriodCapExceeded:
		return fail(CodePeriodCapExceeded, "amount", "%s on top of %s spent in period %s is over the cap %s for token %s", r.Amount, r.Spent, r.Period, r.Cap, r.Token.Hex())
	case *vaultv2.DepositVaultV2TokenNotAllowed:
		return fail(CodeTokenNotAllowed, "token", "%s is not on the vault's allowlist", r.Token.Hex())
	case *vaultv2.DepositVaultV2InvalidRecipient:
		return invalid("to", "%s is the vault itself", r.To.Hex())
	case *vaultv2.DepositVaultV2ZeroAddress:
		return invalid("to", "zero address")
	case *vaultv2.DepositVaultV2ZeroAmount:
		return invalid("amount", "zero")
	case *vaultv2.DepositVaultV2ZeroKey:
		return invalid("key", "zero vault key")
	case *vaultv2.DepositVaultV2UnknownDeposit:
		return invalid("deposit", "the vault took no deposit %s with this payer, key, swap, token and amount", common.Hash(r.DepositId).Hex())
	case *vaultv2.DepositVaultV2DepositAlreadyRefunded:
		return fail(CodeReverted, "deposit", "the vault returned deposit %s already, under another key", common.Hash(r.DepositId).Hex())
	case *vaultv2.DepositVaultV2LimitTooLarge:
		return fail(CodeReverted, "vault", "limit %s too large", r.Limit)
	case *vaultv2.DepositVaultV2EnforcedPause:
		return fail(CodeVaultPaused, "vault", "the vault is paused")
	case *vaultv2.DepositVaultV2AccessControlUnauthorizedAccount:
		return fail(CodeNotPayer, "vault", "%s lacks the vault's PAYER_ROLE", r.Account.Hex())
	}
	return fail(CodeReverted, "vault", "the vault refused the payment: %T%+v", reason, reason)
}

// printable keeps at most n runes of s, each a printable one.
func printable(s string, n int) string {
	out := make([]rune, 0, min(len(s), n))
	for _, r := range s {
		if len(out) == n {
			break
		}
		if !unicode.IsPrint(r) {
			r = '?'
		}
		out = append(out, r)
	}
	return string(out)
}
