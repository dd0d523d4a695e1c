package devchain

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
)

// Vault v2 on the dev chain (Options.Vault = "v2"): the vault
// (contracts/DepositVaultV2.sol) with the vault key as admin, PayerKey as
// its PAYER_ROLE and Treasury as treasury; TestUSDC (6 decimals, EIP-2612
// permit) allowlisted; per-payment and per-period caps set for the native
// coin and USDC; and the vault funded with VaultFundWei and VaultFundUSDC
// for payouts. All of it is mined in blocks 1..SetupBlock, below which
// Reorg never goes.

// Vault versions for Options.Vault.
const (
	VaultV1 = "v1"
	VaultV2 = "v2"
)

// Payout money and caps of the dev vault v2.
var (
	// VaultFundWei is the native coin the vault holds for payouts: 1,000 ETH.
	VaultFundWei = new(big.Int).Mul(big.NewInt(1_000), big.NewInt(1e18))
	// VaultFundUSDC is the USDC the vault holds for payouts: 1,000,000 USDC.
	VaultFundUSDC = big.NewInt(1_000_000 * 1_000_000)
	// Caps for the payer role, per payment and per UTC day: 100 / 1,000 ETH
	// and 100,000 / 1,000,000 USDC.
	CapPerPaymentWei  = new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
	CapPerPeriodWei   = new(big.Int).Mul(big.NewInt(1_000), big.NewInt(1e18))
	CapPerPaymentUSDC = big.NewInt(100_000 * 1_000_000)
	CapPerPeriodUSDC  = big.NewInt(1_000_000 * 1_000_000)
)

// depositTokenGas is the gas limit of a depositToken sent while its
// approve is still in the pool, where estimation would run transferFrom
// against the old allowance and revert. Estimation says about 314k for
// FeeToken (two balance updates and a burn per transfer): 500k leaves room.
const depositTokenGas = 500_000

// ErrWrongVault is a helper for one vault version called on a chain that
// deployed the other.
var ErrWrongVault = errors.New("devchain: wrong vault version")

// PayerKey is the dev vault v2's PAYER_ROLE key (the worker's hot key in
// the demo): keccak256("swapengine/devchain/payer"). Funded in genesis.
func PayerKey() *ecdsa.PrivateKey { return seedKey("swapengine/devchain/payer") }

// Treasury is the dev vault v2's treasury (sweep's only destination).
func Treasury() common.Address {
	return crypto.PubkeyToAddress(seedKey("swapengine/devchain/treasury").PublicKey)
}

func seedKey(seed string) *ecdsa.PrivateKey {
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte(seed)))
	if err != nil {
		panic(fmt.Sprintf("devchain: key %q: %v", seed, err))
	}
	return key
}

// v2 is the vault v2 deployment of a chain (nil on a v1 chain).
type v2 struct {
	vault    *vaultv2.DepositVaultV2
	usdc     *testtoken.TestUSDC
	usdcAddr common.Address
	setupBlk uint64
}

// VaultVersion is "v1" or "v2", as Options.Vault chose.
func (c *Chain) VaultVersion() string {
	if c.v2 != nil {
		return VaultV2
	}
	return VaultV1
}

// USDC is the TestUSDC token of a vault v2 chain (zero on v1).
func (c *Chain) USDC() common.Address {
	if c.v2 == nil {
		return common.Address{}
	}
	return c.v2.usdcAddr
}

// SetupBlock is the last block of the deployment (the vault's own block on
// v1; the allowlist, caps and funding on v2). Reorg never goes below it.
func (c *Chain) SetupBlock() uint64 {
	if c.v2 == nil {
		return c.vaultBlk
	}
	return c.v2.setupBlk
}

// deployV2 deploys and sets up vault v2 and TestUSDC from the vault key.
func (c *Chain) deployV2(ctx context.Context) error {
	d := &v2{vault: vaultv2.NewDepositVaultV2(), usdc: testtoken.NewTestUSDC()}
	admin := crypto.PubkeyToAddress(c.vaultKey.PublicKey)
	payer := crypto.PubkeyToAddress(PayerKey().PublicKey)
	opts := bind.NewKeyedTransactor(c.vaultKey, c.chainID)
	opts.Context = ctx
	nonce, err := c.client.PendingNonceAt(ctx, admin)
	if err != nil {
		return fmt.Errorf("devchain: nonce of the vault key: %w", err)
	}
	deploy := func(what, bin string, ctor []byte) (common.Address, *types.Transaction, error) {
		opts.Nonce = new(big.Int).SetUint64(nonce)
		addr, tx, err := bind.DeployContract(opts, common.FromHex(bin), c.client, ctor)
		if err != nil {
			return addr, nil, fmt.Errorf("devchain: deploy %s: %w", what, err)
		}
		nonce++
		return addr, tx, nil
	}
	// TestUSDC is the next contract the vault key deploys: its address is
	// known now, and the vault's cap maxima name it. The dev chain's admin is
	// the vault key itself (no timelock, no delays) and so is its guardian;
	// the maxima bound nothing.
	usdcNext := crypto.CreateAddress(admin, nonce+1)
	ctor := vaultv2.Constructor(vaultv2.Roles{Admin: admin, Guardian: admin, Payer: payer, Treasury: Treasury()},
		map[common.Address]vaultv2.Maximum{vaultv2.NativeToken: vaultv2.Unbounded, usdcNext: vaultv2.Unbounded})
	vaultAddr, vaultTx, err := deploy("vault v2", vaultv2.DepositVaultV2MetaData.Bin, ctor)
	if err != nil {
		return err
	}
	usdcAddr, usdcTx, err := deploy("TestUSDC", testtoken.TestUSDCMetaData.Bin, nil)
	if err != nil {
		return err
	}
	// Block 1: both contracts, so VaultBlock is 1 as on v1.
	r, err := c.mineAll(ctx, vaultTx, usdcTx)
	if err != nil {
		return fmt.Errorf("devchain: vault v2 deployment: %w", err)
	}
	if r[0].ContractAddress != vaultAddr || r[1].ContractAddress != usdcAddr {
		return fmt.Errorf("devchain: vault v2 deployment: contracts at %s, %s, want %s, %s", r[0].ContractAddress, r[1].ContractAddress, vaultAddr, usdcAddr)
	}
	c.vault, c.vaultBlk = vaultAddr, r[0].BlockNumber.Uint64()
	d.usdcAddr = usdcAddr
	vaultC := bind.NewBoundContract(vaultAddr, d.vault.GetABI(), c.client, c.client, c.client)
	usdcC := bind.NewBoundContract(usdcAddr, d.usdc.GetABI(), c.client, c.client, c.client)
	send := func(bc *bind.BoundContract, value *big.Int, data []byte) (*types.Transaction, error) {
		o := *opts
		o.Nonce, o.Value = new(big.Int).SetUint64(nonce), value
		tx, err := bind.Transact(bc, &o, data)
		if err != nil {
			return nil, err
		}
		nonce++
		return tx, nil
	}
	// Block 2: allowlist, caps, native funding, USDC minted and approved.
	var txs []*types.Transaction
	for _, step := range []struct {
		bc    *bind.BoundContract
		value *big.Int
		data  []byte
	}{
		{vaultC, nil, d.vault.PackSetTokenAllowed(usdcAddr, true)},
		{vaultC, nil, d.vault.PackSetLimits(vaultv2.NativeToken, CapPerPaymentWei, CapPerPeriodWei)},
		{vaultC, nil, d.vault.PackSetLimits(usdcAddr, CapPerPaymentUSDC, CapPerPeriodUSDC)},
		{vaultC, VaultFundWei, d.vault.PackFund(vaultv2.NativeToken, VaultFundWei)},
		{usdcC, nil, d.usdc.PackMint(admin, VaultFundUSDC)},
		{usdcC, nil, d.usdc.PackApprove(vaultAddr, VaultFundUSDC)},
	} {
		tx, err := send(step.bc, step.value, step.data)
		if err != nil {
			return fmt.Errorf("devchain: vault v2 setup: %w", c.explainRevertV2(err))
		}
		txs = append(txs, tx)
	}
	if _, err := c.mineAll(ctx, txs...); err != nil {
		return fmt.Errorf("devchain: vault v2 setup: %w", err)
	}
	// Block 3: the USDC funding, which needs the approve mined to estimate.
	tx, err := send(vaultC, nil, d.vault.PackFund(usdcAddr, VaultFundUSDC))
	if err != nil {
		return fmt.Errorf("devchain: vault v2 USDC funding: %w", c.explainRevertV2(err))
	}
	r, err = c.mineAll(ctx, tx)
	if err != nil {
		return fmt.Errorf("devchain: vault v2 USDC funding: %w", err)
	}
	d.setupBlk = r[0].BlockNumber.Uint64()
	c.v2 = d
	return nil
}

// mineAll mines until every transaction is in a block, successful.
func (c *Chain) mineAll(ctx context.Context, txs ...*types.Transaction) ([]*types.Receipt, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	return c.mineSuccessfulLocked(ctx, txs...)
}

// DepositV2 is a vault v2 deposit signed (and, unless it came from a Sign
// helper, sent) by a dev account: its transaction, the fresh depositKey it
// was made under and the deposit ID the vault will emit for it, known
// before it is mined (vaultv2.DepositID). The vault's ID covers the amount
// that arrived: for a token that takes a fee in transit it differs from
// this one, computed from the amount sent.
type DepositV2 struct {
	Tx        *types.Transaction
	Payer     common.Address
	Token     common.Address // vaultv2.NativeToken for the native coin
	Key       [32]byte
	DepositID [32]byte
}

// NewDepositKey is a fresh random depositKey: the vault refuses a key
// twice from one payer, and the deposit ID is derived from it.
func NewDepositKey() [32]byte {
	var k [32]byte
	_, _ = rand.Read(k[:])
	return k
}

// DepositNative sends deposit(swapID, fresh key) with wei from dev account
// `from` on a vault v2 chain. Not mined (MineUntilReceipt).
func (c *Chain) DepositNative(ctx context.Context, from int, swapID string, wei *big.Int) (*DepositV2, error) {
	return c.depositV2(ctx, from, swapID, vaultv2.NativeToken, wei, true, "")
}

// DepositToken approves the vault for amount of token and sends
// depositToken(swapID, fresh key, token, amount), both from dev account
// `from`, who must hold the tokens (MintUSDC). Not mined.
func (c *Chain) DepositToken(ctx context.Context, from int, swapID string, token common.Address, amount *big.Int) (*DepositV2, error) {
	return c.depositV2(ctx, from, swapID, token, amount, true, "approve")
}

// DepositWithPermit sends depositWithPermit(swapID, fresh key, token,
// amount, permit) from dev account `from`: one transaction, no approve; the
// EIP-2612 permit is signed here with the account's key. Not mined.
func (c *Chain) DepositWithPermit(ctx context.Context, from int, swapID string, token common.Address, amount *big.Int) (*DepositV2, error) {
	return c.depositV2(ctx, from, swapID, token, amount, true, "permit")
}

// SignDepositNative and SignDepositToken sign a deposit without sending it:
// tests send the same signed bytes on two branches of a reorg
// (ReorgReorder). SignDepositToken needs the allowance already mined
// (ApproveToken), as its gas is estimated.
func (c *Chain) SignDepositNative(ctx context.Context, from int, swapID string, wei *big.Int) (*DepositV2, error) {
	return c.depositV2(ctx, from, swapID, vaultv2.NativeToken, wei, false, "")
}

// SignDepositToken: see SignDepositNative.
func (c *Chain) SignDepositToken(ctx context.Context, from int, swapID string, token common.Address, amount *big.Int) (*DepositV2, error) {
	return c.depositV2(ctx, from, swapID, token, amount, false, "")
}

// MintUSDC sends TestUSDC.mint(account, amount) from dev account `to`
// (TestUSDC lets anyone mint). Not mined.
func (c *Chain) MintUSDC(ctx context.Context, to int, amount *big.Int) (*types.Transaction, error) {
	if err := c.checkV2(to); err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	return c.sendLocked(ctx, to, c.usdcContract(), nil, c.v2.usdc.PackMint(c.addrs[to], amount), 0, true)
}

// ApproveToken sends token.approve(vault, amount) from dev account `from`. Not mined.
func (c *Chain) ApproveToken(ctx context.Context, from int, token common.Address, amount *big.Int) (*types.Transaction, error) {
	if err := c.checkV2(from); err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	return c.sendLocked(ctx, from, bind.NewBoundContract(token, c.v2.usdc.GetABI(), c.client, c.client, c.client), nil,
		c.v2.usdc.PackApprove(c.vault, amount), 0, true)
}

func (c *Chain) checkV2(from int) error {
	if c.v2 == nil {
		return fmt.Errorf("%w: the chain runs vault v1 (Options.Vault)", ErrWrongVault)
	}
	if from < 0 || from >= len(c.keys) {
		return fmt.Errorf("%w: account %d, have %d", ErrInvalidArgument, from, len(c.keys))
	}
	return nil
}

// depositV2 signs (and if send, sends) one deposit under a fresh key. how
// is "" (deposit / depositToken with an allowance in place), "approve"
// (approve then depositToken) or "permit" (depositWithPermit).
func (c *Chain) depositV2(ctx context.Context, from int, swapID string, token common.Address, amount *big.Int, send bool, how string) (*DepositV2, error) {
	if err := c.checkV2(from); err != nil {
		return nil, err
	}
	id, err := SwapIDBytes(swapID)
	if err != nil {
		return nil, err
	}
	if amount == nil || amount.Sign() <= 0 {
		return nil, fmt.Errorf("%w: deposit amount must be positive, got %v", ErrInvalidArgument, amount)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	d := &DepositV2{Payer: c.addrs[from], Token: token, Key: NewDepositKey()}
	d.DepositID = vaultv2.DepositID(c.chainID, c.vault, d.Payer, d.Key, id, token, amount)
	vault := bind.NewBoundContract(c.vault, c.v2.vault.GetABI(), c.client, c.client, c.client)
	var (
		value *big.Int
		data  []byte
		gas   uint64
	)
	switch {
	case token == vaultv2.NativeToken:
		value, data = amount, c.v2.vault.PackDeposit(id, d.Key)
	case how == "permit":
		deadline := new(big.Int).SetUint64(1 << 40) // far future: the dev chain's clock is wall time
		v, r, s, err := c.permitLocked(ctx, from, token, amount, deadline)
		if err != nil {
			return nil, err
		}
		data = c.v2.vault.PackDepositWithPermit(id, d.Key, token, amount, deadline, v, r, s)
	default:
		if how == "approve" {
			if _, err := c.sendLocked(ctx, from, bind.NewBoundContract(token, c.v2.usdc.GetABI(), c.client, c.client, c.client), nil,
				c.v2.usdc.PackApprove(c.vault, amount), 0, true); err != nil {
				return nil, fmt.Errorf("devchain: approve %s of %s from account %d: %w", amount, token.Hex(), from, err)
			}
			gas = depositTokenGas
		}
		data = c.v2.vault.PackDepositToken(id, d.Key, token, amount)
	}
	d.Tx, err = c.sendLocked(ctx, from, vault, value, data, gas, send)
	if err != nil {
		return nil, fmt.Errorf("devchain: deposit %s of %s for swap %q from account %d: %w", amount, token.Hex(), swapID, from, err)
	}
	return d, nil
}

// sendLocked signs a call from dev account `from` (gas estimated when gas
// is 0) under the next nonce this chain hands out, and sends it if send;
// c.mu is held.
func (c *Chain) sendLocked(ctx context.Context, from int, bc *bind.BoundContract, value *big.Int, data []byte, gas uint64, send bool) (*types.Transaction, error) {
	pending, err := c.client.PendingNonceAt(ctx, c.addrs[from])
	if err != nil {
		return nil, fmt.Errorf("nonce of account %d: %w", from, err)
	}
	nonce := max(pending, c.nonces[from])
	opts := bind.NewKeyedTransactor(c.keys[from], c.chainID)
	opts.Context = ctx
	opts.Nonce = new(big.Int).SetUint64(nonce)
	opts.Value = value
	opts.GasLimit = gas
	opts.NoSend = !send
	tx, err := bind.Transact(bc, opts, data)
	if err != nil {
		return nil, c.explainRevertV2(err)
	}
	c.nonces[from] = nonce + 1
	return tx, nil
}

func (c *Chain) usdcContract() *bind.BoundContract {
	return bind.NewBoundContract(c.v2.usdcAddr, c.v2.usdc.GetABI(), c.client, c.client, c.client)
}

// permitLocked signs an EIP-2612 permit of token (TestUSDC's domain: name
// "USD Coin", version "1") for dev account `from` → the vault.
func (c *Chain) permitLocked(ctx context.Context, from int, token common.Address, value, deadline *big.Int) (uint8, [32]byte, [32]byte, error) {
	var r, s [32]byte
	bc := bind.NewBoundContract(token, c.v2.usdc.GetABI(), c.client, c.client, c.client)
	call := &bind.CallOpts{Context: ctx}
	nonce, err := bind.Call(bc, call, c.v2.usdc.PackNonces(c.addrs[from]), c.v2.usdc.UnpackNonces)
	if err != nil {
		return 0, r, s, fmt.Errorf("devchain: permit nonce of account %d: %w", from, err)
	}
	sep, err := bind.Call(bc, call, c.v2.usdc.PackDOMAINSEPARATOR(), c.v2.usdc.UnpackDOMAINSEPARATOR)
	if err != nil {
		return 0, r, s, fmt.Errorf("devchain: DOMAIN_SEPARATOR of %s: %w", token.Hex(), err)
	}
	structHash := crypto.Keccak256(
		crypto.Keccak256([]byte("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)")),
		common.LeftPadBytes(c.addrs[from].Bytes(), 32),
		common.LeftPadBytes(c.vault.Bytes(), 32),
		common.LeftPadBytes(value.Bytes(), 32),
		common.LeftPadBytes(nonce.Bytes(), 32),
		common.LeftPadBytes(deadline.Bytes(), 32),
	)
	sig, err := crypto.Sign(crypto.Keccak256([]byte{0x19, 0x01}, sep[:], structHash), c.keys[from])
	if err != nil {
		return 0, r, s, err
	}
	copy(r[:], sig[:32])
	copy(s[:], sig[32:64])
	return sig[64] + 27, r, s, nil
}

// explainRevertV2 appends the vault v2's or the token's decoded custom error.
func (c *Chain) explainRevertV2(err error) error {
	data := revertData(err)
	if len(data) < 4 || c.v2 == nil {
		return err
	}
	for _, unpack := range []func([]byte) (any, error){c.v2.vault.UnpackError, c.v2.usdc.UnpackError} {
		if reason, uerr := unpack(data); uerr == nil {
			return fmt.Errorf("%w (%T%+v)", err, reason, reason)
		}
	}
	return err
}

// MineEach sends the signed transactions in order, one block each, and
// returns their receipts; each must succeed.
func (c *Chain) MineEach(ctx context.Context, txs ...*types.Transaction) ([]*types.Receipt, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	return c.mineEachLocked(ctx, txs)
}

func (c *Chain) mineEachLocked(ctx context.Context, txs []*types.Transaction) ([]*types.Receipt, error) {
	out := make([]*types.Receipt, 0, len(txs))
	for _, tx := range txs {
		if err := c.client.SendTransaction(ctx, tx); err != nil {
			return out, fmt.Errorf("devchain: send %s: %w", tx.Hash(), err)
		}
		rs, err := c.mineSuccessfulLocked(ctx, tx)
		if err != nil {
			return out, err
		}
		out = append(out, rs[0])
	}
	return out, nil
}

// ReorgReorder replaces the last `depth` blocks with a branch that mines
// the given signed transactions again, one block each, in the order given
// (tests pass them in the other order than they were first mined), then
// one more block, so the new branch is longer and canonical. The pool is
// cleared first: nothing else from the replaced blocks is re-mined. This is
// the reorg that made v1's counter IDs name another deposit; on v2 every
// deposit keeps its ID. depth must leave SetupBlock in place and cover the
// blocks the transactions were in.
func (c *Chain) ReorgReorder(ctx context.Context, depth int, txs ...*types.Transaction) ([]*types.Receipt, error) {
	if depth < 1 {
		return nil, fmt.Errorf("%w: reorg depth %d", ErrInvalidArgument, depth)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	head, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("devchain: head: %w", err)
	}
	h := head.Number.Uint64()
	if uint64(depth) > h-c.SetupBlock() {
		return nil, fmt.Errorf("%w: reorg depth %d at head %d would remove the setup in block %d", ErrInvalidArgument, depth, h, c.SetupBlock())
	}
	parent, err := c.client.HeaderByNumber(ctx, new(big.Int).SetUint64(h-uint64(depth)))
	if err != nil {
		return nil, fmt.Errorf("devchain: fork point: %w", err)
	}
	if err := c.node.beacon.Fork(parent.Hash()); err != nil {
		if strings.Contains(err.Error(), "pending block dirty") {
			return nil, fmt.Errorf("devchain: transactions are pending; mine them before ReorgReorder: %w", err)
		}
		return nil, fmt.Errorf("devchain: fork at block %d: %w", parent.Number, err)
	}
	c.node.beacon.Rollback()
	clear(c.nonces)
	rs, err := c.mineEachLocked(ctx, txs)
	if err != nil {
		return rs, fmt.Errorf("devchain: re-mining in the new order: %w", err)
	}
	// The new branch must outgrow the old one to be canonical by length.
	if _, err := c.mineLocked(max(1, depth+1-len(txs))); err != nil {
		return rs, err
	}
	return rs, nil
}

// revertData is the revert data an eth_estimateGas / eth_call error carries.
func revertData(err error) []byte {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return nil
	}
	s, ok := de.ErrorData().(string)
	if !ok {
		return nil
	}
	return common.FromHex(s)
}

// SignDeposit signs vault v1's deposit(swapID) with wei from dev account
// `from` without sending it: tests re-mine the same signed bytes on two
// branches of a reorg (ReorgReorder) to show what v1's counter IDs do.
func (c *Chain) SignDeposit(ctx context.Context, from int, swapID string, wei *big.Int) (*types.Transaction, error) {
	if c.v2 != nil {
		return nil, fmt.Errorf("%w: SignDeposit is vault v1's deposit(swapId); use SignDepositNative on a vault v2 chain", ErrWrongVault)
	}
	if from < 0 || from >= len(c.keys) {
		return nil, fmt.Errorf("%w: account %d, have %d", ErrInvalidArgument, from, len(c.keys))
	}
	id, err := SwapIDBytes(swapID)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	return c.sendLocked(ctx, from, c.instance, wei, c.binding.PackDeposit(id), 0, false)
}

// DeployFeeToken deploys FeeToken (1 % fee on every transfer; anyone may
// mint) from the vault key and allowlists it in the vault v2 (no caps: it
// is for deposits only), mined: tests check that a deposit is credited
// what the vault received, not what the payer sent.
func (c *Chain) DeployFeeToken(ctx context.Context) (common.Address, error) {
	if c.v2 == nil {
		return common.Address{}, fmt.Errorf("%w: DeployFeeToken needs vault v2", ErrWrongVault)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return common.Address{}, ErrClosed
	}
	admin := crypto.PubkeyToAddress(c.vaultKey.PublicKey)
	nonce, err := c.client.PendingNonceAt(ctx, admin)
	if err != nil {
		return common.Address{}, err
	}
	opts := bind.NewKeyedTransactor(c.vaultKey, c.chainID)
	opts.Context, opts.Nonce = ctx, new(big.Int).SetUint64(nonce)
	addr, deployTx, err := bind.DeployContract(opts, common.FromHex(testtoken.FeeTokenMetaData.Bin), c.client, nil)
	if err != nil {
		return common.Address{}, fmt.Errorf("devchain: deploy FeeToken: %w", err)
	}
	if err := c.mineTxLocked(ctx, deployTx); err != nil {
		return common.Address{}, fmt.Errorf("devchain: deploy FeeToken: %w", err)
	}
	opts.Nonce = new(big.Int).SetUint64(nonce + 1)
	vault := bind.NewBoundContract(c.vault, c.v2.vault.GetABI(), c.client, c.client, c.client)
	allowTx, err := bind.Transact(vault, opts, c.v2.vault.PackSetTokenAllowed(addr, true))
	if err != nil {
		return common.Address{}, fmt.Errorf("devchain: allowlist FeeToken: %w", c.explainRevertV2(err))
	}
	if err := c.mineTxLocked(ctx, allowTx); err != nil {
		return common.Address{}, fmt.Errorf("devchain: allowlist FeeToken: %w", err)
	}
	return addr, nil
}

// MintToken sends token.mint(account, amount) from dev account `to`, for
// the test tokens anyone may mint (TestUSDC, FeeToken). Not mined.
func (c *Chain) MintToken(ctx context.Context, to int, token common.Address, amount *big.Int) (*types.Transaction, error) {
	if err := c.checkV2(to); err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	bc := bind.NewBoundContract(token, c.v2.usdc.GetABI(), c.client, c.client, c.client)
	return c.sendLocked(ctx, to, bc, nil, c.v2.usdc.PackMint(c.addrs[to], amount), 0, true)
}

// mineTxLocked mines until tx is in a block, successful; c.mu is held.
func (c *Chain) mineTxLocked(ctx context.Context, tx *types.Transaction) error {
	_, err := c.mineSuccessfulLocked(ctx, tx)
	return err
}
