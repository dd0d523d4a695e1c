package chainconf

import "github.com/swapengine/swapengine/internal/chain"

// Known is what the project knows of a chain it has a default for.
type Known struct {
	Name        string
	Finality    chain.Finality
	NativeAsset string
	// TagUnreliable: the node's "safe"/"finalized" tag is not to be trusted
	// on this chain; a tag is refused unless finality.allowUnreliableTag.
	TagUnreliable string // why; "" when the tag is fine
}

// Defaults are the finality policies of the chains people use, by chain ID.
// Indexers disagree by up to 10x (../shared/research/anchors.md, question 4,
// with the sources); where a chain's node has a finality tag that has held,
// the tag is used: it follows the chain's own finality instead of guessing
// a depth, and a node that answers it late only delays confirmations.
var Defaults = map[uint64]Known{
	// Ethereum: Casper FFG finality, the "finalized" tag (Chainlink,
	// smartcontractkit/chainlink-evm pkg/config/toml/defaults, uses the tag).
	// Depths others use instead: Ponder 65 (ponder-sh/ponder
	// packages/core/src/utils/finality.ts), rindexer 20 (core/src/indexer/
	// reorg/mod.rs), Envio 200 (DEFAULT_CONFIRMED_BLOCK_THRESHOLD).
	1: {Name: "Ethereum", Finality: chain.Finality{Tag: "finalized"}, NativeAsset: "ETH"},
	// Base (OP Stack): "finalized" is an L2 block whose batch is in a
	// finalized L1 block; Chainlink uses the tag (and FinalityDepth 200).
	// Ponder 30 (default, "assume a 2-second block time"), rindexer 24,
	// Envio 200.
	8453: {Name: "Base", Finality: chain.Finality{Tag: "finalized"}, NativeAsset: "ETH"},
	// OP Mainnet: the same OP Stack derivation as Base. rindexer 24, Ponder
	// 30 (default), Envio 0 ("reorgs do not happen").
	10: {Name: "Optimism", Finality: chain.Finality{Tag: "finalized"}, NativeAsset: "ETH"},
	// Arbitrum One: "finalized" follows the L1 finality of the batch;
	// Chainlink uses the tag. Ponder 240, rindexer 24, Envio 0.
	42161: {Name: "Arbitrum One", Finality: chain.Finality{Tag: "finalized"}, NativeAsset: "ETH"},
	// Polygon PoS: Chainlink disables the tag and uses depth 500; rindexer
	// 200 after the 157-block reorg of February 2023; Ponder 200; Envio 200.
	// The deepest of the four is the default.
	137: {Name: "Polygon PoS", Finality: chain.Finality{Depth: 500}, NativeAsset: "POL",
		TagUnreliable: "Chainlink runs Polygon with the finality tag disabled (depth 500) and a 157-block reorg happened in February 2023 (anchors.md q4)"},
	// The dev chain (internal/harness/devchain, go-ethereum's simulated backend):
	// blocks are mined on demand and Reorg forks at any depth, so its tags
	// mean nothing; 3 confirmations, as the demo stack uses.
	1337: {Name: "dev chain", Finality: chain.Finality{Depth: 3}, NativeAsset: "ETH",
		TagUnreliable: "the simulated backend marks blocks finalized as it seals them and devchain's Reorg rewrites them at any depth"},
}
