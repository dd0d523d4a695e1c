package cliflag

import (
	"bytes"
	"flag"
	"io"
	"strings"
	"testing"
)

func TestAliasSetsTheCurrentFlagAndWarns(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	url := fs.String("rpc-url", "http://default", "node URL")
	verbose := fs.Bool("verbose", false, "more output")
	var warn bytes.Buffer
	Alias(fs, "chain-url", "rpc-url", &warn)
	Alias(fs, "v", "verbose", &warn)
	if err := fs.Parse([]string{"-chain-url", "http://old", "-v"}); err != nil {
		t.Fatal(err)
	}
	if *url != "http://old" || !*verbose {
		t.Fatalf("alias did not set the flag: url %q verbose %v", *url, *verbose)
	}
	if got := warn.String(); !strings.Contains(got, "-chain-url is deprecated") || !strings.Contains(got, "use -rpc-url") {
		t.Fatalf("warning %q does not name both flags", got)
	}
	var aliases []string
	fs.VisitAll(func(f *flag.Flag) {
		if IsAlias(f) {
			aliases = append(aliases, f.Name)
		}
	})
	if strings.Join(aliases, ",") != "chain-url,v" {
		t.Fatalf("aliases %v", aliases)
	}
}

func TestCurrentNameDoesNotWarn(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.String("rpc-url", "", "")
	var warn bytes.Buffer
	Alias(fs, "chain-url", "rpc-url", &warn)
	if err := fs.Parse([]string{"-rpc-url", "http://new"}); err != nil {
		t.Fatal(err)
	}
	if warn.Len() != 0 {
		t.Fatalf("warned for the current name: %q", warn.String())
	}
}

func TestEnvTakesTheFirstSetName(t *testing.T) {
	t.Setenv("NEW_NAME", "")
	t.Setenv("OLD_NAME", "old")
	if got := Env("def", "NEW_NAME", "OLD_NAME"); got != "old" {
		t.Fatalf("got %q", got)
	}
	t.Setenv("NEW_NAME", "new")
	if got := Env("def", "NEW_NAME", "OLD_NAME"); got != "new" {
		t.Fatalf("got %q", got)
	}
	t.Setenv("NEW_NAME", "")
	t.Setenv("OLD_NAME", "")
	if got := Env("def", "NEW_NAME", "OLD_NAME"); got != "def" {
		t.Fatalf("got %q", got)
	}
}
