package providers

import (
	"context"
	"fmt"
	"net/http"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// EffectCount is how many effects a receiver performed under one idempotency key (the
// webhook-id for webhooks). Exactly-once means every Count is 1.
type EffectCount struct {
	Receiver string `json:"receiver"`
	Key      string `json:"key"`
	Count    int    `json:"count"`
}

// EffectsResponse is the body of GET /v1/effects?swapId=.
type EffectsResponse struct {
	SwapID  string        `json:"swapId"`
	Effects []EffectCount `json:"effects"`
}

// CountEffects returns the effect counts of one swap, sorted by receiver then key.
func CountEffects(ctx context.Context, db *pgxpool.Pool, swapID string) ([]EffectCount, error) {
	rows, err := db.Query(ctx, `
		SELECT receiver, idem_key, count(*)
		FROM effects
		WHERE swap_id = $1
		GROUP BY receiver, idem_key
		ORDER BY receiver, idem_key`, swapID)
	if err != nil {
		return nil, fmt.Errorf("count effects of swap %q: %w", swapID, err)
	}
	counts, err := pgx.CollectRows(rows, pgx.RowToStructByPos[EffectCount])
	if err != nil {
		return nil, fmt.Errorf("count effects of swap %q: %w", swapID, err)
	}
	return counts, nil
}

// EffectsPerKey returns the effect count of every key across all swaps, keyed "receiver/key".
func EffectsPerKey(ctx context.Context, db *pgxpool.Pool) (map[string]int, error) {
	rows, err := db.Query(ctx, `SELECT receiver, idem_key, count(*) FROM effects GROUP BY receiver, idem_key`)
	if err != nil {
		return nil, fmt.Errorf("count effects: %w", err)
	}
	counts := make(map[string]int)
	var c EffectCount
	if _, err := pgx.ForEachRow(rows, []any{&c.Receiver, &c.Key, &c.Count}, func() error {
		counts[c.Receiver+"/"+c.Key] = c.Count
		return nil
	}); err != nil {
		return nil, fmt.Errorf("count effects: %w", err)
	}
	return counts, nil
}

func (s *Server) handleEffects(w http.ResponseWriter, r *http.Request) {
	swapID := r.URL.Query().Get("swapId")
	if swapID == "" {
		writeBadRequest(w, &fieldError{field: "swapId", reason: "query parameter is required"})
		return
	}
	counts, err := CountEffects(r.Context(), s.pool, swapID)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	if counts == nil {
		counts = []EffectCount{}
	}
	writeJSON(w, http.StatusOK, EffectsResponse{SwapID: swapID, Effects: counts})
}
