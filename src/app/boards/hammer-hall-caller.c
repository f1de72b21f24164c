/* hammer-hall-caller.c — the desk's calls said aloud to the hall
 *
 * A call is made into sound on a worker thread (hammer-call-voice.h), into
 * a WAV file of its own under $XDG_RUNTIME_DIR, and played with a
 * GtkMediaFile; the file goes once it has been played. Without a media
 * backend (GTK's GStreamer module) or a sound card nothing is heard, and
 * the next call goes on all the same: the "failed" signal tells why.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "hammer-application.h"
#include "hammer-core.h"
#include "hammer-hall-caller.h"
#include "voice/hammer-call-voice.h"

/* No call takes longer to say: a player that never says it ended (a
 * sound server gone) does not hold up the calls after it. */
#define PLAY_LIMIT_SECONDS 30

struct _HammerHallCaller
{
  GObject         parent_instance;

  GSettings      *settings;
  char           *start;        /* calls stamped before this are not news */
  GHashTable     *told;         /* "match@since" of every call seen */
  GQueue          waiting;      /* SpeakJob */
  gboolean        busy;         /* one call made into sound or played at a time */
  GCancellable   *cancellable;
  GtkMediaStream *playing;
  char           *playing_path;
  guint           play_timer;
  guint           n_spoken;
  guint           n_files;
  char           *last_text;
};

G_DEFINE_FINAL_TYPE (HammerHallCaller, hammer_hall_caller, G_TYPE_OBJECT)

enum { PROP_0, PROP_N_SPOKEN, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_FAILED, N_SIGNALS };
static guint signals[N_SIGNALS];

typedef struct
{
  char *language;
  char *text;
  char *path;
} SpeakJob;

static void
speak_job_free (gpointer data)
{
  SpeakJob *job = data;

  g_free (job->language);
  g_free (job->text);
  g_free (job->path);
  g_free (job);
}

static void pump (HammerHallCaller *self);

static void
stop_playing (HammerHallCaller *self)
{
  g_clear_handle_id (&self->play_timer, g_source_remove);
  if (self->playing != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->playing, self);
      gtk_media_stream_pause (self->playing);
      g_clear_object (&self->playing);
    }
  if (self->playing_path != NULL)
    g_unlink (self->playing_path);
  g_clear_pointer (&self->playing_path, g_free);
}

static void
play_done (HammerHallCaller *self)
{
  stop_playing (self);
  self->busy = FALSE;
  pump (self);
}

static gboolean
play_limit_cb (gpointer user_data)
{
  HammerHallCaller *self = user_data;

  self->play_timer = 0;
  play_done (self);
  return G_SOURCE_REMOVE;
}

static void
playing_changed_cb (GtkMediaStream   *stream,
                    GParamSpec       *pspec,
                    HammerHallCaller *self)
{
  const GError *error = gtk_media_stream_get_error (stream);

  if (error != NULL)
    g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
  if (error != NULL || gtk_media_stream_get_ended (stream))
    play_done (self);
}

static void
speak_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      data,
                 GCancellable *cancellable)
{
  SpeakJob *job = data;
  g_autoptr(GBytes) samples = NULL;
  g_autoptr(GBytes) wav = NULL;
  GError *error = NULL;
  guint rate = 0;

  if (!(samples = hammer_call_voice_speak (job->language, job->text, &rate, cancellable,
                                           &error)))
    {
      g_task_return_error (task, error);
      return;
    }
  wav = hammer_call_voice_wav (samples, rate);
  if (!g_file_set_contents (job->path, g_bytes_get_data (wav, NULL),
                            (gssize) g_bytes_get_size (wav), &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static void
spoken_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(HammerHallCaller) self = user_data;
  SpeakJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
      self->busy = FALSE;
      pump (self);
      return;
    }
  self->n_spoken++;
  g_free (self->last_text);
  self->last_text = g_strdup (job->text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SPOKEN]);

  self->playing_path = g_strdup (job->path);
  self->playing = gtk_media_file_new_for_filename (job->path);
  g_signal_connect (self->playing, "notify::ended", G_CALLBACK (playing_changed_cb), self);
  g_signal_connect (self->playing, "notify::error", G_CALLBACK (playing_changed_cb), self);
  if (gtk_media_stream_get_error (self->playing) != NULL)
    {
      playing_changed_cb (self->playing, NULL, self);
      return;
    }
  self->play_timer = g_timeout_add_seconds (PLAY_LIMIT_SECONDS, play_limit_cb, self);
  gtk_media_stream_play (self->playing);
}

/* Says the next call waiting, when none is being said. */
static void
pump (HammerHallCaller *self)
{
  g_autoptr(GTask) task = NULL;
  SpeakJob *job;

  if (self->busy || g_queue_is_empty (&self->waiting))
    return;
  self->busy = TRUE;
  job = g_queue_pop_head (&self->waiting);
  job->path = g_strdup_printf ("%s/hammer-call-%d-%u.wav", g_get_user_runtime_dir (),
                               (int) getpid (), ++self->n_files);
  task = g_task_new (NULL, self->cancellable, spoken_cb, g_object_ref (self));
  g_task_set_source_tag (task, pump);
  g_task_set_task_data (task, job, speak_job_free);
  g_task_run_in_thread (task, speak_in_thread);
}

/* The hall's language, or the app's own where the setting leaves it. */
static const char *
hall_language (HammerHallCaller *self)
{
  g_autofree char *chosen = g_settings_get_string (self->settings, "hall-language");

  if (chosen[0] != '\0')
    return hammer_call_voice_language (chosen);
  /* The code of the app's language, as its HTML pages say it. */
  return hammer_call_voice_language (C_("html lang", "en"));
}

void
hammer_hall_caller_notice (HammerHallCaller *self,
                           gint64            match_id,
                           const char       *since,
                           const char       *board_name,
                           guint             number,
                           const char       *side_a,
                           const char       *side_b)
{
  SpeakJob *job;
  char *key;

  g_return_if_fail (HAMMER_IS_HALL_CALLER (self));

  /* Waiting to be called, or called before the app started. */
  if (since == NULL || match_id <= 0 || strcmp (since, self->start) < 0)
    return;
  key = g_strdup_printf ("%" G_GINT64_FORMAT "@%s", match_id, since);
  /* Several views show the same board: each call once. And one made while
   * the setting is off stays unsaid when it is turned on. */
  if (!g_hash_table_add (self->told, key) || self->settings == NULL ||
      !g_settings_get_boolean (self->settings, "speak-calls"))
    return;
  job = g_new0 (SpeakJob, 1);
  job->language = g_strdup (hall_language (self));
  job->text = hammer_call_voice_text (job->language, board_name, number, side_a, side_b);
  g_queue_push_tail (&self->waiting, job);
  pump (self);
}

guint
hammer_hall_caller_get_n_spoken (HammerHallCaller *self)
{
  g_return_val_if_fail (HAMMER_IS_HALL_CALLER (self), 0);

  return self->n_spoken;
}

const char *
hammer_hall_caller_get_last_text (HammerHallCaller *self)
{
  g_return_val_if_fail (HAMMER_IS_HALL_CALLER (self), NULL);

  return self->last_text;
}

HammerHallCaller *
hammer_hall_caller_new (GSettings *settings)
{
  HammerHallCaller *self;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (HAMMER_TYPE_HALL_CALLER, NULL);
  g_set_object (&self->settings, settings);
  return self;
}

HammerHallCaller *
hammer_hall_caller_get_default (void)
{
  static HammerHallCaller *caller;

  if (caller == NULL)
    {
      g_autoptr(GSettings) settings = hammer_application_dup_settings ();

      caller = hammer_hall_caller_new (settings);
    }
  return caller;
}

static void
hammer_hall_caller_dispose (GObject *object)
{
  HammerHallCaller *self = HAMMER_HALL_CALLER (object);

  g_cancellable_cancel (self->cancellable);
  stop_playing (self);
  g_queue_clear_full (&self->waiting, speak_job_free);

  G_OBJECT_CLASS (hammer_hall_caller_parent_class)->dispose (object);
}

static void
hammer_hall_caller_finalize (GObject *object)
{
  HammerHallCaller *self = HAMMER_HALL_CALLER (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->told, g_hash_table_unref);
  g_free (self->start);
  g_free (self->last_text);

  G_OBJECT_CLASS (hammer_hall_caller_parent_class)->finalize (object);
}

static void
hammer_hall_caller_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  HammerHallCaller *self = HAMMER_HALL_CALLER (object);

  switch (prop_id)
    {
    case PROP_N_SPOKEN: g_value_set_uint (value, self->n_spoken); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_hall_caller_class_init (HammerHallCallerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hammer_hall_caller_dispose;
  object_class->finalize = hammer_hall_caller_finalize;
  object_class->get_property = hammer_hall_caller_get_property;

  properties[PROP_N_SPOKEN] = g_param_spec_uint ("n-spoken", NULL, NULL, 0, G_MAXUINT, 0,
                                                 G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                 G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A call that could not be said or played: the GError says why. */
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
hammer_hall_caller_init (HammerHallCaller *self)
{
  self->start = hammer_now_stamp ();
  self->told = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->cancellable = g_cancellable_new ();
  g_queue_init (&self->waiting);
}
