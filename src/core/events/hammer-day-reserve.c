/* hammer-day-reserve.c — a board of a tournament day kept for one event of it, one stage of
 * that event, or one round of its knockout (finals on board 1)
 *
 * A board kept for a round (the final, the semi-finals, a consolation's
 * final) is where that round is called: its matches go to no other board,
 * and wait for that one while it is busy. While none of them is ready, the
 * board plays the matches of its event that lead to the round (whose
 * winner or loser goes on, in the end, to it) and nothing else: so it is
 * free when the round is ready, as those matches are over by then (a match
 * for third place, which the final does not wait for, plays elsewhere), and
 * no other event's match keeps it. The timetable's estimates go by the
 * same rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "events/hammer-day.h"
#include "events/hammer-day-private.h"

/* The rounds a board may be kept for, by rounds before the last of its
 * bracket; the first spelling of each is the one stored. */
static const struct
{
  const char *name;
  int         from_last;
} round_names[] = {
  { "final", 0 },
  { "semifinal", 1 },
  { "quarterfinal", 2 },
  { "grand-final", 0 },
  { "semi-final", 1 },
  { "quarter-final", 2 },
};

/* A bracket's prefix: "consolation:final". The main one has none. */
static const struct
{
  const char   *name;
  HammerBracket bracket;
} bracket_names[] = {
  { "consolation", HAMMER_BRACKET_CONSOLATION },
  { "second-knockout", HAMMER_BRACKET_SECOND_KNOCKOUT },
};

gboolean
hammer_day_round_parse (const char    *text,
                        HammerBracket *bracket,
                        int           *from_last)
{
  const char *colon = text != NULL ? strchr (text, ':') : NULL;
  const char *round = text;

  *bracket = HAMMER_BRACKET_FINAL;
  *from_last = -1;
  if (text == NULL)
    return FALSE;
  if (colon != NULL)
    {
      guint b;

      for (b = 0; b < G_N_ELEMENTS (bracket_names); b++)
        if (strlen (bracket_names[b].name) == (gsize) (colon - text) &&
            g_ascii_strncasecmp (text, bracket_names[b].name, colon - text) == 0)
          break;
      if (b == G_N_ELEMENTS (bracket_names))
        return FALSE;
      *bracket = bracket_names[b].bracket;
      round = colon + 1;
    }
  for (guint r = 0; r < G_N_ELEMENTS (round_names); r++)
    if (g_ascii_strcasecmp (round, round_names[r].name) == 0)
      {
        /* Past the main bracket, a board is kept for a final or semi-finals. */
        if (*bracket != HAMMER_BRACKET_FINAL && round_names[r].from_last > 1)
          break;
        *from_last = round_names[r].from_last;
        return TRUE;
      }
  *bracket = HAMMER_BRACKET_FINAL;
  return FALSE;
}

static char *
round_to_string (HammerBracket bracket,
                 int           from_last)
{
  for (guint b = 0; b < G_N_ELEMENTS (bracket_names); b++)
    if (bracket_names[b].bracket == bracket)
      return g_strconcat (bracket_names[b].name, ":", round_names[from_last].name, NULL);
  return g_strdup (round_names[from_last].name);
}

char *
hammer_day_round_normalize (const char *text)
{
  HammerBracket bracket;
  int from_last;

  g_return_val_if_fail (text != NULL, NULL);

  return hammer_day_round_parse (text, &bracket, &from_last) ? round_to_string (bracket, from_last)
                                                             : NULL;
}

char *
hammer_day_round_label (const char *round)
{
  /* The rounds' own names, of a knockout of four rounds. */
  HammerRounds rounds = {
    .format = HAMMER_FORMAT_SINGLE_ELIMINATION,
    .final_round = 4,
    .consolation_last = 4,
    .second_last = 4,
  };
  HammerBracket bracket;
  int from_last;

  g_return_val_if_fail (round != NULL, NULL);

  if (!hammer_day_round_parse (round, &bracket, &from_last))
    return g_strdup (round);
  if (bracket == HAMMER_BRACKET_FINAL && from_last > 0)
    bracket = HAMMER_BRACKET_WINNERS;
  return hammer_rounds_name (&rounds, bracket, -1, 4 - from_last);
}

/* The last round of @bracket in @model's draw; 0 while it is not drawn. */
static guint
last_round (HammerEventModel *model,
            HammerBracket     bracket)
{
  switch (bracket)
    {
    case HAMMER_BRACKET_CONSOLATION:
      return model->rounds.consolation_last;
    case HAMMER_BRACKET_SECOND_KNOCKOUT:
      return model->rounds.second_last;
    default:
      return model->rounds.final_round;
    }
}

/* Whether @model has, or will have once drawn, round @from_last of @bracket. */
static gboolean
event_has_round (HammerEventModel *model,
                 HammerBracket     bracket,
                 int               from_last)
{
  const HammerFormatInfo *info = hammer_format_get_info (model->format);
  guint last = last_round (model, bracket);
  HammerDrawOptions options;

  if (last > 0)
    return (guint) from_last < last && (from_last == 0 || !info->losers_bracket);
  /* Not drawn yet: what its format and options will have (the knockouts
   * after groups are drawn after them). */
  hammer_event_draw_options (model->settings, &options);
  switch (bracket)
    {
    case HAMMER_BRACKET_CONSOLATION:
      return options.consolation;
    case HAMMER_BRACKET_SECOND_KNOCKOUT:
      return options.second_knockout;
    default:
      return (info->knockout || info->staged) && (from_last == 0 || !info->losers_bracket);
    }
}

GStrv
hammer_day_event_rounds (HammerEventModel *model)
{
  static const HammerBracket brackets[] = {
    HAMMER_BRACKET_FINAL, HAMMER_BRACKET_CONSOLATION, HAMMER_BRACKET_SECOND_KNOCKOUT,
  };
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint b = 0; b < G_N_ELEMENTS (brackets); b++)
    for (int from_last = 0; from_last < 3; from_last++)
      if ((brackets[b] == HAMMER_BRACKET_FINAL || from_last < 2) &&
          event_has_round (model, brackets[b], from_last))
        {
          g_autofree char *text = round_to_string (brackets[b], from_last);

          g_strv_builder_add (builder, text);
        }
  return g_strv_builder_end (builder);
}

gboolean
hammer_day_board_round_has (const HammerEventBoard *board,
                            HammerEventModel       *model,
                            guint                   index)
{
  const HammerDrawMatch *match = &g_array_index (model->matches, HammerEventMatchRow, index).dm;

  if (board->reserved_event != model->id || board->reserved_round < 0)
    return FALSE;
  if (board->reserved_bracket == HAMMER_BRACKET_FINAL &&
      (match->bracket == HAMMER_BRACKET_FINAL || match->bracket == HAMMER_BRACKET_FINAL_RESET))
    return board->reserved_round == 0;
  if (board->reserved_bracket == HAMMER_BRACKET_FINAL)
    return match->bracket == HAMMER_BRACKET_WINNERS && board->reserved_round > 0 &&
           !hammer_format_get_info (model->format)->losers_bracket &&
           match->round + board->reserved_round == model->rounds.final_round;
  return match->bracket == board->reserved_bracket &&
         match->round + board->reserved_round == last_round (model, board->reserved_bracket);
}

/* Whether match @index of @model goes on, by its winner or its loser, in
 * the end to a match of the round @board is kept for. */
static gboolean
leads_to_round (const HammerEventBoard *board,
                HammerEventModel       *model,
                guint                   index)
{
  g_autofree gboolean *seen = g_new0 (gboolean, model->matches->len);
  g_autoptr(GArray) to_visit = g_array_new (FALSE, FALSE, sizeof (guint));

  g_array_append_val (to_visit, index);
  seen[index] = TRUE;
  while (to_visit->len > 0)
    {
      guint i = g_array_index (to_visit, guint, to_visit->len - 1);

      g_array_set_size (to_visit, to_visit->len - 1);
      for (guint f = model->followers[i]; f < model->followers[i + 1]; f++)
        {
          guint next = model->followers[f];

          if (seen[next])
            continue;
          if (hammer_day_board_round_has (board, model, next))
            return TRUE;
          seen[next] = TRUE;
          g_array_append_val (to_visit, next);
        }
    }
  return FALSE;
}

/* Whether a board other than @board is kept for the round of match
 * @index of @model. */
static gboolean
round_kept_elsewhere (const HammerEventBoard *board,
                      HammerEventModel       *model,
                      guint                   index)
{
  for (guint b = 0; b < model->boards->len; b++)
    {
      const HammerEventBoard *other = &g_array_index (model->boards, HammerEventBoard, b);

      if (other->id != board->id && hammer_day_board_round_has (other, model, index))
        return TRUE;
    }
  return FALSE;
}

gboolean
hammer_day_board_takes (const HammerEventBoard *board,
                        HammerEventModel       *model,
                        guint                   index)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);

  if (board->reserved_event != 0 && board->reserved_event != model->id)
    return FALSE;
  if (board->reserved_round >= 0)
    return hammer_day_board_round_has (board, model, index) ||
           leads_to_round (board, model, index);
  return (board->reserved_stage < 0 || (int) row->dm.stage == board->reserved_stage) &&
         !round_kept_elsewhere (board, model, index);
}

/* Whether event @event_id has stage @stage (from 0): an event of groups
 * and a knockout has two, the groups (0) and the knockout (1); any other
 * one, played in one stage. */
static gboolean
check_stage (HammerEventModel  *model,
             int                stage,
             GError           **error)
{
  if (hammer_format_get_info (model->format)->staged)
    {
      if (stage <= 1)
        return TRUE;
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” has no stage %d: a board may be kept for its stage 0, the groups, "
                     "or its stage 1, the knockout"), model->name, stage);
      return FALSE;
    }
  if (stage == 0)
    return TRUE;
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("“%s” has no stage %d: it is played in one stage, so a board is kept for the "
                 "whole event"), model->name, stage);
  return FALSE;
}

/* @round read and checked against @model: the text to store, or NULL. */
static char *
check_round (HammerEventModel  *model,
             const char        *round,
             GError           **error)
{
  g_auto(GStrv) rounds = hammer_day_event_rounds (model);
  g_autofree char *list = NULL;
  g_autofree char *text = hammer_day_round_normalize (round);

  if (text == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--reserve: “%s” is no stage or round. A round is final, semifinal or "
                     "quarterfinal (grand-final: a double elimination’s final), of another "
                     "bracket after its name: consolation:final, second-knockout:semifinal"),
                   round);
      return NULL;
    }
  if (g_strv_contains ((const char * const *) rounds, text))
    return g_steal_pointer (&text);
  list = g_strjoinv (", ", rounds);
  if (rounds[0] == NULL)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("“%s” has no round “%s”: it has no knockout, so a board is kept for the "
                   "whole event"), model->name, round);
  else
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("“%s” has no round “%s”: a board may be kept for its %s"), model->name, round,
                 list);
  return NULL;
}

/* Checks what board is kept for: event @event_id of day @day_id, its
 * @stage or its @round; sets what to store in @round_text. */
static gboolean
check_reservation (HammerStore  *self,
                   sqlite3      *db,
                   gint64        day_id,
                   gint64        event_id,
                   int           stage,
                   const char   *round,
                   char        **round_text,
                   GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;

  if (hammer_events_get_day (self, event_id, NULL) != day_id)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--reserve: event %" PRId64 " is not played on day %" PRId64),
                   event_id, day_id);
      return FALSE;
    }
  if (stage < 0 && round == NULL)
    return TRUE;
  if (!(model = hammer_event_load (db, event_id, error)))
    return FALSE;
  if (stage >= 0 && !check_stage (model, stage, error))
    return FALSE;
  return round == NULL || (*round_text = check_round (model, round, error)) != NULL;
}

gboolean
hammer_days_reserve_board (HammerStore  *self,
                           gint64        day_id,
                           guint         number,
                           gint64        event_id,
                           int           stage,
                           const char   *round,
                           GError      **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autofree char *round_text = NULL;
  sqlite3_stmt *stmt;
  gint64 board_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (stage < 0 || round == NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* TRANSLATORS: a change in the history. */
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), _("Reserve a board"), error) ||
      !hammer_day_check_exists (tx.db, day_id, error))
    return FALSE;
  if (!(board_id = hammer_day_find_board (tx.db, day_id, number, NULL, error)))
    return FALSE;
  if (event_id != 0 &&
      !check_reservation (self, tx.db, day_id, event_id, stage, round, &round_text, error))
    return FALSE;
  if (!(stmt = hammer_store_borrow_statement (tx.db, "UPDATE boards SET reserved_event_id = ?2,"
                                                     " reserved_stage = ?3, reserved_round = ?4"
                                                     " WHERE id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, board_id);
  if (event_id != 0)
    sqlite3_bind_int64 (stmt, 2, event_id);
  if (event_id != 0 && stage >= 0)
    sqlite3_bind_int (stmt, 3, stage);
  if (event_id != 0 && round_text != NULL)
    sqlite3_bind_text (stmt, 4, round_text, -1, SQLITE_TRANSIENT);
  if (!hammer_store_tx_run_logged (&tx, "boards", board_id, stmt, error))
    return FALSE;
  return hammer_store_tx_finish (&tx, self, error);
}
