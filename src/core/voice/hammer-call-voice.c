/* hammer-call-voice.c — a call of a match to a board, said aloud
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "hammer-part.h"
#include "voice/hammer-call-voice.h"
#include "voice/hammer-call-voice-engine.h"

const char *
hammer_call_voice_language (const char *language)
{
  if (g_strcmp0 (language, "nl") == 0)
    return "nl";
  if (g_strcmp0 (language, "de") == 0)
    return "de";
  return "en";
}

char *
hammer_call_voice_text (const char *language,
                        const char *board_name,
                        guint       number,
                        const char *side_a,
                        const char *side_b)
{
  const char *before = hammer_i18n_get_thread_language ();
  g_autofree char *board = NULL;
  char *text;

  hammer_i18n_set_thread_language (hammer_call_voice_language (language));
  board = hammer_i18n_board_name (board_name, number);
  /* TRANSLATORS: the call of a match to a board, said aloud over the hall's
   * speakers: the board's name ("Board 4"), then the two sides. Dutch
   * "%s: %s tegen %s", German "%s: %s gegen %s". */
  text = g_strdup_printf (C_("spoken call", "%s: %s against %s"), board,
                          side_a != NULL ? side_a : _("To be decided"),
                          side_b != NULL ? side_b : _("To be decided"));
  hammer_i18n_set_thread_language (before);
  return text;
}

/* The engine's one function, from the part loaded once. */
static HammerCallVoiceSay
engine_say (GError **error)
{
  static const char * const symbols[] = { "hammer_call_voice_engine_say", NULL };
  static gpointer say;
  static GMutex lock;
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&lock);

  if (say == NULL && !hammer_part_load ("hammer-voice", symbols, &say, error))
    return NULL;
  return (HammerCallVoiceSay) say;
}

GBytes *
hammer_call_voice_speak (const char    *language,
                         const char    *text,
                         guint         *sample_rate,
                         GCancellable  *cancellable,
                         GError       **error)
{
  HammerCallVoiceSay say;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(say = engine_say (error)))
    return NULL;
  return say (hammer_call_voice_language (language), text, sample_rate, cancellable, error);
}

typedef struct
{
  char  *language;
  char  *text;
  guint  sample_rate;
} SpeakJob;

static void
speak_job_free (gpointer data)
{
  SpeakJob *job = data;

  g_free (job->language);
  g_free (job->text);
  g_free (job);
}

static void
speak_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      data,
                 GCancellable *cancellable)
{
  SpeakJob *job = data;
  GError *error = NULL;
  GBytes *samples = hammer_call_voice_speak (job->language, job->text, &job->sample_rate,
                                             cancellable, &error);

  if (samples == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, samples, (GDestroyNotify) g_bytes_unref);
}

void
hammer_call_voice_speak_async (const char          *language,
                               const char          *text,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  SpeakJob *job;

  g_return_if_fail (text != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, hammer_call_voice_speak_async);
  job = g_new0 (SpeakJob, 1);
  job->language = g_strdup (language);
  job->text = g_strdup (text);
  g_task_set_task_data (task, job, speak_job_free);
  g_task_run_in_thread (task, speak_in_thread);
}

GBytes *
hammer_call_voice_speak_finish (GAsyncResult  *result,
                                guint         *sample_rate,
                                GError       **error)
{
  GTask *task = G_TASK (result);
  GBytes *samples;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  samples = g_task_propagate_pointer (task, error);
  if (samples != NULL && sample_rate != NULL)
    *sample_rate = ((SpeakJob *) g_task_get_task_data (task))->sample_rate;
  return samples;
}

static void
put_u32 (GByteArray *out,
         guint32     value)
{
  guint32 le = GUINT32_TO_LE (value);

  g_byte_array_append (out, (const guint8 *) &le, 4);
}

static void
put_u16 (GByteArray *out,
         guint16     value)
{
  guint16 le = GUINT16_TO_LE (value);

  g_byte_array_append (out, (const guint8 *) &le, 2);
}

GBytes *
hammer_call_voice_wav (GBytes *samples,
                       guint   sample_rate)
{
  gsize size = 0;
  const gint16 *data;
  GByteArray *out;

  g_return_val_if_fail (samples != NULL, NULL);
  g_return_val_if_fail (sample_rate > 0, NULL);

  data = g_bytes_get_data (samples, &size);
  size -= size % 2;
  out = g_byte_array_sized_new (44 + size);
  g_byte_array_append (out, (const guint8 *) "RIFF", 4);
  put_u32 (out, (guint32) (36 + size));
  g_byte_array_append (out, (const guint8 *) "WAVEfmt ", 8);
  put_u32 (out, 16);                 /* the format chunk's size */
  put_u16 (out, 1);                  /* PCM */
  put_u16 (out, 1);                  /* mono */
  put_u32 (out, sample_rate);
  put_u32 (out, sample_rate * 2);    /* bytes a second */
  put_u16 (out, 2);                  /* bytes a sample */
  put_u16 (out, 16);                 /* bits a sample */
  g_byte_array_append (out, (const guint8 *) "data", 4);
  put_u32 (out, (guint32) size);
  for (gsize i = 0; i < size / 2; i++)
    put_u16 (out, (guint16) data[i]);
  return g_byte_array_free_to_bytes (out);
}

GBytes *
hammer_call_voice_silence (guint n_samples)
{
  return g_bytes_new_take (g_malloc0 ((gsize) n_samples * 2), (gsize) n_samples * 2);
}
