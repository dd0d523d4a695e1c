package store

import (
	"context"
	"fmt"
)

// Tentative lists a scanner's tentative observations at heights from..to,
// lowest first: what the next promotion would make final.
func (s *Scans) Tentative(ctx context.Context, id string, from, to uint64) ([]Observation, error) {
	obs, err := collectObservations(s.DB.Query(ctx, `SELECT `+observationColumns+` FROM observations
		WHERE scanner_id = $1 AND state = 'tentative' AND block_number BETWEEN $2 AND $3 ORDER BY block_number, log_index`, id, from, to))
	if err != nil {
		return nil, fmt.Errorf("tentative observations #%d..#%d: %w", from, to, err)
	}
	out := make([]Observation, len(obs))
	for i, o := range obs {
		out[i] = o.Observation
	}
	return out, nil
}
