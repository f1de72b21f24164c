/* hammer-board-entry-codes.c — the boards' QR codes in the board entry
 * window, who is connected, and the codes on paper
 *
 * Each board has a card: its name, its code (drawn by the core's one home
 * of QR codes, the one the score sheets use) and its URL, selectable for a
 * person to copy, and whether a phone is on it. The codes print six to a
 * page, big enough to scan from a board's edge.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-event.h"
#include "events/hammer-events.h"
#include "hammer-board-entry-window-private.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-server.h"
#include "sheets/hammer-qr.h"

#include "hammer-qr-view.h"

/* The side of a code on screen, in pixels; and codes on a printed page. */
#define CODE_SIZE 168
#define PRINT_COLUMNS 2
#define PRINT_ROWS 3

static GtkWidget *
new_card (HammerBoardKey *board,
          GtkLabel      **connection_label)
{
  const char *name = hammer_board_key_get_name (board);
  const char *url = hammer_board_key_get_url (board);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (name);
  GtkWidget *url_label = gtk_label_new (url);
  GtkWidget *connection = gtk_label_new (NULL);
  g_autoptr(PangoAttrList) no_hyphens = pango_attr_list_new ();
  g_autoptr(GError) error = NULL;
  GtkWidget *area = hammer_qr_view_new ();
  g_autofree char *code_name = NULL;
  g_autofree char *url_name = NULL;

  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_margin_top (card, 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_widget_set_margin_top (title, 12);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (card), title);
  pango_attr_list_insert (no_hyphens, pango_attr_insert_hyphens_new (FALSE));

  g_object_ref_sink (area);
  if (url != NULL && hammer_qr_view_set_text (HAMMER_QR_VIEW (area), url, &error))
    {
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), CODE_SIZE);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), CODE_SIZE);
      gtk_widget_set_halign (area, GTK_ALIGN_CENTER);
      /* TRANSLATORS: what a screen reader says of a QR code; %s is a board's name. */
      code_name = g_strdup_printf (_("QR code of %s"), name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      code_name, -1);
      gtk_box_append (GTK_BOX (card), area);
    }
  else if (error != NULL)
    g_warning ("No QR code for %s: %s", name, error->message);
  g_object_unref (area);

  /* The URL for a person to copy, or to type on a phone without a camera:
   * broken anywhere, but with no hyphen added where it is, which a person
   * would type into the key. */
  gtk_label_set_selectable (GTK_LABEL (url_label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (url_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (url_label), PANGO_WRAP_CHAR);
  gtk_label_set_attributes (GTK_LABEL (url_label), no_hyphens);
  gtk_label_set_max_width_chars (GTK_LABEL (url_label), 24);
  gtk_label_set_justify (GTK_LABEL (url_label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (url_label, "caption");
  gtk_widget_set_margin_start (url_label, 12);
  gtk_widget_set_margin_end (url_label, 12);
  /* The URL is what a screen reader reads out; this says whose it is.
   * TRANSLATORS: %s is a board's name. */
  url_name = g_strdup_printf (_("The address of %s’s page"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (url_label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, url_name, -1);
  gtk_box_append (GTK_BOX (card), url_label);

  gtk_widget_add_css_class (connection, "caption");
  gtk_widget_set_margin_bottom (connection, 12);
  gtk_box_append (GTK_BOX (card), connection);
  *connection_label = GTK_LABEL (connection);
  return card;
}

void
_hammer_board_entry_show_codes (HammerBoardEntryWindow *self)
{
  guint n = self->boards != NULL ? self->boards->len : 0;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->codes_box))) != NULL)
    gtk_flow_box_remove (self->codes_box, child);
  g_hash_table_remove_all (self->connection_labels);

  for (guint i = 0; i < n; i++)
    {
      HammerBoardKey *board = g_ptr_array_index (self->boards, i);
      GtkLabel *connection = NULL;

      gtk_flow_box_append (self->codes_box, new_card (board, &connection));
      /* The card is no control; Tab goes to its URL, which can be copied. */
      gtk_widget_set_focusable (gtk_widget_get_last_child (GTK_WIDGET (self->codes_box)), FALSE);
      g_hash_table_insert (self->connection_labels,
                           GINT_TO_POINTER ((int) hammer_board_key_get_board (board)), connection);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->codes_box), n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board-entry.print", n > 0);
  if (n == 0)
    adw_preferences_group_set_description (self->boards_group, NULL);
}

/* Says on each card whether a phone is on its board, and in the heading
 * how many are. */
void
_hammer_board_entry_show_connected (HammerBoardEntryWindow *self)
{
  g_autoptr(GPtrArray) boards = NULL;
  g_autofree char *summary = NULL;
  guint n_connected = 0;

  if (self->server == NULL)
    return;
  boards = hammer_server_list_connections (self->server);
  for (guint i = 0; i < boards->len; i++)
    {
      HammerBoardConnection *board = g_ptr_array_index (boards, i);
      GtkLabel *label =
        g_hash_table_lookup (self->connection_labels,
                             GINT_TO_POINTER ((int) hammer_board_connection_get_board (board)));
      gboolean connected = hammer_board_connection_get_connected (board);
      const char *last_seen = hammer_board_connection_get_last_seen (board);
      g_autofree char *text = NULL;

      n_connected += connected;
      if (label == NULL)
        continue;
      if (connected)
        text = g_strdup (_("Connected"));
      else if (last_seen != NULL)
        {
          g_autoptr(GDateTime) seen = g_date_time_new_from_iso8601 (last_seen, NULL);
          g_autoptr(GDateTime) local = seen != NULL ? g_date_time_to_local (seen) : NULL;
          g_autofree char *time = local != NULL ? g_date_time_format (local, "%H:%M") : NULL;

          /* TRANSLATORS: a board whose phone went quiet; %s is a time of day, 14:05. */
          text = g_strdup_printf (_("Last seen at %s"), time != NULL ? time : last_seen);
        }
      else
        text = g_strdup (_("Not connected yet"));
      gtk_label_set_text (label, text);
      if (connected)
        {
          gtk_widget_add_css_class (GTK_WIDGET (label), "success");
          gtk_widget_remove_css_class (GTK_WIDGET (label), "dim-label");
        }
      else
        {
          gtk_widget_remove_css_class (GTK_WIDGET (label), "success");
          gtk_widget_add_css_class (GTK_WIDGET (label), "dim-label");
        }
    }
  /* TRANSLATORS: %u of %u boards have a phone on them now. */
  summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u board connected",
                                          "%u of %u boards connected",
                                          boards->len),
                             n_connected, boards->len);
  adw_preferences_group_set_description (self->boards_group, summary);
}

/* Printing */

typedef struct
{
  GPtrArray *boards;
  char *event_name;
} PrintJob;

static void
print_job_free (gpointer data)
{
  PrintJob *job = data;

  g_ptr_array_unref (job->boards);
  g_free (job->event_name);
  g_free (job);
}

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                PrintJob          *job)
{
  guint per_page = PRINT_COLUMNS * PRINT_ROWS;

  gtk_print_operation_set_n_pages (operation,
                                   MAX (1, (job->boards->len + per_page - 1) /
                                             per_page));
}

/* Draws @text centred in a box @width wide whose top is at @y; returns its
 * height. */
static double
draw_text (cairo_t    *cr,
           GtkPrintContext *context,
           const char *text,
           const char *font,
           double      x,
           double      y,
           double      width)
{
  g_autoptr(PangoLayout) layout = gtk_print_context_create_pango_layout (context);
  PangoFontDescription *description = pango_font_description_from_string (font);
  g_autoptr(PangoAttrList) attributes = pango_attr_list_new ();
  int text_width, text_height;

  /* Broken anywhere, but with no hyphen added: a key is typed as printed. */
  pango_attr_list_insert (attributes, pango_attr_insert_hyphens_new (FALSE));
  pango_layout_set_attributes (layout, attributes);
  pango_layout_set_font_description (layout, description);
  pango_font_description_free (description);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_wrap (layout, PANGO_WRAP_CHAR);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &text_width, &text_height);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  return (double) text_height / PANGO_SCALE;
}

/* A page of six codes, each with its board's name above it and its URL
 * below, under the event's name. */
static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              PrintJob          *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  double top, cell_width, cell_height;
  guint per_page = PRINT_COLUMNS * PRINT_ROWS;
  g_autofree char *heading = NULL;

  cairo_set_source_rgb (cr, 0, 0, 0);
  /* TRANSLATORS: the heading of the printed QR codes; %s is the event's name. */
  heading = g_strdup_printf (_("%s — Board Entry"), job->event_name);
  top = draw_text (cr, context, heading, "Sans Bold 14", 0, 0, width) + 12;
  cell_width = width / PRINT_COLUMNS;
  cell_height = (height - top) / PRINT_ROWS;

  for (guint i = 0; i < per_page; i++)
    {
      guint index = page * per_page + i;
      HammerBoardKey *board;
      g_autoptr(HammerQr) qr = NULL;
      double x = (i % PRINT_COLUMNS) * cell_width;
      double y = top + (i / PRINT_COLUMNS) * cell_height;
      double name_height, size;

      if (index >= job->boards->len)
        break;
      board = g_ptr_array_index (job->boards, index);
      cairo_set_source_rgb (cr, 0, 0, 0);
      name_height = draw_text (cr, context, hammer_board_key_get_name (board), "Sans Bold 16",
                               x, y, cell_width);
      /* The code as big as the cell holds beside the names, at most 6 cm. */
      size = MIN (MIN (cell_width - 24, cell_height - name_height - 48),
                  gtk_print_context_get_dpi_x (context) * 6 / 2.54);
      if ((qr = hammer_qr_new (hammer_board_key_get_url (board), NULL)) != NULL)
        hammer_qr_draw (qr, cr, x + (cell_width - size) / 2, y + name_height + 4, size);
      cairo_set_source_rgb (cr, 0, 0, 0);
      draw_text (cr, context, hammer_board_key_get_url (board), "Sans 8", x + 12,
                 y + name_height + size + 8, cell_width - 24);
    }
}

void
_hammer_board_entry_print_codes (HammerBoardEntryWindow *self)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  PrintJob *job;

  if (self->boards == NULL || self->boards->len == 0)
    return;
  /* The name only heads the printed codes: without it they still work. */
  event = self->day_id == 0 ? hammer_events_get_event (self->store, self->event_id, NULL) : NULL;
  job = g_new0 (PrintJob, 1);
  job->boards = g_ptr_array_ref (self->boards);
  job->event_name = g_strdup (self->day_id != 0 ? self->day_name
                              : event != NULL ? hammer_event_get_name (event) : NULL);
  if (job->event_name == NULL)
    job->event_name = g_strdup ("");

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (operation, _("Board Entry Codes"));
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), job);
  g_object_set_data_full (G_OBJECT (operation), "hammer-job", job, print_job_free);
  if (self->print_to != NULL)
    gtk_print_operation_set_export_filename (operation, self->print_to);
  if (gtk_print_operation_run (operation,
                               self->print_to != NULL ? GTK_PRINT_OPERATION_ACTION_EXPORT
                                                      : GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               GTK_WINDOW (self), &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    _hammer_board_entry_report_error (self, error);
}
