#!/usr/bin/env python3
"""Fails when a static library defines a global symbol without Hammer's prefix.

usage: check-symbol-names.py NM LIBRARY...

Every global symbol a library defines says where it lives: hammer_… for
what other modules call, _hammer_… for a module's cross-file internals
(declared in a -private.h). Anything else is listed with the object that
defines it. A library that defines no global symbol at all, or an nm that
cannot be run, fails too: the check must never pass by seeing nothing.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import subprocess
import sys

PREFIXES = ("hammer_", "_hammer_")
# What a sanitizer or coverage build adds for each global of ours
# ("__odr_asan.hammer_game_table"): the compiler's, not a name of the code.
INSTRUMENTATION = ("__odr_asan.", "__asan_", "__ubsan_", "__sancov_", "__llvm_")


def defined_globals(nm, library):
    """Yields (object, symbol) for every global symbol @library defines."""
    try:
        result = subprocess.run([nm, "-g", "--defined-only", library],
                                capture_output=True, text=True, check=False)
    except OSError as error:
        sys.exit(f"check-symbol-names: cannot run {nm}: {error}")
    if result.returncode != 0:
        sys.exit(f"check-symbol-names: {nm} failed on {library}:\n{result.stderr}")
    obj = "?"
    for line in result.stdout.splitlines():
        if line.endswith(":"):
            obj = line[:-1]
            continue
        fields = line.split()
        # "address type name"; an absolute symbol may lack an address.
        if len(fields) < 2:
            continue
        kind, name = fields[-2], fields[-1]
        if len(kind) == 1 and kind.isupper() and kind != "U" and \
           not name.startswith(INSTRUMENTATION):
            yield obj, name


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    nm = sys.argv[1]
    failed = False
    for library in sys.argv[2:]:
        symbols = list(defined_globals(nm, library))
        if not symbols:
            print(f"{library}: no global symbols at all; nothing was checked")
            failed = True
            continue
        bad = sorted((name, obj) for obj, name in symbols if not name.startswith(PREFIXES))
        for name, obj in bad:
            print(f"{library}: {obj}: {name} has no hammer_ or _hammer_ prefix")
        print(f"{library}: {len(symbols)} global symbols, {len(bad)} without the prefix")
        failed = failed or bool(bad)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
