/* fuzz-target.h — the entry point every fuzz target defines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

/* libFuzzer's entry point: must not crash, leak or abort on any input. */
int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);
