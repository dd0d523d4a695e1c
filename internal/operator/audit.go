package operator

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/tclient"
)

// runScannerAudit proves a scanner's coverage from the database alone
// (store.Scans.Audit): no RPC and no Temporal, so it runs while either is
// down. It exits non-zero, naming each property that fails.
func runScannerAudit(ctx context.Context, args []string, out io.Writer) error {
	var (
		cfg        chain.Config
		dbURL, id  string
		startBlock int64
	)
	fs := newFlags("scanner-audit", out)
	contract := scannerFlags(fs, &cfg)
	fs.StringVar(&id, "scanner", "", "the scanner's ID, evm:<chainId>:<contract> (instead of -contract and -chain-id)")
	cf := registerChainFlags(fs)
	fs.StringVar(&dbURL, "database-url", tclient.Env("DATABASE_URL", ""), "Postgres URL (env DATABASE_URL; required)")
	fs.Int64Var(&startBlock, "start-block", -1, "prove coverage from this block (default: the first block the scanner recorded, its start block)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if dbURL == "" {
		return usagef("scanner-audit: -database-url is required")
	}
	if startBlock < -1 {
		return usagef("scanner-audit: -start-block %d must be a block height", startBlock)
	}
	pool, err := store.Open(ctx, dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	scans := &store.Scans{DB: pool}
	switch {
	case cf.set():
		c, err := cf.load("scanner-audit", fs, "contract", "chain-id", "scanner")
		if err != nil {
			return err
		}
		id = c.ScannerConfig().ID()
	case id == "":
		if id, err = auditedScanner(ctx, scans, *contract, cfg.ChainID); err != nil {
			return err
		}
	}
	var start *uint64
	if startBlock >= 0 {
		s := uint64(startBlock)
		start = &s
	}
	a, err := scans.Audit(ctx, id, start)
	if errors.Is(err, store.ErrNoScanner) {
		return usagef("scanner-audit: no scanner %s in the database", id)
	}
	if err != nil {
		return err
	}
	if err := printJSON(out, a); err != nil {
		return err
	}
	for _, sk := range a.Skipped {
		fmt.Fprintf(out, "SKIPPED: blocks #%d..#%d were never scanned: a forced checkpoint (%s) skipped them\n", sk.From, sk.To, sk.At.Format("2006-01-02 15:04:05Z"))
	}
	if !a.OK() {
		for _, f := range a.Failures {
			fmt.Fprintf(out, "FAIL: %s\n", f)
		}
		return fmt.Errorf("scanner-audit %s: %d check(s) failed: %s", id, len(a.Failures), a.Failures[0])
	}
	fmt.Fprintf(out, "OK: scanner %s: blocks #%d..#%d covered (%d range rows%s); retained window #%d..#%d is one hash chain ending at the cursor; %d live observations on blocks recorded canonical\n",
		id, a.Start, a.Cursor.Number, a.Ranges, skippedNote(a.Skipped), a.Window.From, a.Window.To, a.Observations)
	return nil
}

func skippedNote(s []store.Skip) string {
	if len(s) == 0 {
		return ""
	}
	return fmt.Sprintf(", %d forced skip(s) named above", len(s))
}

// auditedScanner finds the scanner an audit is about (without -chain): by
// contract and chain ID, or by contract alone
// when one scanner in the database watches it.
func auditedScanner(ctx context.Context, scans *store.Scans, contract string, chainID uint64) (string, error) {
	addr, err := contractAddress("scanner-audit", contract)
	if err != nil {
		return "", err
	}
	if chainID != 0 {
		return chain.Config{ChainID: chainID, Contract: addr}.ID(), nil
	}
	rows, err := scans.DB.Query(ctx, `SELECT scanner_id FROM scanners WHERE contract = $1 ORDER BY scanner_id`, strings.ToLower(addr.Hex()))
	if err != nil {
		return "", err
	}
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return "", err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return "", err
	}
	switch len(ids) {
	case 0:
		return "", usagef("scanner-audit: no scanner of contract %s in the database", addr.Hex())
	case 1:
		return ids[0], nil
	default:
		return "", usagef("scanner-audit: scanners %s watch contract %s; give -chain-id or -scanner", strings.Join(ids, ", "), addr.Hex())
	}
}
