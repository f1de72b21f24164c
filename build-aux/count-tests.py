#!/usr/bin/env python3
"""Counts the test cases of meson test runs: every TAP line of a TAP test,
one case for any other test. Prints "N passed, N failed" (and skips)."""
import json
import pathlib
import sys

passed = failed = skipped = 0
for build_dir in sys.argv[1:]:
    # One log per meson test run (the sanitizer build has two).
    logs = sorted((pathlib.Path(build_dir) / "meson-logs").glob("testlog*.json"))
    if not logs:
        failed += 1
        continue
    for path in logs:
        for line in path.read_text().splitlines():
            entry = json.loads(line)
            result = entry.get("result")
            if entry.get("protocol") == "tap" or "1.." in entry.get("stdout", ""):
                cases = [l for l in entry.get("stdout", "").splitlines()
                         if l.startswith("ok ") or l.startswith("not ok ")]
                if cases:
                    for case in cases:
                        if case.startswith("not ok"):
                            failed += 1
                        elif "# SKIP" in case:
                            skipped += 1
                        else:
                            passed += 1
                    if result not in ("OK", "EXPECTEDFAIL") and not any(
                            c.startswith("not ok") for c in cases):
                        failed += 1  # crashed after its last case
                    continue
            if result in ("OK", "EXPECTEDFAIL"):
                passed += 1
            elif result == "SKIP":
                skipped += 1
            else:
                failed += 1

line = f"{passed} passed, {failed} failed"
if skipped:
    line += f", {skipped} skipped"
print(line)
sys.exit(1 if failed else 0)
