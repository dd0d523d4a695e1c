#!/usr/bin/env bash
# flake-hunt.sh RUNS OUTDIR PACKAGE... — run `nice go test -race -count=1 PACKAGE...` RUNS
# times, one after the other (never in parallel: a flake that needs an idle machine is still
# a flake, but one caused by our own overlapping runs is not). Each run's full output goes to
# OUTDIR/run-N.txt; OUTDIR/summary.txt gets one line per run: number, outcome, seconds, and the
# failing tests. Exit status: the number of failed runs (0 = all passed).
#
# Example: scripts/flake-hunt.sh 10 /tmp/flakes ./internal/harness/soak ./internal/harness/e2e
set -u
if [ $# -lt 3 ]; then
	echo "usage: $0 RUNS OUTDIR PACKAGE..." >&2
	exit 64
fi
runs=$1
out=$2
shift 2
case $runs in '' | *[!0-9]*) echo "RUNS must be a positive integer, got '$runs'" >&2; exit 64 ;; esac
mkdir -p "$out"
summary=$out/summary.txt
echo "# $(date -u +%FT%TZ) $(git rev-parse --short HEAD 2>/dev/null) go test -race -count=1 $*" >>"$summary"
failed=0
for i in $(seq 1 "$runs"); do
	start=$(date +%s)
	nice go test -race -count=1 "$@" >"$out/run-$i.txt" 2>&1
	rc=$?
	secs=$(($(date +%s) - start))
	if [ $rc -eq 0 ]; then
		outcome=PASS
	else
		outcome="FAIL(rc=$rc)"
		failed=$((failed + 1))
	fi
	fails=$(grep -E '^(--- FAIL|FAIL|panic:)' "$out/run-$i.txt" | tr '\n' ' ')
	echo "run $i $outcome ${secs}s $fails" | tee -a "$summary"
done
echo "# $failed of $runs runs failed" | tee -a "$summary"
exit "$failed"
