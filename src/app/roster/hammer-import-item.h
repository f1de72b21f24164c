/* hammer-import-item.h — one row of a players file, for the import preview
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_IMPORT_ITEM (hammer_import_item_get_type ())

G_DECLARE_FINAL_TYPE (HammerImportItem, hammer_import_item, HAMMER, IMPORT_ITEM, GObject)

typedef enum
{
  HAMMER_IMPORT_STATUS_READY,
  HAMMER_IMPORT_STATUS_DUPLICATE,
  HAMMER_IMPORT_STATUS_PROBLEM,
} HammerImportStatus;

/* The item shows @row; the import that holds @row must outlive it. */
HammerImportItem   *hammer_import_item_new        (HammerImportRow  *row);
HammerImportStatus  hammer_import_item_get_status (HammerImportItem *self);
const char         *hammer_import_item_get_status_text (HammerImportItem *self);

G_END_DECLS
