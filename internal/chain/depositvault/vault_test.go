package depositvault_test

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain/depositvault"
	"github.com/swapengine/swapengine/internal/harness/devchain"
)

type account struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

func newAccount(t *testing.T) account {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return account{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
}

// vaultEnv is a simulated chain with two funded accounts and a deployed vault.
type vaultEnv struct {
	backend  *simulated.Backend
	client   simulated.Client
	chainID  *big.Int
	alice    account
	bob      account
	vault    *depositvault.DepositVault
	instance *bind.BoundContract
	address  common.Address
}

func newVaultEnv(t *testing.T) *vaultEnv {
	t.Helper()
	alice, bob := newAccount(t), newAccount(t)
	funds := new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18))
	backend := simulated.NewBackend(types.GenesisAlloc{
		alice.addr: {Balance: funds},
		bob.addr:   {Balance: funds},
	}, devchain.PatientMiner)
	t.Cleanup(func() { _ = backend.Close() })
	client := backend.Client()

	chainID, err := client.ChainID(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if chainID.Int64() != 1337 {
		t.Fatalf("simulated chain ID = %s, want 1337", chainID)
	}

	// GasLimit 0 everywhere: bind estimates gas (eth_estimateGas) per transaction.
	deployer := bind.NewKeyedTransactor(alice.key, chainID)
	address, tx, err := bind.DeployContract(deployer, common.FromHex(depositvault.DepositVaultMetaData.Bin), client, nil)
	if err != nil {
		t.Fatalf("deploy: %v", err)
	}
	backend.Commit()
	receipt := mustReceipt(t, client, tx)
	if receipt.ContractAddress != address {
		t.Fatalf("deployed at %s, bind predicted %s", receipt.ContractAddress, address)
	}
	t.Logf("deploy: gas limit %d (estimated), gas used %d", tx.Gas(), receipt.GasUsed)

	vault := depositvault.NewDepositVault()
	return &vaultEnv{
		backend: backend, client: client, chainID: chainID,
		alice: alice, bob: bob,
		vault: vault, instance: vault.Instance(client, address), address: address,
	}
}

// deposit sends deposit(swapID) with value wei from acct; gas is estimated.
func (e *vaultEnv) deposit(t *testing.T, acct account, swapID [32]byte, value *big.Int) (*types.Transaction, error) {
	t.Helper()
	opts := bind.NewKeyedTransactor(acct.key, e.chainID)
	opts.Context = t.Context()
	opts.Value = value
	return bind.Transact(e.instance, opts, e.vault.PackDeposit(swapID))
}

func mustReceipt(t *testing.T, client simulated.Client, tx *types.Transaction) *types.Receipt {
	t.Helper()
	receipt, err := client.TransactionReceipt(t.Context(), tx.Hash())
	if err != nil {
		t.Fatalf("receipt of %s: %v", tx.Hash(), err)
	}
	if receipt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("tx %s failed (gas limit %d, used %d)", tx.Hash(), tx.Gas(), receipt.GasUsed)
	}
	return receipt
}

func swapID(s string) [32]byte {
	var id [32]byte
	copy(id[:], s)
	return id
}

func TestDepositEmitsSequentialDeposited(t *testing.T) {
	e := newVaultEnv(t)

	type want struct {
		swap   [32]byte
		payer  common.Address
		amount *big.Int
	}
	wants := []want{
		{swapID("swap-1"), e.alice.addr, big.NewInt(12_500_000)},
		{swapID("swap-2"), e.alice.addr, big.NewInt(1)},
		{swapID("swap-1"), e.bob.addr, new(big.Int).Mul(big.NewInt(3), big.NewInt(1e18))},
	}

	// Alice's two deposits go into one block (ordered by nonce), Bob's into the next.
	var txs []*types.Transaction
	for i, w := range wants {
		acct := e.alice
		if w.payer == e.bob.addr {
			acct = e.bob
		}
		tx, err := e.deposit(t, acct, w.swap, w.amount)
		if err != nil {
			t.Fatalf("deposit %d: %v", i+1, err)
		}
		txs = append(txs, tx)
		if i == 1 || i == 2 {
			e.backend.Commit()
		}
	}
	for i, tx := range txs {
		r := mustReceipt(t, e.client, tx)
		t.Logf("deposit %d: gas limit %d (estimated), gas used %d, block %d", i+1, tx.Gas(), r.GasUsed, r.BlockNumber)
	}

	// Raw eth_getLogs by address and topic, unpacked with the generated
	// binding: the shape the chain scanner uses.
	head, err := e.client.BlockNumber(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	logs, err := e.client.FilterLogs(t.Context(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0),
		ToBlock:   new(big.Int).SetUint64(head),
		Addresses: []common.Address{e.address},
		Topics:    [][]common.Hash{{e.vault.GetABI().Events[depositvault.DepositVaultDepositedEventName].ID}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(logs) != len(wants) {
		t.Fatalf("got %d Deposited logs, want %d", len(logs), len(wants))
	}
	for i := range logs {
		ev, err := e.vault.UnpackDepositedEvent(&logs[i])
		if err != nil {
			t.Fatalf("log %d: %v", i, err)
		}
		w := wants[i]
		if ev.SwapId != w.swap || ev.Payer != w.payer || ev.Amount.Cmp(w.amount) != 0 || ev.DepositId.Cmp(big.NewInt(int64(i+1))) != 0 {
			t.Errorf("event %d = {swap %q payer %s amount %s id %s}, want {swap %q payer %s amount %s id %d}",
				i, ev.SwapId[:], ev.Payer, ev.Amount, ev.DepositId, w.swap[:], w.payer, w.amount, i+1)
		}
		if ev.Raw.TxHash != txs[i].Hash() {
			t.Errorf("event %d from tx %s, want %s", i, ev.Raw.TxHash, txs[i].Hash())
		}
	}
	if logs[0].BlockHash != logs[1].BlockHash || logs[0].Index == logs[1].Index || logs[1].BlockHash == logs[2].BlockHash {
		t.Errorf("unexpected block placement: %+v", logs)
	}

	// The typed iterator, filtered on the indexed payer (topic 2; nil skips swapId).
	it, err := bind.FilterEvents(e.instance, &bind.FilterOpts{Context: t.Context()}, e.vault.UnpackDepositedEvent,
		nil, []any{e.bob.addr})
	if err != nil {
		t.Fatal(err)
	}
	var bobs []*depositvault.DepositVaultDeposited
	for it.Next() {
		bobs = append(bobs, it.Value())
	}
	if err := it.Error(); err != nil {
		t.Fatal(err)
	}
	_ = it.Close()
	if len(bobs) != 1 || bobs[0].DepositId.Int64() != 3 || bobs[0].Payer != e.bob.addr {
		t.Errorf("FilterEvents(payer=bob) = %+v, want only depositId 3", bobs)
	}

	count, err := bind.Call(e.instance, &bind.CallOpts{Context: t.Context()}, e.vault.PackDepositCount(), e.vault.UnpackDepositCount)
	if err != nil {
		t.Fatal(err)
	}
	if count.Int64() != 3 {
		t.Errorf("depositCount = %s, want 3", count)
	}
	total := new(big.Int)
	for _, w := range wants {
		total.Add(total, w.amount)
	}
	balance, err := e.client.BalanceAt(t.Context(), e.address, nil)
	if err != nil {
		t.Fatal(err)
	}
	if balance.Cmp(total) != 0 {
		t.Errorf("vault balance = %s, want %s", balance, total)
	}
}

func TestDepositRejects(t *testing.T) {
	e := newVaultEnv(t)

	// Gas estimation already reverts, with the custom error as revert data.
	cases := []struct {
		name  string
		swap  [32]byte
		value *big.Int
		want  any
	}{
		{"zero value", swapID("swap-1"), nil, new(depositvault.DepositVaultZeroAmount)},
		{"zero value explicit", swapID("swap-1"), big.NewInt(0), new(depositvault.DepositVaultZeroAmount)},
		{"zero swap ID", [32]byte{}, big.NewInt(1), new(depositvault.DepositVaultZeroSwapId)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := e.deposit(t, e.alice, c.swap, c.value)
			if err == nil {
				t.Fatal("deposit succeeded, want revert")
			}
			if got := e.revertReason(t, err); fmt.Sprintf("%T", got) != fmt.Sprintf("%T", c.want) {
				t.Fatalf("revert = %T, want %T", got, c.want)
			}
		})
	}

	// A plain transfer (no calldata) reverts too: there is no receive().
	opts := bind.NewKeyedTransactor(e.alice.key, e.chainID)
	opts.Context = t.Context()
	opts.Value = big.NewInt(1)
	if _, err := e.instance.Transfer(opts); err == nil {
		t.Error("plain transfer succeeded, want revert")
	}

	// Mined anyway (gas limit taken from a valid deposit's estimate, so
	// estimation is bypassed): the transaction fails on chain, emits no log
	// and the counter does not move.
	good := bind.NewKeyedTransactor(e.alice.key, e.chainID)
	good.Context = t.Context()
	good.Value = big.NewInt(1)
	good.NoSend = true
	probe, err := bind.Transact(e.instance, good, e.vault.PackDeposit(swapID("swap-1")))
	if err != nil {
		t.Fatal(err)
	}
	forced := bind.NewKeyedTransactor(e.alice.key, e.chainID)
	forced.Context = t.Context()
	forced.GasLimit = probe.Gas()
	tx, err := bind.Transact(e.instance, forced, e.vault.PackDeposit(swapID("swap-1")))
	if err != nil {
		t.Fatal(err)
	}
	e.backend.Commit()
	receipt, err := e.client.TransactionReceipt(t.Context(), tx.Hash())
	if err != nil {
		t.Fatal(err)
	}
	if receipt.Status != types.ReceiptStatusFailed || len(receipt.Logs) != 0 {
		t.Errorf("zero-value deposit mined with status %d and %d logs, want failed and none", receipt.Status, len(receipt.Logs))
	}
	count, err := bind.Call(e.instance, &bind.CallOpts{Context: t.Context()}, e.vault.PackDepositCount(), e.vault.UnpackDepositCount)
	if err != nil {
		t.Fatal(err)
	}
	if count.Sign() != 0 {
		t.Errorf("depositCount = %s after rejected deposits, want 0", count)
	}
}

// revertReason decodes the custom error carried by an eth_estimateGas /
// eth_call revert.
func (e *vaultEnv) revertReason(t *testing.T, err error) any {
	t.Helper()
	var de rpc.DataError
	if !errors.As(err, &de) {
		t.Fatalf("error %v (%T) carries no revert data", err, err)
	}
	hexData, ok := de.ErrorData().(string)
	if !ok {
		t.Fatalf("revert data %v is %T, want hex string", de.ErrorData(), de.ErrorData())
	}
	data := common.FromHex(hexData)
	if len(data) < 4 { // the generated UnpackError slices raw[:4] unchecked
		t.Fatalf("revert data %q too short", hexData)
	}
	reason, uerr := e.vault.UnpackError(data)
	if uerr != nil {
		t.Fatalf("unpack revert %s: %v", hexData, uerr)
	}
	return reason
}
