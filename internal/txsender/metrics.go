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
	oldestOpen   *prometheus.GaugeVec
	openSends    *prometheus.GaugeVec
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
		oldestOpen: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "swapengine_txsender_oldest_open_send_seconds",
			Help: "Age of the oldest send of this hot key not yet final (0: none open): a payment stuck at the fee cap, behind a nonce gap or on an empty wallet shows here. Set by every recovery pass (each minute).",
		}, []string{"chain_id", "sender"}),
		openSends: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "swapengine_txsender_open_sends",
			Help: "Sends of this hot key not yet final (unsent, sent or mined), at the last recovery pass.",
		}, []string{"chain_id", "sender"}),
	}
}

// Collectors are the gauges to register.
func (m *Metrics) Collectors() []prometheus.Collector {
	return []prometheus.Collector{m.payerBalance, m.vaultBalance, m.oldestOpen, m.openSends}
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

func (m *Metrics) open(chainID uint64, sender common.Address, n int, oldest float64) {
	if m == nil {
		return
	}
	labels := []string{strconv.FormatUint(chainID, 10), hexAddr(sender)}
	m.openSends.WithLabelValues(labels...).Set(float64(n))
	m.oldestOpen.WithLabelValues(labels...).Set(oldest)
}

func (m *Metrics) vault(chainID uint64, vault, token common.Address, bal *big.Int) {
	if m == nil || bal == nil {
		return
	}
	m.vaultBalance.WithLabelValues(strconv.FormatUint(chainID, 10), hexAddr(vault), hexAddr(token)).Set(f64(bal))
}
