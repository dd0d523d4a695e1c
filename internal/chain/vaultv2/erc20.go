package vaultv2

import (
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
)

// erc20 is the part of the ERC-20 interface the operator's commands call on
// a token the vault takes: approve, so that fund can pull the tokens.
var erc20 = func() abi.ABI {
	a, err := abi.JSON(strings.NewReader(`[{"type":"function","name":"approve","stateMutability":"nonpayable",
	  "inputs":[{"name":"spender","type":"address"},{"name":"value","type":"uint256"}],"outputs":[{"name":"","type":"bool"}]}]`))
	if err != nil {
		panic(err)
	}
	return a
}()

// PackERC20Approve is the calldata of token.approve(spender, amount).
func PackERC20Approve(spender common.Address, amount *big.Int) []byte {
	data, err := erc20.Pack("approve", spender, amount)
	if err != nil { // only for arguments of the wrong Go type: none here
		panic(err)
	}
	return data
}
