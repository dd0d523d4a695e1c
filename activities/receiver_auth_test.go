package activities

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"

	"github.com/swapengine/swapengine/webhook"
)

// Every money call is signed with its own receiver's secrets over the
// Idempotency-Key, timestamp and body, so the receiver can tell the worker
// from anyone else, and the exchange's secret cannot stand in for the
// payout receiver's. The call carries the activity's W3C trace context.
func TestMoneyCallsAreSignedForTheirReceiverAndCarryTheTrace(t *testing.T) {
	const (
		exchangeSecret = "whsec_Ti+pAPAAP2t/IF6GIdaS6QMQKk5WOvqkDT7S0qwDvPw="
		payoutSecret   = "whsec_gxjvmeF5JRbHwRwyj8byWOTRI9heuProxZIL+QbuFr4="
		oldSecret      = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
	)
	exchange, err := webhook.ParseSecrets("exchange", []string{exchangeSecret})
	require.NoError(t, err)
	payout, err := webhook.ParseSecrets("payout", []string{payoutSecret, oldSecret})
	require.NoError(t, err)

	srv, seen := receiver(t, http.StatusOK, `{}`)
	a := &Activities{ExchangeURL: srv.URL, PayoutURL: srv.URL, ExchangeSigners: exchange, PayoutSigners: payout}

	tp := sdktrace.NewTracerProvider()
	defer tp.Shutdown(context.Background())
	ctx, span := tp.Tracer("test").Start(context.Background(), "activity")
	defer span.End()

	_, err = a.StartExchange(ctx, exchangeReq())
	require.NoError(t, err)
	_, err = a.SendPayout(ctx, payoutReq())
	require.NoError(t, err)
	_, err = a.Refund(ctx, refundReq())
	require.NoError(t, err)

	for _, want := range []struct {
		key      string
		own      []string
		notOwned string
	}{
		{exchangeReq().Key, []string{exchangeSecret}, payoutSecret},
		{payoutReq().Key, []string{payoutSecret, oldSecret}, exchangeSecret},
		{refundReq().Key, []string{payoutSecret, oldSecret}, exchangeSecret},
	} {
		got := next(t, seen)
		assert.Equal(t, want.key, got.header.Get("Idempotency-Key"))
		assert.Equal(t, want.key, got.header.Get("webhook-id"), "the signature covers the Idempotency-Key")
		for _, secret := range want.own {
			v, err := webhook.ParseSecrets("verify", []string{secret})
			require.NoError(t, err)
			assert.NoError(t, webhook.VerifyAny(v, got.body, got.header), "%s verifies with each of its receiver's secrets", want.key)
		}
		other, err := webhook.ParseSecrets("verify", []string{want.notOwned})
		require.NoError(t, err)
		assert.Error(t, webhook.VerifyAny(other, got.body, got.header), "%s: another receiver's secret does not verify", want.key)

		tp := got.header.Get("traceparent")
		assert.Contains(t, tp, span.SpanContext().TraceID().String(), "%s: W3C trace context", want.key)
	}
}
