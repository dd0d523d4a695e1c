package telemetry

// Help is the HELP text of each of the engine's own series, by the name the
// code records (Prefix is added; a counter's exported name also ends in
// _total). Every name recorded through Metrics.Handler must be here: the
// test reads the code for them, so a new series without a description fails
// the suite rather than reach Prometheus without one.
var Help = map[string]string{
	"swap_deliveries":           "Deposit events a swap received, by outcome (applied, duplicate-delivery, already-applied, integrity-conflict, …).",
	"swap_transitions":          "Swap state changes, by the status entered.",
	"effects":                   "Effect attempts at a receiver (exchange, payout, refund, webhook), by receiver and outcome.",
	"outbox_delivered":          "Outbox rows delivered to their swap.",
	"outbox_parked":             "Outbox rows parked: no swap has their ID (a stranger's deposit, a typo).",
	"outbox_redriven":           "Parked outbox rows delivered once their swap appeared.",
	"outbox_not_yet":            "Outbox rows a delivery pass left for later (not due yet, or their swap is busy).",
	"outbox_late":               "Deposits that arrived after their swap ended, by the decision taken (closed, late-refund, review).",
	"outbox_unmatched":          "Outbox rows waiting for a swap that does not exist (yet).",
	"outbox_depth":              "Outbox rows by state.",
	"outbox_oldest_age_seconds": "Age of the oldest outbox row in each state, in seconds.",
	"scanner_node_head":         "The chain head the scanner last read from its node.",
	"scanner_pass_errors":       "Scan passes that ended in an error (the RPC, the database); the next pass retries.",
	"scanner_promotion_held":    "1 while the cross-check holds promotion or the cursor (endpoints disagree), else 0.",
	"scanner_observations":      "Deposits the scanner observed (not yet final).",
	"scanner_confirmations":     "Deposits the scanner promoted to final.",
	"scanner_lag_blocks":        "Blocks between the node's head and the scanner's cursor.",
	"scanner_final_lag_blocks":  "Blocks between the final height and the scanner's cursor.",
	"scanner_reorgs":            "Reorgs the scanner rewound, by depth bucket.",
	"scanner_stalled":           "1 while the chain's scanner is stalled (no pass taken or finished in time), else 0.",
	"scanner_halted":            "1 while the chain's scanner is halted for a person's decision, else 0.",
}
