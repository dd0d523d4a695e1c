package main

import (
	"regexp"
	"testing"
)

// Issue 25: the chains file owns chains, vaults, tokens and finality, and
// every command that reads it names it the same way: `-chains`, env
// CHAINS_CONFIG (`starter serve` read CHAINS_FILE).
func TestEveryCommandReadsTheChainsFileByOneFlagAndVariable(t *testing.T) {
	chains := regexp.MustCompile(`(?m)^  -chains string +.*\benv CHAINS_CONFIG\b`)
	for _, cmd := range []string{"serve", "scanner-start", "scanner-status", "scanner-checkpoint", "scanner-resume", "scanner-audit"} {
		help, _ := starter(t.Context(), cmd, "-h")
		if !chains.MatchString(help) {
			t.Errorf("starter %s -h: no -chains flag reading env CHAINS_CONFIG:\n%s", cmd, help)
		}
	}
}
