package e2e

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

// Finding 13: SIGTERM stopped the worker in milliseconds and cancelled
// in-flight effects, whose retries then waited out the 30 s attempt timeout.
// Now a stopping worker drains in-flight activities for -shutdown-grace and
// reports what it had to cancel, so the retry starts at once elsewhere.

// exchangeGate holds every exchange request at the receiver, after it claimed
// its key and before the effect, until released; each arrival is announced.
type exchangeGate struct {
	arrived chan string
	release chan struct{}
}

func newExchangeGate() *exchangeGate {
	return &exchangeGate{arrived: make(chan string, 16), release: make(chan struct{})}
}

func (g *exchangeGate) hook(ctx context.Context, receiver, key string) error {
	if receiver != providers.ReceiverExchange {
		return nil
	}
	g.arrived <- key
	select {
	case <-ctx.Done(): // the worker hung up: nothing is recorded, the key is freed
		return ctx.Err()
	case <-g.release:
		return nil
	}
}

func (g *exchangeGate) next(t *testing.T) string {
	t.Helper()
	select {
	case key := <-g.arrived:
		return key
	case <-time.After(60 * time.Second):
		require.FailNow(t, "no exchange request arrived")
		return ""
	}
}

// stoppable is a worker subprocess whose log can be waited on and whose exit
// code is kept.
type stoppable struct {
	cmd  *exec.Cmd
	done chan struct{}
	mu   sync.Mutex
	log  strings.Builder
}

// stoppableWorker runs the worker binary with its defaults plus extraArgs.
func (e *env) stoppableWorker(extraArgs ...string) *stoppable {
	e.t.Helper()
	bin, err := buildWorker()
	require.NoError(e.t, err)
	c := e.workerConfig()
	cmd := exec.Command(bin,
		"-temporal-address", c.Temporal.Address, "-namespace", c.Temporal.Namespace, "-task-queue", c.TaskQueue,
		"-database-url", c.DatabaseURL, "-exchange-url", c.ExchangeURL, "-payout-url", c.PayoutURL,
	)
	cmd.Args = append(cmd.Args, extraArgs...)
	cmd.Env = append(os.Environ(), e.secrets.WorkerEnv()...)
	cmd.Stdout = os.Stderr
	stderr, err := cmd.StderrPipe()
	require.NoError(e.t, err)
	require.NoError(e.t, cmd.Start())
	p := &stoppable{cmd: cmd, done: make(chan struct{})}
	copied := make(chan struct{})
	go func() {
		defer close(copied)
		sc := bufio.NewScanner(io.TeeReader(stderr, os.Stderr))
		for sc.Scan() {
			p.mu.Lock()
			p.log.WriteString(sc.Text() + "\n")
			p.mu.Unlock()
		}
	}()
	go func() { <-copied; _ = cmd.Wait(); close(p.done) }()
	e.t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-p.done
	})
	return p
}

func (p *stoppable) logged(s string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return strings.Contains(p.log.String(), s)
}

// exitCode waits for the process to end.
func (p *stoppable) exitCode(t *testing.T) int {
	t.Helper()
	select {
	case <-p.done:
		return p.cmd.ProcessState.ExitCode()
	case <-time.After(90 * time.Second):
		require.FailNow(t, "the worker did not exit")
		return -1
	}
}

// startExchange starts a swap, deposits and confirms it, and returns once its
// exchange request is held at the receiver.
func (e *env) startExchange(g *exchangeGate, prefix string) string {
	e.t.Helper()
	ctx := context.Background()
	id := uniqueSwapID(prefix)
	e.startSwap(swapInput(id))
	require.NoError(e.t, e.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	r, err := swapclient.Confirm(ctx, e.cl, deposit(id, "conf-1", swap.DepositConfirmed))
	require.NoError(e.t, err)
	require.Equal(e.t, swap.Applied, r.Outcome)
	require.Equal(e.t, "start-exchange:"+id, g.next(e.t))
	return id
}

// exchangeAttempts reads the StartExchange activity's started attempt and
// whether it completed, from the swap's history.
func (e *env) exchangeAttempts(id string) (attempt int32, completed bool) {
	e.t.Helper()
	iter := e.cl.GetWorkflowHistory(context.Background(), id, "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	var scheduled int64
	for iter.HasNext() {
		ev, err := iter.Next()
		require.NoError(e.t, err)
		switch a := ev.GetAttributes().(type) {
		case *historypb.HistoryEvent_ActivityTaskScheduledEventAttributes:
			if a.ActivityTaskScheduledEventAttributes.GetActivityType().GetName() == "StartExchange" {
				scheduled = ev.GetEventId()
			}
		case *historypb.HistoryEvent_ActivityTaskStartedEventAttributes:
			if a.ActivityTaskStartedEventAttributes.GetScheduledEventId() == scheduled {
				attempt = a.ActivityTaskStartedEventAttributes.GetAttempt()
			}
		case *historypb.HistoryEvent_ActivityTaskCompletedEventAttributes:
			completed = completed || a.ActivityTaskCompletedEventAttributes.GetScheduledEventId() == scheduled
		}
	}
	return attempt, completed
}

func TestSIGTERMDrainsTheInFlightExchange(t *testing.T) {
	g := newExchangeGate()
	e := newEnv(t, providers.Config{BeforeEffect: g.hook})
	w := e.stoppableWorker("-shutdown-grace", "2m", "-webhook-allow-private")
	id := e.startExchange(g, "drain")

	require.NoError(t, w.cmd.Process.Signal(syscall.SIGTERM))
	// Released only once the worker is stopping, so the exchange finishes
	// during the drain, not before it.
	require.Eventually(t, func() bool { return w.logged("worker stopping: draining in-flight activities") },
		30*time.Second, 10*time.Millisecond, "the worker never started draining")
	close(g.release)

	assert.Equal(t, 0, w.exitCode(t), "a graceful stop exits 0")
	assert.True(t, w.logged("worker stopped"))
	assert.False(t, w.logged("shutdown grace over"), "nothing had to be cancelled")
	attempt, completed := e.exchangeAttempts(id)
	assert.True(t, completed, "the stopping worker completed the exchange")
	assert.Equal(t, int32(1), attempt, "on its first attempt")
	assert.Equal(t, 1, e.effects()["exchange/start-exchange:"+id])
}

func TestShutdownGraceOverRetriesAtOnceOnAnotherWorker(t *testing.T) {
	g := newExchangeGate()
	e := newEnv(t, providers.Config{BeforeEffect: g.hook})
	first := e.stoppableWorker("-shutdown-grace", "1s", "-webhook-allow-private")
	id := e.startExchange(g, "grace-over") // the swap's attempt timeout stays the default 30 s
	second := e.stoppableWorker("-webhook-allow-private")

	require.NoError(t, first.cmd.Process.Signal(syscall.SIGTERM))
	assert.Equal(t, 0, first.exitCode(t))
	assert.True(t, first.logged("shutdown grace over: cancelling in-flight activities"))

	// The retry reaches the receiver from the other worker, with the
	// interruption as the last failure: not a timeout, which is what the
	// retry would have waited for had the failure not been reported.
	require.Equal(t, "start-exchange:"+id, g.next(t))
	d, err := e.cl.DescribeWorkflowExecution(context.Background(), id, "")
	require.NoError(t, err)
	var found bool
	for _, pa := range d.GetPendingActivities() {
		if pa.GetActivityType().GetName() != "StartExchange" {
			continue
		}
		found = true
		assert.Equal(t, int32(2), pa.GetAttempt())
		assert.True(t, strings.HasPrefix(pa.GetLastWorkerIdentity(), fmt.Sprintf("%d@", second.cmd.Process.Pid)),
			"attempt 2 runs on the other worker, not %s", pa.GetLastWorkerIdentity())
		f := pa.GetLastFailure()
		require.NotNil(t, f)
		assert.Nil(t, f.GetTimeoutFailureInfo(), "attempt 1 was reported, not timed out: %v", f)
		assert.Contains(t, f.GetMessage(), "attempt interrupted")
		assert.Equal(t, "WorkerShutdown", f.GetApplicationFailureInfo().GetType())
	}
	require.True(t, found, "StartExchange is pending")

	close(g.release)
	require.Eventually(t, func() bool { _, done := e.exchangeAttempts(id); return done }, 60*time.Second, 50*time.Millisecond)
	attempt, _ := e.exchangeAttempts(id)
	assert.Equal(t, int32(2), attempt)
	assert.Equal(t, 1, e.effects()["exchange/start-exchange:"+id], "the interrupted attempt recorded nothing")
}
