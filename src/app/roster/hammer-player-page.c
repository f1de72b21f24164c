/* hammer-player-page.c — one member's season: average and scores plotted
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "league/hammer-club-night.h"
#include "league/hammer-season-members.h"
#include "league/hammer-seasons.h"

#include "hammer-app-utils.h"
#include "hammer-player-page.h"
#include "hammer-plot.h"

struct _HammerPlayerPage
{
  GtkWidget    parent_instance;

  HammerStore *store;
  gint64       season_id;
  gint64       member_id;
  char        *name;
  /* The season the member is in, read again with every change to it. */
  HammerSeasonMembers *members;

  GtkWidget   *stack;
  GtkWidget   *name_label;
  GtkWidget   *summary_label;
  GtkWidget   *average_plot;
  GtkWidget   *histogram_plot;
  GtkWidget   *empty_page;
};

G_DEFINE_FINAL_TYPE (HammerPlayerPage, hammer_player_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_SEASON_ID,
  PROP_MEMBER_ID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A night's date, short, in the user's locale ("12 Sep"). */
static char *
short_date (const char *iso)
{
  g_autoptr(GDateTime) when = NULL;
  g_autofree char *text = g_strdup_printf ("%sT12:00:00Z", iso);

  when = g_date_time_new_from_iso8601 (text, NULL);
  if (when == NULL)
    return g_strdup (iso);
  /* TRANSLATORS: a strftime format for a night on a plot's axis: day and month. */
  return g_date_time_format (when, _("%-d %b"));
}

static void
set_description (GtkWidget  *widget,
                 const char *text)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* How the season average moved, for the plot's description. */
static char *
trend_text (GArray *averages)
{
  double first = g_array_index (averages, double, 0);
  double last = g_array_index (averages, double, averages->len - 1);

  if (averages->len == 1)
    return g_strdup_printf (_("Average %.1f after one night"), first);
  if (last - first >= 0.05)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Average rose from %.1f to %.1f over %u night",
                                         "Average rose from %.1f to %.1f over %u nights",
                                         averages->len),
                            first, last, averages->len);
  if (first - last >= 0.05)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Average fell from %.1f to %.1f over %u night",
                                         "Average fell from %.1f to %.1f over %u nights",
                                         averages->len),
                            first, last, averages->len);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Average stayed at %.1f over %u night",
                                       "Average stayed at %.1f over %u nights",
                                       averages->len),
                          last, averages->len);
}

/* The season average night by night, with the class limits across it. */
static void
show_averages (HammerPlayerPage *self,
               GListModel       *nights)
{
  g_autoptr(GArray) averages = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) limits = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GPtrArray) limit_names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *line_text = NULL;
  const char * const *classes = hammer_season_members_get_classes (self->members);

  for (guint i = 0; i < g_list_model_get_n_items (nights); i++)
    {
      g_autoptr(HammerSeasonMemberNight) night = g_list_model_get_item (nights, i);
      double average = hammer_season_member_night_get_season_average (night);

      g_array_append_val (averages, average);
      g_ptr_array_add (labels, short_date (hammer_season_member_night_get_date (night)));
    }
  /* The last class has no lower limit to draw. */
  for (guint c = 0; classes[c] != NULL && classes[c + 1] != NULL; c++)
    {
      double limit = hammer_season_members_get_class_limit (self->members, c);

      g_array_append_val (limits, limit);
      g_ptr_array_add (limit_names, g_strdup (classes[c]));
    }

  g_ptr_array_add (labels, NULL);
  hammer_plot_set_axis_titles (HAMMER_PLOT (self->average_plot), _("Club night"),
                               _("Average"));
  hammer_plot_set_line (HAMMER_PLOT (self->average_plot), (const double *) averages->data,
                        (const char *const *) labels->pdata, averages->len);
  hammer_plot_set_limits (HAMMER_PLOT (self->average_plot), (const double *) limits->data,
                          (const char *const *) limit_names->pdata, limits->len);
  line_text = trend_text (averages);
  set_description (self->average_plot, line_text);
}

/* Every game total of the season, as a histogram. Returns how many. */
static guint
show_scores (HammerPlayerPage *self,
             GListModel       *nights)
{
  g_autoptr(GArray) scores = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree char *histogram_text = NULL;
  int lowest = G_MAXINT, highest = G_MININT;

  for (guint i = 0; i < g_list_model_get_n_items (nights); i++)
    {
      g_autoptr(HammerSeasonMemberNight) night = g_list_model_get_item (nights, i);
      guint n_games;
      const int *games = hammer_season_member_night_get_games (night, &n_games);

      for (guint g = 0; g < n_games; g++)
        {
          int total = games[g];

          g_array_append_val (scores, total);
          lowest = MIN (lowest, total);
          highest = MAX (highest, total);
        }
    }
  hammer_plot_set_axis_titles (HAMMER_PLOT (self->histogram_plot), _("Game total"),
                               _("Games"));
  hammer_plot_set_histogram (HAMMER_PLOT (self->histogram_plot), (const int *) scores->data,
                             scores->len, 10);
  histogram_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "%u game total, from %d to %d",
                                                 "%u game totals, from %d to %d",
                                                 scores->len),
                                    scores->len, lowest, highest);
  set_description (self->histogram_plot, histogram_text);
  return scores->len;
}

/* "Class B · Average 101.2, last 30 games 103.5 · 45 games" */
static void
show_summary (HammerPlayerPage   *self,
              HammerSeasonMember *member,
              guint               n_games)
{
  const char *klass = hammer_season_member_get_class_name (member);
  g_autoptr(GString) summary = g_string_new (NULL);
  guint last_games;

  if (klass != NULL)
    /* TRANSLATORS: %s is a class such as “B”. */
    g_string_append_printf (summary, _("Class %s"), klass);
  if (summary->len > 0)
    g_string_append (summary, " · ");
  last_games = hammer_season_members_get_last_games (self->members);
  /* TRANSLATORS: a member's season average per game, then over their last %u games. */
  g_string_append_printf (summary, g_dngettext (GETTEXT_PACKAGE, "Average %.1f, last %u game %.1f",
                                                "Average %.1f, last %u games %.1f", last_games),
                          hammer_season_member_get_average (member),
                          last_games,
                          hammer_season_member_get_last_average (member));
  g_string_append (summary, " · ");
  g_string_append_printf (summary, g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games",
                                                n_games), n_games);
  gtk_label_set_text (GTK_LABEL (self->summary_label), summary->str);
}

/* The season of the page, read again; %NULL with @error set when it cannot
 * be read. */
static HammerSeasonMembers *
read_season (HammerPlayerPage  *self,
             GError           **error)
{
  if (self->members != NULL && hammer_season_members_get_store (self->members) == self->store &&
      hammer_season_members_get_season_id (self->members) == self->season_id)
    {
      hammer_season_members_update (self->members, NULL);
      return self->members;
    }
  g_clear_object (&self->members);
  self->members = hammer_season_members_new (self->store, self->season_id, error);
  return self->members;
}

static void
reload (HammerPlayerPage *self)
{
  g_autoptr(GError) error = NULL;
  HammerSeasonMember *member = NULL;
  GListModel *nights;

  g_clear_pointer (&self->name, g_free);
  if (self->store == NULL || self->season_id == 0 || self->member_id == 0)
    {
      g_clear_object (&self->members);
      return;
    }
  if (read_season (self, &error) == NULL ||
      !(member = hammer_season_members_find (self->members, self->member_id, &error)))
    {
      adw_status_page_set_title (ADW_STATUS_PAGE (self->empty_page), error->message);
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "empty");
      return;
    }
  self->name = g_strdup (hammer_season_member_get_name (member));
  nights = hammer_season_member_get_nights (member);
  gtk_label_set_text (GTK_LABEL (self->name_label), self->name);

  if (g_list_model_get_n_items (nights) == 0)
    {
      adw_status_page_set_title (ADW_STATUS_PAGE (self->empty_page), self->name);
      hammer_status_page_set_plain_description (ADW_STATUS_PAGE (self->empty_page),
                                       _("No games this season yet."));
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "empty");
      return;
    }
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "player");

  show_averages (self, nights);
  show_summary (self, member, show_scores (self, nights));
}

static void
hammer_player_page_dispose (GObject *object)
{
  GtkWidget *child;
  HammerPlayerPage *self = HAMMER_PLAYER_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_PLAYER_PAGE);
  /* Children of the template without an id are not unparented by it. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->members);
  g_clear_object (&self->store);
  g_clear_pointer (&self->name, g_free);
  G_OBJECT_CLASS (hammer_player_page_parent_class)->dispose (object);
}

static void
hammer_player_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  HammerPlayerPage *self = HAMMER_PLAYER_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_SEASON_ID:
      g_value_set_int64 (value, self->season_id);
      break;
    case PROP_MEMBER_ID:
      g_value_set_int64 (value, self->member_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The player, and the season whose figures the page shows. */
static void
store_changes_cb (HammerPlayerPage *self,
                  HammerChangeSet  *changes)
{
  if (hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_CLUBS) ||
      hammer_change_set_touches_season (changes, self->season_id))
    reload (self);
}

static void
hammer_player_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  HammerPlayerPage *self = HAMMER_PLAYER_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      /* Setting the same store again must leave the page following it. */
      hammer_follow_store (&self->store, g_value_get_object (value),
                           G_CALLBACK (store_changes_cb), self);
      break;
    case PROP_SEASON_ID:
      self->season_id = g_value_get_int64 (value);
      break;
    case PROP_MEMBER_ID:
      self->member_id = g_value_get_int64 (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  reload (self);
}

static void
hammer_player_page_class_init (HammerPlayerPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_player_page_dispose;
  object_class->get_property = hammer_player_page_get_property;
  object_class->set_property = hammer_player_page_set_property;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEASON_ID] =
    g_param_spec_int64 ("season-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MEMBER_ID] =
    g_param_spec_int64 ("member-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HAMMER_TYPE_PLOT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/roster/"
                                               "hammer-player-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerPage, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerPage, name_label);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerPage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerPage, average_plot);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerPage, histogram_plot);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerPage, empty_page);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
hammer_player_page_init (HammerPlayerPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
hammer_player_page_new (HammerStore *store,
                        gint64       season_id,
                        gint64       member_id)
{
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_PLAYER_PAGE, "store", store, "season-id", season_id,
                       "member-id", member_id, NULL);
}

void
hammer_player_page_set_member (HammerPlayerPage *self,
                               gint64            season_id,
                               gint64            member_id)
{
  g_return_if_fail (HAMMER_IS_PLAYER_PAGE (self));

  self->season_id = season_id;
  self->member_id = member_id;
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEASON_ID]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MEMBER_ID]);
}

const char *
hammer_player_page_get_name (HammerPlayerPage *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER_PAGE (self), NULL);

  return self->name;
}
