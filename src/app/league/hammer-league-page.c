/* hammer-league-page.c — a team league: next match day, fixtures, table
 *
 * Reads hammer-leagues' JSON reports into list stores of HammerSeasonItem.
 * Fixtures are listed match day by match day (a bye is a line of its own);
 * activating a fixture opens its team match for entering the games.
 *
 * This part is the widget: its actions, adding teams and making the
 * fixtures; its store, league, header and following the store are the
 * base's, HammerCompetitionPage, which the season page shares. Its lists
 * are in hammer-league-page-lists.c, print and export in
 * hammer-league-page-paper.c; they share hammer-league-page-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "league/hammer-leagues.h"

#include "hammer-league-page-private.h"
#include "hammer-window.h"

G_DEFINE_FINAL_TYPE (HammerLeaguePage, hammer_league_page, HAMMER_TYPE_COMPETITION_PAGE)

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
  hammer_window_report_last_change_near (GTK_WIDGET (self), page_store (self), message);
}

/* One write at a time: adding a team and making the fixtures wait for
 * each other, so a second click does not write twice. */
static void
set_writing (HammerLeaguePage *self,
             gboolean          writing)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "league.add-team", !writing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "league.make-fixtures", !writing);
}

/* A write under way: the page, and the toast when it is done. */
typedef struct
{
  HammerLeaguePage *page;
  char             *done;
} PageWrite;

static void
page_write_free (PageWrite *write)
{
  g_object_unref (write->page);
  g_free (write->done);
  g_free (write);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PageWrite, page_write_free)

static PageWrite *
begin_write (HammerLeaguePage *self,
             char             *done)
{
  PageWrite *write = g_new0 (PageWrite, 1);

  write->page = g_object_ref (self);
  write->done = done;
  set_writing (self, TRUE);
  return write;
}

/* Shows @error, or reports the change done; FALSE when the page closed
 * meanwhile or the write failed. */
static gboolean
end_write (PageWrite    *write,
           gboolean      done,
           const GError *error)
{
  HammerLeaguePage *self = write->page;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return FALSE;
  set_writing (self, FALSE);
  show_teams_error (self, done ? NULL : error);
  if (done)
    report_change (self, write->done);
  return done;
}

static void
team_added_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(PageWrite) write = user_data;
  HammerLeaguePage *self = write->page;
  g_autoptr(GError) error = NULL;
  gboolean done = hammer_leagues_add_team_finish (HAMMER_STORE (source), result, &error) != 0;

  if (end_write (write, done, error))
    {
      gtk_editable_set_text (GTK_EDITABLE (self->team_name_entry), "");
      gtk_editable_set_text (GTK_EDITABLE (self->team_players_entry), "");
    }
  /* Typing goes on in the name: the next team's, or this one corrected. */
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    gtk_widget_grab_focus (self->team_name_entry);
}

static void
add_team_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (widget);
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) names = g_strsplit (gtk_editable_get_text (GTK_EDITABLE (self->team_players_entry)),
                                    ",", -1);
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->team_name_entry));
  g_autofree char *name = g_strstrip (g_strdup (typed));
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
  hammer_leagues_add_team_async (page_store (self), page_league (self),
                                 division ? gtk_string_object_get_string (division) : NULL,
                                 name, NULL, (const char *const *) players->pdata, self->writing,
                                 team_added_cb,
                                 /* TRANSLATORS: a toast; %s is a team's name. */
                                 begin_write (self, g_strdup_printf (_("Team %s added"), name)));
}

static void
fixtures_made_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(PageWrite) write = user_data;
  g_autoptr(GError) error = NULL;
  gboolean done = hammer_leagues_generate_fixtures_finish (HAMMER_STORE (source), result, &error);

  if (end_write (write, done, error))
    hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (write->page), "fixtures");
}

static void
make_fixtures_activated (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (widget);

  hammer_leagues_generate_fixtures_async (page_store (self), page_league (self), self->writing,
                                          fixtures_made_cb,
                                          begin_write (self, g_strdup (_("Fixtures made"))));
}

/* Class */

static void
add_team_cb (HammerLeaguePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "league.add-team", NULL);
}

static gboolean
hammer_league_page_touched (HammerCompetitionPage *page,
                            HammerChangeSet       *changes)
{
  return hammer_change_set_touches_league (changes, hammer_competition_page_get_id (page));
}

static void
hammer_league_page_dispose (GObject *object)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (object);

  g_cancellable_cancel (self->writing);
  g_clear_object (&self->writing);
  g_clear_object (&self->league_fixtures);
  g_clear_object (&self->divisions);
  G_OBJECT_CLASS (hammer_league_page_parent_class)->dispose (object);
}

static void
hammer_league_page_class_init (HammerLeaguePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  HammerCompetitionPageClass *page_class = HAMMER_COMPETITION_PAGE_CLASS (klass);

  object_class->dispose = hammer_league_page_dispose;
  page_class->touched = hammer_league_page_touched;
  page_class->reload = hammer_league_page_reload;
  hammer_league_page_init_paper (page_class);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/league/"
                                               "hammer-league-page.ui");
  hammer_competition_page_class_setup (widget_class, "league");
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, division_dropdown);
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

  gtk_widget_class_install_action (widget_class, "league.add-team", NULL, add_team_activated);
  gtk_widget_class_install_action (widget_class, "league.make-fixtures", NULL,
                                   make_fixtures_activated);
}

static void
hammer_league_page_init (HammerLeaguePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->writing = g_cancellable_new ();
  self->divisions = gtk_string_list_new (NULL);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->division_dropdown),
                           G_LIST_MODEL (self->divisions));
  g_signal_connect_swapped (self->division_dropdown, "notify::selected",
                            G_CALLBACK (hammer_competition_page_reload), self);

  hammer_league_page_init_lists (self);
  g_signal_connect_swapped (self->team_players_entry, "activate", G_CALLBACK (add_team_cb), self);
}

GtkWidget *
hammer_league_page_new (HammerStore *store,
                        gint64       league_id)
{
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_LEAGUE_PAGE, "store", store, "competition-id", league_id,
                       NULL);
}
