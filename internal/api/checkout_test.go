package api

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every status a swap can have has a customer state and words for it; a
// status added to the engine without them fails here, not on a customer's
// screen as "closed".
func TestEveryStatusHasACheckoutState(t *testing.T) {
	for _, st := range Statuses {
		state := checkoutState(Swap{Status: st})
		assert.NotEqual(t, CheckoutClosed, state, "status %s", st)
		head, detail := stateText(CheckoutStatus{State: state})
		assert.NotEqual(t, "Closed", head, "status %s", st)
		assert.NotEmpty(t, detail, "status %s", st)
	}
}

// The page's script words every state the server renders (checkout.js keeps
// its own copy of stateText, to update the page without reloading it).
func TestCheckoutScriptKnowsEveryState(t *testing.T) {
	js, err := checkoutFiles.ReadFile("checkout/checkout.js")
	require.NoError(t, err)
	for _, state := range []string{CheckoutAwaitingPayment, CheckoutConfirming, CheckoutExchanging, CheckoutPayingOut,
		CheckoutPaidOut, CheckoutHeld, CheckoutOverdue, CheckoutRefunding, CheckoutRefunded, CheckoutFailed, CheckoutExpired} {
		assert.Contains(t, string(js), `case "`+state+`":`, state)
		head, _ := stateText(CheckoutStatus{State: state})
		assert.True(t, strings.Contains(string(js), `"`+head+`"`), "checkout.js does not say %q for %s", head, state)
	}
}
