/* hammer-cli-speak.c — boards call … --speak FILE.wav: the calls said aloud
 *
 * Built into hammer-cli-paper only, as espeak-ng is not loaded at every
 * start of hammer-cli; hammer-cli hands a command with --speak over before
 * it calls anything (hammer-cli-hand-over.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hammer-cli-private.h"
#include "voice/hammer-call-voice.h"

/* Half a second between two calls, at any rate. */
#define PAUSE_DIVISOR 2

int
hammer_cli_speak_here (void)
{
  return -1;
}

const char *
hammer_cli_speak_language (const char *asked)
{
  if (asked != NULL)
    return asked;
  /* Else the language hammer-cli speaks: its messages' (LANGUAGE, the locale). */
  for (const char * const *name = g_get_language_names (); *name != NULL; name++)
    {
      static const char *spoken[] = { "nl", "de", "en" };

      for (guint l = 0; l < G_N_ELEMENTS (spoken); l++)
        if (g_str_has_prefix (*name, spoken[l]))
          return spoken[l];
    }
  return "en";
}

/* The side names of @board: a day's board has them itself, an event's
 * board in its match. */
static JsonArray *
board_names (JsonObject *board)
{
  JsonObject *match;

  if (json_object_has_member (board, "names") &&
      JSON_NODE_HOLDS_ARRAY (json_object_get_member (board, "names")))
    return json_object_get_array_member (board, "names");
  if (json_object_has_member (board, "match") &&
      JSON_NODE_HOLDS_OBJECT (json_object_get_member (board, "match")) &&
      (match = json_object_get_object_member (board, "match")) != NULL &&
      json_object_has_member (match, "names") &&
      JSON_NODE_HOLDS_ARRAY (json_object_get_member (match, "names")))
    return json_object_get_array_member (match, "names");
  return NULL;
}

static const char *
side_name (JsonArray *names,
           guint      side)
{
  if (names == NULL || side >= json_array_get_length (names) ||
      JSON_NODE_HOLDS_NULL (json_array_get_element (names, side)))
    return NULL;
  return json_array_get_string_element (names, side);
}

int
hammer_cli_speak_calls (JsonNode   *boards,
                        const char *since,
                        const char *language,
                        const char *file)
{
  g_autoptr(GByteArray) all = g_byte_array_new ();
  g_autoptr(GBytes) wav = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *list = NULL;
  guint rate = 22050, n_spoken = 0;

  g_return_val_if_fail (since != NULL && file != NULL, HAMMER_CLI_EXIT_FAILURE);

  if (boards != NULL && JSON_NODE_HOLDS_OBJECT (boards) &&
      json_object_has_member (json_node_get_object (boards), "boards"))
    list = json_object_get_array_member (json_node_get_object (boards), "boards");
  for (guint b = 0; list != NULL && b < json_array_get_length (list); b++)
    {
      JsonObject *board = json_array_get_object_element (list, b);
      const char *called = json_object_get_string_member_with_default (board, "since", NULL);
      JsonArray *names = board_names (board);
      g_autofree char *text = NULL;
      g_autoptr(GBytes) samples = NULL;

      /* Only what this command called: the boards called since it began. */
      if (called == NULL || strcmp (called, since) < 0)
        continue;
      text = hammer_call_voice_text (language,
                                     json_object_get_string_member_with_default (board, "name",
                                                                                 NULL),
                                     (guint) json_object_get_int_member_with_default (board,
                                                                                      "number",
                                                                                      0),
                                     side_name (names, 0), side_name (names, 1));
      if (!(samples = hammer_call_voice_speak (language, text, &rate, NULL, &error)))
        return hammer_cli_fail (error, NULL);
      if (n_spoken++ > 0)
        {
          g_autoptr(GBytes) pause = hammer_call_voice_silence (rate / PAUSE_DIVISOR);

          g_byte_array_append (all, g_bytes_get_data (pause, NULL), g_bytes_get_size (pause));
        }
      g_byte_array_append (all, g_bytes_get_data (samples, NULL), g_bytes_get_size (samples));
      g_printerr ("%s\n", text);
    }
  if (n_spoken == 0)
    /* An empty sound rather than none: a player of the file plays nothing,
     * not an older call. */
    g_printerr (_("No match was called; %s says nothing\n"), file);
  {
    g_autoptr(GBytes) samples = g_bytes_new (all->data, all->len);

    wav = hammer_call_voice_wav (samples, rate);
  }
  if (!g_file_set_contents (file, g_bytes_get_data (wav, NULL),
                            (gssize) g_bytes_get_size (wav), &error))
    {
      g_autoptr(GError) io_error = g_error_new (HAMMER_ERROR, HAMMER_ERROR_IO, "%s",
                                                error->message);

      return hammer_cli_fail (io_error, NULL);
    }
  return HAMMER_CLI_EXIT_OK;
}
