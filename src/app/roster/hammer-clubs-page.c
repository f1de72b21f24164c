/* hammer-clubs-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-club-dialog.h"
#include "hammer-clubs-page.h"
#include "hammer-filtered-list.h"

struct _HammerClubsPage
{
  HammerRosterPage parent_instance;
};

G_DEFINE_FINAL_TYPE (HammerClubsPage, hammer_clubs_page, HAMMER_TYPE_ROSTER_PAGE)

static gboolean
hammer_clubs_page_matches (gpointer    item,
                           const char *key)
{
  HammerClub *club = item;

  return hammer_filtered_list_text_matches (hammer_club_get_name (club), key) ||
         hammer_filtered_list_text_matches (hammer_club_get_city (club), key);
}

static void
hammer_clubs_page_open_dialog (HammerRosterPage *page,
                               GtkWindow        *parent,
                               HammerStore      *store,
                               gpointer          item)
{
  gtk_window_present (GTK_WINDOW (hammer_club_dialog_new (parent, store, item)));
}

static void
hammer_clubs_page_delete_items (HammerRosterPage     *page,
                                HammerStore          *store,
                                GPtrArray            *items,
                                char                **message,
                                GCancellable         *cancellable,
                                GAsyncReadyCallback   callback,
                                gpointer              user_data)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint members = 0;

  for (guint i = 0; i < items->len; i++)
    {
      HammerClub *club = g_ptr_array_index (items, i);
      gint64 id = hammer_club_get_id (club);

      members += hammer_club_get_member_count (club);
      g_array_append_val (ids, id);
    }

  /* The members stay on the roster; the toast says so, since that is the
   * part of deleting a club people worry about. */
  if (items->len == 1 && members > 0)
    /* TRANSLATORS: %s is a club's name; %u its number of members. */
    *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s deleted; its %u player has no club now",
                                             "%s deleted; its %u players have no club now",
                                             members),
                                hammer_club_get_name (g_ptr_array_index (items, 0)), members);
  else if (items->len == 1)
    *message = g_strdup_printf (_("%s deleted"),
                                hammer_club_get_name (g_ptr_array_index (items, 0)));
  else
    *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u club deleted",
                                             "%u clubs deleted", items->len), items->len);
  hammer_roster_delete_clubs_async (store, (const gint64 *) ids->data, ids->len,
                                    cancellable, callback, user_data);
}

static char *
hammer_clubs_page_describe_count (HammerRosterPage *page,
                                  guint             shown,
                                  guint             total)
{
  if (shown != total)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u club",
                                         "%u of %u clubs", total), shown, total);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u club", "%u clubs", total), total);
}

static void
hammer_clubs_page_class_init (HammerClubsPageClass *klass)
{
  HammerRosterPageClass *page_class = HAMMER_ROSTER_PAGE_CLASS (klass);

  page_class->load = hammer_roster_list_clubs;
  page_class->matches = hammer_clubs_page_matches;
  page_class->open_dialog = hammer_clubs_page_open_dialog;
  page_class->delete_items = hammer_clubs_page_delete_items;
  page_class->delete_items_finish = hammer_roster_delete_clubs_finish;
  page_class->describe_count = hammer_clubs_page_describe_count;
}

static void
hammer_clubs_page_init (HammerClubsPage *self)
{
  HammerRosterPage *page = HAMMER_ROSTER_PAGE (self);
  static const HammerRosterColumn columns[] = {
    { "name_column", HAMMER_COLUMN_TEXT, "name" },
    { "city_column", HAMMER_COLUMN_TEXT, "city" },
    { "members_column", HAMMER_COLUMN_COUNT, "member-count" },
    { NULL },
  };
  g_autoptr(GtkBuilder) builder = NULL;

  hammer_roster_page_setup (page, HAMMER_TYPE_CLUB, _("Clubs"), "system-users-symbolic",
                            _("No Clubs Yet"),
                            _("Clubs are made when you add or import players who play for "
                              "them. You can also add a club on its own."),
                            _("_Add Club"), _("Search by name or city"), FALSE);

  builder = hammer_roster_page_add_columns (page, "/io/github/hammertourney/Hammer/ui/roster/"
                                                  "hammer-clubs-columns.ui", columns);
}
