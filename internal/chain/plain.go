package chain

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/evmkey"
	"github.com/swapengine/swapengine/internal/store"
)

// Deposit addresses (issue 27): plain transfers to a swap's own address, for
// customers who cannot call the vault. They are read at final blocks only,
// once per pass, in one JSON-RPC batch whatever the number of open
// addresses:
//
//   - the header of the last final block read (its hash and time name the
//     observations);
//   - tokens: one eth_getLogs of Transfer events over the range, filtered
//     by recipient in the query when few addresses are open (at most
//     transferTopicLimit, the most subtopics go-ethereum accepts in one
//     position: then of any token) and of the chain's tokens otherwise;
//   - native coin, which a plain transfer moves without any log: the open
//     addresses' balances at that block, read by the BalanceReader contract,
//     which is never deployed: one eth_call per balanceChunk addresses with
//     a state override that puts its runtime code at a reserved address
//     (geth, Erigon, Nethermind, Reth, Besu and the large providers take
//     overrides), or, on a node that refuses them, its creation code with
//     the addresses as constructor argument, which returns their balances
//     (at most constructorChunk a call: the code size limit bounds a
//     constructor's answer). A balance read needs no trace API and no
//     contract on the chain, and costs one call per thousands of addresses
//     instead of one eth_getBalance each.
//
// Reading only final blocks makes a reorg that removes a transfer before it
// is final invisible (it was never read), and makes every observation
// final at once. What a balance shows is credited as the balance plus what
// sweeps took out by that block (their Deposited logs, recorded by this
// same scanner, kind "sweep") minus what was credited before (store:
// deposit_addresses.native_credited), so a sweep never looks like a payment
// and a payment never counts twice.

// transferTopic is ERC-20 Transfer(address indexed from, address indexed to, uint256 value).
var transferTopic = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))

const (
	// transferTopicLimit is the most recipients put in one eth_getLogs
	// (go-ethereum refuses more than 1000 subtopics in one position).
	transferTopicLimit = 1000
	// balanceChunk is the addresses per BalanceReader call: about 2,600 gas
	// each (a cold BALANCE) keeps a call under 14M gas, well within the
	// 50M that nodes allow an eth_call by default.
	balanceChunk = 5000
	// unfilteredRange bounds the blocks of one read whose Transfer logs are
	// fetched without a recipient filter (more than transferTopicLimit
	// addresses open).
	unfilteredRange = 128
	// constructorChunk is the addresses per call without a state override:
	// 32 bytes of answer each within the 24,576-byte code size limit.
	constructorChunk = 700
)

// balanceReaderAt is where a state override puts the BalanceReader's runtime
// code for a call: an address nobody holds a key or code for.
var balanceReaderAt = common.BytesToAddress(crypto.Keccak256([]byte("swapengine/balance-reader"))[12:])

// plainRead is one read of the open deposit addresses over final blocks.
type plainRead struct {
	to        *blockRef
	transfers []types.Log
	balances  map[common.Address]*big.Int
}

// readPlain reads the token transfers of blocks (from, to] and the native
// balances at final (to ≤ final) for addrs, in one batch. Balances are read
// at the newest final block, never an old one: a pruned node keeps the
// state of recent blocks only, and a balance is whole at any block.
func (s *Scanner) readPlain(ctx context.Context, rd Reader, from, to, final uint64, addrs []store.DepositAddress) (*plainRead, error) {
	var (
		head   *blockRef
		batch  = []rpc.BatchElem{{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(final), false}, Result: &head}}
		logs   []types.Log
		tokens []common.Address
	)
	for t := range s.tokens {
		if t != vaultv2.NativeToken {
			tokens = append(tokens, t)
		}
	}
	// Filtered by recipient, the logs of every token are asked for: a token
	// the chains file does not list (one the vault does not take) sent to a
	// deposit address is then credited by its address, which no swap can
	// bind, and becomes a person's item rather than money nobody knows of.
	// Without the filter, a busy chain's every Transfer would be the answer:
	// the listed tokens only, and scanner-audit names the rest.
	filtered := len(addrs) <= transferTopicLimit
	if filtered || len(tokens) > 0 {
		filter := map[string]any{"fromBlock": hexutil.EncodeUint64(from + 1), "toBlock": hexutil.EncodeUint64(to)}
		topics := []any{[]common.Hash{transferTopic}}
		if filtered {
			recipients := make([]common.Hash, len(addrs))
			for i, a := range addrs {
				recipients[i] = common.BytesToHash(a.Address.Bytes())
			}
			topics = append(topics, nil, recipients)
		} else {
			filter["address"] = tokens
		}
		filter["topics"] = topics
		batch = append(batch, rpc.BatchElem{Method: "eth_getLogs", Args: []any{filter}, Result: &logs})
	}
	bal, err := s.balanceCalls(ctx, addrs, final)
	if err != nil {
		return nil, err
	}
	batch = append(batch, bal.elems...)
	if err := rd.BatchCallContext(ctx, batch); err != nil {
		return nil, fmt.Errorf("read deposit addresses at #%d: %w", to, err)
	}
	// The batch holds copies of the balance calls: their errors are read back.
	for i := range bal.elems {
		bal.elems[i].Error = batch[len(batch)-len(bal.elems)+i].Error
	}
	for _, b := range batch[:len(batch)-len(bal.elems)] {
		if b.Error != nil {
			return nil, fmt.Errorf("read deposit addresses at #%d: %s: %w", to, b.Method, b.Error)
		}
	}
	if head == nil || uint64(head.Number) != final {
		return nil, fmt.Errorf("read deposit addresses at #%d: the node has no such block: %w", final, errInconsistent)
	}
	r := &plainRead{to: head}
	if r.balances, err = bal.decode(); err != nil && !s.noOverride && bal.override {
		// The node refused the state override: read the way every node
		// answers from now on.
		s.noOverride = true
		if bal, err = s.balanceCalls(ctx, addrs, final); err == nil {
			if err = rd.BatchCallContext(ctx, bal.elems); err == nil {
				r.balances, err = bal.decode()
			}
		}
	}
	if err != nil {
		return nil, fmt.Errorf("read deposit addresses at #%d: balances: %w", to, err)
	}
	open := make(map[common.Hash]bool, len(addrs))
	for _, a := range addrs {
		open[common.BytesToHash(a.Address.Bytes())] = true
	}
	for _, l := range logs {
		// Every answer is checked, not trusted: the event, a watched
		// recipient, a token of the chain's, and a block in the range.
		if len(l.Topics) != 3 || l.Topics[0] != transferTopic || !open[l.Topics[2]] || l.BlockNumber <= from || l.BlockNumber > to {
			continue
		}
		// A zero-value Transfer costs its sender nothing and credits nothing.
		if _, listed := s.tokens[l.Address]; (!listed && !filtered) || l.Address == vaultv2.NativeToken || len(l.Data) != 32 || l.Removed || new(big.Int).SetBytes(l.Data).Sign() == 0 {
			continue
		}
		r.transfers = append(r.transfers, l)
	}
	return r, nil
}

// balanceRead is the eth_call elements reading addrs' balances, and how.
type balanceRead struct {
	addrs    []store.DepositAddress
	elems    []rpc.BatchElem
	answers  []hexutil.Bytes
	chunk    int
	override bool
}

// balanceCalls builds the calls reading addrs' balances at block to: with a
// state override unless the node refused one before (the runtime code is
// read once, by a call of the creation code without accounts).
func (s *Scanner) balanceCalls(ctx context.Context, addrs []store.DepositAddress, to uint64) (*balanceRead, error) {
	reader := vaultv2.NewBalanceReader()
	creation := common.FromHex(vaultv2.BalanceReaderMetaData.Bin)
	b := &balanceRead{addrs: addrs, chunk: constructorChunk, override: !s.noOverride}
	if b.override {
		b.chunk = balanceChunk
		if s.balanceRuntime == nil {
			var code hexutil.Bytes
			data := hexutil.Bytes(append(append([]byte{}, creation...), reader.PackConstructor(nil)...))
			// The answer must be code this build's creation code holds (its
			// runtime part): a node cannot hand the reader other code.
			if err := s.rpc.CallContext(ctx, &code, "eth_call", map[string]any{"data": data}, "latest"); err != nil || len(code) == 0 || !bytes.Contains(creation, code) {
				b.override, b.chunk = false, constructorChunk
				s.noOverride = true
			} else {
				s.balanceRuntime = code
			}
		}
	}
	b.answers = make([]hexutil.Bytes, (len(addrs)+b.chunk-1)/b.chunk)
	for i := range b.answers {
		part := make([]common.Address, 0, b.chunk)
		for _, a := range addrs[i*b.chunk : min(len(addrs), (i+1)*b.chunk)] {
			part = append(part, a.Address)
		}
		var args []any
		if b.override {
			call := map[string]any{"to": balanceReaderAt, "data": hexutil.Bytes(reader.PackBalances(part))}
			args = []any{call, hexutil.EncodeUint64(to), map[common.Address]map[string]any{balanceReaderAt: {"code": hexutil.Bytes(s.balanceRuntime)}}}
		} else {
			call := map[string]any{"data": hexutil.Bytes(append(append([]byte{}, creation...), reader.PackConstructor(part)...))}
			args = []any{call, hexutil.EncodeUint64(to)}
		}
		b.elems = append(b.elems, rpc.BatchElem{Method: "eth_call", Args: args, Result: &b.answers[i]})
	}
	return b, nil
}

// decode reads the answers into balances by address.
func (b *balanceRead) decode() (map[common.Address]*big.Int, error) {
	out := make(map[common.Address]*big.Int, len(b.addrs))
	for i, e := range b.elems {
		if e.Error != nil {
			return nil, e.Error
		}
		bals, err := decodeBalances(b.answers[i])
		part := b.addrs[i*b.chunk : min(len(b.addrs), (i+1)*b.chunk)]
		if err == nil && len(bals) != len(part) {
			err = fmt.Errorf("%d balances for %d addresses", len(bals), len(part))
		}
		if err != nil {
			return nil, err
		}
		for j, a := range part {
			out[a.Address] = bals[j]
		}
	}
	return out, nil
}

// decodeBalances reads the BalanceReader's answer: abi-encoded uint256[].
func decodeBalances(raw []byte) ([]*big.Int, error) {
	if len(raw) < 64 || new(big.Int).SetBytes(raw[:32]).Cmp(big.NewInt(32)) != 0 {
		return nil, fmt.Errorf("not an abi-encoded uint256[] (%d bytes)", len(raw))
	}
	n := new(big.Int).SetBytes(raw[32:64])
	if !n.IsUint64() || n.Uint64() != uint64(len(raw)-64)/32 || (len(raw)-64)%32 != 0 {
		return nil, fmt.Errorf("not an abi-encoded uint256[] (%d bytes, length %s)", len(raw), n)
	}
	out := make([]*big.Int, n.Uint64())
	for i := range out {
		out[i] = new(big.Int).SetBytes(raw[64+32*i : 96+32*i])
	}
	return out, nil
}

// plainPass reads the deposit addresses over the final blocks past the
// plain cursor, up to final (and never past the vault's cursor, so every
// sweep by then is recorded), at most a log range at a time, and returns
// what the pass commits with its own observations; nil when there is
// nothing to read.
func (s *Scanner) plainPass(ctx context.Context, id string, final uint64) (*store.PlainPass, error) {
	if s.cfg.DepositFactory == (common.Address{}) {
		return nil, nil
	}
	cursor, ok, err := s.scans.PlainCursor(ctx, id)
	if err != nil {
		return nil, err
	}
	pp := &store.PlainPass{}
	if ok {
		pp.From = &cursor
	} else {
		cursor = max(s.cfg.StartBlock, 1) - 1
	}
	if final <= cursor {
		return nil, nil
	}
	addrs, err := s.scans.OpenDepositAddresses(ctx, s.cfg.ChainID, s.cfg.DepositFactory)
	if err != nil {
		return nil, err
	}
	span := s.cfg.LogRange()
	if len(addrs) > transferTopicLimit {
		// The logs are then read without a recipient filter: a short range
		// keeps a busy token's answer within what providers return.
		span = min(span, unfilteredRange)
	}
	to := min(final, cursor+span)
	pp.To, pp.BalanceAt = to, final
	if len(addrs) == 0 {
		return pp, nil // nothing watched: the cursor moves on
	}
	r, err := s.readPlain(ctx, s.rpc, cursor, to, final, addrs)
	if err != nil {
		return nil, err
	}
	if err := s.crossCheckPlain(ctx, r, cursor, to, final, addrs); err != nil {
		return nil, err
	}
	swapOf := make(map[common.Address]string, len(addrs))
	for _, a := range addrs {
		swapOf[a.Address] = a.SwapID
	}
	times := map[uint64]uint64{final: uint64(r.to.Time)}
	for _, l := range r.transfers {
		recipient := common.BytesToAddress(l.Topics[2].Bytes())
		key := evmkey.Observation{ChainID: s.cfg.ChainID, BlockHash: l.BlockHash, LogIndex: uint64(l.Index)}
		pp.Transfers = append(pp.Transfers, store.Observation{
			Key: key.String(), ChainID: s.cfg.ChainID, BlockHash: lowerHash(l.BlockHash), LogIndex: uint64(l.Index),
			BlockNumber: l.BlockNumber, TxHash: lowerHash(l.TxHash), Contract: strings.ToLower(l.Address.Hex()),
			SwapID: swapOf[recipient], AmountUnits: new(big.Int).SetBytes(l.Data).String(),
			DepositRef: evmkey.TransferRef(s.cfg.ChainID, l.Address, l.TxHash, uint64(l.Index)),
			// No payer: a plain transfer's sender is often an exchange's
			// shared wallet, never where a refund may go.
			BlockTime: times[l.BlockNumber], Token: strings.ToLower(l.Address.Hex()), Asset: s.assetOf(l.Address),
			Kind: store.ObservationTransfer,
		})
	}
	if err := s.transferTimes(ctx, pp.Transfers, times); err != nil {
		return nil, err
	}
	pp.Balances = r.balances
	pp.Native = store.Observation{ChainID: s.cfg.ChainID, BlockHash: lowerHash(r.to.Hash), BlockNumber: final, BlockTime: uint64(r.to.Time),
		TxHash: "", Contract: strings.ToLower(s.cfg.DepositFactory.Hex()), Token: strings.ToLower(vaultv2.NativeToken.Hex()), Asset: s.cfg.nativeAsset()}
	return pp, nil
}

// transferTimes fills the block time of transfers below the range's last
// block (one batch of headers for their blocks): a fixed quote's expiry is
// judged by when the customer paid.
func (s *Scanner) transferTimes(ctx context.Context, obs []store.Observation, times map[uint64]uint64) error {
	var need []uint64
	for _, o := range obs {
		if _, ok := times[o.BlockNumber]; !ok {
			times[o.BlockNumber] = 0
			need = append(need, o.BlockNumber)
		}
	}
	if len(need) > 0 {
		blocks, err := s.blocks(ctx, need)
		if err != nil {
			return err
		}
		for i, n := range need {
			times[n] = uint64(blocks[i].Time)
		}
	}
	for i := range obs {
		obs[i].BlockTime = times[obs[i].BlockNumber]
	}
	return nil
}

// isSweep says whether a vault v2 Deposited log is a sweep from the deposit
// address of its own swap: the money was credited when it reached the
// address.
func (s *Scanner) isSweep(swapID [32]byte, payer common.Address) bool {
	return s.cfg.DepositFactory != (common.Address{}) && payer == vaultv2.DepositAddress(s.cfg.DepositFactory, swapID)
}

// AuditDepositAddresses compares what every deposit address of the
// factory holds on the chain at the scanner's final block (where its last
// pass read their balances) with the engine's books: what
// it holds plus what sweeps took must equal what was credited, for the
// native coin and each listed token (a token the chains file does not list
// is a person's item once credited, and leaves by `rescue`). It names each
// address holding money never credited — a transfer after its watching
// window ended, or one the scanner missed — and each credited beyond what
// the chain shows.
func (s *Scanner) AuditDepositAddresses(ctx context.Context) ([]string, error) {
	if s.cfg.DepositFactory == (common.Address{}) {
		return nil, nil
	}
	// At the final block of the last pass: where its balances were read.
	if _, ok, err := s.scans.PlainCursor(ctx, s.cfg.ID()); err != nil || !ok {
		return nil, err
	}
	st, ok, err := s.scans.Load(ctx, s.cfg.ID())
	if err != nil || !ok {
		return nil, err
	}
	at := st.Final
	books, err := s.scans.AllDepositAddressBooks(ctx, s.cfg.ChainID, s.cfg.DepositFactory, at)
	if err != nil || len(books) == 0 {
		return nil, err
	}
	addrs := make([]store.DepositAddress, len(books))
	for i, b := range books {
		addrs[i] = b.DepositAddress
	}
	bal, err := s.balanceCalls(ctx, addrs, at)
	if err != nil {
		return nil, err
	}
	if err := s.rpc.BatchCallContext(ctx, bal.elems); err != nil {
		return nil, fmt.Errorf("audit deposit addresses at #%d: %w", at, err)
	}
	native, err := bal.decode()
	if err != nil {
		return nil, fmt.Errorf("audit deposit addresses at #%d: balances: %w", at, err)
	}
	// Token balances: one balanceOf per address and token, in batches.
	var tokens []common.Address
	for t := range s.tokens {
		if t != vaultv2.NativeToken {
			tokens = append(tokens, t)
		}
	}
	held := make(map[common.Address]map[common.Address]*hexutil.Bytes, len(books))
	var elems []rpc.BatchElem
	for _, b := range books {
		held[b.Address] = map[common.Address]*hexutil.Bytes{}
		for _, t := range tokens {
			out := new(hexutil.Bytes)
			held[b.Address][t] = out
			data := append(crypto.Keccak256([]byte("balanceOf(address)"))[:4], common.LeftPadBytes(b.Address.Bytes(), 32)...)
			elems = append(elems, rpc.BatchElem{Method: "eth_call", Args: []any{map[string]any{"to": t, "data": hexutil.Bytes(data)}, hexutil.EncodeUint64(at)}, Result: out})
		}
	}
	for i := 0; i < len(elems); i += HeaderBatch {
		part := elems[i:min(len(elems), i+HeaderBatch)]
		if err := s.rpc.BatchCallContext(ctx, part); err != nil {
			return nil, fmt.Errorf("audit deposit addresses at #%d: token balances: %w", at, err)
		}
		for _, e := range part {
			if e.Error != nil {
				return nil, fmt.Errorf("audit deposit addresses at #%d: token balances: %w", at, e.Error)
			}
		}
	}
	var findings []string
	check := func(b store.DepositAddressBooks, token common.Address, name string, onChain *big.Int) {
		key := strings.ToLower(token.Hex())
		arrived := new(big.Int).Add(onChain, cmpZero(b.Swept[key]))
		credited := cmpZero(b.Credited[key])
		switch arrived.Cmp(credited) {
		case 1:
			findings = append(findings, fmt.Sprintf("deposit address %s (swap %s) holds %s base units of %s never credited at #%d (a transfer after its watching window ended %s, or one the scanner missed)",
				b.Address.Hex(), b.SwapID, new(big.Int).Sub(arrived, credited), name, at, b.WatchUntil.UTC().Format("2006-01-02 15:04Z")))
		case -1:
			findings = append(findings, fmt.Sprintf("deposit address %s (swap %s): %s base units of %s credited beyond what reached it by #%d",
				b.Address.Hex(), b.SwapID, new(big.Int).Sub(credited, arrived), name, at))
		}
	}
	for _, b := range books {
		check(b, vaultv2.NativeToken, s.cfg.nativeAsset(), native[b.Address])
		for _, t := range tokens {
			check(b, t, s.tokens[t], new(big.Int).SetBytes(*held[b.Address][t]))
		}
	}
	return findings, nil
}

func cmpZero(n *big.Int) *big.Int {
	if n == nil {
		return new(big.Int)
	}
	return n
}

// crossCheckPlain puts the same read to the chain's other endpoints when the
// cross-check is on: a credit at a deposit address is final only when a
// quorum of them (all of two, a majority of more) answers the same final
// block, the same transfers and the same balances, as for the vault's own
// deposits. One provider alone can then neither invent a credit nor hide
// one; a disagreement (or a witness that cannot answer) holds the
// addresses' cursor, and the next pass asks again.
func (s *Scanner) crossCheckPlain(ctx context.Context, r *plainRead, from, to, final uint64, addrs []store.DepositAddress) error {
	ws, ok := s.rpc.(witnessSource)
	if !ok || !ws.CrossChecks() {
		return nil
	}
	witnesses, quorum := ws.Witnesses(ctx)
	agree := 0
	var why []string
	for _, wt := range witnesses {
		if wt.err != nil {
			why = append(why, fmt.Sprintf("%s: %v", wt.name, wt.err))
			continue
		}
		w, err := s.readPlain(ctx, wt.r, from, to, final, addrs)
		if err != nil {
			why = append(why, fmt.Sprintf("%s: %v", wt.name, err))
			continue
		}
		if d := plainDiff(r, w); d != "" {
			why = append(why, fmt.Sprintf("%s: %s", wt.name, d))
			continue
		}
		agree++
	}
	if agree < quorum {
		return fmt.Errorf("deposit addresses held at #%d: %d of %d endpoints agree, %d needed: %s", from, agree, len(witnesses), quorum, strings.Join(why, "; "))
	}
	return nil
}

// plainDiff says how two reads of the same blocks differ ("" when they agree).
func plainDiff(a, b *plainRead) string {
	if a.to.Hash != b.to.Hash {
		return fmt.Sprintf("block #%d is %s here, %s there", uint64(a.to.Number), lowerHash(b.to.Hash), lowerHash(a.to.Hash))
	}
	if len(a.transfers) != len(b.transfers) {
		return fmt.Sprintf("%d transfers to deposit addresses, %d read", len(b.transfers), len(a.transfers))
	}
	for i := range a.transfers {
		x, y := a.transfers[i], b.transfers[i]
		if x.TxHash != y.TxHash || x.Index != y.Index || x.BlockHash != y.BlockHash || x.Address != y.Address || !bytes.Equal(x.Data, y.Data) || x.Topics[2] != y.Topics[2] {
			return fmt.Sprintf("transfer log %d of tx %s differs", y.Index, y.TxHash.Hex())
		}
	}
	for addr, n := range a.balances {
		if m := b.balances[addr]; m == nil || m.Cmp(n) != 0 {
			return fmt.Sprintf("deposit address %s holds %v, %s read", addr.Hex(), m, n)
		}
	}
	return ""
}
