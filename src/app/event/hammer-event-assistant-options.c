/* hammer-event-assistant-options.c — the new-event assistant's rows of the
 * rule set's options: built for the rule set chosen, kept in step with each
 * other (team size, hanger and corner, a total of games), read back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-event-assistant-private.h"

/* The options a director sets for an event; "first" and "sides" belong to a
 * single match and are left to the rule set. */
static const HammerOptionId event_options[] = {
  HAMMER_OPTION_BEST_OF,
  HAMMER_OPTION_GAMES,
  HAMMER_OPTION_TARGET,
  HAMMER_OPTION_TEAM_SIZE,
  HAMMER_OPTION_FRAMES,
  HAMMER_OPTION_HANGER,
  HAMMER_OPTION_EXACT,
  HAMMER_OPTION_BONUS,
  HAMMER_OPTION_BONUS_MAX,
  HAMMER_OPTION_DISKS,
  HAMMER_OPTION_CORNER,
  HAMMER_OPTION_TOTAL_GAMES,
  HAMMER_OPTION_COUNTING,
  HAMMER_OPTION_KNOCKOUT_GAMES,
  HAMMER_OPTION_ZAANDAMS,
  HAMMER_OPTION_PAIRS,
  HAMMER_OPTION_CLOCK,
  HAMMER_OPTION_CLOCK_ROUND,
};

/* A sjoelbak series is shot over 5, 10 or 20 games. */
static const int series_games[] = { 5, 10, 20 };

int
_hammer_event_assistant_option_value (HammerEventAssistant *self,
                                      HammerOptionId        option)
{
  GtkWidget *widget = self->option_widgets[option];

  if (widget == NULL)
    return HAMMER_OPTION_UNSET;
  if (GTK_IS_SWITCH (widget))
    return gtk_switch_get_active (GTK_SWITCH (widget));
  if (ADW_IS_COMBO_ROW (widget))
    {
      guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (widget));
      return series_games[MIN (selected, G_N_ELEMENTS (series_games) - 1)];
    }
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget));
}

/* The default of @option for the team size chosen now. */
static int
option_default (HammerEventAssistant *self,
                HammerOptionId        option)
{
  const HammerOptionSpec *spec = &self->rules->options[option];
  int team_size = self->option_widgets[HAMMER_OPTION_TEAM_SIZE] != NULL
                    ? _hammer_event_assistant_option_value (self, HAMMER_OPTION_TEAM_SIZE) : 1;

  if (team_size >= 2 && spec->team_default != HAMMER_OPTION_UNSET)
    return spec->team_default;
  /* Unless set, a corner scores what a hanger does. */
  if (option == HAMMER_OPTION_CORNER && self->option_widgets[HAMMER_OPTION_HANGER] != NULL)
    return _hammer_event_assistant_option_value (self, HAMMER_OPTION_HANGER);
  /* Unless set, a knockout match has as many games as the others. */
  if (option == HAMMER_OPTION_KNOCKOUT_GAMES && self->option_widgets[HAMMER_OPTION_GAMES] != NULL)
    return _hammer_event_assistant_option_value (self, HAMMER_OPTION_GAMES);
  return spec->default_value;
}

/* The subtitle of an option row: what it does and the rule text's default. */
static char *
option_subtitle (HammerEventAssistant *self,
                 HammerOptionId        option)
{
  const HammerOptionSpec *spec = &self->rules->options[option];
  g_autofree char *default_text = NULL;

  /* The corner's default is the hanger's value, the knockout's games the
   * series' games, which their sentences say. */
  if (option == HAMMER_OPTION_CORNER || option == HAMMER_OPTION_KNOCKOUT_GAMES)
    return g_strdup_printf ("%s.", hammer_option_get_description (option));
  if (hammer_option_is_boolean (option))
    default_text = g_strdup (spec->default_value ? _("Default: on") : _("Default: off"));
  else if (spec->team_default != HAMMER_OPTION_UNSET)
    /* TRANSLATORS: defaults of an option, for singles and for teams. */
    default_text = g_strdup_printf (_("Default: %d, in teams %d"), spec->default_value,
                                    spec->team_default);
  else
    /* TRANSLATORS: the default value of an option, as in "Default: 15". */
    default_text = g_strdup_printf (_("Default: %d"), spec->default_value);

  return g_strdup_printf ("%s. %s", hammer_option_get_description (option), default_text);
}

static const char *
option_title (HammerOptionId option)
{
  switch (option)
    {
    case HAMMER_OPTION_TARGET: return _("Points to Win a Game");
    case HAMMER_OPTION_BEST_OF: return _("Match Format: Best of");
    case HAMMER_OPTION_GAMES: return _("Games in the Series");
    case HAMMER_OPTION_TEAM_SIZE: return _("Team Size");
    case HAMMER_OPTION_HANGER: return _("Hanger Points");
    case HAMMER_OPTION_FRAMES: return _("Frame Limit");
    case HAMMER_OPTION_EXACT: return _("Exact Target");
    case HAMMER_OPTION_BONUS: return _("148 Bonus");
    case HAMMER_OPTION_BONUS_MAX: return _("Most With the 148 Bonus");
    case HAMMER_OPTION_DISKS: return _("Disks per Game");
    case HAMMER_OPTION_CORNER: return _("Corner Points");
    case HAMMER_OPTION_TOTAL_GAMES: return _("Match on Total Points");
    case HAMMER_OPTION_COUNTING: return _("Games That Count");
    case HAMMER_OPTION_KNOCKOUT_GAMES: return _("Games in a Knockout Match");
    case HAMMER_OPTION_ZAANDAMS: return _("Zaandams");
    case HAMMER_OPTION_PAIRS: return _("Pairs (Koppel)");
    case HAMMER_OPTION_CLOCK: return _("Game Clock in Minutes");
    case HAMMER_OPTION_CLOCK_ROUND: return _("Finish the Round After Time");
    case HAMMER_OPTION_FIRST:
    case HAMMER_OPTION_SIDES:
    case HAMMER_N_OPTIONS:
    default:
      return hammer_option_get_name (option);
    }
}

static void
team_size_changed_cb (HammerEventAssistant *self)
{
  GtkWidget *target = self->option_widgets[HAMMER_OPTION_TARGET];
  const HammerOptionSpec *spec = &self->rules->options[HAMMER_OPTION_TARGET];
  int value;

  /* A target the user left at the rule's default follows the team size. */
  if (target == NULL || spec->team_default == HAMMER_OPTION_UNSET)
    return;
  value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (target));
  if (value == spec->default_value || value == spec->team_default)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (target),
                               option_default (self, HAMMER_OPTION_TARGET));
}

static void
hanger_changed_cb (HammerEventAssistant *self)
{
  GtkWidget *corner = self->option_widgets[HAMMER_OPTION_CORNER];
  int hanger = _hammer_event_assistant_option_value (self, HAMMER_OPTION_HANGER);

  /* A corner left at the hanger's value follows it. */
  if (corner != NULL &&
      gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (corner)) == self->last_hanger)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (corner), hanger);
  self->last_hanger = hanger;
}

/* Knockout games only for a format with knockout matches, as the store
 * asks. */
void
_hammer_event_assistant_show_knockout_games (HammerEventAssistant *self)
{
  GtkWidget *knockout = self->option_widgets[HAMMER_OPTION_KNOCKOUT_GAMES];

  if (knockout != NULL)
    gtk_widget_set_visible (gtk_widget_get_ancestor (knockout, ADW_TYPE_ACTION_ROW),
                            hammer_format_places_by_bracket (
                              _hammer_event_assistant_selected_format (self)));
}

static void
games_changed_cb (HammerEventAssistant *self)
{
  GtkWidget *knockout = self->option_widgets[HAMMER_OPTION_KNOCKOUT_GAMES];
  int games = _hammer_event_assistant_option_value (self, HAMMER_OPTION_GAMES);

  /* Knockout games left at the series' follow them. */
  if (knockout != NULL &&
      gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (knockout)) == self->last_games)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (knockout), games);
  self->last_games = games;
}

/* A match on the total of N games plays all N, and the event stores
 * best_of = N: the best-of row shows that and cannot differ. */
static void
total_games_changed_cb (HammerEventAssistant *self)
{
  GtkWidget *best_of = self->option_widgets[HAMMER_OPTION_BEST_OF];
  int total = _hammer_event_assistant_option_value (self, HAMMER_OPTION_TOTAL_GAMES);
  GtkWidget *row;

  if (best_of == NULL)
    return;
  row = gtk_widget_get_ancestor (best_of, ADW_TYPE_ACTION_ROW);
  if (total > 0)
    {
      if (gtk_widget_get_sensitive (row))
        self->own_best_of = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (best_of));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (best_of), total);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   _("Every game is played: the match is on their total "
                                     "points."));
    }
  else if (!gtk_widget_get_sensitive (row))
    {
      g_autofree char *subtitle = option_subtitle (self, HAMMER_OPTION_BEST_OF);

      gtk_spin_button_set_value (GTK_SPIN_BUTTON (best_of), self->own_best_of);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
    }
  gtk_widget_set_sensitive (row, total <= 0);
}

static void
clear_option_rows (HammerEventAssistant *self)
{
  for (guint i = 0; i < self->option_rows->len; i++)
    adw_preferences_group_remove (self->game_group, g_ptr_array_index (self->option_rows, i));
  g_ptr_array_set_size (self->option_rows, 0);
  memset (self->option_widgets, 0, sizeof self->option_widgets);
}

void
_hammer_event_assistant_build_option_rows (HammerEventAssistant *self)
{
  clear_option_rows (self);

  for (guint i = 0; i < G_N_ELEMENTS (event_options); i++)
    {
      HammerOptionId option = event_options[i];
      const HammerOptionSpec *spec = &self->rules->options[option];
      g_autofree char *subtitle = NULL;
      g_autofree char *name = NULL;
      GtkWidget *row;
      GtkWidget *widget;

      if (!spec->present || !spec->applies)
        continue;

      subtitle = option_subtitle (self, option);
      name = g_strdup_printf ("option-%s", hammer_option_get_name (option));

      if (option == HAMMER_OPTION_GAMES && self->rules->counts)
        {
          GtkStringList *list = gtk_string_list_new (NULL);
          guint selected = 0;

          for (guint g = 0; g < G_N_ELEMENTS (series_games); g++)
            {
              g_autofree char *label = g_strdup_printf ("%d", series_games[g]);

              gtk_string_list_append (list, label);
              if (series_games[g] == spec->default_value)
                selected = g;
            }
          row = adw_combo_row_new ();
          adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
          g_object_unref (list);
          adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
          widget = row;
        }
      else
        {
          row = adw_action_row_new ();
          if (hammer_option_is_boolean (option))
            {
              widget = gtk_switch_new ();
              gtk_switch_set_active (GTK_SWITCH (widget), spec->default_value == 1);
            }
          else
            {
              widget = gtk_spin_button_new_with_range (spec->min, spec->max, 1);
              gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (widget), TRUE);
              gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), spec->default_value);
              /* Best of N: an even N could end level. */
              if (option == HAMMER_OPTION_BEST_OF)
                gtk_spin_button_set_increments (GTK_SPIN_BUTTON (widget), 2, 2);
              /* 152 or 156: a bonus disk scores 4 at most. */
              if (option == HAMMER_OPTION_BONUS_MAX)
                {
                  gtk_spin_button_set_increments (GTK_SPIN_BUTTON (widget), 4, 4);
                  gtk_spin_button_set_snap_to_ticks (GTK_SPIN_BUTTON (widget), TRUE);
                }
            }
          gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
          gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, option_title (option),
                                          -1);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
        }

      gtk_widget_set_name (widget, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), option_title (option));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      if (option == HAMMER_OPTION_TEAM_SIZE)
        g_signal_connect_object (widget, "value-changed", G_CALLBACK (team_size_changed_cb),
                                 self, G_CONNECT_SWAPPED);
      if (option == HAMMER_OPTION_HANGER)
        {
          self->last_hanger = spec->default_value;
          g_signal_connect_object (widget, "value-changed", G_CALLBACK (hanger_changed_cb),
                                   self, G_CONNECT_SWAPPED);
        }
      if (option == HAMMER_OPTION_TOTAL_GAMES)
        g_signal_connect_object (widget, "value-changed", G_CALLBACK (total_games_changed_cb),
                                 self, G_CONNECT_SWAPPED);
      if (option == HAMMER_OPTION_GAMES && self->rules->counts)
        {
          self->last_games = spec->default_value;
          g_signal_connect_object (widget, "notify::selected", G_CALLBACK (games_changed_cb),
                                   self, G_CONNECT_SWAPPED);
        }
      if (option == HAMMER_OPTION_KNOCKOUT_GAMES)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), self->last_games);
      adw_preferences_group_add (self->game_group, row);
      g_ptr_array_add (self->option_rows, row);
      self->option_widgets[option] = widget;
    }
  _hammer_event_assistant_show_knockout_games (self);
}

/* The options as typed into @options. */
void
_hammer_event_assistant_read_options (HammerEventAssistant *self,
                                      HammerOptions        *options)
{
  hammer_options_init (options);
  /* Only what differs from the rule text is stored, so that the defaults
   * that hang on the team size still follow it. */
  for (guint i = 0; i < HAMMER_N_OPTIONS; i++)
    {
      int value;

      /* A row hidden is not asked: knockout games of a format without. */
      if (self->option_widgets[i] == NULL ||
          !gtk_widget_get_visible (gtk_widget_get_ancestor (self->option_widgets[i],
                                                            GTK_TYPE_LIST_BOX_ROW)))
        continue;
      value = _hammer_event_assistant_option_value (self, i);
      if (value == option_default (self, i))
        continue;
      hammer_options_set (options, i, hammer_option_is_boolean (i) ? value != 0 : value);
    }
}
