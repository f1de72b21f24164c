/* hammer-rules-registry.c — the games Hammer knows, and finding them
 *
 * A game is one file in games/ and one line in each list below
 * (docs/ARCHITECTURE.md, "Adding a game"). Everything else asks the rule
 * sets found here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-rules-private.h"

extern const HammerRules hammer_game_table;
extern const HammerRules hammer_game_court;
extern const HammerRules hammer_game_deck;
extern const HammerRules hammer_game_horse_collar;
extern const HammerRules hammer_game_shovelboard;
extern const HammerRules hammer_game_sjoelbak;

/* The order of `hammer-cli rules` and of every list of games. */
static const HammerRules * const games[] = {
  &hammer_game_table,
  &hammer_game_court,
  &hammer_game_deck,
  &hammer_game_horse_collar,
  &hammer_game_shovelboard,
  &hammer_game_sjoelbak,
};

static GPtrArray *
registry (void)
{
  static GPtrArray *all;
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      all = g_ptr_array_new ();
      for (guint i = 0; i < G_N_ELEMENTS (games); i++)
        g_ptr_array_add (all, (gpointer) games[i]);
      g_once_init_leave (&done, 1);
    }
  return all;
}

const HammerRules *
hammer_rules_lookup (const char       *id,
                     GError          **error)
{
  GPtrArray *all = registry ();
  g_autoptr(GString) list = NULL;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  for (guint i = 0; i < all->len; i++)
    if (g_str_equal (((const HammerRules *) all->pdata[i])->id, id))
      return all->pdata[i];

  list = g_string_new (NULL);
  for (guint i = 0; i < all->len; i++)
    g_string_append_printf (list, "%s%s", i > 0 ? ", " : "",
                            ((const HammerRules *) all->pdata[i])->id);
  hammer_refuse (error, NULL, HAMMER_REASON_UNKNOWN_RULES, -1, -1, -1,
                 _("There is no rule set “%s”; the rule sets are %s."),
                 id, list->str);
  return NULL;
}

const HammerRules * const *
hammer_rules_get_all (guint *n_rules)
{
  GPtrArray *all = registry ();

  if (n_rules != NULL)
    *n_rules = all->len;
  return (const HammerRules * const *) all->pdata;
}

void
hammer_rules_register (const HammerRules *rules)
{
  g_return_if_fail (rules != NULL && rules->id != NULL && rules->name != NULL);
  g_return_if_fail (hammer_rules_lookup (rules->id, NULL) == NULL);

  g_ptr_array_add (registry (), (gpointer) rules);
}

/* All but the last of @items, "a, b, c", or NULL when there is one at most
 * (then @only is it, or ""). */
static char *
join_head (GPtrArray   *items,
           const char **only)
{
  g_autoptr(GString) head = g_string_new (NULL);

  *only = items->len == 1 ? items->pdata[0] : "";
  if (items->len < 2)
    return NULL;
  for (guint i = 0; i + 1 < items->len; i++)
    g_string_append_printf (head, "%s%s", i > 0 ? ", " : "", (const char *) items->pdata[i]);
  return g_string_free (g_steal_pointer (&head), FALSE);
}

char *
hammer_rules_list_ids (gboolean matches_only)
{
  GPtrArray *all = registry ();
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autofree char *head = NULL;
  const char *only;

  for (guint i = 0; i < all->len; i++)
    if (!matches_only || hammer_rules_plays_matches (all->pdata[i]))
      g_ptr_array_add (ids, (gpointer) ((const HammerRules *) all->pdata[i])->id);
  if (!(head = join_head (ids, &only)))
    return g_strdup (only);
  /* TRANSLATORS: the last two of a list of choices, "shovelboard or
   * sjoelbak"; the others come before with commas. */
  return g_strdup_printf (_("%s or %s"), head, (const char *) ids->pdata[ids->len - 1]);
}

char *
hammer_rules_list_names (void)
{
  GPtrArray *all = registry ();
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *head = NULL;
  const char *only;

  for (guint i = 0; i < all->len; i++)
    g_ptr_array_add (names, (gpointer) hammer_rules_get_name (all->pdata[i]));
  if (!(head = join_head (names, &only)))
    return g_strdup (only);
  /* TRANSLATORS: the last two of a list of games, "Old English shovelboard
   * and Sjoelbak"; the others come before with commas. */
  return g_strdup_printf (_("%s and %s"), head, (const char *) names->pdata[names->len - 1]);
}
