/* hammer-bracket-view.c
 *
 * The bracket is laid out once per change of the matches, in content units
 * (zoom 1); drawing and hit testing multiply by the zoom. Everything is drawn
 * with render nodes (colours, borders and Pango layouts), so that a bracket
 * of thousands of pixels never needs one huge Cairo surface.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>
#include <math.h>

#include "hammer-app-utils.h"
#include "hammer-bracket-view.h"

#define MARGIN       24.0
#define BOX_W        216.0
#define ROW_H        26.0
#define BOX_H        (2 * ROW_H)
#define CAPTION_H    18.0
#define V_GAP        14.0
#define SLOT_H       (CAPTION_H + BOX_H + V_GAP)
#define COL_GAP      56.0
#define COL_W        (BOX_W + COL_GAP)
#define TITLE_H      30.0
#define HEADER_H     24.0
#define SECTION_GAP  36.0
#define SEED_W       36.0
#define SCORE_W      34.0

#define ZOOM_MIN     0.6
#define ZOOM_MAX     2.0

typedef enum
{
  KIND_WINNERS,
  KIND_LOSERS,
  KIND_FINAL,
  KIND_RESET,
  KIND_THIRD,
} Kind;

typedef enum
{
  STATE_PENDING,
  STATE_READY,
  STATE_LIVE,
  STATE_FINISHED,
} State;

typedef enum
{
  FROM_NONE,
  FROM_WINNER,
  FROM_LOSER,
  FROM_GROUP,
  FROM_BYE,
} FromKind;

typedef struct
{
  gint64    id;
  gint64    number;          /* within the event: the one people read */
  Kind      kind;
  guint     round;
  guint     position;
  gint64    entrants[2];     /* 0 while unknown */
  char     *names[2];
  int       seeds[2];        /* 0: none */
  FromKind  from_kind[2];
  gint64    from_match[2];     /* FROM_GROUP: the place in the group */
  gint64    from_number[2];    /* FROM_WINNER, FROM_LOSER: that match's number */
  char     *from_group[2];
  State     state;
  int       winner;          /* side, or -1 */
  int       board;           /* 0: none */
  gboolean  bye;
  gboolean  walkover;
  gboolean  has_score;
  int       score[2];

  int       column;
  double    x;               /* the top left corner of the caption, content units */
  double    y;
} Match;

typedef struct
{
  double  x;
  double  y;
  char   *text;
  gboolean title;
} Header;

struct _HammerBracketView
{
  GtkWidget parent_instance;

  GArray *matches;           /* Match, laid out */
  GArray *headers;           /* Header */
  double content_width;
  double content_height;
  int n_columns;

  double zoom;
  gint64 selected;
  gint64 hovered;
  gint64 highlighted_entrant;
  GHashTable *path;          /* match id → TRUE */

  /* Dragging empty space pans. */
  double drag_start_h;
  double drag_start_v;
  gboolean panning;
  /* Zooming keeps this content point under the same place of the view. */
  gboolean have_anchor;
  double anchor_x;
  double anchor_y;
  double anchor_view_x;
  double anchor_view_y;
};

G_DEFINE_FINAL_TYPE (HammerBracketView, hammer_bracket_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ZOOM,
  PROP_SELECTED_MATCH,
  PROP_HIGHLIGHTED_ENTRANT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
match_clear (gpointer data)
{
  Match *match = data;

  g_clear_pointer (&match->names[0], g_free);
  g_clear_pointer (&match->names[1], g_free);
  g_clear_pointer (&match->from_group[0], g_free);
  g_clear_pointer (&match->from_group[1], g_free);
}

static void
header_clear (gpointer data)
{
  Header *header = data;

  g_clear_pointer (&header->text, g_free);
}

static Match *
find_match (HammerBracketView *self,
            gint64             id)
{
  for (guint i = 0; i < self->matches->len; i++)
    if (g_array_index (self->matches, Match, i).id == id)
      return &g_array_index (self->matches, Match, i);
  return NULL;
}

/* Reading the JSON */

static gboolean
parse_kind (const char *bracket,
            Kind       *kind)
{
  static const struct { const char *name; Kind kind; } kinds[] = {
    { "winners", KIND_WINNERS },
    { "losers", KIND_LOSERS },
    { "final", KIND_FINAL },
    { "final-reset", KIND_RESET },
    { "third-place", KIND_THIRD },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_strcmp0 (bracket, kinds[i].name) == 0)
      {
        *kind = kinds[i].kind;
        return TRUE;
      }
  return FALSE;
}

static State
parse_state (const char *state)
{
  if (g_strcmp0 (state, "finished") == 0)
    return STATE_FINISHED;
  if (g_strcmp0 (state, "in_progress") == 0)
    return STATE_LIVE;
  if (g_strcmp0 (state, "ready") == 0)
    return STATE_READY;
  return STATE_PENDING;
}

static GHashTable *
seeds_of (JsonObject *event)
{
  GHashTable *seeds = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  JsonArray *entrants;

  if (event == NULL || !json_object_has_member (event, "entrants"))
    return seeds;
  entrants = json_object_get_array_member (event, "entrants");
  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, i);
      gint64 *id = g_new (gint64, 1);
      int seed = (int) hammer_json_int (entrant, "seed", 0);

      *id = hammer_json_int (entrant, "id", 0);
      g_hash_table_insert (seeds, id, GINT_TO_POINTER (seed));
    }
  return seeds;
}

/* Games won tell a best-of match; single games show their points. */
static gboolean
scores_are_games (JsonObject *event)
{
  JsonObject *options;

  if (event == NULL || !json_object_has_member (event, "options"))
    return FALSE;
  options = json_object_get_object_member (event, "options");
  return hammer_json_int (options, "best_of", 1) > 1;
}

static void
read_match (Match       *match,
            JsonObject  *object,
            GHashTable  *seeds,
            gboolean     games)
{
  JsonArray *sides = json_object_get_array_member (object, "sides");
  JsonArray *names = json_object_get_array_member (object, "names");
  JsonArray *from = json_object_has_member (object, "from")
                    ? json_object_get_array_member (object, "from") : NULL;
  const char *score_member = games ? "games_won" : "totals";

  match->id = hammer_json_int (object, "id", 0);
  match->number = hammer_json_int (object, "number", 0);
  match->round = hammer_json_int (object, "round", 1);
  match->position = hammer_json_int (object, "position", 0);
  match->state = parse_state (json_object_get_string_member_with_default (object, "state", NULL));
  match->winner = hammer_json_int (object, "winner", -1);
  match->board = hammer_json_int (object, "board", 0);
  match->bye = json_object_get_boolean_member_with_default (object, "bye", FALSE);
  match->walkover = json_object_get_boolean_member_with_default (object, "walkover", FALSE);
  match->has_score = json_object_has_member (object, score_member);

  for (guint s = 0; s < 2; s++)
    {
      JsonNode *side = s < json_array_get_length (sides) ? json_array_get_element (sides, s) : NULL;
      JsonNode *name = s < json_array_get_length (names) ? json_array_get_element (names, s) : NULL;
      JsonNode *source = from && s < json_array_get_length (from) ? json_array_get_element (from, s)
                                                                 : NULL;

      match->entrants[s] = side && !JSON_NODE_HOLDS_NULL (side) ? json_node_get_int (side) : 0;
      match->names[s] = name && !JSON_NODE_HOLDS_NULL (name) ? json_node_dup_string (name) : NULL;
      match->seeds[s] = GPOINTER_TO_INT (g_hash_table_lookup (seeds, &match->entrants[s]));
      if (source != NULL && JSON_NODE_HOLDS_OBJECT (source))
        {
          JsonObject *object_source = json_node_get_object (source);

          if (json_object_has_member (object_source, "winner"))
            {
              match->from_kind[s] = FROM_WINNER;
              match->from_match[s] = hammer_json_int (object_source, "winner", 0);
              match->from_number[s] = hammer_json_int (object_source, "number", 0);
            }
          else if (json_object_has_member (object_source, "loser"))
            {
              match->from_kind[s] = FROM_LOSER;
              match->from_match[s] = hammer_json_int (object_source, "loser", 0);
              match->from_number[s] = hammer_json_int (object_source, "number", 0);
            }
          else if (json_object_has_member (object_source, "bye"))
            match->from_kind[s] = FROM_BYE;
          else if (json_object_has_member (object_source, "group"))
            {
              match->from_kind[s] = FROM_GROUP;
              match->from_match[s] = hammer_json_int (object_source, "place", 0);
              match->from_group[s] =
                g_strdup (json_object_get_string_member_with_default (object_source, "group",
                                                                      ""));
            }
        }
      if (match->has_score)
        match->score[s] = json_array_get_int_element (json_object_get_array_member (object,
                                                                                    score_member),
                                                      s);
    }
}

/* Layout */

static double
center_y (const Match *match)
{
  return match->y + CAPTION_H + BOX_H / 2;
}

static double
side_y (const Match *match,
        int          side)
{
  return match->y + CAPTION_H + ROW_H * side + ROW_H / 2;
}

/* Places the matches of one kind in columns by round, from @top: a match
 * sits level with the matches whose winners it takes from the same kind (or
 * with the one), and below the match before it in its column. Returns the
 * bottom of the section. */
static double
layout_section (HammerBracketView *self,
                Kind               kind,
                double             top,
                int               *n_columns)
{
  guint min_round = G_MAXUINT, max_round = 0;
  double bottom = top;

  for (guint i = 0; i < self->matches->len; i++)
    {
      Match *m = &g_array_index (self->matches, Match, i);

      if (m->kind == kind)
        {
          min_round = MIN (min_round, m->round);
          max_round = MAX (max_round, m->round);
        }
    }
  *n_columns = 0;
  if (max_round == 0)
    return top;
  *n_columns = max_round - min_round + 1;

  for (guint round = min_round; round <= max_round; round++)
    {
      double next_free = top;
      g_autoptr(GPtrArray) column = g_ptr_array_new ();

      for (guint i = 0; i < self->matches->len; i++)
        {
          Match *m = &g_array_index (self->matches, Match, i);

          if (m->kind == kind && m->round == round)
            g_ptr_array_add (column, m);
        }
      /* In position order: the draw numbers matches from the top down. */
      for (guint a = 1; a < column->len; a++)
        for (guint b = a; b > 0 && ((Match *) column->pdata[b - 1])->position >
                                   ((Match *) column->pdata[b])->position; b--)
          {
            gpointer swap = column->pdata[b];
            column->pdata[b] = column->pdata[b - 1];
            column->pdata[b - 1] = swap;
          }

      for (guint i = 0; i < column->len; i++)
        {
          Match *m = column->pdata[i];
          double sum = 0;
          int n = 0;

          for (guint s = 0; s < 2; s++)
            {
              Match *source;

              if (m->from_kind[s] != FROM_WINNER)
                continue;
              source = find_match (self, m->from_match[s]);
              if (source != NULL && source->kind == kind && source->round < round)
                {
                  sum += source->y;
                  n++;
                }
            }
          m->column = round - min_round;
          m->x = MARGIN + m->column * COL_W;
          m->y = n > 0 ? MAX (sum / n, next_free) : next_free;
          next_free = m->y + SLOT_H;
          bottom = MAX (bottom, next_free);
        }
    }
  return bottom;
}

static void
add_header (HammerBracketView *self,
            double             x,
            double             y,
            gboolean           title,
            char              *text)
{
  Header header = { x, y, text, title };

  g_array_append_val (self->headers, header);
}

static guint
count_in_column (HammerBracketView *self,
                 Kind               kind,
                 int                column)
{
  guint n = 0;

  for (guint i = 0; i < self->matches->len; i++)
    {
      Match *m = &g_array_index (self->matches, Match, i);
      n += m->kind == kind && m->column == column;
    }
  return n;
}

static char *
round_title (HammerBracketView *self,
             Kind               kind,
             int                column,
             int                n_columns,
             gboolean           double_elimination)
{
  guint n = count_in_column (self, kind, column);

  if (double_elimination && column == n_columns - 1)
    return g_strdup (kind == KIND_WINNERS ? _("Winners’ Final") : _("Losers’ Final"));
  if (!double_elimination && column == n_columns - 1 && n == 2)
    return g_strdup (_("Semi-finals"));
  if (!double_elimination && column == n_columns - 2 && n == 4)
    return g_strdup (_("Quarter-finals"));
  return g_strdup_printf (_("Round %d"), column + 1);
}

static void
layout (HammerBracketView *self)
{
  gboolean double_elimination = FALSE;
  int n_winners = 0, n_losers = 0, final_column;
  double winners_top = MARGIN + TITLE_H + HEADER_H;
  double winners_bottom, losers_top, losers_bottom, bottom;
  Match *final = NULL;

  g_array_set_size (self->headers, 0);

  for (guint i = 0; i < self->matches->len; i++)
    double_elimination |= g_array_index (self->matches, Match, i).kind == KIND_LOSERS;
  if (!double_elimination)
    winners_top = MARGIN + HEADER_H;

  winners_bottom = layout_section (self, KIND_WINNERS, winners_top, &n_winners);
  losers_top = winners_bottom + SECTION_GAP + TITLE_H + HEADER_H;
  losers_bottom = layout_section (self, KIND_LOSERS, losers_top, &n_losers);
  if (n_losers == 0)
    losers_bottom = winners_bottom;
  final_column = MAX (n_winners, n_losers);
  bottom = losers_bottom;

  /* The final sits level with the side that comes from the winners, so
   * that the winners' line runs straight; the reset follows it. */
  for (guint i = 0; i < self->matches->len; i++)
    {
      Match *m = &g_array_index (self->matches, Match, i);
      double sum = 0;
      int n = 0;

      if (m->kind != KIND_FINAL)
        continue;
      for (guint s = 0; s < 2; s++)
        {
          Match *source = m->from_kind[s] == FROM_WINNER ? find_match (self, m->from_match[s])
                                                         : NULL;
          if (source != NULL && source->kind == KIND_WINNERS)
            {
              sum += source->y;
              n++;
            }
        }
      m->column = final_column;
      m->x = MARGIN + final_column * COL_W;
      m->y = n > 0 ? sum / n : winners_top;
      final = m;
    }
  for (guint i = 0; i < self->matches->len; i++)
    {
      Match *m = &g_array_index (self->matches, Match, i);

      if (m->kind == KIND_RESET)
        {
          m->column = final_column + 1;
          m->x = MARGIN + m->column * COL_W;
          m->y = final ? final->y : winners_top;
        }
      else if (m->kind == KIND_THIRD)
        {
          m->column = final_column;
          m->x = MARGIN + final_column * COL_W;
          m->y = (final ? final->y : winners_top) + SLOT_H + HEADER_H;
          add_header (self, m->x, m->y - HEADER_H, FALSE, g_strdup (_("Third Place")));
          bottom = MAX (bottom, m->y + SLOT_H);
        }
    }

  self->n_columns = final_column + (final != NULL ? 1 : 0);
  for (guint i = 0; i < self->matches->len; i++)
    if (g_array_index (self->matches, Match, i).kind == KIND_RESET)
      self->n_columns = final_column + 2;

  /* Titles and column headers. */
  if (double_elimination)
    {
      add_header (self, MARGIN, winners_top - HEADER_H - TITLE_H, TRUE,
                  g_strdup (_("Winners’ Bracket")));
      add_header (self, MARGIN, losers_top - HEADER_H - TITLE_H, TRUE,
                  g_strdup (_("Losers’ Bracket")));
    }
  for (int c = 0; c < n_winners; c++)
    add_header (self, MARGIN + c * COL_W, winners_top - HEADER_H, FALSE,
                round_title (self, KIND_WINNERS, c, n_winners, double_elimination));
  for (int c = 0; c < n_losers; c++)
    add_header (self, MARGIN + c * COL_W, losers_top - HEADER_H, FALSE,
                round_title (self, KIND_LOSERS, c, n_losers, TRUE));
  if (final != NULL)
    add_header (self, MARGIN + final_column * COL_W, winners_top - HEADER_H, FALSE,
                g_strdup (_("Final")));
  for (guint i = 0; i < self->matches->len; i++)
    if (g_array_index (self->matches, Match, i).kind == KIND_RESET)
      add_header (self, MARGIN + (final_column + 1) * COL_W, winners_top - HEADER_H, FALSE,
                  g_strdup (_("Final Reset")));

  self->content_width = self->n_columns > 0 ? 2 * MARGIN + self->n_columns * COL_W - COL_GAP : 0;
  self->content_height = self->matches->len > 0 ? bottom - V_GAP + MARGIN : 0;
}

/* The path of an entrant */

static Match *
next_for_winner (HammerBracketView *self,
                 gint64             id)
{
  for (guint i = 0; i < self->matches->len; i++)
    {
      Match *m = &g_array_index (self->matches, Match, i);

      for (guint s = 0; s < 2; s++)
        if (m->from_kind[s] == FROM_WINNER && m->from_match[s] == id)
          return m;
    }
  return NULL;
}

static void
update_path (HammerBracketView *self)
{
  g_hash_table_remove_all (self->path);
  if (self->highlighted_entrant == 0)
    return;

  for (guint i = 0; i < self->matches->len; i++)
    {
      Match *m = &g_array_index (self->matches, Match, i);

      if (m->entrants[0] != self->highlighted_entrant &&
          m->entrants[1] != self->highlighted_entrant)
        continue;
      g_hash_table_add (self->path, GSIZE_TO_POINTER ((gsize) m->id));
      /* Still in: where their wins would take them. */
      if (m->state != STATE_FINISHED)
        for (Match *next = next_for_winner (self, m->id); next != NULL;
             next = next_for_winner (self, next->id))
          if (next->kind != KIND_RESET)
            g_hash_table_add (self->path, GSIZE_TO_POINTER ((gsize) next->id));
    }
}

static gboolean
in_path (HammerBracketView *self,
         gint64             id)
{
  return g_hash_table_contains (self->path, GSIZE_TO_POINTER ((gsize) id));
}

/* Text of a match, for the accessible description */

static char *
side_text (HammerBracketView *self,
           const Match       *m,
           int                side)
{
  if (m->names[side] != NULL)
    return g_strdup (m->names[side]);
  if (m->bye || m->from_kind[side] == FROM_BYE)
    return g_strdup (_("Bye"));
  /* A bye has no number: its winner is its other side, whoever that is. */
  if (m->from_kind[side] == FROM_WINNER && m->from_number[side] <= 0)
    {
      const Match *bye = find_match (self, m->from_match[side]);

      if (bye != NULL && bye != m)
        return side_text (self, bye, bye->from_kind[0] == FROM_BYE ? 1 : 0);
    }
  if (m->from_kind[side] == FROM_WINNER)
    /* Translators: where a side comes from, "Winner of 12" (match 12). */
    return g_strdup_printf (_("Winner of %" PRId64), m->from_number[side]);
  if (m->from_kind[side] == FROM_LOSER)
    /* Translators: where a side comes from, "Loser of 12" (match 12). */
    return g_strdup_printf (_("Loser of %" PRId64), m->from_number[side]);
  if (m->from_kind[side] == FROM_GROUP)
    /* Translators: a side of the knockout, "Group A, place 2". */
    return g_strdup_printf (_("Group %s, place %" PRId64), m->from_group[side],
                            m->from_match[side]);
  return g_strdup (_("To be decided"));
}

static char *
state_text (const Match *m)
{
  switch (m->state)
    {
    case STATE_FINISHED:
      if (m->bye)
        return g_strdup (_("Bye"));
      if (m->walkover)
        return g_strdup (_("Walkover"));
      return g_strdup (_("Finished"));
    case STATE_LIVE:
      /* The word the matches view and paper use for in_progress. */
      return g_strdup (_("Playing"));
    case STATE_READY:
      if (m->board > 0)
        return g_strdup_printf (_("Board %d"), m->board);
      return g_strdup (_("Ready"));
    case STATE_PENDING:
    default:
      return g_strdup (_("Waiting"));
    }
}

static char *
describe_match (HammerBracketView *self,
                const Match       *m)
{
  g_autofree char *a = side_text (self, m, 0);
  g_autofree char *b = side_text (self, m, 1);
  g_autofree char *state = state_text (m);

  if (m->number <= 0)
    /* TRANSLATORS: a bye, which has no match number; %s is who has it. */
    return g_strdup_printf (_("Bye for %s"), m->names[0] != NULL ? a : b);
  if (m->has_score)
    return g_strdup_printf (_("Match %" PRId64 ": %s %d, %s %d, %s"),
                            m->number, a, m->score[0], b, m->score[1], state);
  return g_strdup_printf (_("Match %" PRId64 ": %s against %s, %s"),
                          m->number, a, b, state);
}

static void
update_accessible (HammerBracketView *self)
{
  Match *m = find_match (self, self->selected);
  g_autofree char *text = m ? describe_match (self, m) : g_strdup (_("No match selected"));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

/* Scrolling */

static GtkScrolledWindow *
get_scrolled_window (HammerBracketView *self)
{
  return GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (self),
                                                       GTK_TYPE_SCROLLED_WINDOW));
}

/* Where the widget's origin lies in the scrolled window's content, which
 * may hold more than the bracket (the groups come first). */
static gboolean
offset_in_scrolled (HammerBracketView *self,
                    GtkScrolledWindow *scrolled,
                    double            *x,
                    double            *y)
{
  GtkWidget *child = gtk_scrolled_window_get_child (scrolled);
  graphene_point_t point;

  if (child == NULL)
    return FALSE;
  if (GTK_IS_VIEWPORT (child) && gtk_viewport_get_child (GTK_VIEWPORT (child)) != NULL)
    child = gtk_viewport_get_child (GTK_VIEWPORT (child));
  if (!gtk_widget_compute_point (GTK_WIDGET (self), child, &GRAPHENE_POINT_INIT (0, 0), &point))
    return FALSE;
  *x = point.x;
  *y = point.y;
  return TRUE;
}

static void
scroll_to_match (HammerBracketView *self,
                 const Match       *m)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);
  GtkAdjustment *adjustments[2];
  double start[2], end[2], offset[2];

  if (scrolled == NULL || !offset_in_scrolled (self, scrolled, &offset[0], &offset[1]))
    return;
  adjustments[0] = gtk_scrolled_window_get_hadjustment (scrolled);
  adjustments[1] = gtk_scrolled_window_get_vadjustment (scrolled);
  start[0] = offset[0] + (m->x - 12) * self->zoom;
  end[0] = offset[0] + (m->x + BOX_W + 12) * self->zoom;
  start[1] = offset[1] + (m->y - 12) * self->zoom;
  end[1] = offset[1] + (m->y + CAPTION_H + BOX_H + 12) * self->zoom;

  for (guint i = 0; i < 2; i++)
    {
      double value = gtk_adjustment_get_value (adjustments[i]);
      double page = gtk_adjustment_get_page_size (adjustments[i]);

      if (start[i] < value)
        gtk_adjustment_set_value (adjustments[i], start[i]);
      else if (end[i] > value + page)
        gtk_adjustment_set_value (adjustments[i], MIN (start[i], end[i] - page));
    }
}

/* Selection */

static void
select_match (HammerBracketView *self,
              Match             *m,
              gboolean           scroll)
{
  gint64 id = m ? m->id : 0;

  if (m != NULL && scroll)
    scroll_to_match (self, m);
  if (self->selected == id)
    return;
  self->selected = id;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_MATCH]);
}

static void
activate_match (HammerBracketView *self,
                const Match       *m)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "event.open-match", "x", m->id);
}

/* Moves the selection to the nearest match (by height) of the column
 * @delta away, or to the next match up or down in the same column. */
static void
move_selection (HammerBracketView *self,
                int                dx,
                int                dy)
{
  Match *current = find_match (self, self->selected);
  Match *best = NULL;
  double best_distance = G_MAXDOUBLE;

  if (self->matches->len == 0)
    return;
  if (current == NULL)
    {
      select_match (self, &g_array_index (self->matches, Match, 0), TRUE);
      return;
    }

  for (guint i = 0; i < self->matches->len; i++)
    {
      Match *m = &g_array_index (self->matches, Match, i);
      double distance;

      if (m == current)
        continue;
      if (dx != 0)
        {
          /* The nearest column that has a match in that direction. */
          int columns = (m->column - current->column) * dx;

          if (columns <= 0)
            continue;
          distance = columns * 100000.0 + fabs (m->y - current->y);
        }
      else
        {
          double below = (m->y - current->y) * dy;

          if (m->column != current->column || below <= 0)
            continue;
          distance = below;
        }
      if (distance < best_distance)
        {
          best = m;
          best_distance = distance;
        }
    }
  if (best != NULL)
    select_match (self, best, TRUE);
}

static Match *
match_at (HammerBracketView *self,
          double             x,
          double             y,
          int               *side)
{
  double cx = x / self->zoom, cy = y / self->zoom;

  for (guint i = 0; i < self->matches->len; i++)
    {
      Match *m = &g_array_index (self->matches, Match, i);

      if (cx >= m->x && cx < m->x + BOX_W && cy >= m->y && cy < m->y + CAPTION_H + BOX_H)
        {
          if (side != NULL)
            *side = cy < m->y + CAPTION_H ? -1 : (cy < m->y + CAPTION_H + ROW_H ? 0 : 1);
          return m;
        }
    }
  return NULL;
}

/* Drawing */

typedef struct
{
  GdkRGBA fg;
  GdkRGBA card;
  GdkRGBA accent;
  GdkRGBA accent_bg;
  GdkRGBA success;
  GdkRGBA line;
  GdkRGBA border;
  GdkRGBA dim;
} Colors;

static void
lookup_color (GtkWidget  *widget,
              const char *name,
              GdkRGBA    *color,
              const char *fallback)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  if (!gtk_style_context_lookup_color (context, name, color))
    gdk_rgba_parse (color, fallback);
}

static void
get_colors (HammerBracketView *self,
            Colors            *colors)
{
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colors->fg);
  lookup_color (widget, "card_bg_color", &colors->card, "#ffffff");
  lookup_color (widget, "accent_color", &colors->accent, "#1c71d8");
  lookup_color (widget, "accent_bg_color", &colors->accent_bg, "#3584e4");
  lookup_color (widget, "success_color", &colors->success, "#26a269");
  colors->line = colors->fg;
  colors->line.alpha *= 0.28f;
  colors->border = colors->fg;
  colors->border.alpha *= 0.15f;
  colors->dim = colors->fg;
  colors->dim.alpha *= 0.55f;
}

static void
draw_text (HammerBracketView *self,
           GtkSnapshot       *snapshot,
           const char        *text,
           double             x,
           double             y,
           double             width,
           double             height,
           double             scale,
           gboolean           bold,
           gboolean           italic,
           PangoAlignment     alignment,
           const GdkRGBA     *color)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoContext *context = pango_layout_get_context (layout);
  g_autoptr(PangoFontDescription) font =
    pango_font_description_copy (pango_context_get_font_description (context));
  int text_height;

  pango_font_description_set_size (font, MAX (1, pango_font_description_get_size (font) * scale *
                                                 self->zoom));
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  if (italic)
    pango_font_description_set_style (font, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) (width * self->zoom * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, alignment);
  pango_layout_get_pixel_size (layout, NULL, &text_height);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (x * self->zoom,
                                                round (y * self->zoom +
                                                       (height * self->zoom - text_height) / 2)));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

static void
fill (HammerBracketView *self,
      GtkSnapshot       *snapshot,
      const GdkRGBA     *color,
      double             x,
      double             y,
      double             width,
      double             height)
{
  gtk_snapshot_append_color (snapshot, color,
                             &GRAPHENE_RECT_INIT (x * self->zoom, y * self->zoom,
                                                  width * self->zoom, height * self->zoom));
}

/* An elbow from the right of one box to the left of another, made of
 * horizontal and vertical strokes (crisp at every zoom). */
static void
draw_elbow (HammerBracketView *self,
            GtkSnapshot       *snapshot,
            const GdkRGBA     *color,
            double             width,
            double             x0,
            double             y0,
            double             x1,
            double             y1)
{
  double mid = x1 - COL_GAP / 2;
  double w = width / self->zoom;

  if (mid < x0)
    mid = x0 + (x1 - x0) / 2;
  fill (self, snapshot, color, x0, y0 - w / 2, mid - x0 + w / 2, w);
  fill (self, snapshot, color, mid - w / 2, MIN (y0, y1) - w / 2, w, fabs (y1 - y0) + w);
  fill (self, snapshot, color, mid - w / 2, y1 - w / 2, x1 - mid + w / 2, w);
}

/* A loser's drop: down from the middle of the box's bottom, then along to
 * the side of the match they go to (or into its top, in the same column). */
static void
draw_drop (HammerBracketView *self,
           GtkSnapshot       *snapshot,
           const GdkRGBA     *accent,
           const Match       *source,
           const Match       *target,
           int                side)
{
  GdkRGBA color = *accent;
  double x0 = source->x + BOX_W / 2;
  double y0 = source->y + CAPTION_H + BOX_H;
  double w = 1.5 / self->zoom;
  double y1 = side_y (target, side);

  color.alpha *= 0.6f;
  if (x0 >= target->x && x0 <= target->x + BOX_W)
    {
      fill (self, snapshot, &color, x0 - w / 2, y0, w, target->y + CAPTION_H - y0);
      return;
    }
  fill (self, snapshot, &color, x0 - w / 2, y0, w, y1 - y0 + w / 2);
  if (target->x > x0)
    fill (self, snapshot, &color, x0, y1 - w / 2, target->x - x0, w);
  else
    fill (self, snapshot, &color, target->x + BOX_W, y1 - w / 2, x0 - target->x - BOX_W, w);
}

static void
draw_lines (HammerBracketView *self,
            GtkSnapshot       *snapshot,
            const Colors      *colors,
            gboolean           highlighted)
{
  for (guint i = 0; i < self->matches->len; i++)
    {
      Match *m = &g_array_index (self->matches, Match, i);

      for (guint s = 0; s < 2; s++)
        {
          Match *source;
          gboolean on_path;

          if (m->from_kind[s] != FROM_WINNER)
            continue;
          source = find_match (self, m->from_match[s]);
          if (source == NULL)
            continue;
          /* A line is on the path when the entrant's win there leads here. */
          on_path = in_path (self, m->id) && in_path (self, source->id) &&
                    (source->state != STATE_FINISHED ||
                     source->entrants[source->winner >= 0 ? source->winner : 0] ==
                     self->highlighted_entrant);
          if (on_path != highlighted)
            continue;
          draw_elbow (self, snapshot, highlighted ? &colors->accent : &colors->line,
                      highlighted ? 2.5 : 1.0,
                      source->x + BOX_W, center_y (source), m->x, side_y (m, s));
        }
    }

  /* Where the selected match's loser goes, in a double elimination, and
   * where the followed entrant dropped after a loss. */
  if (highlighted)
    {
      Match *selected = find_match (self, self->selected);

      for (guint i = 0; i < self->matches->len; i++)
        {
          Match *m = &g_array_index (self->matches, Match, i);

          for (guint s = 0; s < 2; s++)
            {
              Match *source;

              if (m->from_kind[s] != FROM_LOSER)
                continue;
              if (selected != NULL && m->from_match[s] == selected->id)
                draw_drop (self, snapshot, &colors->accent, selected, m, s);
              else if (m->entrants[s] != 0 && m->entrants[s] == self->highlighted_entrant &&
                       (source = find_match (self, m->from_match[s])) != NULL)
                draw_drop (self, snapshot, &colors->accent, source, m, s);
            }
        }
    }
}

static gboolean
focus_visible (HammerBracketView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return gtk_widget_has_focus (GTK_WIDGET (self)) && GTK_IS_WINDOW (root) &&
         gtk_window_get_focus_visible (GTK_WINDOW (root));
}

static void
draw_match (HammerBracketView *self,
            GtkSnapshot       *snapshot,
            const Colors      *colors,
            const Match       *m)
{
  gboolean selected = m->id == self->selected;
  gboolean on_path = in_path (self, m->id);
  gboolean pending = m->state == STATE_PENDING;
  double bx = m->x, by = m->y + CAPTION_H;
  GskRoundedRect outline;
  /* A bye has no number: it is never played. */
  g_autofree char *caption = m->number > 0 ? g_strdup_printf (_("Match %" PRId64), m->number)
                                           : g_strdup ("");
  g_autofree char *state = state_text (m);
  const GdkRGBA *state_color = &colors->dim;
  GdkRGBA card = colors->card;
  GdkRGBA border = colors->border;
  float border_width = 1;

  /* The caption: the match number and what is happening to it. */
  if (m->state == STATE_LIVE)
    state_color = &colors->success;
  else if (m->state == STATE_READY && m->board > 0)
    state_color = &colors->accent;
  draw_text (self, snapshot, caption, bx + 2, m->y, BOX_W / 2, CAPTION_H - 2, 0.75, FALSE, FALSE,
             PANGO_ALIGN_LEFT, &colors->dim);
  if (!pending)
    draw_text (self, snapshot, state, bx + BOX_W / 2, m->y, BOX_W / 2 - 2, CAPTION_H - 2, 0.75,
               m->state == STATE_LIVE || (m->state == STATE_READY && m->board > 0), FALSE,
               PANGO_ALIGN_RIGHT, state_color);

  gsk_rounded_rect_init_from_rect (&outline,
                                   &GRAPHENE_RECT_INIT (bx * self->zoom, by * self->zoom,
                                                        BOX_W * self->zoom, BOX_H * self->zoom),
                                   6 * self->zoom);
  if (on_path)
    {
      /* A tint of the accent over the card, so the path reads at a glance. */
      card.red = card.red * 0.88f + colors->accent_bg.red * 0.12f;
      card.green = card.green * 0.88f + colors->accent_bg.green * 0.12f;
      card.blue = card.blue * 0.88f + colors->accent_bg.blue * 0.12f;
      border = colors->accent;
      border.alpha = 0.7f;
    }
  else if (m->id == self->hovered)
    border.alpha = MIN (1.0f, border.alpha * 2.5f);
  if (selected)
    {
      border = colors->accent;
      border_width = 2;
    }

  if (selected && focus_visible (self))
    {
      /* The focus ring, outside the box as libadwaita draws it. */
      GskRoundedRect ring = outline;
      GdkRGBA ring_color = colors->accent;
      float widths[4] = { 2, 2, 2, 2 };
      GdkRGBA ring_colors[4];

      ring_color.alpha = 0.5f;
      for (guint i = 0; i < 4; i++)
        ring_colors[i] = ring_color;
      gsk_rounded_rect_shrink (&ring, -4, -4, -4, -4);
      gtk_snapshot_append_border (snapshot, &ring, widths, ring_colors);
    }

  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  if (pending)
    card.alpha *= 0.6f;
  gtk_snapshot_append_color (snapshot, &card, &outline.bounds);
  /* A strip on the left for a match on a board or being played. */
  if (m->state == STATE_LIVE || (m->state == STATE_READY && m->board > 0))
    fill (self, snapshot, m->state == STATE_LIVE ? &colors->success : &colors->accent,
          bx, by, 4, BOX_H);
  fill (self, snapshot, &colors->border, bx, by + ROW_H - 0.5 / self->zoom, BOX_W,
        1 / self->zoom);

  for (int s = 0; s < 2; s++)
    {
      double ry = by + s * ROW_H;
      gboolean won = m->state == STATE_FINISHED && m->winner == s;
      gboolean lost = m->state == STATE_FINISHED && m->winner >= 0 && m->winner != s;
      gboolean is_bye = (m->bye || m->from_kind[s] == FROM_BYE) && m->names[s] == NULL;
      g_autofree char *name = side_text (self, m, s);
      const GdkRGBA *name_color = &colors->fg;
      GdkRGBA path_color = colors->accent;

      if (m->names[s] == NULL || lost)
        name_color = &colors->dim;
      if (on_path && m->entrants[s] == self->highlighted_entrant)
        name_color = &path_color;

      if (m->seeds[s] > 0)
        {
          g_autofree char *seed = g_strdup_printf ("%d", m->seeds[s]);
          draw_text (self, snapshot, seed, bx + 4, ry, SEED_W - 9, ROW_H, 0.75, FALSE, FALSE,
                     PANGO_ALIGN_RIGHT, &colors->dim);
        }
      draw_text (self, snapshot, name, bx + SEED_W, ry, BOX_W - SEED_W - SCORE_W - 4, ROW_H,
                 m->names[s] != NULL ? 0.9 : 0.8, won, m->names[s] == NULL && !is_bye,
                 PANGO_ALIGN_LEFT, name_color);

      if (m->has_score && !m->bye)
        {
          g_autofree char *score = g_strdup_printf ("%d", m->score[s]);
          draw_text (self, snapshot, score, bx + BOX_W - SCORE_W - 6, ry, SCORE_W, ROW_H, 0.9,
                     won, FALSE, PANGO_ALIGN_RIGHT, won ? &colors->fg : &colors->dim);
        }
      else if (m->walkover && lost)
        /* Translators: short for walkover, beside the side that withdrew. */
        draw_text (self, snapshot, C_("walkover", "w/o"), bx + BOX_W - SCORE_W - 6, ry, SCORE_W,
                   ROW_H, 0.75, FALSE, TRUE, PANGO_ALIGN_RIGHT, &colors->dim);
    }
  gtk_snapshot_pop (snapshot);

  {
    float widths[4] = { border_width, border_width, border_width, border_width };
    GdkRGBA borders[4] = { border, border, border, border };
    gtk_snapshot_append_border (snapshot, &outline, widths, borders);
  }
}

static void
hammer_bracket_view_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  Colors colors;

  get_colors (self, &colors);

  for (guint i = 0; i < self->headers->len; i++)
    {
      Header *h = &g_array_index (self->headers, Header, i);

      if (h->title)
        draw_text (self, snapshot, h->text, h->x, h->y, BOX_W * 2, TITLE_H, 1.15, TRUE, FALSE,
                   PANGO_ALIGN_LEFT, &colors.fg);
      else
        draw_text (self, snapshot, h->text, h->x + 2, h->y, BOX_W, HEADER_H - 4, 0.8, TRUE, FALSE,
                   PANGO_ALIGN_LEFT, &colors.dim);
    }

  draw_lines (self, snapshot, &colors, FALSE);
  draw_lines (self, snapshot, &colors, TRUE);
  for (guint i = 0; i < self->matches->len; i++)
    draw_match (self, snapshot, &colors, &g_array_index (self->matches, Match, i));
}

static void
hammer_bracket_view_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  double size = orientation == GTK_ORIENTATION_HORIZONTAL ? self->content_width
                                                          : self->content_height;

  *minimum = *natural = (int) ceil (size * self->zoom);
}

static void
hammer_bracket_view_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  GtkScrolledWindow *scrolled;
  double offset_x, offset_y;

  /* After a zoom, keep the content point that was under the pointer (or
   * the middle of the view) where it was. */
  if (self->have_anchor && (scrolled = get_scrolled_window (self)) != NULL &&
      offset_in_scrolled (self, scrolled, &offset_x, &offset_y))
    {
      self->have_anchor = FALSE;
      gtk_adjustment_set_value (gtk_scrolled_window_get_hadjustment (scrolled),
                                offset_x + self->anchor_x * self->zoom - self->anchor_view_x);
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scrolled),
                                offset_y + self->anchor_y * self->zoom - self->anchor_view_y);
    }
}

/* Input */

static void
zoom_around (HammerBracketView *self,
             double             zoom,
             double             view_x,
             double             view_y,
             gboolean           at_point)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);
  double offset_x, offset_y;

  zoom = CLAMP (zoom, ZOOM_MIN, ZOOM_MAX);
  if (fabs (zoom - self->zoom) < 1e-6)
    return;

  if (scrolled != NULL && offset_in_scrolled (self, scrolled, &offset_x, &offset_y))
    {
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (scrolled);
      GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (scrolled);

      if (!at_point)
        {
          /* The middle of what is visible, in widget coordinates. */
          view_x = gtk_adjustment_get_value (h) + gtk_adjustment_get_page_size (h) / 2 - offset_x;
          view_y = gtk_adjustment_get_value (v) + gtk_adjustment_get_page_size (v) / 2 - offset_y;
        }
      self->anchor_x = view_x / self->zoom;
      self->anchor_y = view_y / self->zoom;
      self->anchor_view_x = offset_x + view_x - gtk_adjustment_get_value (h);
      self->anchor_view_y = offset_y + view_y - gtk_adjustment_get_value (v);
      self->have_anchor = TRUE;
    }
  self->zoom = zoom;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

static gboolean
scroll_cb (HammerBracketView        *self,
           double                    dx,
           double                    dy,
           GtkEventControllerScroll *controller)
{
  GdkModifierType state =
    gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double x, y;
  GdkEvent *event;

  if (!(state & GDK_CONTROL_MASK))
    return FALSE;
  event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
  if (event != NULL && gdk_event_get_position (event, &x, &y))
    {
      graphene_point_t point;
      GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
      double nx, ny;

      gtk_native_get_surface_transform (native, &nx, &ny);
      if (gtk_widget_compute_point (GTK_WIDGET (native), GTK_WIDGET (self),
                                    &GRAPHENE_POINT_INIT (x - nx, y - ny), &point))
        {
          zoom_around (self, self->zoom * (dy < 0 ? 1.1 : 1 / 1.1), point.x, point.y, TRUE);
          return TRUE;
        }
    }
  zoom_around (self, self->zoom * (dy < 0 ? 1.1 : 1 / 1.1), 0, 0, FALSE);
  return TRUE;
}

static void
pressed_cb (HammerBracketView *self,
            int                n_press,
            double             x,
            double             y,
            GtkGestureClick   *gesture)
{
  int side = -1;
  Match *m = match_at (self, x, y, &side);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (m == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  select_match (self, m, FALSE);
  /* A click on a name follows that entrant through the bracket. */
  if (n_press == 1 && side >= 0 && m->entrants[side] != 0)
    hammer_bracket_view_set_highlighted_entrant (self, m->entrants[side]);
  if (n_press == 2)
    activate_match (self, m);
}

/* Boxes answer the pointer: a stronger border and a hand over them. */
static void
motion_cb (HammerBracketView *self,
           double             x,
           double             y)
{
  Match *m = match_at (self, x, y, NULL);
  gint64 id = m ? m->id : 0;

  if (id == self->hovered || self->panning)
    return;
  self->hovered = id;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), id ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (HammerBracketView *self)
{
  if (self->hovered == 0)
    return;
  self->hovered = 0;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_begin_cb (HammerBracketView *self,
               double             x,
               double             y,
               GtkGestureDrag    *gesture)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);

  self->panning = FALSE;
  if (scrolled == NULL || match_at (self, x, y, NULL) != NULL)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->panning = TRUE;
  self->drag_start_h = gtk_adjustment_get_value (gtk_scrolled_window_get_hadjustment (scrolled));
  self->drag_start_v = gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (scrolled));
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

static void
drag_update_cb (HammerBracketView *self,
                double             dx,
                double             dy,
                GtkGestureDrag    *gesture)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);
  GtkAdjustment *h, *v;

  if (!self->panning || scrolled == NULL)
    return;
  h = gtk_scrolled_window_get_hadjustment (scrolled);
  v = gtk_scrolled_window_get_vadjustment (scrolled);
  /* The offsets are in widget coordinates, which move as we scroll: the
   * pointer moved on screen by the offset less what we scrolled already. */
  gtk_adjustment_set_value (h, gtk_adjustment_get_value (h) -
                               (dx - (gtk_adjustment_get_value (h) - self->drag_start_h)));
  gtk_adjustment_set_value (v, gtk_adjustment_get_value (v) -
                               (dy - (gtk_adjustment_get_value (v) - self->drag_start_v)));
}

static void
drag_end_cb (HammerBracketView *self)
{
  self->panning = FALSE;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

static gboolean
key_pressed_cb (HammerBracketView *self,
                guint              keyval,
                guint              keycode,
                GdkModifierType    state)
{
  Match *m;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_selection (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_selection (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_selection (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_selection (self, 0, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
      if ((m = find_match (self, self->selected)) == NULL)
        return FALSE;
      activate_match (self, m);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
focus_changed_cb (HammerBracketView *self)
{
  if (self->selected == 0 && self->matches->len > 0 && gtk_widget_has_focus (GTK_WIDGET (self)))
    select_match (self, &g_array_index (self->matches, Match, 0), FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
zoom_in_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  zoom_around (self, self->zoom * 1.25, 0, 0, FALSE);
}

static void
zoom_out_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  zoom_around (self, self->zoom / 1.25, 0, 0, FALSE);
}

static void
zoom_reset_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  zoom_around (self, 1.0, 0, 0, FALSE);
}

/* GObject */

static void
hammer_bracket_view_dispose (GObject *object)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (object);

  g_clear_pointer (&self->matches, g_array_unref);
  g_clear_pointer (&self->headers, g_array_unref);
  g_clear_pointer (&self->path, g_hash_table_unref);

  G_OBJECT_CLASS (hammer_bracket_view_parent_class)->dispose (object);
}

static void
hammer_bracket_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_SELECTED_MATCH:
      g_value_set_int64 (value, self->selected);
      break;
    case PROP_HIGHLIGHTED_ENTRANT:
      g_value_set_int64 (value, self->highlighted_entrant);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_bracket_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      hammer_bracket_view_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_SELECTED_MATCH:
      hammer_bracket_view_select_match (self, g_value_get_int64 (value));
      break;
    case PROP_HIGHLIGHTED_ENTRANT:
      hammer_bracket_view_set_highlighted_entrant (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_bracket_view_class_init (HammerBracketViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_bracket_view_dispose;
  object_class->get_property = hammer_bracket_view_get_property;
  object_class->set_property = hammer_bracket_view_set_property;

  widget_class->snapshot = hammer_bracket_view_snapshot;
  widget_class->measure = hammer_bracket_view_measure;
  widget_class->size_allocate = hammer_bracket_view_size_allocate;

  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, ZOOM_MIN, ZOOM_MAX, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_MATCH] =
    g_param_spec_int64 ("selected-match", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HIGHLIGHTED_ENTRANT] =
    g_param_spec_int64 ("highlighted-entrant", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "bracket.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "bracket.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "bracket.zoom-reset", NULL, zoom_reset_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK,
                                       "bracket.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK,
                                       "bracket.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK,
                                       "bracket.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK,
                                       "bracket.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK,
                                       "bracket.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK,
                                       "bracket.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK,
                                       "bracket.zoom-reset", NULL);

  gtk_widget_class_set_css_name (widget_class, "bracketview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
}

static void
hammer_bracket_view_init (HammerBracketView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *scroll =
    gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->matches = g_array_new (FALSE, TRUE, sizeof (Match));
  g_array_set_clear_func (self->matches, match_clear);
  self->headers = g_array_new (FALSE, TRUE, sizeof (Header));
  g_array_set_clear_func (self->headers, header_clear);
  self->path = g_hash_table_new (NULL, NULL);
  self->zoom = 1.0;

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  g_signal_connect_swapped (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, scroll);

  g_signal_connect_swapped (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (widget, key);

  g_signal_connect_swapped (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, motion);

  g_signal_connect_swapped (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (widget, focus);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bracket"),
                                  -1);
  update_accessible (self);
}

/* Public */

GtkWidget *
hammer_bracket_view_new (void)
{
  return g_object_new (HAMMER_TYPE_BRACKET_VIEW, NULL);
}

void
hammer_bracket_view_set_matches (HammerBracketView *self,
                                 JsonObject        *event,
                                 JsonArray         *matches,
                                 int                stage)
{
  g_autoptr(GHashTable) seeds = NULL;
  gboolean games;
  gint64 old_selected;

  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  seeds = seeds_of (event);
  games = scores_are_games (event);
  g_array_set_size (self->matches, 0);

  for (guint i = 0; matches != NULL && i < json_array_get_length (matches); i++)
    {
      JsonObject *object = json_array_get_object_element (matches, i);
      Match match = { 0 };

      if (!parse_kind (json_object_get_string_member_with_default (object, "bracket", NULL),
                       &match.kind))
        continue;
      if (stage >= 0 && hammer_json_int (object, "stage", 0) != stage)
        continue;
      read_match (&match, object, seeds, games);
      g_array_append_val (self->matches, match);
    }

  layout (self);
  update_path (self);

  old_selected = self->selected;
  if (find_match (self, self->selected) == NULL)
    self->selected = 0;
  if (old_selected != self->selected)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_MATCH]);
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
hammer_bracket_view_get_n_matches (HammerBracketView *self)
{
  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), 0);

  return self->matches->len;
}

gboolean
hammer_bracket_view_get_match_rect (HammerBracketView *self,
                                    gint64             match_id,
                                    graphene_rect_t   *rect)
{
  Match *m;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), FALSE);
  g_return_val_if_fail (rect != NULL, FALSE);

  if ((m = find_match (self, match_id)) == NULL)
    return FALSE;
  graphene_rect_init (rect, m->x * self->zoom, (m->y + CAPTION_H) * self->zoom,
                      BOX_W * self->zoom, BOX_H * self->zoom);
  return TRUE;
}

int
hammer_bracket_view_get_match_column (HammerBracketView *self,
                                      gint64             match_id)
{
  Match *m;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), -1);

  m = find_match (self, match_id);
  return m ? m->column : -1;
}

char *
hammer_bracket_view_dup_match_text (HammerBracketView *self,
                                    gint64             match_id)
{
  Match *m;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), NULL);

  m = find_match (self, match_id);
  return m ? describe_match (self, m) : NULL;
}

gint64
hammer_bracket_view_get_selected_match (HammerBracketView *self)
{
  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), 0);

  return self->selected;
}

void
hammer_bracket_view_select_match (HammerBracketView *self,
                                  gint64             match_id)
{
  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  select_match (self, find_match (self, match_id), TRUE);
}

gint64
hammer_bracket_view_get_highlighted_entrant (HammerBracketView *self)
{
  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), 0);

  return self->highlighted_entrant;
}

void
hammer_bracket_view_set_highlighted_entrant (HammerBracketView *self,
                                             gint64             entrant_id)
{
  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  if (self->highlighted_entrant == entrant_id)
    return;
  self->highlighted_entrant = entrant_id;
  update_path (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHTED_ENTRANT]);
}

GArray *
hammer_bracket_view_get_highlighted_matches (HammerBracketView *self)
{
  GArray *ids;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), NULL);

  ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 0; i < self->matches->len; i++)
    {
      Match *m = &g_array_index (self->matches, Match, i);

      if (in_path (self, m->id))
        g_array_append_val (ids, m->id);
    }
  return ids;
}

double
hammer_bracket_view_get_zoom (HammerBracketView *self)
{
  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), 1.0);

  return self->zoom;
}

void
hammer_bracket_view_set_zoom (HammerBracketView *self,
                              double             zoom)
{
  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  zoom_around (self, zoom, 0, 0, FALSE);
}
