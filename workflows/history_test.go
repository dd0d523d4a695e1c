package workflows

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"go.temporal.io/sdk/converter"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/swap"
)

// The swap's continue-as-new input is its largest payload, and one over the
// server's blob limit (ServerBlobLimit, limit.blobSize.error) would make the
// server terminate the swap. The worst case — every field at its length
// limit, the ledger, extras, dust, rejections and webhook outcomes full, and
// a full queue of notifications with the longest URL and hold reason — is
// 574,032 bytes, 55 % of it; this keeps it under 5/8.
func TestContinueAsNewInputWithinBlobLimit(t *testing.T) {
	long := func(c string, n int) string { return strings.Repeat(c, n) }
	terms := swap.Terms{SwapID: long("s", swap.MaxIDLen), AmountUnits: "1" + long("0", 70), Asset: long("A", swap.MaxAssetLen),
		PayoutAsset: long("B", swap.MaxAssetLen), PayoutAddress: long("a", swap.MaxAddressLen), RefundAddress: long("r", swap.MaxAddressLen), ChainID: 1337}
	s, err := swap.New(terms)
	if err != nil {
		t.Fatal(err)
	}
	id := terms.SwapID
	ev := func(eventID, ref, amount string, typ swap.EventType) swap.Event {
		return swap.Event{EventID: eventID, SwapID: id, Type: typ, DepositRef: ref, AmountUnits: amount, ChainID: 1337,
			BlockNumber: 1, BlockHash: "0x" + long("b", 64), TxHash: "0x" + long("c", 64), BlockTime: 1_800_000_000}
	}
	ref := func(i int) string { return fmt.Sprintf("evm:1337:0x%s:%d", long("d", 40), i) }
	s.Deliver(ev("obs", ref(0), terms.AmountUnits, swap.DepositObserved))
	s.Deliver(ev("conf", ref(0), terms.AmountUnits, swap.DepositConfirmed))
	longID := long("z", swap.MaxIDLen-20)
	for i := range 20_000 {
		s.Deliver(ev(fmt.Sprintf("%s-%d", longID, i), ref(0), terms.AmountUnits, swap.DepositConfirmed))
	}
	for i := range 1_000 {
		for _, typ := range []swap.EventType{swap.DepositObserved, swap.DepositConfirmed} {
			s.Deliver(ev(fmt.Sprintf("%s-x%d-%s", longID[:150], i, typ), ref(1000+i), "2"+long("0", 69), typ))
			s.Deliver(ev(fmt.Sprintf("%s-d%d-%s", longID[:150], i, typ), ref(5000+i), "1", typ))
		}
	}
	huge := long("y", 1<<20)
	for range 100 {
		s.Reject(swap.Event{EventID: huge, Type: swap.EventType(huge)}, huge, huge)
	}
	for i := range 200 {
		s.RecordWebhook(swap.Effect{Key: fmt.Sprintf("webhook:%s:%d", id, i), Kind: "webhook", Result: swap.EffectFailed, Detail: huge})
	}
	url := "https://" + long("h", maxWebhookURLLen-len("https://"))
	in := SwapInput{Terms: terms, WebhookURL: url, DepositDeadline: time.Unix(1_800_000_000, 0), State: s, Runs: 1_000_000,
		WebhookRetry: &WebhookRetry{}, WebhookGoneURL: url}
	for i := range maxQueuedWebhooks {
		in.WebhooksQueue = append(in.WebhooksQueue, activities.WebhookRequest{Key: fmt.Sprintf("webhook:%s:%d", id, i), URL: url,
			Payload: activities.WebhookPayload{Type: "swap.status", SwapID: id, Status: "held", DepositRef: ref(0), AmountUnits: terms.AmountUnits,
				Asset: terms.Asset, HoldReason: long("r", 300), FailureReason: long("f", 300)}})
	}
	p, err := converter.GetDefaultDataConverter().ToPayloads(in)
	if err != nil {
		t.Fatal(err)
	}
	size := p.Size()
	t.Logf("worst continue-as-new input: %d bytes (blob limit %d)", size, ServerBlobLimit)
	if size > ServerBlobLimit*5/8 {
		t.Fatalf("continue-as-new input of %d bytes: more than 5/8 of the %d-byte blob limit", size, ServerBlobLimit)
	}
}

func TestHistoryFileNamesCarryTheWorkflowID(t *testing.T) {
	for _, id := range []string{"swap-42", "scanner:evm:1337:0xabc", "a/b@c%d", "refund:x:evm:1:0xab:2"} {
		name := HistoryFileName(id, "0190-run")
		if strings.ContainsAny(strings.TrimSuffix(name, "@0190-run.json"), "/@") {
			t.Errorf("%q: file name %q keeps a separator", id, name)
		}
		if got := HistoryFileWorkflowID(name); got != id {
			t.Errorf("%q: file %q gives back %q", id, name, got)
		}
	}
	// Hand-named files in testdata are their workflow ID.
	if got := HistoryFileWorkflowID("scanner:evm:1337:0x8b.json"); got != "scanner:evm:1337:0x8b" {
		t.Errorf("testdata name gives %q", got)
	}
}
