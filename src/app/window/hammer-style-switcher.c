/* hammer-style-switcher.c — follow the system, light or dark, in the main menu
 *
 * Three round buttons, as GNOME Text Editor puts them at the top of its main
 * menu. They share one stateful action, "style.variant", so they act as radio
 * buttons for the pointer, the keyboard and screen readers alike. The choice
 * goes to AdwStyleManager at once and into GSettings for the next start.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "hammer-application.h"
#include "hammer-style-switcher.h"

#define STYLE_KEY "style-variant"

struct _HammerStyleSwitcher
{
  GtkBox parent_instance;

  GSettings *settings;
  GSimpleAction *variant;
};

G_DEFINE_FINAL_TYPE (HammerStyleSwitcher, hammer_style_switcher, GTK_TYPE_BOX)

static const struct
{
  const char *style;
  AdwColorScheme scheme;
} styles[] = {
  { "default", ADW_COLOR_SCHEME_DEFAULT },
  { "light", ADW_COLOR_SCHEME_FORCE_LIGHT },
  { "dark", ADW_COLOR_SCHEME_FORCE_DARK },
};

static void
apply_style (const char *style)
{
  for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
    if (g_str_equal (styles[i].style, style))
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), styles[i].scheme);
}

/* The style that the style manager follows now. The preferring schemes are
 * an application's default, not a user's choice: they read as "default". */
static const char *
current_style (void)
{
  switch (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()))
    {
    case ADW_COLOR_SCHEME_FORCE_LIGHT:
      return "light";
    case ADW_COLOR_SCHEME_FORCE_DARK:
      return "dark";
    case ADW_COLOR_SCHEME_DEFAULT:
    case ADW_COLOR_SCHEME_PREFER_LIGHT:
    case ADW_COLOR_SCHEME_PREFER_DARK:
    default:
      return "default";
    }
}

void
hammer_style_restore (void)
{
  g_autoptr(GSettings) settings = hammer_application_dup_settings ();
  g_autofree char *style = NULL;

  if (settings == NULL)
    return;
  style = g_settings_get_string (settings, STYLE_KEY);
  apply_style (style);
}

static void
variant_change_state_cb (GSimpleAction       *action,
                         GVariant            *value,
                         HammerStyleSwitcher *self)
{
  const char *style = g_variant_get_string (value, NULL);

  apply_style (style);
  g_simple_action_set_state (action, value);
  if (self->settings != NULL)
    g_settings_set_string (self->settings, STYLE_KEY, style);
}

/* Another window (or the settings) changed the style: show it here too. */
static void
scheme_changed_cb (HammerStyleSwitcher *self)
{
  g_simple_action_set_state (self->variant, g_variant_new_string (current_style ()));
}

const char *
hammer_style_switcher_get_style (HammerStyleSwitcher *self)
{
  g_autoptr(GVariant) state = NULL;

  g_return_val_if_fail (HAMMER_IS_STYLE_SWITCHER (self), NULL);

  state = g_action_get_state (G_ACTION (self->variant));
  for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
    if (g_str_equal (styles[i].style, g_variant_get_string (state, NULL)))
      return styles[i].style;
  g_return_val_if_reached (NULL);
}

static void
hammer_style_switcher_dispose (GObject *object)
{
  HammerStyleSwitcher *self = HAMMER_STYLE_SWITCHER (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->variant);

  G_OBJECT_CLASS (hammer_style_switcher_parent_class)->dispose (object);
}

static void
hammer_style_switcher_class_init (HammerStyleSwitcherClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_style_switcher_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/window/"
                                               "hammer-style-switcher.ui");
  gtk_widget_class_set_css_name (widget_class, "styleswitcher");
}

static void
hammer_style_switcher_init (HammerStyleSwitcher *self)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();

  self->settings = hammer_application_dup_settings ();
  self->variant = g_simple_action_new_stateful ("variant", G_VARIANT_TYPE_STRING,
                                                g_variant_new_string (current_style ()));
  g_signal_connect_object (self->variant, "change-state", G_CALLBACK (variant_change_state_cb),
                           self, G_CONNECT_DEFAULT);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (self->variant));
  gtk_widget_insert_action_group (GTK_WIDGET (self), "style", G_ACTION_GROUP (group));
  g_signal_connect_object (adw_style_manager_get_default (), "notify::color-scheme",
                           G_CALLBACK (scheme_changed_cb), self, G_CONNECT_SWAPPED);

  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
hammer_style_switcher_new (void)
{
  return g_object_new (HAMMER_TYPE_STYLE_SWITCHER, NULL);
}
