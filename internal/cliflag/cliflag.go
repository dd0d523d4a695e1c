// Package cliflag keeps one name per setting across the binaries while old
// names keep working for a release: an old name is an alias that sets the
// same value, says it is deprecated, and stays out of the help.
package cliflag

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

const deprecatedPrefix = "deprecated: "

// Alias registers old as another name for the flag current, which must
// already be defined on fs. Using old sets current's value and writes one
// warning line to warn (os.Stderr when nil).
func Alias(fs *flag.FlagSet, old, current string, warn io.Writer) {
	f := fs.Lookup(current)
	if f == nil {
		panic("cliflag: alias " + old + " for undefined flag " + current)
	}
	if warn == nil {
		warn = os.Stderr
	}
	fs.Var(&alias{Value: f.Value, old: old, current: current, warn: warn}, old, deprecatedPrefix+"use -"+current)
}

// IsAlias reports whether f is a deprecated alias, which help leaves out.
func IsAlias(f *flag.Flag) bool {
	_, ok := f.Value.(*alias)
	return ok || strings.HasPrefix(f.Usage, deprecatedPrefix)
}

type alias struct {
	flag.Value
	old, current string
	warn         io.Writer
}

func (a *alias) Set(s string) error {
	fmt.Fprintf(a.warn, "warning: -%s is deprecated and will be removed; use -%s\n", a.old, a.current)
	return a.Value.Set(s)
}

// IsBoolFlag keeps `-old` without a value working for boolean flags.
func (a *alias) IsBoolFlag() bool {
	b, ok := a.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// Env returns the first of names that is set and not empty, else def: the
// current variable first, then the legacy ones it replaces.
func Env(def string, names ...string) string {
	for _, n := range names {
		if v := os.Getenv(n); v != "" {
			return v
		}
	}
	return def
}

// PrintDefaults is flag.PrintDefaults without the deprecated aliases.
func PrintDefaults(w io.Writer, fs *flag.FlagSet) {
	shown := flag.NewFlagSet(fs.Name(), flag.ContinueOnError)
	shown.SetOutput(w)
	fs.VisitAll(func(f *flag.Flag) {
		if !IsAlias(f) {
			shown.Var(f.Value, f.Name, f.Usage)
		}
	})
	shown.PrintDefaults()
}
