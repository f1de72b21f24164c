/* hammer-bracket-layout.c — where the boxes of a bracket go
 *
 * The bracket is laid out once per change of the matches, in content units;
 * the view draws and hit-tests by multiplying by its zoom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <math.h>

#include "events/hammer-bracket-layout.h"

static void
match_clear (gpointer data)
{
  HammerBracketMatch *match = data;

  g_clear_pointer (&match->names[0], g_free);
  g_clear_pointer (&match->names[1], g_free);
  g_clear_pointer (&match->from_group[0], g_free);
  g_clear_pointer (&match->from_group[1], g_free);
  g_clear_pointer (&match->round_name, g_free);
}

static void
header_clear (gpointer data)
{
  HammerBracketHeader *header = data;

  g_clear_pointer (&header->text, g_free);
}

/* By an index, as drawing a bracket of thousands of matches looks up the
 * sources of every line on every frame. */
HammerBracketMatch *
hammer_bracket_layout_find (HammerBracketLayout *self,
                            gint64               id)
{
  guint index = GPOINTER_TO_UINT (g_hash_table_lookup (self->by_id, &id));

  return index > 0 ? &g_array_index (self->matches, HammerBracketMatch, index - 1) : NULL;
}

/* Reading the matches */

gboolean
hammer_bracket_kind_parse (const char        *bracket,
                           HammerBracketKind *kind)
{
  static const struct { const char *name; HammerBracketKind kind; } kinds[] = {
    { "winners", BRACKET_KIND_WINNERS },
    { "losers", BRACKET_KIND_LOSERS },
    { "final", BRACKET_KIND_FINAL },
    { "final-reset", BRACKET_KIND_RESET },
    { "third-place", BRACKET_KIND_THIRD },
    { "consolation", BRACKET_KIND_CONSOLATION },
    { "placement", BRACKET_KIND_PLACEMENT },
    { "second-knockout", BRACKET_KIND_SECOND },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_strcmp0 (bracket, kinds[i].name) == 0)
      {
        *kind = kinds[i].kind;
        return TRUE;
      }
  return FALSE;
}

GArray *
hammer_bracket_matches_new (void)
{
  GArray *matches = g_array_new (FALSE, TRUE, sizeof (HammerBracketMatch));

  g_array_set_clear_func (matches, match_clear);
  return matches;
}

/* Layout */

double
hammer_bracket_match_center_y (const HammerBracketMatch *match)
{
  return match->y + BRACKET_CAPTION_H + BRACKET_BOX_H / 2;
}

double
hammer_bracket_match_side_y (const HammerBracketMatch *match,
                             int                       side)
{
  return match->y + BRACKET_CAPTION_H + BRACKET_ROW_H * side + BRACKET_ROW_H / 2;
}

/* The matches of @kind in round @round, in position order: the draw numbers
 * matches from the top down. */
static GPtrArray *
column_of (HammerBracketLayout *self,
           HammerBracketKind    kind,
           guint                chart,
           guint                round)
{
  GPtrArray *column = g_ptr_array_new ();

  for (guint i = 0; i < self->matches->len; i++)
    {
      HammerBracketMatch *m = &g_array_index (self->matches, HammerBracketMatch, i);

      if (m->kind == kind && m->chart == chart && m->round == round)
        g_ptr_array_add (column, m);
    }
  for (guint a = 1; a < column->len; a++)
    for (guint b = a; b > 0 && ((HammerBracketMatch *) column->pdata[b - 1])->position >
                               ((HammerBracketMatch *) column->pdata[b])->position; b--)
      {
        gpointer swap = column->pdata[b];
        column->pdata[b] = column->pdata[b - 1];
        column->pdata[b - 1] = swap;
      }
  return column;
}

/* The mean height of the matches whose winners @m takes, of those for which
 * @counts says yes; FALSE when there are none. */
static gboolean
mean_source_y (HammerBracketLayout      *self,
               const HammerBracketMatch *m,
               gboolean                (*counts) (const HammerBracketMatch *source,
                                                  const HammerBracketMatch *m),
               double                   *y)
{
  double sum = 0;
  int n = 0;

  for (guint s = 0; s < 2; s++)
    {
      HammerBracketMatch *source;

      if (m->from_kind[s] != BRACKET_FROM_WINNER)
        continue;
      source = hammer_bracket_layout_find (self, m->from_match[s]);
      if (source != NULL && counts (source, m))
        {
          sum += source->y;
          n++;
        }
    }
  if (n > 0)
    *y = sum / n;
  return n > 0;
}

/* In a section: an earlier round of the same kind. */
static gboolean
earlier_in_section (const HammerBracketMatch *source,
                    const HammerBracketMatch *m)
{
  return source->kind == m->kind && source->chart == m->chart && source->round < m->round;
}

/* For the final: the winners' side. */
static gboolean
from_winners (const HammerBracketMatch *source,
              const HammerBracketMatch *m)
{
  return source->kind == BRACKET_KIND_WINNERS;
}

/* The left edge of column @column. */
static double
column_x (HammerBracketLayout *self,
          int                  column)
{
  return BRACKET_MARGIN + column * (self->box_w + BRACKET_COL_GAP);
}

static void
place (HammerBracketLayout *self,
       HammerBracketMatch  *m,
       int                  column,
       double               y)
{
  m->column = column;
  m->x = column_x (self, column);
  m->y = y;
}

/* Places the matches of one kind in columns by round, from @top: a match
 * sits level with the matches whose winners it takes from the same kind (or
 * with the one), and below the match before it in its column. Returns the
 * bottom of the section. */
static double
layout_section (HammerBracketLayout *self,
                HammerBracketKind    kind,
                guint                chart,
                double               top,
                int                 *n_columns)
{
  guint min_round = G_MAXUINT, max_round = 0;
  double bottom = top;

  for (guint i = 0; i < self->matches->len; i++)
    {
      HammerBracketMatch *m = &g_array_index (self->matches, HammerBracketMatch, i);

      if (m->kind == kind && m->chart == chart)
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
      g_autoptr(GPtrArray) column = column_of (self, kind, chart, round);
      double next_free = top;

      for (guint i = 0; i < column->len; i++)
        {
          HammerBracketMatch *m = column->pdata[i];
          double y;

          if (!mean_source_y (self, m, earlier_in_section, &y))
            y = next_free;
          place (self, m, round - min_round, MAX (y, next_free));
          next_free = m->y + BRACKET_SLOT_H;
          bottom = MAX (bottom, next_free);
        }
    }
  return bottom;
}

static void
add_header (HammerBracketLayout *self,
            double               x,
            double               y,
            gboolean             title,
            char                *text)
{
  HammerBracketHeader header = { x, y, text, title };

  g_array_append_val (self->headers, header);
}

/* A column's header is the name of its matches' round, as the core gives
 * it to every surface. */
static char *
round_title (HammerBracketLayout *self,
             HammerBracketKind    kind,
             int                  column)
{
  for (guint i = 0; i < self->matches->len; i++)
    {
      HammerBracketMatch *m = &g_array_index (self->matches, HammerBracketMatch, i);

      if (m->kind == kind && (column < 0 || m->column == column))
        return g_strdup (m->round_name);
    }
  return g_strdup ("");
}

static gboolean
has_kind (HammerBracketLayout *self,
          HammerBracketKind    kind)
{
  for (guint i = 0; i < self->matches->len; i++)
    if (g_array_index (self->matches, HammerBracketMatch, i).kind == kind)
      return TRUE;
  return FALSE;
}

/* The sections' edges, as the headers need them. */
typedef struct
{
  gboolean double_elimination;
  int      n_winners;
  int      n_losers;
  int      final_column;
  double   winners_top;
  double   losers_top;
  double   bottom;
} Sections;

/* The final sits level with the side that comes from the winners, so that
 * the winners' line runs straight; the reset follows it, and the match for
 * third place goes under it. Returns the final. */
static HammerBracketMatch *
place_finals (HammerBracketLayout *self,
              Sections            *sections)
{
  HammerBracketMatch *final = NULL;

  for (guint i = 0; i < self->matches->len; i++)
    {
      HammerBracketMatch *m = &g_array_index (self->matches, HammerBracketMatch, i);
      double y;

      if (m->kind != BRACKET_KIND_FINAL)
        continue;
      if (!mean_source_y (self, m, from_winners, &y))
        y = sections->winners_top;
      place (self, m, sections->final_column, y);
      final = m;
    }
  for (guint i = 0; i < self->matches->len; i++)
    {
      HammerBracketMatch *m = &g_array_index (self->matches, HammerBracketMatch, i);
      double final_y = final ? final->y : sections->winners_top;

      if (m->kind == BRACKET_KIND_RESET)
        place (self, m, sections->final_column + 1, final_y);
      else if (m->kind == BRACKET_KIND_THIRD)
        {
          place (self, m, sections->final_column, final_y + BRACKET_SLOT_H + BRACKET_HEADER_H);
          add_header (self, m->x, m->y - BRACKET_HEADER_H, FALSE, g_strdup (m->round_name));
          sections->bottom = MAX (sections->bottom, m->y + BRACKET_SLOT_H);
        }
    }
  return final;
}

/* Titles and column headers. */
static void
add_headers (HammerBracketLayout *self,
             const Sections      *sections,
             gboolean             has_final)
{
  double winners_header = sections->winners_top - BRACKET_HEADER_H;
  double losers_header = sections->losers_top - BRACKET_HEADER_H;
  double final_x = column_x (self, sections->final_column);

  if (sections->double_elimination)
    {
      add_header (self, BRACKET_MARGIN, winners_header - BRACKET_TITLE_H, TRUE,
                  g_strdup (_("Winners’ Bracket")));
      add_header (self, BRACKET_MARGIN, losers_header - BRACKET_TITLE_H, TRUE,
                  g_strdup (_("Losers’ Bracket")));
    }
  for (int c = 0; c < sections->n_winners; c++)
    add_header (self, column_x (self, c), winners_header, FALSE,
                round_title (self, BRACKET_KIND_WINNERS, c));
  for (int c = 0; c < sections->n_losers; c++)
    add_header (self, column_x (self, c), losers_header, FALSE,
                round_title (self, BRACKET_KIND_LOSERS, c));
  if (has_final)
    add_header (self, final_x, winners_header, FALSE, round_title (self, BRACKET_KIND_FINAL, -1));
  for (guint i = 0; i < self->matches->len; i++)
    if (g_array_index (self->matches, HammerBracketMatch, i).kind == BRACKET_KIND_RESET)
      add_header (self, column_x (self, sections->final_column + 1), winners_header, FALSE,
                  round_title (self, BRACKET_KIND_RESET, -1));
}

/* One section below the others: its title, its matches by round from
 * its first column, each column headed by its round's name. */
static void
layout_more_section (HammerBracketLayout *self,
                     Sections            *sections,
                     HammerBracketKind    kind,
                     guint                chart,
                     char                *title)
{
  double top = sections->bottom + BRACKET_SECTION_GAP + BRACKET_TITLE_H + BRACKET_HEADER_H;
  int n_columns;
  double bottom = layout_section (self, kind, chart, top, &n_columns);

  add_header (self, BRACKET_MARGIN, top - BRACKET_HEADER_H - BRACKET_TITLE_H, TRUE, title);
  for (int c = 0; c < n_columns; c++)
    {
      HammerBracketMatch *topmost = NULL;

      for (guint i = 0; i < self->matches->len; i++)
        {
          HammerBracketMatch *m = &g_array_index (self->matches, HammerBracketMatch, i);

          if (m->kind != kind || m->chart != chart || m->column != c)
            continue;
          /* A match the semi-finals' losers play, for third place, goes
           * under the final with a header of its own, as the main one. */
          if (c > 0 && c == n_columns - 1 && m->from_kind[0] == BRACKET_FROM_LOSER)
            {
              place (self, m, c, m->y + BRACKET_HEADER_H);
              add_header (self, m->x, m->y - BRACKET_HEADER_H, FALSE, g_strdup (m->round_name));
              bottom = MAX (bottom, m->y + BRACKET_SLOT_H);
            }
          else if (topmost == NULL || m->y < topmost->y)
            topmost = m;
        }
      if (topmost != NULL)
        add_header (self, column_x (self, c), top - BRACKET_HEADER_H, FALSE,
                    g_strdup (topmost->round_name));
    }
  sections->bottom = bottom;
  self->n_columns = MAX (self->n_columns, n_columns);
}

/* How many places chart @chart plays for: 2^r for its r rounds. */
static guint
chart_size (HammerBracketLayout *self,
            guint                chart)
{
  guint first = G_MAXUINT, last = 0;

  for (guint i = 0; i < self->matches->len; i++)
    {
      HammerBracketMatch *m = &g_array_index (self->matches, HammerBracketMatch, i);

      if (m->kind == BRACKET_KIND_PLACEMENT && m->chart == chart)
        {
          first = MIN (first, m->round);
          last = MAX (last, m->round);
        }
    }
  return last >= first ? 1u << (last - first + 1) : 0;
}

/* The consolation, then the charts of the places played out from the
 * upper places down, each under the one before, then the second knockout,
 * whose places come after all of theirs. */
static void
layout_more_sections (HammerBracketLayout *self,
                      Sections            *sections)
{
  guint chart = 0;

  if (has_kind (self, BRACKET_KIND_CONSOLATION))
    layout_more_section (self, sections, BRACKET_KIND_CONSOLATION, 0,
                         g_strdup (_("Consolation Bracket")));
  for (;;)
    {
      guint next = G_MAXUINT;

      for (guint i = 0; i < self->matches->len; i++)
        {
          HammerBracketMatch *m = &g_array_index (self->matches, HammerBracketMatch, i);

          if (m->kind == BRACKET_KIND_PLACEMENT && m->chart > chart)
            next = MIN (next, m->chart);
        }
      if (next == G_MAXUINT)
        break;
      chart = next;
      layout_more_section (self, sections, BRACKET_KIND_PLACEMENT, chart,
                           g_strdup_printf (_("Places %u–%u"), chart,
                                            chart + chart_size (self, chart) - 1));
    }
  if (has_kind (self, BRACKET_KIND_SECOND))
    layout_more_section (self, sections, BRACKET_KIND_SECOND, 0,
                         g_strdup (_("Second Knockout")));
}

static void
layout (HammerBracketLayout *self)
{
  Sections sections = { 0 };
  double winners_bottom, losers_bottom;
  HammerBracketMatch *final;

  g_array_set_size (self->headers, 0);

  sections.double_elimination = has_kind (self, BRACKET_KIND_LOSERS);
  sections.winners_top = BRACKET_MARGIN + BRACKET_HEADER_H;
  if (sections.double_elimination)
    sections.winners_top += BRACKET_TITLE_H;
  winners_bottom = layout_section (self, BRACKET_KIND_WINNERS, 0, sections.winners_top,
                                   &sections.n_winners);
  sections.losers_top = winners_bottom + BRACKET_SECTION_GAP + BRACKET_TITLE_H + BRACKET_HEADER_H;
  losers_bottom = layout_section (self, BRACKET_KIND_LOSERS, 0, sections.losers_top,
                                  &sections.n_losers);
  if (sections.n_losers == 0)
    losers_bottom = winners_bottom;
  sections.final_column = MAX (sections.n_winners, sections.n_losers);
  sections.bottom = losers_bottom;

  final = place_finals (self, &sections);
  self->n_columns = sections.final_column + (final != NULL ? 1 : 0);
  if (has_kind (self, BRACKET_KIND_RESET))
    self->n_columns = sections.final_column + 2;
  add_headers (self, &sections, final != NULL);
  layout_more_sections (self, &sections);

  self->content_width = self->n_columns > 0
                        ? BRACKET_MARGIN + column_x (self, self->n_columns) - BRACKET_COL_GAP
                        : 0;
  self->content_height = self->matches->len > 0
                         ? sections.bottom - BRACKET_V_GAP + BRACKET_MARGIN
                         : 0;
}

/* The path of an entrant */

static HammerBracketMatch *
next_for_winner (HammerBracketLayout *self,
                 gint64               id)
{
  for (guint i = 0; i < self->matches->len; i++)
    {
      HammerBracketMatch *m = &g_array_index (self->matches, HammerBracketMatch, i);

      for (guint s = 0; s < 2; s++)
        if (m->from_kind[s] == BRACKET_FROM_WINNER && m->from_match[s] == id)
          return m;
    }
  return NULL;
}

void
hammer_bracket_layout_add_path (HammerBracketLayout *self,
                                gint64               entrant,
                                GHashTable          *path)
{
  if (entrant == 0)
    return;

  for (guint i = 0; i < self->matches->len; i++)
    {
      HammerBracketMatch *m = &g_array_index (self->matches, HammerBracketMatch, i);

      if (m->entrants[0] != entrant && m->entrants[1] != entrant)
        continue;
      g_hash_table_add (path, GSIZE_TO_POINTER ((gsize) m->id));
      /* Still in: where their wins would take them. */
      if (m->state != BRACKET_STATE_FINISHED)
        for (HammerBracketMatch *next = next_for_winner (self, m->id); next != NULL;
             next = next_for_winner (self, next->id))
          if (next->kind != BRACKET_KIND_RESET)
            g_hash_table_add (path, GSIZE_TO_POINTER ((gsize) next->id));
    }
}

/* Finding a match by place */

HammerBracketMatch *
hammer_bracket_layout_match_at (HammerBracketLayout *self,
                                double               x,
                                double               y,
                                int                 *side)
{
  for (guint i = 0; i < self->matches->len; i++)
    {
      HammerBracketMatch *m = &g_array_index (self->matches, HammerBracketMatch, i);
      double box_top = m->y + BRACKET_CAPTION_H;

      if (x >= m->x && x < m->x + self->box_w && y >= m->y && y < box_top + BRACKET_BOX_H)
        {
          if (side != NULL)
            *side = y < box_top ? -1 : (y < box_top + BRACKET_ROW_H ? 0 : 1);
          return m;
        }
    }
  return NULL;
}

HammerBracketMatch *
hammer_bracket_layout_neighbour (HammerBracketLayout *self,
                                 HammerBracketMatch  *current,
                                 int                  dx,
                                 int                  dy)
{
  HammerBracketMatch *best = NULL;
  double best_distance = G_MAXDOUBLE;

  for (guint i = 0; i < self->matches->len; i++)
    {
      HammerBracketMatch *m = &g_array_index (self->matches, HammerBracketMatch, i);
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
  return best;
}

double
hammer_bracket_elbow_x (double x0,
                        double x1)
{
  double mid = x1 - BRACKET_COL_GAP / 2;

  return mid < x0 ? x0 + (x1 - x0) / 2 : mid;
}

/* Life cycle */

HammerBracketLayout *
hammer_bracket_layout_new (void)
{
  HammerBracketLayout *self = g_new0 (HammerBracketLayout, 1);

  self->matches = hammer_bracket_matches_new ();
  self->headers = g_array_new (FALSE, TRUE, sizeof (HammerBracketHeader));
  g_array_set_clear_func (self->headers, header_clear);
  self->by_id = g_hash_table_new (g_int64_hash, g_int64_equal);
  self->box_w = BRACKET_BOX_W;
  return self;
}

void
hammer_bracket_layout_free (HammerBracketLayout *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->matches);
  g_array_unref (self->headers);
  g_hash_table_unref (self->by_id);
  g_free (self);
}

void
hammer_bracket_layout_set_matches (HammerBracketLayout      *self,
                                   const HammerBracketMatch *matches,
                                   guint                     n_matches,
                                   int                       stage)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (matches != NULL || n_matches == 0);

  g_hash_table_remove_all (self->by_id);
  g_array_set_size (self->matches, 0);
  for (guint i = 0; i < n_matches; i++)
    {
      HammerBracketMatch match = matches[i];

      if (stage >= 0 && match.stage != (guint) stage)
        continue;
      for (guint s = 0; s < 2; s++)
        {
          match.names[s] = g_strdup (match.names[s]);
          match.from_group[s] = g_strdup (match.from_group[s]);
        }
      match.round_name = g_strdup (match.round_name);
      g_array_append_val (self->matches, match);
    }
  /* The keys point into the array, which no longer grows. */
  for (guint i = 0; i < self->matches->len; i++)
    g_hash_table_insert (self->by_id, &g_array_index (self->matches, HammerBracketMatch, i).id,
                         GUINT_TO_POINTER (i + 1));
  layout (self);
}

void
hammer_bracket_layout_set_box_width (HammerBracketLayout *self,
                                     double               width)
{
  g_return_if_fail (self != NULL);

  width = CLAMP (ceil (width), BRACKET_BOX_W, BRACKET_BOX_W_MAX);
  if (width == self->box_w)
    return;
  self->box_w = width;
  layout (self);
}
