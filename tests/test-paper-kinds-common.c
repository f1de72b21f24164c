/* test-paper-kinds-common.c — what the tests of the documents a secretary
 * made by hand share: rendering an event's kind in a language, keeping the
 * PDFs to look at, reading rows, playing an event out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-i18n.h"
#include "sheets/hammer-event-sheet-source.h"
#include "store/hammer-player.h"
#include "store/hammer-roster.h"
#include "test-paper-kinds-common.h"

const char *const paper_kinds_languages[] = { "en", "nl", "de" };

void
paper_kinds_keep (const char *path,
                  const char *name)
{
  g_autofree char *contents = NULL;
  g_autofree char *copy = NULL;
  gsize length;

  if (g_getenv ("HAMMER_SHEETS_KEEP") == NULL)
    return;
  copy = g_build_filename (g_getenv ("HAMMER_SHEETS_KEEP"), name, NULL);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (copy, contents, length, NULL));
}

void
paper_kinds_add_player (HammerStore *store,
                        const char  *name,
                        const char  *club,
                        const char  *licence)
{
  g_autoptr(HammerPlayer) player = hammer_player_new (name);
  g_autoptr(GError) error = NULL;

  hammer_player_set_club_name (player, club);
  hammer_player_set_licence (player, licence);
  hammer_roster_add_player (store, player, &error);
  g_assert_no_error (error);
}

/* Lays out @kind of @event_id in @language ("en", "nl", "de") as the print
 * dialog does, into @name in @dir; NULL and @error set when refused. */
char *
paper_kinds_render (HammerStore      *store,
                    gint64            event_id,
                    HammerSheetKind   kind,
                    guint             round,
                    const char       *language,
                    const char       *dir,
                    const char       *name,
                    GError          **error)
{
  g_autoptr(HammerEventSheetSource) source = NULL;
  g_autofree char *path = g_build_filename (dir, name, NULL);
  HammerSheetOptions options;
  gboolean done;

  hammer_sheet_options_init (&options);
  options.kind = kind;
  options.round = round;
  hammer_i18n_set_thread_language (language);
  done = (source = hammer_event_sheet_source_new (store, event_id, kind, error)) != NULL &&
         hammer_event_sheet_source_write_file (source, &options, path, error);
  hammer_i18n_set_thread_language (NULL);
  if (done)
    paper_kinds_keep (path, name);
  return done ? g_steal_pointer (&path) : NULL;
}

/* The PDF at @path has no cut word and nothing under 7 points. */
void
paper_kinds_assert_whole (const char *path)
{
  g_autoptr(GPtrArray) words = pdf_words (path);

  pdf_words_assert_whole (words);
  g_assert_cmpfloat (pdf_words_min_height (words), >=, 7.0);
}

/* Where @needle first stands in @text, failing when it does not. */
gsize
paper_kinds_position (const char *text,
                      const char *needle)
{
  const char *found = strstr (text, needle);

  if (found == NULL)
    g_error ("“%s” is not in “%s”", needle, text);
  return (gsize) (found - text);
}

/* The row of @text (pdf_table_text()) that holds @name. */
char *
paper_kinds_row_of (const char *text,
                    const char *name)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], name) != NULL)
      return text_normalise (lines[i]);
  g_error ("No row holds “%s”", name);
}

/* The id of a match of @event ready to play, or 0 when none is; and the
 * side of it entered first, in @first. */
gint64
paper_kinds_next_ready (HammerStore *store,
                        gint64       event,
                        guint       *first)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (store, event, &error);
  JsonArray *array;

  g_assert_no_error (error);
  array = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);

      JsonArray *sides = json_object_get_array_member (match, "sides");

      if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") != 0)
        continue;
      if (first != NULL)
        *first = json_array_get_int_element (sides, 0) < json_array_get_int_element (sides, 1)
                 ? 0 : 1;
      return json_object_get_int_member (match, "id");
    }
  return 0;
}

/* Plays every match of @event: the entrant entered first wins, so that
 * the order of entry is the order of the places. */
void
paper_kinds_play_out (HammerStore *store,
                      gint64       event)
{
  gint64 match;
  guint first = 0;

  while ((match = paper_kinds_next_ready (store, event, &first)) > 0)
    store_record (store, event, match, first == 0 ? FIRST_WINS : SECOND_WINS);
}
