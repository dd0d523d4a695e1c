package activities

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	commonpb "go.temporal.io/api/common/v1"
	"go.temporal.io/api/serviceerror"
	workflowpb "go.temporal.io/api/workflow/v1"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/swapengine/swapengine/internal/store"
)

// sqlString reads one string literal at the start of s as Temporal's
// visibility query tokenizer does (github.com/temporalio/sqlparser,
// token.go scanString): inside quotes, a backslash escapes the next character
// (\0 \b \n \r \t \Z decode to control characters, any other to itself), a
// doubled quote is one quote, and a string that reaches the end of the query
// is a syntax error. It returns the value and the rest of s.
func sqlString(s string) (string, string, error) {
	if s == "" || s[0] != '\'' {
		return "", s, fmt.Errorf("no string literal at %q", s)
	}
	decode := map[byte]byte{'0': 0, 'b': '\b', 'n': '\n', 'r': '\r', 't': '\t', 'Z': 26}
	var b strings.Builder
	for i := 1; ; i++ {
		if i >= len(s) {
			return "", "", errors.New("unterminated string")
		}
		switch c := s[i]; {
		case c == '\\':
			i++
			if i >= len(s) {
				return "", "", errors.New("string ends mid escape")
			}
			if d, ok := decode[s[i]]; ok {
				b.WriteByte(d)
			} else {
				b.WriteByte(s[i])
			}
		case c == '\'' && i+1 < len(s) && s[i+1] == '\'':
			b.WriteByte('\'')
			i++
		case c == '\'':
			return b.String(), s[i+1:], nil
		default:
			b.WriteByte(c)
		}
	}
}

// inList reads `WorkflowId IN ('a','b',…)` out of a query the way the server
// would, or fails as the server would on a malformed list.
func inList(query string) ([]string, error) {
	const head = "WorkflowId IN ("
	i := strings.Index(query, head)
	if i < 0 {
		return nil, fmt.Errorf("no %q in %q", head, query)
	}
	rest := query[i+len(head):]
	var ids []string
	for {
		id, after, err := sqlString(rest)
		if err != nil {
			return nil, fmt.Errorf("invalid query: %w", err)
		}
		ids = append(ids, id)
		switch {
		case strings.HasPrefix(after, ","):
			rest = after[1:]
		case after == ")":
			return ids, nil
		default:
			return nil, fmt.Errorf("invalid query: unexpected %q after %q", after, id)
		}
	}
}

// fakeVisibility is a Temporal client whose visibility store holds started
// swaps; it answers list and count queries as the server's SQL store would,
// pageSize executions a page whatever the request asks.
type fakeVisibility struct {
	client.Client
	pageSize int

	mu      sync.Mutex
	started map[string]time.Time // workflow ID → start time
	queries []string             // every list and count query, in order
	answers map[string][]string  // query → IDs, so paging does not sort again
}

var (
	startFrom  = regexp.MustCompile(`StartTime >= '([^']*)'`)
	startUntil = regexp.MustCompile(`StartTime < '([^']*)'`)
)

// matching returns the IDs the query selects, sorted newest first (the
// order SQL visibility lists running workflows in).
func (f *fakeVisibility) matching(query string) ([]string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.queries = append(f.queries, query)
	if ids, ok := f.answers[query]; ok {
		return ids, nil
	}
	if !strings.HasPrefix(query, "WorkflowType = '"+SwapWorkflowType+"' AND ") {
		return nil, serviceerror.NewInvalidArgument("unexpected query " + query)
	}
	var ids []string
	if strings.Contains(query, "WorkflowId IN (") {
		named, err := inList(query)
		if err != nil {
			return nil, serviceerror.NewInvalidArgument(err.Error())
		}
		for _, id := range named {
			if _, ok := f.started[id]; ok {
				ids = append(ids, id)
			}
		}
		return ids, nil
	}
	bound := func(re *regexp.Regexp) (time.Time, bool, error) {
		m := re.FindStringSubmatch(query)
		if m == nil {
			return time.Time{}, false, nil
		}
		t, err := time.Parse(time.RFC3339Nano, m[1])
		return t, true, err
	}
	from, hasFrom, err1 := bound(startFrom)
	until, hasUntil, err2 := bound(startUntil)
	if err := errors.Join(err1, err2); err != nil || !hasFrom {
		return nil, serviceerror.NewInvalidArgument(fmt.Sprintf("query %q: %v", query, err))
	}
	for id, at := range f.started {
		if !at.Before(from) && (!hasUntil || at.Before(until)) {
			ids = append(ids, id)
		}
	}
	slices.SortFunc(ids, func(a, b string) int { return f.started[b].Compare(f.started[a]) })
	if f.answers == nil {
		f.answers = map[string][]string{}
	}
	f.answers[query] = ids
	return ids, nil
}

func (f *fakeVisibility) ListWorkflow(_ context.Context, req *workflowservice.ListWorkflowExecutionsRequest) (*workflowservice.ListWorkflowExecutionsResponse, error) {
	ids, err := f.matching(req.Query)
	if err != nil {
		return nil, err
	}
	offset := 0
	if len(req.NextPageToken) == 8 {
		offset = int(binary.BigEndian.Uint64(req.NextPageToken))
	}
	end := min(offset+f.pageSize, len(ids))
	resp := &workflowservice.ListWorkflowExecutionsResponse{}
	f.mu.Lock()
	for _, id := range ids[offset:end] {
		resp.Executions = append(resp.Executions, &workflowpb.WorkflowExecutionInfo{
			Execution: &commonpb.WorkflowExecution{WorkflowId: id},
			StartTime: timestamppb.New(f.started[id]),
		})
	}
	f.mu.Unlock()
	if end < len(ids) {
		resp.NextPageToken = binary.BigEndian.AppendUint64(nil, uint64(end))
	}
	return resp, nil
}

func (f *fakeVisibility) CountWorkflow(_ context.Context, req *workflowservice.CountWorkflowExecutionsRequest) (*workflowservice.CountWorkflowExecutionsResponse, error) {
	ids, err := f.matching(req.Query)
	if err != nil {
		return nil, err
	}
	return &workflowservice.CountWorkflowExecutionsResponse{Count: int64(len(ids))}, nil
}

// Issue 15 item 9 (review N9): swap IDs come from the chain (any printable
// 32 bytes). Quoting doubled ' only; Temporal's tokenizer also reads \ as an
// escape, so an ID ending in \ left the IN list unterminated, the list
// failed, and the batch lookup was silently off.
func TestUnseenQuotesBackslashesAndQuotes(t *testing.T) {
	odd := []string{`swap\`, `it's`, `a\'b`, `\\`, `x'\`, `''`, `back\slash`, `q\n`}
	var claimed []store.ClaimedSwap
	started := map[string]time.Time{}
	var want []string
	for i := range backlogBatch {
		id := fmt.Sprintf("swap-%03d", i)
		if i < len(odd) {
			id = odd[i]
		}
		claimed = append(claimed, store.ClaimedSwap{SwapID: id})
		if i%2 == 0 {
			started[id] = time.Unix(int64(i), 0)
		} else {
			want = append(want, id)
		}
	}
	vis := &fakeVisibility{pageSize: 1000, started: started}
	d := &dispatch{Activities: &Activities{Dispatcher: &Dispatcher{Temporal: vis}}, req: DispatchRequest{MaxAttempts: 2}}

	unseen := d.unseen(context.Background(), claimed)
	require.Len(t, vis.queries, 1)
	ids, err := inList(vis.queries[0])
	require.NoError(t, err, "the query the server gets: %s", vis.queries[0])
	assert.Len(t, ids, backlogBatch, "the server reads every claimed ID back")
	for _, id := range odd {
		assert.Contains(t, ids, id)
	}
	var got []string
	for id := range unseen {
		got = append(got, id)
	}
	assert.ElementsMatch(t, want, got, "swaps the list does not know")
}

func TestSQLStringReadsLikeTheTokenizer(t *testing.T) {
	for lit, want := range map[string]string{
		`'plain'`: "plain", `'it''s'`: "it's", `'a\'b'`: "a'b", `'a\\'`: `a\`, `'\n'`: "\n", `'\q'`: "q",
	} {
		got, rest, err := sqlString(lit)
		if err != nil || got != want || rest != "" {
			t.Errorf("%s: %q %q %v, want %q", lit, got, rest, err, want)
		}
	}
	for _, bad := range []string{`'swap\'`, `'open`, `'ends\`} {
		if _, _, err := sqlString(bad); err == nil {
			t.Errorf("%s read as a string", bad)
		}
	}
}

// fakeWatch is the outbox's side of the redrive look: parked swaps, and the
// start time the next look begins from.
type fakeWatch struct {
	parked   map[string]bool
	oldest   time.Time
	since    *time.Time // nil until the first WatchDone
	redriven map[string]int
}

func (w *fakeWatch) HasParked(context.Context, string) (bool, time.Time, error) {
	return len(w.parked) > 0, w.oldest, nil
}

func (w *fakeWatch) WatchDue(_ context.Context, _ string, _ time.Duration, first time.Time) (time.Time, bool, error) {
	if w.since == nil {
		return first, true, nil
	}
	return *w.since, true, nil
}

func (w *fakeWatch) WatchDone(_ context.Context, _ string, since time.Time) error {
	w.since = &since
	return nil
}

func (w *fakeWatch) RedriveParked(_ context.Context, _ string, ids []string) (int, error) {
	n := 0
	for _, id := range ids {
		if w.parked[id] {
			delete(w.parked, id)
			w.redriven[id]++
			n++
		}
	}
	return n, nil
}

// Issue 15 item 5 (review N5): the look listed every swap started since the
// last look, at most 100 pages; past that it failed without recording
// progress, so every later call listed the same 100 pages and failed again,
// and a parked swap among the older starts was never found. Each call must
// read a bounded number of swaps and move on.
func TestRedriveLookMakesProgressPastItsBound(t *testing.T) {
	base := time.Now().Add(-time.Hour).Truncate(time.Second)
	const swaps = 25_000 // 250 of the fake's 100-execution pages
	vis := &fakeVisibility{pageSize: 100, started: map[string]time.Time{}}
	for i := range swaps {
		vis.started[fmt.Sprintf("swap-%05d", i)] = base.Add(time.Duration(i) * 10 * time.Millisecond)
	}
	w := &fakeWatch{oldest: base, redriven: map[string]int{},
		parked: map[string]bool{"swap-00000": true, "swap-12345": true, "swap-24999": true}}
	d := &dispatch{Activities: &Activities{Dispatcher: &Dispatcher{Temporal: vis}}, req: DispatchRequest{ScannerID: "s"}, watch: w}

	var lists [][]string // the list queries of each call
	var last time.Time
	for call := 0; len(w.parked) > 0; call++ {
		require.Less(t, call, 10, "parked swaps still not found: %v", w.parked)
		before := len(vis.queries)
		require.NoError(t, d.redriveStarted(context.Background()), "call %d", call)
		var listed []string
		for _, q := range vis.queries[before:] {
			if !strings.Contains(q, "WorkflowId IN") {
				listed = append(listed, q)
			}
		}
		lists = append(lists, listed)
		assert.LessOrEqual(t, len(listed)*vis.pageSize, watchListCap, "call %d read %d pages", call, len(listed))
		require.NotNil(t, w.since, "call %d recorded no progress", call)
		assert.True(t, w.since.After(last), "call %d: since %s did not advance past %s", call, w.since, last)
		last = *w.since
		if call > 0 {
			assert.NotEqual(t, lists[call-1][0], lists[call][0], "call %d repeats the listing of the call before", call)
		}
	}
	assert.Equal(t, map[string]int{"swap-00000": 1, "swap-12345": 1, "swap-24999": 1}, w.redriven)
	assert.Equal(t, 3, d.res.Redriven, "every parked swap counted once")
	t.Logf("%d calls; since now %s", len(lists), w.since.Sub(base))
}
