package operator

import (
	"context"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/store"
)

const migrateUsage = "migrate: a subcommand is required: up or status (starter migrate up -h)"

// runMigrate is the one command that changes the schema. Every other command, the worker
// included, only checks it (store.Open) and names this command when it is behind: a deploy
// migrates as a step of its own, before the new build starts (docs/deploy.md, Migrations).
func runMigrate(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 {
		return usagef(migrateUsage)
	}
	switch args[0] {
	case "up":
		return runMigrateUp(ctx, args[1:], out)
	case "status":
		return runMigrateStatus(ctx, args[1:], out)
	case "-h", "--help", "help":
		fmt.Fprintln(out, "usage: starter migrate up|status [flags]")
		return nil
	}
	return usagef("migrate: unknown subcommand %q (up or status)", args[0])
}

func runMigrateUp(ctx context.Context, args []string, out io.Writer) error {
	var (
		dbURL string
		to    int64
	)
	fs := newFlags("migrate up", out)
	fs.StringVar(&dbURL, "database-url", cliflag.Env("", "DATABASE_URL"), "Postgres URL of a role that may create tables (env DATABASE_URL; required)")
	fs.Int64Var(&to, "to", 0, fmt.Sprintf("apply migrations up to this version only (default: all, up to %d)", store.RequiredVersion()))
	if err := parse(fs, args); err != nil {
		return err
	}
	if dbURL == "" {
		return usagef("migrate up: -database-url is required (env DATABASE_URL)")
	}
	if to < 0 || to > store.RequiredVersion() {
		return usagef("migrate up: -to %d is not a version of this build (1 to %d)", to, store.RequiredVersion())
	}
	applied, err := store.MigrateUp(ctx, dbURL, to)
	if err != nil {
		return err
	}
	for _, a := range applied {
		fmt.Fprintf(out, "applied %s (%s)\n", a.Name, a.Duration.Round(1e6))
	}
	pool, err := store.Connect(ctx, dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	st, err := store.Status(ctx, pool)
	if err != nil {
		return err
	}
	fmt.Fprintln(out, summary(st))
	return nil
}

func runMigrateStatus(ctx context.Context, args []string, out io.Writer) error {
	var dbURL string
	fs := newFlags("migrate status", out)
	fs.StringVar(&dbURL, "database-url", cliflag.Env("", "DATABASE_URL"), "Postgres URL; a read-only role will do (env DATABASE_URL; required)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if dbURL == "" {
		return usagef("migrate status: -database-url is required (env DATABASE_URL)")
	}
	pool, err := store.Connect(ctx, dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	st, err := store.Status(ctx, pool)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "VERSION\tMIGRATION\tAPPLIED AT")
	for _, m := range st.States {
		at := "pending"
		if !m.AppliedAt.IsZero() {
			at = m.AppliedAt.UTC().Format("2006-01-02 15:04:05Z")
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\n", m.Version, m.Name, at)
	}
	for _, v := range st.Unknown {
		fmt.Fprintf(tw, "%d\t(not in this build)\tapplied\n", v)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(out, summary(st))
	return nil
}

// summary is the status in one line, the command to run included when one is needed.
func summary(st *store.SchemaStatus) string {
	switch {
	case len(st.Pending) > 0:
		return fmt.Sprintf("schema at version %d; this build needs %d: %d migrations pending, run `%s`",
			st.Current, st.Required, len(st.Pending), store.MigrateCommand)
	case len(st.Unknown) > 0:
		return fmt.Sprintf("schema at version %d, ahead of this build's %d (migrated by a newer build)", st.Current, st.Required)
	}
	return fmt.Sprintf("schema at version %d: up to date", st.Current)
}
