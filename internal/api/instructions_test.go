package api

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDisplayAmountIsExactDecimalText(t *testing.T) {
	for _, tc := range []struct {
		units    string
		decimals int
		want     string
	}{
		{"12500000", 6, "12.5"}, {"1", 6, "0.000001"}, {"1000000", 6, "1"}, {"0", 6, "0"},
		{"1500000000000000000", 18, "1.5"}, {"42", 0, "42"},
		{"115792089237316195423570985008687907853269984665640564039457584007913129639935", 18,
			"115792089237316195423570985008687907853269984665640564039457.584007913129639935"},
	} {
		n, _ := new(big.Int).SetString(tc.units, 10)
		assert.Equal(t, tc.want, displayAmount(n, tc.decimals), "%s with %d decimals", tc.units, tc.decimals)
	}
}

func TestDifferingFieldNamesTheFirstJSONField(t *testing.T) {
	a := createBody("x")
	b := a
	assert.Equal(t, "", differingField(a, b))
	b.PayoutAsset, b.WebhookURL = "DAI", "https://m.example/h"
	assert.Equal(t, "payoutAsset", differingField(a, b))
	b = a
	sixty := int64(60)
	b.DeadlineSeconds = &sixty
	assert.Equal(t, "deadlineSeconds", differingField(a, b))
}
