/* bench/call-voice.c — how long espeak-ng takes to say a call, and how
 * long the call lasts
 *
 * Prints plain lines such as "call-voice nl: 45.2 ms to say 2.68 s of
 * speech (first call 120 ms)". The first call sets espeak-ng up. No timing
 * is asserted: machines differ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-common.h"
#include "hammer-core.h"
#include "voice/hammer-call-voice.h"

#define N_CALLS 20

int
main (int    argc,
      char **argv)
{
  static const char *languages[] = { "nl", "de", "en" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *text = hammer_call_voice_text (languages[l], NULL, 4, "Jansen",
                                                      "De Vries");
      double first = 0, total = 0, seconds = 0;

      for (guint c = 0; c < N_CALLS; c++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(GBytes) samples = NULL;
          double start = bench_now_ms (), took;
          guint rate = 0;

          samples = hammer_call_voice_speak (languages[l], text, &rate, NULL, &error);
          g_assert_no_error (error);
          took = bench_now_ms () - start;
          if (c == 0)
            first = took;
          else
            total += took;
          seconds = (double) g_bytes_get_size (samples) / 2 / rate;
        }
      g_print ("call-voice %s: %.1f ms to say %.2f s of speech, \"%s\" (first call %.1f ms)\n",
               languages[l], total / (N_CALLS - 1), seconds, text, first);
    }
  return 0;
}
