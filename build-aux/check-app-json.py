#!/usr/bin/env python3
# check-app-json.py — the app reads no engine JSON (issue 26, item 1)
#
# Usage: check-app-json.py SRC_APP_DIR
#
# Fails on every line of a C file under SRC_APP_DIR that uses json-glib
# (json_…, JsonObject, JsonNode, JsonArray and the other Json types, the
# JSON_NODE_… macros, its header) or the core's hammer_json_… helpers: what
# the app shows comes from the core typed, and the JSON stays for hammer-cli,
# files and the HTTP API. The files in ALLOWED are those whose change to
# typed objects is still under way; each must still use JSON, so that the
# list only shrinks.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import sys

ALLOWED = {
    # Typed next; the list is emptied as they are done.
    'hammer-draw-view.c',
    'hammer-draw-view-lists.c',
    'hammer-draw-view-tables.c',
    'hammer-draw-item.c',
    # The headers of the files above.
    'hammer-draw-view-private.h',
    'hammer-draw-item.h',
}

# Whole words only: a core function such as hammer_events_get_matches_json()
# named in a comment is no use of json-glib.
USE = re.compile(r'\b(?:json_\w+|hammer_json_\w+|Json[A-Z]\w*|JSON_NODE_\w+|JSON_TYPE_\w+)'
                 r'|json-glib/')


def main(argv):
    if len(argv) != 2:
        print('usage: check-app-json.py SRC_APP_DIR', file=sys.stderr)
        return 2
    root = argv[1]
    # Paths are shown from the project's top, src/app/…
    top = os.path.dirname(os.path.dirname(os.path.abspath(root)))
    offending = []
    using = set()
    n_files = 0
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            if not name.endswith(('.c', '.h')):
                continue
            n_files += 1
            path = os.path.join(folder, name)
            with open(path, encoding='utf-8') as source:
                for number, line in enumerate(source, 1):
                    if not USE.search(line):
                        continue
                    using.add(name)
                    if name not in ALLOWED:
                        offending.append('%s:%d: %s' % (os.path.relpath(path, top), number,
                                                         line.strip()))
    # A check that read nothing would pass on nothing.
    if n_files == 0:
        print('check-app-json: no C files under %s' % root, file=sys.stderr)
        return 1
    status = 0
    if offending:
        print('The app uses json-glib or hammer_json_ here; read the core\'s typed objects '
              'instead:')
        for line in offending:
            print('  ' + line)
        status = 1
    done = sorted(ALLOWED - using)
    if done:
        print('These files use no JSON any more; take them off ALLOWED in %s:' % argv[0])
        for name in done:
            print('  ' + name)
        status = 1
    if status == 0:
        print('%d files; JSON only in the %d allowed' % (n_files, len(using)))
    return status


if __name__ == '__main__':
    sys.exit(main(sys.argv))
