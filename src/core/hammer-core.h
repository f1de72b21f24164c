/* hammer-core.h — everything of the core, for the app, the CLI and the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-classes.h"
#include "hammer-places.h"
#include "hammer-score-text.h"
#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-now.h"
#include "io/hammer-csv.h"
#include "io/hammer-file.h"
#include "io/hammer-player-import.h"
#include "rules/hammer-rules.h"
#include "store/hammer-club.h"
#include "store/hammer-player.h"
#include "store/hammer-store.h"
