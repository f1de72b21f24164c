/* hammer-certificates-sheets.c — a certificate a page for the first three
 * of an event, and of each class where a sjoelbak event has classes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-sheets-private.h"

#define AWARDED_PLACES 3

/* The place in words: a certificate is read, not looked up. */
static const char *
place_words (gint64   place,
             gboolean shared)
{
  switch (place)
    {
    case 1:
      return shared ? C_("certificate", "Shared first place") : C_("certificate", "First place");
    case 2:
      return shared ? C_("certificate", "Shared second place") : C_("certificate", "Second place");
    default:
      return shared ? C_("certificate", "Shared third place") : C_("certificate", "Third place");
    }
}

/* The largest size from @size down to @least at which @text fits @width on
 * one line; at @least it wraps. */
static double
fitting_size (HammerLayout *layout,
              const char   *text,
              double        size,
              double        least,
              double        width)
{
  while (size > least && hammer_layout_text_width (layout, text, size, HAMMER_TEXT_BOLD) > width)
    size -= 1;
  return size;
}

static void
draw_certificate (HammerSheetsDoc *doc,
                  const char      *name,
                  const char      *place,
                  const char      *klass)
{
  HammerLayout *layout = doc->layout;
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout);
  const char *event = hammer_json_string (doc->event, "name");
  g_autofree char *date = hammer_i18n_format_date (hammer_json_string (doc->event, "date"));
  const char *venue = hammer_json_string (doc->event, "venue");
  const char *const signatures[] = { _("Tournament director"), _("Secretary"), NULL };
  double inner = width - 48, y = height * 0.12, size;
  g_autofree char *where = NULL;

  hammer_layout_add_page (layout);
  hammer_layout_box (layout, 0, 0, width, height, 2.5, -1);
  hammer_layout_box (layout, 6, 6, width - 12, height - 12, 0.6, -1);

  size = fitting_size (layout, C_("certificate", "Certificate"), 40, 20, inner);
  hammer_layout_text (layout, 24, y, inner, size * 1.6, C_("certificate", "Certificate"), size,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_CENTER);
  y += size * 1.6 + height * 0.06;
  /* Translators: on a certificate, above the name of who earned it. */
  hammer_layout_text (layout, 24, y, inner, 22, _("awarded to"), 14, HAMMER_TEXT_MUTED,
                      HAMMER_ALIGN_CENTER);
  y += 34;
  size = fitting_size (layout, name, 32, 18, inner);
  hammer_layout_text (layout, 24, y, inner, size * 3.2, name, size,
                      HAMMER_TEXT_BOLD | HAMMER_TEXT_WRAP, HAMMER_ALIGN_CENTER);
  y += size * 3.2 + height * 0.04;
  size = fitting_size (layout, place, 22, 14, inner);
  hammer_layout_text (layout, 24, y, inner, size * 1.6, place, size, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_CENTER);
  y += size * 1.6 + 8;
  if (klass != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Class %s"), klass);

      hammer_layout_text (layout, 24, y, inner, 24, text, 16, HAMMER_TEXT_NORMAL,
                          HAMMER_ALIGN_CENTER);
      y += 28;
    }
  if (event != NULL)
    {
      size = fitting_size (layout, event, 18, 12, inner);
      hammer_layout_text (layout, 24, y, inner, size * 3.2, event, size,
                          HAMMER_TEXT_WRAP, HAMMER_ALIGN_CENTER);
      y += size * 3.2;
    }
  if (date != NULL && venue != NULL)
    where = g_strdup_printf ("%s · %s", date, venue);
  else
    where = g_strdup (date != NULL ? date : venue);
  if (where != NULL)
    hammer_layout_text (layout, 24, y, inner, 40, where, 12, HAMMER_TEXT_MUTED | HAMMER_TEXT_WRAP,
                        HAMMER_ALIGN_CENTER);
  hammer_sheet_draw_signatures (layout, 48, height - 90, width - 96, signatures);
}

/* The certificates of one ranking: the overall one, or a class's, whose
 * places the standings give as "class_place". */
static guint
draw_ranking (HammerSheetsDoc *doc,
              JsonArray       *lines,
              const char      *klass)
{
  const char *place_member = klass != NULL ? "class_place" : "place";
  const char *label_member = klass != NULL ? "class_place_label" : "place_label";
  guint n = 0;

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = hammer_json_element_object (lines, i);
      gint64 place = hammer_json_int (line, place_member, 0);
      const char *label = hammer_json_string (line, label_member);
      const char *name = hammer_json_string (line, "name");

      if (klass != NULL && g_strcmp0 (hammer_json_string (line, "class"), klass) != 0)
        continue;
      if (place < 1 || place > AWARDED_PLACES || name == NULL)
        continue;
      draw_certificate (doc, name, place_words (place, label != NULL && g_str_has_suffix (label,
                                                                                         "=")),
                        klass);
      n++;
    }
  return n;
}

gboolean
hammer_sheets_render_certificates (HammerSheetsDoc *doc,
                                   JsonNode        *standings,
                                   GError         **error)
{
  JsonArray *lines = standings != NULL && JSON_NODE_HOLDS_ARRAY (standings)
                     ? json_node_get_array (standings) : NULL;
  g_autoptr(GPtrArray) classes = g_ptr_array_new ();

  if (hammer_json_length (lines) == 0 || !hammer_sheets_all_played (doc))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Certificates are printed once every match of the event has been played"));
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      const char *klass = hammer_json_string (hammer_json_element_object (lines, i), "class");

      if (klass != NULL && !g_ptr_array_find_with_equal_func (classes, klass, g_str_equal, NULL))
        g_ptr_array_add (classes, (gpointer) klass);
    }
  /* Those who rank by class are awarded in their class as well. */
  draw_ranking (doc, lines, NULL);
  for (guint c = 0; c < classes->len; c++)
    draw_ranking (doc, lines, g_ptr_array_index (classes, c));
  return TRUE;
}
