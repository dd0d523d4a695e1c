package api

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/workflows"
)

func swapIDToBytes32(id string) ([32]byte, error) { return chain.SwapIDToBytes32(id) }

// Page sizes of GET /v1/swaps.
const (
	DefaultLimit = 20
	MaxLimit     = 100
)

// Statuses are the values of a swap's status, and of ?status=.
var Statuses = []string{
	string(swap.StatusWaiting), string(swap.StatusDeposit), string(swap.StatusExchange), string(swap.StatusSending),
	string(swap.StatusSuccess), string(swap.StatusOverdue), string(swap.StatusHeld), string(swap.StatusRefunding),
	string(swap.StatusRefunded), string(swap.StatusFailed), string(swap.StatusExpired),
}

// list pages through the merchant's swaps in creation order. The cursor is
// the position of the last swap read, so a page never repeats or skips a swap
// however many are created meanwhile. The status, and the filter by it, come
// from Postgres (api_swaps.status, which the webhook activity records with
// every event and attempt): a page is one query, whatever it passes over,
// and no Temporal call. GET /v1/swaps/{id} reads the swap itself.
func (s *Server) list(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	q, limit, err := pageQuery(r, "status")
	if err != nil {
		return 0, nil, err
	}
	status := q.Get("status")
	if status != "" && !slices.Contains(Statuses, status) {
		return 0, nil, fieldErr(http.StatusBadRequest, CodeInvalidField, "status", "status: %q is none of %s", swap.Truncate(status, 40), strings.Join(Statuses, ", "))
	}
	var after int64
	if c := q.Get("cursor"); c != "" {
		n, err := cursorPosition(r.Context(), s.cfg.DB, merchant, c)
		if err != nil {
			return 0, nil, err
		}
		after = n
	}
	rows, err := listSwaps(r.Context(), s.cfg.DB, merchant, status, after, limit+1)
	if err != nil {
		return 0, nil, err
	}
	resp := ListResponse{Items: []ListItem{}}
	for i, row := range rows {
		if i == limit {
			resp.NextCursor = cursorAfter(rows[i-1].Request.SwapID)
			break
		}
		resp.Items = append(resp.Items, ListItem{ID: row.Request.SwapID, Status: row.listStatus(), ChainID: row.Request.ChainID,
			Asset: row.Request.Asset, AmountUnits: row.Request.AmountUnits, CreatedAt: row.CreatedAt.UTC()})
	}
	return http.StatusOK, resp, nil
}

// pageQuery reads a paged list's query: only cursor, limit and the list's
// own parameters, each refused by name otherwise, and the page size.
func pageQuery(r *http.Request, own ...string) (url.Values, int, error) {
	q := r.URL.Query()
	allowed := append([]string{"cursor", "limit"}, own...)
	for k := range q {
		if !slices.Contains(allowed, k) {
			return nil, 0, fieldErr(http.StatusBadRequest, CodeUnknownField, k, "%s: is not a parameter of this request (%s)", k, strings.Join(append(own, "cursor", "limit"), ", "))
		}
	}
	limit := DefaultLimit
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxLimit {
			return nil, 0, fieldErr(http.StatusBadRequest, CodeInvalidField, "limit", "limit: must be 1 to %d", MaxLimit)
		}
		limit = n
	}
	return q, limit, nil
}

// A list cursor names the merchant's own last swap listed, opaquely: the
// global sequence the list walks in (api_swaps.seq) never leaves the API,
// so no merchant reads the platform's volume from it (issue 29).
const cursorPrefix = "cur_"

func cursorAfter(swapID string) string {
	return cursorPrefix + base64.RawURLEncoding.EncodeToString([]byte(swapID))
}

// cursorPosition is where a cursor resumes: after its swap, which must be
// the merchant's own; anything else is not a cursor this API gave it.
func cursorPosition(ctx context.Context, db *pgxpool.Pool, merchant, c string) (int64, error) {
	bad := fieldErr(http.StatusBadRequest, CodeInvalidField, "cursor", "cursor: is not a cursor this API gave out")
	raw, ok := strings.CutPrefix(c, cursorPrefix)
	if !ok {
		return 0, bad
	}
	id, err := base64.RawURLEncoding.DecodeString(raw)
	if err != nil || swap.ValidateSwapID("cursor", string(id)) != nil {
		return 0, bad
	}
	var seq int64
	err = db.QueryRow(ctx, `SELECT seq FROM api_swaps WHERE merchant_id = $1 AND merchant_swap_id = $2`, merchant, string(id)).Scan(&seq)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, bad
	}
	if err != nil {
		return 0, fmt.Errorf("read cursor: %w", err)
	}
	return seq, nil
}

// setRefundAddress sends the set-refund-address update: the swap's
// validator refuses a bad address or a swap past changing it before the
// request enters history.
func (s *Server) setRefundAddress(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	row, err := s.merchantSwap(r.Context(), merchant, r.PathValue("id"))
	if err != nil {
		return 0, nil, err
	}
	if err := s.reaches(r, row.Request.ChainID); err != nil {
		return 0, nil, err
	}
	if err := s.updateRefundAddress(w, r, row, false); err != nil {
		return 0, nil, err
	}
	resp, err := s.respond(r, row)
	return http.StatusOK, resp, err
}

// cancel cancels a swap that waits for its deposit. The workflow decides:
// a deposit it has seen, even one racing this request, wins, and the answer
// says so (409 refused, field status); a later deposit is refunded like any
// late one. Cancelling a swap already cancelled answers it as it is.
func (s *Server) cancel(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	row, err := s.merchantSwap(r.Context(), merchant, r.PathValue("id"))
	if err != nil {
		return 0, nil, err
	}
	if err := s.reaches(r, row.Request.ChainID); err != nil {
		return 0, nil, err
	}
	if err := drainEmptyBody(w, r); err != nil {
		return 0, nil, err
	}
	h, err := s.cfg.Temporal.UpdateWorkflow(r.Context(), client.UpdateWorkflowOptions{
		UpdateID: "cancel-" + uuid.NewString(), WorkflowID: row.WorkflowID, UpdateName: workflows.UpdateCancel,
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		var v workflows.StatusView
		err = h.Get(r.Context(), &v)
	}
	var appErr *temporal.ApplicationError
	switch {
	case errors.As(err, &appErr) && appErr.Type() == workflows.ErrInvalidInput:
		return 0, nil, fieldErr(http.StatusConflict, CodeRefused, "status", "cannot cancel: %s", appErr.Message())
	case closed(err):
		// Finished: cancelled before (the same request again), or ended
		// otherwise; the answer is the swap as it ended.
		resp, rerr := s.respond(r, row)
		if rerr != nil {
			return 0, nil, rerr
		}
		if resp.Swap.FailureCode == string(swap.FailureCancelled) {
			return http.StatusOK, resp, nil
		}
		return 0, nil, fieldErr(http.StatusConflict, CodeRefused, "status", "cannot cancel: the swap is finished (%s)", resp.Swap.Status)
	case err != nil && row.Started && s.gone(r.Context(), err, row.WorkflowID):
		return 0, nil, errGone(row.Request.SwapID)
	case err != nil:
		return 0, nil, fmt.Errorf("cancel swap %s: %w", row.WorkflowID, err)
	}
	resp, err := s.respond(r, row)
	return http.StatusOK, resp, err
}

// updateRefundAddress reads a RefundAddressRequest and sends it to the
// swap (onlyIfNone: the customer's, which never replaces an address). The
// one home of the rule for the merchant's and the checkout page's request.
func (s *Server) updateRefundAddress(w http.ResponseWriter, r *http.Request, row swapRow, onlyIfNone bool) error {
	var req RefundAddressRequest
	if err := decode(w, r, &req); err != nil {
		return err
	}
	if err := swap.ValidateID("refundAddress", req.RefundAddress); err != nil {
		return invalid(err)
	}
	if err := evmAddress("refundAddress", req.RefundAddress, false); err != nil {
		return err
	}
	if c, ok := s.chain(row.Request.ChainID); ok {
		if err := s.recipientRefused(r.Context(), c, row.WorkflowID, "refundAddress", req.RefundAddress); err != nil {
			return err
		}
	}
	h, err := s.cfg.Temporal.UpdateWorkflow(r.Context(), client.UpdateWorkflowOptions{
		UpdateID: "refund-address-" + uuid.NewString(), WorkflowID: row.WorkflowID, UpdateName: workflows.UpdateSetRefundAddress,
		Args:         []any{workflows.RefundAddressRequest{RefundAddress: req.RefundAddress, OnlyIfNone: onlyIfNone}},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	var v workflows.StatusView
	if err == nil {
		err = h.Get(r.Context(), &v)
	}
	var appErr *temporal.ApplicationError
	switch {
	case errors.As(err, &appErr) && appErr.Type() == workflows.ErrInvalidInput:
		return fieldErr(http.StatusConflict, CodeRefused, "refundAddress", "%s", appErr.Message())
	case closed(err):
		return fieldErr(http.StatusConflict, CodeRefused, "refundAddress", "refundAddress: cannot change: the swap is finished")
	case err != nil && row.Started && s.gone(r.Context(), err, row.WorkflowID):
		return errGone(row.Request.SwapID)
	case err != nil:
		return fmt.Errorf("set refund address of swap %s: %w", row.WorkflowID, err)
	}
	return nil
}
