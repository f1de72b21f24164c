/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"


#include "hammer-application.h"
#include "hammer-i18n.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(HammerApplication) app = NULL;

  hammer_i18n_init ();
  /* The locale is set already, with a fallback GTK's own would undo. */
  gtk_disable_setlocale ();

  app = hammer_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
