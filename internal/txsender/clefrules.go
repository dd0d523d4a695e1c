package txsender

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// clefPaymentMethods are the vault calls the sender signs: one payment, a
// batch, a refund of a recorded deposit. Nothing that changes the vault's
// settings (those are the admin's, never the payer's).
var clefPaymentMethods = []string{"pay", "payBatch", "refundDeposit"}

// ClefRules is the rule file clef runs for the payer account (clef --rules
// FILE, attested with `clef attest` and the sha256 ClefRulesHash gives). It
// approves, without a person, exactly what the sender signs:
//   - a call from payer to vault of pay, payBatch or refundDeposit, with no
//     value;
//   - a nonce filler: a zero-value transfer from payer to itself, no data;
//
// and rejects everything else — another recipient, another method (an admin
// call, a token transfer), value, a message signature, listing accounts — so
// a compromised worker holding clef's URL can only ask for vault payments,
// which the vault's own caps bound. The chain is clef's own (--chainid).
//
// With a deposit address factory, they also sign its sweep (the sweeper,
// swapworker's sweeper.go): money at deposit addresses can only go into the
// vault through it.
func ClefRules(vault, payer common.Address, depositFactory ...common.Address) string {
	factory, sweep := "", ""
	if len(depositFactory) > 0 && depositFactory[0] != (common.Address{}) {
		factory = strings.ToLower(depositFactory[0].Hex())
		sweep = hexutil.Encode(vaultv2.NewDepositAddressFactory().GetABI().Methods["sweep"].ID)
	}
	var calls []string
	for _, name := range clefPaymentMethods {
		m := vaultMethods.Methods[name]
		calls = append(calls, fmt.Sprintf("\t%q: %q,", hexutil.Encode(m.ID), m.Sig))
	}
	slices.Sort(calls)
	return fmt.Sprintf(`// clef rules for the swapengine payer %[2]s (starter clef-rules).
// Attest after every change: clef attest $(sha256sum rules.js | cut -d' ' -f1)
var vault = %[1]q;
var payer = %[2]q;
var depositFactory = %[4]q; // "": none
var sweepCall = %[5]q;
var vaultCalls = {
%[3]s
};

function lower(a) { return a ? String(a).toLowerCase() : ""; }

function ApproveTx(r) {
	var tx = r.transaction;
	var data = lower(tx.data || tx.input || "0x");
	if (lower(tx.from) !== payer || lower(tx.value || "0x0") !== "0x0") {
		return "Reject";
	}
	if (lower(tx.to) === vault && vaultCalls.hasOwnProperty(data.substring(0, 10))) {
		return "Approve";
	}
	if (lower(tx.to) === payer && data === "0x") {
		return "Approve"; // a nonce filler
	}
	if (depositFactory !== "" && lower(tx.to) === depositFactory && data.substring(0, 10) === sweepCall) {
		return "Approve"; // a sweep of deposit addresses into the vault
	}
	return "Reject";
}

function OnSignerStartup(info) {}
function OnApprovedTx(resp) {}
function ApproveSignData(r) { return "Reject"; }
function ApproveListing(r) { return "Reject"; }
function ApproveNewAccount(r) { return "Reject"; }
`, strings.ToLower(vault.Hex()), strings.ToLower(payer.Hex()), strings.Join(calls, "\n"), factory, sweep)
}

// ClefRulesHash is what `clef attest` takes for rules.
func ClefRulesHash(rules string) string {
	sum := sha256.Sum256([]byte(rules))
	return hex.EncodeToString(sum[:])
}
