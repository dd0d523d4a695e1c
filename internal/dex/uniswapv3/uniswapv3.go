// Package uniswapv3 holds Uniswap v3 as published — the bindings of
// @uniswap/v3-core, @uniswap/v3-periphery and the canonical WETH9 (one
// package each, generated from the npm artefacts by scripts/gen-contract.sh)
// and their runtime code — and checks that a deployment runs exactly it.
package uniswapv3

import (
	"bytes"
	"context"
	"embed"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/dex/uniswapv3/v3factory"
)

//go:embed runtime/*.runtime.bin
var runtimeFS embed.FS

// RuntimeCode is the published runtime code of a Uniswap contract
// (UniswapV3Factory, UniswapV3Pool, SwapRouter, QuoterV2,
// NonfungiblePositionManager). Contracts with immutables (all but the
// factory) hold their constructor's values in it once deployed.
func RuntimeCode(name string) ([]byte, error) {
	raw, err := runtimeFS.ReadFile("runtime/" + name + ".runtime.bin")
	if err != nil {
		return nil, err
	}
	return common.FromHex(strings.TrimSpace(string(raw))), nil
}

// Deployment is one chain's Uniswap v3: the addresses the engine uses.
type Deployment struct {
	WETH, Factory, Router, Quoter, Positions common.Address
}

// Chain is what Verify and Pool read.
type Chain interface {
	ethereum.ContractCaller
	CodeAt(ctx context.Context, account common.Address, blockNumber *big.Int) ([]byte, error)
}

// Verify checks that the factory, the router and the quoter run the
// published code byte for byte, but for their immutables (NoDelegateCall's
// own address in each; the factory and WETH the periphery was built with),
// which must hold this deployment's addresses.
func (d Deployment) Verify(ctx context.Context, c Chain) error {
	for _, p := range []struct {
		name       string
		at         common.Address
		immutables []common.Address
	}{
		{"UniswapV3Factory", d.Factory, []common.Address{d.Factory}},
		{"SwapRouter", d.Router, []common.Address{d.Factory, d.WETH}},
		{"QuoterV2", d.Quoter, []common.Address{d.Factory, d.WETH}},
	} {
		want, err := RuntimeCode(p.name)
		if err != nil {
			return err
		}
		got, err := c.CodeAt(ctx, p.at, nil)
		if err != nil {
			return fmt.Errorf("uniswap %s %s: %w", p.name, p.at.Hex(), err)
		}
		if at, ok := SameCode(got, want, p.immutables...); !ok {
			return fmt.Errorf("uniswap %s %s: its code (%d bytes) is not the published %s's (%d bytes): first difference at byte %d",
				p.name, p.at.Hex(), len(got), p.name, len(want), at)
		}
	}
	return nil
}

// SameCode reports whether deployed runtime code is the published one,
// where the two may differ only in immutables: 32-byte words that are zero
// in the published code and hold one of values in the deployed code. It
// returns the first byte where they differ otherwise.
func SameCode(got, want []byte, values ...common.Address) (at int, ok bool) {
	if len(got) != len(want) {
		return min(len(got), len(want)), false
	}
	for i := 0; i < len(got); i++ {
		if got[i] == want[i] {
			continue
		}
		next := -1
		for j := max(0, i-31); j <= i && j+32 <= len(got) && next < 0; j++ {
			if !bytes.Equal(want[j:j+32], make([]byte, 32)) {
				continue
			}
			for _, v := range values {
				if bytes.Equal(got[j:j+32], common.LeftPadBytes(v.Bytes(), 32)) {
					next = j + 32
					break
				}
			}
		}
		if next < 0 {
			return i, false
		}
		i = next - 1
	}
	return 0, true
}

// Pool is the factory's pool of a and b at fee tier fee; an error when
// there is none.
func (d Deployment) Pool(ctx context.Context, c Chain, a, b common.Address, fee uint32) (common.Address, error) {
	f := v3factory.NewUniswapV3Factory()
	pool, err := call(ctx, c, d.Factory, f.PackGetPool(a, b, big.NewInt(int64(fee))), f.UnpackGetPool)
	if err != nil {
		return common.Address{}, fmt.Errorf("uniswap factory %s: getPool: %w", d.Factory.Hex(), err)
	}
	if pool == (common.Address{}) {
		return common.Address{}, fmt.Errorf("uniswap factory %s: no pool of %s and %s at fee %d", d.Factory.Hex(), a.Hex(), b.Hex(), fee)
	}
	return pool, nil
}

func call[T any](ctx context.Context, c Chain, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	raw, err := c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		return zero, err
	}
	return unpack(raw)
}

// SqrtPriceX96 is a pool's starting price as Uniswap stores it:
// sqrt(amount1 / amount0) · 2^96, for amount1 base units of token1 worth
// amount0 base units of token0.
func SqrtPriceX96(amount1, amount0 *big.Int) *big.Int {
	ratio := new(big.Int).Lsh(amount1, 192)
	ratio.Quo(ratio, amount0)
	return ratio.Sqrt(ratio)
}
