/* hammer-entrants-view-cells.c — the columns of the entrants view
 *
 * Each row of the list is an entrant: the seed (or, after the draw, the
 * position), the name with the club under it, the handicap where the
 * game has them, the check-in, and a button
 * to remove the entrant before the draw or withdraw it after. What is done
 * in a row is done here; a change reloads the whole view.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-event-handicaps.h"
#include "events/hammer-events.h"
#include "hammer-app-utils.h"
#include "hammer-entrants-view-private.h"

/* Seeding, check-in and removal */

static HammerEntrantItem *
cell_item (GtkWidget *widget)
{
  GtkListItem *list_item = g_object_get_data (G_OBJECT (widget), "hammer-list-item");

  return list_item != NULL ? gtk_list_item_get_item (list_item) : NULL;
}

static HammerEntrantsView *
cell_view (GtkWidget *widget)
{
  return HAMMER_ENTRANTS_VIEW (gtk_widget_get_ancestor (widget, HAMMER_TYPE_ENTRANTS_VIEW));
}

/* A change reloads the view, which drops the row's item: what a write's
 * end needs is copied when it starts. */

/* One entrant's change under way, on the store's writer: what its toast
 * and its row need once it is written. The control that started it is
 * off meanwhile, so that a second click does not write it twice. */
typedef struct
{
  HammerEntrantsView *self;
  GtkWidget *control;
  gint64 entrant_id;
  char *name;
  HammerEntrantChange change;
  int value;
} EntrantCommit;

static void
entrant_commit_free (EntrantCommit *commit)
{
  g_object_unref (commit->self);
  g_object_unref (commit->control);
  g_free (commit->name);
  g_free (commit);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EntrantCommit, entrant_commit_free)

/* Binding a row sets its spin button too, which is no change of the user's. */
static void
set_spin_quietly (GtkWidget *spin,
                  double     value)
{
  g_object_set_data (G_OBJECT (spin), "hammer-binding", GINT_TO_POINTER (TRUE));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  g_object_set_data (G_OBJECT (spin), "hammer-binding", NULL);
}

/* The control of a refused change shows what is stored again, while its
 * row still shows the same entrant. */
static void
show_stored (EntrantCommit *commit)
{
  HammerEntrantItem *item = cell_item (commit->control);

  if (commit->change == HAMMER_ENTRANT_CHANGE_SEED)
    gtk_widget_add_css_class (commit->control, "error");
  if (item == NULL || hammer_entrant_item_get_id (item) != commit->entrant_id)
    return;
  if (commit->change == HAMMER_ENTRANT_CHANGE_PRESENT)
    gtk_check_button_set_active (GTK_CHECK_BUTTON (commit->control),
                                 hammer_entrant_item_get_present (item));
  else if (commit->change == HAMMER_ENTRANT_CHANGE_HANDICAP)
    set_spin_quietly (commit->control, hammer_entrant_item_get_handicap (item));
}

static void
entrant_changed_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      data)
{
  g_autoptr(EntrantCommit) commit = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  HammerCountedTitle counted_title = NULL;
  gint64 change_id = 0;

  if (!hammer_events_change_entrant_finish (HAMMER_STORE (source), result, &change_id, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_object_set_data (G_OBJECT (commit->control), "hammer-writing", NULL);
  gtk_widget_set_sensitive (commit->control, TRUE);
  if (error != NULL)
    {
      hammer_entrants_view_show_error (commit->self, error->message);
      show_stored (commit);
      return;
    }

  switch (commit->change)
    {
    case HAMMER_ENTRANT_CHANGE_SEED:
      if (commit->value > 0)
        /* TRANSLATORS: "Anna seeded 3". */
        message = g_strdup_printf (_("%s seeded %u"), commit->name, (guint) commit->value);
      else
        message = g_strdup_printf (_("%s unseeded"), commit->name);
      counted_title = hammer_entrants_view_seeded_title;
      break;
    case HAMMER_ENTRANT_CHANGE_PRESENT:
      message = g_strdup_printf (commit->value ? _("%s is present") : _("%s is absent"),
                                 commit->name);
      counted_title = hammer_entrants_view_present_title;
      break;
    case HAMMER_ENTRANT_CHANGE_HANDICAP:
      if (commit->value > 0)
        /* TRANSLATORS: a toast; "Anna’s handicap is 5". */
        message = g_strdup_printf (_("%s’s handicap is %u"), commit->name,
                                   (guint) commit->value);
      else
        message = g_strdup_printf (_("%s has no handicap"), commit->name);
      counted_title = hammer_entrants_view_handicap_title;
      break;
    case HAMMER_ENTRANT_CHANGE_REMOVE:
      /* TRANSLATORS: %s is an entrant's name. */
      message = g_strdup_printf (_("%s removed from the event"), commit->name);
      break;
    case HAMMER_ENTRANT_CHANGE_WITHDRAW:
      /* TRANSLATORS: %s is an entrant's name. */
      message = g_strdup_printf (_("%s withdrawn"), commit->name);
      break;
    default:
      g_assert_not_reached ();
    }
  hammer_entrants_view_report_written (commit->self, message, counted_title, change_id);
}

/* Starts @change of @item's entrant from @control, unless one from it is
 * under way. A check button or spin button stays on (turning it off would
 * take the keyboard's focus away); the others are off until it is done. */
static void
change_entrant (HammerEntrantsView  *self,
                GtkWidget           *control,
                HammerEntrantItem   *item,
                HammerEntrantChange  change,
                int                  value)
{
  HammerEventView *view = HAMMER_EVENT_VIEW (self);
  EntrantCommit *commit;

  if (g_object_get_data (G_OBJECT (control), "hammer-writing") != NULL)
    return;
  commit = g_new0 (EntrantCommit, 1);
  commit->self = g_object_ref (self);
  commit->control = g_object_ref (control);
  commit->entrant_id = hammer_entrant_item_get_id (item);
  commit->name = g_strdup (hammer_entrant_item_get_name (item));
  commit->change = change;
  commit->value = value;
  g_object_set_data (G_OBJECT (control), "hammer-writing", GINT_TO_POINTER (TRUE));
  if (GTK_IS_BUTTON (control) && !GTK_IS_CHECK_BUTTON (control))
    gtk_widget_set_sensitive (control, FALSE);
  hammer_events_change_entrant_async (hammer_event_view_get_store (view),
                                      hammer_event_view_get_event_id (view),
                                      commit->entrant_id, change, value, self->cancellable,
                                      entrant_changed_cb, commit);
}

static void
commit_seed (GtkEditable *entry)
{
  HammerEntrantItem *item = cell_item (GTK_WIDGET (entry));
  HammerEntrantsView *self = cell_view (GTK_WIDGET (entry));
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  char *end = NULL;
  guint64 seed;

  if (item == NULL || self == NULL || self->drawn)
    return;

  text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  seed = *text == '\0' ? 0 : g_ascii_strtoull (text, &end, 10);
  if (*text != '\0' && (end == NULL || *end != '\0' || seed > 999))
    {
      /* TRANSLATORS: %s is what was typed as a seed. */
      message = g_strdup_printf (_("“%s” is not a seed: type a number from 1, or nothing for "
                                   "no seed"), text);
      hammer_entrants_view_show_error (self, message);
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
  if (seed == hammer_entrant_item_get_seed (item))
    return;
  change_entrant (self, GTK_WIDGET (entry), item, HAMMER_ENTRANT_CHANGE_SEED, (int) seed);
}

static void
seed_focus_leave_cb (GtkEventControllerFocus *controller)
{
  commit_seed (GTK_EDITABLE (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller))));
}

static void
present_toggled_cb (GtkCheckButton *check)
{
  HammerEntrantItem *item = cell_item (GTK_WIDGET (check));
  HammerEntrantsView *self = cell_view (GTK_WIDGET (check));
  gboolean present = gtk_check_button_get_active (check);

  /* Binding a row sets the check button too; only a change by the user
   * differs from the item. */
  if (item == NULL || self == NULL || present == hammer_entrant_item_get_present (item))
    return;
  change_entrant (self, GTK_WIDGET (check), item, HAMMER_ENTRANT_CHANGE_PRESENT, present);
}

static void
remove_clicked_cb (GtkButton *button)
{
  HammerEntrantItem *item = cell_item (GTK_WIDGET (button));
  HammerEntrantsView *self = cell_view (GTK_WIDGET (button));

  if (item == NULL || self == NULL)
    return;
  change_entrant (self, GTK_WIDGET (button), item, HAMMER_ENTRANT_CHANGE_REMOVE, 0);
}

typedef struct
{
  HammerEntrantsView *self;
  GtkWidget *button;
  HammerEntrantItem *item;
} WithdrawData;

static void
withdraw_data_free (gpointer  user_data,
                    GClosure *closure)
{
  WithdrawData *data = user_data;

  g_object_unref (data->self);
  g_object_unref (data->button);
  g_object_unref (data->item);
  g_free (data);
}

static void
withdraw_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      WithdrawData     *data)
{
  if (g_strcmp0 (response, "withdraw") != 0 ||
      hammer_event_view_get_store (HAMMER_EVENT_VIEW (data->self)) == NULL)
    return;
  change_entrant (data->self, data->button, data->item, HAMMER_ENTRANT_CHANGE_WITHDRAW, 0);
}

static void
withdraw_clicked_cb (GtkButton *button)
{
  HammerEntrantItem *item = cell_item (GTK_WIDGET (button));
  HammerEntrantsView *self = cell_view (GTK_WIDGET (button));
  GtkWidget *dialog;
  WithdrawData *data;

  if (item == NULL || self == NULL)
    return;

  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), NULL,
                                   NULL);
  /* TRANSLATORS: %s is an entrant's name. */
  adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("Withdraw %s?"),
                                     hammer_entrant_item_get_name (item));
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog),
                               _("Their matches still to come are walkovers for their opponents. "
                                 "The toast afterwards offers to undo it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "withdraw", _("_Withdraw"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "withdraw",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  data = g_new0 (WithdrawData, 1);
  data->self = g_object_ref (self);
  data->button = g_object_ref (GTK_WIDGET (button));
  data->item = g_object_ref (item);
  g_signal_connect_data (dialog, "response", G_CALLBACK (withdraw_response_cb), data,
                         withdraw_data_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A handicap typed or stepped in its row. */
static void
handicap_changed_cb (GtkSpinButton *spin)
{
  HammerEntrantItem *item = cell_item (GTK_WIDGET (spin));
  HammerEntrantsView *self = cell_view (GTK_WIDGET (spin));
  guint handicap = (guint) gtk_spin_button_get_value_as_int (spin);

  if (item == NULL || self == NULL || self->drawn ||
      g_object_get_data (G_OBJECT (spin), "hammer-binding") != NULL ||
      handicap == hammer_entrant_item_get_handicap (item))
    return;
  change_entrant (self, GTK_WIDGET (spin), item, HAMMER_ENTRANT_CHANGE_HANDICAP, (int) handicap);
}

/* Drag and drop of rows: the dropped entrant takes the place of the row it
 * lands on, and every entrant is seeded in the new order in one change. */

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  HammerEntrantItem *item = cell_item (widget);
  HammerEntrantsView *self = cell_view (widget);

  if (item == NULL || self == NULL || self->drawn)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_INT64, hammer_entrant_item_get_id (item));
}

static void
drag_begin_cb (GtkDragSource *source,
               GdkDrag       *drag)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);

  gtk_drag_source_set_icon (source, paintable, 0, 0);
}

/* A row dropped in its new place, its seeds written: the toast's words. */
typedef struct
{
  HammerEntrantsView *self;
  char *name;
  guint place;
} SeedsCommit;

static void
seeds_commit_free (SeedsCommit *commit)
{
  g_object_unref (commit->self);
  g_free (commit->name);
  g_free (commit);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SeedsCommit, seeds_commit_free)

static void
seeds_set_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  g_autoptr(SeedsCommit) commit = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint64 change_id = 0;

  if (!hammer_events_set_seeds_finish (HAMMER_STORE (source), result, &change_id, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        hammer_entrants_view_show_error (commit->self, error->message);
      return;
    }
  /* TRANSLATORS: "Anna seeded 3", after a row was dragged to place 3. */
  message = g_strdup_printf (_("%s seeded %u"), commit->name, commit->place);
  hammer_entrants_view_report_written (commit->self, message, NULL, change_id);
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  HammerEntrantItem *onto = cell_item (widget);
  HammerEntrantsView *self = cell_view (widget);
  HammerEventView *view = HAMMER_EVENT_VIEW (self);
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (gint64));
  gint64 dragged = g_value_get_int64 (value);
  HammerEntrantItem *item;
  SeedsCommit *commit;
  guint from, to, n;

  if (onto == NULL || self == NULL || self->drawn)
    return FALSE;
  item = hammer_entrants_view_find_item (self, dragged, &from);
  if (item == NULL ||
      !hammer_entrants_view_find_item (self, hammer_entrant_item_get_id (onto), &to) || from == to)
    return FALSE;

  n = g_list_model_get_n_items (G_LIST_MODEL (self->entrants));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HammerEntrantItem) other = g_list_model_get_item (G_LIST_MODEL (self->entrants), i);
      gint64 id = hammer_entrant_item_get_id (other);

      if (id != dragged)
        g_array_append_val (order, id);
    }
  g_array_insert_val (order, to, dragged);

  commit = g_new0 (SeedsCommit, 1);
  commit->self = g_object_ref (self);
  commit->name = g_strdup (hammer_entrant_item_get_name (item));
  commit->place = to + 1;
  hammer_events_set_seeds_async (hammer_event_view_get_store (view),
                                 hammer_event_view_get_event_id (view),
                                 (const gint64 *) order->data, order->len, self->cancellable,
                                 seeds_set_cb, commit);
  return TRUE;
}

/* Columns */

static void
remember_list_item (GtkWidget   *widget,
                    GtkListItem *list_item)
{
  g_object_set_data (G_OBJECT (widget), "hammer-list-item", list_item);
}

/* The entry where a seed is typed before the draw. Made on the first bind
 * that needs it: after the draw every row shows its position as a label,
 * and a list of 1024 lays out its rows without an entry each. */
static GtkWidget *
seed_entry_new (GtkListItem *list_item)
{
  GtkWidget *entry = gtk_entry_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_widget_set_name (entry, "seed-entry");
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 3);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 4);
  gtk_editable_set_alignment (GTK_EDITABLE (entry), 0.5);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "–");
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  hammer_widget_set_tooltip (entry, _("Seed: a number from 1, or nothing"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Seed"), -1);
  g_signal_connect (entry, "activate", G_CALLBACK (commit_seed), NULL);
  g_signal_connect (focus, "leave", G_CALLBACK (seed_focus_leave_cb), NULL);
  gtk_widget_add_controller (entry, focus);
  remember_list_item (entry, list_item);
  return entry;
}

/* A number's cell, seed or handicap: a label, and an editor beside it
 * in a stack while the event is not drawn (added when first bound). */
static void
number_setup_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item)
{
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "numeric");
  gtk_stack_add_named (GTK_STACK (stack), label, "label");
  gtk_list_item_set_child (list_item, stack);
}

static void
seed_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              HammerEntrantsView       *self)
{
  HammerEntrantItem *item = gtk_list_item_get_item (list_item);
  GtkStack *stack = GTK_STACK (gtk_list_item_get_child (list_item));
  GtkWidget *entry = gtk_stack_get_child_by_name (stack, "entry");
  GtkWidget *label = gtk_stack_get_child_by_name (stack, "label");
  guint seed = hammer_entrant_item_get_seed (item);
  g_autofree char *text = seed > 0 ? g_strdup_printf ("%u", seed) : g_strdup ("");

  if (entry == NULL && !self->drawn)
    gtk_stack_add_named (stack, (entry = seed_entry_new (list_item)), "entry");
  if (entry != NULL)
    {
      gtk_widget_remove_css_class (entry, "error");
      gtk_editable_set_text (GTK_EDITABLE (entry), text);
    }
  gtk_label_set_label (GTK_LABEL (label), seed > 0 ? text : "—");
  gtk_stack_set_visible_child_name (stack, self->drawn ? "label" : "entry");
}

static void
name_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *handle = gtk_image_new_from_icon_name ("list-drag-handle-symbolic");
  GtkWidget *lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *members = gtk_label_new (NULL);
  GtkDragSource *source = gtk_drag_source_new ();
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INT64, GDK_ACTION_MOVE);

  gtk_widget_add_css_class (handle, "dim-label");
  hammer_widget_set_tooltip (handle, _("Drag to change the seeding"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), 10);
  /* The club of a player, or the players of a team, under the name: one
   * column that narrows well. */
  gtk_label_set_xalign (GTK_LABEL (members), 0);
  gtk_label_set_ellipsize (GTK_LABEL (members), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (members, "dim-label");
  gtk_widget_add_css_class (members, "caption");
  gtk_widget_set_hexpand (lines, TRUE);
  gtk_widget_set_valign (lines, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (lines), label);
  gtk_box_append (GTK_BOX (lines), members);
  gtk_box_append (GTK_BOX (box), handle);
  gtk_box_append (GTK_BOX (box), lines);

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), NULL);
  g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin_cb), NULL);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (source));
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), NULL);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (target));
  gtk_widget_set_name (box, "entrant-name");
  gtk_widget_add_css_class (box, "entrant-name");

  remember_list_item (box, list_item);
  gtk_list_item_set_child (list_item, box);
}

static void
name_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              HammerEntrantsView       *self)
{
  HammerEntrantItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *handle = gtk_widget_get_first_child (box);
  GtkWidget *lines = gtk_widget_get_next_sibling (handle);
  GtkWidget *label = gtk_widget_get_first_child (lines);
  GtkWidget *members = gtk_widget_get_next_sibling (label);
  const char *members_text = hammer_entrant_item_get_members (item);

  gtk_widget_set_visible (handle, !self->drawn);
  gtk_label_set_label (GTK_LABEL (label), hammer_entrant_item_get_name (item));
  gtk_label_set_label (GTK_LABEL (members), members_text != NULL ? members_text : "");
  gtk_widget_set_visible (members, members_text != NULL && *members_text != '\0');
  if (hammer_entrant_item_get_withdrawn (item) ||
      (!self->drawn && !hammer_entrant_item_get_present (item)))
    gtk_widget_add_css_class (label, "dim-label");
  else
    gtk_widget_remove_css_class (label, "dim-label");
}

/* The spin button a handicap is set with before the draw, made on the
 * first bind that needs it, as the seed's entry is. */
static GtkWidget *
handicap_spin_new (GtkListItem *list_item)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 1, 1);

  gtk_widget_set_name (spin, "handicap-spin");
  gtk_widget_set_halign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 2);
  hammer_widget_set_tooltip (spin, _("Handicap: the points each game starts at, or how much "
                                     "shorter the race is; 0 for none"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Handicap"), -1);
  g_signal_connect (spin, "value-changed", G_CALLBACK (handicap_changed_cb), NULL);
  remember_list_item (spin, list_item);
  return spin;
}

static void
handicap_bind_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item,
                  HammerEntrantsView       *self)
{
  HammerEntrantItem *item = gtk_list_item_get_item (list_item);
  GtkStack *stack = GTK_STACK (gtk_list_item_get_child (list_item));
  GtkWidget *spin = gtk_stack_get_child_by_name (stack, "spin");
  GtkWidget *label = gtk_stack_get_child_by_name (stack, "label");
  guint handicap = hammer_entrant_item_get_handicap (item);
  g_autofree char *text = handicap > 0 ? g_strdup_printf ("%u", handicap) : g_strdup ("—");
  gboolean editable = !self->drawn && !hammer_entrant_item_get_withdrawn (item);

  if (spin == NULL && editable)
    gtk_stack_add_named (stack, (spin = handicap_spin_new (list_item)), "spin");
  if (spin != NULL)
    {
      g_object_set_data (G_OBJECT (spin), "hammer-binding", GINT_TO_POINTER (TRUE));
      gtk_spin_button_set_range (GTK_SPIN_BUTTON (spin), 0, MAX (self->target - 1, 0));
      g_object_set_data (G_OBJECT (spin), "hammer-binding", NULL);
      set_spin_quietly (spin, handicap);
    }
  gtk_label_set_label (GTK_LABEL (label), text);
  gtk_stack_set_visible_child_name (stack, editable ? "spin" : "label");
}

static void
present_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item)
{
  GtkWidget *check = gtk_check_button_new ();

  gtk_widget_set_name (check, "present-check");
  gtk_widget_set_halign (check, GTK_ALIGN_CENTER);
  hammer_widget_set_tooltip (check, _("Present: checked in for the draw"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Present"), -1);
  remember_list_item (check, list_item);
  g_signal_connect (check, "toggled", G_CALLBACK (present_toggled_cb), NULL);
  gtk_list_item_set_child (list_item, check);
}

static void
present_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item)
{
  HammerEntrantItem *item = gtk_list_item_get_item (list_item);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (gtk_list_item_get_child (list_item)),
                               hammer_entrant_item_get_present (item));
}

static void
remove_setup_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

  gtk_widget_set_name (button, "remove-button");
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  hammer_widget_set_tooltip (button, _("Remove from the Event"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove from the Event"), -1);
  remember_list_item (button, list_item);
  g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked_cb), NULL);
  gtk_list_item_set_child (list_item, button);
}

static void
withdraw_setup_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *list_item)
{
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *button = gtk_button_new_with_label (_("Withdraw…"));
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_set_name (button, "withdraw-button");
  gtk_widget_add_css_class (button, "flat");
  hammer_widget_set_tooltip (button, _("Withdraw from the event: the matches still to come "
                                         "are walkovers"));
  remember_list_item (button, list_item);
  g_signal_connect (button, "clicked", G_CALLBACK (withdraw_clicked_cb), NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_stack_add_named (GTK_STACK (stack), button, "button");
  gtk_stack_add_named (GTK_STACK (stack), label, "label");
  gtk_list_item_set_child (list_item, stack);
}

static void
withdraw_bind_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item)
{
  HammerEntrantItem *item = gtk_list_item_get_item (list_item);
  GtkStack *stack = GTK_STACK (gtk_list_item_get_child (list_item));
  GtkLabel *label = GTK_LABEL (gtk_stack_get_child_by_name (stack, "label"));

  if (hammer_entrant_item_get_withdrawn (item))
    {
      gtk_label_set_label (label, _("Withdrawn"));
      gtk_stack_set_visible_child_name (stack, "label");
    }
  else if (hammer_entrant_item_get_seed (item) == 0)
    {
      /* Absent at the draw, or entered after it. */
      gtk_label_set_label (label, _("Not in the draw"));
      gtk_stack_set_visible_child_name (stack, "label");
    }
  else
    gtk_stack_set_visible_child_name (stack, "button");
}

void
hammer_entrants_view_class_bind_cells (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, number_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, seed_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, handicap_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, present_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, present_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, withdraw_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, withdraw_bind_cb);
}
