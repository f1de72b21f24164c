/* hammer-events-results.c — recording results and corrections, one at a time or in a batch
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-now.h"
#include "events/hammer-events-private.h"
#include "rules/hammer-result-plain.h"

/* Marks in @dependent every match whose sides follow from match @index. */
static void
mark_dependents (HammerEventModel *model,
                 guint             index,
                 gboolean         *dependent)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);

  for (guint j = index + 1; j < model->matches->len; j++)
    {
      HammerEventMatchRow *other = &g_array_index (model->matches, HammerEventMatchRow, j);
      gboolean depends = FALSE;

      if (dependent[j])
        continue;
      for (guint s = 0; s < 2; s++)
        {
          const HammerSource *source = &other->dm.sources[s];

          if ((source->kind == HAMMER_SOURCE_WINNER || source->kind == HAMMER_SOURCE_LOSER) &&
              source->ref == (int) index)
            depends = TRUE;
          /* The knockout follows from the whole group; a Swiss round from
           * every round before it. */
          if (source->kind == HAMMER_SOURCE_GROUP && source->ref == row->dm.group &&
              row->dm.bracket == HAMMER_BRACKET_GROUP)
            depends = TRUE;
        }
      if (row->dm.bracket == HAMMER_BRACKET_SWISS && other->dm.round > row->dm.round)
        depends = TRUE;

      if (depends)
        {
          dependent[j] = TRUE;
          mark_dependents (model, j, dependent);
        }
    }
}

/* The numbers of the matches @marked, as people read them: "4, 7". */
static char *
list_match_numbers (HammerEventModel *model,
                    const gboolean   *marked)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint j = 0; j < model->matches->len; j++)
    if (marked[j])
      g_string_append_printf (text, "%s%u", text->len ? ", " : "",
                              g_array_index (model->matches, HammerEventMatchRow, j).number);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Whether a match has a result, not only ends typed: what a correction of a
 * match it follows from has to reset. */
static gboolean
has_result (const HammerEventMatchRow *row)
{
  return row->input != NULL && row->result != -1;
}

gint64
hammer_events_find_match_number (HammerStore  *self,
                                 gint64        event_id,
                                 guint         number,
                                 GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  gint64 match_id = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!(model = hammer_event_take (self, event_id, error)))
    return 0;
  for (guint i = 0; i < model->matches->len && match_id == 0; i++)
    if (number > 0 && g_array_index (model->matches, HammerEventMatchRow, i).number == number)
      match_id = g_array_index (model->matches, HammerEventMatchRow, i).id;
  if (match_id == 0)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("“%s” has no Match %u"), model->name, number);
  hammer_event_keep (self, g_steal_pointer (&model));
  return match_id;
}

GArray *
hammer_events_list_dependent_results (HammerStore  *self,
                                      gint64        event_id,
                                      gint64        match_id,
                                      GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autofree gboolean *dependent = NULL;
  GArray *ids;
  int index;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = hammer_event_take (self, event_id, error)))
    return NULL;
  index = hammer_event_find_match (model, match_id, error);
  if (index < 0)
    return NULL;

  dependent = g_new0 (gboolean, MAX (model->matches->len, 1));
  mark_dependents (model, index, dependent);
  ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint j = 0; j < model->matches->len; j++)
    {
      HammerEventMatchRow *other = &g_array_index (model->matches, HammerEventMatchRow, j);

      if (dependent[j] && has_result (other))
        g_array_append_val (ids, other->id);
    }
  hammer_event_keep (self, g_steal_pointer (&model));
  return ids;
}

/* What recording a result will do, worked out before anything is written:
 * a refused result leaves the store and the model as they were. */
typedef struct
{
  int          index;       /* in model->matches */
  int          new_result;  /* as HammerEventMatchRow.result */
  gboolean     correction;
  HammerMatch *state;       /* the result replayed by the rules */
  JsonNode    *canonical;   /* what the rules read of it: what is stored */
  char        *stored_text; /* the same of a plain result, as the store keeps it */
  gboolean    *dependent;   /* matches to reset along with it; NULL: none */
  gboolean     unchanged;   /* the result it has already: nothing to write */
} ResultPlan;

static void
result_plan_clear (ResultPlan *plan)
{
  g_clear_pointer (&plan->state, hammer_match_free);
  g_clear_pointer (&plan->canonical, json_node_unref);
  g_clear_pointer (&plan->stored_text, g_free);
  g_clear_pointer (&plan->dependent, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ResultPlan, result_plan_clear)

/* A board never overwrites a result: the same one again is no change
 * (plan->unchanged), another is refused. */
static gboolean
keep_result (const HammerEventMatchRow *row,
             JsonNode                  *input,
             ResultPlan                *plan,
             GError                   **error)
{
  g_autofree char *text = NULL;
  g_autofree char *stored_text = NULL;
  g_autoptr(JsonNode) stored = NULL;

  if (!has_result (row))
    return TRUE;
  text = hammer_json_write (input);
  stored_text = hammer_result_stored_to_json (row->input);
  if (g_str_equal (text, stored_text) ||
      ((stored = json_from_string (stored_text, NULL)) && json_node_equal (stored, input)))
    {
      plan->unchanged = TRUE;
      return TRUE;
    }
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
               _("Match %u has a result already; only the desk can correct it"), row->number);
  return FALSE;
}

/* A card's next games keep the games the match has (HAMMER_RESULT_EXTENDS_ONLY). */
static gboolean
extends_result (const HammerEventMatchRow *row,
                JsonNode                  *input,
                GError                   **error)
{
  g_autoptr(JsonNode) stored = hammer_event_row_result_json (row);
  JsonArray *had = stored != NULL && JSON_NODE_HOLDS_OBJECT (stored)
                   ? hammer_json_array (json_node_get_object (stored), "games") : NULL;
  JsonArray *games = hammer_json_array (json_node_get_object (input), "games");
  guint n_had = hammer_json_length (had);

  for (guint g = 0; g < n_had; g++)
    if (g >= hammer_json_length (games) ||
        !json_node_equal (hammer_json_element (had, g), hammer_json_element (games, g)))
      {
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                     _("Game %u of Match %u has changed meanwhile; only the desk can correct "
                       "it"), g + 1, row->number);
        return FALSE;
      }
  return TRUE;
}

/* Checks a result for match @match_id against the model: the match can be
 * played, the rules accept the games, a knockout has a winner, and a
 * correction does not pull the ground from under results that follow. */
/* The board number of a writer's source "board:N", 0 for any other. */
static guint
source_board (HammerStore *store)
{
  const char *source = hammer_store_get_source (store);
  guint64 board = 0;

  if (g_str_has_prefix (source, HAMMER_SOURCE_BOARD_PREFIX))
    g_ascii_string_to_unsigned (source + strlen (HAMMER_SOURCE_BOARD_PREFIX), 10, 1, G_MAXUINT,
                                &board, NULL);
  return (guint) board;
}

/* Whether the match of @row is on board @number (a board's key works for
 * its own match only). */
static gboolean
check_on_board (HammerEventModel          *model,
                const HammerEventMatchRow *row,
                guint                      number,
                GError                   **error)
{
  for (guint b = 0; b < model->boards->len; b++)
    {
      const HammerEventBoard *board = &g_array_index (model->boards, HammerEventBoard, b);

      if (board->number == number && number > 0 && row->board_id == board->id)
        return TRUE;
    }
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_ALLOWED,
               _("This match is not on this key’s board"));
  return FALSE;
}

/* The sides' names of match @index into @names, as the sheet writes them;
 * returns what holds them. */
static GPtrArray *
fill_side_names (HammerEventModel *model,
                 guint             index,
                 const char      **names)
{
  const HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  GPtrArray *side_names = g_ptr_array_new_with_free_func (g_free);

  for (guint s = 0; s < row->dm.n_sides && s < G_N_ELEMENTS (model->resolved[index].entrants);
       s++)
    {
      names[s] = hammer_event_side_name (model, index, s);
      g_ptr_array_add (side_names, (char *) names[s]);
    }
  return side_names;
}

static gboolean
plan_result (HammerEventModel         *model,
             gint64                    match_id,
             JsonNode                 *input,
             const HammerPlainResult  *plain,
             HammerResultFlags         flags,
             guint              only_board,
             ResultPlan        *plan,
             GError           **error)
{
  const char *names[HAMMER_MAX_SIDES + 1] = { NULL, };
  g_autoptr(GPtrArray) side_names = NULL;
  HammerResolvedMatch *resolved;
  HammerEventMatchRow *row;
  HammerOptions options;
  gboolean winner_changes;

  plan->index = hammer_event_find_match (model, match_id, error);
  if (plan->index < 0)
    return FALSE;
  row = &g_array_index (model->matches, HammerEventMatchRow, plan->index);
  resolved = &model->resolved[plan->index];

  if ((flags & HAMMER_RESULT_ITS_BOARD_ONLY) && !check_on_board (model, row, only_board, error))
    return FALSE;
  if (row->number == 0
      && (resolved->bye || !hammer_draw_match_is_conditional (model->draw.matches,
                                                              (guint) plan->index)))
    return hammer_event_set_bye_error (row, error);
  /* Numbered only once the matches before it say that it is played. */
  if (row->number == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The match with id %" PRId64 " cannot be played yet: whether it is "
                     "played is not known until the matches before it are decided"), row->id);
      return FALSE;
    }
  if (resolved->bye || resolved->walkover)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Match %u is decided without play: %s"), row->number,
                   resolved->bye ? _("one side has a bye") : _("one side withdrew"));
      return FALSE;
    }
  if (resolved->status == HAMMER_MATCH_PENDING || resolved->status == HAMMER_MATCH_SKIPPED)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Match %u cannot be played yet: who plays in it is "
                     "not known until the matches before it are decided"), row->number);
      return FALSE;
    }

  /* Each side plays with its own handicap. */
  hammer_event_match_options (model, plan->index, &options);
  /* A plain result goes straight into the rules' structs (issue 28). The
   * sides' names are only for the words of a broken rule: a result that
   * plays needs none, and one that does not is played again with them
   * (naming them every time was a twentieth of an import's checks). */
  if (plain != NULL)
    {
      if (!(plan->state = hammer_plain_result_replay (plain, model->rules, &options, NULL,
                                                      NULL)))
        {
          side_names = fill_side_names (model, plan->index, names);
          plan->state = hammer_plain_result_replay (plain, model->rules, &options, names, error);
          g_assert (plan->state == NULL);
          return FALSE;
        }
      plan->stored_text = hammer_plain_result_write_stored (plain);
    }
  else
    {
      /* The rules' sentences name the sides as the sheet does. */
      side_names = fill_side_names (model, plan->index, names);
      if (!(plan->state = hammer_match_replay_result_named (model->rules, &options, names,
                                                           input, error)))
        return FALSE; /* the GError carries the rule, game, end and side */
      plan->canonical = hammer_result_canonical (input);
    }

  g_assert (!(flags & HAMMER_RESULT_KEEP_RESULT) || plain == NULL);
  if ((flags & HAMMER_RESULT_KEEP_RESULT) && !keep_result (row, plan->canonical, plan, error))
    return FALSE;
  if ((flags & HAMMER_RESULT_EXTENDS_ONLY) && plan->canonical != NULL &&
      !extends_result (row, plan->canonical, error))
    return FALSE;

  plan->new_result = -1;
  if (hammer_match_get_state (plan->state) == HAMMER_STATE_FINISHED)
    plan->new_result = hammer_match_get_winner (plan->state) >= 0
                       ? hammer_match_get_winner (plan->state) : -2;

  /* A drawn match has no winner to take on; only groups, round robins and
   * Swiss can use one. */
  if (plan->new_result == -2 && hammer_event_row_is_knockout (model, row))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Match %u is a knockout match: it needs a winner, but "
                     "this result is a tie"), row->number);
      return FALSE;
    }

  /* A correction may move the bracket on only where nothing that follows
   * from the match has been played yet. */
  plan->correction = row->input != NULL;
  winner_changes = row->result != plan->new_result;
  if (plan->correction && (winner_changes || !hammer_event_is_elimination (model->format)))
    {
      g_autofree gboolean *started = g_new0 (gboolean, MAX (model->matches->len, 1));
      gboolean any_started = FALSE;

      plan->dependent = g_new0 (gboolean, MAX (model->matches->len, 1));
      mark_dependents (model, plan->index, plan->dependent);
      for (guint j = 0; j < model->matches->len; j++)
        if (plan->dependent[j] && has_result (&g_array_index (model->matches, HammerEventMatchRow,
                                                              j)))
          started[j] = any_started = TRUE;

      if (any_started && !(flags & HAMMER_RESULT_RESET_DEPENDENTS))
        {
          g_autofree char *numbers = list_match_numbers (model, started);

          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Match %u cannot be corrected: the matches that follow "
                         "from it have results (%s). Correct those first, or reset them along "
                         "with this one."), row->number, numbers);
          return FALSE;
        }
    }
  return TRUE;
}

/* Resets the dependents of a correction that were played, and deletes the
 * Swiss rounds it undoes. The model follows in memory, so that no reload is
 * needed; @others_changed says whether anything but the match changed. */
static gboolean
reset_dependents (HammerStoreTx     *tx,
                  HammerEventModel  *model,
                  const ResultPlan  *plan,
                  gboolean          *others_changed,
                  GError           **error)
{
  guint round = g_array_index (model->matches, HammerEventMatchRow, plan->index).dm.round;

  *others_changed = FALSE;
  for (guint j = plan->dependent != NULL ? model->matches->len : 0; j-- > 0;)
    {
      HammerEventMatchRow *other = &g_array_index (model->matches, HammerEventMatchRow, j);

      if (!plan->dependent[j])
        continue;
      if (other->dm.bracket == HAMMER_BRACKET_SWISS && other->dm.round > round)
        {
          if (!hammer_store_tx_update_row (tx, "matches", other->id,
                                           "DELETE FROM matches WHERE id = ?1", error))
            return FALSE;
          g_array_remove_index (model->matches, j);
          *others_changed = TRUE;
        }
      else if (has_result (other))
        {
          /* Played again, it waits for a board like any match not called yet;
           * its old board has moved on. */
          if (!hammer_store_tx_update_row (tx, "matches", other->id,
                                           "UPDATE matches SET result = NULL, winner = NULL,"
                                           " result_entrants = NULL, finished_at = NULL,"
                                           " result_source = NULL, summary = NULL, board_id = NULL, called_at = NULL"
                                           " WHERE id = ?1", error))
            return FALSE;
          g_clear_pointer (&other->input, g_free);
          g_clear_pointer (&other->summary.game_points, g_free);
          g_clear_pointer (&other->finished_at, g_free);
          g_clear_pointer (&other->result_source, g_free);
          g_clear_pointer (&other->called_at, g_free);
          other->board_id = 0;
          other->result = -1;
          *others_changed = TRUE;
        }
    }
  return TRUE;
}

/* Stores the planned result, as the rules read it, in its match's row
 * (hammer-events-result-rows.c): at once, or with @pending along with the
 * batch's others. */
static gboolean
store_result (HammerStoreTx           *tx,
              HammerEventModel        *model,
              ResultPlan              *plan,
              HammerEventResultRows   *pending,
              GError                 **error)
{
  /* A plain result's text is written once, for the row; nothing reads it after. */
  char *input;

  if (plan->stored_text != NULL)
    input = g_steal_pointer (&plan->stored_text);
  else
    {
      g_autofree char *json = hammer_json_write (plan->canonical);

      input = hammer_result_json_to_stored (json);
    }

  return hammer_event_store_result_row (tx, model, plan->index, plan->new_result, plan->state,
                                        input, pending, error);
}

/* A finished Swiss round brings the next. */
static gboolean
pair_next_swiss_round (HammerStoreTx    *tx,
                       HammerEventModel *model,
                       GError          **error)
{
  guint last_round = 0;
  gboolean round_done = TRUE;

  for (guint i = 0; i < model->matches->len; i++)
    last_round = MAX (last_round, g_array_index (model->matches, HammerEventMatchRow, i).dm.round);
  for (guint i = 0; i < model->matches->len; i++)
    if (g_array_index (model->matches, HammerEventMatchRow, i).dm.round == last_round &&
        model->resolved[i].status != HAMMER_MATCH_FINISHED)
      round_done = FALSE;
  if (round_done && last_round < hammer_event_swiss_rounds (model))
    return hammer_event_pair_swiss_round (tx, model, last_round + 1, error);
  return TRUE;
}

/* Writes a planned result inside @tx and brings the model along: dependents
 * reset and the next Swiss round paired (@resolved: the model was resolved
 * since anything but this match changed); the caller calls the boards and
 * places the entrants (hammer_event_place()) once it has written all. On
 * failure the model may hold half of the change, and @tx must be rolled
 * back. */
static gboolean
write_result (HammerStoreTx     *tx,
              HammerEventModel  *model,
              ResultPlan        *plan,
              gboolean           resolved,
              HammerEventResultRows *pending,
              GError           **error)
{
  gboolean pairs_rounds = hammer_format_get_info (model->format)->pairs_rounds;
  gboolean others_changed;

  /* What the batch has not written yet goes first, before another write
   * may log one of its rows again. */
  if ((plan->dependent != NULL && !hammer_event_result_rows_write (tx, pending, error)) ||
      !reset_dependents (tx, model, plan, &others_changed, error) ||
      !store_result (tx, model, plan, pending, error))
    return FALSE;
  if (others_changed)
    hammer_event_resolve (model);
  else if (resolved)
    hammer_event_resolve_after_known (model, plan->index);
  else
    hammer_event_resolve_after (model, plan->index);
  return !pairs_rounds ||
         (hammer_event_result_rows_write (tx, pending, error) &&
          pair_next_swiss_round (tx, model, error));
}

/* Refuses a correction that gives other players to matches under way, as
 * @changes lists them, naming each. */
static gboolean
refuse_board_changes (const HammerEventMatchRow *row,
                      JsonNode                  *changes,
                      GError                   **error)
{
  JsonArray *list = json_node_get_array (changes);
  guint n_changes = json_array_get_length (list);
  g_autoptr(GString) what = g_string_new (NULL);

  for (guint k = 0; k < n_changes; k++)
    g_string_append_printf (what, " %s",
                            json_object_get_string_member (json_array_get_object_element (list, k),
                                                           "description"));
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               g_dngettext (GETTEXT_PACKAGE,
                            "Match %u cannot be corrected without restarting a match under "
                            "way.%s Restart it along with the correction, or leave the result "
                            "as it is.",
                            "Match %u cannot be corrected without restarting matches under "
                            "way.%s Restart them along with the correction, or leave the result "
                            "as it is.", n_changes),
               row->number, what->str);
  return FALSE;
}

/* Records the result, or with @dry_run only tries it in a change that is
 * rolled back. @board_changes, when given, gets the matches under way the
 * result restarts (or would, or was refused for): set on success and on a
 * refusal for them only. */
static JsonNode *
record_result (HammerStore        *self,
               gint64              event_id,
               gint64              match_id,
               JsonNode           *input,
               HammerResultFlags   flags,
               gboolean            dry_run,
               JsonNode          **board_changes,
               GError            **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(GArray) under_way = NULL;
  g_autoptr(JsonNode) changes = NULL;
  g_auto(ResultPlan) plan = { 0 };
  g_autofree char *description = NULL;
  g_autofree char *name0 = NULL;
  g_autofree char *name1 = NULL;
  HammerStoreTx tx = { 0 };
  HammerEventMatchRow *row;

  /* The checks read the event inside the write transaction, so another
   * writer (a board, hammer-cli) cannot change it between check and write. */
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), _("Result"), error))
    return NULL;
  if (!(model = hammer_event_take (self, event_id, error)))
    goto fail;
  if (!plan_result (model, match_id, input, NULL, flags, source_board (self), &plan, error))
    {
      hammer_store_tx_rollback (&tx);
      hammer_event_keep (self, g_steal_pointer (&model));
      return NULL;
    }

  if (plan.unchanged)
    {
      hammer_store_tx_rollback (&tx);
      hammer_event_keep (self, g_steal_pointer (&model));
      if (board_changes != NULL)
        {
          *board_changes = json_node_new (JSON_NODE_ARRAY);
          json_node_take_array (*board_changes, json_array_new ());
        }
      return hammer_match_to_json (plan.state);
    }

  row = &g_array_index (model->matches, HammerEventMatchRow, plan.index);
  name0 = hammer_event_side_name (model, plan.index, 0);
  name1 = row->dm.n_sides > 1 ? hammer_event_side_name (model, plan.index, 1) : NULL;
  /* TRANSLATORS: a change in the history; %s are the names of the sides. */
  description = g_strdup_printf (plan.correction ? _("Correct the result of %s v %s")
                                                 : _("Result of %s v %s"),
                                 name0, name1 != NULL ? name1 : "—");
  under_way = hammer_event_matches_under_way (model, plan.index);
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !write_result (&tx, model, &plan, FALSE, NULL, error))
    goto fail;
  hammer_event_place (model);

  /* A match under way that gets other players is never changed silently:
   * the caller asks first, then the match starts over. */
  changes = hammer_event_board_changes_json (model, under_way);
  if (dry_run)
    {
      hammer_store_tx_rollback (&tx);
      if (board_changes != NULL)
        *board_changes = g_steal_pointer (&changes);
      return hammer_match_to_json (plan.state);
    }
  if (json_array_get_length (json_node_get_array (changes)) > 0 &&
      !(flags & HAMMER_RESULT_RESTART_BOARDS))
    {
      refuse_board_changes (&g_array_index (model->matches, HammerEventMatchRow, plan.index),
                            changes,
                            error);
      if (board_changes != NULL)
        *board_changes = g_steal_pointer (&changes);
      goto fail;
    }
  if (!hammer_event_restart_changed_matches (&tx, model, under_way, error) ||
      !hammer_event_assign_boards (&tx, model, error) ||
      !hammer_event_finish_keeping (&tx, self, &model, error))
    goto fail;
  if (board_changes != NULL)
    *board_changes = g_steal_pointer (&changes);
  return hammer_match_to_json (plan.state);

fail:
  /* The model may hold half of the change: it is dropped, not kept. */
  hammer_store_tx_rollback (&tx);
  return NULL;
}

JsonNode *
hammer_events_record_result (HammerStore        *self,
                             gint64              event_id,
                             gint64              match_id,
                             JsonNode           *input,
                             HammerResultFlags   flags,
                             GError            **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (input != NULL, NULL);

  return record_result (self, event_id, match_id, input, flags, FALSE, NULL, error);
}

JsonNode *
hammer_events_record_result_full (HammerStore        *self,
                                  gint64              event_id,
                                  gint64              match_id,
                                  JsonNode           *input,
                                  HammerResultFlags   flags,
                                  JsonNode          **board_changes,
                                  GError            **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (input != NULL, NULL);
  g_return_val_if_fail (board_changes == NULL || *board_changes == NULL, NULL);

  return record_result (self, event_id, match_id, input, flags, FALSE, board_changes, error);
}

JsonNode *
hammer_events_check_result (HammerStore        *self,
                            gint64              event_id,
                            gint64              match_id,
                            JsonNode           *input,
                            HammerResultFlags   flags,
                            GError            **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_auto(ResultPlan) plan = { 0 };
  JsonNode *state = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (input != NULL, NULL);

  if (!(model = hammer_event_take (self, event_id, error)))
    return NULL;
  if (plan_result (model, match_id, input, NULL, flags, source_board (self), &plan, error))
    {
      state = hammer_match_to_json (plan.state);
      /* What a board's page asks (compartments, a game of one end) is the
       * rule set's to say: it comes with every answer. */
      json_object_set_member (json_node_get_object (state), "rule_set",
                              hammer_rules_to_json (model->rules));
    }
  hammer_event_keep (self, g_steal_pointer (&model));
  return state;
}

JsonNode *
hammer_events_list_board_changes (HammerStore        *self,
                                  gint64              event_id,
                                  gint64              match_id,
                                  JsonNode           *input,
                                  HammerResultFlags   flags,
                                  GError            **error)
{
  g_autoptr(JsonNode) state = NULL;
  JsonNode *changes = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (input != NULL, NULL);

  state = record_result (self, event_id, match_id, input, flags, TRUE, &changes, error);
  return state != NULL ? changes : NULL;
}

/* A batch cannot ask, nor take back one entry of its change: a correction
 * whose following matches are on a board or have ends typed is refused, for
 * the desk or `hammer-cli result --restart-boards` to make. */
static gboolean
batch_keeps_matches_under_way (HammerEventModel  *model,
                               const ResultPlan  *plan,
                               GError           **error)
{
  const HammerEventMatchRow *row =
    &g_array_index (model->matches, HammerEventMatchRow, plan->index);

  if (!plan->correction || plan->dependent == NULL)
    return TRUE;
  for (guint j = 0; j < model->matches->len; j++)
    {
      const HammerEventMatchRow *other = &g_array_index (model->matches, HammerEventMatchRow, j);

      if (plan->dependent[j] && hammer_event_match_open (model, j) &&
          (other->board_id != 0 || other->input != NULL))
        {
          g_autofree char *label = hammer_event_match_label (other);

          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Match %u cannot be corrected in a batch: %s follows from it and is "
                         "under way. Correct it on its own, where the match under way can be "
                         "restarted."), row->number, label);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
hammer_events_record_results (HammerStore       *self,
                              gint64             event_id,
                              HammerResultEntry *entries,
                              guint              n_entries,
                              gboolean           keep_going,
                              guint             *n_stored,
                              GError           **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(HammerEventResultRows) pending = NULL;
  HammerStoreTx tx = { 0 };
  guint stored = 0;
  guint refused = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (entries != NULL || n_entries == 0, FALSE);

  for (guint i = 0; i < n_entries; i++)
    g_return_val_if_fail (entries[i].input != NULL || entries[i].text != NULL ||
                          entries[i].error != NULL, FALSE);

  if (n_stored != NULL)
    *n_stored = 0;
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), _("Import results"), error))
    return FALSE;
  /* Read inside the write transaction: what the checks see is what is written over. */
  if (!(model = hammer_event_take (self, event_id, error)))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }
  pending = hammer_event_result_rows_new (&tx);

  /* Every entry is tried, in order, even once one is refused, so that all
   * the refusals are known at once; later entries see the earlier ones. */
  for (guint i = 0; i < n_entries; i++)
    {
      HammerResultEntry *entry = &entries[i];
      g_auto(ResultPlan) plan = { 0 };
      g_autoptr(JsonNode) read = NULL;
      g_autoptr(HammerPlainResult) plain = NULL;
      JsonNode *input = entry->input;
      gboolean planned;

      /* A line is played from what its reading made, or read only now,
       * and let go of once stored: a plain one without JSON nodes, any
       * other as JSON. */
      if (entry->error == NULL && input == NULL && entry->plain != NULL &&
          hammer_plain_result_fit_sides (entry->plain, (guint) model->options.sides))
        plain = g_steal_pointer (&entry->plain);
      else if (entry->error == NULL && input == NULL &&
               !(plain = hammer_plain_result_read (entry->text, (guint) model->options.sides)) &&
               !(input = read = hammer_json_parse (entry->text, -1)))
        hammer_event_set_not_json_error (&entry->error);
      /* A line refused as it was read looks its match up only for the
       * number; the others have it from their plan. */
      if (entry->error != NULL)
        {
          int index = entry->match_id > 0 ? hammer_event_find_match (model, entry->match_id, NULL)
                                          : -1;

          entry->number =
            index >= 0 ? g_array_index (model->matches, HammerEventMatchRow, index).number : 0;
          refused++;
          continue;
        }
      planned = plan_result (model, entry->match_id, input, plain, 0, 0, &plan, &entry->error);
      entry->number = plan.index >= 0 ? g_array_index (model->matches, HammerEventMatchRow,
                                                       plan.index).number : 0;
      if (!planned || !batch_keeps_matches_under_way (model, &plan, &entry->error))
        {
          refused++;
          continue;
        }
      if (!write_result (&tx, model, &plan, stored > 0, pending, error))
        goto fail;
      stored++;
    }

  /* All or nothing: one refusal and the whole change goes, with the model
   * that had taken the good entries in. */
  if (stored == 0 || (refused > 0 && !keep_going))
    {
      hammer_store_tx_rollback (&tx);
      if (stored == 0)
        hammer_event_keep (self, g_steal_pointer (&model));
      return TRUE;
    }
  if (!hammer_event_result_rows_write (&tx, pending, error))
    goto fail;
  hammer_event_place (model);
  /* The boards are called once, for the matches the whole batch leaves
   * ready: results entered after the fact were played wherever they were. */
  if (!hammer_event_assign_boards (&tx, model, error) ||
      !hammer_event_finish_keeping (&tx, self, &model, error))
    goto fail;

  if (n_stored != NULL)
    *n_stored = stored;
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

HammerResultWait
hammer_result_wait_read (sqlite3 *db,
                         gint64   match_id)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (
    db, "SELECT CASE WHEN EXISTS (SELECT 1 FROM board_submissions WHERE match_id = ?1"
        " AND state = 'waiting' AND disputed_by IS NOT NULL) THEN 2"
        " WHEN EXISTS (SELECT 1 FROM result_proposals WHERE match_id = ?1"
        " AND state = 'proposed') THEN 1 ELSE 0 END", NULL);
  HammerResultWait wait = HAMMER_RESULT_WAIT_NONE;

  if (stmt == NULL)
    return wait;
  sqlite3_bind_int64 (stmt, 1, match_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    wait = (HammerResultWait) sqlite3_column_int (stmt, 0);
  sqlite3_reset (stmt);
  return wait;
}

HammerResultWait
hammer_events_get_result_wait (HammerStore *self,
                               gint64       match_id)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), HAMMER_RESULT_WAIT_NONE);

  return hammer_result_wait_read (hammer_store_get_db (self), match_id);
}
