// The checkout page's only script: a countdown to the deadline, and the
// swap's status polled from /v1/checkout/{token}. The server renders the
// same texts on load (checkout.go, stateText): keep the two in step.
"use strict";
(function () {
  const root = document.getElementById("checkout");
  if (!root) return;
  const token = root.dataset.token;
  const deadline = Date.parse(root.dataset.deadline);
  const $ = (id) => document.getElementById(id);
  const plural = (n, w) => n === 1 ? "1 " + w : n + " " + w + "s";
  const code = (c) => c ? " (" + c + ")" : "";
  // Finished states: polling stops, the instructions fade.
  const final = new Set(["paid_out", "refunded", "failed", "expired", "closed"]);
  // How far along the steps each state is (steps: paid, detected, final, exchanged, paid_out).
  const progress = { awaiting_payment: 0, confirming: 2, exchanging: 3, paying_out: 4, paid_out: 5 };

  function texts(s) {
    switch (s.state) {
      case "awaiting_payment": return ["Waiting for your payment", "Send exactly the amount below before the deadline."];
      case "confirming":
        if (s.blocksLeft > 0) return ["Payment detected: confirming", plural(s.blocksLeft, "block") + " left until it is final."];
        return ["Payment detected: confirming", "Waiting for the payment to be final on the chain."];
      case "exchanging": return ["Payment confirmed: exchanging", "Your payment is final and being exchanged."];
      case "paying_out": return ["Paying out", "The exchanged amount is on its way."];
      case "paid_out": return ["Paid out", "The swap is complete."];
      case "held":
        if (s.holdCode === "refund-address-needed") return ["Refund address needed", "Your payment is safe and will be refunded: give the address it should go to below."];
        return ["Under review", "Your payment is safe and being reviewed (" + s.holdCode + "); nothing is needed from you."];
      case "overdue":
        if (s.depositDetected) return ["Payment arrived late", "It arrived after the deadline and will be refunded."];
        return ["The deadline has passed", "Do not pay now: a payment sent now is refunded."];
      case "refunding": return ["Refunding", "Your payment is being refunded."];
      case "refunded": return ["Refunded", "Your payment was refunded" + code(s.failureCode) + "."];
      case "failed": return ["Not completed", "The swap could not be completed" + code(s.failureCode) + "."];
      case "expired": return ["Expired", "No payment arrived before the deadline."];
    }
    return ["Closed", "This payment is closed."];
  }

  function steps(state) {
    const n = progress[state];
    document.querySelectorAll("#steps li").forEach((li, i) => {
      li.classList.toggle("done", n !== undefined && i < n);
      li.classList.toggle("now", n !== undefined && i === n && n < 5);
    });
  }

  function render(s) {
    const [head, detail] = texts(s);
    root.dataset.state = s.state;
    $("state-text").textContent = head;
    $("state-detail").textContent = detail;
    steps(s.state);
    refundForm(s);
    root.classList.toggle("done-pay", s.state !== "awaiting_payment");
    const p = s.payout;
    $("payout").hidden = !p;
    if (p) {
      $("payout-amount").textContent = (p.amount ? p.amount : p.amountUnits + " units") + " " + (p.asset || "");
      $("payout-tx").textContent = p.transaction || "";
      $("payout-tx-line").hidden = !p.transaction;
    }
  }

  // The refund address form: shown while the swap has a deposit address
  // and no refund address; the answer is the new status.
  let savedTo = "";
  function refundForm(s) {
    $("refund").hidden = !s.refundAddressNeeded && !savedTo;
    $("refund-form").hidden = !s.refundAddressNeeded;
  }
  const form = $("refund-form");
  if (form) form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const addr = $("refund-address").value.trim();
    const out = $("refund-result");
    out.classList.remove("bad");
    if (!/^0x[0-9a-fA-F]{40}$/.test(addr)) {
      out.textContent = "That is not an address: 0x and 40 hexadecimal digits.";
      out.classList.add("bad");
      return;
    }
    $("refund-save").disabled = true;
    try {
      const r = await fetch("/v1/checkout/" + encodeURIComponent(token) + "/refund-address", {
        method: "POST", cache: "no-store", credentials: "omit",
        headers: { "Content-Type": "application/json" }, body: JSON.stringify({ refundAddress: addr }),
      });
      const body = await r.json();
      if (r.ok) {
        savedTo = addr;
        out.textContent = "Saved: a refund goes to " + addr + ".";
        render(body);
      } else {
        out.textContent = (body.error && body.error.message) || "The address was not saved.";
        out.classList.add("bad");
      }
    } catch (e) {
      out.textContent = "The address could not be sent; try again.";
      out.classList.add("bad");
    } finally {
      $("refund-save").disabled = false;
    }
  });

  function tick() {
    const left = Math.max(0, Math.floor((deadline - Date.now()) / 1000));
    const h = Math.floor(left / 3600), m = Math.floor(left / 60) % 60, s = left % 60;
    const two = (n) => String(n).padStart(2, "0");
    $("countdown").textContent = left === 0 ? "the deadline has passed" : (h > 0 ? h + ":" + two(m) : m) + ":" + two(s);
  }

  let delay = 2000;
  async function poll() {
    try {
      const r = await fetch("/v1/checkout/" + encodeURIComponent(token), { cache: "no-store", credentials: "omit" });
      if (r.ok) {
        const s = await r.json();
        render(s);
        delay = 2000;
        if (final.has(s.state)) return;
      } else if (r.status === 404 || r.status === 410) {
        render({ state: "closed" });
        return;
      } else {
        delay = Math.min(delay * 2, 30000);
      }
    } catch (e) {
      delay = Math.min(delay * 2, 30000); // offline for a moment: try again later
    }
    setTimeout(poll, delay);
  }

  steps(root.dataset.state);
  root.classList.toggle("done-pay", root.dataset.state !== "awaiting_payment");
  tick();
  setInterval(tick, 1000);
  if (!final.has(root.dataset.state)) setTimeout(poll, 1000);
})();
