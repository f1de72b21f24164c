/* hammer-call-voice-engine.h — espeak-ng, in Hammer's part "hammer-voice"
 *
 * hammer_call_voice_speak() loads the part (hammer-part.h) and calls this
 * through HammerCallVoiceSay.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Says @text in espeak-ng's voice @voice ("nl", "de" or "en"), as
 * hammer_call_voice_speak() does: one thread at a time, the others wait. */
GBytes *hammer_call_voice_engine_say (const char    *voice,
                                      const char    *text,
                                      guint         *sample_rate,
                                      GCancellable  *cancellable,
                                      GError       **error);

typedef GBytes *(*HammerCallVoiceSay) (const char    *voice,
                                       const char    *text,
                                       guint         *sample_rate,
                                       GCancellable  *cancellable,
                                       GError       **error);

G_END_DECLS
