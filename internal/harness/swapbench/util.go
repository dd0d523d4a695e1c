package swapbench

import (
	"slices"
	"sync/atomic"
	"time"
)

type atomicString struct{ v atomic.Pointer[string] }

func (a *atomicString) Load() string {
	if p := a.v.Load(); p != nil {
		return *p
	}
	return ""
}

func (a *atomicString) Store(s string) { a.v.Store(&s) }

func medianOf(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// quantile of durations, nearest rank.
func quantile(ds []time.Duration, q float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(q*float64(len(s)) + 0.5)
	i = min(max(i-1, 0), len(s)-1)
	return s[i]
}
