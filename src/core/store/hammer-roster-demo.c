/* hammer-roster-demo.c — the clubs and players of the demo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-roster-private.h"

typedef struct
{
  const char *name;
  const char *club;
  const char *licence;
  double average;      /* 0 for none */
} DemoPlayer;

static const struct { const char *name; const char *city; } demo_clubs[] = {
  { "Sjoelclub De Rappe Schijf", "Leeuwarden" },
  { "SV Het Vierde Vak", "Zaandam" },
  { "Crown & Anchor Shuffleboard Club", "Norwich" },
  { "Lakeshore Table Shuffleboard League", "Hamilton, Ontario" },
};

static const DemoPlayer demo_players[] = {
  { "Sjoerd Hoekstra", "Sjoelclub De Rappe Schijf", "ANS-104233", 128.4 },
  { "Wietske Dijkstra", "Sjoelclub De Rappe Schijf", "ANS-104251", 121.7 },
  { "Jan de Vries", "Sjoelclub De Rappe Schijf", "ANS-098812", 134.9 },
  { "Anneke van der Meer", "Sjoelclub De Rappe Schijf", "ANS-101377", 117.2 },
  { "Tjeerd Bosma", "Sjoelclub De Rappe Schijf", "ANS-110045", 109.8 },
  { "Geertje Postma", "Sjoelclub De Rappe Schijf", "ANS-110046", 112.5 },
  { "Hendrik Visser", "Sjoelclub De Rappe Schijf", "ANS-087730", 125.0 },
  { "Baukje Wijnstra", "Sjoelclub De Rappe Schijf", "ANS-115902", 98.6 },
  { "Pieter Zijlstra", "Sjoelclub De Rappe Schijf", "ANS-093318", 131.3 },
  { "Froukje Kuipers", "Sjoelclub De Rappe Schijf", "ANS-120114", 104.1 },
  { "Kees Bakker", "SV Het Vierde Vak", "ANS-076541", 138.2 },
  { "Marijke de Jong", "SV Het Vierde Vak", "ANS-079903", 126.9 },
  { "Dirk van den Berg", "SV Het Vierde Vak", "ANS-082277", 119.4 },
  { "Truus Smit", "SV Het Vierde Vak", "ANS-090015", 113.0 },
  { "Bram Mulder", "SV Het Vierde Vak", "ANS-101902", 107.7 },
  { "Ria Janssen", "SV Het Vierde Vak", "ANS-095560", 122.3 },
  { "Joop van Dijk", "SV Het Vierde Vak", "ANS-071128", 129.6 },
  { "Ineke Vermeulen", "SV Het Vierde Vak", "ANS-118736", 101.9 },
  { "Gerrit de Boer", "SV Het Vierde Vak", "ANS-088461", 115.8 },
  { "Lotte Brouwer", "SV Het Vierde Vak", "ANS-123590", 96.4 },
  { "Margaret Thornton", "Crown & Anchor Shuffleboard Club", "NSA-2231", 0 },
  { "Colin Ashworth", "Crown & Anchor Shuffleboard Club", "NSA-1987", 0 },
  { "Derek Pryce", "Crown & Anchor Shuffleboard Club", "NSA-2410", 0 },
  { "Jean Holloway", "Crown & Anchor Shuffleboard Club", "NSA-2544", 0 },
  { "Trevor Blake", "Crown & Anchor Shuffleboard Club", "NSA-1762", 0 },
  { "Susan Whitcombe", "Crown & Anchor Shuffleboard Club", "NSA-2602", 0 },
  { "Alan Fairbrother", "Crown & Anchor Shuffleboard Club", "NSA-1835", 0 },
  { "Pauline Marsh", "Crown & Anchor Shuffleboard Club", "NSA-2713", 0 },
  { "Keith Danby", "Crown & Anchor Shuffleboard Club", "NSA-2098", 0 },
  { "Hazel Pritchard", "Crown & Anchor Shuffleboard Club", "NSA-2839", 0 },
  { "Doug MacLeod", "Lakeshore Table Shuffleboard League", "TSF-30417", 0 },
  { "Brenda Kowalski", "Lakeshore Table Shuffleboard League", "TSF-30522", 0 },
  { "Marcel Gagnon", "Lakeshore Table Shuffleboard League", "TSF-29876", 0 },
  { "Linda Fraser", "Lakeshore Table Shuffleboard League", "TSF-31104", 0 },
  { "Gord Henderson", "Lakeshore Table Shuffleboard League", "TSF-28815", 0 },
  { "Shelley Tremblay", "Lakeshore Table Shuffleboard League", "TSF-31388", 0 },
  { "Ray Dubois", "Lakeshore Table Shuffleboard League", "TSF-30090", 0 },
  { "Carol Nakamura", "Lakeshore Table Shuffleboard League", "TSF-31655", 0 },
  { "Wayne Petrovic", "Lakeshore Table Shuffleboard League", "TSF-29543", 0 },
  { "Debbie O'Connor", "Lakeshore Table Shuffleboard League", "TSF-31920", 0 },
  { "Frans van Leeuwen", NULL, NULL, 111.1 },
};

/* Adds the demo clubs that are not there yet. */
static gboolean
add_demo_clubs (HammerStoreTx  *tx,
                GError        **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (demo_clubs); i++)
    {
      gint64 existing = hammer_roster_find_club (tx->db, demo_clubs[i].name, 0, error);

      if (existing < 0 ||
          (existing == 0 &&
           !hammer_roster_insert_club (tx, demo_clubs[i].name, demo_clubs[i].city, error)))
        return FALSE;
    }
  return TRUE;
}

/* Adds the demo players that are not there yet, counting them in @added. */
static gboolean
add_demo_players (HammerStoreTx  *tx,
                  guint          *added,
                  GError        **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (demo_players); i++)
    {
      const DemoPlayer *demo = &demo_players[i];
      HammerPlayerFields fields = {
        .name = (char *) demo->name,
        .club = (char *) demo->club,
        .licence = (char *) demo->licence,
        .has_average = demo->average > 0,
        .average = demo->average,
        .active = TRUE,
      };
      g_autofree char *duplicate = NULL;
      gint64 club_id = 0;

      if (demo->club != NULL &&
          !(club_id = hammer_roster_ensure_club (tx, demo->club, NULL, error)))
        return FALSE;
      /* Loading the demo twice leaves one copy of every player. */
      if (hammer_roster_insert_player (tx, &fields, club_id, &duplicate, error))
        (*added)++;
      else if (duplicate == NULL)
        return FALSE;
    }
  return TRUE;
}

gboolean
hammer_roster_load_demo (HammerStore  *self,
                         GError      **error)
{
  HammerStoreTx tx = { 0 };
  guint added = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), _("Open the demo club"), error))
    return FALSE;

  if (!add_demo_clubs (&tx, error) || !add_demo_players (&tx, &added, error))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }

  /* Nothing new: no empty entry in the history, no reload. */
  if (added == 0 && tx.seq == 0)
    {
      hammer_store_tx_rollback (&tx);
      return TRUE;
    }

  return hammer_store_tx_finish (&tx, self, error);
}
