package txsender

import (
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
)

// Metrics are the balances an operator must watch: the hot wallet pays the
// gas, the vault pays the money, and either running dry stops payouts (as a
// failure with a reason, not a retry loop). Register Collectors with the
// worker's registry. A nil *Metrics records nothing.
type Metrics struct {
	payerBalance *prometheus.GaugeVec
	vaultBalance *prometheus.GaugeVec
}

// NewMetrics returns the gauges, unregistered.
func NewMetrics() *Metrics {
	return &Metrics{
		payerBalance: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "swapengine_txsender_payer_balance_wei",
			Help: "Native balance of the sender's hot wallet (pays gas), in wei, as last read.",
		}, []string{"chain_id", "sender"}),
		vaultBalance: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "swapengine_txsender_vault_balance",
			Help: "The vault's balance of a token (0x000…0: native coin), in base units, as last read.",
		}, []string{"chain_id", "vault", "token"}),
	}
}

// Collectors are the gauges to register.
func (m *Metrics) Collectors() []prometheus.Collector {
	return []prometheus.Collector{m.payerBalance, m.vaultBalance}
}

func f64(n *big.Int) float64 {
	f, _ := new(big.Float).SetInt(n).Float64()
	return f
}

func (m *Metrics) payer(chainID uint64, sender common.Address, bal *big.Int) {
	if m == nil || bal == nil {
		return
	}
	m.payerBalance.WithLabelValues(strconv.FormatUint(chainID, 10), hexAddr(sender)).Set(f64(bal))
}

func (m *Metrics) vault(chainID uint64, vault, token common.Address, bal *big.Int) {
	if m == nil || bal == nil {
		return
	}
	m.vaultBalance.WithLabelValues(strconv.FormatUint(chainID, 10), hexAddr(vault), hexAddr(token)).Set(f64(bal))
}
