/* hammer-team-name.c — a team written as one name (hammer-team-name.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-team-name.h"

GStrv
hammer_team_name_split (const char *name)
{
  g_autoptr(GStrvBuilder) parts = g_strv_builder_new ();
  const char *start = name;
  const char *p;

  g_return_val_if_fail (name != NULL, NULL);

  for (p = name; *p != '\0'; p++)
    {
      const char *close;

      /* Markup is skipped whole: a "<" counts only with a ">" after it. */
      if (*p == '<' && (close = strchr (p, '>')) != NULL)
        p = close;
      else if (*p == '/')
        {
          g_autofree char *part = g_strndup (start, p - start);

          g_strv_builder_add (parts, g_strstrip (part));
          start = p + 1;
        }
    }
  {
    g_autofree char *last = g_strdup (start);

    g_strv_builder_add (parts, g_strstrip (last));
  }
  return g_strv_builder_end (parts);
}

/* Whether @part's text, its markup and blanks aside, starts with a letter. */
static gboolean
names_someone (const char *part)
{
  const char *p = part;
  const char *close;

  while (*p == ' ' || (*p == '<' && (close = strchr (p, '>')) != NULL))
    p = *p == ' ' ? p + 1 : close + 1;
  return g_unichar_isalpha (g_utf8_get_char (p));
}

gboolean
hammer_team_name_is_team (const char *name)
{
  g_auto(GStrv) parts = NULL;
  guint n_named = 0;

  g_return_val_if_fail (name != NULL, FALSE);

  parts = hammer_team_name_split (name);
  for (guint p = 0; parts[p] != NULL; p++)
    n_named += names_someone (parts[p]);
  return n_named >= 2;
}
