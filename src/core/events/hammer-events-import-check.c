/* hammer-events-import-check.c — an event document checked against what
 * Hammer itself writes, before any of it is stored
 *
 * A document comes from outside: every number in it that becomes an index,
 * a count or a loop bound (rounds, positions, groups, stages, sides, seeds,
 * draw places, board numbers, player keys, match references) is checked
 * here, and its draw must be the one Hammer draws for its format, settings
 * and entrants. What validates is then a document Hammer could have written,
 * and the code that reads a stored event may trust it as it trusts its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <stdlib.h>
#include <string.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "events/hammer-events-private.h"

/* An event has at most this many boards (hammer_events_create() says so). */
#define MAX_BOARDS 200

gboolean
hammer_event_document_error (GError     **error,
                             const char  *what)
{
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("This is not a Hammer event document, or it is damaged: %s"), what);
  return FALSE;
}

/* The error of a checked reader, said of @kind @index (from 1) of the
 * document. */
static gboolean
item_error (GError     **error,
            const char  *kind,
            guint        index,
            const char  *what)
{
  /* TRANSLATORS: "match 3: “round” must be …": the first %s is "match",
   * "entrant" or "board" (translated below), %u its place in the document. */
  g_autofree char *text = g_strdup_printf (_("%s %u: %s"), kind, index, what);

  return hammer_event_document_error (error, text);
}

/* Member @name of @object, a whole number from @low to @high or missing
 * (then @fallback); any other value is an error naming @kind @index. */
static gboolean
item_int (JsonObject  *object,
          const char  *name,
          gint64       low,
          gint64       high,
          gint64       fallback,
          gint64      *value,
          const char  *kind,
          guint        index,
          GError     **error)
{
  g_autoptr(GError) local = NULL;

  if (!hammer_json_check_int (object, name, low, high, fallback, value, &local))
    return item_error (error, kind, index, local->message);
  return TRUE;
}

/* The same for a member that may be missing or null (then -1). */
static gboolean
item_nullable_int (JsonObject  *object,
                   const char  *name,
                   gint64       low,
                   gint64       high,
                   gint64      *value,
                   const char  *kind,
                   guint        index,
                   GError     **error)
{
  *value = -1;
  return hammer_json_member (object, name) == NULL ||
         item_int (object, name, low, high, low, value, kind, index, error);
}

static gboolean
item_text (JsonObject  *object,
           const char  *name,
           gboolean     required,
           const char  *kind,
           guint        index,
           GError     **error)
{
  g_autoptr(GError) local = NULL;
  const char *value;

  if (!hammer_json_check_string (object, name, required, &value, &local))
    return item_error (error, kind, index, local->message);
  return TRUE;
}

static gboolean
item_bool (JsonObject  *object,
           const char  *name,
           const char  *kind,
           guint        index,
           GError     **error)
{
  g_autoptr(GError) local = NULL;
  gboolean value;

  if (!hammer_json_check_bool (object, name, FALSE, &value, &local))
    return item_error (error, kind, index, local->message);
  return TRUE;
}

/* Boards: named, numbered from 1 to MAX_BOARDS, no number twice. Their
 * numbers go into @numbers for the matches to refer to. */
static gboolean
check_boards (JsonArray   *boards,
              GHashTable  *numbers,
              GError     **error)
{
  const char *kind = _("board");

  if (json_array_get_length (boards) > MAX_BOARDS)
    return hammer_event_document_error (error, _("an event has at most 200 boards"));
  for (guint b = 0; b < json_array_get_length (boards); b++)
    {
      JsonObject *board = hammer_json_element_object (boards, b);
      gint64 number;

      if (board == NULL)
        return item_error (error, kind, b + 1, _("not an object"));
      if (!item_text (board, "name", TRUE, kind, b + 1, error) ||
          !item_int (board, "number", 1, MAX_BOARDS, b + 1, &number, kind, b + 1, error))
        return FALSE;
      if (!g_hash_table_add (numbers, GINT_TO_POINTER ((int) number)))
        return item_error (error, kind, b + 1, _("another board has its number"));
    }
  return TRUE;
}

/* Players: objects with text where text belongs. */
static gboolean
check_players (JsonArray  *players,
               GError    **error)
{
  const char *kind = _("player");

  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = hammer_json_element_object (players, p);

      if (player == NULL)
        return item_error (error, kind, p + 1, _("not an object"));
      if (!item_text (player, "name", TRUE, kind, p + 1, error) ||
          !item_text (player, "club", FALSE, kind, p + 1, error) ||
          !item_text (player, "licence", FALSE, kind, p + 1, error))
        return FALSE;
    }
  return TRUE;
}

/* Entrant @e's players: keys of @n_players document players, one to
 * @team_size of them, none in two entrants (@taken). */
static gboolean
check_entrant_players (JsonObject  *entrant,
                       guint        e,
                       guint        n_players,
                       guint        team_size,
                       gboolean    *taken,
                       GError     **error)
{
  const char *kind = _("entrant");
  JsonArray *members = hammer_json_array (entrant, "players");
  guint n = hammer_json_length (members);

  if (members == NULL)
    return item_error (error, kind, e + 1, _("“players” must be a list"));
  if (n < 1 || n > MAX (team_size, 1))
    {
      g_autofree char *what = g_strdup_printf (ngettext ("an entrant has one player or a team "
                                                         "of at most %u",
                                                         "an entrant has one player or a team "
                                                         "of at most %u",
                                                         MAX (team_size, 1)),
                                               MAX (team_size, 1));
      return item_error (error, kind, e + 1, what);
    }
  for (guint m = 0; m < n; m++)
    {
      gint64 key;

      if (!hammer_json_node_int (json_array_get_element (members, m), &key) || key < 0 ||
          key >= n_players)
        return item_error (error, kind, e + 1, _("it names a player that is not in the document"));
      if (taken[key])
        return item_error (error, kind, e + 1, _("its player is entered twice"));
      taken[key] = TRUE;
    }
  return TRUE;
}

/* Entrant @e's handicap, where it has one: from 0 to one below the
 * target, and none in a game without handicaps. */
static gboolean
check_handicap (JsonObject           *entrant,
                guint                 e,
                const HammerRules    *rules,
                const HammerOptions  *options,
                GError              **error)
{
  g_autoptr(GError) local = NULL;
  gint64 handicap;

  if (!hammer_rules_takes_handicaps (rules))
    {
      if (hammer_json_check_int (entrant, "handicap", 0, 0, 0, &handicap, NULL))
        return TRUE;
      /* The rules' own sentence for a game without handicaps. */
      hammer_rules_check_handicap (rules, options, hammer_json_string (entrant, "name") ?: "",
                                   1, &local);
      return item_error (error, _("entrant"), e + 1, local->message);
    }
  return item_int (entrant, "handicap", 0, options->target - 1, 0, &handicap, _("entrant"),
                   e + 1, error);
}

/* Entrants: named, with players; added, seed and draw place whole numbers
 * in range, a handicap one the game takes; the drawn entrants hold the
 * draw places 0 … n - 1 once each and no seed is given twice. Their number
 * goes into @n_drawn. */
static gboolean
check_entrants (JsonArray            *entrants,
                guint                 n_players,
                const HammerRules    *rules,
                const HammerOptions  *options,
                guint                *n_drawn,
                GError              **error)
{
  guint team_size = options->team_size;
  const char *kind = _("entrant");
  guint n = json_array_get_length (entrants);
  g_autofree gboolean *taken = g_new0 (gboolean, MAX (n_players, 1));
  g_autofree gboolean *placed = g_new0 (gboolean, MAX (n, 1));
  g_autoptr(GHashTable) seeds = g_hash_table_new (NULL, NULL);

  *n_drawn = 0;
  for (guint e = 0; e < n; e++)
    {
      JsonObject *entrant = hammer_json_element_object (entrants, e);
      gint64 added, seed, place, paid, refund;
      HammerPaymentMethod method, refund_method;

      if (entrant == NULL)
        return item_error (error, kind, e + 1, _("not an object"));
      if (!item_text (entrant, "name", TRUE, kind, e + 1, error) ||
          !item_text (entrant, "class", FALSE, kind, e + 1, error) ||
          !item_bool (entrant, "present", kind, e + 1, error) ||
          !item_bool (entrant, "withdrawn", kind, e + 1, error) ||
          !item_int (entrant, "added", 1, G_MAXINT32, e + 1, &added, kind, e + 1, error) ||
          !item_int (entrant, "seed", 0, G_MAXINT32, 0, &seed, kind, e + 1, error) ||
          !item_nullable_int (entrant, "draw_index", 0, (gint64) n - 1, &place, kind, e + 1,
                              error) ||
          !check_entrant_players (entrant, e, n_players, team_size, taken, error) ||
          !check_handicap (entrant, e, rules, options, error) ||
          !hammer_event_document_payment (entrant, e, "paid", &method, &paid, error) ||
          !hammer_event_document_payment (entrant, e, "refund", &refund_method, &refund,
                                          error))
        return FALSE;
      if (refund_method != HAMMER_PAYMENT_NONE && (method == HAMMER_PAYMENT_NONE ||
                                                    refund > paid))
        return item_error (error, kind, e + 1, _("it was given back more than it paid"));
      if (seed > 0 && !g_hash_table_add (seeds, GINT_TO_POINTER ((int) seed)))
        return item_error (error, kind, e + 1, _("another entrant has its seed"));
      if (place < 0)
        continue;
      if (placed[place])
        return item_error (error, kind, e + 1, _("another entrant has its place in the draw"));
      placed[place] = TRUE;
      (*n_drawn)++;
    }
  /* Places 0 … n_drawn - 1, each once: no gap. */
  for (guint i = 0; i < *n_drawn; i++)
    if (!placed[i])
      return hammer_event_document_error (error, _("the places in the draw have a gap"));
  return TRUE;
}

/* Match @i of the document as a HammerDrawMatch, every number in range;
 * its board, when it names one, one of @boards. */
static gboolean
read_match (JsonObject       *match,
            guint             i,
            GHashTable       *boards,
            HammerDrawMatch  *dm,
            GError          **error)
{
  const char *kind = _("match");
  JsonArray *sources = hammer_json_array (match, "sources");
  gint64 round, position, group, stage, board;
  JsonNode *result = hammer_json_member (match, "result");

  memset (dm, 0, sizeof *dm);
  if (!hammer_event_bracket_from_string (hammer_json_string (match, "bracket") ?: "",
                                         &dm->bracket))
    return item_error (error, kind, i + 1, _("its bracket is unknown"));
  if (sources == NULL || json_array_get_length (sources) < 1 ||
      json_array_get_length (sources) > 2)
    return item_error (error, kind, i + 1, _("it has no list of one or two sides"));
  if (!item_int (match, "round", 1, 100000, 1, &round, kind, i + 1, error) ||
      !item_int (match, "position", 0, 100000, 0, &position, kind, i + 1, error) ||
      !item_nullable_int (match, "group", 0, 100000, &group, kind, i + 1, error) ||
      !item_int (match, "stage", 0, 1, 0, &stage, kind, i + 1, error) ||
      !item_nullable_int (match, "board", 1, MAX_BOARDS, &board, kind, i + 1, error) ||
      !item_text (match, "called_at", FALSE, kind, i + 1, error) ||
      !item_text (match, "finished_at", FALSE, kind, i + 1, error))
    return FALSE;
  if (board > 0 && !g_hash_table_contains (boards, GINT_TO_POINTER ((int) board)))
    return item_error (error, kind, i + 1, _("it is on a board the event does not have"));
  if (result != NULL && !JSON_NODE_HOLDS_OBJECT (result))
    return item_error (error, kind, i + 1, _("its result is not an object"));

  dm->round = round;
  dm->position = position;
  dm->group = group;
  dm->stage = stage;
  dm->n_sides = json_array_get_length (sources);
  for (guint s = 0; s < dm->n_sides; s++)
    {
      JsonNode *node = json_array_get_element (sources, s);
      const char *text = hammer_json_node_string (node);
      g_autofree char *again = NULL;

      if (text == NULL && !JSON_NODE_HOLDS_NULL (node))
        return item_error (error, kind, i + 1, _("a side is not text"));
      /* Only what Hammer writes reads back the same. */
      hammer_event_source_from_string (text, &dm->sources[s]);
      again = hammer_event_source_to_string (&dm->sources[s]);
      if (g_strcmp0 (text, again) != 0)
        return item_error (error, kind, i + 1, _("a side says where it comes from in a way "
                                                 "Hammer does not write"));
    }
  return TRUE;
}

static gboolean
same_source (const HammerSource *a,
             const HammerSource *b)
{
  return a->kind == b->kind && a->ref == b->ref && a->place == b->place;
}

/* A loser dropping into the losers' bracket, for comparing the drop-in
 * order of a round as a whole. */
typedef struct
{
  guint round;
  int   ref;
} DropIn;

static int
compare_drop_ins (gconstpointer a,
                  gconstpointer b)
{
  const DropIn *x = a, *y = b;

  if (x->round != y->round)
    return x->round < y->round ? -1 : 1;
  return x->ref < y->ref ? -1 : x->ref > y->ref ? 1 : 0;
}

static gboolean
is_drop_in (const HammerDrawMatch *dm,
            guint                  side)
{
  return dm->bracket == HAMMER_BRACKET_LOSERS && dm->sources[side].kind == HAMMER_SOURCE_LOSER;
}

/* The losers of @matches that drop into the losers' bracket, by round. */
static GArray *
drop_ins (const HammerDrawMatch *matches,
          guint                  n_matches)
{
  GArray *list = g_array_new (FALSE, FALSE, sizeof (DropIn));

  for (guint i = 0; i < n_matches; i++)
    for (guint s = 0; s < matches[i].n_sides && s < 2; s++)
      if (is_drop_in (&matches[i], s))
        {
          DropIn drop = { matches[i].round, matches[i].sources[s].ref };

          g_array_append_val (list, drop);
        }
  g_array_sort (list, compare_drop_ins);
  return list;
}

static gboolean
draw_error (GError                **error,
            guint                   i,
            const HammerDrawMatch  *dm,
            guint                   n_drawn)
{
  g_autofree char *bracket = hammer_bracket_name (dm->bracket, dm->group);
  g_autofree char *what = NULL;

  /* TRANSLATORS: "match 2 (winners, round 0, position 1) is not in the draw
   * Hammer makes for 4 entrants". */
  what = g_strdup_printf (ngettext ("match %u (%s, round %u, position %u) is not in the draw "
                                    "Hammer makes for %u entrant",
                                    "match %u (%s, round %u, position %u) is not in the draw "
                                    "Hammer makes for %u entrants", n_drawn),
                          i + 1, bracket, dm->round, dm->position, n_drawn);
  return hammer_event_document_error (error, what);
}

/* Every format but Swiss: the matches are the draw's, one for one. Only
 * the order in which the losers of a winners' round drop into the losers'
 * bracket may differ (an older Hammer drew it otherwise), as long as every
 * such loser drops into the same losers' round. */
static gboolean
check_drawn_matches (const HammerDraw       *draw,
                     const HammerDrawMatch  *matches,
                     guint                   n_matches,
                     GError                **error)
{
  g_autoptr(GArray) expected = NULL;
  g_autoptr(GArray) given = NULL;

  for (guint i = 0; i < MAX (n_matches, draw->n_matches); i++)
    {
      const HammerDrawMatch *want = i < draw->n_matches ? &draw->matches[i] : NULL;
      const HammerDrawMatch *have = i < n_matches ? &matches[i] : NULL;

      if (have == NULL)
        {
          g_autofree char *what = g_strdup_printf (_("the draw of %u entrants has %u matches; "
                                                     "the document has %u"),
                                                   draw->n_entrants, draw->n_matches, n_matches);
          return hammer_event_document_error (error, what);
        }
      if (want == NULL || have->bracket != want->bracket || have->round != want->round ||
          have->position != want->position || have->group != want->group ||
          have->stage != want->stage || have->n_sides != want->n_sides)
        return draw_error (error, i, have, draw->n_entrants);
      for (guint s = 0; s < have->n_sides; s++)
        if (!is_drop_in (have, s) != !is_drop_in (want, s) ||
            (!is_drop_in (have, s) && !same_source (&have->sources[s], &want->sources[s])) ||
            (is_drop_in (have, s) && (have->sources[s].ref < 0 ||
                                      (guint) have->sources[s].ref >= i)))
          return draw_error (error, i, have, draw->n_entrants);
    }

  expected = drop_ins (draw->matches, draw->n_matches);
  given = drop_ins (matches, n_matches);
  if (expected->len != given->len ||
      (expected->len > 0 &&
       memcmp (expected->data, given->data, sizeof (DropIn) * expected->len) != 0))
    return hammer_event_document_error (error, _("the losers of the winners' bracket do not "
                                                 "drop into the losers' rounds Hammer draws"));
  return TRUE;
}

/* Swiss: rounds paired one after another, from 1 up to the event's number
 * of rounds; in each, positions from 0, every entrant at most once, a bye
 * only as the second side. */
static gboolean
check_swiss_matches (const HammerDrawMatch  *matches,
                     guint                   n_matches,
                     guint                   n_drawn,
                     guint                   n_rounds,
                     GError                **error)
{
  g_autofree guint *paired_in = g_new0 (guint, MAX (n_drawn, 1));
  guint round = 1, position = 0;

  for (guint i = 0; i < n_matches; i++)
    {
      const HammerDrawMatch *dm = &matches[i];

      if (dm->round == round + 1 && i > 0)
        {
          round++;
          position = 0;
        }
      if (dm->bracket != HAMMER_BRACKET_SWISS || dm->round != round || round > n_rounds ||
          dm->position != position++ || dm->group != -1 || dm->stage != 0 || dm->n_sides != 2)
        return draw_error (error, i, dm, n_drawn);
      for (guint s = 0; s < 2; s++)
        {
          const HammerSource *source = &dm->sources[s];

          if (s == 1 && source->kind == HAMMER_SOURCE_BYE)
            continue;
          /* paired_in holds the last round an entrant played in. */
          if (source->kind != HAMMER_SOURCE_SEED || source->ref < 0 ||
              (guint) source->ref >= n_drawn || paired_in[source->ref] == round)
            return draw_error (error, i, dm, n_drawn);
          paired_in[source->ref] = round;
        }
    }
  return TRUE;
}

/* The document's matches against the draw of @n_drawn entrants. */
static gboolean
check_draw (HammerFormat   format,
            JsonObject    *settings,
            gboolean       drawn,
            guint32        draw_seed,
            guint          n_drawn,
            JsonArray     *matches,
            GHashTable    *boards,
            GError       **error)
{
  guint n_matches = json_array_get_length (matches);
  g_autofree HammerDrawMatch *given = g_new0 (HammerDrawMatch, MAX (n_matches, 1));
  g_autoptr(HammerDraw) draw = NULL;
  HammerDrawOptions options;

  for (guint i = 0; i < n_matches; i++)
    {
      JsonObject *match = hammer_json_element_object (matches, i);

      if (match == NULL)
        return item_error (error, _("match"), i + 1, _("not an object"));
      if (!read_match (match, i, boards, &given[i], error))
        return FALSE;
    }

  if (n_drawn == 0)
    {
      if (drawn || n_matches > 0)
        return hammer_event_document_error (error, _("it has a draw but no entrant in it"));
      return TRUE;
    }
  if (!drawn)
    return hammer_event_document_error (error, _("its entrants are drawn but the event is not"));

  hammer_event_draw_options (settings, &options);
  /* A format drawing at random draws again as it did. */
  options.seed = draw_seed;
  if (!(draw = hammer_draw_new (format, n_drawn, &options, error)))
    {
      g_prefix_error (error, _("This is not a Hammer event document, or it is damaged: "));
      return FALSE;
    }
  if (hammer_format_get_info (format)->pairs_rounds)
    return check_swiss_matches (given, n_matches, n_drawn,
                                hammer_event_swiss_rounds_of (settings, n_drawn), error);
  return check_drawn_matches (draw, given, n_matches, error);
}

gboolean
hammer_event_check_document (HammerFormat          format,
                             JsonObject           *settings,
                             gboolean              drawn,
                             guint32               draw_seed,
                             const HammerRules    *rules,
                             const HammerOptions  *options,
                             JsonArray            *boards,
                             JsonArray            *players,
                             JsonArray            *entrants,
                             JsonArray            *matches,
                             GError              **error)
{
  g_autoptr(GHashTable) board_numbers = g_hash_table_new (NULL, NULL);
  guint n_drawn;

  g_return_val_if_fail (settings != NULL && rules != NULL && options != NULL, FALSE);
  g_return_val_if_fail (boards != NULL && players != NULL, FALSE);
  g_return_val_if_fail (entrants != NULL && matches != NULL, FALSE);

  return check_boards (boards, board_numbers, error) &&
         check_players (players, error) &&
         check_entrants (entrants, json_array_get_length (players), rules, options, &n_drawn,
                         error) &&
         check_draw (format, settings, drawn, draw_seed, n_drawn, matches, board_numbers, error);
}
