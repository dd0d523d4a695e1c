package operator

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every built-in command declares a section of help.
func TestEveryCommandHasASection(t *testing.T) {
	for _, c := range allCommands() {
		assert.True(t, slices.Contains(Sections, c.section), "%s: section %q", c.name, c.section)
	}
}

// An added command must name a section and a free name: a mistake there is
// caught at start-up, not by a command missing from help.
func TestAddCommandRefusesUnknownSectionsAndTakenNames(t *testing.T) {
	assert.PanicsWithValue(t, `operator.AddCommand("x"): section "Misc" is not one of ["Swaps" "Swap API and merchants" "Chain scanner" "Receivers" "Operations" "Development and test harness (not for production)"]`,
		func() { AddCommand(Command{Name: "x", Section: "Misc"}) })
	assert.Panics(t, func() { AddCommand(Command{Name: "start", Section: SectionSwaps}) })
}
