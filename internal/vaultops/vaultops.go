// Package vaultops reads a deployed DepositVaultV2 the way an operator must
// before trusting it: Verify proves the code at an address is this build's
// vault and says what its deployment fixed (roles, delays, cap maxima);
// ReadStatus shows what governs it now (admin and pending transfer, the
// timelock's delay, pause, caps and their maxima, what was spent). `starter
// vault` prints both.
package vaultops

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// Client is what the reads need of a node (an *ethclient.Client).
type Client interface {
	bind.ContractBackend
	BlockByNumber(ctx context.Context, number *big.Int) (*types.Block, error)
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (*big.Int, error)
}

// Deployment is what a vault's creation fixed for its life.
type Deployment struct {
	Vault     common.Address
	Tx        common.Hash
	Block     uint64
	BlockHash common.Hash
	Deployer  common.Address
	Roles     vaultv2.Roles
	Maxima    map[common.Address]vaultv2.Maximum
}

var vaultABI = vaultv2.NewDepositVaultV2()

// Verify proves that the code at vault is this build's DepositVaultV2: the
// transaction in block deployBlock that created it carries the build's
// creation code byte for byte, and that code, run with the same constructor
// arguments in a local EVM, leaves exactly the runtime code the node holds
// (so no other code and no other immutables). It returns what the
// constructor arguments fixed. A vault created by another contract (a
// factory) is not found in a block's transactions and is refused, naming
// why.
func Verify(ctx context.Context, c Client, vault common.Address, deployBlock uint64) (*Deployment, error) {
	onChain, err := c.CodeAt(ctx, vault, nil)
	if err != nil {
		return nil, fmt.Errorf("read the code at %s: %w", vault, err)
	}
	if len(onChain) == 0 {
		return nil, fmt.Errorf("no contract at %s", vault)
	}
	block, err := c.BlockByNumber(ctx, new(big.Int).SetUint64(deployBlock))
	if err != nil {
		return nil, fmt.Errorf("read block %d: %w", deployBlock, err)
	}
	var create *types.Transaction
	for _, tx := range block.Transactions() {
		if tx.To() != nil {
			continue
		}
		r, err := c.TransactionReceipt(ctx, tx.Hash())
		if err != nil {
			return nil, fmt.Errorf("read the receipt of %s: %w", tx.Hash(), err)
		}
		if r.ContractAddress == vault && r.Status == types.ReceiptStatusSuccessful {
			create = tx
			break
		}
	}
	if create == nil {
		return nil, fmt.Errorf("no transaction of block %d created %s: give the block it was deployed in (a vault created by another contract cannot be verified this way)", deployBlock, vault)
	}
	initCode := common.FromHex(vaultv2.DepositVaultV2MetaData.Bin)
	input := create.Data()
	if !bytes.HasPrefix(input, initCode) {
		return nil, fmt.Errorf("transaction %s did not deploy this build's DepositVaultV2: its creation code differs from the build's artefact", create.Hash())
	}
	args, err := vaultABI.GetABI().Constructor.Inputs.Unpack(input[len(initCode):])
	if err != nil {
		return nil, fmt.Errorf("transaction %s: the constructor arguments do not decode: %w", create.Hash(), err)
	}
	d, err := deployment(args)
	if err != nil {
		return nil, fmt.Errorf("transaction %s: %w", create.Hash(), err)
	}
	signer := types.LatestSignerForChainID(create.ChainId())
	if d.Deployer, err = types.Sender(signer, create); err != nil {
		return nil, fmt.Errorf("transaction %s: its sender: %w", create.Hash(), err)
	}
	runtimeCode, _, _, err := runtime.Create(input, &runtime.Config{
		Origin: d.Deployer, GasLimit: create.Gas(), BlockNumber: block.Number(), Time: block.Time(), BaseFee: block.BaseFee(),
	})
	if err != nil {
		return nil, fmt.Errorf("run the build's creation code with the deployment's arguments: %w", err)
	}
	if !bytes.Equal(runtimeCode, onChain) {
		return nil, fmt.Errorf("the code at %s is not what this build's DepositVaultV2 leaves with the deployment's arguments (%d bytes on chain, %d built)", vault, len(onChain), len(runtimeCode))
	}
	d.Vault, d.Tx, d.Block, d.BlockHash = vault, create.Hash(), block.NumberU64(), block.Hash()
	return d, nil
}

// VerifyTimelock proves the code at timelock is this build's VaultTimelock and
// returns its delay. The timelock has no immutables, so its runtime code is
// the same whatever its constructor's arguments: the build's creation code,
// run in a local EVM, must leave exactly the code on chain.
func VerifyTimelock(ctx context.Context, c Client, timelock common.Address) (time.Duration, error) {
	onChain, err := c.CodeAt(ctx, timelock, nil)
	if err != nil {
		return 0, fmt.Errorf("read the code at %s: %w", timelock, err)
	}
	lock := vaultv2.NewVaultTimelock()
	input := append(common.FromHex(vaultv2.VaultTimelockMetaData.Bin), lock.PackConstructor(new(big.Int), nil, nil, nil)...)
	built, _, _, err := runtime.Create(input, &runtime.Config{GasLimit: 30_000_000})
	if err != nil {
		return 0, fmt.Errorf("run the build's VaultTimelock creation code: %w", err)
	}
	if len(onChain) == 0 || !bytes.Equal(built, onChain) {
		return 0, fmt.Errorf("the code at %s is not this build's VaultTimelock (%d bytes on chain, %d built)", timelock, len(onChain), len(built))
	}
	d, err := bind.Call(lock.Instance(c, timelock), &bind.CallOpts{Context: ctx}, lock.PackGetMinDelay(), lock.UnpackGetMinDelay)
	if err != nil {
		return 0, fmt.Errorf("read the timelock's delay: %w", err)
	}
	return time.Duration(d.Int64()) * time.Second, nil
}

// deployment reads the constructor's arguments (contracts/DepositVaultV2.sol).
func deployment(args []any) (*Deployment, error) {
	if len(args) != 9 {
		return nil, fmt.Errorf("%d constructor arguments, want 9", len(args))
	}
	addr := func(i int) common.Address { a, _ := args[i].(common.Address); return a }
	seconds := func(i int) time.Duration {
		n, _ := args[i].(*big.Int)
		if n == nil || !n.IsInt64() {
			return 0
		}
		return time.Duration(n.Int64()) * time.Second
	}
	tokens, ok1 := args[6].([]common.Address)
	perPayment, ok2 := args[7].([]*big.Int)
	perPeriod, ok3 := args[8].([]*big.Int)
	if !ok1 || !ok2 || !ok3 || len(tokens) != len(perPayment) || len(tokens) != len(perPeriod) {
		return nil, errors.New("the cap maxima do not decode")
	}
	d := &Deployment{
		Roles: vaultv2.Roles{Admin: addr(0), AdminTransferDelay: seconds(1), Guardian: addr(2), Payer: addr(3),
			Treasury: addr(4), GovernanceDelay: seconds(5)},
		Maxima: map[common.Address]vaultv2.Maximum{},
	}
	for i, t := range tokens {
		d.Maxima[t] = vaultv2.Maximum{PerPayment: perPayment[i], PerPeriod: perPeriod[i]}
	}
	return d, nil
}

// Token is a token whose caps and balance Status shows.
type Token struct {
	Symbol  string
	Address common.Address // vaultv2.NativeToken for the native coin
}

// TokenStatus is one token's standing in the vault.
type TokenStatus struct {
	Token
	Allowed                     bool // always true for the native coin
	PerPayment, PerPeriod       *big.Int
	MaxPerPayment, MaxPerPeriod *big.Int
	// PendingPerPayment and PendingPerPeriod apply from PendingEta (a raise
	// waiting the governance delay); PendingEta zero: none.
	PendingPerPayment, PendingPerPeriod *big.Int
	PendingEta                          uint64
	Spent, Refunded                     *big.Int // in the current period
	Balance                             *big.Int
}

// Status is what governs a vault now.
type Status struct {
	Vault  common.Address
	Paused bool
	Admin  common.Address
	// PendingAdmin may accept the admin role from PendingAdminAt (zero: no
	// transfer begun).
	PendingAdmin   common.Address
	PendingAdminAt uint64
	AdminDelay     time.Duration
	// TimelockDelay is the admin's own delay when the admin is a
	// VaultTimelock (getMinDelay answers); nil when it is not.
	TimelockDelay   *time.Duration
	Treasury        common.Address
	GovernanceDelay time.Duration
	TotalOwed       *big.Int
	Tokens          []TokenStatus
	// Roles says, for each account asked about, which roles it holds.
	Roles map[common.Address][]string
}

// ReadStatus reads vault's governance and each token's caps, maxima, spending
// and balance, and which of accounts hold which role.
func ReadStatus(ctx context.Context, c Client, vault common.Address, tokens []Token, accounts []common.Address) (*Status, error) {
	v := vaultABI.Instance(c, vault)
	opts := &bind.CallOpts{Context: ctx}
	var errs []error
	read := func(what string, err error) {
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", what, err))
		}
	}
	s := &Status{Vault: vault, Roles: map[common.Address][]string{}}
	var err error
	s.Paused, err = bind.Call(v, opts, vaultABI.PackPaused(), vaultABI.UnpackPaused)
	read("paused", err)
	s.Admin, err = bind.Call(v, opts, vaultABI.PackDefaultAdmin(), vaultABI.UnpackDefaultAdmin)
	read("defaultAdmin", err)
	pending, err := bind.Call(v, opts, vaultABI.PackPendingDefaultAdmin(), vaultABI.UnpackPendingDefaultAdmin)
	read("pendingDefaultAdmin", err)
	if err == nil {
		s.PendingAdmin, s.PendingAdminAt = pending.NewAdmin, pending.Schedule.Uint64()
	}
	delay, err := bind.Call(v, opts, vaultABI.PackDefaultAdminDelay(), vaultABI.UnpackDefaultAdminDelay)
	read("defaultAdminDelay", err)
	if err == nil {
		s.AdminDelay = time.Duration(delay.Uint64()) * time.Second
	}
	s.Treasury, err = bind.Call(v, opts, vaultABI.PackTreasury(), vaultABI.UnpackTreasury)
	read("treasury", err)
	gd, err := bind.Call(v, opts, vaultABI.PackGovernanceDelay(), vaultABI.UnpackGovernanceDelay)
	read("governanceDelay", err)
	if err == nil {
		s.GovernanceDelay = time.Duration(gd.Uint64()) * time.Second
	}
	s.TotalOwed, err = bind.Call(v, opts, vaultABI.PackTotalOwed(), vaultABI.UnpackTotalOwed)
	read("totalOwed", err)
	if s.Admin != (common.Address{}) {
		lock := vaultv2.NewVaultTimelock()
		if d, err := bind.Call(lock.Instance(c, s.Admin), opts, lock.PackGetMinDelay(), lock.UnpackGetMinDelay); err == nil {
			td := time.Duration(d.Uint64()) * time.Second
			s.TimelockDelay = &td
		}
	}
	for _, t := range tokens {
		ts := TokenStatus{Token: t, Allowed: t.Address == vaultv2.NativeToken}
		if !ts.Allowed {
			ts.Allowed, err = bind.Call(v, opts, vaultABI.PackAllowedToken(t.Address), vaultABI.UnpackAllowedToken)
			read(t.Symbol+" allowedToken", err)
		}
		if lim, err := bind.Call(v, opts, vaultABI.PackLimitsOf(t.Address), vaultABI.UnpackLimitsOf); err == nil {
			ts.PerPayment, ts.PerPeriod = lim.PerPayment, lim.PerPeriod
		} else {
			read(t.Symbol+" limitsOf", err)
		}
		if max, err := bind.Call(v, opts, vaultABI.PackMaxLimitsOf(t.Address), vaultABI.UnpackMaxLimitsOf); err == nil {
			ts.MaxPerPayment, ts.MaxPerPeriod = max.PerPayment, max.PerPeriod
		} else {
			read(t.Symbol+" maxLimitsOf", err)
		}
		if p, err := bind.Call(v, opts, vaultABI.PackPendingLimitsOf(t.Address), vaultABI.UnpackPendingLimitsOf); err == nil {
			ts.PendingPerPayment, ts.PendingPerPeriod, ts.PendingEta = p.PerPayment, p.PerPeriod, p.Eta.Uint64()
		} else {
			read(t.Symbol+" pendingLimitsOf", err)
		}
		if sp, err := bind.Call(v, opts, vaultABI.PackSpentInPeriod(t.Address), vaultABI.UnpackSpentInPeriod); err == nil {
			ts.Spent = sp.Spent
		} else {
			read(t.Symbol+" spentInPeriod", err)
		}
		if rf, err := bind.Call(v, opts, vaultABI.PackRefundedInPeriod(t.Address), vaultABI.UnpackRefundedInPeriod); err == nil {
			ts.Refunded = rf.Spent
		} else {
			read(t.Symbol+" refundedInPeriod", err)
		}
		ts.Balance, err = balanceOf(ctx, c, t.Address, vault)
		read(t.Symbol+" balance", err)
		s.Tokens = append(s.Tokens, ts)
	}
	roles := []struct {
		name string
		id   [32]byte
	}{{"admin", [32]byte{}}, {"guardian", roleID("GUARDIAN_ROLE")}, {"payer", roleID("PAYER_ROLE")}}
	for _, a := range accounts {
		held := []string{}
		for _, r := range roles {
			has, err := bind.Call(v, opts, vaultABI.PackHasRole(r.id, a), vaultABI.UnpackHasRole)
			read("hasRole", err)
			if has {
				held = append(held, r.name)
			}
		}
		if !slices.Contains(held, "payer") {
			// A payer granted behind the governance delay: not yet one.
			if eta, err := bind.Call(v, opts, vaultABI.PackPayerEta(a), vaultABI.UnpackPayerEta); err == nil && eta.Sign() > 0 {
				held = append(held, "payer from "+time.Unix(eta.Int64(), 0).UTC().Format(time.RFC3339))
			}
		}
		s.Roles[a] = held
	}
	return s, errors.Join(errs...)
}

func roleID(name string) [32]byte {
	return crypto.Keccak256Hash([]byte(name))
}

// balanceOf is the vault's balance of token (the native coin for NativeToken).
func balanceOf(ctx context.Context, c Client, token, owner common.Address) (*big.Int, error) {
	if token == vaultv2.NativeToken {
		return c.BalanceAt(ctx, owner, nil)
	}
	data := append(common.FromHex("0x70a08231"), common.LeftPadBytes(owner.Bytes(), 32)...) // balanceOf(address)
	out, err := c.CallContract(ctx, ethereum.CallMsg{To: &token, Data: data}, nil)
	if err != nil {
		return nil, err
	}
	if len(out) != 32 {
		return nil, fmt.Errorf("balanceOf answered %d bytes", len(out))
	}
	return new(big.Int).SetBytes(out), nil
}
