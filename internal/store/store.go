// Package store owns the system's Postgres schema and connections. Every table is created by the
// goose migrations embedded from migrations/*.sql, applied by MigrateUp (`starter migrate up`);
// callers get a pool (Open) only when the schema has every migration this build embeds.
package store

import (
	"context"
	"embed"
	"fmt"
	"github.com/swapengine/swapengine/internal/redact"
	"io/fs"
	"path"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/database"
	"github.com/pressly/goose/v3/lock"
)

//go:embed migrations/*.sql
var embedded embed.FS

// migrationsFS is the directory goose reads: every migrations/NNNNN_*.sql file, in version order.
func migrationsFS() fs.FS {
	sub, err := fs.Sub(embedded, "migrations")
	if err != nil {
		panic(fmt.Sprintf("store: embedded migrations: %v", err)) // cannot happen: the path is a literal
	}
	return sub
}

// Migrate applies every pending migration to the database at databaseURL.
//
// Migrating is a deliberate step (`starter migrate up`, the compose file's migrate service), not
// something every process does at start-up: a reader may hold a role that cannot write, and a new
// build must not change the schema under the old build's workers by merely starting. Concurrent
// runs are still safe: a Postgres session-level advisory lock serialises them, the first applies
// the migrations, the others wait for the lock and then find nothing pending.
func Migrate(ctx context.Context, databaseURL string) error {
	_, err := MigrateUp(ctx, databaseURL, 0)
	return err
}

// Applied is one migration a MigrateUp run applied.
type Applied struct {
	Version  int64
	Name     string // the file, e.g. 00012_swap_api.sql
	Duration time.Duration
}

// MigrateUp applies the pending migrations up to and including version to (every one when to is
// 0) and reports those it applied, in order.
func MigrateUp(ctx context.Context, databaseURL string, to int64) (_ []Applied, err error) {
	// pgx and goose name the user and the database, and quote the URL: the
	// operator sees the host, never a credential.
	defer func() { err = redact.Err(err, databaseURL) }()
	connConfig, err := pgx.ParseConfig(databaseURL)
	if err != nil {
		return nil, fmt.Errorf("migrate: parse database URL: %w", err)
	}
	db := stdlib.OpenDB(*connConfig)
	defer db.Close()

	// Probe every second for up to five minutes: start-up races should resolve quickly, while a
	// long migration run by another process still gets time to finish.
	locker, err := lock.NewPostgresSessionLocker(lock.WithLockTimeout(1, 300))
	if err != nil {
		return nil, fmt.Errorf("migrate: session locker: %w", err)
	}
	provider, err := goose.NewProvider(database.DialectPostgres, db, migrationsFS(),
		goose.WithSessionLocker(locker))
	if err != nil {
		return nil, fmt.Errorf("migrate: goose provider: %w", err)
	}
	defer provider.Close()

	var results []*goose.MigrationResult
	if to == 0 {
		results, err = provider.Up(ctx)
	} else {
		results, err = provider.UpTo(ctx, to)
	}
	if err != nil {
		return nil, fmt.Errorf("migrate: up: %w", err)
	}
	out := make([]Applied, 0, len(results))
	for _, r := range results {
		out = append(out, Applied{Version: r.Source.Version, Name: path.Base(r.Source.Path), Duration: r.Duration})
	}
	// The data step: no merchant secret stays in plain text once a sealing
	// key is set (merchants.go).
	pool, err := Connect(ctx, databaseURL)
	if err != nil {
		return out, err
	}
	defer pool.Close()
	if _, err := sealPlainSecrets(ctx, pool); err != nil {
		return out, fmt.Errorf("migrate: %w", err)
	}
	return out, nil
}

// Open returns a connection pool to the database at databaseURL after checking that its schema
// has every migration this build embeds (CheckSchema). It never migrates: read-only commands must
// work with a role that cannot write, and a process that needs a newer schema must say so rather
// than change it.
func Open(ctx context.Context, databaseURL string) (*pgxpool.Pool, error) {
	pool, err := Connect(ctx, databaseURL)
	if err != nil {
		return nil, err
	}
	if err := CheckSchema(ctx, pool); err != nil {
		pool.Close()
		return nil, err
	}
	return pool, nil
}

// Connect returns a connection pool without checking the schema: for `starter migrate status`,
// which reports on a schema whatever its state.
func Connect(ctx context.Context, databaseURL string) (*pgxpool.Pool, error) {
	// pgx names the user and the database in its errors, and a parse error
	// quotes the URL: the operator sees the host, never a credential.
	pool, err := pgxpool.New(ctx, databaseURL)
	if err != nil {
		return nil, fmt.Errorf("open pool: %w", redact.Err(err, databaseURL))
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("open pool: ping: %w", redact.Err(err, databaseURL))
	}
	return pool, nil
}

// CheckWritable proves, before a process takes any work, that its role can
// write what the engine writes: a session that is not read-only (a standby,
// default_transaction_read_only) and INSERT and UPDATE on every table of the
// schema, USAGE on every sequence. A worker on a read-only role would
// otherwise pass its start checks, make itself the current build, and fail
// at its first write. The error names the role and what it lacks.
func CheckWritable(ctx context.Context, q SchemaQuerier) error {
	var role, readOnly string
	if err := q.QueryRow(ctx, `SELECT current_user, current_setting('transaction_read_only')`).Scan(&role, &readOnly); err != nil {
		return fmt.Errorf("check the database role can write: %w", err)
	}
	if readOnly == "on" {
		return fmt.Errorf("database role %q is in a read-only session (a standby, or default_transaction_read_only): this process writes; point -database-url at the primary with a role that can write", role)
	}
	rows, err := q.Query(ctx, `
SELECT c.relname || CASE c.relkind WHEN 'S' THEN ' (USAGE)' ELSE ' (INSERT, UPDATE)' END
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = current_schema()
   AND ((c.relkind IN ('r', 'p') AND NOT (has_table_privilege(c.oid, 'INSERT') AND has_table_privilege(c.oid, 'UPDATE')))
     OR (c.relkind = 'S' AND NOT has_sequence_privilege(c.oid, 'USAGE')))
 ORDER BY c.relname`)
	if err != nil {
		return fmt.Errorf("check the database role can write: %w", err)
	}
	missing, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("check the database role can write: %w", err)
	}
	if len(missing) > 0 {
		return fmt.Errorf("database role %q cannot write %s: this process writes; grant them, or use a role that can", role, strings.Join(missing, ", "))
	}
	return nil
}
