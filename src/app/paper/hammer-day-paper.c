/* hammer-day-paper.c — a day's registration paper from the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-day-paper.h"
#include "hammer-print.h"
#include "hammer-window.h"

/* What a document is laid out from, read before the printer's dialog. */
typedef struct
{
  GtkWidget          *widget;
  HammerDaySheetKind  kind;
  gint64              player_id;
  HammerDayRegister  *reg;
  HammerDayMoney     *money;
  char               *check_in_url;  /* the sign-in list's, while check-in is open */
} DayDocument;

static void
day_document_free (DayDocument *document)
{
  g_clear_object (&document->widget);
  g_clear_pointer (&document->reg, hammer_day_register_free);
  g_clear_pointer (&document->money, hammer_day_money_free);
  g_clear_pointer (&document->check_in_url, g_free);
  g_free (document);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DayDocument, day_document_free)

static HammerLayout *
lay_out_day_document (gpointer      data,
                      HammerPaper   paper,
                      gboolean      landscape,
                      GError      **error)
{
  DayDocument *document = data;

  switch (document->kind)
    {
    case HAMMER_DAY_SHEET_RECEIPT:
      return hammer_day_receipt_sheet_new (document->reg, document->player_id, paper, error);
    case HAMMER_DAY_SHEET_SIGN_IN:
      return hammer_day_sign_in_sheet_new (document->reg, document->check_in_url, paper, error);
    case HAMMER_DAY_SHEET_MONEY:
    default:
      return hammer_day_money_sheet_new (document->money, paper);
    }
}

static const char *
document_title (DayDocument *document)
{
  switch (document->kind)
    {
    /* TRANSLATORS: the print job's name of a player's receipt. */
    case HAMMER_DAY_SHEET_RECEIPT: return _("Receipt");
    /* TRANSLATORS: the print job's name of the day's sign-in list. */
    case HAMMER_DAY_SHEET_SIGN_IN: return _("Sign-In List");
    /* TRANSLATORS: the print job's name of the day's money summary. */
    case HAMMER_DAY_SHEET_MONEY:
    default: return _("Money Summary");
    }
}

static void
print_read (DayDocument *document)
{
  g_autoptr(DayDocument) owned = document;
  g_autoptr(GtkWidget) widget = g_steal_pointer (&document->widget);
  const char *name = document->reg != NULL ? document->reg->name : document->money->name;
  g_autofree char *title = g_strdup_printf ("%s – %s", name, document_title (document));

  if (gtk_widget_get_root (widget) == NULL)
    return;
  hammer_print_run (widget, lay_out_day_document, g_steal_pointer (&owned),
                    (GDestroyNotify) day_document_free, title);
}

static void
register_read_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  DayDocument *document = user_data;
  g_autoptr(GError) error = NULL;

  document->reg = hammer_days_get_register_finish (HAMMER_STORE (source), result, &error);
  if (document->reg == NULL)
    {
      hammer_window_report_error_near (document->widget, error);
      day_document_free (document);
      return;
    }
  print_read (document);
}

static void
money_read_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  DayDocument *document = user_data;
  g_autoptr(GError) error = NULL;

  document->money = hammer_days_get_money_finish (HAMMER_STORE (source), result, &error);
  if (document->money == NULL)
    {
      hammer_window_report_error_near (document->widget, error);
      day_document_free (document);
      return;
    }
  print_read (document);
}

void
hammer_day_paper_print (GtkWidget          *widget,
                        HammerStore        *store,
                        gint64              day_id,
                        HammerDaySheetKind  kind,
                        gint64              player_id)
{
  DayDocument *document;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (day_id > 0);

  document = g_new0 (DayDocument, 1);
  document->widget = g_object_ref (widget);
  document->kind = kind;
  document->player_id = player_id;
  /* While phones check in, the list carries the code of their page. */
  if (kind == HAMMER_DAY_SHEET_SIGN_IN)
    {
      g_autoptr(GError) error = NULL;

      document->check_in_url = hammer_sheets_check_in_url (store, 0, day_id, TRUE, &error);
      if (error != NULL)
        g_warning ("Could not read the address of check-in: %s", error->message);
    }
  if (kind == HAMMER_DAY_SHEET_MONEY)
    hammer_days_get_money_async (store, day_id, NULL, money_read_cb, document);
  else
    hammer_days_get_register_async (store, day_id, NULL, register_read_cb, document);
}
