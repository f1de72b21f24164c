/* hammer-season-settings.c — the settings of a season of club nights
 *
 * Each group is saved on its own, as one change of the store that the
 * toast can undo; what the store refuses is shown under the group, in the
 * store's words, and nothing of it is kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "league/hammer-season-members.h"
#include "league/hammer-seasons.h"

#include "hammer-season-item.h"
#include "hammer-season-settings.h"
#include "hammer-app-utils.h"
#include "hammer-window.h"

struct _HammerSeasonSettings
{
  GtkWidget    parent_instance;

  HammerStore *store;
  gint64       season_id;
  GListStore  *classes;  /* HammerSeasonItem {name, limit}, edited in place */
  GListStore  *dates;    /* HammerSeasonItem {date} */

  GtkListView *classes_view;
  GtkWidget   *classes_error;
  GtkWidget   *per_game_spin;
  GtkWidget   *bonus_spin;
  GtkWidget   *bonus_games_spin;
  GtkWidget   *points_error;
  GtkWidget   *last_games_spin;
  GtkWidget   *last_games_error;
  GtkListView *dates_view;
  GtkWidget   *dates_frame;
  GtkWidget   *date_entry;
  GtkWidget   *dates_error;
  GCancellable *writing;  /* the settings being saved */
};

G_DEFINE_FINAL_TYPE (HammerSeasonSettings, hammer_season_settings, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_SEASON_ID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
show_problem (GtkWidget  *label,
              const char *message)
{
  gtk_label_set_text (GTK_LABEL (label), message != NULL ? message : "");
  gtk_widget_set_visible (label, message != NULL);
}

/* A line of the classes list to edit: the class's name and lower limit. */
static HammerSeasonItem *
new_class_item (const char *name,
                double      limit)
{
  HammerSeasonItem *item = hammer_season_item_new ();

  hammer_season_item_set_string (item, "name", name);
  hammer_season_item_set_double (item, "limit", limit);
  return item;
}

static void
reload (HammerSeasonSettings *self)
{
  g_autoptr(HammerSeasonMembers) season = NULL;
  g_autoptr(GError) error = NULL;
  const char * const *classes;
  const char * const *dates;
  int per_game, bonus;
  guint bonus_games;

  if (self->store == NULL || self->season_id == 0)
    return;
  /* Settings that were not read must not look like the season's own. */
  if (!(season = hammer_season_members_new (self->store, self->season_id, &error)))
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return;
    }

  g_list_store_remove_all (self->classes);
  classes = hammer_season_members_get_classes (season);
  for (guint c = 0; classes[c] != NULL; c++)
    {
      double limit = hammer_season_members_get_class_limit (season, c);
      g_autoptr(HammerSeasonItem) item = new_class_item (classes[c], MAX (limit, 0));

      g_list_store_append (self->classes, item);
    }
  hammer_season_members_get_points (season, &per_game, &bonus, &bonus_games);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->per_game_spin), per_game);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->bonus_spin), bonus);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->bonus_games_spin), bonus_games);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->last_games_spin),
                             hammer_season_members_get_last_games (season));

  g_list_store_remove_all (self->dates);
  dates = hammer_season_members_get_promotion_dates (season);
  for (guint i = 0; dates[i] != NULL; i++)
    {
      g_autoptr(HammerSeasonItem) item = hammer_season_item_new ();

      hammer_season_item_set_string (item, "date", dates[i]);
      g_list_store_append (self->dates, item);
    }
  gtk_widget_set_visible (self->dates_frame, dates[0] != NULL);
}

/* A setting being saved: where its problem shows, what the toast says,
 * and what started it, off until it is done (a widget or an action). */
typedef struct
{
  HammerSeasonSettings *settings;
  GtkWidget            *problem;
  char                 *done;
  const char           *action;
  GtkWidget            *control;
  GtkWidget            *cleared;  /* an entry emptied once it is saved */
} SettingWrite;

static void
setting_write_free (SettingWrite *write)
{
  g_object_unref (write->settings);
  g_free (write->done);
  g_clear_object (&write->control);
  g_free (write);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SettingWrite, setting_write_free)

static void
set_started (SettingWrite *write,
             gboolean      enabled)
{
  if (write->action != NULL)
    gtk_widget_action_set_enabled (GTK_WIDGET (write->settings), write->action, enabled);
  if (write->control != NULL)
    gtk_widget_set_sensitive (write->control, enabled);
}

/* Begins a write that started with @action or @control; @done is the
 * toast's, taken. */
static SettingWrite *
begin_setting (HammerSeasonSettings *self,
               GtkWidget            *problem,
               char                 *done,
               const char           *action,
               GtkWidget            *control)
{
  SettingWrite *write = g_new0 (SettingWrite, 1);

  write->settings = g_object_ref (self);
  write->problem = problem;
  write->done = done;
  write->action = action;
  write->control = control != NULL ? g_object_ref (control) : NULL;
  set_started (write, FALSE);
  return write;
}

static void
setting_saved_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(SettingWrite) write = user_data;
  g_autoptr(GError) error = NULL;
  gint64 change_id = 0;

  if (!hammer_seasons_setting_finish (HAMMER_STORE (source), result, &change_id, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  set_started (write, TRUE);
  show_problem (write->problem, error != NULL ? error->message : NULL);
  if (error != NULL)
    {
      if (write->cleared != NULL)
        gtk_widget_grab_focus (write->cleared);
      return;
    }
  if (write->cleared != NULL)
    gtk_editable_set_text (GTK_EDITABLE (write->cleared), "");
  hammer_window_report_change_near (GTK_WIDGET (write->settings), write->done, change_id);
}

/* Classes */

static void
class_name_changed_cb (GtkEditable *editable,
                       gpointer     user_data)
{
  HammerSeasonItem *item = g_object_get_data (G_OBJECT (editable), "item");

  if (item != NULL)
    hammer_season_item_set_string (item, "name", gtk_editable_get_text (editable));
}

static void
class_limit_changed_cb (GtkSpinButton *spin,
                        gpointer       user_data)
{
  HammerSeasonItem *item = g_object_get_data (G_OBJECT (spin), "item");

  if (item != NULL)
    hammer_season_item_set_double (item, "limit", gtk_spin_button_get_value (spin));
}

static void
remove_class_clicked_cb (GtkButton            *button,
                         HammerSeasonSettings *self)
{
  HammerSeasonItem *item = g_object_get_data (G_OBJECT (button), "item");
  guint position;

  if (item != NULL && g_list_store_find (self->classes, item, &position))
    g_list_store_remove (self->classes, position);
}

static void
setup_class_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                HammerSeasonSettings     *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *name = gtk_entry_new ();
  GtkWidget *limit = gtk_spin_button_new_with_range (0, 1000, 1);
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (name), 6);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (limit), 1);
  gtk_editable_set_width_chars (GTK_EDITABLE (limit), 5);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (name, _("Name of the class"));
  gtk_widget_set_tooltip_text (limit, _("Lowest average of the class"));
  gtk_widget_set_tooltip_text (remove, _("Remove the Class"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (name), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Name of the class"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (limit), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Lowest average of the class"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove the Class"), -1);
  g_signal_connect (name, "changed", G_CALLBACK (class_name_changed_cb), NULL);
  g_signal_connect (limit, "value-changed", G_CALLBACK (class_limit_changed_cb), NULL);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_class_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), limit);
  gtk_box_append (GTK_BOX (box), remove);
  gtk_list_item_set_child (list_item, box);
  gtk_list_item_set_activatable (list_item, FALSE);
  gtk_list_item_set_selectable (list_item, FALSE);
}

static void
bind_class_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               HammerSeasonSettings     *self)
{
  HammerSeasonItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *name = gtk_widget_get_first_child (gtk_list_item_get_child (list_item));
  GtkWidget *limit = gtk_widget_get_next_sibling (name);
  GtkWidget *remove = gtk_widget_get_next_sibling (limit);
  double value = hammer_season_item_get_double (item, "limit");

  /* The widgets show the item first, then write their edits into it. */
  gtk_editable_set_text (GTK_EDITABLE (name), hammer_season_item_get_string (item, "name") ?: "");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (limit), value > 0 ? value : 0);
  g_object_set_data (G_OBJECT (name), "item", item);
  g_object_set_data (G_OBJECT (limit), "item", item);
  g_object_set_data (G_OBJECT (remove), "item", item);
}

static void
unbind_class_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 HammerSeasonSettings     *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (gtk_list_item_get_child (list_item));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    g_object_set_data (G_OBJECT (child), "item", NULL);
}

static void
add_class_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  HammerSeasonSettings *self = HAMMER_SEASON_SETTINGS (widget);
  g_autoptr(HammerSeasonItem) item = new_class_item ("", 0);

  g_list_store_append (self->classes, item);
}

static void
save_classes_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  HammerSeasonSettings *self = HAMMER_SEASON_SETTINGS (widget);
  g_autoptr(GString) text = g_string_new (NULL);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->classes));

  /* Written as the store reads them: "A=130,B=115,C=0". */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HammerSeasonItem) item = g_list_model_get_item (G_LIST_MODEL (self->classes), i);
      g_autofree char *name = g_strdup (hammer_season_item_get_string (item, "name"));
      char limit[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (limit, sizeof limit, "%.1f",
                       MAX (hammer_season_item_get_double (item, "limit"), 0));
      g_string_append_printf (text, "%s%s=%s", i > 0 ? "," : "",
                              name != NULL ? g_strstrip (name) : "", limit);
    }
  hammer_seasons_set_classes_async (self->store, self->season_id, text->str, self->writing,
                                    setting_saved_cb,
                                    begin_setting (self, self->classes_error,
                                                   g_strdup (_("Classes changed")),
                                                   "settings.save-classes", NULL));
}

/* Points and averages */

static void
save_points_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  HammerSeasonSettings *self = HAMMER_SEASON_SETTINGS (widget);
  int per_game = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->per_game_spin));
  int bonus = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->bonus_spin));
  int games = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->bonus_games_spin));

  hammer_seasons_set_points_async (self->store, self->season_id, per_game, bonus, games,
                                   self->writing, setting_saved_cb,
                                   begin_setting (self, self->points_error,
                                                  g_strdup (_("Points competition changed")),
                                                  "settings.save-points", NULL));
}

static void
save_last_games_activated (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  HammerSeasonSettings *self = HAMMER_SEASON_SETTINGS (widget);
  int games = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->last_games_spin));

  hammer_seasons_set_last_games_async (self->store, self->season_id, (guint) MAX (games, 0),
                                       self->writing, setting_saved_cb,
                                       begin_setting (self, self->last_games_error,
                                                      g_strdup (_("Games of the last average "
                                                                  "changed")),
                                                      "settings.save-last-games", NULL));
}

/* Promotion dates */

static void
remove_date_clicked_cb (GtkButton            *button,
                        HammerSeasonSettings *self)
{
  HammerSeasonItem *item = g_object_get_data (G_OBJECT (button), "item");
  const char *date;
  char *done;

  if (item == NULL)
    return;
  date = hammer_season_item_get_string (item, "date");
  /* TRANSLATORS: a toast; %s is a date. */
  done = g_strdup_printf (_("Promotion date %s removed"), date);
  /* The list's buttons are off while a date is removed. */
  hammer_seasons_remove_promotion_date_async (self->store, self->season_id, date, self->writing,
                                              setting_saved_cb,
                                              begin_setting (self, self->dates_error, done, NULL,
                                                             GTK_WIDGET (self->dates_view)));
}

static void
setup_date_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               HammerSeasonSettings     *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Remove the Promotion Date"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove the Promotion Date"), -1);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_date_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), remove);
  gtk_list_item_set_child (list_item, box);
  gtk_list_item_set_activatable (list_item, FALSE);
  gtk_list_item_set_selectable (list_item, FALSE);
}

static void
bind_date_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              HammerSeasonSettings     *self)
{
  HammerSeasonItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *label = gtk_widget_get_first_child (gtk_list_item_get_child (list_item));

  gtk_label_set_text (GTK_LABEL (label), hammer_season_item_get_string (item, "date"));
  g_object_set_data (G_OBJECT (gtk_widget_get_next_sibling (label)), "item", item);
}

static void
add_date_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HammerSeasonSettings *self = HAMMER_SEASON_SETTINGS (widget);
  g_autofree char *date = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (
                                                  self->date_entry))));
  SettingWrite *write;

  /* TRANSLATORS: a toast; %s is a date. */
  write = begin_setting (self, self->dates_error,
                         g_strdup_printf (_("Promotion date %s added"), date),
                         "settings.add-date", NULL);
  write->cleared = self->date_entry;
  hammer_seasons_add_promotion_date_async (self->store, self->season_id, date, self->writing,
                                           setting_saved_cb, write);
}

static void
date_entry_activate_cb (HammerSeasonSettings *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "settings.add-date", NULL);
}

/* Class */

static void
hammer_season_settings_dispose (GObject *object)
{
  HammerSeasonSettings *self = HAMMER_SEASON_SETTINGS (object);
  GtkWidget *child;

  g_cancellable_cancel (self->writing);
  g_clear_object (&self->writing);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_SEASON_SETTINGS);
  /* Children of the template without a bound id are not unparented by it. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->store);
  g_clear_object (&self->classes);
  g_clear_object (&self->dates);
  G_OBJECT_CLASS (hammer_season_settings_parent_class)->dispose (object);
}

static void
hammer_season_settings_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  HammerSeasonSettings *self = HAMMER_SEASON_SETTINGS (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_SEASON_ID:
      g_value_set_int64 (value, self->season_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
store_changes_cb (HammerSeasonSettings *self,
                  HammerChangeSet      *changes)
{
  if (hammer_change_set_touches_season (changes, self->season_id))
    reload (self);
}

static void
hammer_season_settings_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  HammerSeasonSettings *self = HAMMER_SEASON_SETTINGS (object);

  switch (prop_id)
    {
    case PROP_STORE:
      if (!hammer_follow_store (&self->store, g_value_get_object (value),
                                G_CALLBACK (store_changes_cb), self))
        return;
      break;
    case PROP_SEASON_ID:
      if (self->season_id == g_value_get_int64 (value))
        return;
      self->season_id = g_value_get_int64 (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  g_object_notify_by_pspec (object, pspec);
  show_problem (self->classes_error, NULL);
  show_problem (self->points_error, NULL);
  show_problem (self->last_games_error, NULL);
  show_problem (self->dates_error, NULL);
  reload (self);
}

static void
hammer_season_settings_class_init (HammerSeasonSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_season_settings_dispose;
  object_class->get_property = hammer_season_settings_get_property;
  object_class->set_property = hammer_season_settings_set_property;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEASON_ID] =
    g_param_spec_int64 ("season-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/season/"
                                               "hammer-season-settings.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonSettings, classes_view);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonSettings, classes_error);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonSettings, per_game_spin);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonSettings, bonus_spin);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonSettings, bonus_games_spin);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonSettings, points_error);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonSettings, last_games_spin);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonSettings, last_games_error);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonSettings, dates_view);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonSettings, dates_frame);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonSettings, date_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonSettings, dates_error);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_install_action (widget_class, "settings.add-class", NULL,
                                   add_class_activated);
  gtk_widget_class_install_action (widget_class, "settings.save-classes", NULL,
                                   save_classes_activated);
  gtk_widget_class_install_action (widget_class, "settings.save-points", NULL,
                                   save_points_activated);
  gtk_widget_class_install_action (widget_class, "settings.save-last-games", NULL,
                                   save_last_games_activated);
  gtk_widget_class_install_action (widget_class, "settings.add-date", NULL, add_date_activated);
}

static void
hammer_season_settings_init (HammerSeasonSettings *self)
{
  g_autoptr(GtkListItemFactory) classes = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) dates = gtk_signal_list_item_factory_new ();
  GtkSelectionModel *selection;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->writing = g_cancellable_new ();
  self->classes = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->dates = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);

  g_signal_connect (classes, "setup", G_CALLBACK (setup_class_cb), self);
  g_signal_connect (classes, "bind", G_CALLBACK (bind_class_cb), self);
  g_signal_connect (classes, "unbind", G_CALLBACK (unbind_class_cb), self);
  gtk_list_view_set_factory (self->classes_view, classes);
  selection = GTK_SELECTION_MODEL (gtk_no_selection_new (g_object_ref (G_LIST_MODEL (
                                                           self->classes))));
  gtk_list_view_set_model (self->classes_view, selection);
  g_object_unref (selection);

  g_signal_connect (dates, "setup", G_CALLBACK (setup_date_cb), self);
  g_signal_connect (dates, "bind", G_CALLBACK (bind_date_cb), self);
  gtk_list_view_set_factory (self->dates_view, dates);
  selection = GTK_SELECTION_MODEL (gtk_no_selection_new (g_object_ref (G_LIST_MODEL (
                                                           self->dates))));
  gtk_list_view_set_model (self->dates_view, selection);
  g_object_unref (selection);
  g_signal_connect_swapped (self->date_entry, "activate", G_CALLBACK (date_entry_activate_cb),
                            self);
}

GtkWidget *
hammer_season_settings_new (HammerStore *store,
                            gint64       season_id)
{
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_SEASON_SETTINGS, "store", store, "season-id", season_id,
                       NULL);
}
