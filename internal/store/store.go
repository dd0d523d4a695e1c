// Package store owns the system's Postgres schema and connections. Every table is created by the
// goose migrations embedded from migrations/*.sql; callers get a pool only after the schema is
// current.
package store

import (
	"context"
	"embed"
	"fmt"
	"io/fs"

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
// Several processes (workers, the starter, the provider simulators) migrate at start-up, possibly
// at the same moment. A Postgres session-level advisory lock serialises them: the first applies
// the migrations, the others wait for the lock and then find nothing pending.
func Migrate(ctx context.Context, databaseURL string) error {
	connConfig, err := pgx.ParseConfig(databaseURL)
	if err != nil {
		return fmt.Errorf("migrate: parse database URL: %w", err)
	}
	db := stdlib.OpenDB(*connConfig)
	defer db.Close()

	// Probe every second for up to five minutes: start-up races should resolve quickly, while a
	// long migration run by another process still gets time to finish.
	locker, err := lock.NewPostgresSessionLocker(lock.WithLockTimeout(1, 300))
	if err != nil {
		return fmt.Errorf("migrate: session locker: %w", err)
	}
	provider, err := goose.NewProvider(database.DialectPostgres, db, migrationsFS(),
		goose.WithSessionLocker(locker))
	if err != nil {
		return fmt.Errorf("migrate: goose provider: %w", err)
	}
	defer provider.Close()

	if _, err := provider.Up(ctx); err != nil {
		return fmt.Errorf("migrate: up: %w", err)
	}
	return nil
}

// Open migrates the database at databaseURL and returns a connection pool to it.
func Open(ctx context.Context, databaseURL string) (*pgxpool.Pool, error) {
	if err := Migrate(ctx, databaseURL); err != nil {
		return nil, err
	}
	pool, err := pgxpool.New(ctx, databaseURL)
	if err != nil {
		return nil, fmt.Errorf("open pool: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("open pool: ping: %w", err)
	}
	return pool, nil
}
