/* hammer-call-voice-engine.c — espeak-ng, saying a call into samples
 *
 * Hammer's part "hammer-voice" (hammer-part.h), loaded the first time a
 * call is said: espeak-ng brings the sound libraries with it (PulseAudio,
 * ALSA, libsndfile and its codecs), which the window's start need not map.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <espeak-ng/espeak_ng.h>
#include <string.h>

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "voice/hammer-call-voice-engine.h"

/* Slower than espeak-ng's 175 words a minute: a hall echoes. */
#define CALL_WORDS_PER_MINUTE 150

/* The engine: set up once, used by one thread at a time. */
static GMutex engine_lock;
static gboolean engine_ready;
static espeak_ng_STATUS engine_status;

typedef struct
{
  GByteArray   *samples;
  GCancellable *cancellable;
} Speaking;

static int
collect_samples (short        *wave,
                 int           n_samples,
                 espeak_EVENT *events)
{
  Speaking *speaking = events != NULL ? events->user_data : NULL;

  if (speaking == NULL)
    return 0;
  if (g_cancellable_is_cancelled (speaking->cancellable))
    return 1;
  if (wave != NULL && n_samples > 0)
    g_byte_array_append (speaking->samples, (const guint8 *) wave,
                         (guint) n_samples * sizeof (short));
  return 0;
}

static gboolean
engine_failed (espeak_ng_STATUS  status,
               const char       *what,
               GError          **error)
{
  char message[256] = "";

  espeak_ng_GetStatusCodeMessage (status, message, sizeof message);
  /* TRANSLATORS: %s is what failed ("the voice “nl”"), then espeak-ng's reason. */
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED, _("Could not speak with %s: %s"),
               what, message);
  return FALSE;
}

/* Sets up espeak-ng once; engine_lock is held. */
static gboolean
engine_start (GError **error)
{
  if (!engine_ready)
    {
      espeak_ng_InitializePath (NULL);
      engine_status = espeak_ng_Initialize (NULL);
      if (engine_status == ENS_OK)
        engine_status = espeak_ng_InitializeOutput (ENOUTPUT_MODE_SYNCHRONOUS, 0, NULL);
      if (engine_status == ENS_OK)
        espeak_SetSynthCallback (collect_samples);
      engine_ready = TRUE;
    }
  if (engine_status != ENS_OK)
    return engine_failed (engine_status, "espeak-ng", error);
  return TRUE;
}

GBytes *
hammer_call_voice_engine_say (const char    *voice,
                              const char    *text,
                              guint         *sample_rate,
                              GCancellable  *cancellable,
                              GError       **error)
{
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&engine_lock);
  g_autoptr(GByteArray) samples = NULL;
  Speaking speaking;
  espeak_ng_STATUS status;

  if (g_cancellable_set_error_if_cancelled (cancellable, error) || !engine_start (error))
    return NULL;
  if ((status = espeak_ng_SetVoiceByName (voice)) != ENS_OK)
    {
      g_autofree char *what = g_strdup_printf (_("the voice “%s”"), voice);

      return engine_failed (status, what, error), NULL;
    }
  espeak_ng_SetParameter (espeakRATE, CALL_WORDS_PER_MINUTE, 0);
  samples = g_byte_array_new ();
  speaking = (Speaking) { samples, cancellable };
  status = espeak_ng_Synthesize (text, strlen (text) + 1, 0, POS_CHARACTER, 0,
                                 espeakCHARS_UTF8, NULL, &speaking);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  if (status != ENS_OK)
    return engine_failed (status, "espeak-ng", error), NULL;
  if (sample_rate != NULL)
    *sample_rate = (guint) espeak_ng_GetSampleRate ();
  return g_byte_array_free_to_bytes (g_steal_pointer (&samples));
}
