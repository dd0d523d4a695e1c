package operator

import (
	"context"
	"fmt"
	"io"

	"github.com/swapengine/swapengine/internal/version"
)

func runVersion(_ context.Context, args []string, out io.Writer) error {
	fs := newFlags("version", out)
	if err := parse(fs, args); err != nil {
		return err
	}
	_, err := fmt.Fprintln(out, Program, version.String())
	return err
}
