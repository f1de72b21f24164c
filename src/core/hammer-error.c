/* hammer-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "hammer-error.h"

typedef struct
{
  const char *reason; /* static */
  char       *option;
  int         game;
  int         end;
  int         side;
  int         match_game;
  gint64      fixture;
} HammerErrorPrivate;

static void
hammer_error_private_init (HammerErrorPrivate *priv)
{
  /* The macro's accessor may return NULL; -Wnull-dereference says so. */
  if (priv == NULL)
    return;
  priv->reason = NULL;
  priv->option = NULL;
  priv->game = priv->end = priv->side = priv->match_game = -1;
  priv->fixture = 0;
}

static void
hammer_error_private_copy (const HammerErrorPrivate *src,
                           HammerErrorPrivate       *dest)
{
  if (src == NULL || dest == NULL)
    return;
  dest->reason = src->reason;
  dest->option = g_strdup (src->option);
  dest->game = src->game;
  dest->end = src->end;
  dest->side = src->side;
  dest->match_game = src->match_game;
  dest->fixture = src->fixture;
}

static void
hammer_error_private_clear (HammerErrorPrivate *priv)
{
  if (priv == NULL)
    return;
  g_clear_pointer (&priv->option, g_free);
}

G_DEFINE_EXTENDED_ERROR (HammerError, hammer_error)

/* The private data of a HAMMER_ERROR, or NULL for another domain. */
static const HammerErrorPrivate *
peek_private (const GError *error)
{
  if (error == NULL || error->domain != HAMMER_ERROR)
    return NULL;
  return hammer_error_get_private (error);
}

/**
 * hammer_error_is_user_error:
 * @error: an error
 *
 * Returns: %TRUE when @error says that what the user gave breaks a rule or
 *   is malformed, as opposed to a failure of the surroundings.
 */
gboolean
hammer_error_is_user_error (const GError *error)
{
  g_return_val_if_fail (error != NULL, FALSE);

  return g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_INVALID) ||
         g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND) ||
         g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE) ||
         g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NOT_ALLOWED);
}

gboolean
hammer_error_set_invalid (GError     **error,
                          const char  *format,
                          ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, message);
  return FALSE;
}

GError *
hammer_error_new_violation (const char *reason,
                            int         game,
                            int         end,
                            int         side,
                            const char *option,
                            const char *message)
{
  GError *error;
  HammerErrorPrivate *priv;

  g_return_val_if_fail (reason != NULL, NULL);
  g_return_val_if_fail (message != NULL, NULL);

  error = g_error_new_literal (HAMMER_ERROR, HAMMER_ERROR_INVALID, message);
  if ((priv = hammer_error_get_private (error)) == NULL)
    return error;
  priv->reason = reason;
  priv->option = g_strdup (option);
  priv->game = MAX (game, -1);
  priv->end = MAX (end, -1);
  priv->side = MAX (side, -1);

  return error;
}

const char *
hammer_error_get_reason (const GError *error)
{
  const HammerErrorPrivate *priv = peek_private (error);

  return priv != NULL ? priv->reason : NULL;
}

int
hammer_error_get_game (const GError *error)
{
  const HammerErrorPrivate *priv = peek_private (error);

  return priv != NULL ? priv->game : -1;
}

int
hammer_error_get_end (const GError *error)
{
  const HammerErrorPrivate *priv = peek_private (error);

  return priv != NULL ? priv->end : -1;
}

int
hammer_error_get_side (const GError *error)
{
  const HammerErrorPrivate *priv = peek_private (error);

  return priv != NULL ? priv->side : -1;
}

const char *
hammer_error_get_option (const GError *error)
{
  const HammerErrorPrivate *priv = peek_private (error);

  return priv != NULL ? priv->option : NULL;
}

void
hammer_error_set_fixture (GError *error,
                          gint64  fixture_id,
                          int     team_game)
{
  HammerErrorPrivate *priv;

  g_return_if_fail (error != NULL && error->domain == HAMMER_ERROR);
  g_return_if_fail (fixture_id > 0);

  if ((priv = hammer_error_get_private (error)) == NULL)
    return;
  priv->match_game = priv->game;
  priv->game = MAX (team_game, -1);
  priv->fixture = fixture_id;
}

gint64
hammer_error_get_fixture (const GError *error)
{
  const HammerErrorPrivate *priv = peek_private (error);

  return priv != NULL ? priv->fixture : 0;
}

int
hammer_error_get_match_game (const GError *error)
{
  const HammerErrorPrivate *priv = peek_private (error);

  return priv != NULL ? priv->match_game : -1;
}

static void
set_index_member (JsonObject *object,
                  const char *name,
                  int         value)
{
  if (value < 0)
    json_object_set_null_member (object, name);
  else
    json_object_set_int_member (object, name, value);
}

void
hammer_error_write_json_members (const GError *error,
                                 JsonObject   *object)
{
  const HammerErrorPrivate *priv = peek_private (error);

  g_return_if_fail (error != NULL);
  g_return_if_fail (object != NULL);

  if (priv == NULL || priv->reason == NULL)
    return;

  json_object_set_string_member (object, "reason", priv->reason);
  set_index_member (object, "game", priv->game);
  set_index_member (object, "end", priv->end);
  set_index_member (object, "side", priv->side);
  if (priv->option != NULL)
    json_object_set_string_member (object, "option", priv->option);
  if (priv->fixture > 0)
    {
      set_index_member (object, "match_game", priv->match_game);
      json_object_set_int_member (object, "fixture", priv->fixture);
    }
}

JsonObject *
hammer_error_to_violation_json (const GError *error)
{
  JsonObject *object;

  g_return_val_if_fail (error != NULL, NULL);

  if (hammer_error_get_reason (error) == NULL)
    return NULL;
  object = json_object_new ();
  json_object_set_string_member (object, "message", error->message);
  json_object_set_string_member (object, "code", "invalid");
  hammer_error_write_json_members (error, object);
  return object;
}
