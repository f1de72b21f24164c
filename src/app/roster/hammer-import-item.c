/* hammer-import-item.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-import-item.h"

struct _HammerImportItem
{
  GObject parent_instance;

  HammerImportRow *row;
  char *status_text;
};

G_DEFINE_FINAL_TYPE (HammerImportItem, hammer_import_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LINE,
  PROP_NAME,
  PROP_CLUB,
  PROP_LICENCE,
  PROP_AVERAGE,
  PROP_STATUS_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_import_item_finalize (GObject *object)
{
  HammerImportItem *self = (HammerImportItem *) object;

  g_clear_pointer (&self->status_text, g_free);

  G_OBJECT_CLASS (hammer_import_item_parent_class)->finalize (object);
}

static void
hammer_import_item_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  HammerImportItem *self = HAMMER_IMPORT_ITEM (object);

  switch (prop_id)
    {
    case PROP_LINE:
      g_value_set_uint (value, self->row->line);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->row->name);
      break;
    case PROP_CLUB:
      g_value_set_string (value, self->row->club);
      break;
    case PROP_LICENCE:
      g_value_set_string (value, self->row->licence);
      break;
    case PROP_AVERAGE:
      g_value_set_double (value, self->row->has_average ? self->row->average : -1.0);
      break;
    case PROP_STATUS_TEXT:
      g_value_set_string (value, hammer_import_item_get_status_text (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_import_item_class_init (HammerImportItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_import_item_finalize;
  object_class->get_property = hammer_import_item_get_property;

  properties[PROP_LINE] =
    g_param_spec_uint ("line", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLUB] =
    g_param_spec_string ("club", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_LICENCE] =
    g_param_spec_string ("licence", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_AVERAGE] =
    g_param_spec_double ("average", NULL, NULL, -1.0, G_MAXDOUBLE, -1.0,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS_TEXT] =
    g_param_spec_string ("status-text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_import_item_init (HammerImportItem *self)
{
}

HammerImportItem *
hammer_import_item_new (HammerImportRow *row)
{
  HammerImportItem *self;

  g_return_val_if_fail (row != NULL, NULL);

  self = g_object_new (HAMMER_TYPE_IMPORT_ITEM, NULL);
  self->row = row;
  return self;
}

HammerImportStatus
hammer_import_item_get_status (HammerImportItem *self)
{
  g_return_val_if_fail (HAMMER_IS_IMPORT_ITEM (self), HAMMER_IMPORT_STATUS_PROBLEM);

  if (self->row->problems->len > 0)
    return HAMMER_IMPORT_STATUS_PROBLEM;
  if (self->row->duplicate_of != NULL)
    return HAMMER_IMPORT_STATUS_DUPLICATE;
  return HAMMER_IMPORT_STATUS_READY;
}

const char *
hammer_import_item_get_status_text (HammerImportItem *self)
{
  g_return_val_if_fail (HAMMER_IS_IMPORT_ITEM (self), NULL);

  if (self->status_text == NULL)
    {
      switch (hammer_import_item_get_status (self))
        {
        case HAMMER_IMPORT_STATUS_PROBLEM:
          {
            g_autoptr(GString) text = g_string_new (NULL);

            for (guint i = 0; i < self->row->problems->len; i++)
              {
                if (i > 0)
                  g_string_append_c (text, ' ');
                g_string_append (text, g_ptr_array_index (self->row->problems, i));
              }
            self->status_text = g_string_free (g_steal_pointer (&text), FALSE);
          }
          break;
        case HAMMER_IMPORT_STATUS_DUPLICATE:
          /* TRANSLATORS: %s says who or where the player is already, e.g.
           * "Licence 123 already belongs to Jan de Vries" or "line 4". */
          self->status_text = g_strdup_printf (_("Skipped: %s"), self->row->duplicate_of);
          break;
        case HAMMER_IMPORT_STATUS_READY:
        default:
          self->status_text = g_strdup (_("Ready"));
          break;
        }
    }

  return self->status_text;
}
