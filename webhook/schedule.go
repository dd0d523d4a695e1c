package webhook

// The pure parts of webhook delivery: the retry schedule and its jitter.
// Nothing here reads a clock or a random source, so workflows can call it and
// replay to the same timers.

import (
	"crypto/sha256"
	"encoding/binary"
	"strconv"
	"time"
)

// JitterPercent bounds the jitter: a delay d becomes d ± JitterPercent % of d.
const JitterPercent = 10

// DefaultSchedule is the Standard Webhooks retry schedule: the delay before
// each delivery attempt, measured from the end of the previous one —
// immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. Eight attempts over
// about 27.6 hours. It returns a fresh copy, so callers may change it.
func DefaultSchedule() []time.Duration {
	return []time.Duration{
		0,
		5 * time.Second,
		5 * time.Minute,
		30 * time.Minute,
		2 * time.Hour,
		5 * time.Hour,
		10 * time.Hour,
		10 * time.Hour,
	}
}

// Delay is how long to wait before attempt (0-based) of the delivery named by
// key: schedule[attempt] with its jitter. ok is false once the schedule is
// exhausted, when the delivery has had len(schedule) attempts.
func Delay(schedule []time.Duration, key string, attempt int) (d time.Duration, ok bool) {
	if attempt < 0 || attempt >= len(schedule) {
		return 0, false
	}
	return Jitter(schedule[attempt], key, attempt), true
}

// Jitter moves d by up to ±JitterPercent % in whole milliseconds, by an amount
// derived from a hash of key and attempt: the same delivery attempt always
// waits the same time (a replayed workflow must start the same timer), while
// webhooks of different swaps that failed together spread out instead of
// returning to the receiver in one burst. A delay under 10 ms, or negative,
// has no room for jitter and is returned as it is (negative as 0).
func Jitter(d time.Duration, key string, attempt int) time.Duration {
	if d <= 0 {
		return 0
	}
	span := d.Milliseconds() * JitterPercent / 100
	if span == 0 {
		return d
	}
	h := sha256.New()
	h.Write([]byte(key))
	h.Write([]byte{0})
	h.Write([]byte(strconv.Itoa(attempt)))
	n := binary.BigEndian.Uint64(h.Sum(nil))
	offset := int64(n%uint64(2*span+1)) - span
	return d + time.Duration(offset)*time.Millisecond
}
