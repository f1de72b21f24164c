/* hammer-season-dialog.c — creates a season
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "league/hammer-club-night.h"
#include "league/hammer-leagues.h"
#include "league/hammer-seasons.h"

#include "hammer-clock.h"
#include "hammer-season-dialog.h"
#include "hammer-window.h"

struct _HammerSeasonDialog
{
  AdwWindow    parent_instance;

  HammerStore *store;

  GPtrArray   *rule_ids;   /* const char *, by rules_row position */

  GtkWidget   *kind_row;
  GtkWidget   *name_row;
  GtkWidget   *start_row;
  GtkWidget   *club_group;
  GtkWidget   *games_row;
  GtkWidget   *league_group;
  GtkWidget   *rules_row;
  GtkWidget   *weekday_row;
  GtkWidget   *format_row;
  GtkWidget   *blocked_row;
  GtkWidget   *double_switch;
  GtkWidget   *error_label;

  char        *start_default;   /* the start date the dialog offered */
  GCancellable *writing;        /* the season or league being created */
  gboolean     creating;
};

G_DEFINE_FINAL_TYPE (HammerSeasonDialog, hammer_season_dialog, ADW_TYPE_WINDOW)

enum
{
  CREATED,
  LEAGUE_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_sensitive (HammerSeasonDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  g_autofree char *name = g_strstrip (g_strdup (text));

  /* Created once: not again while it is. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.create",
                                 *name != '\0' && !self->creating);
  gtk_widget_set_visible (self->error_label, FALSE);
}

static gboolean
is_league (HammerSeasonDialog *self)
{
  return adw_combo_row_get_selected (ADW_COMBO_ROW (self->kind_row)) == 1;
}

/* The 1 September that the club season of @date (YYYY-MM-DD) starts on, or
 * NULL for a text that is no date, which the core refuses in its words. */
static char *
club_season_start (const char *date)
{
  unsigned int year, month, day;
  char end;
  GDate typed, start;

  if (sscanf (date, "%4u-%2u-%2u%c", &year, &month, &day, &end) != 3 ||
      !g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year))
    return NULL;
  g_date_clear (&typed, 1);
  g_date_set_dmy (&typed, (GDateDay) day, (GDateMonth) month, (GDateYear) year);
  hammer_club_season_start_for (&typed, &start);
  return g_strdup_printf ("%04u-09-01", (unsigned int) g_date_get_year (&start));
}

/* The start date a new one would get: a league starts on the day set, a
 * season of club nights on the 1 September it belongs to (Rules decisions,
 * "Club nights"), so that the date shown is the date saved. */
static char *
default_start (HammerSeasonDialog *self)
{
  g_autofree char *today = hammer_clock_today ();
  g_autofree char *start = NULL;

  if (is_league (self) || !(start = club_season_start (today)))
    return g_steal_pointer (&today);
  return g_steal_pointer (&start);
}

static void
offer_start (HammerSeasonDialog *self)
{
  const char *shown = gtk_editable_get_text (GTK_EDITABLE (self->start_row));

  /* A date the secretary typed stays. */
  if (self->start_default != NULL && g_strcmp0 (shown, self->start_default) != 0)
    return;
  g_free (self->start_default);
  self->start_default = default_start (self);
  gtk_editable_set_text (GTK_EDITABLE (self->start_row), self->start_default);
}

static void
kind_changed_cb (HammerSeasonDialog *self)
{
  gtk_widget_set_visible (self->club_group, !is_league (self));
  gtk_widget_set_visible (self->league_group, is_league (self));
  offer_start (self);
  update_sensitive (self);
}

/* What is being created: the dialog, and what the toast names. */
typedef struct
{
  HammerSeasonDialog *dialog;
  char               *name;
  gboolean            league;
} Creation;

static void
creation_free (Creation *creation)
{
  g_object_unref (creation->dialog);
  g_free (creation->name);
  g_free (creation);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Creation, creation_free)

static void
created_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(Creation) creation = user_data;
  HammerSeasonDialog *self = creation->dialog;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  GtkWindow *parent;
  gint64 id = creation->league
              ? hammer_leagues_create_finish (HAMMER_STORE (source), result, &error)
              : hammer_seasons_create_finish (HAMMER_STORE (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->creating = FALSE;
  if (id == 0)
    {
      update_sensitive (self);
      gtk_label_set_text (GTK_LABEL (self->error_label), error->message);
      gtk_widget_set_visible (self->error_label, TRUE);
      return;
    }

  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (HAMMER_IS_WINDOW (parent))
    {
      /* TRANSLATORS: a toast; %s is the name of a season or league. */
      message = g_strdup_printf (creation->league ? _("League “%s” created")
                                                  : _("Season “%s” created"), creation->name);
      hammer_window_report_change (HAMMER_WINDOW (parent), message,
                                   hammer_store_get_last_change (self->store));
    }
  g_signal_emit (self, signals[creation->league ? LEAGUE_CREATED : CREATED], 0, id);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
create_league (HammerSeasonDialog *self,
               Creation           *creation)
{
  g_auto(GStrv) blocked = NULL;
  g_autoptr(GPtrArray) dates = g_ptr_array_new ();
  HammerLeagueSpec spec;
  guint rules = adw_combo_row_get_selected (ADW_COMBO_ROW (self->rules_row));
  guint weekday = adw_combo_row_get_selected (ADW_COMBO_ROW (self->weekday_row));

  hammer_league_spec_init (&spec);
  spec.name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  spec.rules = rules < self->rule_ids->len ? g_ptr_array_index (self->rule_ids, rules) : NULL;
  spec.start_date = gtk_editable_get_text (GTK_EDITABLE (self->start_row));
  /* The first choice is the start date's own weekday. */
  if (weekday > 0)
    spec.weekday = (GDateWeekday) weekday;
  spec.format = gtk_editable_get_text (GTK_EDITABLE (self->format_row));
  spec.double_round = gtk_switch_get_active (GTK_SWITCH (self->double_switch));
  blocked = g_strsplit_set (gtk_editable_get_text (GTK_EDITABLE (self->blocked_row)), ", ", -1);
  for (guint i = 0; blocked[i] != NULL; i++)
    if (*blocked[i] != '\0')
      g_ptr_array_add (dates, blocked[i]);
  g_ptr_array_add (dates, NULL);
  spec.blocked = (const char *const *) dates->pdata;
  hammer_leagues_create_async (self->store, &spec, self->writing, created_cb, creation);
}

static void
create_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerSeasonDialog *self = HAMMER_SEASON_DIALOG (widget);
  guint games = adw_combo_row_get_selected (ADW_COMBO_ROW (self->games_row)) == 1 ? 15 : 10;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  gboolean league = is_league (self);
  Creation *creation;

  if (!league)
    {
      g_autofree char *typed = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->start_row)));
      g_autofree char *start = club_season_start (typed);

      /* The season would start on its 1 September, not on the day typed:
       * the dialog shows that date and asks again rather than save
       * another than the one shown. */
      if (start != NULL && g_strcmp0 (start, typed) != 0)
        {
          g_autofree char *text = NULL;

          gtk_editable_set_text (GTK_EDITABLE (self->start_row), start);
          /* TRANSLATORS: %s is a date typed, %s the 1 September its club season starts on. */
          text = g_strdup_printf (_("A season of club nights runs from 1 September to 31 August: "
                                    "the season of %s starts on %s. Create it again to "
                                    "confirm."), typed, start);
          gtk_label_set_text (GTK_LABEL (self->error_label), text);
          gtk_widget_set_visible (self->error_label, TRUE);
          return;
        }
    }

  creation = g_new0 (Creation, 1);
  creation->dialog = g_object_ref (self);
  creation->name = g_strdup (name);
  creation->league = league;
  self->creating = TRUE;
  update_sensitive (self);
  if (league)
    create_league (self, creation);
  else
    hammer_seasons_create_async (self->store, name,
                                 gtk_editable_get_text (GTK_EDITABLE (self->start_row)), games,
                                 self->writing, created_cb, creation);
}

static void
entry_activated_cb (HammerSeasonDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "season.create", NULL);
}

static void
hammer_season_dialog_dispose (GObject *object)
{
  HammerSeasonDialog *self = HAMMER_SEASON_DIALOG (object);

  g_cancellable_cancel (self->writing);
  g_clear_object (&self->writing);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_SEASON_DIALOG);
  g_clear_object (&self->store);
  g_clear_pointer (&self->rule_ids, g_ptr_array_unref);
  g_clear_pointer (&self->start_default, g_free);
  G_OBJECT_CLASS (hammer_season_dialog_parent_class)->dispose (object);
}

static void
hammer_season_dialog_class_init (HammerSeasonDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_season_dialog_dispose;

  signals[CREATED] = g_signal_new ("created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  signals[LEAGUE_CREATED] = g_signal_new ("league-created", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                          G_TYPE_INT64);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/season/"
                                               "hammer-season-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, kind_row);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, start_row);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, club_group);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, games_row);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, league_group);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, rules_row);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, weekday_row);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, format_row);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, blocked_row);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, double_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, error_label);

  gtk_widget_class_install_action (widget_class, "season.create", NULL, create_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_season_dialog_init (HammerSeasonDialog *self)
{
  const HammerRules *const *all;
  g_autoptr(GtkStringList) rule_names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) weekdays = gtk_string_list_new (NULL);
  const char *days[] = { N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"),
                         N_("Friday"), N_("Saturday"), N_("Sunday") };
  guint n_rules = 0;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->writing = g_cancellable_new ();
  offer_start (self);

  /* Leagues are for the games that teams play; sjoelbak has club nights. */
  self->rule_ids = g_ptr_array_new ();
  all = hammer_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    if (all[i]->match_kind != HAMMER_MATCH_TOTAL_OF_GAMES)
      {
        g_ptr_array_add (self->rule_ids, (gpointer) all[i]->id);
        gtk_string_list_append (rule_names, hammer_rules_get_name (all[i]));
      }
  adw_combo_row_set_model (ADW_COMBO_ROW (self->rules_row), G_LIST_MODEL (rule_names));
  gtk_string_list_append (weekdays, _("As the start date"));
  for (guint i = 0; i < G_N_ELEMENTS (days); i++)
    gtk_string_list_append (weekdays, _(days[i]));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->weekday_row), G_LIST_MODEL (weekdays));
  g_signal_connect_swapped (self->kind_row, "notify::selected", G_CALLBACK (kind_changed_cb),
                            self);
  g_signal_connect_swapped (self->name_row, "changed", G_CALLBACK (update_sensitive), self);
  g_signal_connect_swapped (self->start_row, "changed", G_CALLBACK (update_sensitive), self);
  g_signal_connect_swapped (self->name_row, "entry-activated", G_CALLBACK (entry_activated_cb),
                            self);
  g_signal_connect_swapped (self->start_row, "entry-activated", G_CALLBACK (entry_activated_cb),
                            self);
  update_sensitive (self);
}

GtkWidget *
hammer_season_dialog_new (GtkWindow   *parent,
                          HammerStore *store)
{
  HammerSeasonDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  self = g_object_new (HAMMER_TYPE_SEASON_DIALOG, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  return GTK_WIDGET (self);
}
