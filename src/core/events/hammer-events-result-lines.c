/* hammer-events-result-lines.c — a results file, one JSON object a line,
 * read into the entries hammer_events_record_results() takes
 *
 * A results file comes from outside (a spreadsheet, another program, a
 * hand): each line is read on its own and a bad one is named by its line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "events/hammer-events-private.h"

static void
result_entry_clear (HammerResultEntry *entry)
{
  g_clear_pointer (&entry->input, json_node_unref);
  g_clear_pointer (&entry->text, g_free);
  g_clear_pointer (&entry->plain, hammer_plain_result_free);
  g_clear_error (&entry->error);
}

/* The match id a line's member "match" gives: a whole number from 1, or 0. */
static gint64
line_match_id (JsonNode *match)
{
  gint64 id;

  if (match == NULL || !hammer_json_node_int (match, &id) || id < 1)
    return 0;
  return id;
}

void
hammer_event_set_not_json_error (GError **error)
{
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("This line is not JSON; each line is {\"match\": ID, \"games\": […]}"));
}

GArray *
hammer_events_read_result_lines (const char *text,
                                 gsize       length,
                                 GArray     *line_numbers)
{
  g_autoptr(GHashTable) first_line = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree gint64 *match_ids = NULL;
  GArray *entries = g_array_new (FALSE, TRUE, sizeof (HammerResultEntry));
  const char *end = text + length;
  guint line = 0, n_lines = 1;

  g_return_val_if_fail (text != NULL || length == 0, entries);
  g_return_val_if_fail (line_numbers != NULL, entries);

  /* The keys of first_line, one place a line: not a block of their own
   * each, which took as long to let go of as the lines to read. */
  for (const char *at = text; at < end && (at = memchr (at, '\n', end - at)) != NULL; at++)
    n_lines++;
  match_ids = g_new (gint64, n_lines);

  g_array_set_clear_func (entries, (GDestroyNotify) result_entry_clear);
  for (const char *start = text; start < end; )
    {
      const char *newline = memchr (start, '\n', end - start);
      gsize size = (newline != NULL ? newline : end) - start;
      gboolean has_nul = memchr (start, '\0', size) != NULL;
      const char *first = start, *last = start + size;
      g_autofree char *content = NULL;
      HammerResultEntry entry = { 0 };
      g_autoptr(HammerPlainResult) plain = NULL;
      g_autoptr(JsonNode) match = NULL;
      gint64 plain_match = 0;
      gpointer earlier;

      line++;
      start += size + (newline != NULL);
      /* The line without the spaces around it, as g_strstrip() leaves it,
       * copied once. */
      while (first < last && g_ascii_isspace (*first))
        first++;
      while (last > first && g_ascii_isspace (last[-1]))
        last--;
      if (first == last && !has_nul)
        continue;
      content = g_strndup (first, last - first);

      /* A NUL byte would end the line early and hide what follows it. */
      if (has_nul)
        g_set_error (&entry.error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("This line holds a NUL byte; a results file is text"));
      /* A line of the plain shape, nearly every one, is read once, into
       * the result the store plays: it is JSON with its match given. Any
       * other line is checked now and read when it is recorded: the nodes
       * of a whole file at once took more time to make and let go of than
       * checking and storing its results. */
      else if (((plain = hammer_plain_result_read_line (content, &plain_match)) == NULL ||
                plain_match < 1) &&
               !hammer_json_check (content, -1, "match", &match))
        hammer_event_set_not_json_error (&entry.error);
      else if ((entry.match_id = plain_match > 0 ? plain_match : line_match_id (match)) == 0)
        g_set_error (&entry.error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("A line needs {\"match\": ID, \"games\": […]}"));
      /* Two results for one match in one file are a mistake, not a
       * correction: the file does not say which is right. */
      else if ((earlier = g_hash_table_lookup (first_line, &entry.match_id)) != NULL)
        g_set_error (&entry.error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("Line %u has a result for this match already; a file gives each "
                       "match one result"), GPOINTER_TO_UINT (earlier));
      else
        {
          match_ids[line - 1] = entry.match_id;
          g_hash_table_insert (first_line, &match_ids[line - 1], GUINT_TO_POINTER (line));
          entry.text = g_steal_pointer (&content);
          if (plain_match > 0)
            entry.plain = g_steal_pointer (&plain);
        }
      g_array_append_val (entries, entry);
      g_array_append_val (line_numbers, line);
    }
  return entries;
}
