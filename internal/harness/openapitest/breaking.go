package openapitest

import (
	"fmt"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/oasdiff/oasdiff/checker"
	"github.com/oasdiff/oasdiff/diff"
	"github.com/oasdiff/oasdiff/load"
)

// Breaking lists the changes from the document at base to the one at
// revision that would break a client written against base, as
// `oasdiff breaking` reports them (errors only: warnings are not breaks).
// Issue 29: docs/openapi/swaps.yaml is checked against its committed
// baseline, docs/openapi/baseline/swaps.yaml, in the suite.
func Breaking(base, revision string) ([]string, error) {
	loader := openapi3.NewLoader()
	s1, err := load.NewSpecInfo(loader, load.NewSource(base))
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", base, err)
	}
	s2, err := load.NewSpecInfo(loader, load.NewSource(revision))
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", revision, err)
	}
	report, sources, err := diff.GetPathsDiff(diff.NewConfig(), []*load.SpecInfo{s1}, []*load.SpecInfo{s2})
	if err != nil {
		return nil, fmt.Errorf("diff %s → %s: %w", base, revision, err)
	}
	changes := checker.CheckBackwardCompatibilityUntilLevel(checker.NewConfig(checker.GetAllChecks()), report, sources, checker.ERR)
	l := checker.NewDefaultLocalizer()
	var out []string
	for _, c := range changes {
		out = append(out, strings.TrimSpace(fmt.Sprintf("%s %s: %s", c.GetOperation(), c.GetPath(), c.GetUncolorizedText(l))))
	}
	return out, nil
}
