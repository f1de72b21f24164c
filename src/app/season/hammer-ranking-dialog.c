/* hammer-ranking-dialog.c — creates a ranking across events, or changes
 * the settings of one
 *
 * What is typed is checked as it is typed, by the core's own readers of a
 * points table and of field-size factors, so that the message under the
 * form names the field and the part of it that is wrong before anything
 * is written; the ranking is created, or its settings changed in one
 * change, on the store's writer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ranking/hammer-rankings.h"

#include "hammer-ranking-dialog.h"
#include "hammer-window.h"

struct _HammerRankingDialog
{
  AdwWindow     parent_instance;

  HammerStore  *store;
  GCancellable *cancellable;
  gint64        ranking_id;   /* the ranking whose settings it changes; 0: a new one */
  char         *rules;        /* that ranking's one game, which the form keeps */

  GtkWidget    *name_row;
  GtkWidget    *by_row;
  GtkWidget    *best_row;
  GtkWidget    *places_group;
  GtkWidget    *points_row;
  GtkWidget    *factors_row;
  GtkWidget    *consolation_row;
  GtkWidget    *threshold_row;
  GtkWidget    *years_row;
  GtkWidget    *cut_row;
  GtkWidget    *error_label;
  GtkWidget    *save_button;
};

G_DEFINE_FINAL_TYPE (HammerRankingDialog, hammer_ranking_dialog, ADW_TYPE_WINDOW)

enum
{
  CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
row_text (GtkWidget *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

static HammerRankedBy
ranked_by (HammerRankingDialog *self)
{
  switch (adw_combo_row_get_selected (ADW_COMBO_ROW (self->by_row)))
    {
    case 1:
      return HAMMER_RANKED_BY_TOTALS;
    case 2:
      return HAMMER_RANKED_BY_AVERAGES;
    default:
      return HAMMER_RANKED_BY_PLACES;
    }
}

/* A whole number above 0 from @row, 0 for an empty row; FALSE for text
 * that is no such number. */
static gboolean
read_count (GtkWidget *row,
            guint     *count)
{
  g_autofree char *text = g_strstrip (g_strdup (row_text (row)));
  guint64 value = 0;

  *count = 0;
  if (*text == '\0')
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, 1, 1000000, &value, NULL))
    return FALSE;
  *count = (guint) value;
  return TRUE;
}

/* Points of a threshold: a number above 0 with a decimal point, 0 for
 * an empty row; FALSE for anything else. */
static gboolean
read_points (GtkWidget *row,
             double    *points)
{
  g_autofree char *text = g_strstrip (g_strdup (row_text (row)));
  char *end = NULL;

  *points = 0;
  if (*text == '\0')
    return TRUE;
  *points = g_ascii_strtod (text, &end);
  return *end == '\0' && isfinite (*points) && *points > 0;
}

/* Fills @spec from the form, or returns what is wrong and where. The
 * spec's texts are the rows' own. */
static char *
read_form (HammerRankingDialog *self,
           HammerRankingSpec   *spec)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) table = NULL;
  g_autoptr(GArray) factors = NULL;
  g_autoptr(GArray) consolation = NULL;
  g_autofree char *name = g_strstrip (g_strdup (row_text (self->name_row)));

  memset (spec, 0, sizeof *spec);
  spec->name = row_text (self->name_row);
  spec->by = ranked_by (self);
  if (*name == '\0')
    return g_strdup (_("Name: a ranking needs a name"));
  if (spec->by == HAMMER_RANKED_BY_PLACES)
    {
      spec->points = row_text (self->points_row);
      spec->factors = row_text (self->factors_row);
      if (!(table = hammer_ranking_parse_points (spec->points, &error)))
        /* TRANSLATORS: a field of the form and what is wrong in it. */
        return g_strdup_printf (_("Points by place: %s"), error->message);
      if (!(factors = hammer_ranking_parse_factors (spec->factors, &error)))
        return g_strdup_printf (_("Field-size factors: %s"), error->message);
      /* The consolation's own table; empty: the main table's for the overall place. */
      spec->consolation_points = row_text (self->consolation_row);
      if (*spec->consolation_points != '\0' &&
          !(consolation = hammer_ranking_parse_points (spec->consolation_points, &error)))
        return g_strdup_printf (_("Consolation points by place: %s"), error->message);
    }
  if (!read_count (self->best_row, &spec->best))
    return g_strdup (_("Best results that count: a whole number above 0, or empty for all"));
  if (!read_points (self->threshold_row, &spec->threshold))
    return g_strdup (_("Threshold: a number of points above 0, or empty for none"));
  if (!read_count (self->years_row, &spec->threshold_years))
    return g_strdup (_("Threshold within years: a whole number above 0, or empty for all "
                       "time"));
  if (spec->threshold_years > 0 && spec->threshold <= 0)
    return g_strdup (_("Threshold within years: give the threshold’s points too"));
  if (!read_count (self->cut_row, &spec->cut))
    return g_strdup (_("Qualify the best: a whole number above 0, or empty for no cut"));
  spec->rules = self->rules;
  /* Whatever else the core refuses, it says here before the write. */
  if (!hammer_ranking_spec_check (spec, &error))
    return g_strdup (error->message);
  return NULL;
}

/* Shows what is wrong as it is typed; an empty form is not wrong yet. */
static void
form_changed_cb (HammerRankingDialog *self)
{
  HammerRankingSpec spec;
  g_autofree char *problem = NULL;
  gboolean started = *row_text (self->name_row) != '\0' || *row_text (self->points_row) != '\0';

  gtk_widget_set_visible (self->places_group, ranked_by (self) == HAMMER_RANKED_BY_PLACES);
  problem = read_form (self, &spec);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ranking.create", problem == NULL);
  gtk_label_set_text (GTK_LABEL (self->error_label), problem != NULL ? problem : "");
  gtk_widget_set_visible (self->error_label, problem != NULL && started);
}

static void
created_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  g_autoptr(HammerRankingDialog) self = data;
  g_autoptr(GError) error = NULL;
  gint64 id = hammer_rankings_write_finish (HAMMER_STORE (source), result, NULL, &error);
  GtkWindow *parent;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_widget_set_sensitive (GTK_WIDGET (self), TRUE);
  if (id == 0)
    {
      gtk_label_set_text (GTK_LABEL (self->error_label), error->message);
      gtk_widget_set_visible (self->error_label, TRUE);
      return;
    }
  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (HAMMER_IS_WINDOW (parent))
    {
      g_autofree char *name = g_strstrip (g_strdup (row_text (self->name_row)));
      g_autofree char *message = self->ranking_id != 0
                                 /* TRANSLATORS: a toast; %s is the name of a ranking. */
                                 ? g_strdup_printf (_("Settings of ranking “%s” changed"), name)
                                 /* TRANSLATORS: a toast; %s is the name of a ranking. */
                                 : g_strdup_printf (_("Ranking “%s” created"), name);

      hammer_window_report_change (HAMMER_WINDOW (parent), message,
                                   hammer_store_get_last_change (self->store));
    }
  if (self->ranking_id == 0)
    g_signal_emit (self, signals[CREATED], 0, id);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
create_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerRankingDialog *self = HAMMER_RANKING_DIALOG (widget);
  HammerRankingSpec spec;
  g_autofree char *problem = read_form (self, &spec);

  if (problem != NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->error_label), problem);
      gtk_widget_set_visible (self->error_label, TRUE);
      return;
    }
  /* One write at a time: the form waits for the writer. */
  gtk_widget_set_sensitive (GTK_WIDGET (self), FALSE);
  if (self->ranking_id != 0)
    hammer_rankings_edit_async (self->store, self->ranking_id, &spec, self->cancellable,
                                created_cb, g_object_ref (self));
  else
    hammer_rankings_create_async (self->store, &spec, self->cancellable, created_cb,
                                  g_object_ref (self));
}

static void
entry_activated_cb (HammerRankingDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "ranking.create", NULL);
}

static void
hammer_ranking_dialog_dispose (GObject *object)
{
  HammerRankingDialog *self = HAMMER_RANKING_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_RANKING_DIALOG);
  g_clear_object (&self->store);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->rules, g_free);
  G_OBJECT_CLASS (hammer_ranking_dialog_parent_class)->dispose (object);
}

static void
hammer_ranking_dialog_class_init (HammerRankingDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_ranking_dialog_dispose;

  signals[CREATED] = g_signal_new ("created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/season/"
                                               "hammer-ranking-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerRankingDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingDialog, by_row);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingDialog, best_row);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingDialog, places_group);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingDialog, points_row);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingDialog, factors_row);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingDialog, consolation_row);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingDialog, threshold_row);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingDialog, years_row);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingDialog, cut_row);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingDialog, save_button);

  gtk_widget_class_install_action (widget_class, "ranking.create", NULL, create_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_ranking_dialog_init (HammerRankingDialog *self)
{
  GtkWidget *entries[8];

  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  entries[0] = self->name_row;
  entries[1] = self->best_row;
  entries[2] = self->points_row;
  entries[3] = self->factors_row;
  entries[4] = self->threshold_row;
  entries[5] = self->years_row;
  entries[6] = self->cut_row;
  entries[7] = self->consolation_row;
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      g_signal_connect_swapped (entries[i], "changed", G_CALLBACK (form_changed_cb), self);
      g_signal_connect_swapped (entries[i], "entry-activated", G_CALLBACK (entry_activated_cb),
                                self);
    }
  g_signal_connect_swapped (self->by_row, "notify::selected", G_CALLBACK (form_changed_cb), self);
  form_changed_cb (self);
}

GtkWidget *
hammer_ranking_dialog_new (GtkWindow   *parent,
                           HammerStore *store)
{
  HammerRankingDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  self = g_object_new (HAMMER_TYPE_RANKING_DIALOG, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  return GTK_WIDGET (self);
}

/* A whole number for its row: empty for 0, which means none. */
static void
set_count (GtkWidget *row,
           guint      count)
{
  g_autofree char *text = count > 0 ? g_strdup_printf ("%u", count) : g_strdup ("");

  gtk_editable_set_text (GTK_EDITABLE (row), text);
}

GtkWidget *
hammer_ranking_dialog_new_for_ranking (GtkWindow           *parent,
                                       HammerStore         *store,
                                       const HammerRanking *ranking)
{
  HammerRankingDialog *self;
  g_autofree char *points = NULL;
  g_autofree char *factors = NULL;
  g_autofree char *consolation = NULL;
  char threshold[G_ASCII_DTOSTR_BUF_SIZE] = "";

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (ranking != NULL, NULL);

  self = HAMMER_RANKING_DIALOG (hammer_ranking_dialog_new (parent, store));
  self->ranking_id = ranking->id;
  self->rules = g_strdup (ranking->rules);
  gtk_window_set_title (GTK_WINDOW (self), _("Ranking Settings"));
  gtk_button_set_label (GTK_BUTTON (self->save_button), _("_Save"));

  points = hammer_ranking_points_text (ranking->points);
  factors = hammer_ranking_factors_text (ranking->factors);
  consolation = hammer_ranking_points_text (ranking->consolation_points);
  if (ranking->threshold > 0)
    g_ascii_dtostr (threshold, sizeof threshold, ranking->threshold);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), ranking->name);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->by_row),
                              ranking->by == HAMMER_RANKED_BY_TOTALS ? 1
                              : ranking->by == HAMMER_RANKED_BY_AVERAGES ? 2 : 0);
  set_count (self->best_row, ranking->best);
  gtk_editable_set_text (GTK_EDITABLE (self->points_row), points);
  gtk_editable_set_text (GTK_EDITABLE (self->factors_row), factors);
  gtk_editable_set_text (GTK_EDITABLE (self->consolation_row), consolation);
  gtk_editable_set_text (GTK_EDITABLE (self->threshold_row), threshold);
  set_count (self->years_row, ranking->threshold_years);
  set_count (self->cut_row, ranking->cut);
  return GTK_WIDGET (self);
}
