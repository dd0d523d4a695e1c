package chain_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/store"
)

// pgCtl runs pg_ctl on the cluster in dir, as the postgres user when root
// (as devstack starts it).
func pgCtl(t *testing.T, dir string, args ...string) {
	t.Helper()
	name, all := "pg_ctl", append([]string{"-D", filepath.Join(dir, "data")}, args...)
	if os.Geteuid() == 0 {
		name, all = "runuser", append([]string{"-u", "postgres", "--", "pg_ctl"}, all...)
	}
	cmd := exec.Command(name, all...)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
}

// crashTracer stops Postgres with `pg_ctl stop -m immediate` (a crash: no
// shutdown checkpoint, open transactions lost) when the statement it waits
// for starts, i.e. in the middle of a pass's transaction.
type crashTracer struct {
	armed atomic.Bool
	match string
	crash func()
}

func (c *crashTracer) TraceQueryStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceQueryStartData) context.Context {
	if strings.Contains(d.SQL, c.match) && c.armed.CompareAndSwap(true, false) {
		c.crash()
	}
	return ctx
}
func (*crashTracer) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

// Postgres killed in the middle of a pass, then restarted: the pass fails
// with nothing written, the next passes go on from the same cursor, and in
// the end every deposit is recorded once, confirmed once, none is skipped,
// and a deposit orphaned by a reorg around the crash has no confirmation.
func TestPostgresKilledMidPass(t *testing.T) {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "pgcrash")
	require.NoError(t, err)
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	require.NoError(t, os.Chmod(dir, 0o755))
	pg, err := devstack.StartPostgres(ctx, dir, nil)
	require.NoError(t, err)
	t.Cleanup(func() { _ = pg.Stop() })
	restart := func() {
		pgCtl(t, dir, "-l", devstack.PostgresLogFile(dir), "-w", "-t", "60", "-o",
			fmt.Sprintf("-c listen_addresses=127.0.0.1 -c fsync=off -p %d -k '%s'", pg.Port, filepath.Join(dir, "sock")), "start")
	}
	require.NoError(t, store.Migrate(ctx, pg.URL))
	tracer := &crashTracer{crash: func() { pgCtl(t, dir, "-m", "immediate", "-w", "stop") }}
	cfg, err := pgxpool.ParseConfig(pg.URL)
	require.NoError(t, err)
	cfg.ConnConfig.Tracer = tracer
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	require.NoError(t, err)
	t.Cleanup(pool.Close)

	r := newRig(t, chain.Config{MaxRange: 3, Finality: chain.Finality{Depth: 4}})
	r.scans = &store.Scans{DB: pool}
	s := r.scanner()
	for i := range 6 {
		r.deposit(fmt.Sprintf("swap-crash-%d", i), int64(10+i))
		r.mine(2)
	}
	_, err = s.Pass(ctx) // creates the scanner and reads the first range
	require.NoError(t, err)

	for _, match := range []string{"INSERT INTO block_hashes", "UPDATE scanners SET cursor_number"} {
		before := r.state().Cursor
		tracer.match = match
		tracer.armed.Store(true)
		_, err = s.Pass(ctx)
		require.Error(t, err, "the pass whose transaction lost Postgres fails")
		restart()
		assert.Equal(t, before, r.state().Cursor, "nothing of the failed pass was committed (crash at %q)", match)
	}

	// A tentative deposit orphaned by a reorg after the restart.
	r.catchUp(s)
	r.deposit("swap-crash-orphan", 99)
	r.mine(1)
	r.catchUp(s)
	require.NoError(t, r.chain.Reorg(1, false))
	tracer.match = "UPDATE observations SET state = 'orphaned'"
	tracer.armed.Store(true)
	_, err = s.Pass(ctx)
	require.Error(t, err, "the rewind's transaction lost Postgres")
	restart()
	r.catchUp(s)
	r.mine(6)
	r.catchUp(s)

	count := map[string]int{}
	for _, o := range r.outbox() {
		count[o.Kind+" "+o.SwapID]++
	}
	for i := range 6 {
		id := fmt.Sprintf("swap-crash-%d", i)
		assert.Equal(t, 1, count["deposit-observed "+id], id)
		assert.Equal(t, 1, count["deposit-confirmed "+id], id)
	}
	assert.Equal(t, 1, count["deposit-observed swap-crash-orphan"])
	assert.Equal(t, 1, count["deposit-reorged swap-crash-orphan"])
	assert.Zero(t, count["deposit-confirmed swap-crash-orphan"], "no effect from an orphan")
	var obs int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM observations WHERE state = 'final'`).Scan(&obs))
	assert.Equal(t, 6, obs)
	assert.Equal(t, r.chain.Head(), r.state().Cursor.Number, "no gap: the cursor reached the head")
}
