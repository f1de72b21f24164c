/* hammer-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_APPLICATION (hammer_application_get_type ())

G_DECLARE_FINAL_TYPE (HammerApplication, hammer_application, HAMMER, APPLICATION, AdwApplication)

HammerApplication *hammer_application_new (void);
/* Hammer's settings, or NULL when the schema is not installed (running
 * from the build tree): nothing is then remembered. */
GSettings         *hammer_application_dup_settings (void);

G_END_DECLS
