/* hammer-format.c — the registry of formats
 *
 * Each format is one definition (hammer-format-definition.h): the built-in
 * ones a file each in formats/, listed below in the order of HammerFormat,
 * and those registered at run time after them. The draw, the standings, the
 * screens and the paper ask a format's definition instead of comparing
 * names.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-format-private.h"

static const HammerFormatDefinition * const built_in[HAMMER_N_FORMATS] = {
  [HAMMER_FORMAT_SINGLE_ELIMINATION] = &_hammer_format_single_elimination,
  [HAMMER_FORMAT_DOUBLE_ELIMINATION] = &_hammer_format_double_elimination,
  [HAMMER_FORMAT_ROUND_ROBIN] = &_hammer_format_round_robin,
  [HAMMER_FORMAT_SWISS] = &_hammer_format_swiss,
  [HAMMER_FORMAT_GROUPS] = &_hammer_format_groups,
  [HAMMER_FORMAT_SERIES] = &_hammer_format_series,
  [HAMMER_FORMAT_ROTATING_PARTNERS] = &_hammer_format_rotating_partners,
};

/* Every format, built-in and registered, %NULL-terminated; made when first
 * asked for. */
static GPtrArray *registry;

static GPtrArray *
get_registry (void)
{
  static gsize made;

  /* The writer's thread asks too: made once, whoever asks first. */
  if (g_once_init_enter (&made))
    {
      registry = g_ptr_array_new ();
      for (guint i = 0; i < HAMMER_N_FORMATS; i++)
        {
          g_assert (built_in[i]->info.format == (HammerFormat) i);
          g_ptr_array_add (registry, (gpointer) built_in[i]);
        }
      g_ptr_array_add (registry, NULL);
      g_once_init_leave (&made, 1);
    }
  return registry;
}

const HammerFormatDefinition *
hammer_format_get_definition (HammerFormat format)
{
  GPtrArray *formats = get_registry ();

  if ((guint) format >= formats->len - 1)
    return NULL;
  return g_ptr_array_index (formats, format);
}

const HammerFormatDefinition **
hammer_format_list_definitions (guint *n_formats)
{
  GPtrArray *formats = get_registry ();

  if (n_formats != NULL)
    *n_formats = formats->len - 1;
  return (const HammerFormatDefinition **) formats->pdata;
}

const HammerFormatInfo *
hammer_format_register (const HammerFormatDefinition *definition)
{
  GPtrArray *formats = get_registry ();
  HammerFormatDefinition *copy;

  g_return_val_if_fail (definition != NULL, NULL);
  g_return_val_if_fail (definition->info.id != NULL && definition->info.name != NULL, NULL);
  g_return_val_if_fail (definition->draw != NULL, NULL);
  g_return_val_if_fail (definition->n_tie_breakers <= HAMMER_N_TIE_BREAKERS, NULL);
  g_return_val_if_fail (hammer_format_lookup (definition->info.id) == NULL, NULL);

  copy = g_memdup2 (definition, sizeof *definition);
  copy->info.format = (HammerFormat) (formats->len - 1);
  g_ptr_array_index (formats, formats->len - 1) = copy;
  g_ptr_array_add (formats, NULL);
  return &copy->info;
}

const HammerFormatInfo *
hammer_format_get_info (HammerFormat format)
{
  const HammerFormatDefinition *definition = hammer_format_get_definition (format);

  g_return_val_if_fail (definition != NULL, NULL);

  return &definition->info;
}

const char *
hammer_format_to_string (HammerFormat format)
{
  const HammerFormatDefinition *definition = hammer_format_get_definition (format);

  g_return_val_if_fail (definition != NULL, NULL);

  return definition->info.id;
}

const char *
hammer_format_get_name (HammerFormat format)
{
  const HammerFormatDefinition *definition = hammer_format_get_definition (format);

  g_return_val_if_fail (definition != NULL, NULL);

  return _(definition->info.name);
}

/* An id as a help text lists it, with the format's name in the reader's
 * language where that says more than the id: "groups (poules)". */
static char *
choice_text (const HammerFormatDefinition *definition,
             gboolean                      glossed)
{
  const char *name = definition->info.name;

  if (!glossed || name == NULL || g_strcmp0 (_(name), name) == 0)
    return g_strdup (definition->info.id);
  return g_strdup_printf ("%s (%s)", definition->info.id, _(name));
}

static char *
list_choices (gboolean glossed)
{
  g_autoptr(GString) head = g_string_new (NULL);
  g_autofree char *last = NULL;
  guint n_formats;
  const HammerFormatDefinition **formats = hammer_format_list_definitions (&n_formats);

  last = choice_text (formats[n_formats - 1], glossed);
  if (n_formats == 1)
    return g_steal_pointer (&last);
  for (guint i = 0; i + 1 < n_formats; i++)
    {
      g_autofree char *choice = choice_text (formats[i], glossed);

      g_string_append_printf (head, "%s%s", i > 0 ? ", " : "", choice);
    }
  /* TRANSLATORS: the last two of a list of choices, "shovelboard or
   * sjoelbak"; the others come before with commas. */
  return g_strdup_printf (_("%s or %s"), head->str, last);
}

char *
hammer_format_list_ids (void)
{
  return list_choices (FALSE);
}

char *
hammer_format_list_choices (void)
{
  return list_choices (TRUE);
}

const char *
hammer_format_get_title (HammerFormat format)
{
  const HammerFormatDefinition *definition = hammer_format_get_definition (format);

  g_return_val_if_fail (definition != NULL, NULL);

  return _(definition->info.title != NULL ? definition->info.title : definition->info.name);
}

const char *
hammer_format_get_description (HammerFormat format)
{
  const HammerFormatDefinition *definition = hammer_format_get_definition (format);

  g_return_val_if_fail (definition != NULL, NULL);

  return _(definition->info.description);
}

gboolean
hammer_format_places_by_bracket (HammerFormat format)
{
  const HammerFormatInfo *info = hammer_format_get_info (format);

  return info != NULL && (info->knockout || info->staged);
}

gboolean
hammer_format_check_settings (HammerFormat              format,
                              const HammerDrawOptions  *options,
                              GError                  **error)
{
  const HammerFormatDefinition *definition = hammer_format_get_definition (format);

  g_return_val_if_fail (definition != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);

  return definition->check_settings == NULL || definition->check_settings (options, error);
}

const HammerFormatInfo *
hammer_format_lookup (const char *id)
{
  const HammerFormatDefinition **formats;

  if (id == NULL)
    return NULL;
  for (formats = hammer_format_list_definitions (NULL); *formats != NULL; formats++)
    if (g_str_equal (id, (*formats)->info.id))
      return &(*formats)->info;
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
