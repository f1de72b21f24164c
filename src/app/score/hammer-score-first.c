/* hammer-score-first.c
 *
 * Who shoots first in one game of a score sheet. Where the rules leave it
 * to the players (hammer_rules_game_first_chosen()), a choice of the sides
 * that goes into the sheet for that game, so that the rules module's
 * hammer follows from it; where the rules decide, the side they send and
 * how they decide, shown and not offered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-app-utils.h"
#include "hammer-score-first.h"
#include "hammer-score-names.h"

struct _HammerScoreFirst
{
  GtkBox parent_instance;

  HammerScoreForm *sheet;
  char **names;
  guint game;
  GtkDropDown *dropdown; /* where the players choose, else NULL */
  GtkLabel *side;        /* where the rules decide, else NULL */
  gboolean filling;
};

G_DEFINE_FINAL_TYPE (HammerScoreFirst, hammer_score_first, GTK_TYPE_BOX)

enum
{
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
hammer_score_first_update (HammerScoreFirst *self)
{
  int first;

  g_return_if_fail (HAMMER_IS_SCORE_FIRST (self));

  if (self->game >= hammer_score_form_get_n_games (self->sheet))
    return;
  first = hammer_score_form_get_first (self->sheet, self->game, NULL);
  if (self->dropdown != NULL)
    {
      self->filling = TRUE;
      gtk_drop_down_set_selected (self->dropdown,
                                  first >= 0 ? (guint) first : GTK_INVALID_LIST_POSITION);
      self->filling = FALSE;
    }
  else
    {
      const char *name = first >= 0 && (guint) first < g_strv_length (self->names)
                         ? self->names[first] : NULL;

      /* Until the game before is over the rules cannot tell yet. */
      gtk_label_set_label (self->side, name != NULL ? name : "—");
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->side), name);
    }
}

static void
selected_cb (HammerScoreFirst *self)
{
  guint selected = gtk_drop_down_get_selected (self->dropdown);

  if (self->filling || selected == GTK_INVALID_LIST_POSITION ||
      self->game >= hammer_score_form_get_n_games (self->sheet) ||
      (int) selected == hammer_score_form_get_first (self->sheet, self->game, NULL))
    return;
  hammer_score_form_set_first (self->sheet, self->game, (int) selected);
  g_signal_emit (self, signals[CHOSEN], 0);
}

/* The players' choice, "First to shoot [Anna ▾]" under the game's heading,
 * as game 1's toss reads at the top; Alt+F reaches each in turn. */
static void
build_choice (HammerScoreFirst *self)
{
  /* TRANSLATORS: the accessible name and tooltip of the choice of who
   * shoots first in a game after the first. */
  g_autofree char *tooltip = g_strdup_printf (_("Who shoots first in game %u; the other side "
                                                "has the hammer"), self->game + 1);
  g_autofree char *name = g_strdup_printf (_("First to shoot in game %u"), self->game + 1);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_First to shoot"));

  self->dropdown = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  gtk_widget_set_valign (GTK_WIDGET (self->dropdown), GTK_ALIGN_CENTER);
  hammer_score_names_dropdown_set (self->dropdown, (const char * const *) self->names);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->dropdown));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->dropdown), tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->dropdown),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_signal_connect_swapped (self->dropdown, "notify::selected", G_CALLBACK (selected_cb), self);
  gtk_box_append (GTK_BOX (self), label);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->dropdown));
}

/* The rules' pick: "First to shoot: Anna", and under it how the rules
 * decide. */
static void
build_rules_pick (HammerScoreFirst *self)
{
  const char *how = hammer_rules_next_game_first (hammer_score_form_get_rules (self->sheet));
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *caption = hammer_label_new (how, 0, "dim-label");

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 2);
  gtk_box_append (GTK_BOX (line), hammer_label_new (_("First to shoot:"), 0, NULL));
  self->side = GTK_LABEL (hammer_label_new ("", 0, "heading"));
  gtk_label_set_ellipsize (self->side, PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (GTK_WIDGET (self->side), TRUE);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->side));
  gtk_box_append (GTK_BOX (self), line);
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_widget_add_css_class (caption, "caption");
  gtk_box_append (GTK_BOX (self), caption);
}

GtkWidget *
hammer_score_first_new (HammerScoreForm   *sheet,
                        const char * const *names,
                        guint               game)
{
  HammerScoreFirst *self;

  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (sheet), NULL);
  g_return_val_if_fail (names != NULL, NULL);

  self = g_object_new (HAMMER_TYPE_SCORE_FIRST, "spacing", 12, NULL);
  self->sheet = g_object_ref (sheet);
  self->names = g_strdupv ((char **) names);
  self->game = game;
  if (hammer_rules_game_first_chosen (hammer_score_form_get_rules (sheet), game))
    build_choice (self);
  else
    build_rules_pick (self);
  hammer_score_first_update (self);
  return GTK_WIDGET (self);
}

static void
hammer_score_first_dispose (GObject *object)
{
  HammerScoreFirst *self = HAMMER_SCORE_FIRST (object);

  g_clear_object (&self->sheet);

  G_OBJECT_CLASS (hammer_score_first_parent_class)->dispose (object);
}

static void
hammer_score_first_finalize (GObject *object)
{
  HammerScoreFirst *self = HAMMER_SCORE_FIRST (object);

  g_clear_pointer (&self->names, g_strfreev);

  G_OBJECT_CLASS (hammer_score_first_parent_class)->finalize (object);
}

static void
hammer_score_first_class_init (HammerScoreFirstClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hammer_score_first_dispose;
  object_class->finalize = hammer_score_first_finalize;

  /* A choice of who shoots first went into the sheet. */
  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hammer_score_first_init (HammerScoreFirst *self)
{
}
