/* hammer-json-text.c — JSON text read into json-glib's nodes and written
 * from them, fast
 *
 * json-glib's parser reads a character at a time through a general-purpose
 * scanner, and its generator prints every number through printf: a results
 * file of two thousand lines spent more time there than in checking and
 * storing the results. This reader takes the grammar of RFC 8259 as it
 * stands and makes the nodes json-glib's parser makes, so that everything
 * after it reads them as before; the writer writes what json_to_string()
 * writes, byte for byte.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include "hammer-decimal.h"
#include "hammer-json.h"

/* Deeper than any document Hammer reads; a bound so that a hostile line
 * cannot exhaust the stack. */
#define MAX_DEPTH 512

typedef struct
{
  const char *p;
  const char *end;
  guint       depth;
  gboolean    build;     /* FALSE: only check the text, making no nodes */
  const char *capture;   /* checking: the member of the outer object to make */
  JsonNode   *captured;  /* … and its value */
} Reader;

/* What a reader that only checks returns for a good value. */
static char checked_value;
#define CHECKED ((JsonNode *) &checked_value)

static JsonNode *read_value (Reader *reader);

static void
skip_space (Reader *reader)
{
  while (reader->p < reader->end &&
         (*reader->p == ' ' || *reader->p == '\t' || *reader->p == '\n' || *reader->p == '\r'))
    reader->p++;
}

static gboolean
skip_literal (Reader     *reader,
              const char *literal)
{
  gsize length = strlen (literal);

  if ((gsize) (reader->end - reader->p) < length || memcmp (reader->p, literal, length) != 0)
    return FALSE;
  reader->p += length;
  return TRUE;
}

/* Four hexadecimal digits of a \u escape, or -1. */
static int
read_hex4 (Reader *reader)
{
  int value = 0;

  if (reader->end - reader->p < 4)
    return -1;
  for (guint i = 0; i < 4; i++)
    {
      int digit = g_ascii_xdigit_value (*reader->p++);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }
  return value;
}

/* The character of a \u escape, a surrogate pair read whole; 0 when it is
 * not one (a lone surrogate, or U+0000, which no C string holds). */
static gunichar
read_unicode_escape (Reader *reader)
{
  int high = read_hex4 (reader);
  int low;

  if (high <= 0 || (high >= 0xdc00 && high <= 0xdfff))
    return 0;
  if (high < 0xd800 || high > 0xdbff)
    return (gunichar) high;
  if (!skip_literal (reader, "\\u") || (low = read_hex4 (reader)) < 0xdc00 || low > 0xdfff)
    return 0;
  return 0x10000 + (((gunichar) high - 0xd800) << 10) + ((gunichar) low - 0xdc00);
}

/* A string after its opening quote, up to and past its closing one, or
 * NULL. The text was checked as UTF-8 as a whole. */
static char *
read_string (Reader *reader)
{
  const char *start = reader->p;
  g_autoptr(GString) text = NULL;

  /* Most strings have no escapes: copied in one piece. */
  while (reader->p < reader->end && *reader->p != '"' && *reader->p != '\\' &&
         (guchar) *reader->p >= 0x20)
    reader->p++;
  if (reader->p < reader->end && *reader->p == '"')
    return g_strndup (start, reader->p++ - start);

  text = g_string_new_len (start, reader->p - start);
  while (reader->p < reader->end)
    {
      char c = *reader->p++;
      gunichar u;

      if (c == '"')
        return g_string_free (g_steal_pointer (&text), FALSE);
      if ((guchar) c < 0x20)
        return NULL;
      if (c != '\\')
        {
          g_string_append_c (text, c);
          continue;
        }
      if (reader->p >= reader->end)
        return NULL;
      switch (*reader->p++)
        {
        case '"': g_string_append_c (text, '"'); break;
        case '\\': g_string_append_c (text, '\\'); break;
        case '/': g_string_append_c (text, '/'); break;
        case 'b': g_string_append_c (text, '\b'); break;
        case 'f': g_string_append_c (text, '\f'); break;
        case 'n': g_string_append_c (text, '\n'); break;
        case 'r': g_string_append_c (text, '\r'); break;
        case 't': g_string_append_c (text, '\t'); break;
        case 'u':
          if ((u = read_unicode_escape (reader)) == 0)
            return NULL;
          g_string_append_unichar (text, u);
          break;
        default:
          return NULL;
        }
    }
  return NULL;
}

static gboolean
skip_digits (Reader *reader)
{
  const char *start = reader->p;

  while (reader->p < reader->end && g_ascii_isdigit (*reader->p))
    reader->p++;
  return reader->p > start;
}

/* A number as json-glib makes it: a whole number written without a
 * fraction or an exponent as an integer, when it fits; any other as a
 * double. */
static JsonNode *
read_number (Reader *reader)
{
  const char *start = reader->p;
  gboolean whole = TRUE;
  char buffer[64];
  g_autofree char *copy = NULL;
  const char *digits;
  JsonNode *node;
  char *end = NULL;

  if (reader->p < reader->end && *reader->p == '-')
    reader->p++;
  if (reader->p < reader->end && *reader->p == '0')
    reader->p++;
  else if (!skip_digits (reader))
    return NULL;
  if (reader->p < reader->end && *reader->p == '.')
    {
      reader->p++;
      whole = FALSE;
      if (!skip_digits (reader))
        return NULL;
    }
  if (reader->p < reader->end && (*reader->p == 'e' || *reader->p == 'E'))
    {
      reader->p++;
      whole = FALSE;
      if (reader->p < reader->end && (*reader->p == '+' || *reader->p == '-'))
        reader->p++;
      if (!skip_digits (reader))
        return NULL;
    }

  if (!reader->build)
    return CHECKED;

  /* The number as a C string of its own: the text goes on after it. */
  if ((gsize) (reader->p - start) < sizeof buffer)
    {
      memcpy (buffer, start, reader->p - start);
      buffer[reader->p - start] = '\0';
      digits = buffer;
    }
  else
    digits = copy = g_strndup (start, reader->p - start);

  node = json_node_alloc ();
  if (whole)
    {
      gint64 value;

      errno = 0;
      value = g_ascii_strtoll (digits, &end, 10);
      if (errno == 0)
        return json_node_init_int (node, value);
    }
  return json_node_init_double (node, g_ascii_strtod (digits, &end));
}

static JsonNode *
read_array (Reader *reader)
{
  g_autoptr(JsonArray) array = reader->build ? json_array_new () : NULL;
  JsonNode *node;

  skip_space (reader);
  if (reader->p < reader->end && *reader->p == ']')
    reader->p++;
  else
    for (;;)
      {
        JsonNode *element = read_value (reader);

        if (element == NULL)
          return NULL;
        if (array != NULL)
          json_array_add_element (array, element);
        skip_space (reader);
        if (reader->p >= reader->end)
          return NULL;
        if (*reader->p++ == ']')
          break;
        if (reader->p[-1] != ',')
          return NULL;
      }
  if (array == NULL)
    return CHECKED;
  node = json_node_alloc ();
  return json_node_init_array (node, array);
}

/* The value of a member of the outer object that a checking reader
 * makes, the last one where the member is given twice. */
static JsonNode *
capture_value (Reader *reader)
{
  JsonNode *value;

  reader->build = TRUE;
  value = read_value (reader);
  reader->build = FALSE;
  if (value == NULL)
    return NULL;
  g_clear_pointer (&reader->captured, json_node_unref);
  reader->captured = value;
  return CHECKED;
}

/* Like json-glib, a member given twice keeps the last value. */
static JsonNode *
read_object (Reader *reader)
{
  g_autoptr(JsonObject) object = reader->build ? json_object_new () : NULL;
  JsonNode *node;

  skip_space (reader);
  if (reader->p < reader->end && *reader->p == '}')
    reader->p++;
  else
    for (;;)
      {
        g_autofree char *name = NULL;
        JsonNode *member;

        if (reader->p >= reader->end || *reader->p++ != '"' || !(name = read_string (reader)))
          return NULL;
        skip_space (reader);
        if (reader->p >= reader->end || *reader->p++ != ':')
          return NULL;
        if (!reader->build && reader->depth == 1 && g_strcmp0 (name, reader->capture) == 0)
          member = capture_value (reader);
        else
          member = read_value (reader);
        if (member == NULL)
          return NULL;
        if (object != NULL)
          json_object_set_member (object, name, member);
        skip_space (reader);
        if (reader->p >= reader->end)
          return NULL;
        if (*reader->p++ == '}')
          break;
        if (reader->p[-1] != ',')
          return NULL;
        skip_space (reader);
      }
  if (object == NULL)
    return CHECKED;
  node = json_node_alloc ();
  return json_node_init_object (node, object);
}

static JsonNode *
read_value (Reader *reader)
{
  JsonNode *node = NULL;
  char *text;

  skip_space (reader);
  if (reader->p >= reader->end || reader->depth >= MAX_DEPTH)
    return NULL;

  reader->depth++;
  switch (*reader->p)
    {
    case '{':
      reader->p++;
      node = read_object (reader);
      break;
    case '[':
      reader->p++;
      node = read_array (reader);
      break;
    case '"':
      reader->p++;
      if ((text = read_string (reader)) != NULL)
        {
          node = reader->build ? json_node_init_string (json_node_alloc (), text) : CHECKED;
          g_free (text);
        }
      break;
    case 't':
      if (skip_literal (reader, "true"))
        node = reader->build ? json_node_init_boolean (json_node_alloc (), TRUE) : CHECKED;
      break;
    case 'f':
      if (skip_literal (reader, "false"))
        node = reader->build ? json_node_init_boolean (json_node_alloc (), FALSE) : CHECKED;
      break;
    case 'n':
      if (skip_literal (reader, "null"))
        node = reader->build ? json_node_init_null (json_node_alloc ()) : CHECKED;
      break;
    default:
      node = read_number (reader);
      break;
    }
  reader->depth--;
  return node;
}

/* Reads @text whole, making its nodes when @reader builds. */
static JsonNode *
read_text (Reader     *reader,
           const char *text,
           gssize      length)
{
  JsonNode *node;

  if (length < 0)
    length = strlen (text);
  if (!g_utf8_validate_len (text, length, NULL))
    return NULL;

  reader->p = text;
  reader->end = text + length;
  reader->depth = 0;
  node = read_value (reader);
  skip_space (reader);
  if (node != NULL && reader->p != reader->end)
    {
      if (node != CHECKED)
        json_node_unref (node);
      return NULL;
    }
  return node;
}

/**
 * hammer_json_parse:
 * @text: JSON text, UTF-8
 * @length: its length in bytes, or -1 when it ends with a NUL byte
 *
 * Reads @text as one JSON value, space around it allowed.
 *
 * Returns: (transfer full) (nullable): the value, or %NULL when @text is not
 *   one JSON value (or holds a NUL byte, or U+0000 escaped).
 */
JsonNode *
hammer_json_parse (const char *text,
                   gssize      length)
{
  Reader reader = { .build = TRUE };

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  return read_text (&reader, text, length);
}

/**
 * hammer_json_check:
 * @text: JSON text, UTF-8
 * @length: its length in bytes, or -1 when it ends with a NUL byte
 * @member: (nullable): a member of the outer object to read
 * @value: (out) (optional) (transfer full) (nullable): where @member's value
 *   goes, %NULL when @text is no object or has no @member
 *
 * Whether hammer_json_parse() reads @text, found out without making its
 * nodes (a file of many lines can be checked first and read line by line
 * later); only @member's value is made.
 */
gboolean
hammer_json_check (const char  *text,
                   gssize       length,
                   const char  *member,
                   JsonNode   **value)
{
  Reader reader = { .build = FALSE, .capture = member };
  gboolean good;

  g_return_val_if_fail (text != NULL || length == 0, FALSE);

  good = read_text (&reader, text, length) != NULL;
  if (value != NULL && good)
    *value = g_steal_pointer (&reader.captured);
  else if (value != NULL)
    *value = NULL;
  g_clear_pointer (&reader.captured, json_node_unref);
  return good;
}

/* Whether json-glib writes @text as it is between its quotes: printable
 * ASCII that needs no escape. Anything else is left to json-glib. */
static gboolean
is_plain_text (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if ((guchar) *p < 0x20 || (guchar) *p > 0x7e || *p == '"' || *p == '\\' || *p == '/')
      return FALSE;
  return TRUE;
}

/* Appends @node compact, as json-glib's generator does; FALSE for what
 * this writer leaves to json-glib (numbers with a fraction, text that
 * needs escapes). */
static gboolean
write_node (GString  *out,
            JsonNode *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObjectIter iter;
        const char *name;
        JsonNode *member;
        gboolean first = TRUE;

        g_string_append_c (out, '{');
        json_object_iter_init_ordered (&iter, json_node_get_object (node));
        while (json_object_iter_next_ordered (&iter, &name, &member))
          {
            if (!is_plain_text (name))
              return FALSE;
            if (!first)
              g_string_append_c (out, ',');
            first = FALSE;
            g_string_append_c (out, '"');
            g_string_append (out, name);
            g_string_append (out, "\":");
            if (!write_node (out, member))
              return FALSE;
          }
        g_string_append_c (out, '}');
        return TRUE;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        guint n = json_array_get_length (array);

        g_string_append_c (out, '[');
        for (guint i = 0; i < n; i++)
          {
            if (i > 0)
              g_string_append_c (out, ',');
            if (!write_node (out, json_array_get_element (array, i)))
              return FALSE;
          }
        g_string_append_c (out, ']');
        return TRUE;
      }
    case JSON_NODE_NULL:
      g_string_append (out, "null");
      return TRUE;
    case JSON_NODE_VALUE:
      break;
    default:
      return FALSE;
    }

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64:
      /* No printf for each of the thousands of points in a file. */
      hammer_append_decimal (out, json_node_get_int (node));
      return TRUE;
    case G_TYPE_BOOLEAN:
      g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
      return TRUE;
    case G_TYPE_STRING:
      if (!is_plain_text (json_node_get_string (node)))
        return FALSE;
      g_string_append_c (out, '"');
      g_string_append (out, json_node_get_string (node));
      g_string_append_c (out, '"');
      return TRUE;
    default:
      return FALSE;
    }
}

/**
 * hammer_json_write:
 * @node: a node
 *
 * Returns: (transfer full): @node as compact JSON text, the very bytes of
 *   json_to_string (@node, FALSE).
 */
char *
hammer_json_write (JsonNode *node)
{
  g_autoptr(GString) out = g_string_sized_new (256);

  g_return_val_if_fail (node != NULL, NULL);

  if (!write_node (out, node))
    return json_to_string (node, FALSE);
  /* A result's text is kept in the event's model for as long as the hall
   * server runs: not in a buffer four times its size. */
  if (out->allocated_len > 2 * out->len + 64)
    return g_strndup (out->str, out->len);
  return g_string_free (g_steal_pointer (&out), FALSE);
}
