/* hammer-score-names.c
 *
 * The sides' names as the score dialog shows them: as the headings of the
 * scoreboard and of each game's columns, and as the choices of who shoots
 * first. A doubles side takes a line per player; only what still does not
 * fit is cut, and the whole name is in the tooltip.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-app-utils.h"
#include "hammer-score-names.h"

GtkWidget *
hammer_score_name_label_new (const char *name)
{
  g_auto(GStrv) players = g_strsplit (name, " / ", 2);
  /* A doubles side "Carol Nakamura / Nora Quinn" takes a line per player. */
  g_autofree char *text = g_strv_length (players) == 2
                          ? g_strdup_printf ("%s /\n%s", players[0], players[1])
                          : g_strdup (name);
  GtkWidget *label = hammer_label_new (text, 0.5, "heading");

  /* As wide as the dialog allows; a doubles side may take two lines, and
   * only what still does not fit is cut, its whole name in the tooltip
   * and the accessible name. */
  if (g_strv_length (players) != 2)
    {
      /* Pango counts the lines of a label per paragraph: only a name
       * without a line of its own per player may wrap. */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_lines (GTK_LABEL (label), 2);
    }
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  /* A line a player: room for a long name ("Marie-José van den Heuvel-Smit")
   * before anything is cut; a name alone wraps at 20 characters instead. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), g_strv_length (players) == 2 ? 32 : 20);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_tooltip_text (label, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  return label;
}

/* A dropdown item: a side's name, cut at the end where the dialog is
 * narrow. */
static void
setup_name_item (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  /* Room for a doubles side of two long names. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_list_item_set_child (item, label);
}

static void
bind_name_item (GtkSignalListItemFactory *factory,
                GtkListItem              *item)
{
  const char *name = gtk_string_object_get_string (gtk_list_item_get_item (item));
  GtkWidget *label = gtk_list_item_get_child (item);

  gtk_label_set_label (GTK_LABEL (label), name);
  gtk_widget_set_tooltip_text (label, name);
}

void
hammer_score_names_dropdown_set (GtkDropDown        *dropdown,
                                 const char * const *names)
{
  g_autoptr(GtkStringList) model = NULL;
  g_autoptr(GtkListItemFactory) factory = NULL;

  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));
  g_return_if_fail (names != NULL);

  model = gtk_string_list_new (names);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_name_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_name_item), NULL);
  gtk_drop_down_set_factory (dropdown, factory);
  gtk_drop_down_set_model (dropdown, G_LIST_MODEL (model));
}
