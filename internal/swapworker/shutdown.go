package swapworker

import (
	"context"
	"errors"

	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/temporal"
)

// ErrWorkerShutdown is the type of an attempt's failure when the worker stopped
// before it finished: retryable, and reported at once so the retry need not
// wait for the attempt's timeout.
const ErrWorkerShutdown = "WorkerShutdown"

var errGraceOver = errors.New("worker stopping: shutdown grace over")

// interruptOnStop gives every activity a context that is also cancelled when
// hardStop ends. The SDK cancels activities itself only once its stop timeout
// is over, and then returns from Stop at once, so the process exits before the
// cancelled attempts are reported: their retries wait out the attempt timeout.
// Cancelling them here, earlier than the SDK's timeout, lets Stop wait for the
// reports.
type interruptOnStop struct {
	interceptor.WorkerInterceptorBase
	hardStop context.Context
}

func (i *interruptOnStop) InterceptActivity(ctx context.Context, next interceptor.ActivityInboundInterceptor) interceptor.ActivityInboundInterceptor {
	a := &interruptibleActivity{hardStop: i.hardStop}
	a.Next = next
	return a
}

type interruptibleActivity struct {
	interceptor.ActivityInboundInterceptorBase
	hardStop context.Context
}

func (a *interruptibleActivity) ExecuteActivity(ctx context.Context, in *interceptor.ExecuteActivityInput) (any, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	stop := context.AfterFunc(a.hardStop, func() { cancel(context.Cause(a.hardStop)) })
	defer stop()
	res, err := a.Next.ExecuteActivity(ctx, in)
	if err != nil && a.hardStop.Err() != nil && ctx.Err() != nil {
		return nil, temporal.NewApplicationErrorWithCause(
			"attempt interrupted: the worker stopped and its shutdown grace ended before the attempt finished",
			ErrWorkerShutdown, err)
	}
	return res, err
}
