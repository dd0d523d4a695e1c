package vaultv2

import (
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Roles are the vault's accounts at deployment.
type Roles struct {
	// Admin holds DEFAULT_ADMIN_ROLE: a VaultTimelock in production, so every
	// admin call waits the timelock's delay; an account on development chains.
	Admin common.Address
	// AdminTransferDelay is how long a new admin waits before it may accept
	// the role.
	AdminTransferDelay time.Duration
	// Guardian pauses, lowers caps and revokes the payer at once.
	Guardian common.Address
	// Payer is the worker's hot key (or its signer's account).
	Payer    common.Address
	Treasury common.Address
	// GovernanceDelay makes a new payer and a raised cap wait, on top of the
	// timelock's delay; zero on development chains only.
	GovernanceDelay time.Duration
}

// Maximum is the most a token's caps may ever be.
type Maximum struct {
	PerPayment, PerPeriod *big.Int
}

// Unbounded is the widest maximum the vault books (uint192): for
// development chains, where the maxima bound nothing.
var Unbounded = Maximum{
	PerPayment: new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 192), big.NewInt(1)),
	PerPeriod:  new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 192), big.NewInt(1)),
}

// Constructor packs the vault's constructor arguments: roles and the caps'
// maxima by token (NativeToken for the native coin), fixed for the vault's
// life. Tokens are packed in address order, so the same deployment always
// packs the same bytes.
func Constructor(r Roles, maxima map[common.Address]Maximum) []byte {
	tokens := make([]common.Address, 0, len(maxima))
	for t := range maxima {
		tokens = append(tokens, t)
	}
	slices.SortFunc(tokens, func(a, b common.Address) int { return a.Cmp(b) })
	perPayment := make([]*big.Int, len(tokens))
	perPeriod := make([]*big.Int, len(tokens))
	for i, t := range tokens {
		perPayment[i], perPeriod[i] = maxima[t].PerPayment, maxima[t].PerPeriod
	}
	return NewDepositVaultV2().PackConstructor(r.Admin, big.NewInt(int64(r.AdminTransferDelay/time.Second)), r.Guardian, r.Payer,
		r.Treasury, big.NewInt(int64(r.GovernanceDelay/time.Second)), tokens, perPayment, perPeriod)
}
