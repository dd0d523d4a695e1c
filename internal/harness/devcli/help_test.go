package devcli

import (
	"bytes"
	"context"
	"flag"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/operator"
)

// `starter help` lists the commands in sections, the harness's last and
// apart, each command once, under the section it declares.
func TestHelpListsTheHarnessApart(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, operator.Main(context.Background(), []string{"help"}, &out))
	help := out.String()

	sectionOf := map[string]string{}
	section := ""
	for _, line := range strings.Split(help, "\n") {
		switch {
		case strings.HasSuffix(line, ":") && !strings.HasPrefix(line, " "):
			section = strings.TrimSuffix(line, ":")
		case strings.HasPrefix(line, "  ") && section != "":
			name := strings.Fields(line)[0]
			_, dup := sectionOf[name]
			assert.False(t, dup, "%s listed twice", name)
			sectionOf[name] = section
		}
	}
	for _, c := range Commands() {
		assert.Equal(t, operator.SectionHarness, sectionOf[c.Name], c.Name)
	}
	for name, want := range map[string]string{
		"start": operator.SectionSwaps, "list": operator.SectionSwaps,
		"scanner-start": operator.SectionScanner, "outbox": operator.SectionScanner,
		"receiver-check": operator.SectionReceivers, "probe": operator.SectionOperations,
	} {
		assert.Equal(t, want, sectionOf[name], name)
	}
	last := -1
	for _, s := range []string{operator.SectionSwaps, operator.SectionScanner, operator.SectionReceivers, operator.SectionOperations, operator.SectionHarness} {
		i := strings.Index(help, "\n"+s+":\n")
		require.Greater(t, i, last, "section %q missing or out of order:\n%s", s, help)
		last = i
	}
	assert.Contains(t, help, "Development and test harness (not for production):")

	// A harness command's own help still works, with its summary.
	out.Reset()
	require.ErrorIs(t, operator.Main(context.Background(), []string{"mine", "-h"}, &out), flag.ErrHelp)
	assert.Contains(t, out.String(), "mine blocks on the local chain")
}

func TestRegisterIsIdempotent(t *testing.T) {
	Register()
	Register()
	var out bytes.Buffer
	require.NoError(t, operator.Main(context.Background(), []string{"help"}, &out))
	assert.Equal(t, 1, strings.Count(out.String(), "\n  bench-payouts "))
}
