/* hammer-call-voice.h — a call of a match to a board, said aloud
 *
 * When the desk calls a match, the hall hears it: "Baan 4: Jansen tegen De
 * Vries". This module makes the sentence in the hall's language and has
 * espeak-ng say it into samples (16-bit signed mono, in the machine's byte
 * order); it plays nothing itself. espeak-ng is one engine per process and
 * not thread-safe: every use here goes through one lock, so callers on any
 * thread simply wait their turn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The sentence that calls sides @side_a and @side_b (NULL: "to be decided")
 * to board @number, named @board_name as the event stores it (NULL, or a
 * default name: said as the language names board @number), in @language
 * ("nl", "de" or "en"; anything else reads as "en"). */
char       *hammer_call_voice_text        (const char     *language,
                                           const char     *board_name,
                                           guint           number,
                                           const char     *side_a,
                                           const char     *side_b);

/* @language as this module speaks it: "nl", "de" or "en". */
const char *hammer_call_voice_language    (const char     *language);

/* Says @text in @language's voice: the samples, at *@sample_rate per
 * second. Blocks while another thread speaks. Fails with HAMMER_ERROR_FAILED
 * when espeak-ng or its voice is missing, G_IO_ERROR_CANCELLED when
 * @cancellable is. */
GBytes     *hammer_call_voice_speak       (const char     *language,
                                           const char     *text,
                                           guint          *sample_rate,
                                           GCancellable   *cancellable,
                                           GError        **error);
/* The same on a worker thread. */
void        hammer_call_voice_speak_async (const char          *language,
                                           const char          *text,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
GBytes     *hammer_call_voice_speak_finish (GAsyncResult  *result,
                                            guint         *sample_rate,
                                            GError       **error);

/* @samples as a WAV file (RIFF, PCM, 16 bits, mono) at @sample_rate. */
GBytes     *hammer_call_voice_wav         (GBytes         *samples,
                                           guint           sample_rate);
/* @n_samples of silence, to put between calls. */
GBytes     *hammer_call_voice_silence     (guint           n_samples);

G_END_DECLS
