package operator

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// The starter's argument parsing, the pure step of the swap commands: whatever
// the command line, it never panics, every refusal names a flag or one of the
// arguments, and accepted options render back to a command line that parses
// to the same options. The fuzzer's input is the command line joined by NUL
// (an argument can hold anything else, spaces and newlines included).
func FuzzStarterArgs(f *testing.F) {
	for _, args := range [][]string{
		{"start", "-swap-id", "swap-42", "-amount", "12500000", "-payout-address", "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"},
		{"start", "-swap-id", "s", "-amount", "1", "-payout-address", "a", "-payout-asset", "ETH"},
		{"start", "-swap-id", "s", "-amount", "01", "-payout-address", "a", "-deadline", "-1s"},
		{"start", "-swap-id", "s", "-amount", "5", "-payout-address", "a", "-webhook-url", "http://10.0.0.1/x", "-chain-id", "0"},
		{"start", "-swap-id", "s", "-amount", "5", "-payout-address", "a", "-webhook-url", "http://127.0.0.1:1/x", "-webhook-allow-private", "-tls", "-namespace", "n"},
		{"signal", "-swap-id", "swap-42", "-type", "deposit-observed", "-event-id", "obs-1", "-deposit-ref", "evm:1337:0xabc:1", "-amount", "12500000"},
		{"signal", "-type", "deposit-exploded", "-swap-id", "s"},
		{"confirm", "-swap-id", "swap-42", "-event-id", "conf-1", "-deposit-ref", "evm:1337:0xabc:1", "-amount", "12500000", "extra"},
		{"status", "-swap-id", "swap-42", "-o", "text"},
		{"status", "-o", "yaml"},
		{"resolve", "-swap-id", "swap-42", "-action", "retry", "-note", "exchange back up"},
		{"resolve", "-swap-id", "s", "-action", "explode"},
		{"resolve", "-swap-id", "s", "-action", "resume", "-force", "-note", "re-mined"},
		{"list", "-status", "held", "-o", "json"},
		{"list", "-status", "nope"},
		{"list", "--", "-o"},
		{"list", "-o"},
		{"status", "-temporal-address"},
		{"frobnicate"},
		{},
	} {
		f.Add(strings.Join(args, "\x00"))
	}
	f.Fuzz(func(t *testing.T, line string) {
		errOut = io.Discard // help printed after a mistake
		for _, v := range []string{"MERCHANT_WEBHOOK_URL", "WEBHOOK_ALLOW_PRIVATE"} {
			t.Setenv(v, "")
		}
		var args []string
		if line != "" {
			args = strings.Split(line, "\x00")
		}
		p, err := ParseArgs(args)
		if err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return
			}
			var ue *UsageError
			if !errors.As(err, &ue) {
				t.Fatalf("%q: not a usage error: %v", args, err)
			}
			if !namesFlagOrArg(err.Error(), args) {
				t.Fatalf("%q: the refusal names no flag and no argument: %v", args, err)
			}
			return
		}
		if p.Command() != args[0] {
			t.Fatalf("%q parsed as %s", args, p.Command())
		}
		again, err := ParseArgs(p.Args())
		if err != nil {
			t.Fatalf("%q: accepted, but its rendering %q is refused: %v", args, p.Args(), err)
		}
		if !reflect.DeepEqual(p, again) {
			t.Fatalf("%q: round trip changed the options:\n%#v\n%#v", args, p, again)
		}
	})
}

// namesFlagOrArg: the message names a flag (-name) of the command or quotes
// one of the arguments, or says the command is missing.
func namesFlagOrArg(msg string, args []string) bool {
	if len(args) == 0 {
		return strings.Contains(msg, "command")
	}
	for _, a := range args {
		if (a != "" && strings.Contains(msg, a)) || strings.Contains(msg, strconv.Quote(a)) {
			return true
		}
		// The flag package names an unknown flag as -name, however many
		// dashes it had and whatever followed its "=".
		if name := strings.TrimLeft(a, "-"); strings.HasPrefix(a, "-") && name != "" {
			name, _, _ = strings.Cut(name, "=")
			if strings.Contains(msg, "-"+name) {
				return true
			}
		}
	}
	for _, f := range commandFlags(args[0]) {
		if strings.Contains(msg, f) {
			return true
		}
	}
	return false
}

// commandFlags are the flags a command's help lists.
func commandFlags(name string) []string {
	var help bytes.Buffer
	var err error
	switch name {
	case "start":
		_, err = parseStart([]string{"-h"}, &help)
	case "signal", "confirm":
		_, err = parseEvent(name, []string{"-h"}, &help)
	case "status":
		_, err = parseStatus([]string{"-h"}, &help)
	case "resolve":
		_, err = parseResolve([]string{"-h"}, &help)
	case "list":
		_, err = parseList([]string{"-h"}, &help)
	}
	if err != nil && !errors.Is(err, flag.ErrHelp) {
		panic(err)
	}
	var out []string
	for _, line := range strings.Split(help.String(), "\n") {
		if f, ok := strings.CutPrefix(strings.TrimSpace(line), "-"); ok {
			out = append(out, "-"+strings.Fields(f)[0])
		}
	}
	return out
}
