/* hammer-format.c — what each format of event is
 *
 * The one home of what a format implies beyond its draw and standings
 * (hammer-draw.c, hammer-standings.c): the screens and the paper ask here
 * instead of comparing names.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-format.h"

static const HammerFormatInfo formats[HAMMER_N_FORMATS] = {
  [HAMMER_FORMAT_SINGLE_ELIMINATION] = {
    .format = HAMMER_FORMAT_SINGLE_ELIMINATION,
    .id = "single-elimination",
    .name = N_("Single elimination"),
    .draw_shape = HAMMER_DRAW_SHAPE_BRACKET,
    .knockout = TRUE,
  },
  [HAMMER_FORMAT_DOUBLE_ELIMINATION] = {
    .format = HAMMER_FORMAT_DOUBLE_ELIMINATION,
    .id = "double-elimination",
    .name = N_("Double elimination"),
    .draw_shape = HAMMER_DRAW_SHAPE_BRACKET,
    .knockout = TRUE,
  },
  [HAMMER_FORMAT_ROUND_ROBIN] = {
    .format = HAMMER_FORMAT_ROUND_ROBIN,
    .id = "round-robin",
    .name = N_("Round robin"),
    .draw_shape = HAMMER_DRAW_SHAPE_CROSS_TABLE,
  },
  [HAMMER_FORMAT_SWISS] = {
    .format = HAMMER_FORMAT_SWISS,
    .id = "swiss",
    .name = N_("Swiss system"),
    .draw_shape = HAMMER_DRAW_SHAPE_ROUNDS,
  },
  [HAMMER_FORMAT_GROUPS] = {
    .format = HAMMER_FORMAT_GROUPS,
    .id = "groups",
    .name = N_("Groups, then knockout"),
    .draw_shape = HAMMER_DRAW_SHAPE_GROUPS_THEN_BRACKET,
  },
  [HAMMER_FORMAT_SERIES] = {
    .format = HAMMER_FORMAT_SERIES,
    .id = "series",
    .name = N_("Sjoelbak series"),
    .draw_shape = HAMMER_DRAW_SHAPE_RANKING,
    .own_cards = TRUE,
    .ranks_by_class = TRUE,
  },
};

const HammerFormatInfo *
hammer_format_get_info (HammerFormat format)
{
  g_return_val_if_fail ((guint) format < HAMMER_N_FORMATS, NULL);

  return &formats[format];
}

const char *
hammer_format_to_string (HammerFormat format)
{
  g_return_val_if_fail ((guint) format < HAMMER_N_FORMATS, NULL);

  return formats[format].id;
}

const char *
hammer_format_get_name (HammerFormat format)
{
  g_return_val_if_fail ((guint) format < HAMMER_N_FORMATS, NULL);

  return _(formats[format].name);
}

const HammerFormatInfo *
hammer_format_lookup (const char *id)
{
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < HAMMER_N_FORMATS; i++)
    if (g_str_equal (id, formats[i].id))
      return &formats[i];
  return NULL;
}

gboolean
hammer_format_plays_own_cards (const char *id)
{
  const HammerFormatInfo *info = hammer_format_lookup (id);

  return info != NULL && info->own_cards;
}

gboolean
hammer_format_from_string (const char   *name,
                           HammerFormat *format)
{
  const HammerFormatInfo *info;

  g_return_val_if_fail (name != NULL, FALSE);

  if (!(info = hammer_format_lookup (name)))
    return FALSE;
  if (format != NULL)
    *format = info->format;
  return TRUE;
}
