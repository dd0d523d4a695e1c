package txsender

import (
	"slices"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

// gaugesWith are the values of vec's series that have a label valued v.
func gaugesWith(vec *prometheus.GaugeVec, v string) []float64 {
	ch := make(chan prometheus.Metric, 64)
	go func() { vec.Collect(ch); close(ch) }()
	var out []float64
	for m := range ch {
		var pb dto.Metric
		if err := m.Write(&pb); err != nil {
			continue
		}
		if slices.ContainsFunc(pb.GetLabel(), func(l *dto.LabelPair) bool { return l.GetValue() == v }) {
			out = append(out, pb.GetGauge().GetValue())
		}
	}
	return out
}
