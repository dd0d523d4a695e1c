package soak

import (
	"context"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/txsender"
)

// paidEvent is one Paid log of the soak's vault on the canonical chain.
type paidEvent struct {
	key    common.Hash // the vault's bytes32 key: txsender.VaultKey of the effect key
	token  common.Address
	to     common.Address
	amount *big.Int
	tx     common.Hash
	block  uint64
}

// onChainWant is what one on-chain payout or refund key must have left on the chain.
type onChainWant struct {
	swapID, kind string
	to, token    common.Address
	amount       string
	tx           string // the transaction the swap recorded ("" for a late refund)
	claimable    bool   // the swap's record says the recipient refused the coin and it is owed
	traded       string // a trade (the exchange on the DEX route): the fill its Traded event must show
}

// OnChainStats are the chain's side of the money out, for the report.
type OnChainStats struct {
	Payouts, Refunds int // Paid events under payout and refund keys the engine asked for
	// Trades are the exchanges on the DEX route: a Paid of the deposit to the executor and
	// one Traded of the fill, each under the exchange key (dex.go).
	Trades int
	// FixedQuoteTrades are the trades of swaps created from a fixed quote and paid out;
	// PaidInTrade of them were paid in the trade's own transaction, LeftByTrade paid by
	// the payout step after the trade's PayoutLeft (dex.go, oneTxCheck).
	FixedQuoteTrades, PaidInTrade, LeftByTrade int
	// Claimable counts payments whose recipient refused the coin within the stipend: owed
	// in the vault under their key (Claimable), each to one of the hostile recipients.
	Claimable  int
	ByHand     int // payouts over the per-payment cap a person paid (Config.ByHand)
	PaidEvents int // every Paid event of the vault
	Sends      int // the sender's rows for the hot key (payments and fillers)
	Fillers    int
	Attempts   int // signed versions (tx_attempts): Sends + replacements/re-signings
	Replaced   int // sends with more than one signed version
	Nonces     uint64
	ChainNonce uint64 // the hot key's nonce on the chain at the end
	// Deposited and Paid by asset (base units), for the balance check.
	Deposited, Paid map[string]string
}

// vaultKeyOf maps an effect key to the vault's bytes32 key on the soak's chain.
func (s *soak) vaultKeyOf(effectKey string) common.Hash {
	return txsender.VaultKey(s.chain.chainID.Uint64(), s.chain.vault, effectKey)
}

// canonicalPaid reads every Paid log of cs's vault on the canonical chain up to head,
// straight from the node.
func (cs *chainSim) canonicalPaid(ctx context.Context, head uint64) ([]paidEvent, error) {
	logs, err := cs.ec.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{cs.vault},
		FromBlock: new(big.Int).SetUint64(cs.vaultBlk), ToBlock: new(big.Int).SetUint64(head),
		Topics: [][]common.Hash{{cs.binding.GetABI().Events[vaultv2.DepositVaultV2PaidEventName].ID}}})
	if err != nil {
		return nil, fmt.Errorf("read the vault's Paid logs: %w", err)
	}
	out := make([]paidEvent, 0, len(logs))
	for i := range logs {
		ev, err := cs.binding.UnpackPaidEvent(&logs[i])
		if err != nil {
			return nil, fmt.Errorf("Paid log %s/%d: %w", logs[i].TxHash, logs[i].Index, err)
		}
		out = append(out, paidEvent{key: ev.Key, token: ev.Token, to: ev.To, amount: ev.Amount, tx: logs[i].TxHash, block: logs[i].BlockNumber})
	}
	return out, nil
}

// onChainChecks evaluates the money-out invariants on the chain: every on-chain key the
// engine asked for (want) has exactly one Paid event, to the right address in the right
// token and amount, in the transaction the swap recorded; no Paid event is for a key the
// engine never asked for; the HTTP receivers saw none of these keys; the hot key's nonces
// have no gap; and the vault's balances moved by exactly what was deposited and paid.
// httpKeys are the keys the HTTP payout/refund receivers recorded.
func (s *soak) onChainChecks(ctx context.Context, head uint64, want, byHand map[string]onChainWant, paid []paidEvent,
	canon map[string]canonDeposit, httpKeys map[string]bool) ([]Invariant, OnChainStats, error) {
	perKey := Invariant{Name: "on-chain Paid events per key = 1"}
	stray := Invariant{Name: "Paid events for keys never asked for", Expected: "0"}
	both := Invariant{Name: "keys paid on chain also at an HTTP receiver", Expected: "0"}
	nonces := Invariant{Name: "hot key nonces: all reserved mined, no gap"}
	balance := Invariant{Name: "vault balance change = deposits − Paid + owed (per asset)"}
	st := OnChainStats{PaidEvents: len(paid), Deposited: map[string]string{}, Paid: map[string]string{}}

	byKey := map[common.Hash][]paidEvent{}
	for _, p := range paid {
		byKey[p.key] = append(byKey[p.key], p)
	}
	asked := map[common.Hash]bool{}
	for k := range byHand {
		asked[s.vaultKeyOf(k)] = true // a Paid for it is byHandCheck's violation
	}
	keys := make([]string, 0, len(want))
	for k := range want {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	ones := 0
	for _, k := range keys {
		w := want[k]
		vk := s.vaultKeyOf(k)
		asked[vk] = true
		ps := byKey[vk]
		if httpKeys[k] {
			both.fail("%s (swap %s): paid on chain and recorded at the HTTP receiver", k, w.swapID)
		}
		if len(ps) != 1 {
			perKey.fail("%s (swap %s): %d Paid events", k, w.swapID, len(ps))
			continue
		}
		p := ps[0]
		switch {
		case p.to != w.to:
			perKey.fail("%s: paid to %s, want %s", k, p.to.Hex(), w.to.Hex())
		case p.token != w.token:
			perKey.fail("%s: paid in %s, want %s", k, p.token.Hex(), w.token.Hex())
		case p.amount.String() != w.amount:
			perKey.fail("%s: paid %s, want %s", k, p.amount, w.amount)
		case w.tx != "" && !strings.EqualFold(w.tx, p.tx.Hex()):
			perKey.fail("%s: the swap records transaction %s, the Paid event is in %s", k, w.tx, p.tx.Hex())
		default:
			ones++
			switch w.kind {
			case string(swap.ActionSendPayout):
				st.Payouts++
			case string(swap.ActionRefund):
				st.Refunds++
			}
		}
	}
	for _, p := range paid {
		if !asked[p.key] {
			stray.fail("Paid %s of %s to %s in %s (block %d): no swap asked for this key", p.amount, s.chain.assetOf(p.token), p.to.Hex(), p.tx.Hex(), p.block)
		}
	}
	perKey.Expected = fmt.Sprintf("%d keys ×1", len(want))
	perKey.Observed = fmt.Sprintf("%d keys ×1", ones)
	stray.Observed = fmt.Sprint(stray.Violations)
	both.Observed = fmt.Sprint(both.Violations)

	if err := s.nonceCheck(ctx, head, &nonces, &st); err != nil {
		return nil, st, err
	}
	hand, err := s.byHandCheck(ctx, head, byHand, byKey)
	if err != nil {
		return nil, st, err
	}
	st.ByHand = len(byHand)
	refused, owed, err := s.claimableCheck(ctx, head, want, keys, &st)
	if err != nil {
		return nil, st, err
	}
	traded, trades, err := s.tradeCheck(ctx, head, want, keys, &st)
	if err != nil {
		return nil, st, err
	}

	// Balances: the setup ended at safeBlk; every deposit and payment since is a log.
	deposited := map[common.Address]*big.Int{vaultv2.NativeToken: new(big.Int), s.chain.usdc: new(big.Int)}
	paidSum := map[common.Address]*big.Int{vaultv2.NativeToken: new(big.Int), s.chain.usdc: new(big.Int)}
	prefix := s.depositPrefix(0) // the payer's chain: the others' deposits are in their vaults
	for _, d := range canon {
		if !strings.HasPrefix(d.ref, prefix) {
			continue
		}
		if deposited[d.token] == nil {
			deposited[d.token] = new(big.Int)
		}
		deposited[d.token].Add(deposited[d.token], d.amountInt)
	}
	for _, p := range paid {
		if paidSum[p.token] == nil {
			paidSum[p.token] = new(big.Int)
		}
		paidSum[p.token].Add(paidSum[p.token], p.amount)
	}
	// What recipients refused is paid (a Paid event) and still in the vault, owed.
	deposited[vaultv2.NativeToken].Add(deposited[vaultv2.NativeToken], owed)
	// What a trade bought came into the vault (the deposit left it as a Paid).
	for _, t := range trades {
		if deposited[t.tokenOut] == nil {
			deposited[t.tokenOut] = new(big.Int)
		}
		deposited[t.tokenOut].Add(deposited[t.tokenOut], t.amountOut)
	}
	native, usdc, err := s.chain.vaultBalances(ctx, new(big.Int).SetUint64(head))
	if err != nil {
		return nil, st, err
	}
	var exp, obs []string
	for _, a := range []struct {
		token      common.Address
		start, end *big.Int
	}{{vaultv2.NativeToken, s.chain.startNative, native}, {s.chain.usdc, s.chain.startUSDC, usdc}} {
		name := s.chain.assetOf(a.token)
		st.Deposited[name], st.Paid[name] = deposited[a.token].String(), paidSum[a.token].String()
		want := new(big.Int).Sub(deposited[a.token], paidSum[a.token])
		got := new(big.Int).Sub(a.end, a.start)
		exp = append(exp, fmt.Sprintf("%s %s", name, want))
		obs = append(obs, fmt.Sprintf("%s %s", name, got))
		if want.Cmp(got) != 0 {
			balance.fail("%s: the vault's balance changed by %s; deposits (+ owed) %s − Paid %s = %s", name, got, deposited[a.token], paidSum[a.token], want)
		}
	}
	for tok := range deposited {
		if tok != vaultv2.NativeToken && tok != s.chain.usdc {
			balance.fail("deposits in token %s, which the soak never paid in", tok.Hex())
		}
	}
	balance.Expected, balance.Observed = strings.Join(exp, ", "), strings.Join(obs, ", ")
	return []Invariant{perKey, stray, both, nonces, refused, traded, hand, balance}, st, nil
}

// claimableCheck: a payment to a recipient that refuses native coin within the stipend
// (one of the hostile recipients) has exactly one Claimable event for its key, of its
// amount, to it, still owed by the vault, and the swap's record says so; no other payment
// has one. It returns the invariant and what the vault owes in all (Claimable − Claimed),
// checked against the vault's totalOwed.
func (s *soak) claimableCheck(ctx context.Context, head uint64, want map[string]onChainWant, keys []string, st *OnChainStats) (Invariant, *big.Int, error) {
	inv := Invariant{Name: "refused coin: one Claimable per hostile payout, owed, recorded"}
	claimable, claimed, err := s.chain.claims(ctx, head)
	if err != nil {
		return inv, nil, err
	}
	byKey := map[common.Hash][]claimEvent{}
	owed := new(big.Int)
	for _, c := range claimable {
		byKey[c.key] = append(byKey[c.key], c)
		owed.Add(owed, c.amount)
	}
	for _, c := range claimed {
		owed.Sub(owed, c.amount)
	}
	hostile := 0
	for _, k := range keys {
		w := want[k]
		cs := byKey[s.vaultKeyOf(k)]
		name := s.chain.hostileName(w.to)
		if name == "" || w.token != vaultv2.NativeToken {
			if len(cs) != 0 || w.claimable {
				inv.fail("%s (swap %s): %d Claimable events for a payment to %s (recorded claimable: %v)", k, w.swapID, len(cs), w.to.Hex(), w.claimable)
			}
			continue
		}
		hostile++
		switch {
		case len(cs) != 1:
			inv.fail("%s (swap %s): %d Claimable events for a payment to the %s", k, w.swapID, len(cs), name)
		case cs[0].to != w.to || cs[0].amount.String() != w.amount:
			inv.fail("%s: Claimable %s to %s, the payment was %s to the %s", k, cs[0].amount, cs[0].to.Hex(), w.amount, name)
		case !w.claimable:
			inv.fail("%s (swap %s): the %s refused the coin, the swap's record does not say it is claimable", k, w.swapID, name)
		default:
			st.Claimable++
		}
	}
	total, err := bind.Call(s.chain.inst, &bind.CallOpts{Context: ctx, BlockNumber: new(big.Int).SetUint64(head)},
		s.chain.binding.PackTotalOwed(), s.chain.binding.UnpackTotalOwed)
	if err != nil {
		return inv, nil, fmt.Errorf("the vault's totalOwed: %w", err)
	}
	if total.Cmp(owed) != 0 {
		inv.fail("the vault owes %s, its Claimable − Claimed events say %s", total, owed)
	}
	inv.Expected = fmt.Sprintf("%d hostile payouts claimable", hostile)
	inv.Observed = fmt.Sprintf("%d claimable, %s wei owed", st.Claimable, total)
	return inv, owed, nil
}

// nonceCheck: every nonce the sender bound to a send for the hot key is final on the chain,
// they are 0 … n−1 without a gap, and the account's nonce at head is n, with nothing left
// in the pool.
func (s *soak) nonceCheck(ctx context.Context, head uint64, inv *Invariant, st *OnChainStats) error {
	hot := strings.ToLower(crypto.PubkeyToAddress(s.chain.hot.PublicKey).Hex())
	chainID := s.chain.chainID.Int64()
	rows, err := s.pool.Query(ctx, `SELECT s.key, s.kind, s.nonce, s.state, (SELECT count(*) FROM tx_attempts a WHERE a.key = s.key)
		FROM tx_sends s WHERE s.chain_id = $1 AND s.sender = $2`, chainID, hot)
	if err != nil {
		return fmt.Errorf("read the sender's rows: %w", err)
	}
	used := map[uint64]string{}
	var maxNonce int64 = -1
	for rows.Next() {
		var key, kind, state string
		var nonce *int64
		var attempts int
		if err := rows.Scan(&key, &kind, &nonce, &state, &attempts); err != nil {
			rows.Close()
			return err
		}
		st.Sends++
		st.Attempts += attempts
		if attempts > 1 {
			st.Replaced++
		}
		if kind == "filler" {
			st.Fillers++
		}
		if nonce == nil {
			if state != "failed" && state != "final" {
				inv.fail("%s: %s with no nonce", key, state)
			}
			continue
		}
		used[uint64(*nonce)] = key
		maxNonce = max(maxNonce, *nonce)
		if state != "final" {
			inv.fail("%s: nonce %d is %s, not final", key, *nonce, state)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	n := uint64(maxNonce + 1)
	st.Nonces = n
	for i := uint64(0); i < n; i++ {
		if _, ok := used[i]; !ok {
			inv.fail("nonce %d (below the highest reserved, %d) is bound to no send", i, maxNonce)
		}
	}
	var next *int64
	if err := s.pool.QueryRow(ctx, `SELECT next_nonce FROM tx_nonces WHERE chain_id = $1 AND sender = $2`, chainID, hot).Scan(&next); err != nil && n > 0 {
		return fmt.Errorf("read the sender's next nonce: %w", err)
	}
	if next != nil && uint64(*next) != n {
		inv.fail("the sender's next nonce is %d, the highest bound is %d", *next, maxNonce)
	}
	addr := crypto.PubkeyToAddress(s.chain.hot.PublicKey)
	mined, err := s.chain.ec.NonceAt(ctx, addr, new(big.Int).SetUint64(head))
	if err != nil {
		return fmt.Errorf("the hot key's nonce: %w", err)
	}
	st.ChainNonce = mined
	if mined != n {
		inv.fail("the hot key's nonce on the chain is %d, the sender bound %d nonces", mined, n)
	}
	// The miner goes on during the check: compare the pool with the newest head.
	latest, lerr := s.chain.ec.NonceAt(ctx, addr, nil)
	if pending, err := s.chain.ec.PendingNonceAt(ctx, addr); err == nil && lerr == nil && pending > latest {
		inv.fail("%d of the hot key's transactions are still in the pool", pending-latest)
	}
	inv.Expected = fmt.Sprintf("%d mined", n)
	inv.Observed = fmt.Sprintf("%d on chain, %d violations", mined, inv.Violations)
	return nil
}

// unpaidChainsCheck: on every chain but the payer's (the first), no swap is paid on chain —
// its payouts and refunds go to the HTTP receivers — so its vault has no Paid event and its
// balances moved by exactly the deposits on its canonical chain (heads[i]).
func (s *soak) unpaidChainsCheck(ctx context.Context, heads []uint64, canon map[string]canonDeposit) (Invariant, error) {
	inv := Invariant{Name: "other chains: no Paid, vault change = deposits"}
	var exp, obs []string
	for i, cs := range s.chains {
		if i == 0 {
			continue
		}
		paid, err := cs.canonicalPaid(ctx, heads[i])
		if err != nil {
			return inv, fmt.Errorf("chain %s: %w", cs.name, err)
		}
		for _, p := range paid {
			inv.fail("chain %s: Paid %s to %s in %s (block %d): this chain has no payer", cs.name, p.amount, p.to.Hex(), p.tx.Hex(), p.block)
		}
		deposited := map[common.Address]*big.Int{vaultv2.NativeToken: new(big.Int), cs.usdc: new(big.Int)}
		prefix := s.depositPrefix(i)
		for _, d := range canon {
			if !strings.HasPrefix(d.ref, prefix) {
				continue
			}
			if deposited[d.token] == nil {
				inv.fail("chain %s: deposit %s in token %s, which the soak never paid in", cs.name, d.ref, d.token.Hex())
				continue
			}
			deposited[d.token].Add(deposited[d.token], d.amountInt)
		}
		native, usdc, err := cs.vaultBalances(ctx, new(big.Int).SetUint64(heads[i]))
		if err != nil {
			return inv, fmt.Errorf("chain %s: %w", cs.name, err)
		}
		for _, a := range []struct {
			token      common.Address
			start, end *big.Int
		}{{vaultv2.NativeToken, cs.startNative, native}, {cs.usdc, cs.startUSDC, usdc}} {
			name := cs.name + " " + cs.assetOf(a.token)
			got := new(big.Int).Sub(a.end, a.start)
			exp = append(exp, fmt.Sprintf("%s %s", name, deposited[a.token]))
			obs = append(obs, fmt.Sprintf("%s %s", name, got))
			if got.Cmp(deposited[a.token]) != 0 {
				inv.fail("chain %s: the vault's %s changed by %s; deposits %s", cs.name, cs.assetOf(a.token), got, deposited[a.token])
			}
		}
	}
	inv.Expected, inv.Observed = strings.Join(exp, ", "), strings.Join(obs, ", ")
	return inv, nil
}
