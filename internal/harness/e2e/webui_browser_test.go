package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/workflowservice/v1"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

// chromiumPath is Debian's chromium package: the test never downloads a
// browser (the machines have no internet but Debian's mirror).
const chromiumPath = "/usr/bin/chromium"

// The browser's viewport: wide enough for Temporal Web's desktop layout
// (its xl breakpoint is 1280 px), which the screenshots in docs/img show.
const viewportW, viewportH = 1400, 1000

// TestTemporalWebInChromium drives Temporal Web the way a person does: it finds
// a running swap in the list, reads the swap's summary, details and current
// details on its page, sends the deposit confirmation through the UI's own
// "Send a Signal" dialog, and reads the signal and every activity's summary
// in the history. The Temporal client checks what the UI claims: exactly one
// signal arrived, with the payload typed into the dialog, and the swap
// finished because of it. WEBUI_SCREENSHOTS=docs/img regenerates the
// screenshots of docs/reference.md, "Seeing a swap in Temporal Web".
func TestTemporalWebInChromium(t *testing.T) {
	ui := temporalUI(t)
	b := newBrowser(t)
	e := newEnv(t, providers.Config{})
	e.startWorker()
	ctx := context.Background()

	id := uniqueSwapID("webui")
	in := swapInput(id)
	in.Terms.PayoutAsset = "USDC"
	in.WebhookURL = e.providers.URL + providers.PathWebhooks
	opts := swapclient.StartOptions(id)
	opts.TaskQueue = e.taskQueue
	run, err := swapclient.StartSwap(ctx, e.cl, opts, in)
	require.NoError(t, err)
	// A failed run leaves no swap waiting for its deposit on a shared server
	// (a finished one refuses the termination, which is fine).
	t.Cleanup(func() { _ = e.cl.TerminateWorkflow(context.Background(), id, "", "test ended") })
	// The scanner's part: the deposit is seen but not yet final.
	require.NoError(t, e.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	e.waitStatus(id, swap.StatusDeposit)
	summary, _ := workflows.StartSummary(in)

	// The list of running swaps on this test's task queue (earlier runs of
	// the test have finished theirs) shows the swap once the server's
	// visibility store, which the list reads, has it.
	query := `TaskQueue="` + e.taskQueue + `" AND ExecutionStatus="Running"`
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		resp, err := e.cl.ListWorkflow(ctx, &workflowservice.ListWorkflowExecutionsRequest{Namespace: "default", Query: query})
		if assert.NoError(c, err) && assert.Len(c, resp.GetExecutions(), 1) {
			assert.Equal(c, id, resp.GetExecutions()[0].GetExecution().GetWorkflowId())
		}
	}, 30*time.Second, 50*time.Millisecond)
	list := ui + "/namespaces/default/workflows?query=" + url.QueryEscape(query)
	b.do("open the swap list", chromedp.Navigate(list))
	b.do("wait for the swap in the list", chromedp.WaitVisible(visible(fmt.Sprintf(`a[href*="/workflows/%s/%s"]`, id, run.GetRunID()))))
	b.shot("swap-list")

	// Its page: the User Metadata tab shows what the swap is and what it waits for.
	b.click("the swap in the list", fmt.Sprintf(`a[href*="/workflows/%s/%s"]`, id, run.GetRunID()))
	b.click("the User Metadata tab", `[data-testid="user-metadata-tab"]`)
	b.waitSection("Summary", summary)
	b.waitSection("Summary", in.Terms.AmountUnits+" ETH → USDC")
	b.waitSection("Details", "Payout: USDC to "+in.Terms.PayoutAddress)
	b.waitSection("Current Details", "Status: deposit (revision 1)", "Waiting for: the deposit to be final", "12500000 units, tentative")
	b.shot("swap-summary")
	// The first webhook's activity summary, in the history: Temporal Web 2.42
	// (the dev server's) also lists it under the User Metadata tab, 2.54 (the
	// production stack's, compose's) only in the history.
	history := ui + "/namespaces/default/workflows/" + id + "/" + run.GetRunID() + "/history"
	b.do("open the swap's history", chromedp.Navigate(history))
	b.waitText("webhook deposit.detected (status deposit), key webhook:" + id + ":1")
	b.do("back to the swap's page", chromedp.Navigate(ui+"/namespaces/default/workflows/"+id+"/"+run.GetRunID()))

	// The UI's own signal dialog, with the confirmation the scanner would send.
	conf := deposit(id, "conf-1", swap.DepositConfirmed)
	payload, err := json.Marshal(conf)
	require.NoError(t, err)
	b.click("More Actions", `button[aria-controls="workflow-actions"]`)
	b.click("Send a Signal", `[data-testid="signal-button"]`)
	b.click("the signal name list", `[data-testid="signal-select-button"]`)
	// The worker tells the UI the swap's signal names (the workflow metadata query).
	b.click("signal "+workflows.SignalDepositConfirmed, `dialog[open]#signal-confirmation-modal li[role="option"]`, workflows.SignalDepositConfirmed)
	b.click("the input editor", `dialog[open]#signal-confirmation-modal [contenteditable="true"][data-language="json"]`)
	// Inserted as one text input, as a paste is: typed key by key, the editor
	// would close each bracket and quote a second time.
	b.do("type the payload", insertText(string(payload)))
	b.waitJS("the editor to hold the payload", `(want) => {
		const d = `+openSignalDialogJS+`;
		const ed = d && d.querySelector('[contenteditable="true"]');
		return ed && ed.innerText.trim() === want;
	}`, string(payload))
	b.shot("signal-dialog")
	b.submitSignal()

	// The swap moved on: the client sees it finish, with the dialog's payload applied.
	v := e.waitSuccess(id)
	require.NotNil(t, v.Deposit)
	assert.True(t, v.Deposit.Final)
	assert.Equal(t, conf.DepositRef, v.Deposit.Ref)
	assert.Equal(t, 2, v.Ledger.Applied, "observation and the dialog's confirmation")
	assert.Zero(t, v.Ledger.RejectedTotal, "rejections: %v", v.Ledger.Rejections)
	signals := signalsOf(t, e, id)
	require.Equal(t, []string{workflows.SignalDepositObserved, workflows.SignalDepositConfirmed}, signals.names, "signals in history")
	var got swap.Event
	require.NoError(t, json.Unmarshal(signals.payloads[1], &got))
	assert.Equal(t, conf, got, "the payload the dialog sent")

	// The history, as the page shows it: the signal and every activity's summary.
	b.do("open the swap's history", chromedp.Navigate(history))
	b.waitText(workflows.SignalDepositConfirmed,
		"exchange "+in.Terms.AmountUnits+" ETH, key start-exchange:"+id,
		"USDC to "+in.Terms.PayoutAddress+", key send-payout:"+id,
		"webhook swap.completed (status success), key webhook:"+id+":")
	b.scrollTo("Event History")
	b.shot("swap-history")
	b.click("the User Metadata tab", `[data-testid="user-metadata-tab"]`)
	b.waitSection("Current Details", "Status: success", "Waiting for: nothing: the swap has ended", "12500000 units, final")
}

// temporalUI is Temporal Web of the server the tests use: the one testenv
// started, or TEMPORAL_UI beside TEMPORAL_ADDRESS (the dev stack's env file
// sets both).
func temporalUI(t *testing.T) string {
	t.Helper()
	if ui := testenv.TemporalUI(t); ui != "" {
		return ui
	}
	if ui := os.Getenv("TEMPORAL_UI"); ui != "" {
		return ui
	}
	t.Fatal("TEMPORAL_ADDRESS is set but TEMPORAL_UI is not: set it to that server's Temporal Web (the dev stack's env file has both), or unset TEMPORAL_ADDRESS to let the test start a dev server")
	return ""
}

type signalEvents struct {
	names    []string
	payloads [][]byte
}

// signalsOf reads the swap's signals from its history, through the client.
func signalsOf(t *testing.T, e *env, id string) signalEvents {
	t.Helper()
	var s signalEvents
	it := e.cl.GetWorkflowHistory(context.Background(), id, "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	for it.HasNext() {
		ev, err := it.Next()
		require.NoError(t, err)
		if a := ev.GetWorkflowExecutionSignaledEventAttributes(); a != nil {
			s.names = append(s.names, a.GetSignalName())
			var data []byte
			if p := a.GetInput().GetPayloads(); len(p) == 1 {
				data = p[0].GetData()
			}
			s.payloads = append(s.payloads, data)
		}
	}
	return s
}

// browser is one headless Chromium tab for the test, closed when it ends.
type browser struct {
	t     *testing.T
	tab   context.Context
	shots string // where screenshots go
	taken []string
}

// stepTimeout bounds one step: each waits on the page's content, and this
// only turns a hang into a failure that names the step.
const stepTimeout = 30 * time.Second

func (b *browser) run(f func(ctx context.Context) error) error {
	ctx, cancel := context.WithTimeout(b.tab, stepTimeout)
	defer cancel()
	return f(ctx)
}

func newBrowser(t *testing.T) *browser {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Fatalf("this test drives Temporal Web in Debian's Chromium, which is missing (%v): install it with\n\tapt-get install -y --no-install-recommends chromium\n(.ci/run and scripts/test.sh do this when it is missing)", err)
	}
	b := &browser{t: t, shots: screenshotDir(t)}
	// The machines' network is closed: without the background-networking
	// flags Chromium keeps dialling Google's hosts, refused many at a time.
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromiumPath),
		chromedp.NoSandbox, // root in CI
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(viewportW, viewportH),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	tab, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(cancelTab)
	b.tab = tab
	// The first action starts the browser, which lives as long as the
	// context of that call: the tab's, not a step's.
	if err := chromedp.Do(tab, chromedp.EmulateViewport(viewportW, viewportH)); err != nil {
		t.Fatalf("start %s: %v", chromiumPath, err)
	}
	t.Cleanup(func() {
		if t.Failed() {
			b.shot(failureShot)
			var loc string
			_ = b.run(func(ctx context.Context) (err error) { loc, err = chromedp.Run(ctx, chromedp.Location()); return err })
			t.Logf("page at failure: %s; screenshots in %s: %v", loc, b.shots, b.taken)
		}
	})
	return b
}

// screenshotDir is $WEBUI_SCREENSHOTS, a relative path taken from the module
// root (WEBUI_SCREENSHOTS=docs/img from the repository's top), else a
// directory of the test's.
func screenshotDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("WEBUI_SCREENSHOTS")
	if dir == "" {
		return t.TempDir()
	}
	if !filepath.IsAbs(dir) {
		root, err := filepath.Abs("../../..") // this package is internal/harness/e2e
		require.NoError(t, err)
		_, err = os.Stat(filepath.Join(root, "go.mod"))
		require.NoError(t, err, "module root")
		dir = filepath.Join(root, dir)
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	return dir
}

func (b *browser) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := b.run(func(ctx context.Context) error { return chromedp.Do(ctx, actions...) }); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

// failureShot is the screenshot of the page a failed test left.
const failureShot = "failure"

// shot saves the viewport as name.png and checks it shows something: a page
// rendered without fonts or styles comes out nearly one colour.
func (b *browser) shot(name string) {
	b.t.Helper()
	var data []byte
	err := b.run(func(ctx context.Context) (err error) {
		data, err = chromedp.Run(ctx, chromedp.CaptureScreenshot())
		return err
	})
	if err != nil {
		b.t.Errorf("screenshot %s: %v", name, err)
		return
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		b.t.Errorf("screenshot %s: %v", name, err)
		return
	}
	if n := colours(img, 64); n < 64 && name != failureShot {
		b.t.Errorf("screenshot %s has %d colours: blank (fonts missing?)", name, n)
	}
	path := filepath.Join(b.shots, name+".png")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.t.Errorf("screenshot %s: %v", name, err)
		return
	}
	b.taken = append(b.taken, path)
}

// colours counts the distinct colours of img, up to limit.
func colours(img image.Image, limit int) int {
	seen := map[[4]uint32]bool{}
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y += 3 {
		for x := r.Min.X; x < r.Max.X; x += 3 {
			c0, c1, c2, c3 := img.At(x, y).RGBA()
			seen[[4]uint32{c0, c1, c2, c3}] = true
			if len(seen) >= limit {
				return len(seen)
			}
		}
	}
	return len(seen)
}

// waitJS waits until the page function, called with args, returns a truthy
// value; the page is polled, the timeout names what was awaited.
func (b *browser) waitJS(what, fn string, args ...any) {
	b.t.Helper()
	if err := b.poll(fn, args...); err != nil {
		b.t.Fatalf("waiting for %s: %v\npage text:\n%s", what, err, b.text())
	}
}

// poll calls the page function fn with args until it returns a truthy value
// (an exception counts as not yet). It asks
// anew each time rather than leaving a poller in the page, which a
// navigation (a click on a link) would take away.
func (b *browser) poll(fn string, args ...any) error {
	if args == nil {
		args = []any{} // spread as no arguments, not as null
	}
	enc, err := json.Marshal(args)
	if err != nil {
		return err
	}
	call := "!!(" + fn + ")(..." + string(enc) + ")"
	return b.run(func(ctx context.Context) error {
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		var last error
		for {
			ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](call))
			if err == nil && ok {
				return nil
			}
			if err != nil && ctx.Err() == nil {
				last = err // the page may be between documents
			}
			select {
			case <-ctx.Done():
				if last != nil {
					return fmt.Errorf("%w (last error: %v)", ctx.Err(), last)
				}
				return ctx.Err()
			case <-tick.C:
			}
		}
	})
}

// pageTextJS is the text a reader sees: the page's and that of its
// same-origin frames, in which Temporal Web renders summaries and details.
const pageTextJS = `(el) => [el.innerText, ...[...el.querySelectorAll('iframe')].map(f => f.contentDocument && f.contentDocument.body ? f.contentDocument.body.innerText : '')].join('\n')`

func (b *browser) eval(js string) (s string, err error) {
	err = b.run(func(ctx context.Context) error { s, err = chromedp.Run(ctx, chromedp.Evaluate[string](js)); return err })
	return s, err
}

// text is the page's text for a failure message, one non-empty line each.
func (b *browser) text() string {
	s, err := b.eval(`(` + pageTextJS + `)(document.body)`)
	if err != nil {
		return fmt.Sprintf("(page text unavailable: %v)", err)
	}
	var lines []string
	for l := range strings.Lines(s) {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

// waitText waits until the page shows every one of want.
func (b *browser) waitText(want ...string) {
	b.t.Helper()
	b.waitJS(fmt.Sprintf("the page to show %q", want), `(want) => {
		const text = (`+pageTextJS+`)(document.body);
		return want.every(w => text.includes(w));
	}`, want)
}

// waitSection waits until the section under the heading title shows every
// one of want. Temporal Web renders each metadata section's markdown in a
// frame of its own.
func (b *browser) waitSection(title string, want ...string) {
	b.t.Helper()
	b.waitJS(fmt.Sprintf("section %q to show %q", title, want), `(title, want) => {
		const h = [...document.querySelectorAll('h3')].find(h => h.textContent.trim() === title);
		if (!h) return false;
		let box = h.parentElement;
		while (box && !box.querySelector('iframe')) box = box.parentElement;
		if (!box) return false;
		const text = (`+pageTextJS+`)(box);
		return want.every(w => text.includes(w));
	}`, title, want)
}

// openSignalDialogJS is the open signal dialog, or undefined. Temporal Web
// renders the dialog once per layout, under one id.
const openSignalDialogJS = `[...document.querySelectorAll('dialog#signal-confirmation-modal')].find(d => d.open)`

// submitSignal submits the signal dialog and waits for it to close. The first
// click on Submit may only reformat the JSON in the editor (it leaves the
// editor, which rewrites its text); the dialog then stays open and a second
// click sends. Either outcome is waited for on the page, never on a clock.
func (b *browser) submitSignal() {
	b.t.Helper()
	const submit = `dialog[open]#signal-confirmation-modal [data-testid="confirm-modal-button"]`
	const state = `(() => {
		const d = ` + openSignalDialogJS + `;
		const ed = d && d.querySelector('[contenteditable="true"]');
		return d ? 'open:' + (ed ? ed.innerText : '') : 'closed';
	})()`
	for click := 1; ; click++ {
		before, err := b.eval(state)
		require.NoError(b.t, err)
		if before == "closed" {
			return
		}
		if click > 2 {
			b.t.Fatalf("the signal dialog is still open after %d clicks on Submit; page text:\n%s", click-1, b.text())
		}
		b.do("Submit enabled", chromedp.WaitEnabled(visible(submit)))
		b.click(fmt.Sprintf("Submit (click %d)", click), submit)
		b.waitJS("the dialog to close or to reformat its JSON", `(before) => `+state+` !== before`, before)
		after, _ := b.eval(state)
		b.t.Logf("Submit click %d: the dialog %s", click, map[bool]string{true: "closed", false: "stayed open, its JSON reformatted"}[after == "closed"])
	}
}

// click clicks the first rendered element matching css once it can take the
// click: visible, no transition running on it or on a parent (menus and
// dialogs grow into place), and on top at its centre.
func (b *browser) click(what, css string, text ...string) {
	b.t.Helper()
	sel := visible(css)
	if len(text) > 0 {
		sel = visibleWithText(css, text[0])
	}
	err := b.poll(`(sel) => (`+clickableJS+`)(sel) === ''`, string(sel))
	if err != nil {
		why, _ := b.eval(`(` + clickableJS + `)(` + jsString(string(sel)) + `)`)
		b.t.Fatalf("waiting for %s to be clickable: %v (%s)", what, err, why)
	}
	b.do(what, chromedp.Click(sel))
}

// clickableJS says why the element that the expression sel gives cannot take
// a click yet, or returns the empty string when it can.
const clickableJS = `(sel) => {
	const el = eval(sel);
	if (!el) return 'not rendered';
	const moving = document.getAnimations().filter(a => a.playState === 'running' &&
		a.effect && a.effect.target && a.effect.target.contains(el));
	if (moving.length > 0) return 'moving: ' + moving.map(a => a.effect.target.outerHTML.slice(0, 120) + ' ' + (a.animationName || a.transitionProperty)).join('; ');
	const r = el.getBoundingClientRect();
	const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
	if (top === null) {
		el.scrollIntoView({block: 'center', behavior: 'instant'});
		return 'off screen';
	}
	if (!(el === top || el.contains(top))) return 'covered by ' + top.outerHTML.slice(0, 200);
	return '';
}`

// scrollTo scrolls the heading whose text is title to the top of the view.
func (b *browser) scrollTo(title string) {
	b.t.Helper()
	b.waitJS("heading "+title, `(title) => {
		const h = [...document.querySelectorAll('h1, h2, h3')].find(h => h.checkVisibility() && h.textContent.trim() === title);
		if (!h) return false;
		h.style.scrollMarginTop = '64px'; // below the page's sticky top bar
		h.scrollIntoView({block: 'start', behavior: 'instant'});
		return true;
	}`, title)
}

// visible selects the first element matching css that is rendered: Temporal
// Web renders some controls twice, one per layout, and hides one.
func visible(css string) chromedp.JSPath {
	return chromedp.JSPath(`[...document.querySelectorAll(` + jsString(css) + `)].find(e => e.checkVisibility())`)
}

// visibleWithText is visible, for the element whose text is text.
func visibleWithText(css, text string) chromedp.JSPath {
	return chromedp.JSPath(`[...document.querySelectorAll(` + jsString(css) + `)].find(e => e.checkVisibility() && e.innerText.trim() === ` + jsString(text) + `)`)
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err) // a string always encodes
	}
	return string(b)
}

// insertText inserts s at the focused element as one input (CDP Input.insertText).
func insertText(s string) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, t, input.InsertText, input.InsertTextParams{Text: s})
		return chromedp.Void{}, err
	}
}
