#!/usr/bin/env python3
"""Fails when a module of the core reaches a module that is not below it.

usage: check-layers.py NM CORE_DIR (--module NAME --uses A,B --lib LIB
                                     --files FILE...)...

The modules come lowest first, as src/core/meson.build builds them: each
with the modules it uses directly (its meson dependencies), its static
library and its files. A module may use the modules it names and, through
them, every module below those; nothing else. Checked:

- the layering itself: a module uses only modules declared before it, so
  there is no circle;
- every .c under CORE_DIR is a source of exactly one module;
- includes: every quoted #include of a module's file (its .c files, and the
  headers of its folder, or those it lists) that names a file of another
  module names one it may use, and never another module's -private.h;
- symbols: every symbol a module's library needs from another module's
  library is defined by a module it may use (what an include cannot show: a
  function declared in one module and defined in another).

It must never pass by seeing nothing: it fails when a module has no file or
no library symbol, when no include or symbol crosses modules at all, and
when a made-up upward include is not caught.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import os
import re
import subprocess
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
# The one include of the core's users, above every module.
TOP_HEADER = "hammer-core.h"


def fail(message):
    sys.exit(f"check-layers: {message}")


def parse_args(argv):
    if len(argv) < 3:
        fail(__doc__)
    nm, core = argv[1], os.path.realpath(argv[2])
    modules = []
    key = None
    for arg in argv[3:]:
        if arg in ("--module", "--uses", "--lib", "--files"):
            key = arg
            if arg == "--module":
                modules.append({"uses": [], "libs": [], "files": []})
            continue
        if not modules or key is None:
            fail(f"unexpected argument {arg}")
        module = modules[-1]
        if key == "--module":
            module["name"] = arg
        elif key == "--uses":
            module["uses"] = [name for name in arg.split(",") if name]
        elif key == "--lib":
            module["libs"].append(arg)
        else:
            module["files"].append(os.path.realpath(arg))
    return nm, core, modules


def allowed_map(modules):
    """Every module's name → the set of modules it may use, itself included."""
    allowed = {}
    for module in modules:
        name = module["name"]
        if name in allowed:
            fail(f"module {name} is declared twice")
        mine = {name}
        for used in module["uses"]:
            if used not in allowed:
                fail(f"{name} uses {used}, which is not declared before it: "
                     "modules use only the modules below them")
            mine |= allowed[used]
        allowed[name] = mine
    return allowed


def owners(core, modules):
    """Every .c and .h under @core → its module's name."""
    owner = {}
    for module in modules:
        for path in module["files"]:
            if path in owner and owner[path] != module["name"]:
                fail(f"{path} is in {owner[path]} and {module['name']}")
            owner[path] = module["name"]
    # A folder's module is the one with most of its sources there.
    by_folder = {}
    for path, name in owner.items():
        if path.endswith(".c"):
            counts = by_folder.setdefault(os.path.dirname(path), {})
            counts[name] = counts.get(name, 0) + 1
    problems = []
    for folder, _dirs, names in os.walk(core):
        for file in sorted(names):
            path = os.path.join(folder, file)
            if not file.endswith((".c", ".h")) or path in owner:
                continue
            if file.endswith(".c"):
                problems.append(f"{os.path.relpath(path, core)} is in no module's library")
                continue
            stem = path[:-2] + ".c"
            counts = by_folder.get(folder)
            if path == os.path.join(core, TOP_HEADER):
                owner[path] = None
            elif stem in owner:
                owner[path] = owner[stem]
            elif counts:
                owner[path] = max(sorted(counts), key=lambda name: counts[name])
            else:
                problems.append(f"{os.path.relpath(path, core)}: no module's folder")
    if problems:
        fail("\n  ".join(["files of no module:"] + problems))
    return owner


def read_text(path):
    with open(path, encoding="utf-8") as source:
        return source.read()


def include_edges(core, owner, read):
    """Yields (file, line, included path, included module) for every quoted
    include of a file of a module that names a file of the core."""
    for path, name in sorted(owner.items(), key=lambda item: item[0]):
        if name is None:
            continue
        text = read(path)
        for match in INCLUDE.finditer(text):
            included = match.group(1)
            line = text.count("\n", 0, match.start()) + 1
            for base in (os.path.dirname(path), core):
                candidate = os.path.normpath(os.path.join(base, included))
                if candidate in owner:
                    yield path, line, candidate, owner[candidate]
                    break


def check_includes(core, owner, allowed, read=read_text):
    problems = []
    crossing = 0
    for path, line, included, target in include_edges(core, owner, read):
        source = owner[path]
        where = f"{os.path.relpath(path, core)}:{line}"
        what = os.path.relpath(included, core)
        if target is None:
            problems.append(f"{where}: includes {what}, which is for the core's users")
        elif target != source:
            crossing += 1
            if target not in allowed[source]:
                problems.append(f"{where}: {source} includes {what} of {target}, "
                                "which is not below it")
            elif included.endswith("-private.h"):
                problems.append(f"{where}: {source} includes {what}, private to {target}")
    return crossing, problems


def symbols(nm, library):
    """(defined, undefined) global symbols of @library."""
    try:
        result = subprocess.run([nm, "-g", library], capture_output=True, text=True,
                                check=False)
    except OSError as error:
        fail(f"cannot run {nm}: {error}")
    if result.returncode != 0:
        fail(f"{nm} failed on {library}:\n{result.stderr}")
    defined, undefined = set(), set()
    for line in result.stdout.splitlines():
        fields = line.split()
        if len(fields) >= 2 and len(fields[-2]) == 1:
            kind, name = fields[-2], fields[-1]
            if kind == "U":
                undefined.add(name)
            elif kind.isupper():
                defined.add(name)
    return defined, undefined - defined


def check_symbols(nm, modules, allowed):
    definer = {}
    needs = {}
    for module in modules:
        if not module["libs"]:
            fail(f"module {module['name']} has no library")
        for library in module["libs"]:
            defined, undefined = symbols(nm, library)
            if not defined:
                fail(f"{library} defines no symbol: nothing would be checked")
            for name in defined:
                definer[name] = module["name"]
            needs.setdefault(module["name"], set()).update(undefined)
    problems = []
    crossing = 0
    for name, wanted in needs.items():
        for symbol in sorted(wanted):
            target = definer.get(symbol)
            if target is None or target == name:
                continue
            crossing += 1
            if target not in allowed[name]:
                problems.append(f"{name} calls {symbol}() of {target}, which is not below it")
    return crossing, problems


def self_test(core, owner, allowed):
    """A made-up file of the bottom module that includes a header of the top
    one must be caught."""
    names = list(allowed)
    bottom, top = names[0], names[-1]
    low = next(path for path, name in sorted(owner.items()) if name == bottom)
    high = next((path for path, name in sorted(owner.items())
                 if name == top and path.endswith(".h")), None)
    if high is None:
        return f"{top} has no header to include"
    fake = os.path.join(os.path.dirname(low), "check-layers-self-test.c")
    text = f'#include "{os.path.relpath(high, core)}"\n'
    _crossing, problems = check_includes(core, {fake: bottom, high: top}, allowed,
                                         lambda path: text if path == fake else "")
    return None if problems else f"an include of {high} from {bottom} would pass"


def main():
    nm, core, modules = parse_args(sys.argv)
    if len(modules) < 2:
        fail("fewer than two modules: nothing to check")
    for module in modules:
        if not module["files"]:
            fail(f"module {module['name']} has no files")
    allowed = allowed_map(modules)
    owner = owners(core, modules)
    problem = self_test(core, owner, allowed)
    if problem:
        fail(problem)
    include_crossing, include_problems = check_includes(core, owner, allowed)
    symbol_crossing, symbol_problems = check_symbols(nm, modules, allowed)
    for line in include_problems + symbol_problems:
        print(line)
    for module in modules:
        below = sorted(allowed[module["name"]] - {module["name"]})
        print(f"{module['name']}: uses {', '.join(below) or 'nothing'}")
    print(f"{include_crossing} includes and {symbol_crossing} symbols cross modules; "
          f"{len(include_problems) + len(symbol_problems)} reach a module not below")
    if include_crossing == 0 or symbol_crossing == 0:
        fail("no include or no symbol crosses modules: nothing was checked")
    sys.exit(1 if include_problems or symbol_problems else 0)


if __name__ == "__main__":
    main()
