/* hammer-roster-tables.c — the roster as CSV, to be read back in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "io/hammer-tables-writer.h"
#include "store/hammer-roster.h"

char *
hammer_tables_players_csv (GPtrArray              *players,
                           const HammerCsvOptions *options)
{
  HammerCsvWriter writer;

  g_return_val_if_fail (players != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  hammer_csv_writer_init (&writer, options);
  /* TRANSLATORS: the headers of the players CSV file. `players import`
   * reads them back, and knows them in English, Dutch and German only:
   * "Naam", "Club", "Licentie", "E-mail", "Telefoon", "Gemiddelde",
   * "Actief"; "Name", "Verein", "Lizenz", "E-Mail", "Telefon",
   * "Durchschnitt", "Aktiv". Keep to such words. */
  hammer_csv_writer_text (&writer, C_("players csv", "Name"));
  hammer_csv_writer_text (&writer, C_("players csv", "Club"));
  hammer_csv_writer_text (&writer, C_("players csv", "Licence"));
  hammer_csv_writer_text (&writer, C_("players csv", "Email"));
  hammer_csv_writer_text (&writer, C_("players csv", "Phone"));
  hammer_csv_writer_text (&writer, C_("players csv", "Average"));
  hammer_csv_writer_text (&writer, C_("players csv", "Active"));
  hammer_csv_writer_end_row (&writer);

  for (guint i = 0; i < players->len; i++)
    {
      HammerPlayer *player = g_ptr_array_index (players, i);

      hammer_csv_writer_text (&writer, hammer_player_get_name (player));
      hammer_csv_writer_text (&writer, hammer_player_get_club_name (player));
      hammer_csv_writer_text (&writer, hammer_player_get_licence (player));
      hammer_csv_writer_text (&writer, hammer_player_get_email (player));
      hammer_csv_writer_text (&writer, hammer_player_get_phone (player));
      if (hammer_player_has_average (player))
        hammer_csv_writer_decimal (&writer, hammer_player_get_average (player));
      else
        hammer_csv_writer_text (&writer, NULL);
      /* TRANSLATORS: the "Active" column of the players CSV file. `players
       * import` reads yes/no, ja/nee and ja/nein back; keep to those. */
      hammer_csv_writer_text (&writer, hammer_player_get_active (player) ? C_("players csv", "yes")
                                                           : C_("players csv", "no"));
      hammer_csv_writer_end_row (&writer);
    }
  return hammer_csv_writer_finish (&writer);
}
