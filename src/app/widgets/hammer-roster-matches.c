/* hammer-roster-matches.c — the players of the roster that match what is
 * typed in a field, to pick from
 *
 * The roster is filtered in memory on every keystroke (not after a search
 * entry's delay), so that Enter right after typing acts on what was typed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-filtered-list.h"
#include "hammer-roster-matches.h"

struct _HammerRosterMatches
{
  GtkWidget           parent_instance;

  GtkListView        *matches_list;

  GListStore         *offered;     /* HammerPlayer */
  GtkCustomFilter    *filter;
  GtkFilterListModel *matches;
  GtkSingleSelection *selection;
  char               *search_key;  /* case-folded search text */
};

G_DEFINE_FINAL_TYPE (HammerRosterMatches, hammer_roster_matches, GTK_TYPE_WIDGET)

enum
{
  PLAYER_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
filter_func (gpointer item,
             gpointer user_data)
{
  HammerRosterMatches *self = user_data;
  HammerPlayer *player = item;

  if (self->search_key == NULL || *self->search_key == '\0')
    return FALSE;
  return hammer_filtered_list_text_matches (hammer_player_get_name (player), self->search_key) ||
         hammer_filtered_list_text_matches (hammer_player_get_club_name (player),
                                            self->search_key) ||
         hammer_filtered_list_text_matches (hammer_player_get_licence (player), self->search_key);
}

/* The first match is highlighted and shown. */
static void
highlight_first (HammerRosterMatches *self)
{
  if (g_list_model_get_n_items (G_LIST_MODEL (self->matches)) == 0)
    return;
  gtk_single_selection_set_selected (self->selection, 0);
  gtk_widget_activate_action (GTK_WIDGET (self->matches_list), "list.scroll-to-item", "u", 0);
}

void
hammer_roster_matches_set_players (HammerRosterMatches *self,
                                   GPtrArray           *players)
{
  g_return_if_fail (HAMMER_IS_ROSTER_MATCHES (self));

  g_list_store_splice (self->offered, 0, g_list_model_get_n_items (G_LIST_MODEL (self->offered)),
                       players != NULL ? players->pdata : NULL,
                       players != NULL ? players->len : 0);
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  highlight_first (self);
}

guint
hammer_roster_matches_search (HammerRosterMatches *self,
                              const char          *text)
{
  g_autofree char *clean = NULL;

  g_return_val_if_fail (HAMMER_IS_ROSTER_MATCHES (self), 0);

  clean = g_strstrip (g_strdup (text != NULL ? text : ""));
  g_free (self->search_key);
  self->search_key = g_utf8_casefold (clean, -1);
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  highlight_first (self);
  return g_list_model_get_n_items (G_LIST_MODEL (self->matches));
}

gboolean
hammer_roster_matches_get_searching (HammerRosterMatches *self)
{
  g_return_val_if_fail (HAMMER_IS_ROSTER_MATCHES (self), FALSE);

  return self->search_key != NULL && *self->search_key != '\0';
}

guint
hammer_roster_matches_get_n_matches (HammerRosterMatches *self)
{
  g_return_val_if_fail (HAMMER_IS_ROSTER_MATCHES (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->matches));
}

HammerPlayer *
hammer_roster_matches_get_selected (HammerRosterMatches *self)
{
  g_return_val_if_fail (HAMMER_IS_ROSTER_MATCHES (self), NULL);

  return gtk_single_selection_get_selected_item (self->selection);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                HammerRosterMatches   *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->matches));
  guint selected = gtk_single_selection_get_selected (self->selection);
  int step;

  if (keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down)
    step = 1;
  else if (keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up)
    step = -1;
  else
    return FALSE;

  if (n == 0)
    return FALSE;
  if (selected == GTK_INVALID_LIST_POSITION)
    selected = step > 0 ? 0 : n - 1;
  else if (step > 0)
    selected = MIN (selected + 1, n - 1);
  else
    selected = selected > 0 ? selected - 1 : 0;
  gtk_single_selection_set_selected (self->selection, selected);
  gtk_widget_activate_action (GTK_WIDGET (self->matches_list), "list.scroll-to-item", "u",
                              selected);
  return TRUE;
}

void
hammer_roster_matches_follow_keys (HammerRosterMatches *self,
                                   GtkWidget           *field)
{
  GtkEventController *keys;

  g_return_if_fail (HAMMER_IS_ROSTER_MATCHES (self));
  g_return_if_fail (GTK_IS_WIDGET (field));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, 0);
  gtk_widget_add_controller (field, keys);
}

static void
activate_cb (HammerRosterMatches *self,
             guint                position)
{
  g_autoptr(HammerPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->matches), position);

  if (player != NULL)
    g_signal_emit (self, signals[PLAYER_ACTIVATED], 0, player);
}

/* The detail of a player found, for the template of its row. */
static char *
player_detail (gpointer      instance,
               HammerPlayer *player)
{
  const char *club = player != NULL ? hammer_player_get_club_name (player) : NULL;
  const char *licence = player != NULL ? hammer_player_get_licence (player) : NULL;

  if (club != NULL && licence != NULL)
    return g_strdup_printf ("%s · %s", club, licence);
  return g_strdup (club != NULL ? club : licence != NULL ? licence : "");
}

static void
hammer_roster_matches_dispose (GObject *object)
{
  HammerRosterMatches *self = HAMMER_ROSTER_MATCHES (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_ROSTER_MATCHES);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->selection);
  g_clear_object (&self->matches);
  g_clear_object (&self->filter);
  g_clear_object (&self->offered);
  G_OBJECT_CLASS (hammer_roster_matches_parent_class)->dispose (object);
}

static void
hammer_roster_matches_finalize (GObject *object)
{
  HammerRosterMatches *self = HAMMER_ROSTER_MATCHES (object);

  g_free (self->search_key);
  G_OBJECT_CLASS (hammer_roster_matches_parent_class)->finalize (object);
}

static void
hammer_roster_matches_class_init (HammerRosterMatchesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_roster_matches_dispose;
  object_class->finalize = hammer_roster_matches_finalize;

  signals[PLAYER_ACTIVATED] =
    g_signal_new ("player-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, HAMMER_TYPE_PLAYER);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/widgets/"
                                               "hammer-roster-matches.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerRosterMatches, matches_list);
  gtk_widget_class_bind_template_callback (widget_class, activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, player_detail);
}

static void
hammer_roster_matches_init (HammerRosterMatches *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->offered = g_list_store_new (HAMMER_TYPE_PLAYER);
  self->filter = gtk_custom_filter_new (filter_func, self, NULL);
  self->matches = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->offered)),
                                             g_object_ref (GTK_FILTER (self->filter)));
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->matches)));
  gtk_single_selection_set_autoselect (self->selection, TRUE);
  gtk_list_view_set_model (self->matches_list, GTK_SELECTION_MODEL (self->selection));
}
