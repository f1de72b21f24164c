#!/usr/bin/env python3
"""Makes the folder a module of the core includes from: what it may see.

usage: core-include-tree.py CORE_DIR TREE_DIR ENTRY...

Each ENTRY is "base" (the headers at the top of CORE_DIR, except
hammer-core.h, which is for the core's users), a folder of CORE_DIR
("store"), linked whole, or a header in one ("events/hammer-draw.h"),
linked alone. TREE_DIR is made again from nothing with a symbolic link for
each, so that a module compiled with -ITREE_DIR finds the modules below it
and no other: #include "league/hammer-seasons.h" from the store is not
found.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import os
import shutil
import sys

TOP_HEADER = "hammer-core.h"


def link(target, name):
    folder = os.path.dirname(name)
    # A header of a folder linked whole is there already; linking it again
    # would write into the source tree.
    if os.path.islink(folder):
        return
    if os.path.isdir(name) and not os.path.islink(name):
        sys.exit(f"core-include-tree: {name} is linked in parts and whole")
    os.makedirs(folder, exist_ok=True)
    os.symlink(target, name)


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    core, tree = os.path.realpath(sys.argv[1]), sys.argv[2]
    if os.path.lexists(tree):
        shutil.rmtree(tree)
    os.makedirs(tree)
    for entry in sys.argv[3:]:
        if entry == "base":
            for name in sorted(os.listdir(core)):
                if name.endswith(".h") and name != TOP_HEADER:
                    link(os.path.join(core, name), os.path.join(tree, name))
            continue
        source = os.path.join(core, entry)
        if not os.path.exists(source):
            sys.exit(f"core-include-tree: {source} does not exist")
        link(source, os.path.join(tree, entry))


if __name__ == "__main__":
    main()
