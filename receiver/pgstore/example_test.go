package pgstore_test

import (
	"context"
	"log"
	"net/http"
	"os"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/swapengine/swapengine/receiver"
	"github.com/swapengine/swapengine/receiver/pgstore"
	"github.com/swapengine/swapengine/webhook"
)

// A payout adapter whose keys survive restarts and are shared by its
// replicas, recording each payout in the transaction that completes its key.
func Example() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	keys := pgstore.New(pool, pgstore.Options{
		OnComplete: func(ctx context.Context, tx pgx.Tx, c receiver.Completion) error {
			if c.Response.Status/100 != 2 {
				return nil // a stored refusal moved no money
			}
			_, err := tx.Exec(ctx, `INSERT INTO payouts (idem_key, request, response) VALUES ($1, $2, $3)`,
				c.Key, c.Request, c.Response.Body)
			return err
		},
	})
	if err := keys.CreateTable(ctx); err != nil { // or apply pgstore.Schema in your migrations
		log.Fatal(err)
	}
	secrets, err := webhook.LoadSecrets("PAYOUT_SECRETS", webhook.SecretEnv("PAYOUT_SECRETS"))
	if err != nil {
		log.Fatal(err)
	}
	once, err := receiver.Idempotent(keys, receiver.Options{Scope: "payout"})
	if err != nil {
		log.Fatal(err)
	}
	pay := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"status":"sent"}`)) // decode, validate and send the payout here
	})
	http.Handle("POST /v1/payouts", receiver.Authenticate(&webhook.Verifier{Secrets: secrets})(once(pay)))
	log.Fatal(http.ListenAndServe(":8080", nil))
}
