/* load-boards.c — bench-load's boards: each polls its match as board.js
 * does, plays it an end at a time at the hall's pace, posts every end to
 * the rules and the result after the last, and sends one result in
 * REPEAT_EVERY again (see load.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "load.h"

#include <string.h>

/* The ends played so far of a table game to 15 won by @side: 4, 4, 4, 3. */
static char *
ends_body (guint side,
           guint n_ends)
{
  GString *body = g_string_new ("{\"games\": [{\"ends\": [");

  for (guint e = 0; e < n_ends; e++)
    {
      int points = e < 3 ? 4 : 3;

      g_string_append_printf (body, "%s{\"points\": [%d, %d]}", e > 0 ? ", " : "",
                              side == 0 ? points : 0, side == 1 ? points : 0);
    }
  g_string_append (body, "]}]}");
  return g_string_free (body, FALSE);
}

static void board_play_end (gpointer data);
static void result_answered (gpointer     data,
                             guint        status,
                             GBytes      *bytes,
                             SoupMessage *message);

static void
board_post_result (gpointer data)
{
  Board *board = data;
  g_autofree char *path = g_strdup_printf ("api/matches/%" G_GINT64_FORMAT "/result?key=%s",
                                           board->match_id, board->key);
  g_free (board->body);
  board->body = ends_body (board->results % 2, N_ENDS);
  load_send (board->load, board->session, KIND_RESULT, "POST", path, NULL, board->body,
        result_answered, board);
}

static void
again_answered (gpointer     data,
                guint        status,
                GBytes      *bytes,
                SoupMessage *message)
{
  Board *board = data;

  board->load->repeats_ok += status == SOUP_STATUS_OK;
  board->busy = FALSE;
}

static void
result_answered (gpointer     data,
                 guint        status,
                 GBytes      *bytes,
                 SoupMessage *message)
{
  Board *board = data;
  Load *load = board->load;
  g_autofree char *path = NULL;

  if (status != SOUP_STATUS_OK)
    {
      load_later (load, RETRY_MS, board_post_result, board);
      return;
    }
  load->posts_ok++;
  g_hash_table_insert (load->posted, g_memdup2 (&board->match_id, sizeof board->match_id),
                       GUINT_TO_POINTER (board->board * 2 + board->results % 2));
  board->results++;
  board->done_id = board->match_id;
  board->match_id = 0;
  if (load->posts_ok % REPEAT_EVERY != 0 || load->stopping)
    {
      board->busy = FALSE;
      return;
    }
  path = g_strdup_printf ("api/matches/%" G_GINT64_FORMAT "/result?key=%s", board->done_id,
                          board->key);
  load_send (load, board->session, KIND_AGAIN, "POST", path, NULL, board->body, again_answered,
        board);
}

static double
end_ms (Load *load)
{
  return g_random_double_range (load->pace_ms * 2 / 3, load->pace_ms * 4 / 3);
}

static void
end_answered (gpointer     data,
              guint        status,
              GBytes      *bytes,
              SoupMessage *message)
{
  Board *board = data;

  if (status != SOUP_STATUS_OK)
    {
      board->ends--;
      load_later (board->load, RETRY_MS, board_play_end, board);
    }
  else if (board->ends == N_ENDS)
    board_post_result (board);
  else
    load_later (board->load, end_ms (board->load), board_play_end, board);
}

/* An end played: the board posts the ends so far to the rules. */
static void
board_play_end (gpointer data)
{
  Board *board = data;
  g_autofree char *path = g_strdup_printf ("api/matches/%" G_GINT64_FORMAT "/check?key=%s",
                                           board->match_id, board->key);

  board->ends++;
  g_free (board->body);
  board->body = ends_body (board->results % 2, board->ends);
  load_send (board->load, board->session, KIND_END, "POST", path, NULL, board->body, end_answered,
        board);
}

static void
board_polled (gpointer     data,
              guint        status,
              GBytes      *bytes,
              SoupMessage *message)
{
  Board *board = data;
  g_autoptr(JsonNode) node = status == SOUP_STATUS_OK ? load_parse_object (bytes) : NULL;
  JsonObject *match = NULL;
  gint64 match_id;

  if (node != NULL && json_object_get_member (json_node_get_object (node), "match") != NULL &&
      JSON_NODE_HOLDS_OBJECT (json_object_get_member (json_node_get_object (node), "match")))
    match = json_object_get_object_member (json_node_get_object (node), "match");
  match_id = match != NULL ? json_object_get_int_member (match, "id") : 0;
  if (!board->busy && match_id != 0 && match_id != board->done_id && !board->load->stopping)
    {
      /* The first match began before the bench did: from one to all its
       * ends are still to play, the next one under way. */
      board->busy = TRUE;
      board->match_id = match_id;
      board->ends = board->first ? (guint) g_random_int_range (0, N_ENDS) : 0;
      load_later (board->load, board->first ? g_random_double_range (0, end_ms (board->load))
                                       : end_ms (board->load), board_play_end, board);
      board->first = FALSE;
    }
  load_later (board->load, BOARD_POLL_MS, (LaterFunc) load_board_poll, board);
}

void
load_board_poll (Board *board)
{
  g_autofree char *path = g_strdup_printf ("api/boards/%u?key=%s", board->board, board->key);

  load_send (board->load, board->session, KIND_BOARD, "GET", path, NULL, NULL, board_polled, board);
}
