/* hammer-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <time.h>

#include "hammer-application.h"
#include "hammer-core.h"
#include "hammer-hall-caller.h"
#include "hammer-style-switcher.h"
#include "hammer-window.h"

struct _HammerApplication
{
  AdwApplication parent_instance;

  char *database;
  gboolean opening;
};

G_DEFINE_FINAL_TYPE (HammerApplication, hammer_application, ADW_TYPE_APPLICATION)

/* The page cache of the window's own connection, which reads little (the
 * counts, a page of the roster in view, the seasons): SQLite's default of
 * 2 MiB would keep a federation's roster index after counting it. Writes
 * have a connection of their own (the store's writer). */
#define APP_CACHE_KIB 256

/* bench/startup measures the time to the window on screen: with
 * HAMMER_REPORT_FIRST_FRAME set, the monotonic clock (shared by every
 * process) is printed when the window is mapped and when it has painted for
 * the first time. */
static void
first_frame_painted_cb (GdkFrameClock *frame_clock,
                        gpointer       user_data)
{
  g_signal_handlers_disconnect_by_func (frame_clock, first_frame_painted_cb, user_data);
  /* The processor time used so far too: it does not depend on what else
   * the machine is doing. */
  g_print ("first-frame %" G_GINT64_FORMAT " %.0f\n", g_get_monotonic_time (),
           (double) clock () * G_USEC_PER_SEC / CLOCKS_PER_SEC);
  fflush (stdout);
}

static void
window_mapped_cb (GtkWidget *window)
{
  g_signal_handlers_disconnect_by_func (window, window_mapped_cb, NULL);
  /* The wall time to the window on screen, waiting included. */
  g_print ("mapped %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (first_frame_painted_cb), NULL);
}

static void
store_opened_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(HammerApplication) self = user_data;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  HammerWindow *window;

  self->opening = FALSE;
  store = hammer_store_open_finish (result, &error);
  if (store != NULL)
    {
      hammer_store_set_cache_limit (store, APP_CACHE_KIB);
      window = hammer_window_new (ADW_APPLICATION (self), store);
    }
  else
    window = hammer_window_new_for_error (ADW_APPLICATION (self), error);

  if (g_getenv ("HAMMER_REPORT_FIRST_FRAME") != NULL)
    g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_application_release (G_APPLICATION (self));
}

static void
hammer_application_activate (GApplication *app)
{
  HammerApplication *self = HAMMER_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window != NULL)
    {
      gtk_window_present (window);
      return;
    }

  if (self->opening)
    return;

  /* Opening checks and perhaps migrates the file: not on the main thread.
   * The hold keeps the application alive until the window exists. */
  self->opening = TRUE;
  g_application_hold (app);
  hammer_store_open_async (self->database, NULL, store_opened_cb, g_object_ref (self));
}

static int
hammer_application_handle_local_options (GApplication *app,
                                         GVariantDict *options)
{
  HammerApplication *self = HAMMER_APPLICATION (app);
  const char *database = NULL;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("hammer %s\n", PACKAGE_VERSION);
      return 0;
    }

  if (g_variant_dict_lookup (options, "database", "^&ay", &database))
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (database);

      g_free (self->database);
      self->database = g_file_get_path (file);
      /* A second database means a second instance rather than a window of
       * the running one, which has its own file open. */
      g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
    }

  return -1;
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GtkWidget *about;
  static const char *developers[] = { "The Hammer developers", NULL };
  /* The games as the rules module lists them. */
  g_autofree char *games = hammer_rules_list_names ();
  /* TRANSLATORS: %s lists the games: "Table shuffleboard, … and Sjoelbak". */
  g_autofree char *comments = g_strdup_printf (_("Tournaments, leagues and club nights for %s."),
                                               games);

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (app),
                        "application-name", "Hammer",
                        "application-icon", APP_ID,
                        "developer-name", _("The Hammer developers"),
                        "version", PACKAGE_VERSION,
                        "website", "https://github.com/hammertourney/hammer",
                        "issue-url", "https://github.com/hammertourney/hammer/issues",
                        "comments", comments,
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "copyright", "© 2026 The Hammer developers",
                        "developers", developers,
                        /* TRANSLATORS: put your names here, one per line. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GApplication *app = G_APPLICATION (user_data);
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (app));

  /* Closing rather than quitting lets each window save its size. */
  for (GList *l = windows; l != NULL;)
    {
      GtkWindow *window = l->data;
      l = l->next;
      gtk_window_close (window);
    }
}

static const GActionEntry app_actions[] = {
  { "about", about_action },
  { "quit", quit_action },
};

/* A call the hall did not hear: said once, not at every call. */
static void
call_failed_cb (HammerHallCaller *caller,
                const GError     *error,
                GtkApplication   *app)
{
  static gboolean said;
  GtkWindow *window = gtk_application_get_active_window (app);
  g_autofree char *message = NULL;

  g_debug ("A call was not heard: %s", error->message);
  if (said || !HAMMER_IS_WINDOW (window))
    return;
  said = TRUE;
  /* TRANSLATORS: a toast; %s says why (no sound card, no media support). */
  message = g_strdup_printf (_("Calls cannot be said aloud: %s"), error->message);
  hammer_window_report_change (HAMMER_WINDOW (window), message, 0);
}

/* Saying calls aloud, and in which language: a check item and a choice in
 * the menus, kept in the settings. */
static void
add_hall_actions (GApplication *app)
{
  g_autoptr(GSettings) settings = hammer_application_dup_settings ();
  g_autoptr(GAction) speak = NULL;
  g_autoptr(GAction) language = NULL;

  /* Made now: a call is news from the app's start on. */
  g_signal_connect_object (hammer_hall_caller_get_default (), "failed",
                           G_CALLBACK (call_failed_cb), app, 0);
  if (settings == NULL)
    return;
  speak = g_settings_create_action (settings, "speak-calls");
  language = g_settings_create_action (settings, "hall-language");
  g_action_map_add_action (G_ACTION_MAP (app), speak);
  g_action_map_add_action (G_ACTION_MAP (app), language);
}

static void
hammer_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *close_accels[] = { "<Control>w", NULL };
  static const char *shortcuts_accels[] = { "<Control>question", NULL };

  G_APPLICATION_CLASS (hammer_application_parent_class)->startup (app);
  hammer_style_restore ();

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  add_hall_actions (app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "window.close", close_accels);
  /* The shortcuts window is the window's own (hammer-window.c), built when
   * first shown, so GTK does not set its shortcut. */
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay",
                                         shortcuts_accels);
}

static void
hammer_application_finalize (GObject *object)
{
  HammerApplication *self = (HammerApplication *) object;

  g_clear_pointer (&self->database, g_free);

  G_OBJECT_CLASS (hammer_application_parent_class)->finalize (object);
}

static void
hammer_application_class_init (HammerApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = hammer_application_finalize;
  app_class->activate = hammer_application_activate;
  app_class->startup = hammer_application_startup;
  app_class->handle_local_options = hammer_application_handle_local_options;
}

static void
hammer_application_init (HammerApplication *self)
{
  static const GOptionEntry entries[] = {
    { "database", 'd', 0, G_OPTION_ARG_FILENAME, NULL,
      N_("Use FILE instead of the default database"), N_("FILE") },
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Show the version and quit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
}

GSettings *
hammer_application_dup_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    return NULL;
  return g_settings_new (APP_ID);
}

HammerApplication *
hammer_application_new (void)
{
  return g_object_new (HAMMER_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", "/io/github/hammertourney/Hammer",
                       NULL);
}
