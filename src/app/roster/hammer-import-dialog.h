/* hammer-import-dialog.h — a players file previewed, checked and imported
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_IMPORT_DIALOG (hammer_import_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerImportDialog, hammer_import_dialog, HAMMER, IMPORT_DIALOG, AdwWindow)

/* Reads @file in the background and shows what importing it would do. */
HammerImportDialog *hammer_import_dialog_new (GtkWindow   *parent,
                                              HammerStore *store,
                                              GFile       *file);

G_END_DECLS
