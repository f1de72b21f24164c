/* hammer-team-match-entry.c — the games of one team match, entered at once
 *
 * One row per game of the league's format: the players of each side, picked
 * from the teams' rosters or typed as substitutes (the last choice of each
 * player's list), and the ends typed in one line ("3-0 0-2 4-0",
 * "/" before the next game of a best-of match). Each line is checked as it
 * is typed by the rules module, as a match of the league's rule set; the
 * team match is saved in one change, all games or none.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "league/hammer-league-fixtures.h"
#include "league/hammer-leagues.h"

#include "hammer-team-match-entry.h"
#include "hammer-team-match-row.h"
#include "hammer-window.h"

struct _HammerTeamMatchEntry
{
  AdwWindow    parent_instance;

  HammerStore *store;
  gint64       fixture_id;
  char        *rules;
  char       **teams;     /* home and away, as the rules' sentences name the sides */
  GPtrArray   *home_ids;  /* char *: player ids of the home roster */
  GPtrArray   *away_ids;
  GPtrArray   *rows;      /* HammerTeamMatchRow */
  GCancellable *writing;  /* the save or postponement under way */
  gboolean     moving;    /* the postponement under way gives a date */

  AdwWindowTitle *window_title;
  GtkWidget      *message_label;
  GtkWidget      *grid;
  GtkWidget      *postpone_button;
  GtkWidget      *postpone_entry;
  GtkWidget      *postpone_error;
};

G_DEFINE_FINAL_TYPE (HammerTeamMatchEntry, hammer_team_match_entry, ADW_TYPE_WINDOW)

enum
{
  SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update (HammerTeamMatchEntry *self)
{
  g_autofree char *first = NULL;

  for (guint r = 0; r < self->rows->len; r++)
    {
      HammerTeamMatchRow *row = g_ptr_array_index (self->rows, r);
      g_autofree char *problem =
        hammer_team_match_row_check (row, self->rules, (const char * const *) self->teams, NULL);

      gtk_widget_set_tooltip_text (hammer_team_match_row_get_ends_entry (row), problem);
      if (problem != NULL && first == NULL)
        /* TRANSLATORS: a game of the team match (from 1) and what is wrong with it. */
        first = g_strdup_printf (_("Game %u: %s"), hammer_team_match_row_get_game (row) + 1,
                                 problem);
    }
  gtk_label_set_text (GTK_LABEL (self->message_label), first ? first : "");
  gtk_widget_set_visible (self->message_label, first != NULL);
}

/* The roster of team @team_id, with the players' ids, as the rows give
 * them to the store, in @ids. */
static GListModel *
roster_of (HammerLeagueFixtures *fixtures,
           gint64                team_id,
           GPtrArray            *ids)
{
  GListModel *roster = hammer_league_fixtures_dup_roster (fixtures, team_id);

  for (guint p = 0; p < g_list_model_get_n_items (roster); p++)
    {
      g_autoptr(HammerLeaguePlayer) player = g_list_model_get_item (roster, p);

      g_ptr_array_add (ids, g_strdup_printf ("%" PRId64, hammer_league_player_get_id (player)));
    }
  return roster;
}

static void
build (HammerTeamMatchEntry *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerLeagueFixtures) fixtures = NULL;
  g_autoptr(GListModel) games = NULL;
  g_autoptr(GListModel) home_roster = NULL;
  g_autoptr(GListModel) away_roster = NULL;
  g_autofree char *title = NULL;
  HammerTeamMatch *match = NULL;
  const char *home_name, *away_name;
  const char *date;
  const char *headings[] = { N_("Game"), N_("Home"), N_("Away") };

  if ((fixtures = hammer_league_fixtures_new_for_fixture (self->store, self->fixture_id, &error)))
    match = hammer_league_fixtures_lookup (fixtures, self->fixture_id);
  if (match == NULL)
    {
      /* Without an error, the fixture went between two reads of its league. */
      gtk_label_set_text (GTK_LABEL (self->message_label), error != NULL ? error->message : "");
      gtk_widget_set_visible (self->message_label, TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "team.save", FALSE);
      return;
    }
  if (hammer_team_match_get_away_team (match) == 0)
    {
      gtk_label_set_text (GTK_LABEL (self->message_label),
                          _("This is a bye: the team has no match that day."));
      gtk_widget_set_visible (self->message_label, TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "team.save", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "team.postpone", FALSE);
      return;
    }
  self->rules = g_strdup (hammer_league_fixtures_get_rules (fixtures));
  home_name = hammer_team_match_get_home_name (match);
  away_name = hammer_team_match_get_away_name (match);
  self->teams = g_new0 (char *, 3);
  self->teams[0] = g_strdup (home_name);
  self->teams[1] = g_strdup (away_name);
  /* TRANSLATORS: the two teams of a match, home first. */
  title = g_strdup_printf (_("%s – %s"), home_name, away_name);
  adw_window_title_set_title (self->window_title, title);
  date = hammer_team_match_get_date (match);
  adw_window_title_set_subtitle (self->window_title, date ? date : _("Postponed"));

  home_roster = roster_of (fixtures, hammer_team_match_get_home_team (match), self->home_ids);
  away_roster = roster_of (fixtures, hammer_team_match_get_away_team (match), self->away_ids);

  for (guint h = 0; h < G_N_ELEMENTS (headings); h++)
    {
      GtkWidget *label = gtk_label_new (h == 1 ? home_name : h == 2 ? away_name : _(headings[h]));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (label, "heading");
      gtk_grid_attach (GTK_GRID (self->grid), label, (int) h, 0, 1, 1);
    }

  games = hammer_league_fixtures_dup_games (fixtures, self->fixture_id);
  for (guint g = 0; g < g_list_model_get_n_items (games); g++)
    {
      g_autoptr(HammerTeamMatchGame) game = g_list_model_get_item (games, g);
      HammerTeamMatchRow *row = hammer_team_match_row_new (game, g, home_roster, away_roster);

      /* Two grid lines a game. */
      hammer_team_match_row_attach (row, GTK_GRID (self->grid), 2 * (int) g + 1);
      g_signal_connect_swapped (hammer_team_match_row_get_ends_entry (row), "changed",
                                G_CALLBACK (update), self);
      g_ptr_array_add (self->rows, row);
    }
  update (self);
  if (self->rows->len > 0)
    gtk_widget_grab_focus (hammer_team_match_row_get_ends_entry (g_ptr_array_index (self->rows,
                                                                                     0)));
}

static void
report (HammerTeamMatchEntry *self,
        const char           *message)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (HAMMER_IS_WINDOW (parent))
    hammer_window_report_change (HAMMER_WINDOW (parent), message,
                                 hammer_store_get_last_change (self->store));
}

/* One write at a time: while the games are saved, or the match postponed,
 * neither can start again. Without games to save (the fixture could not be
 * read) saving stays off. */
static void
set_writing (HammerTeamMatchEntry *self,
             gboolean              writing)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "team.save",
                                 !writing && self->rules != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "team.postpone", !writing);
}

/* After a write: when it was done, tells the main window @message and
 * closes the screen. Whether it failed, with @error to show; not when the
 * screen closed meanwhile. */
static gboolean
write_failed (HammerTeamMatchEntry *self,
              gboolean              done,
              const GError         *error,
              const char           *message)
{
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return FALSE;
  set_writing (self, FALSE);
  if (!done)
    return TRUE;
  report (self, message);
  g_signal_emit (self, signals[SAVED], 0);
  gtk_window_destroy (GTK_WINDOW (self));
  return FALSE;
}

static void
match_saved_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(HammerTeamMatchEntry) self = user_data;
  g_autoptr(GError) error = NULL;
  gboolean done = hammer_leagues_enter_match_input_finish (HAMMER_STORE (source), result,
                                                          &error);

  if (!write_failed (self, done, error, _("Team match saved")))
    return;
  gtk_label_set_text (GTK_LABEL (self->message_label), error->message);
  gtk_widget_set_visible (self->message_label, TRUE);
  if (hammer_error_get_fixture (error) > 0 && hammer_error_get_game (error) >= 0)
    {
      gint64 game = hammer_error_get_game (error);

      for (guint r = 0; r < self->rows->len; r++)
        {
          HammerTeamMatchRow *row = g_ptr_array_index (self->rows, r);

          if (hammer_team_match_row_get_game (row) == game)
            gtk_widget_grab_focus (hammer_team_match_row_get_ends_entry (row));
        }
    }
}

static void
save_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerTeamMatchEntry *self = HAMMER_TEAM_MATCH_ENTRY (widget);
  g_autoptr(HammerTeamMatchInput) match = hammer_team_match_input_new ();
  g_autoptr(GError) error = NULL;
  guint entered = 0;

  for (guint r = 0; r < self->rows->len; r++)
    {
      HammerTeamMatchRow *row = g_ptr_array_index (self->rows, r);
      guint game = hammer_team_match_row_get_game (row);
      g_autoptr(HammerResultInput) result = NULL;
      g_autofree char *problem =
        hammer_team_match_row_check (row, self->rules, (const char * const *) self->teams, &result);
      GtkWidget *missing;

      if (problem != NULL)
        {
          g_autofree char *text = g_strdup_printf (_("Game %u: %s"), game + 1, problem);

          gtk_label_set_text (GTK_LABEL (self->message_label), text);
          gtk_widget_set_visible (self->message_label, TRUE);
          gtk_widget_grab_focus (hammer_team_match_row_get_ends_entry (row));
          return;
        }
      if (result == NULL)
        continue;
      if ((missing = hammer_team_match_row_add_game (row, match, self->home_ids, self->away_ids,
                                                    result)))
        {
          /* TRANSLATORS: a game of the team match (from 1). */
          g_autofree char *text = g_strdup_printf (_("Game %u: type the substitute’s name."),
                                                   game + 1);

          gtk_label_set_text (GTK_LABEL (self->message_label), text);
          gtk_widget_set_visible (self->message_label, TRUE);
          gtk_widget_grab_focus (missing);
          return;
        }
      entered++;
    }

  if (entered == 0)
    {
      gtk_label_set_text (GTK_LABEL (self->message_label),
                          _("Type the ends of at least one game."));
      gtk_widget_set_visible (self->message_label, TRUE);
      return;
    }
  set_writing (self, TRUE);
  hammer_leagues_enter_match_input_async (self->store, self->fixture_id, match, self->writing,
                                          match_saved_cb, g_object_ref (self));
}

static void
postponed_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(HammerTeamMatchEntry) self = user_data;
  g_autoptr(GError) error = NULL;
  gboolean done = hammer_leagues_postpone_fixture_finish (HAMMER_STORE (source), result, &error);

  if (!write_failed (self, done, error,
                     self->moving ? _("Match moved") : _("Match postponed")))
    return;
  gtk_label_set_text (GTK_LABEL (self->postpone_error), error->message);
  gtk_widget_set_visible (self->postpone_error, TRUE);
}

static void
postpone_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HammerTeamMatchEntry *self = HAMMER_TEAM_MATCH_ENTRY (widget);
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->postpone_entry));
  g_autofree char *date = g_strstrip (g_strdup (typed));

  self->moving = *date != '\0';
  set_writing (self, TRUE);
  hammer_leagues_postpone_fixture_async (self->store, self->fixture_id,
                                         self->moving ? date : NULL, self->writing, postponed_cb,
                                         g_object_ref (self));
}

static void
postpone_entry_activate_cb (HammerTeamMatchEntry *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "team.postpone", NULL);
}

static void
hammer_team_match_entry_dispose (GObject *object)
{
  HammerTeamMatchEntry *self = HAMMER_TEAM_MATCH_ENTRY (object);

  g_cancellable_cancel (self->writing);
  g_clear_object (&self->writing);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_TEAM_MATCH_ENTRY);
  g_clear_object (&self->store);
  g_clear_pointer (&self->rules, g_free);
  g_clear_pointer (&self->teams, g_strfreev);
  G_OBJECT_CLASS (hammer_team_match_entry_parent_class)->dispose (object);
}

static void
hammer_team_match_entry_finalize (GObject *object)
{
  HammerTeamMatchEntry *self = HAMMER_TEAM_MATCH_ENTRY (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->home_ids, g_ptr_array_unref);
  g_clear_pointer (&self->away_ids, g_ptr_array_unref);
  G_OBJECT_CLASS (hammer_team_match_entry_parent_class)->finalize (object);
}

static void
hammer_team_match_entry_class_init (HammerTeamMatchEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_team_match_entry_dispose;
  object_class->finalize = hammer_team_match_entry_finalize;

  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/league/"
                                               "hammer-team-match-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerTeamMatchEntry, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerTeamMatchEntry, message_label);
  gtk_widget_class_bind_template_child (widget_class, HammerTeamMatchEntry, grid);
  gtk_widget_class_bind_template_child (widget_class, HammerTeamMatchEntry, postpone_button);
  gtk_widget_class_bind_template_child (widget_class, HammerTeamMatchEntry, postpone_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerTeamMatchEntry, postpone_error);

  gtk_widget_class_install_action (widget_class, "team.save", NULL, save_activated);
  gtk_widget_class_install_action (widget_class, "team.postpone", NULL, postpone_activated);
  /* Ctrl+S saves, and Ctrl+Enter too, as on every sheet a result is typed
   * on. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "team.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "team.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "team.save",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_team_match_entry_init (HammerTeamMatchEntry *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new_with_free_func (g_object_unref);
  self->writing = g_cancellable_new ();
  self->home_ids = g_ptr_array_new_with_free_func (g_free);
  self->away_ids = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect_swapped (self->postpone_entry, "activate",
                            G_CALLBACK (postpone_entry_activate_cb), self);
}

GtkWidget *
hammer_team_match_entry_new (GtkWindow   *parent,
                             HammerStore *store,
                             gint64       fixture_id)
{
  HammerTeamMatchEntry *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  self = g_object_new (HAMMER_TYPE_TEAM_MATCH_ENTRY, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  self->fixture_id = fixture_id;
  build (self);
  return GTK_WIDGET (self);
}
