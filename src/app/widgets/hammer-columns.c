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

static void
update_text (HammerCell *self)
{
  GtkWidget *label = GTK_WIDGET (self->label);
  g_autofree char *number = NULL;
  const char *text = self->text;
  const char *tooltip = NULL;

  if (self->kind != HAMMER_COLUMN_TEXT)
    text = number = format_number (self->kind, self->number);

  if (text == NULL || *text == '\0')
    {
      gtk_label_set_text (self->label, "—");
      gtk_widget_add_css_class (label, "dim-label");
    }
  else
    {
      gtk_label_set_text (self->label, text);
      gtk_widget_remove_css_class (label, "dim-label");
      /* A long text wrapped over lines reads at a glance in its tooltip. */
      tooltip = self->kind == HAMMER_COLUMN_TEXT && g_utf8_strlen (text, -1) > 6 ? text : NULL;
    }
  /* On every bind of a row: without a round trip to the display. */
  hammer_widget_set_tooltip (label, tooltip);
}

/* Numbers and short codes stay on one line. A text (a name, a round, "145
 * 143 138 …" of ten games) is never cut: it asks for its whole width, so
 * that the column takes it when the window has the room, and where it has
 * not it wraps between words, as paper does, and the row grows; its column
 * is never narrower than its longest word. */
static void
update_shape (HammerCell *self)
{
  GtkWidget *label = GTK_WIDGET (self->label);
  gboolean numeric = self->kind != HAMMER_COLUMN_TEXT;

  gtk_label_set_wrap (self->label, !numeric);
  /* A width in characters would stand for the text's own natural width. */
  gtk_label_set_width_chars (self->label, numeric ? 5 : -1);
  gtk_label_set_xalign (self->label, numeric ? 1.0 : 0.0);
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  else
    gtk_widget_remove_css_class (label, "numeric");
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
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap_mode (self->label, PANGO_WRAP_WORD);
  gtk_widget_set_parent (GTK_WIDGET (self->label), GTK_WIDGET (self));
  update_shape (self);
  update_text (self);
}
