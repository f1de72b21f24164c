/* hammer-columns.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "hammer-app-utils.h"
#include "hammer-columns.h"

G_DEFINE_ENUM_TYPE (HammerColumnKind, hammer_column_kind,
                    G_DEFINE_ENUM_VALUE (HAMMER_COLUMN_TEXT, "text"),
                    G_DEFINE_ENUM_VALUE (HAMMER_COLUMN_COUNT, "count"),
                    G_DEFINE_ENUM_VALUE (HAMMER_COLUMN_NUMBER, "number"),
                    G_DEFINE_ENUM_VALUE (HAMMER_COLUMN_AVERAGE, "average"))

struct _HammerCell
{
  GtkWidget parent_instance;

  HammerColumnKind kind;
  gboolean expand;
  gboolean winner;
  char *text;
  double number;

  GtkLabel *label;
};

G_DEFINE_FINAL_TYPE (HammerCell, hammer_cell, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_KIND,
  PROP_EXPAND,
  PROP_TEXT,
  PROP_NUMBER,
  PROP_WINNER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
format_number (HammerColumnKind kind,
               double           number)
{
  switch (kind)
    {
    case HAMMER_COLUMN_COUNT:
      return number >= 0 ? g_strdup_printf ("%" PRId64, (gint64) number) : NULL;
    case HAMMER_COLUMN_NUMBER:
      return number > 0 ? g_strdup_printf ("%u", (guint) number) : NULL;
    case HAMMER_COLUMN_AVERAGE:
      return number >= 0 ? g_strdup_printf ("%.1f", number) : NULL;
    case HAMMER_COLUMN_TEXT:
    default:
      g_assert_not_reached ();
    }
}

/* What a cell of @kind shows of @text or @number in @label: a missing
 * value as a dimmed dash. HammerCell and the cells of
 * hammer_cell_factory_new() both show it this way. */
static void
show_value (GtkLabel         *label,
            HammerColumnKind  kind,
            const char       *text,
            double            number)
{
  g_autofree char *formatted = NULL;
  const char *tooltip = NULL;

  if (kind != HAMMER_COLUMN_TEXT)
    text = formatted = format_number (kind, number);

  if (text == NULL || *text == '\0')
    {
      gtk_label_set_text (label, "—");
      gtk_widget_add_css_class (GTK_WIDGET (label), "dim-label");
    }
  else
    {
      gtk_label_set_text (label, text);
      gtk_widget_remove_css_class (GTK_WIDGET (label), "dim-label");
      /* A long text wrapped over lines reads at a glance in its tooltip. */
      tooltip = kind == HAMMER_COLUMN_TEXT && g_utf8_strlen (text, -1) > 6 ? text : NULL;
    }
  /* On every bind of a row: without a round trip to the display. */
  hammer_widget_set_tooltip (GTK_WIDGET (label), tooltip);
}

/* Numbers and short codes stay on one line. A text (a name, a round, "145
 * 143 138 …" of ten games) is never cut: it asks for its whole width, so
 * that the column takes it when the window has the room, and where it has
 * not it wraps between words, as paper does, and the row grows; its column
 * is never narrower than its longest word. */
static void
shape_label (GtkLabel         *label,
             HammerColumnKind  kind)
{
  gboolean numeric = kind != HAMMER_COLUMN_TEXT;

  gtk_label_set_wrap (label, !numeric);
  /* A width in characters would stand for the text's own natural width. */
  gtk_label_set_width_chars (label, numeric ? 5 : -1);
  gtk_label_set_xalign (label, numeric ? 1.0 : 0.0);
  if (numeric)
    gtk_widget_add_css_class (GTK_WIDGET (label), "numeric");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (label), "numeric");
}

static GtkLabel *
new_cell_label (void)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD);
  return label;
}

static void
update_text (HammerCell *self)
{
  show_value (self->label, self->kind, self->text, self->number);
}

static void
update_shape (HammerCell *self)
{
  shape_label (self->label, self->kind);
}

static void
hammer_cell_dispose (GObject *object)
{
  HammerCell *self = HAMMER_CELL (object);

  g_clear_pointer ((GtkWidget **) &self->label, gtk_widget_unparent);

  G_OBJECT_CLASS (hammer_cell_parent_class)->dispose (object);
}

static void
hammer_cell_finalize (GObject *object)
{
  HammerCell *self = HAMMER_CELL (object);

  g_free (self->text);

  G_OBJECT_CLASS (hammer_cell_parent_class)->finalize (object);
}

static void
hammer_cell_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  HammerCell *self = HAMMER_CELL (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_EXPAND:
      g_value_set_boolean (value, self->expand);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case PROP_NUMBER:
      g_value_set_double (value, self->number);
      break;
    case PROP_WINNER:
      g_value_set_boolean (value, self->winner);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_cell_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  HammerCell *self = HAMMER_CELL (object);

  switch (prop_id)
    {
    case PROP_KIND:
      self->kind = g_value_get_enum (value);
      update_shape (self);
      update_text (self);
      break;
    case PROP_EXPAND:
      self->expand = g_value_get_boolean (value);
      update_shape (self);
      break;
    case PROP_TEXT:
      g_free (self->text);
      self->text = g_value_dup_string (value);
      update_text (self);
      break;
    case PROP_NUMBER:
      self->number = g_value_get_double (value);
      update_text (self);
      break;
    case PROP_WINNER:
      /* The winner of a match, in bold. */
      self->winner = g_value_get_boolean (value);
      if (self->winner)
        gtk_widget_add_css_class (GTK_WIDGET (self->label), "match-winner");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->label), "match-winner");
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_cell_class_init (HammerCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_cell_dispose;
  object_class->finalize = hammer_cell_finalize;
  object_class->get_property = hammer_cell_get_property;
  object_class->set_property = hammer_cell_set_property;

  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL, HAMMER_TYPE_COLUMN_KIND, HAMMER_COLUMN_TEXT,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_EXPAND] =
    g_param_spec_boolean ("expand", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NUMBER] =
    g_param_spec_double ("number", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, -1,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_WINNER] =
    g_param_spec_boolean ("winner", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
hammer_cell_init (HammerCell *self)
{
  self->number = -1;
  self->label = new_cell_label ();
  gtk_widget_set_parent (GTK_WIDGET (self->label), GTK_WIDGET (self));
  update_shape (self);
  update_text (self);
}

/* The cells of hammer_cell_factory_new(): a label, showing one property of
 * the row's item. */

typedef struct
{
  HammerColumnKind kind;
  const char *property;  /* interned */
  char *notify;          /* "notify::" and the property */
} CellSpec;

static void
cell_spec_free (gpointer data)
{
  CellSpec *spec = data;

  g_free (spec->notify);
  g_free (spec);
}

static void
show_item (GtkLabel       *label,
           GObject        *item,
           const CellSpec *spec)
{
  g_auto(GValue) value = G_VALUE_INIT;
  g_auto(GValue) number = G_VALUE_INIT;

  if (item == NULL)
    {
      show_value (label, spec->kind, NULL, -1);
      return;
    }
  if (spec->kind == HAMMER_COLUMN_TEXT)
    {
      g_autofree char *text = NULL;

      g_object_get (item, spec->property, &text, NULL);
      show_value (label, spec->kind, text, -1);
      return;
    }
  /* Any number property, as HammerCell's "number" takes it by binding. */
  g_value_init (&value, G_PARAM_SPEC_VALUE_TYPE (g_object_class_find_property (
                  G_OBJECT_GET_CLASS (item), spec->property)));
  g_object_get_property (item, spec->property, &value);
  g_value_init (&number, G_TYPE_DOUBLE);
  if (!g_value_transform (&value, &number))
    g_value_set_double (&number, -1);
  show_value (label, spec->kind, NULL, g_value_get_double (&number));
}

static void
item_notify_cb (GObject    *item,
                GParamSpec *pspec,
                GtkLabel   *label)
{
  show_item (label, item, g_object_get_data (G_OBJECT (label), "hammer-cell-spec"));
}

static void
cell_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               const CellSpec           *spec)
{
  GtkLabel *label = new_cell_label ();

  g_object_set_data (G_OBJECT (label), "hammer-cell-spec", (gpointer) spec);
  shape_label (label, spec->kind);
  show_value (label, spec->kind, NULL, -1);
  gtk_list_item_set_child (list_item, GTK_WIDGET (label));
}

static void
cell_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              const CellSpec           *spec)
{
  GtkLabel *label = GTK_LABEL (gtk_list_item_get_child (list_item));
  GObject *item = gtk_list_item_get_item (list_item);

  show_item (label, item, spec);
  if (item != NULL)
    g_signal_connect_object (item, spec->notify, G_CALLBACK (item_notify_cb), label, 0);
}

static void
cell_unbind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                const CellSpec           *spec)
{
  GObject *item = gtk_list_item_get_item (list_item);

  if (item != NULL)
    g_signal_handlers_disconnect_by_func (item, item_notify_cb,
                                          gtk_list_item_get_child (list_item));
}

GtkListItemFactory *
hammer_cell_factory_new (HammerColumnKind  kind,
                         const char       *property)
{
  GtkListItemFactory *factory;
  CellSpec *spec;

  g_return_val_if_fail (property != NULL, NULL);

  spec = g_new0 (CellSpec, 1);
  spec->kind = kind;
  spec->property = g_intern_string (property);
  spec->notify = g_strconcat ("notify::", property, NULL);
  factory = gtk_signal_list_item_factory_new ();
  g_object_set_data_full (G_OBJECT (factory), "hammer-cell-spec", spec, cell_spec_free);
  g_signal_connect (factory, "setup", G_CALLBACK (cell_setup_cb), spec);
  g_signal_connect (factory, "bind", G_CALLBACK (cell_bind_cb), spec);
  g_signal_connect (factory, "unbind", G_CALLBACK (cell_unbind_cb), spec);
  return factory;
}
