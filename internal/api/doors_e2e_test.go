package api

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

// Issue 25: what makes a valid swap has one home (swap.Terms.ValidateStart),
// and every door applies it: the swap API and the start command before they
// start anything, and the workflow itself for a raw Temporal start (Temporal
// Web, `temporal workflow start`), which skipped "chain ID required" before.
// Each bad term is refused at each door naming the same term — the API by
// its JSON member, the command by its flag, the workflow in its failure —
// and the API and the command start nothing.
func TestEveryDoorRefusesABadTermNamingIt(t *testing.T) {
	s := newStack(t)
	doors := s.merchant("doors")
	key := doors.Key
	flags := map[string]string{"chainId": "-chain-id", "payoutAsset": "-payout-asset", "swapId": "-swap-id",
		"amountUnits": "-amount", "payoutAddress": "-payout-address", "asset": "-asset"}
	for i, tc := range []struct {
		name, field string
		bad         func(*CreateRequest)
	}{
		{"no chain", "chainId", func(r *CreateRequest) { r.ChainID = 0 }},
		{"payout asset is the deposit asset", "payoutAsset", func(r *CreateRequest) { r.PayoutAsset = r.Asset }},
		{"swap ID with a space", "swapId", func(r *CreateRequest) { r.SwapID = "door " + r.SwapID }},
		{"zero amount", "amountUnits", func(r *CreateRequest) { r.AmountUnits = "0" }},
		{"amount with a fraction", "amountUnits", func(r *CreateRequest) { r.AmountUnits = "1.5" }},
		{"no payout address", "payoutAddress", func(r *CreateRequest) { r.PayoutAddress = "" }},
		{"asset with a space", "asset", func(r *CreateRequest) { r.Asset = "E TH" }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := createBody("door-" + strconv.Itoa(i))
			tc.bad(&req)

			// The API.
			code, raw := s.call(key, http.MethodPost, "/v1/swaps", req)
			require.Equal(t, http.StatusUnprocessableEntity, code, "%s", raw)
			assert.Equal(t, tc.field, problem(t, raw).Field, "%s", raw)
			s.notStarted(req.SwapID, WorkflowID(doors.MerchantID, req.SwapID))

			// The start command.
			args := []string{"start", "-temporal-address", testenv.TemporalAddress(t), "-swap-id", req.SwapID, "-amount", req.AmountUnits,
				"-asset", req.Asset, "-chain-id", strconv.FormatUint(req.ChainID, 10), "-payout-asset", req.PayoutAsset,
				"-payout-address", req.PayoutAddress}
			err := operator.Main(context.Background(), args, io.Discard)
			require.Error(t, err)
			assert.Contains(t, err.Error(), flags[tc.field], "the command names the flag")
			s.notStarted(req.SwapID)

			// A raw start with the workflow's input: the workflow refuses it.
			in := workflows.SwapInput{Terms: swap.Terms{SwapID: req.SwapID, AmountUnits: req.AmountUnits, Asset: req.Asset,
				PayoutAsset: req.PayoutAsset, ChainID: req.ChainID, PayoutAddress: req.PayoutAddress}}
			opts := swapclient.StartOptions(req.SwapID)
			opts.TaskQueue = s.queue
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			run, err := s.cl.ExecuteWorkflow(ctx, opts, workflows.SwapWorkflow, in)
			require.NoError(t, err)
			err = run.Get(ctx, nil)
			var app *temporal.ApplicationError
			require.True(t, errors.As(err, &app), "the workflow fails with its refusal: %v", err)
			assert.Equal(t, workflows.ErrInvalidInput, app.Type())
			assert.True(t, strings.Contains(app.Error(), tc.field+":"), "the workflow names %s: %v", tc.field, app)
		})
	}
}
