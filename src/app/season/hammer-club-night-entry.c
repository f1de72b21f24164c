/* hammer-club-night-entry.c — the screen for entering a whole club night
 *
 * Built for speed: one row per member present, one cell per game. Keys are
 * handled by the window before the cells see them, so that a total moves on
 * to the next game by itself as soon as no further digit could make it a
 * total (sjoelbak scores at most 148: “95” is complete, “12” is not), and
 * Enter, Tab and Backspace walk the grid. By compartments each game takes
 * the four counts, one digit each, which the rules module scores. Nothing is
 * written until every total is possible; the night is then saved in one
 * change. This file loads and saves the night; the grid is
 * hammer-club-night-grid.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdlib.h>

#include "hammer-places.h"
#include "league/hammer-club-night.h"
#include "league/hammer-season-members.h"
#include "league/hammer-seasons.h"
#include "rules/hammer-rules.h"

#include "hammer-clock.h"
#include "hammer-club-night-entry-private.h"
#include "hammer-window.h"
#include "hammer-app-utils.h"

G_DEFINE_FINAL_TYPE (HammerClubNightEntry, hammer_club_night_entry, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_SEASON_ID,
  PROP_NIGHT_ID,
  N_PROPS
};

enum
{
  SAVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
row_free (HammerClubNightEntryRow *row)
{
  g_free (row->name);
  g_free (row->totals);
  g_free (row->counts);
  g_clear_pointer (&row->cells, g_ptr_array_unref);
  g_clear_pointer (&row->points, g_ptr_array_unref);
  g_clear_pointer (&row->extras, g_ptr_array_unref);
  g_free (row);
}

static void
mode_toggled_cb (HammerClubNightEntry *self)
{
  gboolean counts = gtk_toggle_button_get_active (self->counts_toggle);

  if (self->building || counts == self->counts || self->games == 0)
    return;
  hammer_club_night_take_cells (self, counts);
  self->counts = counts;
  hammer_club_night_build_grid (self);
  hammer_club_night_move_focus (self, 0, -1, 1);
}

/* A night being corrected shows what was entered; a new one starts with
 * whoever came last time (everyone, on the first night). Returns the id of
 * the night to start from, or 0 for the first night; -1 if the night
 * being corrected is not there. */
static gint64
load_night (HammerClubNightEntry  *self,
            HammerSeasonMembers   *season,
            GError               **error)
{
  GListModel *nights = hammer_season_members_get_nights (season);
  g_autoptr(HammerSeasonNight) last = NULL;
  HammerSeasonNight *night;

  if (self->night_id != 0)
    {
      if (!(night = hammer_season_members_find_night (season, self->night_id, error)))
        return -1;
      adw_window_title_set_subtitle (self->window_title, hammer_season_night_get_date (night));
      return self->night_id;
    }
  /* Newest first. */
  if ((last = g_list_model_get_item (nights, 0)) != NULL)
    return hammer_season_night_get_id (last);
  return 0;
}

/* What @member played on night @night_id, or NULL. */
static HammerSeasonMemberNight *
played_on (HammerSeasonMember *member,
           gint64              night_id)
{
  GListModel *nights = hammer_season_member_get_nights (member);

  for (guint i = 0; night_id != 0 && i < g_list_model_get_n_items (nights); i++)
    {
      g_autoptr(HammerSeasonMemberNight) night = g_list_model_get_item (nights, i);

      if (hammer_season_member_night_get_id (night) == night_id)
        return night;
    }
  return NULL;
}

/* The row of @member, with what they played on the night when it is being
 * corrected, and the check button that says whether they are present. */
static void
add_row (HammerClubNightEntry    *self,
         HammerSeasonMember      *member,
         HammerSeasonMemberNight *played,
         gboolean                 present)
{
  HammerClubNightEntryRow *row = g_new0 (HammerClubNightEntryRow, 1);

  row->member_id = hammer_season_member_get_id (member);
  row->name = g_strdup (hammer_season_member_get_name (member));
  row->cells = g_ptr_array_new ();
  row->points = g_ptr_array_new ();
  row->extras = g_ptr_array_new ();
  row->totals = g_new (int, MAX (self->games, 1));
  row->counts = g_new (int, MAX (self->games, 1) * N_COMPARTMENTS);
  for (guint i = 0; i < self->games; i++)
    row->totals[i] = -1;
  for (guint i = 0; i < self->games * N_COMPARTMENTS; i++)
    row->counts[i] = -1;
  row->present = present;

  if (played != NULL && self->night_id != 0)
    {
      guint n_games;
      const int *games = hammer_season_member_night_get_games (played, &n_games);
      const int *counts = hammer_season_member_night_get_counts (played);

      for (guint g = 0; g < self->games && g < n_games; g++)
        row->totals[g] = games[g];
      for (guint g = 0; counts != NULL && g < self->games && g < n_games; g++)
        for (guint c = 0; c < N_COMPARTMENTS; c++)
          row->counts[g * N_COMPARTMENTS + c] = counts[g * 4 + c];
    }

  row->toggle = gtk_check_button_new_with_label (row->name);
  gtk_widget_set_tooltip_text (row->toggle, _("Present or absent"));
  gtk_flow_box_append (GTK_FLOW_BOX (self->present_box), row->toggle);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (row->toggle), row->present);
  g_signal_connect (row->toggle, "toggled", G_CALLBACK (hammer_club_night_present_toggled_cb),
                    self);
  g_ptr_array_add (self->rows, row);
}

static void
build (HammerClubNightEntry *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerSeasonMembers) season = NULL;
  GListModel *members;
  GtkWidget *child;
  gint64 night_id;

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
  while ((child = gtk_widget_get_first_child (self->present_box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->present_box), child);
  g_ptr_array_set_size (self->rows, 0);

  if (self->store == NULL || self->season_id == 0)
    return;
  if (!(season = hammer_season_members_new (self->store, self->season_id, &error)) ||
      (night_id = load_night (self, season, &error)) < 0)
    {
      gtk_label_set_text (GTK_LABEL (self->message_label), error->message);
      gtk_widget_set_visible (self->message_label, TRUE);
      return;
    }
  self->games = hammer_season_members_get_games_per_night (season);
  members = G_LIST_MODEL (season);
  gtk_widget_set_visible (self->date_box, self->night_id == 0);

  /* A night entered by counts opens by counts; a new night keeps the mode
   * of the last one. */
  self->counts = FALSE;
  for (guint m = 0; night_id != 0 && m < g_list_model_get_n_items (members); m++)
    {
      g_autoptr(HammerSeasonMember) member = g_list_model_get_item (members, m);
      HammerSeasonMemberNight *played = played_on (member, night_id);

      self->counts |= played != NULL && hammer_season_member_night_get_counts (played) != NULL;
    }

  for (guint m = 0; m < g_list_model_get_n_items (members); m++)
    {
      g_autoptr(HammerSeasonMember) member = g_list_model_get_item (members, m);
      HammerSeasonMemberNight *played = played_on (member, night_id);

      /* On the first night everyone is there. */
      add_row (self, member, played, night_id == 0 || played != NULL);
    }

  /* A member who played a night entered by counts without counts (a
   * correction by totals) keeps the night in totals. */
  for (guint r = 0; self->counts && r < self->rows->len; r++)
    {
      HammerClubNightEntryRow *row = g_ptr_array_index (self->rows, r);

      if (row->totals[0] >= 0 && row->counts[0] < 0 && self->night_id != 0)
        self->counts = FALSE;
    }

  self->building = TRUE;
  gtk_toggle_button_set_active (self->counts ? self->counts_toggle : self->totals_toggle, TRUE);
  self->building = FALSE;
  hammer_club_night_build_grid (self);
  hammer_club_night_move_focus (self, 0, -1, 1);
}

/* Says what is missing or wrong in game @g of @row, and takes the keyboard
 * where the user goes on: the first empty compartment, or with too many
 * disks the last count typed. */
static void
show_game_problem (HammerClubNightEntry    *self,
                   HammerClubNightEntryRow *row,
                   guint                    g,
                   const char              *problem)
{
  g_autofree char *text = NULL;
  guint missing = 0;

  while (self->counts && missing + 1 < N_COMPARTMENTS &&
         hammer_club_night_cell_value (g_ptr_array_index (row->cells,
                                                          g * N_COMPARTMENTS + missing + 1)) != -1)
    missing++;
  if (self->counts && problem == NULL &&
      hammer_club_night_cell_value (g_ptr_array_index (row->cells, g * N_COMPARTMENTS)) == -1)
    missing = 0;
  else if (self->counts && problem == NULL)
    missing++;
  if (problem != NULL)
    text = g_strdup_printf (_("%s, game %u: %s"), row->name, g + 1, problem);
  else if (self->counts)
    /* TRANSLATORS: a member's name, a game number and a compartment (1 to 4). */
    text = g_strdup_printf (_("%s, game %u: no count in compartment %u yet."),
                            row->name, g + 1, hammer_sjoelbak_compartment_at (missing) + 1);
  else
    /* TRANSLATORS: a member's name and a game number. */
    text = g_strdup_printf (_("%s, game %u: no total yet."), row->name, g + 1);
  gtk_label_set_text (GTK_LABEL (self->message_label), text);
  gtk_widget_set_visible (self->message_label, TRUE);
  hammer_club_night_focus_cell (g_ptr_array_index (row->cells,
                                                   g * hammer_club_night_width (self) + missing));
}

/* A save under way: the screen, and the row of each member saved. */
typedef struct
{
  HammerClubNightEntry *entry;
  GArray               *rows;
} NightSave;

static void
night_save_free (NightSave *save)
{
  g_object_unref (save->entry);
  g_array_unref (save->rows);
  g_free (save);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NightSave, night_save_free)

static void
night_saved_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(NightSave) save = user_data;
  HammerClubNightEntry *self = save->entry;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  int bad_member = -1, bad_game = -1;
  GtkWindow *parent;
  gint64 night_id = hammer_seasons_enter_night_games_finish (HAMMER_STORE (source), result,
                                                             &bad_member, &bad_game, &error);

  /* Closed meanwhile. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entry.save", TRUE);
  if (night_id == 0)
    {
      gtk_label_set_text (GTK_LABEL (self->message_label), error->message);
      gtk_widget_set_visible (self->message_label, TRUE);
      if (bad_member >= 0 && bad_game >= 0)
        {
          HammerClubNightEntryRow *row =
            g_ptr_array_index (self->rows, g_array_index (save->rows, guint, bad_member));
          hammer_club_night_focus_cell (g_ptr_array_index (row->cells,
                                                           (guint) bad_game *
                                                           hammer_club_night_width (self)));
        }
      else if (self->night_id == 0)
        gtk_widget_grab_focus (self->date_entry);
      return;
    }

  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (HAMMER_IS_WINDOW (parent))
    {
      /* TRANSLATORS: a toast; %u is the number of members who played. */
      message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Club night saved, %u member",
                                              "Club night saved, %u members", save->rows->len),
                                 save->rows->len);
      hammer_window_report_change (HAMMER_WINDOW (parent), message,
                                   hammer_store_get_last_change (self->store));
    }
  g_signal_emit (self, signals[SAVED], 0, night_id);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
save_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerClubNightEntry *self = HAMMER_CLUB_NIGHT_ENTRY (widget);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) totals = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) counts = g_array_new (FALSE, FALSE, sizeof (int) * N_COMPARTMENTS);
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
  HammerNightGames games = { 0 };
  NightSave *save;

  for (guint r = 0; r < self->rows->len; r++)
    {
      HammerClubNightEntryRow *row = g_ptr_array_index (self->rows, r);

      if (!row->present)
        continue;
      for (guint g = 0; g < self->games; g++)
        {
          gboolean complete;
          int value;
          g_autofree char *problem = hammer_club_night_game_problem (self, row, g, &value,
                                                                     &complete);
          int four[N_COMPARTMENTS];

          if (!complete || problem != NULL)
            {
              show_game_problem (self, row, g, problem);
              return;
            }
          g_array_append_val (totals, value);
          /* The cells go by place on the board, the counts by value. */
          for (guint p = 0; p < N_COMPARTMENTS; p++)
            four[hammer_sjoelbak_compartment_at (p)] =
              self->counts
              ? hammer_club_night_cell_value (g_ptr_array_index (row->cells,
                                                                 g * N_COMPARTMENTS + p))
              : -1;
          g_array_append_val (counts, four);
        }
      g_array_append_val (ids, row->member_id);
      g_array_append_val (rows, r);
    }

  games.night_id = self->night_id;
  games.date = gtk_editable_get_text (GTK_EDITABLE (self->date_entry));
  games.member_ids = (const gint64 *) ids->data;
  games.n_members = ids->len;
  games.n_games = self->games;
  games.totals = (const int *) totals->data;
  games.counts = self->counts ? (const int (*)[4]) counts->data : NULL;
  games.whole_night = TRUE;
  save = g_new0 (NightSave, 1);
  save->entry = g_object_ref (self);
  save->rows = g_steal_pointer (&rows);
  /* One save at a time: a second Ctrl+S would enter the night twice. */
  gtk_widget_action_set_enabled (widget, "entry.save", FALSE);
  hammer_seasons_enter_night_games_async (self->store, self->season_id, &games, self->writing,
                                          night_saved_cb, save);
}

static void
hammer_club_night_entry_constructed (GObject *object)
{
  HammerClubNightEntry *self = HAMMER_CLUB_NIGHT_ENTRY (object);

  G_OBJECT_CLASS (hammer_club_night_entry_parent_class)->constructed (object);
  build (self);
}

static void
hammer_club_night_entry_dispose (GObject *object)
{
  HammerClubNightEntry *self = HAMMER_CLUB_NIGHT_ENTRY (object);

  g_cancellable_cancel (self->writing);
  g_clear_object (&self->writing);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_CLUB_NIGHT_ENTRY);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (hammer_club_night_entry_parent_class)->dispose (object);
}

static void
hammer_club_night_entry_finalize (GObject *object)
{
  HammerClubNightEntry *self = HAMMER_CLUB_NIGHT_ENTRY (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (hammer_club_night_entry_parent_class)->finalize (object);
}

static void
hammer_club_night_entry_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  HammerClubNightEntry *self = HAMMER_CLUB_NIGHT_ENTRY (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_SEASON_ID:
      g_value_set_int64 (value, self->season_id);
      break;
    case PROP_NIGHT_ID:
      g_value_set_int64 (value, self->night_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_club_night_entry_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  HammerClubNightEntry *self = HAMMER_CLUB_NIGHT_ENTRY (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_set_object (&self->store, g_value_get_object (value));
      break;
    case PROP_SEASON_ID:
      self->season_id = g_value_get_int64 (value);
      break;
    case PROP_NIGHT_ID:
      self->night_id = g_value_get_int64 (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_club_night_entry_class_init (HammerClubNightEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = hammer_club_night_entry_constructed;
  object_class->dispose = hammer_club_night_entry_dispose;
  object_class->finalize = hammer_club_night_entry_finalize;
  object_class->get_property = hammer_club_night_entry_get_property;
  object_class->set_property = hammer_club_night_entry_set_property;

  /* The screen is built once for one night: open a new one for another. */
  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEASON_ID] =
    g_param_spec_int64 ("season-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NIGHT_ID] =
    g_param_spec_int64 ("night-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/season/"
                                               "hammer-club-night-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, date_box);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, date_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, present_box);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, message_label);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, grid);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, save_button);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, hint_label);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, totals_toggle);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, counts_toggle);
  gtk_widget_class_bind_template_callback (widget_class, mode_toggled_cb);

  gtk_widget_class_install_action (widget_class, "entry.save", NULL, save_activated);
  /* Ctrl+S saves, and Ctrl+Enter too, as in the score dialog: one set of
   * keys for every sheet a result is typed on. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "entry.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "entry.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "entry.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_club_night_entry_init (HammerClubNightEntry *self)
{
  GtkEventController *keys;
  g_autofree char *today = hammer_clock_today ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  self->writing = g_cancellable_new ();
  gtk_editable_set_text (GTK_EDITABLE (self->date_entry), today);

  /* Before the cells: digits and the walking keys are the grid's. */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  gtk_event_controller_set_name (keys, "club-night-keys");
  g_signal_connect (keys, "key-pressed", G_CALLBACK (hammer_club_night_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
hammer_club_night_entry_new (GtkWindow   *parent,
                             HammerStore *store,
                             gint64       season_id,
                             gint64       night_id)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_CLUB_NIGHT_ENTRY,
                       "transient-for", parent,
                       "store", store,
                       "season-id", season_id,
                       "night-id", night_id,
                       NULL);
}
