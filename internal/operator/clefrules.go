package operator

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/txsender"
)

// runClefRules writes the rule file a clef signing for the payer runs
// (txsender.ClefRules) and says how to attest it.
func runClefRules(_ context.Context, args []string, out io.Writer) error {
	fs := newFlags("clef-rules", out)
	var vault, payer, factory, file string
	fs.StringVar(&vault, "vault", "", "the vault v2 the payer pays from (required)")
	fs.StringVar(&payer, "payer", "", "the payer account clef holds (required)")
	fs.StringVar(&factory, "deposit-factory", "", "the vault's deposit address factory, whose sweeps the payer sends (the chains file's vault.depositFactory; default: none)")
	fs.StringVar(&file, "o", "", "write the rules to this file (default: standard output)")
	if err := parse(fs, args); err != nil {
		return err
	}
	switch {
	case !common.IsHexAddress(vault):
		return usagef("clef-rules: -vault %q: the vault's address, 0x and 40 hex digits", vault)
	case !common.IsHexAddress(payer):
		return usagef("clef-rules: -payer %q: the payer's address, 0x and 40 hex digits", payer)
	case factory != "" && !common.IsHexAddress(factory):
		return usagef("clef-rules: -deposit-factory %q: the factory's address, 0x and 40 hex digits", factory)
	}
	rules := txsender.ClefRules(common.HexToAddress(vault), common.HexToAddress(payer), common.HexToAddress(factory))
	if file == "" {
		_, err := io.WriteString(out, rules)
		return err
	}
	if err := os.WriteFile(file, []byte(rules), 0o644); err != nil {
		return err
	}
	_, err := fmt.Fprintf(out, "wrote %s; attest it once, then run clef with it:\n  clef attest %s\n  clef --chainid N --rules %s --http …\n",
		file, txsender.ClefRulesHash(rules), file)
	return err
}
