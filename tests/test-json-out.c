/* test-json-out.c — JSON written as it is made: the text is what json-glib
 * prints, byte for byte, and the nodes are what the text says
 *
 * hammer-cli's output is a contract; the draw's and `matches`' lists are
 * written straight as text (hammer_json_out_init_text()) while the rest is
 * printed by json-glib, so the two must not drift apart.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-core.h"
#include "hammer-decimal.h"
#include "hammer-json-out.h"

/* json-glib's pretty print of @node, as hammer-cli prints a node. */
static char *
generate (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

typedef void (*WriteFunc) (HammerJsonOut *out);

/* Writes with @write both ways, and checks that the text is json-glib's
 * print of the nodes. */
static void
check_both_ways (WriteFunc write)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *expected = NULL;
  HammerJsonOut out;

  hammer_json_out_init_builder (&out, builder);
  write (&out);
  root = json_builder_get_root (builder);
  expected = generate (root);

  hammer_json_out_init_text (&out, text);
  write (&out);
  g_assert_cmpstr (text->str, ==, expected);
  g_assert_cmpuint (out.depth, ==, 0);
}

/* Every kind of value, empty and nested containers, as a match has them. */
static void
write_nested (HammerJsonOut *out)
{
  hammer_json_out_begin_array (out);
  hammer_json_out_begin_object (out);
  /* A literal name, written as the compiler made it, reads the same. */
  hammer_json_out_member_literal (out, "id");
  hammer_json_out_int (out, 17);
  hammer_json_out_member (out, "round_name");
  hammer_json_out_string (out, "Winners’ round 1");
  hammer_json_out_member (out, "winner");
  hammer_json_out_null (out);
  hammer_json_out_member (out, "board");
  hammer_json_out_string (out, NULL);
  hammer_json_out_member (out, "bye");
  hammer_json_out_boolean (out, TRUE);
  hammer_json_out_member (out, "walkover");
  hammer_json_out_boolean (out, FALSE);
  hammer_json_out_member (out, "sides");
  hammer_json_out_begin_array (out);
  hammer_json_out_int (out, -3);
  hammer_json_out_int (out, G_MAXINT64);
  hammer_json_out_int (out, G_MININT64);
  hammer_json_out_int (out, 0);
  hammer_json_out_end_array (out);
  hammer_json_out_member (out, "from");
  hammer_json_out_begin_array (out);
  hammer_json_out_null (out);
  hammer_json_out_begin_object (out);
  hammer_json_out_member_literal (out, "winner");
  hammer_json_out_int (out, 2);
  hammer_json_out_end_object (out);
  hammer_json_out_end_array (out);
  hammer_json_out_member (out, "empty_list");
  hammer_json_out_begin_array (out);
  hammer_json_out_end_array (out);
  hammer_json_out_member (out, "empty_object");
  hammer_json_out_begin_object (out);
  hammer_json_out_end_object (out);
  hammer_json_out_member (out, "deep");
  hammer_json_out_begin_array (out);
  hammer_json_out_begin_array (out);
  hammer_json_out_begin_array (out);
  hammer_json_out_end_array (out);
  hammer_json_out_end_array (out);
  hammer_json_out_end_array (out);
  hammer_json_out_end_object (out);
  hammer_json_out_begin_array (out);
  hammer_json_out_end_array (out);
  hammer_json_out_end_array (out);
}

static void
test_nested (void)
{
  check_both_ways (write_nested);
}

/* Every byte below 0x80 in a value and in a name, and text beyond ASCII:
 * json-glib escapes some control characters by name, the others as \u00XX,
 * and leaves 0x1f as it is. */
static void
write_strings (HammerJsonOut *out)
{
  char all[128];

  for (guint i = 1; i < G_N_ELEMENTS (all); i++)
    all[i - 1] = (char) i;
  all[G_N_ELEMENTS (all) - 1] = '\0';
  hammer_json_out_begin_object (out);
  hammer_json_out_member (out, "ascii");
  hammer_json_out_string (out, all);
  hammer_json_out_member (out, all);
  hammer_json_out_string (out, "Zoë “Quote” \\ / ünïcödé 🎯");
  hammer_json_out_member (out, "");
  hammer_json_out_string (out, "");
  hammer_json_out_end_object (out);
}

static void
test_strings (void)
{
  check_both_ways (write_strings);
}

/* A double keeps its point (json-glib writes 3 as 3.0, and 1e+20 as
 * 1e+20.0); the shortest text that reads back the same. */
static void
write_doubles (HammerJsonOut *out)
{
  const double values[] = { 0, 3, -2.5, 0.1, 1.0 / 3, 1e20, 1e-7, 123456.75 };

  hammer_json_out_begin_array (out);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    hammer_json_out_double (out, values[i]);
  hammer_json_out_end_array (out);
}

static void
test_doubles (void)
{
  check_both_ways (write_doubles);
}

/* A stored result goes in as a node, in its members' order. */
static void
write_node (HammerJsonOut *out)
{
  JsonNode *result = json_from_string ("{\"rules\": \"table\", \"games\": [{\"first\": 1,"
                                       " \"ends\": [{\"points\": [3, 0]}, {\"points\": [0, 2]}]},"
                                       " {\"ends\": []}], \"average\": 12.5, \"note\": null,"
                                       " \"done\": true, \"empty\": {}}", NULL);

  g_assert_nonnull (result);
  hammer_json_out_begin_object (out);
  hammer_json_out_member (out, "first");
  hammer_json_out_int (out, 1);
  hammer_json_out_member (out, "result");
  hammer_json_out_node (out, result);
  hammer_json_out_end_object (out);
}

static void
test_node (void)
{
  check_both_ways (write_node);
}

/* The one way the core writes a number without printf writes what printf
 * does: the ends of the range, each side of a new digit, and one digit. */
static void
test_decimal (void)
{
  static const gint64 values[] = { 0, 1, 9, 10, 11, 99, 100, 2047, -1, -9, -10, -11,
                                   G_MAXINT32, G_MININT32, (gint64) G_MAXINT32 + 1,
                                   G_MAXINT64, G_MININT64, G_MININT64 + 1 };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autofree char *expected = g_strdup_printf ("%" G_GINT64_FORMAT, values[i]);
      g_autoptr(GString) appended = g_string_new ("x");
      char text[HAMMER_DECIMAL_MAX + 1];
      char *end = hammer_write_decimal (text, values[i]);

      g_assert_cmpint (end - text, <=, HAMMER_DECIMAL_MAX);
      *end = '\0';
      g_assert_cmpstr (text, ==, expected);
      hammer_append_decimal (appended, values[i]);
      g_assert_cmpstr (appended->str + 1, ==, expected);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/json-out/nested", test_nested);
  g_test_add_func ("/json-out/strings", test_strings);
  g_test_add_func ("/json-out/doubles", test_doubles);
  g_test_add_func ("/json-out/node", test_node);
  g_test_add_func ("/json-out/decimal", test_decimal);

  return g_test_run ();
}
