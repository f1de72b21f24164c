/* hammer-league-page.c — a team league: next match day, fixtures, table
 *
 * Reads hammer-leagues' JSON reports into list stores of HammerSeasonItem.
 * Fixtures are listed match day by match day (a bye is a line of its own);
 * activating a fixture opens its team match for entering the games.
 *
 * This part is the widget: its properties and actions, and adding teams
 * and making the fixtures. Its lists are in hammer-league-page-lists.c,
 * print and export in hammer-league-page-paper.c; they share
 * hammer-league-page-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "league/hammer-leagues.h"

#include "hammer-app-utils.h"
#include "hammer-league-page-private.h"
#include "hammer-season-item.h"
#include "hammer-window.h"

G_DEFINE_FINAL_TYPE (HammerLeaguePage, hammer_league_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_LEAGUE_ID,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
show_teams_error (HammerLeaguePage *self,
                  const GError     *error)
{
  gtk_label_set_text (GTK_LABEL (self->teams_error), error ? error->message : "");
  gtk_widget_set_visible (self->teams_error, error != NULL);
}

static void
report_change (HammerLeaguePage *self,
               const char       *message)
{
  hammer_window_report_last_change_near (GTK_WIDGET (self), self->store, message);
}

static void
add_team_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) names = g_strsplit (gtk_editable_get_text (GTK_EDITABLE (self->team_players_entry)),
                                    ",", -1);
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->team_name_entry));
  g_autofree char *name = g_strstrip (g_strdup (typed));
  g_autofree char *message = NULL;
  GtkDropDown *dropdown = GTK_DROP_DOWN (self->division_dropdown);
  GtkStringObject *division = gtk_drop_down_get_selected_item (dropdown);

  for (guint i = 0; names[i] != NULL; i++)
    {
      char *player = g_strstrip (g_strdup (names[i]));

      if (*player != '\0')
        g_ptr_array_add (players, player);
      else
        g_free (player);
    }
  g_ptr_array_add (players, NULL);
  if (hammer_leagues_add_team (self->store, self->league_id,
                               division ? gtk_string_object_get_string (division) : NULL,
                               name, NULL, (const char *const *) players->pdata,
                               &error) == 0)
    {
      show_teams_error (self, error);
      gtk_widget_grab_focus (self->team_name_entry);
      return;
    }
  show_teams_error (self, NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->team_name_entry), "");
  gtk_editable_set_text (GTK_EDITABLE (self->team_players_entry), "");
  gtk_widget_grab_focus (self->team_name_entry);
  /* TRANSLATORS: a toast; %s is a team's name. */
  message = g_strdup_printf (_("Team %s added"), name);
  report_change (self, message);
}

static void
make_fixtures_activated (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!hammer_leagues_generate_fixtures (self->store, self->league_id, &error))
    {
      show_teams_error (self, error);
      return;
    }
  show_teams_error (self, NULL);
  report_change (self, _("Fixtures made"));
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (self->view_stack), "fixtures");
}

/* On a narrow page Print gives its room to the title; it is in the menu too. */
static void
update_header_cb (HammerLeaguePage *self)
{
  gtk_widget_set_visible (self->print_button,
                          !adw_view_switcher_title_get_title_visible (self->switcher_title));
}

/* Class */

static void
add_team_cb (HammerLeaguePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "league.add-team", NULL);
}

static void
hammer_league_page_dispose (GObject *object)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_LEAGUE_PAGE);
  /* Children of the template without an id are not unparented by it. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->store);
  g_clear_object (&self->next);
  g_clear_object (&self->fixtures);
  g_clear_object (&self->table);
  g_clear_object (&self->teams);
  g_clear_object (&self->players);
  g_clear_object (&self->divisions);
  G_OBJECT_CLASS (hammer_league_page_parent_class)->dispose (object);
}

static void
hammer_league_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_LEAGUE_ID:
      g_value_set_int64 (value, self->league_id);
      break;
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The league's own rows, and the names of its players and their clubs. */
static void
store_changes_cb (HammerLeaguePage *self,
                  HammerChangeSet  *changes)
{
  if (hammer_change_set_touches_league (changes, self->league_id) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_CLUBS))
    hammer_league_page_reload (self);
}

static void
hammer_league_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      if (!hammer_follow_store (&self->store, g_value_get_object (value),
                                G_CALLBACK (store_changes_cb), self))
        return;
      break;
    case PROP_LEAGUE_ID:
      if (self->league_id == g_value_get_int64 (value))
        return;
      self->league_id = g_value_get_int64 (value);
      break;
    case PROP_FOLDED:
      if (self->folded == g_value_get_boolean (value))
        return;
      self->folded = g_value_get_boolean (value);
      g_object_notify_by_pspec (object, pspec);
      return;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  g_object_notify_by_pspec (object, pspec);
  hammer_league_page_reload (self);
}

static void
hammer_league_page_class_init (HammerLeaguePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_league_page_dispose;
  object_class->get_property = hammer_league_page_get_property;
  object_class->set_property = hammer_league_page_set_property;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEAGUE_ID] =
    g_param_spec_int64 ("league-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Bound to the window's leaflet: the sidebar is folded away. */
  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/league/"
                                               "hammer-league-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, print_button);
  gtk_widget_class_bind_template_callback (widget_class, update_header_cb);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, division_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, main_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, next_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, next_label);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, next_status);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, next_view);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, fixtures_view);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, table_view);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, teams_view);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, players_view);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, team_name_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, team_players_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, teams_error);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, missing_page);

  gtk_widget_class_install_action (widget_class, "league.add-team", NULL, add_team_activated);
  gtk_widget_class_install_action (widget_class, "league.make-fixtures", NULL,
                                   make_fixtures_activated);
  gtk_widget_class_install_action (widget_class, "league.print", "s",
                                   hammer_league_page_print_activated);
  gtk_widget_class_install_action (widget_class, "league.export-pdf", "s",
                                   hammer_league_page_print_activated);
  gtk_widget_class_install_action (widget_class, "league.export", "s",
                                   hammer_league_page_export_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "league.print", "s", "current");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
hammer_league_page_init (HammerLeaguePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->next = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->fixtures = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->table = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->teams = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->players = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->divisions = gtk_string_list_new (NULL);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->division_dropdown),
                           G_LIST_MODEL (self->divisions));
  g_signal_connect_swapped (self->division_dropdown, "notify::selected",
                            G_CALLBACK (hammer_league_page_reload), self);

  hammer_league_page_init_lists (self);
  g_signal_connect_swapped (self->team_players_entry, "activate", G_CALLBACK (add_team_cb), self);
}

GtkWidget *
hammer_league_page_new (HammerStore *store,
                        gint64       league_id)
{
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_LEAGUE_PAGE, "store", store, "league-id", league_id, NULL);
}

void
hammer_league_page_show_view (HammerLeaguePage *self,
                              const char       *name)
{
  g_return_if_fail (HAMMER_IS_LEAGUE_PAGE (self));

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (self->view_stack), name);
}
