/* hammer-day-sheets.c — a day's registration desk on paper: a player's
 * receipt, the day's sign-in list and the day's money
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <stdarg.h>
#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-money.h"
#include "hammer-places.h"
#include "sheets/hammer-day-sheets.h"
#include "sheets/hammer-sheets-private.h"

/* Late entries get this many blank lines on the sign-in list at least,
 * and one for every tenth player beyond. */
#define MIN_BLANK_LINES 6

gboolean
hammer_day_sheet_kind_from_string (const char         *text,
                                   HammerDaySheetKind *kind)
{
  static const char * const names[] = { "receipt", "sign-in", "money" };
  int found = hammer_sheet_find_name (text, names, G_N_ELEMENTS (names));

  g_return_val_if_fail (kind != NULL, FALSE);

  if (found < 0)
    return FALSE;
  *kind = (HammerDaySheetKind) found;
  return TRUE;
}

/* The header of every page: the day's name, then its date and venue. */
static HammerLayout *
day_layout_new (HammerPaper  paper,
                const char  *name,
                const char  *date,
                const char  *venue)
{
  g_autofree char *when = hammer_i18n_format_date (date);
  g_autofree char *subtitle = venue != NULL && *venue != '\0'
                              ? g_strdup_printf ("%s · %s", when, venue) : g_strdup (when);

  return hammer_layout_new (paper, FALSE, name, subtitle);
}

/* A title over what follows on a page: returns the height it took. */
static double
draw_title (HammerLayout *layout,
            double        y,
            const char   *title)
{
  hammer_layout_text (layout, -3, y, hammer_layout_get_width (layout), 22, title, 15,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
  return 22;
}

/* A line of text in 10 points, wrapped to the page's width; returns its height. */
static double
draw_line (HammerLayout    *layout,
           double           y,
           const char      *text,
           HammerTextFlags  flags)
{
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_text_height (layout, text, width, 10, flags | HAMMER_TEXT_WRAP);

  hammer_layout_text (layout, -3, y, width, height, text, 10, flags | HAMMER_TEXT_WRAP,
                      HAMMER_ALIGN_START);
  return height;
}

/* A row's @n_cells cells from the texts that follow, which it takes. */
static char **
cells_taking (guint n_cells,
              ...)
{
  char **cells = g_new0 (char *, n_cells + 1);
  va_list texts;

  va_start (texts, n_cells);
  for (guint i = 0; i < n_cells; i++)
    cells[i] = va_arg (texts, char *);
  va_end (texts);
  return cells;
}

static gboolean
any_team_entry (const HammerDayPlayer *player)
{
  for (guint e = 0; e < player->entries->len; e++)
    if (g_array_index (player->entries, HammerDayEntry, e).team)
      return TRUE;
  return FALSE;
}

/* A receipt's event: "Singles", "Singles (withdrawn)", or for a team, whose
 * fee is one for both and whose payment is the team's, "Doubles (the
 * team’s fee: Anna / Bert)". */
static char *
receipt_event_text (const HammerDayEntry *entry)
{
  if (!entry->team)
    return hammer_standings_name_text (entry->event_name, entry->withdrawn);
  /* TRANSLATORS: on a receipt: an event in which the player pays as one of
   * a team: the event's name, then the team's players ("Anna / Bert"). */
  return g_strdup_printf (_("%s (the team’s fee: %s)"), entry->event_name,
                          entry->team_names != NULL ? entry->team_names : "");
}

HammerLayout *
hammer_day_receipt_sheet_new (HammerDayRegister  *reg,
                              gint64              player_id,
                              HammerPaper         paper,
                              GError            **error)
{
  HammerDayPlayer *player;
  g_autoptr(HammerLayout) layout = NULL;
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autoptr(GString) methods = g_string_new (NULL);
  g_autofree char *when = NULL;
  g_autofree char *line = NULL;
  g_autofree char *due = NULL;
  g_autofree char *paid = NULL;
  g_autofree char *summary = NULL;
  HammerSheetColumn columns[] = {
    /* TRANSLATORS: the columns of a receipt for entry fees. */
    { C_("receipt", "Event"), 5, HAMMER_ALIGN_START },
    { C_("receipt", "Entry fee"), 2, HAMMER_ALIGN_END },
    { C_("receipt", "Paid"), 2, HAMMER_ALIGN_END },
    { C_("receipt", "How"), 2, HAMMER_ALIGN_START },
  };
  HammerSheetGrid grid = { .columns = columns, .n_columns = G_N_ELEMENTS (columns),
                           .look = HAMMER_SHEET_GRID_EVENT };
  double y = 0, width;

  g_return_val_if_fail (reg != NULL, NULL);

  if (!(player = hammer_day_register_find (reg, player_id)))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--player: player %" PRId64 " is in no event of day %" PRId64),
                   player_id, reg->id);
      return NULL;
    }
  for (guint e = 0; e < player->entries->len; e++)
    {
      const HammerDayEntry *entry = &g_array_index (player->entries, HammerDayEntry, e);
      const char *how = hammer_payment_method_label (entry->method);

      hammer_sheet_rows_take (rows, FALSE, FALSE,
                              cells_taking (4, receipt_event_text (entry),
                                            /* One who withdrew owes no fee: the total
                                             * leaves it out, and so does the row. */
                                            entry->withdrawn
                                            ? g_strdup ("—")
                                            : hammer_money_format (entry->fee, reg->currency),
                                            entry->method != HAMMER_PAYMENT_NONE
                                            ? hammer_money_format (entry->paid, reg->currency)
                                            /* TRANSLATORS: on a receipt, an entry fee. */
                                            : g_strdup (C_("receipt", "not paid")),
                                            g_strdup (how)));
      if (entry->method != HAMMER_PAYMENT_NONE && strstr (methods->str, how) == NULL)
        g_string_append_printf (methods, "%s%s", methods->len > 0 ? ", " : "", how);
    }
  due = hammer_money_format (player->fees.due, reg->currency);
  paid = hammer_money_format (player->fees.paid, reg->currency);
  /* TRANSLATORS: the last row of a receipt, under the events. */
  hammer_sheet_rows_add (rows, TRUE, 4, C_("receipt", "Total"), due, paid, "");

  layout = day_layout_new (paper, reg->name, reg->date, reg->venue);
  width = hammer_layout_get_width (layout);
  hammer_layout_add_page (layout);
  y += draw_title (layout, y, _("Receipt"));
  when = hammer_i18n_format_date (reg->date);
  line = player->club != NULL
         /* TRANSLATORS: who a receipt is for: a player's name and club. */
         ? g_strdup_printf (_("For: %s, %s"), player->name, player->club)
         /* TRANSLATORS: who a receipt is for. */
         : g_strdup_printf (_("For: %s"), player->name);
  y += draw_line (layout, y, line, HAMMER_TEXT_BOLD);
  g_clear_pointer (&line, g_free);
  /* TRANSLATORS: on a receipt: the tournament day, its date and venue. */
  line = g_strdup_printf (_("%s on %s at %s"), reg->name, when,
                          reg->venue != NULL ? reg->venue : "—");
  y += draw_line (layout, y, line, HAMMER_TEXT_NORMAL) + 10;
  grid.rows = rows;
  grid.count = rows->len;
  y += hammer_sheet_draw_grid (layout, &grid, 0, y, width, HAMMER_SHEET_ROW) + 10;
  summary = methods->len > 0
            /* TRANSLATORS: under a receipt: the total paid, then how ("Cash, Transfer"). */
            ? g_strdup_printf (_("Paid in all: %s (%s)."), paid, methods->str)
            : g_strdup_printf (_("Paid in all: %s."), paid);
  y += draw_line (layout, y, summary, HAMMER_TEXT_NORMAL);
  if (player->fees.outstanding > 0)
    {
      g_autofree char *left = hammer_money_format (player->fees.outstanding, reg->currency);
      g_autofree char *still = g_strdup_printf (_("Still due: %s."), left);

      y += draw_line (layout, y, still, HAMMER_TEXT_NORMAL);
    }
  if (player->fees.refunded > 0)
    {
      g_autofree char *back = hammer_money_format (player->fees.refunded, reg->currency);
      /* TRANSLATORS: on a receipt: what the desk gave back of the fees paid. */
      g_autofree char *given = g_strdup_printf (_("Given back: %s."), back);

      y += draw_line (layout, y, given, HAMMER_TEXT_NORMAL);
    }
  if (any_team_entry (player))
    y += draw_line (layout, y, _("A team pays one fee: what was paid for it is the team’s, "
                                 "shown on each of its players’ receipts."),
                    HAMMER_TEXT_MUTED);
  g_clear_pointer (&line, g_free);
  /* TRANSLATORS: the last line of a receipt: when it was written (the day's date). */
  line = g_strdup_printf (_("Date: %s"), when);
  y += 20 + draw_line (layout, y + 20, line, HAMMER_TEXT_MUTED);
  /* TRANSLATORS: under the line the desk signs a receipt on. */
  hammer_sheet_draw_signatures (layout, 0, y + 40, width / 2,
                                (const char *[]) { C_("receipt", "Received by"), NULL });
  hammer_layout_finish (layout);
  return g_steal_pointer (&layout);
}

/* An event on the sign-in list: "Singles", "Singles (withdrawn)", and
 * what the desk gave back, "Singles (withdrawn, € 4,00 given back)". */
static char *
sign_in_entry_text (const HammerDayEntry *entry,
                    const char           *currency)
{
  g_autofree char *back = NULL;

  if (entry->refunded == 0)
    return hammer_standings_name_text (entry->event_name, entry->withdrawn);
  back = hammer_money_format (entry->refunded, currency);
  if (entry->withdrawn)
    /* TRANSLATORS: on the sign-in list: an event the player withdrew from,
     * then what the desk gave back of the fee. */
    return g_strdup_printf (_("%s (withdrawn, %s given back)"), entry->event_name, back);
  /* TRANSLATORS: on the sign-in list: an event, then what the desk gave
   * back of its fee. */
  return g_strdup_printf (_("%s (%s given back)"), entry->event_name, back);
}

/* The events of @player, by name, joined. */
static char *
events_text (const HammerDayPlayer *player,
             const char            *currency)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint e = 0; e < player->entries->len; e++)
    {
      g_autofree char *name = sign_in_entry_text (&g_array_index (player->entries,
                                                                  HammerDayEntry, e),
                                                  currency);

      g_string_append_printf (text, "%s%s", e > 0 ? ", " : "", name);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
any_team (HammerDayRegister *reg)
{
  for (guint i = 0; i < reg->players->len; i++)
    if (any_team_entry (reg->players->pdata[i]))
      return TRUE;
  return FALSE;
}

HammerLayout *
hammer_day_sign_in_sheet_new (HammerDayRegister  *reg,
                              const char         *check_in_url,
                              HammerPaper         paper,
                              GError            **error)
{
  g_autoptr(HammerLayout) layout = NULL;
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autofree char *players_note = NULL;
  g_autofree char *note = NULL;
  HammerSheetColumn columns[] = {
    /* Translators: the column of boxes ticked as each player arrives. */
    { C_("sign-in", "Here"), 0.8, HAMMER_ALIGN_CENTER }, { _("Name"), 4, HAMMER_ALIGN_START },
    { _("Club"), 2.5, HAMMER_ALIGN_START },
    /* TRANSLATORS: a column of the day's sign-in list: the events a player is in. */
    { C_("sign-in", "Events"), 3.5, HAMMER_ALIGN_START },
    /* TRANSLATORS: a column of the day's sign-in list: the player's entry fees. */
    { C_("sign-in", "Fee due"), 1.6, HAMMER_ALIGN_END },
    { C_("sign-in", "Paid"), 1.6, HAMMER_ALIGN_END },
    { _("Signature"), 3.2, HAMMER_ALIGN_START },
  };
  guint n_blank;

  g_return_val_if_fail (reg != NULL, NULL);

  if (reg->players->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Day %" PRId64 " has nobody entered in its events yet"), reg->id);
      return NULL;
    }
  for (guint i = 0; i < reg->players->len; i++)
    {
      const HammerDayPlayer *player = reg->players->pdata[i];

      hammer_sheet_rows_take (rows, FALSE, FALSE,
                              cells_taking (G_N_ELEMENTS (columns),
                                            g_strdup (player->checked_in != NULL ? "✓" : ""),
                                            g_strdup (player->name),
                                            g_strdup (player->club != NULL ? player->club : ""),
                                            events_text (player, reg->currency),
                                            hammer_money_format (player->fees.due,
                                                                 reg->currency),
                                            /* What the desk holds: a refund is not paid. */
                                            player->fees.paid > 0
                                            ? hammer_money_format (player->fees.paid -
                                                                   player->fees.refunded,
                                                                   reg->currency)
                                            : g_strdup (""),
                                            g_strdup ("")));
    }
  n_blank = MAX (MIN_BLANK_LINES, reg->players->len / 10);
  for (guint i = 0; i < n_blank; i++)
    hammer_sheet_rows_take (rows, FALSE, FALSE, hammer_sheet_cells_new (G_N_ELEMENTS (columns)));

  layout = day_layout_new (paper, reg->name, reg->date, reg->venue);
  players_note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%u player, by name, with the events of the day "
                                              "they are in; ✓ is checked in already. The blank "
                                              "lines at the end are for late entries.",
                                              "%u players, by name, with the events of the day "
                                              "they are in; ✓ is checked in already. The blank "
                                              "lines at the end are for late entries.",
                                              reg->players->len),
                                  reg->players->len);
  /* A team pays one fee, which each of its players' lines shows. */
  note = any_team (reg) ? g_strdup_printf ("%s %s", players_note,
                                           _("A team’s fee is listed with each of its players "
                                             "and paid once."))
                        : g_steal_pointer (&players_note);
  if (!hammer_sheets_draw_sign_in_list (layout, _("Sign-in list"), note, check_in_url, columns,
                                        G_N_ELEMENTS (columns), rows, error))
    return NULL;
  hammer_layout_finish (layout);
  return g_steal_pointer (&layout);
}

/* The day's figures under the events, one a row. */
static GPtrArray *
money_summary_rows (HammerDayMoney *money)
{
  GPtrArray *rows = hammer_sheet_rows_new ();
  struct { const char *label; gint64 cents; gboolean strong; } lines[] = {
    /* TRANSLATORS: the lines of a day's money summary. */
    { C_("money", "Entry fees due"), money->due, FALSE },
    { C_("money", "Taken in cash"), money->taken[HAMMER_PAYMENT_CASH], FALSE },
    { C_("money", "Taken by transfer"), money->taken[HAMMER_PAYMENT_TRANSFER], FALSE },
    { C_("money", "Taken otherwise"), money->taken[HAMMER_PAYMENT_OTHER], FALSE },
    { C_("money", "Taken in all"), money->taken_total, TRUE },
    { C_("money", "Still outstanding"), money->outstanding, FALSE },
    { C_("money", "Prizes of the finished events"), money->prizes, FALSE },
    { C_("money", "Balance: taken less prizes"), money->balance, TRUE },
  };
  struct { const char *label; gint64 cents; } refunds[] = {
    { C_("money", "Given back in cash"), money->refunded[HAMMER_PAYMENT_CASH] },
    { C_("money", "Given back by transfer"), money->refunded[HAMMER_PAYMENT_TRANSFER] },
    { C_("money", "Given back otherwise"), money->refunded[HAMMER_PAYMENT_OTHER] },
  };

  /* Refunds, where there are any, before the balance that counts them. */
  if (money->refunded_total > 0)
    lines[G_N_ELEMENTS (lines) - 1].label = C_("money", "Balance: taken less refunds and "
                                                        "prizes");
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      if (i == G_N_ELEMENTS (lines) - 1 && money->refunded_total > 0)
        for (guint r = 0; r < G_N_ELEMENTS (refunds); r++)
          hammer_sheet_rows_take (rows, FALSE, FALSE,
                                  cells_taking (2, g_strdup (refunds[r].label),
                                                hammer_money_format (refunds[r].cents,
                                                                     money->currency)));
      hammer_sheet_rows_take (rows, lines[i].strong, FALSE,
                              cells_taking (2, g_strdup (lines[i].label),
                                            hammer_money_format (lines[i].cents,
                                                                 money->currency)));
    }
  return rows;
}

HammerLayout *
hammer_day_money_sheet_new (HammerDayMoney *money,
                            HammerPaper     paper)
{
  g_autoptr(HammerLayout) layout = NULL;
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autoptr(GPtrArray) summary = NULL;
  HammerSheetColumn columns[] = {
    /* TRANSLATORS: the columns of a day's money summary, per event. */
    { C_("money", "Event"), 4, HAMMER_ALIGN_START },
    { C_("money", "Entry fee"), 1.8, HAMMER_ALIGN_END },
    { C_("money", "Entrants"), 1.4, HAMMER_ALIGN_END },
    { C_("money", "Due"), 1.8, HAMMER_ALIGN_END },
    { C_("money", "Taken"), 1.8, HAMMER_ALIGN_END },
    { C_("money", "Prizes"), 1.8, HAMMER_ALIGN_END },
    /* TRANSLATORS: a column of a day's money summary: the cents of shared
     * prizes that could not be split, and places nobody finished in. */
    { C_("money", "Left over"), 1.8, HAMMER_ALIGN_END },
  };
  HammerSheetColumn summary_columns[] = {
    { C_("money", "Day"), 6, HAMMER_ALIGN_START },
    { C_("money", "Amount"), 2, HAMMER_ALIGN_END },
  };
  HammerSheetGrid grid = { .columns = columns, .n_columns = G_N_ELEMENTS (columns),
                           .look = HAMMER_SHEET_GRID_EVENT };
  double y = 0, width;

  g_return_val_if_fail (money != NULL, NULL);

  for (guint e = 0; e < money->events->len; e++)
    {
      const HammerDayEventMoney *event = &g_array_index (money->events, HammerDayEventMoney, e);
      const char *sign = money->currency;
      /* Prizes only once there are places to pay. */
      gboolean paid_out = event->finished && event->has_payout;

      hammer_sheet_rows_take (rows, FALSE, FALSE,
                              cells_taking (G_N_ELEMENTS (columns), g_strdup (event->name),
                                            hammer_money_format (event->fee, sign),
                                            g_strdup_printf ("%u", event->n_entrants),
                                            hammer_money_format (event->due, sign),
                                            hammer_money_format (event->taken, sign),
                                            paid_out ? hammer_money_format (event->prizes, sign)
                                                     : g_strdup ("—"),
                                            paid_out ? hammer_money_format (event->remainder, sign)
                                                     : g_strdup ("—")));
    }
  summary = money_summary_rows (money);

  layout = day_layout_new (paper, money->name, money->date, money->venue);
  width = hammer_layout_get_width (layout);
  hammer_layout_add_page (layout);
  y += draw_title (layout, y, _("Entry fees and prizes"));
  y += draw_line (layout, y, _("Prizes count once an event is finished (— before). What is "
                               "left over of its payout table stays with the day."),
                  HAMMER_TEXT_MUTED) + 6;
  grid.rows = rows;
  grid.count = rows->len;
  y += hammer_sheet_draw_grid (layout, &grid, 0, y, width, HAMMER_SHEET_ROW) + 10;
  for (guint e = 0; e < money->events->len; e++)
    {
      const HammerDayEventMoney *event = &g_array_index (money->events, HammerDayEventMoney, e);
      g_autofree char *warning = hammer_day_event_money_warning (event, money->currency);

      if (warning != NULL)
        y += draw_line (layout, y, warning, HAMMER_TEXT_BOLD);
    }
  y += 6;
  grid = (HammerSheetGrid) { .columns = summary_columns,
                             .n_columns = G_N_ELEMENTS (summary_columns), .rows = summary,
                             .count = summary->len, .look = HAMMER_SHEET_GRID_EVENT };
  hammer_sheet_draw_grid (layout, &grid, 0, y, width * 0.6, HAMMER_SHEET_ROW);
  hammer_layout_finish (layout);
  return g_steal_pointer (&layout);
}

gboolean
hammer_day_sheets_render_to_file (HammerStore         *store,
                                  gint64               day_id,
                                  HammerDaySheetKind   kind,
                                  gint64               player_id,
                                  HammerPaper          paper,
                                  const char          *path,
                                  GError             **error)
{
  g_autoptr(HammerDayRegister) reg = NULL;
  g_autoptr(HammerDayMoney) money = NULL;
  HammerLayout *layout = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (kind == HAMMER_DAY_SHEET_MONEY)
    {
      if (!(money = hammer_days_get_money (store, day_id, error)))
        return FALSE;
      layout = hammer_day_money_sheet_new (money, paper);
    }
  else if (!(reg = hammer_days_get_register (store, day_id, error)))
    return FALSE;
  else if (kind == HAMMER_DAY_SHEET_RECEIPT)
    layout = hammer_day_receipt_sheet_new (reg, player_id, paper, error);
  else
    {
      g_autoptr(GError) local_error = NULL;
      g_autofree char *url = hammer_sheets_check_in_url (store, 0, day_id, TRUE, &local_error);

      if (local_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      layout = hammer_day_sign_in_sheet_new (reg, url, paper, error);
    }
  return hammer_sheet_write_layout_to_file (layout, path, error);
}
