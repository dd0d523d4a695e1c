package swapworker

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"swapengine/internal/tclient"
)

const (
	current  = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
	previous = "whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD"
)

func validConfig(secret string) Config {
	return Config{Temporal: tclient.Config{Address: "127.0.0.1:7233"}, TaskQueue: "swaps",
		ExchangeURL: "http://127.0.0.1:8081", PayoutURL: "http://127.0.0.1:8081", WebhookSecret: secret}
}

func TestWebhookSecretTakesACommaSeparatedRotation(t *testing.T) {
	c := validConfig(" " + current + " , " + previous + ",")
	require.NoError(t, c.Validate())
	assert.Equal(t, []string{current, previous}, c.WebhookSecrets())
	acts, err := NewActivities(c, Deps{})
	require.NoError(t, err)
	assert.Len(t, acts.Signers, 2, "one signer per secret")

	one, err := NewActivities(validConfig(current), Deps{})
	require.NoError(t, err)
	assert.Len(t, one.Signers, 1)
}

func TestWebhookSecretIsValidated(t *testing.T) {
	assert.ErrorContains(t, validConfig("").Validate(), "webhook-secret is required")
	assert.ErrorContains(t, validConfig(" , ").Validate(), "webhook-secret is required")
	err := validConfig(current + ",whsec_not base64!").Validate()
	assert.ErrorContains(t, err, "webhook-secret #2")
	assert.NotContains(t, err.Error(), current, "errors never print a secret")
}
