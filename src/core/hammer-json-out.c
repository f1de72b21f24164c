/* hammer-json-out.c — JSON written as it is made
 *
 * The text is json-glib's pretty layout (1.6): each item of a list or an
 * object sits on a line of its own, indented two spaces a level, items are
 * parted by commas, and a member reads `"name" : value`. Strings and names
 * are escaped as json-glib escapes them. test-json-out holds the two to
 * the same bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-json-out.h"
#include "hammer-decimal.h"

#include <string.h>

void
hammer_json_out_init_builder (HammerJsonOut *out,
                              JsonBuilder   *builder)
{
  g_return_if_fail (out != NULL);
  g_return_if_fail (JSON_IS_BUILDER (builder));

  *out = (HammerJsonOut) { .builder = builder };
}

void
hammer_json_out_init_text (HammerJsonOut *out,
                           GString       *text)
{
  g_return_if_fail (out != NULL);
  g_return_if_fail (text != NULL);

  *out = (HammerJsonOut) { .text = text };
}

/* Appends @n bytes to @text. GLib 2.74's g_string_append_len() is a call
 * through g_string_insert_len(), which a draw's list of matches made some
 * 100,000 times, for a few bytes each: the bytes are copied here while
 * they fit. */
static inline void
append_len (GString    *text,
            const char *bytes,
            gsize       n)
{
  if (G_LIKELY (text->len + n < text->allocated_len))
    {
      memcpy (text->str + text->len, bytes, n);
      text->len += n;
      text->str[text->len] = '\0';
    }
  else
    g_string_append_len (text, bytes, n);
}

/* The same for a string literal. */
#define APPEND_LITERAL(text, literal) append_len ((text), "" literal, sizeof (literal) - 1)

/* The bytes json-glib writes other than as they are in a string: it
 * leaves 0x1f as it is, and escapes DEL. The NUL that ends a string stops
 * a scan as well. A table, so that a byte costs one lookup: a draw's list
 * writes some 200,000 names and strings. */
enum { PLAIN_BYTE, ESCAPED_BYTE, END_BYTE };

static const guint8 byte_kind[256] = {
  [0] = END_BYTE,
  [1 ... 0x1e] = ESCAPED_BYTE,
  ['"'] = ESCAPED_BYTE,
  ['\\'] = ESCAPED_BYTE,
  [0x7f] = ESCAPED_BYTE,
};

static void
append_escaped (GString    *text,
                const char *value)
{
  const char *run = value;
  const char *p;

  for (p = value; ; p++)
    {
      while (byte_kind[(guchar) *p] == PLAIN_BYTE)
        p++;
      if (*p == '\0')
        break;
      /* The bytes before it as they are, in one go. */
      append_len (text, run, p - run);
      run = p + 1;
      switch (*p)
        {
        case '"': APPEND_LITERAL (text, "\\\""); break;
        case '\\': APPEND_LITERAL (text, "\\\\"); break;
        case '\b': APPEND_LITERAL (text, "\\b"); break;
        case '\f': APPEND_LITERAL (text, "\\f"); break;
        case '\n': APPEND_LITERAL (text, "\\n"); break;
        case '\r': APPEND_LITERAL (text, "\\r"); break;
        case '\t': APPEND_LITERAL (text, "\\t"); break;
        default: g_string_append_printf (text, "\\u00%02x", (guint) *p); break;
        }
    }
  append_len (text, run, p - run);
}

/* A comma, a new line and the deepest indent: what goes between items is
 * the tail of it that it needs, appended in one go. */
static const char comma_line[2 + 2 * HAMMER_JSON_OUT_MAX_DEPTH + 1] =
  ",\n"
  "                                                                "
  "                                                                ";

static void
indent (HammerJsonOut *out)
{
  append_len (out->text, comma_line + 2, 2 * out->depth);
}

/* A new line and the indent of @out's depth. */
static void
new_line (HammerJsonOut *out)
{
  append_len (out->text, comma_line + 1, 1 + 2 * out->depth);
}

/* Parts the item about to come from the one before, on a line of its own;
 * a member's value follows its name. */
static void
begin_item (HammerJsonOut *out)
{
  guint64 bit;

  if (out->member)
    {
      out->member = FALSE;
      return;
    }
  if (out->depth == 0)
    return;
  bit = G_GUINT64_CONSTANT (1) << (out->depth - 1);
  if (out->has_items & bit)
    append_len (out->text, comma_line, 2 + 2 * out->depth);
  else
    new_line (out);
  out->has_items |= bit;
}

static void
open_container (HammerJsonOut *out,
                char           bracket)
{
  g_return_if_fail (out->depth < HAMMER_JSON_OUT_MAX_DEPTH);

  begin_item (out);
  g_string_append_c (out->text, bracket);
  out->depth++;
  out->has_items &= ~(G_GUINT64_CONSTANT (1) << (out->depth - 1));
}

static void
close_container (HammerJsonOut *out,
                 char           bracket)
{
  gboolean has_items;

  g_return_if_fail (out->depth > 0);

  has_items = (out->has_items & (G_GUINT64_CONSTANT (1) << (out->depth - 1))) != 0;
  out->depth--;
  /* json-glib writes an empty list as [], an empty object as { } with the
   * object's own indent between its braces. */
  if (has_items)
    new_line (out);
  else if (bracket == '}')
    indent (out);
  g_string_append_c (out->text, bracket);
}

void
hammer_json_out_begin_object (HammerJsonOut *out)
{
  g_return_if_fail (out != NULL);

  if (out->builder != NULL)
    json_builder_begin_object (out->builder);
  else
    open_container (out, '{');
}

void
hammer_json_out_end_object (HammerJsonOut *out)
{
  g_return_if_fail (out != NULL);

  if (out->builder != NULL)
    json_builder_end_object (out->builder);
  else
    close_container (out, '}');
}

void
hammer_json_out_begin_array (HammerJsonOut *out)
{
  g_return_if_fail (out != NULL);

  if (out->builder != NULL)
    json_builder_begin_array (out->builder);
  else
    open_container (out, '[');
}

void
hammer_json_out_end_array (HammerJsonOut *out)
{
  g_return_if_fail (out != NULL);

  if (out->builder != NULL)
    json_builder_end_array (out->builder);
  else
    close_container (out, ']');
}

void
hammer_json_out_member (HammerJsonOut *out,
                        const char    *name)
{
  g_return_if_fail (out != NULL);

  if (out->builder != NULL)
    {
      json_builder_set_member_name (out->builder, name);
      return;
    }
  begin_item (out);
  g_string_append_c (out->text, '"');
  append_escaped (out->text, name);
  APPEND_LITERAL (out->text, "\" : ");
  out->member = TRUE;
}

void
hammer_json_out_member_quoted (HammerJsonOut *out,
                               const char    *name,
                               const char    *quoted,
                               gsize          length)
{
  g_return_if_fail (out != NULL);

  if (out->builder != NULL)
    {
      json_builder_set_member_name (out->builder, name);
      return;
    }
  begin_item (out);
  append_len (out->text, quoted, length);
  out->member = TRUE;
}

/* As "%" G_GINT64_FORMAT writes @value, without printf: a list of 2,000
 * matches writes some 30,000 numbers. */
static void
append_int (GString *text,
            gint64   value)
{
  char digits[HAMMER_DECIMAL_MAX];

  append_len (text, digits, hammer_write_decimal (digits, value) - digits);
}

void
hammer_json_out_int (HammerJsonOut *out,
                     gint64         value)
{
  g_return_if_fail (out != NULL);

  if (out->builder != NULL)
    {
      json_builder_add_int_value (out->builder, value);
      return;
    }
  begin_item (out);
  append_int (out->text, value);
}

void
hammer_json_out_double (HammerJsonOut *out,
                        double         value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_if_fail (out != NULL);

  if (out->builder != NULL)
    {
      json_builder_add_double_value (out->builder, value);
      return;
    }
  begin_item (out);
  g_string_append (out->text, g_ascii_dtostr (buffer, sizeof buffer, value));
  /* As json-glib writes it: a double never reads as an integer. */
  if (strchr (buffer, '.') == NULL)
    g_string_append (out->text, ".0");
}

void
hammer_json_out_boolean (HammerJsonOut *out,
                         gboolean       value)
{
  g_return_if_fail (out != NULL);

  if (out->builder != NULL)
    {
      json_builder_add_boolean_value (out->builder, value);
      return;
    }
  begin_item (out);
  if (value)
    APPEND_LITERAL (out->text, "true");
  else
    APPEND_LITERAL (out->text, "false");
}

void
hammer_json_out_null (HammerJsonOut *out)
{
  g_return_if_fail (out != NULL);

  if (out->builder != NULL)
    {
      json_builder_add_null_value (out->builder);
      return;
    }
  begin_item (out);
  APPEND_LITERAL (out->text, "null");
}

void
hammer_json_out_string (HammerJsonOut *out,
                        const char    *value)
{
  g_return_if_fail (out != NULL);

  if (value == NULL)
    {
      hammer_json_out_null (out);
      return;
    }
  if (out->builder != NULL)
    {
      json_builder_add_string_value (out->builder, value);
      return;
    }
  begin_item (out);
  g_string_append_c (out->text, '"');
  append_escaped (out->text, value);
  g_string_append_c (out->text, '"');
}

static void
write_node (HammerJsonOut *out,
            JsonNode      *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *object = json_node_get_object (node);
        g_autoptr(GList) members = json_object_get_members (object);

        hammer_json_out_begin_object (out);
        for (GList *l = members; l != NULL; l = l->next)
          {
            hammer_json_out_member (out, l->data);
            write_node (out, json_object_get_member (object, l->data));
          }
        hammer_json_out_end_object (out);
      }
      break;
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);

        hammer_json_out_begin_array (out);
        for (guint i = 0; i < json_array_get_length (array); i++)
          write_node (out, json_array_get_element (array, i));
        hammer_json_out_end_array (out);
      }
      break;
    case JSON_NODE_VALUE:
      switch (json_node_get_value_type (node))
        {
        case G_TYPE_INT64:
          hammer_json_out_int (out, json_node_get_int (node));
          break;
        case G_TYPE_DOUBLE:
          hammer_json_out_double (out, json_node_get_double (node));
          break;
        case G_TYPE_BOOLEAN:
          hammer_json_out_boolean (out, json_node_get_boolean (node));
          break;
        case G_TYPE_STRING:
          hammer_json_out_string (out, json_node_get_string (node));
          break;
        default:
          hammer_json_out_null (out);
          break;
        }
      break;
    case JSON_NODE_NULL:
    default:
      hammer_json_out_null (out);
      break;
    }
}

void
hammer_json_out_node (HammerJsonOut *out,
                      JsonNode      *node)
{
  g_return_if_fail (out != NULL);
  g_return_if_fail (node != NULL);

  if (out->builder != NULL)
    {
      json_builder_add_value (out->builder, node);
      return;
    }
  write_node (out, node);
  json_node_unref (node);
}
