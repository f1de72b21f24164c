/* hammer-sign-in-sheets.c — the sign-in list the desk lays out at the door:
 * every entrant with club and licence, boxes to tick for present and paid,
 * room to sign, and blank lines for those who enter late
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-sheet-fit.h"
#include "sheets/hammer-sheets-private.h"

/* Late entries get at least this many lines, and one for every tenth
 * entrant beyond. */
#define MIN_BLANK_LINES 6
/* Rows high enough to sign in (8 mm). */
#define SIGN_IN_ROW 22.7
/* What a signature needs beside its heading (35 mm). */
#define SIGNATURE_ROOM 100.0

typedef struct
{
  char *key;     /* what the list is sorted by */
  char **cells;
} SignInLine;

static void
sign_in_line_clear (SignInLine *line)
{
  g_free (line->key);
  g_strfreev (line->cells);
}

/* A key that sorts names as people look them up: “Ëlla” beside “Ella”,
 * whatever the language the list is printed in. */
static char *
name_key (const char *name)
{
  g_autofree char *decomposed = g_utf8_normalize (name, -1, G_NORMALIZE_NFD);
  g_autoptr(GString) bare = g_string_new (NULL);

  for (const char *p = decomposed; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_type (c) != G_UNICODE_NON_SPACING_MARK)
        g_string_append_unichar (bare, c);
    }
  return g_utf8_casefold (bare->str, -1);
}

static int
compare_lines (gconstpointer a,
               gconstpointer b)
{
  const SignInLine *x = a, *y = b;
  int order = strcmp (x->key, y->key);

  return order != 0 ? order : g_strcmp0 (x->cells[1], y->cells[1]);
}

JsonObject *
hammer_sheets_find_entrant (HammerSheetsDoc *doc,
                            const char      *name)
{
  for (guint i = 0; name != NULL && i < hammer_json_length (doc->entrants); i++)
    {
      JsonObject *entrant = hammer_json_element_object (doc->entrants, i);

      if (g_strcmp0 (hammer_json_string (entrant, "name"), name) == 0)
        return entrant;
    }
  return NULL;
}

char *
hammer_sheets_players_text (HammerSheetsDoc *doc,
                            JsonObject      *entrant,
                            const char      *member)
{
  JsonArray *players = entrant != NULL ? hammer_json_array (entrant, "players") : NULL;
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();

  for (guint i = 0; entrant != NULL && i < hammer_json_length (players); i++)
    {
      JsonObject *player = hammer_json_element_object (doc->players,
                                                       (guint) hammer_json_element_int (players,
                                                                                        i, 0));
      const char *text = player != NULL ? hammer_json_string (player, member) : NULL;

      if (text != NULL && *text != '\0' &&
          !g_ptr_array_find_with_equal_func (seen, text, g_str_equal, NULL))
        g_ptr_array_add (seen, (gpointer) text);
    }
  g_ptr_array_add (seen, NULL);
  return g_strjoinv (", ", (char **) seen->pdata);
}

gboolean
hammer_sheets_render_sign_in (HammerSheetsDoc *doc,
                              GError         **error)
{
  g_autoptr(GArray) lines = g_array_new (FALSE, TRUE, sizeof (SignInLine));
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  HammerSheetColumn columns[] = {
    /* Translators: the column of boxes ticked as each entrant arrives. */
    { C_("sign-in", "Here"), 0.8, HAMMER_ALIGN_CENTER }, { _("Name"), 4, HAMMER_ALIGN_START },
    { _("Club"), 3, HAMMER_ALIGN_START }, { _("Licence"), 1.6, HAMMER_ALIGN_START },
    /* Translators: the column of boxes ticked when the entry fee is paid. */
    { C_("sign-in", "Paid"), 0.8, HAMMER_ALIGN_CENTER },
    { _("Signature"), 3.2, HAMMER_ALIGN_START },
  };
  g_autofree char *note = NULL;
  guint n_blank;

  g_array_set_clear_func (lines, (GDestroyNotify) sign_in_line_clear);
  for (guint i = 0; i < hammer_json_length (doc->entrants); i++)
    {
      JsonObject *entrant = hammer_json_element_object (doc->entrants, i);
      const char *name = entrant != NULL ? hammer_json_string (entrant, "name") : NULL;
      SignInLine line;

      /* Those who withdrew do not come to the desk. */
      if (name == NULL || hammer_json_bool (entrant, "withdrawn", FALSE))
        continue;
      line.key = name_key (name);
      line.cells = hammer_sheet_cells_new (G_N_ELEMENTS (columns));
      g_free (line.cells[1]);
      line.cells[1] = g_strdup (name);
      g_free (line.cells[2]);
      line.cells[2] = hammer_sheets_players_text (doc, entrant, "club");
      g_free (line.cells[3]);
      line.cells[3] = hammer_sheets_players_text (doc, entrant, "licence");
      g_array_append_val (lines, line);
    }
  if (lines->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The event has no entrants to sign in yet"));
      return FALSE;
    }
  g_array_sort (lines, compare_lines);
  for (guint i = 0; i < lines->len; i++)
    {
      SignInLine *line = &g_array_index (lines, SignInLine, i);

      hammer_sheet_rows_take (rows, FALSE, FALSE, g_steal_pointer (&line->cells));
    }
  n_blank = MAX (MIN_BLANK_LINES, lines->len / 10);
  for (guint i = 0; i < n_blank; i++)
    hammer_sheet_rows_take (rows, FALSE, FALSE, hammer_sheet_cells_new (G_N_ELEMENTS (columns)));

  note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u entrant, by name; the blank lines at the end are "
                                       "for late entries.",
                                       "%u entrants, by name; the blank lines at the end are "
                                       "for late entries.", lines->len), lines->len);
  return hammer_sheets_draw_sign_in_list (doc->layout, _("Sign-in list"), note,
                                          doc->options->check_in_url, columns,
                                          G_N_ELEMENTS (columns), rows, error);
}

gboolean
hammer_sheets_draw_sign_in_list (HammerLayout            *layout,
                                 const char              *title,
                                 const char              *note,
                                 const char              *check_in_url,
                                 const HammerSheetColumn *columns,
                                 guint                    n_columns,
                                 GPtrArray               *rows,
                                 GError                 **error)
{
  HammerSheetGrid grid = { .n_columns = n_columns, .rows = rows };
  g_autoptr(HammerQr) code = NULL;

  if (check_in_url != NULL && !(code = hammer_qr_new (check_in_url, error)))
    return FALSE;
  /* Long names and clubs turn the paper rather than lose their ends, and
   * leave the signatures room. */
  if (hammer_sheet_columns_natural_width (layout, columns, n_columns, rows, &grid,
                                          SIGN_IN_ROW) + SIGNATURE_ROOM >
      hammer_layout_get_width (layout))
    hammer_layout_set_landscape (layout, TRUE);
  hammer_sheet_draw_paged_rows_with_code (layout, title, note, code,
                                          _("Or check in with your phone: scan this code"),
                                          columns, n_columns, rows, SIGN_IN_ROW);
  return TRUE;
}
