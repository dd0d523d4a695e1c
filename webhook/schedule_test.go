package webhook

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestJitterIsBounded(t *testing.T) {
	for _, d := range DefaultSchedule() {
		bound := d * JitterPercent / 100
		for i := 0; i < 500; i++ {
			key := fmt.Sprintf("webhook:swap-%d:%d", i, i%7)
			got := Jitter(d, key, i%8)
			assert.GreaterOrEqual(t, got, d-bound, "%s attempt %d", key, i%8)
			assert.LessOrEqual(t, got, d+bound, "%s attempt %d", key, i%8)
			assert.Zero(t, got%time.Millisecond, "whole milliseconds")
		}
	}
}

func TestJitterIsDeterministic(t *testing.T) {
	for attempt, d := range DefaultSchedule() {
		first := Jitter(d, "webhook:swap-42:1", attempt)
		for i := 0; i < 10; i++ {
			assert.Equal(t, first, Jitter(d, "webhook:swap-42:1", attempt))
		}
	}
	// Pinned: the value is part of recorded workflow histories (the timers'
	// durations), so changing the function changes what a replay expects.
	assert.Equal(t, 5*time.Minute+11*time.Second+872*time.Millisecond, Jitter(5*time.Minute, "webhook:swap-42:1", 2))
}

func TestJitterDiffersByKeyAndAttempt(t *testing.T) {
	d := 2 * time.Hour
	assert.NotEqual(t, Jitter(d, "webhook:swap-42:1", 4), Jitter(d, "webhook:swap-43:1", 4), "by swap")
	assert.NotEqual(t, Jitter(d, "webhook:swap-42:1", 4), Jitter(d, "webhook:swap-42:2", 4), "by seq")
	assert.NotEqual(t, Jitter(d, "webhook:swap-42:1", 4), Jitter(d, "webhook:swap-42:1", 5), "by attempt")

	// Many keys retrying at once spread over the whole window.
	seen := map[time.Duration]bool{}
	lowest, highest := d, d
	for i := 0; i < 200; i++ {
		j := Jitter(d, fmt.Sprintf("webhook:swap-%d:1", i), 4)
		seen[j] = true
		lowest, highest = min(lowest, j), max(highest, j)
	}
	assert.Greater(t, len(seen), 190)
	assert.Less(t, lowest, d-d/20)
	assert.Greater(t, highest, d+d/20)
}

func TestJitterLeavesTinyDelaysAlone(t *testing.T) {
	assert.Zero(t, Jitter(0, "k", 0))
	assert.Zero(t, Jitter(-time.Second, "k", 1))
	assert.Equal(t, 5*time.Millisecond, Jitter(5*time.Millisecond, "k", 1))
}

func TestDelayFollowsTheSchedule(t *testing.T) {
	s := DefaultSchedule()
	require.Len(t, s, 8)
	d, ok := Delay(s, "webhook:swap-42:1", 0)
	assert.True(t, ok)
	assert.Zero(t, d, "the first attempt is immediate")
	for attempt := 1; attempt < len(s); attempt++ {
		d, ok := Delay(s, "webhook:swap-42:1", attempt)
		assert.True(t, ok)
		assert.Equal(t, Jitter(s[attempt], "webhook:swap-42:1", attempt), d)
	}
	_, ok = Delay(s, "webhook:swap-42:1", len(s))
	assert.False(t, ok, "exhausted")
	_, ok = Delay(nil, "webhook:swap-42:1", 0)
	assert.False(t, ok)
	_, ok = Delay(s, "webhook:swap-42:1", -1)
	assert.False(t, ok)
}

func TestDefaultScheduleIsACopy(t *testing.T) {
	s := DefaultSchedule()
	s[1] = time.Hour
	assert.Equal(t, 5*time.Second, DefaultSchedule()[1])
}
