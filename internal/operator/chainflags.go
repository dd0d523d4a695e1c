package operator

import (
	"context"
	"flag"
	"fmt"
	"strings"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/redact"
)

// chainFlags are -chains FILE -chain NAME, the way every scanner command
// names a chain of a deployment's chains file instead of its chain ID,
// contract and RPC URL.
type chainFlags struct {
	file, name *string
}

func registerChainFlags(fs *flag.FlagSet) chainFlags {
	return chainFlags{
		file: fs.String("chains", cliflag.Env("", "CHAINS_CONFIG"), "chains file (docs/deploy.md; env CHAINS_CONFIG): with -chain, the chain's settings and endpoints come from it"),
		name: fs.String("chain", "", "with -chains: the chain, by name (instead of -chain-id, -contract, -rpc-url and the scanner settings)"),
	}
}

// set says -chain was given.
func (f chainFlags) set() bool { return *f.name != "" }

// load is the named chain of the file. The flags the file gives (any of
// given) may not be set beside -chain: one of them would be silently
// ignored, or contradict the file.
func (f chainFlags) load(cmd string, fs *flag.FlagSet, given ...string) (chainconf.Chain, error) {
	var clash string
	fs.Visit(func(fl *flag.Flag) {
		for _, g := range given {
			if fl.Name == g && clash == "" {
				clash = fl.Name
			}
		}
	})
	switch {
	case clash != "":
		return chainconf.Chain{}, usagef("%s: -%s and -chain: the chains file gives the chain's settings", cmd, clash)
	case *f.file == "":
		return chainconf.Chain{}, usagef("%s: -chain needs -chains (or env CHAINS_CONFIG)", cmd)
	}
	file, err := chainconf.Load(*f.file)
	if err != nil {
		return chainconf.Chain{}, usagef("%s: %v", cmd, err)
	}
	c, ok := file.Chain(*f.name)
	if !ok {
		return chainconf.Chain{}, usagef("%s: -chain: no chain %q in %s (chains: %s)", cmd, *f.name, *f.file, strings.Join(file.Names(), ", "))
	}
	return c, nil
}

// readerOf opens a chain's reads for an operator command: the node at an
// RPC URL (flags), or the chain's endpoint set with failover (chains file).
type readerOf func(ctx context.Context) (chain.Reader, func(), error)

func urlReader(rpcURL string) readerOf {
	return func(ctx context.Context) (chain.Reader, func(), error) {
		rc, err := chain.Dial(ctx, rpcURL)
		if err != nil {
			return nil, nil, fmt.Errorf("dial RPC %s: %w", redact.URL(rpcURL), redact.Err(err, rpcURL))
		}
		return rc, rc.Close, nil
	}
}

func endpointsReader(c chainconf.Chain) readerOf {
	return func(ctx context.Context) (chain.Reader, func(), error) {
		set, err := chain.DialEndpoints(ctx, c.EndpointsConfig()) // redacted by DialEndpoints
		if err != nil {
			return nil, nil, err
		}
		return set, set.Close, nil
	}
}

// verifyThrough checks, through rd, that the chain is cfg's and the vault's
// code is there, so no operator command acts on the wrong chain.
func verifyThrough(ctx context.Context, rd readerOf, cfg chain.Config) error {
	r, closeReads, err := rd(ctx)
	if err != nil {
		return err
	}
	defer closeReads()
	s, err := chain.New(cfg, r, nil)
	if err != nil {
		return err
	}
	return s.VerifyChain(ctx)
}
