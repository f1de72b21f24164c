/* hammer-player-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "events/hammer-player-ratings.h"
#include "rules/hammer-rules.h"

#include "hammer-player-dialog.h"
#include "hammer-window.h"
#include "hammer-app-utils.h"
#include "hammer-plot.h"

struct _HammerPlayerDialog
{
  AdwWindow parent_instance;

  HammerStore *store;
  HammerPlayer *player;   /* a copy being edited; id 0 when new */

  AdwWindowTitle *window_title;
  GtkButton *save_button;
  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  AdwEntryRow *name_row;
  AdwEntryRow *club_row;
  GtkMenuButton *club_menu_button;
  AdwEntryRow *licence_row;
  AdwEntryRow *average_row;
  GtkSwitch *active_switch;
  GtkSwitch *pro_switch;
  AdwEntryRow *email_row;
  AdwEntryRow *phone_row;
  AdwPreferencesGroup *rating_group;

  /* What the rating group shows, a row and a plot per game, replaced
   * whenever a result changes them. */
  GPtrArray *rating_widgets;
  GCancellable *rating_cancellable;
  /* The save on the store's writer; Save waits insensitive meanwhile. */
  GCancellable *save_cancellable;
  gboolean saving;
};

G_DEFINE_FINAL_TYPE (HammerPlayerDialog, hammer_player_dialog, ADW_TYPE_WINDOW)

/* Accepts "7.5" and the Dutch and German "7,5". */
static gboolean
parse_average (const char *text,
               double     *average)
{
  g_autofree char *dotted = NULL;
  char *end = NULL;

  dotted = g_strstrip (g_strdelimit (g_strdup (text), ",", '.'));
  if (*dotted == '\0')
    return FALSE;
  *average = g_ascii_strtod (dotted, &end);
  return *end == '\0' && isfinite (*average) && *average >= 0 && *average <= 1000;
}

static const char *
row_text (AdwEntryRow *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

static void
field_changed_cb (HammerPlayerDialog *self)
{
  const char *average = row_text (self->average_row);
  g_autofree char *email = g_strstrip (g_strdup (row_text (self->email_row)));
  double value;
  gboolean average_bad = !hammer_text_is_blank (average) && !parse_average (average, &value);
  gboolean email_bad = *email != '\0' && (strchr (email, '@') == NULL ||
                                          strchr (email, ' ') != NULL);

  hammer_widget_set_error (GTK_WIDGET (self->average_row), average_bad);
  hammer_widget_set_error (GTK_WIDGET (self->email_row), email_bad);

  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button),
                            !self->saving && !hammer_text_is_blank (row_text (self->name_row)) &&
                            !average_bad && !email_bad);
  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
}

static void
show_error (HammerPlayerDialog *self,
            const char         *message)
{
  gtk_label_set_label (self->error_label, message);
  gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
}

/* Players added one after another share a toast. */
static char *
added_title (guint n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player added", "%u players added", n),
                          n);
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  HammerPlayerDialog *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  HammerWindow *window;
  gboolean adding = g_async_result_is_tagged (result, hammer_roster_add_player_async);
  gboolean saved;

  saved = adding ? hammer_roster_add_player_finish (HAMMER_STORE (source), result, &error) != 0
                 : hammer_roster_update_player_finish (HAMMER_STORE (source), result, &error);
  /* The dialog is gone: its dispose cancelled. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->saving = FALSE;
  if (!saved)
    {
      field_changed_cb (self);
      show_error (self, error->message);
      return;
    }

  window = HAMMER_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (self)));
  if (window != NULL)
    {
      /* TRANSLATORS: %s is a player's name. */
      message = g_strdup_printf (adding ? _("%s added") : _("%s saved"),
                                 hammer_player_get_name (self->player));
      hammer_window_report_counted_change (window, message, adding ? added_title : NULL,
                                           hammer_store_get_last_change (self->store));
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

/* Saves on the store's writer: a roster of thousands keeps the window
 * going meanwhile. */
static void
save_clicked_cb (HammerPlayerDialog *self)
{
  const char *average = row_text (self->average_row);
  double value;

  if (self->saving || !gtk_widget_get_sensitive (GTK_WIDGET (self->save_button)))
    return;

  hammer_player_set_name (self->player, row_text (self->name_row));
  hammer_player_set_club_name (self->player, row_text (self->club_row));
  hammer_player_set_licence (self->player, row_text (self->licence_row));
  hammer_player_set_email (self->player, row_text (self->email_row));
  hammer_player_set_phone (self->player, row_text (self->phone_row));
  hammer_player_set_active (self->player, gtk_switch_get_active (self->active_switch));
  hammer_player_set_pro (self->player, gtk_switch_get_active (self->pro_switch));
  if (parse_average (average, &value))
    hammer_player_set_average (self->player, value);
  else
    hammer_player_clear_average (self->player);

  self->saving = TRUE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button), FALSE);
  /* No reference for the write, as for the ratings' read: dispose cancels. */
  if (hammer_player_get_id (self->player) == 0)
    hammer_roster_add_player_async (self->store, self->player, self->save_cancellable, saved_cb,
                                    self);
  else
    hammer_roster_update_player_async (self->store, self->player, self->save_cancellable,
                                       saved_cb, self);
}

static void
pick_club_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerPlayerDialog *self = HAMMER_PLAYER_DIALOG (widget);

  gtk_editable_set_text (GTK_EDITABLE (self->club_row), g_variant_get_string (parameter, NULL));
}

static void
fill_club_menu (HammerPlayerDialog *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) none = g_menu_new ();
  g_autoptr(GMenu) clubs_section = g_menu_new ();
  g_autoptr(GPtrArray) clubs = NULL;
  g_autoptr(GError) error = NULL;

  g_menu_append (none, _("No Club"), "dialog.pick-club::");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (none));

  clubs = hammer_roster_list_clubs (self->store, &error);
  if (clubs == NULL)
    g_warning ("Could not list the clubs: %s", error->message);
  for (guint i = 0; clubs != NULL && i < clubs->len; i++)
    {
      const char *name = hammer_club_get_name (g_ptr_array_index (clubs, i));
      g_autoptr(GMenuItem) item = g_menu_item_new (name, NULL);

      /* Club names may hold "::" or quotes; a target value keeps them whole. */
      g_menu_item_set_action_and_target_value (item, "dialog.pick-club",
                                               g_variant_new_string (name));
      g_menu_append_item (clubs_section, item);
    }
  g_menu_append_section (menu, NULL, G_MENU_MODEL (clubs_section));

  gtk_menu_button_set_menu_model (self->club_menu_button, G_MENU_MODEL (menu));
  gtk_widget_set_visible (GTK_WIDGET (self->club_menu_button), clubs != NULL && clubs->len > 0);
}

/* A rating as people read it: "1612 ± 84". */
static char *
rating_text (const HammerGlickoRating *rating)
{
  /* TRANSLATORS: a player's rating and its deviation, as "1612 ± 84". */
  return g_strdup_printf (_("%.0f ± %.0f"), rating->rating, rating->deviation);
}

static GtkWidget *
rating_plot (const HammerPlayerRating *rating,
             const char               *game)
{
  GtkWidget *plot = hammer_plot_new ();
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *description = NULL;

  for (guint i = 0; i < rating->history->len; i++)
    {
      const HammerRatingPoint *point = &g_array_index (rating->history, HammerRatingPoint, i);

      g_array_append_val (values, point->rating);
      g_ptr_array_add (labels, point->date != NULL ? g_strdup (point->date)
                                                   : g_strdup_printf ("%u", i + 1));
    }
  hammer_plot_set_axis_titles (HAMMER_PLOT (plot), _("Event day"), _("Rating"));
  hammer_plot_set_line (HAMMER_PLOT (plot), (const double *) (void *) values->data,
                        (const char * const *) labels->pdata, values->len);
  gtk_widget_set_size_request (plot, -1, 180);
  /* TRANSLATORS: what the rating plot shows, for screen readers: the game,
   * how many event days, the first and the last rating. */
  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%s rating over %u event day, from %.0f to %.0f",
                                              "%s rating over %u event days, from %.0f to %.0f",
                                              values->len),
                                 game, values->len,
                                 g_array_index (values, double, 0),
                                 g_array_index (values, double, values->len - 1));
  gtk_accessible_update_property (GTK_ACCESSIBLE (plot), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  description, -1);
  gtk_widget_set_tooltip_text (plot, description);
  return plot;
}

static void
show_ratings (HammerPlayerDialog *self,
              GPtrArray          *ratings)
{
  for (guint i = 0; i < self->rating_widgets->len; i++)
    adw_preferences_group_remove (self->rating_group, g_ptr_array_index (self->rating_widgets, i));
  g_ptr_array_set_size (self->rating_widgets, 0);

  for (guint i = 0; i < ratings->len; i++)
    {
      const HammerPlayerRating *rating = g_ptr_array_index (ratings, i);
      const HammerRules *rules = hammer_rules_lookup (rating->rules_id, NULL);
      const char *game = rules != NULL ? hammer_rules_get_name (rules) : rating->rules_id;
      g_autofree char *figure = rating_text (&rating->rating);
      g_autofree char *games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u rated game",
                                                             "%u rated games", rating->games),
                                                rating->games);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *label = gtk_label_new (figure);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), game);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), games);
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_set_name (label, "rating_label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_preferences_group_add (self->rating_group, row);
      g_ptr_array_add (self->rating_widgets, row);
      if (rating->history->len > 1)
        {
          GtkWidget *plot = rating_plot (rating, game);

          adw_preferences_group_add (self->rating_group, plot);
          g_ptr_array_add (self->rating_widgets, plot);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->rating_group), ratings->len > 0);
}

static void
ratings_read_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  HammerPlayerDialog *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) ratings = NULL;

  /* A dialog closed meanwhile cancelled in its dispose: then @self is
   * gone, and only the error is looked at. */
  ratings = hammer_events_get_player_ratings_finish (HAMMER_STORE (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  /* A rating that cannot be read leaves the player's own fields to edit,
   * and says so. */
  if (ratings == NULL)
    {
      g_autofree char *why = hammer_markup_escape (error->message);

      /* The description is markup: the error may name a file or a game. */
      adw_preferences_group_set_description (self->rating_group, why);
      return;
    }
  show_ratings (self, ratings);
}

/* Reads the player's ratings off the main thread: every match of a game
 * is replayed, which takes longer than a frame in a large file. */
static void
read_ratings (HammerPlayerDialog *self)
{
  if (hammer_player_get_id (self->player) == 0)
    return;
  g_cancellable_cancel (self->rating_cancellable);
  g_clear_object (&self->rating_cancellable);
  self->rating_cancellable = g_cancellable_new ();
  /* No reference for the read: closing a window does not dispose what
   * others hold, and a dialog kept so would follow the store, read on,
   * and be disposed only when the read ends, when its parent may be gone
   * (GTK then unhooks it from a freed window). Its dispose cancels. */
  hammer_events_get_player_ratings_async (self->store, hammer_player_get_id (self->player),
                                          self->rating_cancellable, ratings_read_cb, self);
}

static void
store_changes_cb (HammerPlayerDialog *self,
                  HammerChangeSet    *changes)
{
  /* A result entered or undone, an event or an entrant changed: the
   * ratings follow. */
  if (hammer_change_set_touches (changes, HAMMER_TABLE_MATCHES) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_EVENTS) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_ENTRANT_PLAYERS))
    read_ratings (self);
}

static void
hammer_player_dialog_dispose (GObject *object)
{
  HammerPlayerDialog *self = (HammerPlayerDialog *) object;

  g_cancellable_cancel (self->rating_cancellable);
  g_clear_object (&self->rating_cancellable);
  /* A save still queued is not made; its callback does not touch us. */
  g_cancellable_cancel (self->save_cancellable);
  g_clear_object (&self->save_cancellable);
  g_clear_pointer (&self->rating_widgets, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_PLAYER_DIALOG);
  hammer_follow_store (&self->store, NULL, G_CALLBACK (store_changes_cb), self);
  g_clear_object (&self->player);

  G_OBJECT_CLASS (hammer_player_dialog_parent_class)->dispose (object);
}

static void
hammer_player_dialog_class_init (HammerPlayerDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_player_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/roster/hammer-player-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, save_button);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, club_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, club_menu_button);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, licence_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, average_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, active_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, pro_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, email_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, phone_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, rating_group);
  gtk_widget_class_bind_template_callback (widget_class, field_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, save_clicked_cb);

  gtk_widget_class_install_action (widget_class, "dialog.pick-club", "s", pick_club_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_player_dialog_init (HammerPlayerDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rating_widgets = g_ptr_array_new ();
  self->save_cancellable = g_cancellable_new ();
}

static void
set_row_text (AdwEntryRow *row,
              const char  *text)
{
  gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
}

HammerPlayerDialog *
hammer_player_dialog_new (GtkWindow    *parent,
                          HammerStore  *store,
                          HammerPlayer *player)
{
  HammerPlayerDialog *self;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (player == NULL || HAMMER_IS_PLAYER (player), NULL);

  self = g_object_new (HAMMER_TYPE_PLAYER_DIALOG, "transient-for", parent, NULL);
  hammer_follow_store (&self->store, store, G_CALLBACK (store_changes_cb), self);
  self->player = player ? hammer_player_copy (player) : hammer_player_new (NULL);

  if (player == NULL)
    {
      adw_window_title_set_title (self->window_title, _("New Player"));
      gtk_button_set_label (self->save_button, _("_Add"));
    }
  else
    {
      g_autofree char *average = NULL;

      adw_window_title_set_title (self->window_title, _("Edit Player"));
      gtk_button_set_label (self->save_button, _("_Save"));
      set_row_text (self->name_row, hammer_player_get_name (player));
      set_row_text (self->club_row, hammer_player_get_club_name (player));
      set_row_text (self->licence_row, hammer_player_get_licence (player));
      set_row_text (self->email_row, hammer_player_get_email (player));
      set_row_text (self->phone_row, hammer_player_get_phone (player));
      if (hammer_player_has_average (player))
        average = g_strdup_printf ("%.1f", hammer_player_get_average (player));
      set_row_text (self->average_row, average);
      gtk_switch_set_active (self->active_switch, hammer_player_get_active (player));
      gtk_switch_set_active (self->pro_switch, hammer_player_get_pro (player));
    }

  fill_club_menu (self);
  read_ratings (self);
  field_changed_cb (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
  return self;
}
