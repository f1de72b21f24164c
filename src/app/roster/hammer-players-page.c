/* hammer-players-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-player-dialog.h"
#include "hammer-player-list.h"
#include "hammer-player-sorter.h"
#include "hammer-players-page.h"

struct _HammerPlayersPage
{
  HammerRosterPage parent_instance;

  GtkColumnViewColumn *licence_column;
};

G_DEFINE_FINAL_TYPE (HammerPlayersPage, hammer_players_page, HAMMER_TYPE_ROSTER_PAGE)

/* A federation's roster stays in SQLite: the list reads what the view
 * shows, sorted and searched there. */
static HammerRosterList *
hammer_players_page_create_list (HammerRosterPage *page,
                                 GtkColumnView    *view)
{
  return HAMMER_ROSTER_LIST (hammer_player_list_new (view));
}

static void
hammer_players_page_open_dialog (HammerRosterPage *page,
                                 GtkWindow        *parent,
                                 HammerStore      *store,
                                 gpointer          item)
{
  gtk_window_present (GTK_WINDOW (hammer_player_dialog_new (parent, store, item)));
}

static void
hammer_players_page_delete_items (HammerRosterPage     *page,
                                  HammerStore          *store,
                                  GPtrArray            *items,
                                  char                **message,
                                  GCancellable         *cancellable,
                                  GAsyncReadyCallback   callback,
                                  gpointer              user_data)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (guint i = 0; i < items->len; i++)
    {
      gint64 id = hammer_player_get_id (g_ptr_array_index (items, i));
      g_array_append_val (ids, id);
    }

  if (items->len == 1)
    /* TRANSLATORS: %s is a player's name. */
    *message = g_strdup_printf (_("%s deleted"),
                                hammer_player_get_name (g_ptr_array_index (items, 0)));
  else
    *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player deleted",
                                             "%u players deleted", items->len), items->len);
  hammer_roster_delete_players_async (store, (const gint64 *) ids->data, ids->len,
                                      cancellable, callback, user_data);
}

static char *
hammer_players_page_describe_count (HammerRosterPage *page,
                                    guint             shown,
                                    guint             total)
{
  if (shown != total)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u player",
                                         "%u of %u players", total), shown, total);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", total), total);
}

static void
folded_changed_cb (HammerPlayersPage *self)
{
  gboolean folded;

  /* On a phone-sized window the names need the room more. */
  g_object_get (self, "folded", &folded, NULL);
  gtk_column_view_column_set_visible (self->licence_column, !folded);
}

static void
hammer_players_page_class_init (HammerPlayersPageClass *klass)
{
  HammerRosterPageClass *page_class = HAMMER_ROSTER_PAGE_CLASS (klass);

  page_class->create_list = hammer_players_page_create_list;
  page_class->open_dialog = hammer_players_page_open_dialog;
  page_class->delete_items = hammer_players_page_delete_items;
  page_class->delete_items_finish = hammer_roster_delete_players_finish;
  page_class->describe_count = hammer_players_page_describe_count;
}

static void
hammer_players_page_init (HammerPlayersPage *self)
{
  HammerRosterPage *page = HAMMER_ROSTER_PAGE (self);
  static const HammerRosterColumn columns[] = {
    { "name_column", HAMMER_COLUMN_TEXT, "name" },
    { "club_column", HAMMER_COLUMN_TEXT, "club-name" },
    { "licence_column", HAMMER_COLUMN_TEXT, "licence" },
    { "average_column", HAMMER_COLUMN_AVERAGE, "average" },
    { NULL },
  };
  g_autoptr(GtkBuilder) builder = NULL;

  g_type_ensure (HAMMER_TYPE_PLAYER_SORTER);
  /* Hammer's own player icon: Adwaita has "avatar-default-symbolic" at the
   * empty page's size as SVG alone, and the SVG renderer would be loaded
   * for an empty roster's first frame. */
  hammer_roster_page_setup (page, HAMMER_TYPE_PLAYER, _("Players"), "hammer-player-symbolic",
                            _("No Players Yet"),
                            _("Add the players of your club one by one, import them from the "
                              "spreadsheet you already keep, or look around in a demo club "
                              "first."),
                            _("_Add Player"), _("Search by name, club or licence"), TRUE);

  builder = hammer_roster_page_add_columns (page, "/io/github/hammertourney/Hammer/ui/roster/"
                                                  "hammer-players-columns.ui", columns);
  /* Owned by the column view. */
  self->licence_column = GTK_COLUMN_VIEW_COLUMN (gtk_builder_get_object (builder,
                                                                         "licence_column"));

  g_signal_connect (self, "notify::folded", G_CALLBACK (folded_changed_cb), NULL);
}
