/* hammer-event-assistant.c — the new-event assistant: name, date, venue,
 * game, format, and boards of its own or a tournament day's (its options'
 * rows in hammer-event-assistant-options.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "events/hammer-day.h"
#include "events/hammer-events.h"
#include "events/hammer-format-definition.h"
#include "hammer-clock.h"
#include "hammer-event-assistant-private.h"
#include "hammer-event-item.h"
#include "hammer-window.h"
#include "hammer-app-utils.h"

G_DEFINE_FINAL_TYPE (HammerEventAssistant, hammer_event_assistant, ADW_TYPE_WINDOW)

enum {
  CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
row_text (AdwEntryRow *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

/* The format row offers the formats in the registry's order. */
static const HammerFormatDefinition *
selected_definition (HammerEventAssistant *self)
{
  guint n_formats;
  const HammerFormatDefinition **formats = hammer_format_list_definitions (&n_formats);
  guint selected = adw_combo_row_get_selected (self->format_row);

  return formats[selected < n_formats ? selected : 0];
}

HammerFormat
_hammer_event_assistant_selected_format (HammerEventAssistant *self)
{
  return selected_definition (self)->info.format;
}

static gboolean
format_takes (HammerEventAssistant *self,
              HammerFormatSettings  setting)
{
  return (selected_definition (self)->settings & setting) != 0;
}

/* Selects the first format that ranks by totals or not, as @by_totals says. */
static void
select_ranking_by_totals (HammerEventAssistant *self,
                          gboolean              by_totals)
{
  guint n_formats;
  const HammerFormatDefinition **formats = hammer_format_list_definitions (&n_formats);

  for (guint i = 0; i < n_formats; i++)
    if (!formats[i]->info.ranks_by_totals == !by_totals)
      {
        adw_combo_row_set_selected (self->format_row, i);
        return;
      }
}

/* Checks a date like 2026-11-21; an empty one is allowed. */
static gboolean
date_is_valid (const char *text)
{
  g_autofree char *clean = g_strstrip (g_strdup (text));
  int year, month, day;
  char end;

  if (*clean == '\0')
    return TRUE;
  if (strlen (clean) != 10 || sscanf (clean, "%4d-%2d-%2d%c", &year, &month, &day, &end) != 3 ||
      clean[4] != '-' || clean[7] != '-')
    return FALSE;
  return g_date_valid_dmy (day, month, year);
}

/* Checks "A=130,B=115,C=0" as hammer-cli event create does, so that both
 * refuse a list with the same sentence. Returns it, or NULL. */
static char *
check_classes (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  g_autofree double *limits = NULL;

  if (hammer_text_is_blank (text) || hammer_classes_parse (text, &names, &limits, &error))
    return NULL;
  return g_strdup (error->message);
}

static char *
check_match_points (const char *text)
{
  g_autoptr(GError) error = NULL;
  double points[3];

  if (hammer_match_points_parse (text, points, &error))
    return NULL;
  return g_strdup (error->message);
}

static char *
check_board_names (const char *text)
{
  g_auto(GStrv) names = NULL;

  if (hammer_text_is_blank (text))
    return NULL;
  names = g_strsplit (text, ",", -1);
  for (guint i = 0; names[i] != NULL; i++)
    if (hammer_text_is_blank (names[i]))
      return g_strdup_printf (_("Boards: name %u is empty"), i + 1);
  return NULL;
}

/* The day chosen to play on, or NULL for boards of its own. */
static const HammerDaySummary *
chosen_day (HammerEventAssistant *self)
{
  guint selected = adw_combo_row_get_selected (self->day_row);

  if (self->days == NULL || selected == 0 || selected == GTK_INVALID_LIST_POSITION ||
      selected > self->days->len)
    return NULL;
  return g_ptr_array_index (self->days, selected - 1);
}

static void
validate (HammerEventAssistant *self)
{
  g_autofree char *problem = NULL;
  g_autofree char *classes_problem = NULL;
  g_autofree char *points_problem = NULL;
  g_autofree char *boards_problem = NULL;
  const HammerFormatInfo *info = &selected_definition (self)->info;
  gboolean name_bad = hammer_text_is_blank (row_text (self->name_row));
  gboolean date_bad = !date_is_valid (row_text (self->date_row));
  gboolean series_bad = FALSE;
  gboolean on_day;

  if (info->ranks_by_totals && self->rules != NULL && !self->rules->counts)
    series_bad = TRUE;
  if (format_takes (self, HAMMER_FORMAT_SETTING_CLASSES))
    classes_problem = check_classes (row_text (self->classes_row));
  if (format_takes (self, HAMMER_FORMAT_SETTING_MATCH_POINTS))
    points_problem =
      check_match_points (gtk_editable_get_text (GTK_EDITABLE (self->match_points_entry)));
  /* An event of a day plays on the day's boards: it names none. */
  on_day = chosen_day (self) != NULL;
  gtk_widget_set_visible (self->boards_row, !on_day);
  gtk_widget_set_visible (GTK_WIDGET (self->board_names_row), !on_day);
  if (!on_day)
    boards_problem = check_board_names (row_text (self->board_names_row));

  /* Named boards are counted by their names. */
  {
    g_auto(GStrv) names = g_strsplit (row_text (self->board_names_row), ",", -1);
    guint n_names = hammer_text_is_blank (row_text (self->board_names_row))
                      ? 0 : g_strv_length (names);

    if (n_names > 0)
      gtk_spin_button_set_value (self->boards_spin, n_names);
    gtk_widget_set_sensitive (GTK_WIDGET (self->boards_spin), n_names == 0);
  }

  hammer_widget_set_error (GTK_WIDGET (self->date_row), date_bad);
  hammer_widget_set_error (GTK_WIDGET (self->classes_row), classes_problem != NULL);
  hammer_widget_set_error (GTK_WIDGET (self->match_points_entry), points_problem != NULL);
  hammer_widget_set_error (GTK_WIDGET (self->board_names_row), boards_problem != NULL);
  hammer_widget_set_error (GTK_WIDGET (self->format_row), series_bad);

  /* A blank name is only pointed out once the user has typed something
   * elsewhere; an empty dialog is not an error. */
  if (date_bad)
    problem = g_strdup_printf (_("The date “%s” is not a date like 2026-11-21"),
                               row_text (self->date_row));
  else if (series_bad)
    problem = g_strdup_printf (_("A series is for sjoelbak, where everyone shoots the same "
                                 "number of games; %s is played in matches"),
                               hammer_rules_get_name (self->rules));
  else if (classes_problem != NULL)
    problem = g_steal_pointer (&classes_problem);
  else if (points_problem != NULL)
    problem = g_steal_pointer (&points_problem);
  else if (boards_problem != NULL)
    problem = g_steal_pointer (&boards_problem);

  if (problem != NULL)
    gtk_label_set_label (self->error_label, problem);
  gtk_revealer_set_reveal_child (self->error_revealer, problem != NULL);
  /* One event at a time: Create waits for the one on its way. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->create_button),
                            problem == NULL && !name_bad && self->rules != NULL &&
                            self->creating == NULL);
}

/* What the game is, in a line under its name. */
static char *
rules_description (const HammerRules *rules)
{
  const char *scoring;
  g_autofree char *pieces = NULL;

  switch (rules->scoring)
    {
    case HAMMER_SCORING_LEADER_ONLY:
      scoring = _("only the side with the leading weight scores");
      break;
    case HAMMER_SCORING_BOTH:
      /* Shovelboard is played by two to four sides: "both" would say two. */
      scoring = rules->options[HAMMER_OPTION_SIDES].max > 2
                  ? _("every side scores its own weights in position")
                  : _("both sides score their own weights");
      break;
    case HAMMER_SCORING_EACH_OWN:
    default:
      scoring = _("every side scores in its own turn");
      break;
    }

  if (rules->disks)
    pieces = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d disk a game",
                                           "%d disks a game", rules->weights), rules->weights);
  else
    pieces = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d weight a side",
                                           "%d weights a side", rules->weights), rules->weights);
  /* TRANSLATORS: "Table shuffleboard: 4 weights a side; only the side with the
   * leading weight scores. The defaults below follow the rule text." */
  return g_strdup_printf (_("%s: %s; %s. The defaults below follow the rule text."),
                          hammer_rules_get_name (rules), pieces, scoring);
}

static void
game_changed_cb (HammerEventAssistant *self)
{
  guint n_rules = 0;
  const HammerRules * const *all = hammer_rules_get_all (&n_rules);
  guint selected = adw_combo_row_get_selected (self->game_row);
  g_autofree char *description = NULL;

  if (selected >= n_rules)
    return;
  self->rules = all[selected];
  description = rules_description (self->rules);
  adw_preferences_group_set_description (self->game_group, description);
  _hammer_event_assistant_build_option_rows (self);

  /* Sjoelbak is mostly shot as a series; the others are played in matches. */
  if (!self->rules->counts != !selected_definition (self)->info.ranks_by_totals)
    select_ranking_by_totals (self, self->rules->counts);
  validate (self);
}

/* A knockout has a consolation or every place played out, not both:
 * switching one on switches the other off. */
static void
knockout_switch_cb (HammerEventAssistant *self,
                    GParamSpec           *pspec,
                    GtkSwitch            *switched)
{
  GtkSwitch *other = switched == self->consolation_switch ? self->placement_switch
                                                          : self->consolation_switch;

  if (gtk_switch_get_active (switched) && gtk_switch_get_active (other))
    gtk_switch_set_active (other, FALSE);
}

static void
format_changed_cb (HammerEventAssistant *self)
{
  /* What the format means, under its heading. */
  adw_preferences_group_set_description (self->format_group,
                                         hammer_format_get_description (_hammer_event_assistant_selected_format (self)));
  /* A row for each setting the format takes. */
  gtk_widget_set_visible (self->third_place_row,
                          format_takes (self, HAMMER_FORMAT_SETTING_THIRD_PLACE));
  gtk_widget_set_visible (self->consolation_row,
                          format_takes (self, HAMMER_FORMAT_SETTING_CONSOLATION));
  gtk_widget_set_visible (self->placement_row,
                          format_takes (self, HAMMER_FORMAT_SETTING_PLACEMENT));
  gtk_widget_set_visible (self->final_reset_row,
                          format_takes (self, HAMMER_FORMAT_SETTING_FINAL_RESET));
  gtk_widget_set_visible (self->double_round_row,
                          format_takes (self, HAMMER_FORMAT_SETTING_DOUBLE_ROUND));
  gtk_widget_set_visible (self->rounds_row, format_takes (self, HAMMER_FORMAT_SETTING_ROUNDS));
  /* The rounds row says what its 0 means for the format chosen; partners
   * play in doubles, so the team size follows. */
  if (selected_definition (self)->info.partners)
    {
      GtkWidget *team_size = self->option_widgets[HAMMER_OPTION_TEAM_SIZE];

      if (GTK_IS_SPIN_BUTTON (team_size) &&
          _hammer_event_assistant_option_value (self, HAMMER_OPTION_TEAM_SIZE) != 2)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (team_size), 2);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rounds_row), _("Rounds"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rounds_row),
                                   _("0 gives everyone a new partner every round while "
                                     "there is one"));
    }
  else
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rounds_row), _("Swiss Rounds"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rounds_row),
                                   _("0 plays enough rounds for one winner"));
    }
  gtk_widget_set_visible (self->groups_row, format_takes (self, HAMMER_FORMAT_SETTING_GROUPS));
  gtk_widget_set_visible (self->advance_row, format_takes (self, HAMMER_FORMAT_SETTING_GROUPS));
  gtk_widget_set_visible (self->second_knockout_row,
                          format_takes (self, HAMMER_FORMAT_SETTING_SECOND_KNOCKOUT));
  gtk_widget_set_visible (GTK_WIDGET (self->classes_row),
                          format_takes (self, HAMMER_FORMAT_SETTING_CLASSES));
  gtk_widget_set_visible (self->match_points_row,
                          format_takes (self, HAMMER_FORMAT_SETTING_MATCH_POINTS));
  _hammer_event_assistant_show_knockout_games (self);
  validate (self);
}

static void
calendar_shown_cb (HammerEventAssistant *self)
{
  g_autofree char *clean = g_strstrip (g_strdup (row_text (self->date_row)));
  g_autoptr(GDateTime) date = NULL;

  if (*clean != '\0' && date_is_valid (clean))
    {
      g_autofree char *iso = g_strdup_printf ("%sT12:00:00Z", clean);
      date = g_date_time_new_from_iso8601 (iso, NULL);
    }
  if (date == NULL)
    date = hammer_clock_now_local ();
  self->syncing_calendar = TRUE;
  gtk_calendar_select_day (self->calendar, date);
  self->syncing_calendar = FALSE;
}

static void
day_selected_cb (HammerEventAssistant *self)
{
  g_autoptr(GDateTime) date = NULL;
  g_autofree char *text = NULL;

  /* Opening the popover selects the day typed in the row: that is no
   * choice of the user's. */
  if (self->syncing_calendar)
    return;
  date = gtk_calendar_get_date (self->calendar);
  text = g_date_time_format (date, "%Y-%m-%d");
  gtk_editable_set_text (GTK_EDITABLE (self->date_row), text);
  gtk_popover_popdown (self->calendar_popover);
}

/* A day chosen gives the event its date. */
static void
day_changed_cb (HammerEventAssistant *self)
{
  const HammerDaySummary *day = chosen_day (self);

  if (day != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->date_row), day->date);
  validate (self);
}

static void
created_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  g_autoptr(HammerEventAssistant) self = data;
  g_autofree char *name = g_steal_pointer (&self->creating);
  g_autoptr(GError) error = NULL;
  GtkWindow *parent;
  gint64 event_id, change_id;

  event_id = hammer_events_create_finish (HAMMER_STORE (source), result, &change_id, &error);
  /* Cancelled: the dialog is gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (event_id == 0)
    {
      validate (self);
      gtk_label_set_label (self->error_label, error->message);
      gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
      return;
    }

  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (parent != NULL && HAMMER_IS_WINDOW (parent))
    {
      /* TRANSLATORS: %s is an event's name. */
      g_autofree char *message = g_strdup_printf (_("%s created"), name);

      hammer_window_report_change (HAMMER_WINDOW (parent), message, change_id);
    }

  g_signal_emit (self, signals[CREATED], 0, event_id);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
create_clicked_cb (HammerEventAssistant *self)
{
  HammerOptions options;
  g_autofree char *name = NULL;
  g_autofree char *date = NULL;
  g_autofree char *venue = NULL;
  g_autofree char *classes = NULL;
  g_autofree char *match_points = NULL;
  g_autofree char *board_names = NULL;
  HammerEventSpec spec;
  const HammerDaySummary *day;

  validate (self);
  if (!gtk_widget_get_sensitive (GTK_WIDGET (self->create_button)))
    return;

  name = g_strstrip (g_strdup (row_text (self->name_row)));
  date = g_strstrip (g_strdup (row_text (self->date_row)));
  venue = g_strstrip (g_strdup (row_text (self->venue_row)));
  classes = g_strstrip (g_strdup (row_text (self->classes_row)));
  match_points =
    g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->match_points_entry))));
  board_names = g_strstrip (g_strdup (row_text (self->board_names_row)));
  _hammer_event_assistant_read_options (self, &options);

  hammer_event_spec_init (&spec);
  spec.name = name;
  spec.rules = self->rules->id;
  spec.typed_options = &options;
  spec.format = _hammer_event_assistant_selected_format (self);
  spec.date = *date ? date : NULL;
  spec.venue = *venue ? venue : NULL;
  spec.n_boards = gtk_spin_button_get_value_as_int (self->boards_spin);
  spec.board_names = *board_names ? board_names : NULL;
  if ((day = chosen_day (self)) != NULL)
    {
      spec.day_id = day->id;
      spec.n_boards = 0;
      spec.board_names = NULL;
    }
  /* Only the settings the format takes; the others keep their defaults. */
  if (format_takes (self, HAMMER_FORMAT_SETTING_THIRD_PLACE))
    spec.third_place = gtk_switch_get_active (self->third_place_switch);
  if (format_takes (self, HAMMER_FORMAT_SETTING_CONSOLATION))
    spec.consolation = gtk_switch_get_active (self->consolation_switch);
  if (format_takes (self, HAMMER_FORMAT_SETTING_PLACEMENT))
    spec.placement = gtk_switch_get_active (self->placement_switch);
  if (format_takes (self, HAMMER_FORMAT_SETTING_FINAL_RESET))
    spec.final_reset = gtk_switch_get_active (self->final_reset_switch);
  if (format_takes (self, HAMMER_FORMAT_SETTING_DOUBLE_ROUND))
    spec.double_round = gtk_switch_get_active (self->double_round_switch);
  if (format_takes (self, HAMMER_FORMAT_SETTING_ROUNDS))
    spec.rounds = gtk_spin_button_get_value_as_int (self->rounds_spin);
  if (format_takes (self, HAMMER_FORMAT_SETTING_GROUPS))
    {
      spec.n_groups = gtk_spin_button_get_value_as_int (self->groups_spin);
      spec.advance = gtk_spin_button_get_value_as_int (self->advance_spin);
    }
  if (format_takes (self, HAMMER_FORMAT_SETTING_SECOND_KNOCKOUT))
    spec.second_knockout = gtk_switch_get_active (self->second_knockout_switch);
  if (format_takes (self, HAMMER_FORMAT_SETTING_CLASSES))
    spec.classes = *classes ? classes : NULL;
  if (format_takes (self, HAMMER_FORMAT_SETTING_MATCH_POINTS))
    spec.match_points = match_points;
  if (gtk_switch_get_active (self->confirm_switch))
    spec.confirm = HAMMER_CONFIRM_PLAYERS;

  /* On the store's writer: a federation's file takes a while. Create
   * waits insensitive meanwhile (validate()). */
  self->creating = g_steal_pointer (&name);
  validate (self);
  hammer_events_create_async (self->store, &spec, self->cancellable, created_cb,
                              g_object_ref (self));
}

static void
hammer_event_assistant_dispose (GObject *object)
{
  HammerEventAssistant *self = (HammerEventAssistant *) object;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->creating, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_EVENT_ASSISTANT);
  g_clear_object (&self->store);
  g_clear_pointer (&self->option_rows, g_ptr_array_unref);
  g_clear_pointer (&self->days, g_ptr_array_unref);

  G_OBJECT_CLASS (hammer_event_assistant_parent_class)->dispose (object);
}

static void
hammer_event_assistant_class_init (HammerEventAssistantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_event_assistant_dispose;

  /**
   * HammerEventAssistant::created:
   * @event_id: the new event's id
   *
   * The event is stored; the dialog closes next.
   */
  signals[CREATED] = g_signal_new ("created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/event/hammer-event-assistant.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, create_button);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, error_label);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, name_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, date_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, venue_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, calendar);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, calendar_popover);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, game_group);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, format_group);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, game_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, format_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, match_points_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, match_points_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, third_place_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, third_place_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, consolation_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, consolation_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, placement_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, placement_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, confirm_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, final_reset_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, final_reset_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, double_round_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, double_round_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, rounds_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, rounds_spin);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, groups_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, groups_spin);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, advance_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, advance_spin);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, second_knockout_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant,
                                        second_knockout_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, classes_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, day_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, boards_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, boards_spin);
  gtk_widget_class_bind_template_child (widget_class, HammerEventAssistant, board_names_row);
  gtk_widget_class_bind_template_callback (widget_class, validate);
  gtk_widget_class_bind_template_callback (widget_class, create_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, game_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, format_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, knockout_switch_cb);
  gtk_widget_class_bind_template_callback (widget_class, calendar_shown_cb);
  gtk_widget_class_bind_template_callback (widget_class, day_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, day_changed_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_event_assistant_init (HammerEventAssistant *self)
{
  g_autoptr(GtkStringList) games = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) format_names = gtk_string_list_new (NULL);
  g_autofree char *today = hammer_clock_today ();
  const HammerRules * const *all;
  const HammerFormatDefinition **formats;
  guint n_rules = 0;

  self->option_rows = g_ptr_array_new ();
  self->cancellable = g_cancellable_new ();
  gtk_widget_init_template (GTK_WIDGET (self));

  all = hammer_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    gtk_string_list_append (games, hammer_rules_get_name (all[i]));
  for (formats = hammer_format_list_definitions (NULL); *formats != NULL; formats++)
    gtk_string_list_append (format_names, hammer_format_get_title ((*formats)->info.format));

  adw_combo_row_set_model (self->format_row, G_LIST_MODEL (format_names));
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (games));
  gtk_editable_set_text (GTK_EDITABLE (self->date_row), today);

  game_changed_cb (self);
  format_changed_cb (self);
}

/* The day row offers "None" and the days, by date. */
static void
fill_days (HammerEventAssistant *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GError) error = NULL;

  /* TRANSLATORS: "Play on a Day": none, the event has boards of its own. */
  gtk_string_list_append (names, C_("day", "None"));
  if (!(self->days = hammer_days_list (self->store, &error)))
    g_warning ("Could not list the days: %s", error->message);
  for (guint d = 0; self->days != NULL && d < self->days->len; d++)
    {
      HammerDaySummary *day = g_ptr_array_index (self->days, d);
      g_autofree char *date = hammer_format_date_for_display (day->date);
      /* TRANSLATORS: a day in "Play on a Day": "Club Open · 5 December 2026". */
      g_autofree char *label = g_strdup_printf (_("%s · %s"), day->name, date);

      gtk_string_list_append (names, label);
    }
  adw_combo_row_set_model (self->day_row, G_LIST_MODEL (names));
  gtk_widget_set_visible (GTK_WIDGET (self->day_row), self->days != NULL && self->days->len > 0);
}

HammerEventAssistant *
hammer_event_assistant_new (GtkWindow   *parent,
                            HammerStore *store)
{
  HammerEventAssistant *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  self = g_object_new (HAMMER_TYPE_EVENT_ASSISTANT, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  fill_days (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
  return self;
}

void
hammer_event_assistant_set_day (HammerEventAssistant *self,
                                gint64                day_id)
{
  g_return_if_fail (HAMMER_IS_EVENT_ASSISTANT (self));

  for (guint d = 0; self->days != NULL && d < self->days->len; d++)
    if (((HammerDaySummary *) g_ptr_array_index (self->days, d))->id == day_id)
      adw_combo_row_set_selected (self->day_row, d + 1);
}
