/* hammer-part.c — Hammer's loadable parts, found and loaded once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gmodule.h>

#include "hammer-catalog.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "hammer-part.h"

static const char *
part_dir (void)
{
  const char *chosen = g_getenv ("HAMMER_PART_DIR");

  if (chosen != NULL && *chosen != '\0')
    return chosen;
  return hammer_running_uninstalled () ? HAMMER_BUILD_PART_DIR : HAMMER_PART_DIR;
}

gboolean
hammer_part_load (const char          *name,
                  const char * const  *symbols,
                  gpointer            *addresses,
                  GError             **error)
{
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) found = NULL;
  GModule *module;

  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (symbols != NULL, FALSE);
  g_return_val_if_fail (addresses != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  file = g_strconcat (name, "." G_MODULE_SUFFIX, NULL);
  path = g_build_filename (part_dir (), file, NULL);
  /* Opening a file open already takes the same module again. */
  if (!(module = g_module_open (path, G_MODULE_BIND_LOCAL)))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED,
                   _("Hammer’s part %s could not be loaded: %s"), path, g_module_error ());
      return FALSE;
    }
  /* Its libraries keep threads and handlers of their own: never unloaded. */
  g_module_make_resident (module);

  found = g_ptr_array_new ();
  for (guint i = 0; symbols[i] != NULL; i++)
    {
      gpointer address = NULL;

      if (!g_module_symbol (module, symbols[i], &address) || address == NULL)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED,
                       _("Hammer’s part %s lacks %s: it belongs to another version of "
                         "Hammer"), path, symbols[i]);
          return FALSE;
        }
      g_ptr_array_add (found, address);
    }
  for (guint i = 0; i < found->len; i++)
    addresses[i] = found->pdata[i];
  return TRUE;
}
