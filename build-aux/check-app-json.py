#!/usr/bin/env python3
# check-app-json.py — the app reads no engine JSON (issue 26, item 1)
#
# Usage: check-app-json.py SRC_APP_DIR
#
# Fails on every line of a C file under SRC_APP_DIR that uses json-glib
# (json_…, JsonObject, JsonNode, JsonArray and the other Json types, the
# JSON_NODE_… macros, its header) or the core's hammer_json_… helpers: what
# the app shows comes from the core typed, and the JSON stays for hammer-cli,
# files and the HTTP API.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import sys

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
                    offending.append('%s:%d: %s' % (os.path.relpath(path, top), number,
                                                     line.strip()))
    # A check that read nothing would pass on nothing.
    if n_files == 0:
        print('check-app-json: no C files under %s' % root, file=sys.stderr)
        return 1
    if offending:
        print('The app uses json-glib or hammer_json_ here; read the core\'s typed objects '
              'instead:')
        for line in offending:
            print('  ' + line)
        return 1
    print('%d files, none uses JSON' % n_files)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
