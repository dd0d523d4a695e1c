package operator

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/redact"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/store"
)

// runScannerAudit proves a scanner's coverage from the database alone
// (store.Scans.Audit): no RPC and no Temporal, so it runs while either is
// down. It exits non-zero, naming each property that fails.
func runScannerAudit(ctx context.Context, args []string, out io.Writer) error {
	var (
		cfg        chain.Config
		dbURL, id  string
		startBlock int64
		rereadURL  string
	)
	fs := newFlags("scanner-audit", out)
	contract := scannerFlags(fs, &cfg)
	fs.StringVar(&id, "scanner", "", "the scanner's ID, evm:<chainId>:<contract> (instead of -contract and -chain-id)")
	cf := registerChainFlags(fs)
	fs.StringVar(&dbURL, "database-url", cliflag.Env("", "DATABASE_URL"), "Postgres URL (env DATABASE_URL; required)")
	fs.Int64Var(&startBlock, "start-block", -1, "prove coverage from this block (default: the first block the scanner recorded, its start block)")
	fs.StringVar(&rereadURL, "reread-url", "", "another provider's EVM JSON-RPC URL: read the vault's deposits of the audited blocks again there and report every one the scanner never saw (for a chain scanned through one endpoint)")
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
	var fromFile *chainconf.Chain
	switch {
	case cf.set():
		c, err := cf.load("scanner-audit", fs, "contract", "chain-id", "scanner")
		if err != nil {
			return err
		}
		id, fromFile = c.ScannerConfig().ID(), &c
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
	if rereadURL != "" {
		missed, err := rereadAudit(ctx, scans, id, rereadURL, a.Start, a.Cursor.Number)
		if err != nil {
			return err
		}
		for _, m := range missed {
			a.Failures = append(a.Failures, m)
		}
	}
	if fromFile != nil && fromFile.Vault.DepositFactory != "" {
		// Deposit addresses, watched or not: what each holds against the books.
		findings, err := auditDepositAddresses(ctx, scans, *fromFile)
		if err != nil {
			return err
		}
		a.Failures = append(a.Failures, findings...)
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

// rereadAudit reads the vault's deposits of blocks from..to again from
// another provider and names every deposit log the scanner has no live
// observation of: a deposit its single endpoint left out.
func rereadAudit(ctx context.Context, scans *store.Scans, id, url string, from, to uint64) ([]string, error) {
	var (
		chainID  uint64
		contract string
	)
	if _, err := fmt.Sscanf(strings.ReplaceAll(id, ":", " "), "evm %d %s", &chainID, &contract); err != nil || !common.IsHexAddress(contract) {
		return nil, usagef("scanner-audit: -reread-url needs a scanner ID evm:<chainId>:<contract>, got %q", id)
	}
	// Finality plays no part in a re-read; the scanner's config needs one.
	cfg := chain.Config{ChainID: chainID, Contract: common.HexToAddress(contract), Finality: chain.Finality{Depth: 1}}
	rc, err := chain.Dial(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", redact.URL(url), err)
	}
	defer rc.Close()
	// The version first: the chain check refuses a vault read as another
	// version than it is (it refused every vault v2 before it was read).
	if cfg.Vault, err = chain.VaultVersionOf(ctx, rc, cfg.Contract); err != nil {
		return nil, fmt.Errorf("vault version at %s: %w", redact.URL(url), redact.Err(err, url))
	}
	s, err := chain.New(cfg, rc, scans)
	if err != nil {
		return nil, err
	}
	if err := s.VerifyChain(ctx); err != nil {
		return nil, redact.Err(err, url)
	}
	obs, err := s.Reread(ctx, rc, from, to)
	if err != nil {
		return nil, fmt.Errorf("re-read #%d..#%d from %s: %w", from, to, redact.URL(url), redact.Err(err, url))
	}
	live, err := scans.LiveObservations(ctx, id, from, to)
	if err != nil {
		return nil, err
	}
	var missed []string
	for _, o := range obs {
		if !live[fmt.Sprintf("%s:%d", o.BlockHash, o.LogIndex)] {
			missed = append(missed, fmt.Sprintf("deposit never seen by the scanner: %s reports log %d of tx %s in block #%d %s (swap %s, %s units, deposit %s)",
				redact.URL(url), o.LogIndex, o.TxHash, o.BlockNumber, o.BlockHash, o.SwapID, o.AmountUnits, o.DepositRef))
		}
	}
	return missed, nil
}

// auditDepositAddresses reads every deposit address of the chain's factory
// through the chains file's endpoints and compares it with the books.
func auditDepositAddresses(ctx context.Context, scans *store.Scans, c chainconf.Chain) ([]string, error) {
	r, closeReads, err := endpointsReader(c)(ctx)
	if err != nil {
		return nil, err
	}
	defer closeReads()
	s, err := chain.New(c.ScannerConfig(), r, scans)
	if err != nil {
		return nil, err
	}
	findings, err := s.AuditDepositAddresses(ctx)
	return findings, redact.Err(err)
}
