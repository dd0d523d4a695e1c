package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/pressly/goose/v3"
)

// MigrateCommand is what an operator runs to bring a schema up to date; every refusal names it.
const MigrateCommand = "starter migrate up"

// Migration is one migration this build embeds.
type Migration struct {
	Version int64
	Name    string // the file, e.g. 00012_swap_api.sql
}

// Migrations lists the embedded migrations in version order. The version a build needs is the
// last one's, read from the files rather than kept in a constant, so adding a migration is the
// only step that raises it.
func Migrations() []Migration {
	names, err := fs.Glob(migrationsFS(), "*.sql")
	if err != nil {
		panic(fmt.Sprintf("store: embedded migrations: %v", err)) // cannot happen: the pattern is a literal
	}
	out := make([]Migration, 0, len(names))
	for _, n := range names {
		v, err := goose.NumericComponent(n)
		if err != nil {
			panic(fmt.Sprintf("store: embedded migration %s: %v", n, err)) // goose.NewProvider would refuse it too
		}
		out = append(out, Migration{Version: v, Name: n})
	}
	slices.SortFunc(out, func(a, b Migration) int { return int(a.Version - b.Version) })
	return out
}

// RequiredVersion is the schema version this build needs: its newest embedded migration.
func RequiredVersion() int64 {
	m := Migrations()
	return m[len(m)-1].Version
}

// SchemaQuerier is what Status reads through: a *pgxpool.Pool, a *pgx.Conn or a transaction.
type SchemaQuerier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

// MigrationState is one migration's state in a database.
type MigrationState struct {
	Migration
	AppliedAt time.Time // zero while pending
}

// SchemaStatus is a database's schema against this build's migrations.
type SchemaStatus struct {
	Current  int64            // the highest version applied (0: none)
	Required int64            // RequiredVersion
	States   []MigrationState // every embedded migration, in order
	Pending  []Migration      // embedded but not applied, in order
	Unknown  []int64          // applied but not embedded: a newer build migrated this database
}

// Status reads the schema's state from goose's version table. It only reads: a database no
// migration has touched has no version table, and Status reports every migration pending rather
// than creating it (goose's own status would).
func Status(ctx context.Context, q SchemaQuerier) (*SchemaStatus, error) {
	st := &SchemaStatus{Required: RequiredVersion()}
	var exists bool
	if err := q.QueryRow(ctx, `SELECT to_regclass('goose_db_version') IS NOT NULL`).Scan(&exists); err != nil {
		return nil, fmt.Errorf("schema version: %w", err)
	}
	applied := map[int64]time.Time{}
	if exists {
		// goose deletes a version's row when it migrates down; is_applied = false rows are
		// from goose's older releases, which recorded a down as a new row. The newest row wins.
		rows, err := q.Query(ctx, `SELECT DISTINCT ON (version_id) version_id, is_applied, tstamp
			FROM goose_db_version WHERE version_id > 0 ORDER BY version_id, id DESC`)
		if err != nil {
			var pgErr *pgconn.PgError
			if errors.As(err, &pgErr) && pgErr.Code == "42501" {
				return nil, fmt.Errorf("schema version: %w (grant this role SELECT on goose_db_version)", err)
			}
			return nil, fmt.Errorf("schema version: %w", err)
		}
		var (
			v  int64
			ok bool
			ts time.Time
		)
		_, err = pgx.ForEachRow(rows, []any{&v, &ok, &ts}, func() error {
			if ok {
				applied[v] = ts
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("schema version: %w", err)
		}
	}
	for v := range applied {
		st.Current = max(st.Current, v)
	}
	embedded := map[int64]bool{}
	for _, m := range Migrations() {
		embedded[m.Version] = true
		ts, ok := applied[m.Version]
		st.States = append(st.States, MigrationState{Migration: m, AppliedAt: ts})
		if !ok {
			st.Pending = append(st.Pending, m)
		}
	}
	for v := range applied {
		if !embedded[v] {
			st.Unknown = append(st.Unknown, v)
		}
	}
	slices.Sort(st.Unknown)
	return st, nil
}

// SchemaTooOldError is a database that lacks migrations this build needs.
type SchemaTooOldError struct {
	Current, Required int64
	Pending           []Migration
}

func (e *SchemaTooOldError) Error() string {
	names := make([]string, len(e.Pending))
	for i, m := range e.Pending {
		names[i] = m.Name
	}
	return fmt.Sprintf("database schema is at version %d, this build needs %d (pending: %s): run `%s` against this database first",
		e.Current, e.Required, strings.Join(names, ", "), MigrateCommand)
}

// CheckSchema returns a *SchemaTooOldError when the database lacks a migration this build embeds.
// A database a newer build migrated further passes: refusing it would make every rollback
// impossible; keeping the previous build working on it is each new migration's duty
// (docs/deploy.md, Migrations).
func CheckSchema(ctx context.Context, q SchemaQuerier) error {
	st, err := Status(ctx, q)
	if err != nil {
		return err
	}
	if len(st.Pending) > 0 {
		return &SchemaTooOldError{Current: st.Current, Required: st.Required, Pending: st.Pending}
	}
	return nil
}
