package chain

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/store"
)

// witnessSource is a Reader that can name other, independent endpoints
// (Endpoints): promotions on its chain are cross-checked against them.
type witnessSource interface {
	CrossChecks() bool
	// Witnesses are all the endpoints, the one in use first, each with the
	// reason it cannot be asked, if any, and how many must agree: all of
	// two, a majority of three or more.
	Witnesses(ctx context.Context) ([]Witness, int)
}

// crossCheck caps the height up to which observations are promoted to final
// at the last one a second endpoint agrees on: for every block holding a
// deposit that would turn final, the witness must have the same block hash
// at that height and the same deposit log. Nothing is lost by a cap: the
// observations stay recorded (tentative, delivered as observed), the cursor
// moves on, and the next pass whose witness agrees promotes them all, as a
// final height only ever grows. held says why promotion stopped ("" when it
// did not).
//
// The witness is only read here, never failed over: a single lying or
// forked provider must not be able to make a deposit final on its own, so
// a witness that cannot answer holds the promotion too.
func (s *Scanner) crossCheck(ctx context.Context, st store.ScannerState, rr *rangeRead, final uint64) (uint64, string, error) {
	ws, ok := s.rpc.(witnessSource)
	if !ok || !ws.CrossChecks() || final <= st.Final || s.scans == nil {
		return final, "", nil
	}
	pending, err := s.scans.Tentative(ctx, st.ID, st.Final+1, final)
	if err != nil {
		return 0, "", err
	}
	for _, o := range rr.obs {
		if o.BlockNumber > st.Final && o.BlockNumber <= final &&
			!slices.ContainsFunc(pending, func(p store.Observation) bool {
				return p.TxHash == o.TxHash && p.LogIndex == o.LogIndex && p.BlockHash == o.BlockHash
			}) {
			pending = append(pending, o)
		}
	}
	if len(pending) == 0 {
		return final, "", nil
	}
	slices.SortStableFunc(pending, func(a, b store.Observation) int {
		if c := cmp.Compare(a.BlockNumber, b.BlockNumber); c != 0 {
			return c
		}
		return cmp.Compare(a.LogIndex, b.LogIndex)
	})
	hold := func(h uint64, why string) (uint64, string, error) {
		return max(st.Final, h-1), fmt.Sprintf("promotion held at #%d on chain %d: %s", h-1, s.cfg.ChainID, why), nil
	}
	type block struct {
		number uint64
		hash   common.Hash
		obs    []store.Observation
		heads  []namedHead // each endpoint's block at this height, as it answered
	}
	var blocks []*block
	for _, o := range pending {
		if n := len(blocks); n > 0 && blocks[n-1].number == o.BlockNumber {
			blocks[n-1].obs = append(blocks[n-1].obs, o)
			continue
		}
		blocks = append(blocks, &block{number: o.BlockNumber, hash: common.HexToHash(o.BlockHash), obs: []store.Observation{o}})
	}
	witnesses, quorum := ws.Witnesses(ctx)
	// why[w][i]: how witness w's answers about blocks[i] differ ("" agrees).
	why := make([][]string, len(witnesses))
	for wi, wt := range witnesses {
		why[wi] = make([]string, len(blocks))
		if wt.err != nil {
			for i := range blocks {
				why[wi][i] = "cross-check: " + wt.err.Error()
			}
			continue
		}
		at := make([]blockAt, len(blocks))
		for i, b := range blocks {
			at[i] = blockAt{b.number, b.hash}
		}
		heads, logs, errs := s.askBlocks(ctx, wt, at)
		for i, b := range blocks {
			if e := errs[i]; e.head != nil && e.head == e.logs {
				why[wi][i] = e.head.Error() // the whole batch failed
			} else {
				why[wi][i] = s.disagreement(wt.name, b.number, b.hash, b.obs, heads[i], logs[i], e.head, e.logs)
			}
			if heads[i] != nil && errs[i].head == nil {
				b.heads = append(b.heads, namedHead{wt.name, heads[i]})
			}
		}
	}
	// A block is promoted when a quorum of the endpoints, every one asked,
	// agrees with the record: with two endpoints both, with three two.
	for i, b := range blocks {
		agree, against := tally(witnesses, why, i)
		if len(agree) < quorum {
			// The record itself may be what is wrong (an endpoint answered a
			// false block and healed): when a quorum now agrees on another
			// block at this height, the scanner rewinds below it.
			if err := s.settleDispute(ctx, st, b.number, b.hash, b.heads, quorum); err != nil {
				return 0, "", err
			}
			return hold(b.number, quorumText(agree, against, len(witnesses), quorum))
		}
		if len(against) > 0 {
			slog.Warn("cross-check: an endpoint disagrees, the quorum holds", "chainId", s.cfg.ChainID, "block", b.number,
				"agree", strings.Join(agree, ", "), "dissent", strings.Join(against, "; "))
		}
	}
	return final, "", nil
}

// disagreement says how the witness's answers about one block differ from
// what the scanner recorded; "" when they agree.
func (s *Scanner) disagreement(name string, n uint64, hash common.Hash, obs []store.Observation, head *blockRef, logs []types.Log, headErr, logsErr error) string {
	switch {
	case headErr != nil:
		return fmt.Sprintf("witness %s: eth_getBlockByNumber #%d: %v", name, n, headErr)
	case head == nil:
		return fmt.Sprintf("witness %s has no block #%d yet", name, n)
	case head.Hash != hash:
		return fmt.Sprintf("endpoints disagree on block #%d: the scanner read %s, witness %s has %s", n, lowerHash(hash), name, lowerHash(head.Hash))
	case logsErr != nil:
		return fmt.Sprintf("witness %s: eth_getLogs of block #%d %s: %v", name, n, lowerHash(hash), logsErr)
	}
	for _, o := range obs {
		i := slices.IndexFunc(logs, func(l types.Log) bool {
			return l.TxHash == common.HexToHash(o.TxHash) && uint64(l.Index) == o.LogIndex
		})
		if i < 0 {
			return fmt.Sprintf("witness %s has no deposit log %d of tx %s in block #%d %s", name, o.LogIndex, o.TxHash, n, lowerHash(hash))
		}
		l := logs[i]
		if l.BlockHash != hash || l.Removed || l.Address != s.cfg.Contract {
			return fmt.Sprintf("witness %s answered log %d of block #%d from another block or contract", name, o.LogIndex, n)
		}
		got, err := s.observation(&l, uint64(head.Time))
		if err != nil {
			return fmt.Sprintf("witness %s: log %d of block #%d: %v", name, o.LogIndex, n, err)
		}
		if !sameDeposit(got, o) {
			return fmt.Sprintf("endpoints disagree on deposit log %d of tx %s in block #%d: the scanner read swap %s, %s units, deposit %s; witness %s has swap %s, %s units, deposit %s",
				o.LogIndex, o.TxHash, n, o.SwapID, o.AmountUnits, o.DepositRef, name, got.SwapID, got.AmountUnits, got.DepositRef)
		}
	}
	return ""
}

// sameDeposit compares what the chain says of a deposit; the asset is left
// out, as it is the configuration's name for the token, not the chain's.
func sameDeposit(a, b store.Observation) bool {
	return a.ChainID == b.ChainID && a.BlockHash == b.BlockHash && a.BlockNumber == b.BlockNumber && a.LogIndex == b.LogIndex &&
		a.TxHash == b.TxHash && a.Contract == b.Contract && a.SwapID == b.SwapID && a.Payer == b.Payer &&
		a.AmountUnits == b.AmountUnits && a.DepositID == b.DepositID && a.DepositRef == b.DepositRef &&
		a.BlockTime == b.BlockTime && (a.Token == b.Token || a.Token == "" || b.Token == "") // '': a row that names no token
}

// proveEmpty puts to the other endpoints every block whose bloom names the
// vault's event but for which the endpoint in use returned no vault log, in
// either answer: a bloom false positive, or a node that leaves a deposit out
// of both answers alike, which the scanner cannot tell apart on its own and
// which, taken for a false positive, would lose the deposit for good once
// the cursor passed. One by-hash query per such block and endpoint, in one
// batch each. A block is empty when a quorum of the endpoints (the one in
// use counts) answers it empty; it returns the first block the cursor must
// not pass yet and why, or 0 and "". Without other endpoints nothing is
// asked (a single endpoint's blocks can be re-read from another URL with
// scanner-audit).
func (s *Scanner) proveEmpty(ctx context.Context, blocks []*blockRef) (uint64, string) {
	ws, ok := s.rpc.(witnessSource)
	if !ok || !ws.CrossChecks() || len(blocks) == 0 {
		return 0, ""
	}
	inUse := s.endpointName()
	witnesses, quorum := ws.Witnesses(ctx)
	// why[w][i]: why endpoint w does not confirm blocks[i] empty ("" it does:
	// the same block at that height, and no vault log in it).
	why := make([][]string, len(witnesses))
	for wi, wt := range witnesses {
		why[wi] = make([]string, len(blocks))
		if wt.err != nil {
			for i := range blocks {
				why[wi][i] = wt.err.Error()
			}
			continue
		}
		at := make([]blockAt, len(blocks))
		for i, b := range blocks {
			at[i] = blockAt{uint64(b.Number), b.Hash}
		}
		heads, logs, errs := s.askBlocks(ctx, wt, at)
		for i, b := range blocks {
			switch {
			case errs[i].head != nil || errs[i].logs != nil:
				why[wi][i] = fmt.Sprintf("witness %s: %v", wt.name, errors.Join(errs[i].head, errs[i].logs))
			case heads[i] == nil || heads[i].Hash != b.Hash:
				// An empty answer about a block it does not hold proves nothing.
				why[wi][i] = fmt.Sprintf("witness %s does not hold block %s at #%d", wt.name, b.Hash.Hex(), uint64(b.Number))
			case len(logs[i]) > 0:
				why[wi][i] = fmt.Sprintf("witness %s has %d vault log(s) in it (first: log %d of tx %s)",
					wt.name, len(logs[i]), logs[i][0].Index, logs[i][0].TxHash.Hex())
			}
		}
	}
	for i, b := range blocks {
		agree, against := tally(witnesses, why, i)
		if len(agree) >= quorum {
			continue
		}
		msg := "no other endpoint to confirm it is empty"
		if len(witnesses) > 1 {
			msg = fmt.Sprintf("%d of %d endpoints answer it empty (%s), %d needed: %s", len(agree), len(witnesses), strings.Join(agree, ", "), quorum, strings.Join(against, "; "))
		}
		return uint64(b.Number), fmt.Sprintf("cursor held before block #%d on chain %d: %s returned no vault log for it though its bloom names the vault's event; %s",
			uint64(b.Number), s.cfg.ChainID, inUse, msg)
	}
	return 0, ""
}

// proveRange is proveEmpty for a historical (sparse) read, which fetches no
// header of a block without logs and so never sees a bloom: it asks the
// other endpoints for the vault's logs of blocks from..to (in ranges of at
// most the configured size, halving on a refusal) and returns the first
// block holding a log the endpoint in use left out and that fewer than a
// quorum of endpoints deny, with why; 0 and "" when none.
func (s *Scanner) proveRange(ctx context.Context, from, to uint64, ours []types.Log) (uint64, string) {
	ws, ok := s.rpc.(witnessSource)
	if !ok || !ws.CrossChecks() || from > to {
		return 0, ""
	}
	have := make(map[string]bool, len(ours))
	for _, l := range ours {
		have[fmt.Sprintf("%s:%d", l.BlockHash, l.Index)] = true
	}
	witnesses, quorum := ws.Witnesses(ctx)
	type claim struct {
		block uint64
		by    []string
	}
	claims := map[string]*claim{} // logs some endpoint has that the read did not return
	deny := 0                     // endpoints that answered the whole range
	var trouble []string
	for _, wt := range witnesses {
		if wt.err != nil {
			trouble = append(trouble, wt.err.Error())
			continue
		}
		logs, err := s.rangeLogs(ctx, wt.r, from, to)
		if err != nil {
			trouble = append(trouble, fmt.Sprintf("witness %s: %v", wt.name, err))
			continue
		}
		deny++
		for _, l := range logs {
			k := fmt.Sprintf("%s:%d", l.BlockHash, l.Index)
			if have[k] || l.Removed || l.Address != s.cfg.Contract {
				continue
			}
			c := claims[k]
			if c == nil {
				c = &claim{block: l.BlockNumber}
				claims[k] = c
			}
			c.by = append(c.by, fmt.Sprintf("witness %s has log %d of tx %s in block #%d", wt.name, l.Index, l.TxHash.Hex(), l.BlockNumber))
		}
	}
	first, why := uint64(0), ""
	for _, c := range claims {
		// Endpoints that answered and do not have the log deny it.
		if deny-len(c.by) >= quorum {
			continue
		}
		if first == 0 || c.block < first {
			first, why = c.block, strings.Join(c.by, "; ")
		}
	}
	if first == 0 && deny < quorum {
		first, why = from, "too few endpoints answered to confirm the range: "+strings.Join(trouble, "; ")
	}
	if first == 0 {
		return 0, ""
	}
	return first, fmt.Sprintf("cursor held before block #%d on chain %d: %s left the vault's log out of its historical read; %s",
		first, s.cfg.ChainID, s.endpointName(), why)
}

// rangeLogs reads the vault's Deposited logs of from..to from r in ranges of
// at most the configured size, halving on a provider's refusal.
func (s *Scanner) rangeLogs(ctx context.Context, r Reader, from, to uint64) ([]types.Log, error) {
	span := s.cfg.LogRange()
	var out []types.Log
	for lo := from; lo <= to; {
		hi := min(to, lo+span-1)
		var logs []types.Log
		err := r.CallContext(ctx, &logs, "eth_getLogs", map[string]any{
			"fromBlock": hexutil.EncodeUint64(lo), "toBlock": hexutil.EncodeUint64(hi),
			"address": []common.Address{s.cfg.Contract}, "topics": [][]common.Hash{{s.topic}},
		})
		if isRangeLimit(err) && span > 1 {
			span /= 2
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("eth_getLogs #%d..#%d: %w", lo, hi, err)
		}
		out = append(out, logs...)
		lo = hi + 1
	}
	return out, nil
}

// namedHead is one endpoint's block at a height.
type namedHead struct {
	name string
	head *blockRef
}

// settleDispute ends a dispute over block n that the scanner's record lost:
// when a quorum of the endpoints, each asked, has one and the same other
// block there, the record was wrong (an endpoint answered a false block and
// healed), and the scanner rewinds below n like a reorg; the error
// (errInconsistent) makes the pass start over from there, so the block is
// read again and the hold ends. Otherwise nothing changes. It never rewinds
// below the finality boundary.
func (s *Scanner) settleDispute(ctx context.Context, st store.ScannerState, n uint64, recorded common.Hash, heads []namedHead, quorum int) error {
	count := map[common.Hash][]namedHead{}
	for _, h := range heads {
		if h.head.Hash != recorded {
			count[h.head.Hash] = append(count[h.head.Hash], h)
		}
	}
	var other []namedHead
	for _, hs := range count {
		if len(hs) >= quorum {
			other = hs
		}
	}
	if other == nil || n == 0 {
		return nil
	}
	below, err := s.scans.Retained(ctx, st.ID, n-1, n-1)
	if err != nil {
		return err
	}
	now := other[0].head
	if len(below) != 1 || below[0].Hash != lowerHash(now.ParentHash) || n-1 < st.Final {
		return nil // not a one-block correction above final: the dispute stands, the reorg path decides
	}
	ancestor := below[0]
	r := store.Reorg{Depth: st.Cursor.Number - ancestor.Number, From: st.Cursor, Ancestor: ancestor, Detected: time.Now().UTC()}
	if _, err := s.scans.Rewind(ctx, st.ID, st.Cursor, ancestor, r, eventID, s.payload); err != nil {
		return fmt.Errorf("rewind to #%d after a settled dispute: %w", ancestor.Number, err)
	}
	names := make([]string, len(other))
	for i, h := range other {
		names[i] = h.name
	}
	return fmt.Errorf("block #%d: the scanner recorded %s, and %s now have %s: rewound to #%d to read it again: %w",
		n, lowerHash(recorded), strings.Join(names, ", "), lowerHash(now.Hash), ancestor.Number, errInconsistent)
}

// quorumText says why a quorum was not reached: with two endpoints the
// dissent alone, with more which endpoints agreed and how many were needed.
func quorumText(agree, against []string, endpoints, quorum int) string {
	if endpoints < 2 {
		return "no second endpoint to cross-check with"
	}
	msg := strings.Join(against, "; ")
	if endpoints > 2 {
		msg = fmt.Sprintf("%d of %d endpoints agree (%s), %d needed: %s", len(agree), endpoints, strings.Join(agree, ", "), quorum, msg)
	}
	return msg
}

// endpointName names the endpoint reads go to now.
func (s *Scanner) endpointName() string {
	if c, ok := s.rpc.(interface{ Current() string }); ok {
		return c.Current()
	}
	return "the endpoint in use"
}

// blockAt is a block the scanner recorded: its height and hash.
type blockAt struct {
	number uint64
	hash   common.Hash
}

// askErrs are one endpoint's errors about one block: its header, its logs.
type askErrs struct{ head, logs error }

// askBlocks asks endpoint wt, in batches, for its block at each height and
// the vault's logs of each recorded block (by hash): what the cross-check
// and the empty-block proof compare with the record. A failed batch is
// each of its blocks' error.
func (s *Scanner) askBlocks(ctx context.Context, wt Witness, at []blockAt) ([]*blockRef, [][]types.Log, []askErrs) {
	heads := make([]*blockRef, len(at))
	logs := make([][]types.Log, len(at))
	errs := make([]askErrs, len(at))
	for start := 0; start < len(at); start += HeaderBatch / 2 {
		end := min(len(at), start+HeaderBatch/2)
		batch := make([]rpc.BatchElem, 0, 2*(end-start))
		for i := start; i < end; i++ {
			batch = append(batch,
				rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(at[i].number), false}, Result: &heads[i]},
				s.vaultLogsOf(at[i].hash, &logs[i]))
		}
		if err := wt.r.BatchCallContext(ctx, batch); err != nil {
			err = fmt.Errorf("cross-check: witness %s: %w", wt.name, err)
			for i := start; i < end; i++ {
				errs[i] = askErrs{err, err}
			}
			continue
		}
		for i := start; i < end; i++ {
			errs[i] = askErrs{batch[2*(i-start)].Error, batch[2*(i-start)+1].Error}
		}
	}
	return heads, logs, errs
}

// tally splits the endpoints by their answer about the i-th block: the
// names of those that agree (why "") and the reasons of the others.
func tally(witnesses []Witness, why [][]string, i int) (agree, against []string) {
	agree, against = []string{}, []string{}
	for wi, wt := range witnesses {
		if why[wi][i] == "" {
			agree = append(agree, wt.name)
		} else {
			against = append(against, why[wi][i])
		}
	}
	return agree, against
}
