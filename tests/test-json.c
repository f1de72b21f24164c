/* test-json.c — the typed readers of JSON documents
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-core.h"

static JsonObject *
parse_object (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_object_ref (json_node_get_object (node));
}

/* A whole number reads the same written as 3 or 3.0; a fraction, text or a
 * switch is no whole number. The copies this replaced disagreed: some cut
 * 2.5 down to 2 and read true as 1, others refused 3.0. */
static void
test_int (void)
{
  g_autoptr(JsonObject) object = parse_object ("{\"a\": 3, \"b\": 3.0, \"c\": 2.5, \"d\": \"7\","
                                               " \"e\": true, \"f\": null, \"g\": -4,"
                                               " \"h\": [1], \"i\": 1e300}");

  g_assert_cmpint (hammer_json_int (object, "a", -1), ==, 3);
  g_assert_cmpint (hammer_json_int (object, "b", -1), ==, 3);
  g_assert_cmpint (hammer_json_int (object, "c", -1), ==, -1);
  g_assert_cmpint (hammer_json_int (object, "d", -1), ==, -1);
  g_assert_cmpint (hammer_json_int (object, "e", -1), ==, -1);
  g_assert_cmpint (hammer_json_int (object, "f", -1), ==, -1);
  g_assert_cmpint (hammer_json_int (object, "g", -1), ==, -4);
  g_assert_cmpint (hammer_json_int (object, "h", -1), ==, -1);
  g_assert_cmpint (hammer_json_int (object, "i", -1), ==, -1);
  g_assert_cmpint (hammer_json_int (object, "missing", 12), ==, 12);
  g_assert_cmpint (hammer_json_int (NULL, "a", 5), ==, 5);
}

/* A number is a number whether it is written whole or not; anything else
 * reads as the fallback, never as 0. */
static void
test_double (void)
{
  g_autoptr(JsonObject) object = parse_object ("{\"a\": 3, \"b\": 2.5, \"c\": \"2.5\","
                                               " \"d\": null, \"e\": false}");

  g_assert_cmpfloat (hammer_json_double (object, "a", -1), ==, 3);
  g_assert_cmpfloat (hammer_json_double (object, "b", -1), ==, 2.5);
  g_assert_cmpfloat (hammer_json_double (object, "c", -1), ==, -1);
  g_assert_cmpfloat (hammer_json_double (object, "d", -1), ==, -1);
  g_assert_cmpfloat (hammer_json_double (object, "e", -1), ==, -1);
  g_assert_cmpfloat (hammer_json_double (object, "missing", -1), ==, -1);
}

static void
test_other_types (void)
{
  g_autoptr(JsonObject) object = parse_object ("{\"s\": \"text\", \"n\": 1, \"t\": true,"
                                               " \"f\": false, \"l\": [1, null, \"x\", [2], {}],"
                                               " \"o\": {\"k\": 1}, \"z\": null}");
  JsonArray *list;

  g_assert_cmpstr (hammer_json_string (object, "s"), ==, "text");
  g_assert_null (hammer_json_string (object, "n"));
  g_assert_null (hammer_json_string (object, "z"));
  g_assert_null (hammer_json_string (NULL, "s"));

  g_assert_true (hammer_json_bool (object, "t", FALSE));
  g_assert_false (hammer_json_bool (object, "f", TRUE));
  g_assert_true (hammer_json_bool (object, "n", TRUE));
  g_assert_false (hammer_json_bool (object, "missing", FALSE));

  g_assert_null (hammer_json_array (object, "o"));
  g_assert_null (hammer_json_object (object, "l"));
  g_assert_cmpint (hammer_json_int (hammer_json_object (object, "o"), "k", 0), ==, 1);
  g_assert_null (hammer_json_member (object, "z"));
  g_assert_nonnull (hammer_json_member (object, "n"));

  list = hammer_json_array (object, "l");
  g_assert_cmpuint (hammer_json_length (list), ==, 5);
  g_assert_cmpuint (hammer_json_length (NULL), ==, 0);
  g_assert_cmpint (hammer_json_element_int (list, 0, -1), ==, 1);
  g_assert_cmpint (hammer_json_element_int (list, 1, -1), ==, -1);
  g_assert_null (hammer_json_element (list, 1));
  g_assert_cmpstr (hammer_json_element_string (list, 2), ==, "x");
  g_assert_nonnull (hammer_json_element_array (list, 3));
  g_assert_nonnull (hammer_json_element_object (list, 4));
  g_assert_null (hammer_json_element_object (list, 3));
  /* Past the end is nothing, not a critical warning. */
  g_assert_cmpint (hammer_json_element_int (list, 5, -7), ==, -7);
  g_assert_null (hammer_json_element_object (list, 99));
  g_assert_null (hammer_json_element_string (NULL, 0));
}

/* The checked readers say which member is wrong and what it must be. */
static void
test_checked (void)
{
  g_autoptr(JsonObject) object = parse_object ("{\"rounds\": 2.5, \"groups\": 4, \"big\": 7,"
                                               " \"third_place\": \"yes\", \"reset\": true,"
                                               " \"name\": 5, \"venue\": \"Hall\"}");
  g_autoptr(GError) error = NULL;
  const char *text = NULL;
  gboolean flag = FALSE;
  gint64 value = 0;

  g_assert_true (hammer_json_check_int (object, "groups", 0, 10, 0, &value, &error));
  g_assert_no_error (error);
  g_assert_cmpint (value, ==, 4);
  g_assert_true (hammer_json_check_int (object, "missing", 0, 10, 2, &value, &error));
  g_assert_cmpint (value, ==, 2);

  g_assert_false (hammer_json_check_int (object, "rounds", 0, 100, 0, &value, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "“rounds” must be a whole number from 0 to 100");
  g_clear_error (&error);
  g_assert_false (hammer_json_check_int (object, "big", 1, 6, 1, &value, &error));
  g_assert_cmpstr (error->message, ==, "“big” must be a whole number from 1 to 6");
  g_clear_error (&error);
  /* A fallback outside the range makes the member required. */
  g_assert_false (hammer_json_check_int (object, "division", 0, 3, -1, &value, &error));
  g_assert_cmpstr (error->message, ==, "“division” is missing");
  g_clear_error (&error);

  g_assert_true (hammer_json_check_bool (object, "reset", FALSE, &flag, &error));
  g_assert_true (flag);
  g_assert_true (hammer_json_check_bool (object, "missing", TRUE, &flag, &error));
  g_assert_true (flag);
  g_assert_false (hammer_json_check_bool (object, "third_place", FALSE, &flag, &error));
  g_assert_cmpstr (error->message, ==, "“third_place” must be true or false");
  g_clear_error (&error);

  g_assert_true (hammer_json_check_string (object, "venue", TRUE, &text, &error));
  g_assert_cmpstr (text, ==, "Hall");
  g_assert_true (hammer_json_check_string (object, "date", FALSE, &text, &error));
  g_assert_null (text);
  g_assert_false (hammer_json_check_string (object, "date", TRUE, &text, &error));
  g_assert_cmpstr (error->message, ==, "“date” is missing");
  g_clear_error (&error);
  g_assert_false (hammer_json_check_string (object, "name", FALSE, &text, &error));
  g_assert_cmpstr (error->message, ==, "“name” must be text");
}

/* The fast reader makes of JSON the nodes json-glib's parser makes, and
 * refuses what is not JSON (RFC 8259), some of which json-glib would take:
 * 0x10, 01, 'quotes', a tab inside quotes. The fast writer writes the
 * bytes json_to_string() writes. A results file goes through both, so an
 * answer that differs would store a result other than the one given. */
static void
test_text (void)
{
  static const char * const same[] = {
    "{\"match\": 12, \"games\": [{\"ends\": [{\"points\": [0, 4]}, {\"points\": [2, 0]}]}]}",
    "  {\"a\":1,\"b\":[true,false,null],\"c\":{}, \"d\": []}\t",
    "{\"a\": -0, \"b\": -17, \"c\": 9223372036854775807, \"d\": -9223372036854775808}",
    "{\"a\": 2.5, \"b\": 1e3, \"c\": -0.125E-2, \"d\": 3.0, \"e\": 1E+2}",
    "{\"name\": \"Anna \\\"Ankie\\\" de Vries\", \"path\": \"a/b\\\\c\\/d\"}",
    "{\"tab\": \"a\\tb\\nc\\r\\b\\f\", \"ctl\": \"\\u0001\\u001f\"}",
    "{\"u\": \"Zo\\u00eb \\u20ac \\ud83c\\udfaf\", \"raw\": \"Zoë € 🎯\"}",
    "{\"match\": 1, \"match\": 2, \"games\": []}",
    "[1, [2, [3, [4]]], {\"x\": {\"y\": {\"z\": null}}}]",
    "\"text\"", "42", "true", "null",
  };
  static const char * const not_json[] = {
    "", "   ", "{", "}", "{\"a\": 1,}", "[1, 2,]", "{\"a\" 1}", "{a: 1}", "{'a': 1}",
    "[01]", "[1.]", "[.5]", "[+1]", "[-]", "[1e]", "[0x10]", "[NaN]", "[tru]", "[nul]",
    "\"open", "\"bad \\x escape\"", "\"\\ud800\"", "\"\\udc00\\ud800\"", "\"\\u12\"",
    "\"tab\there\"", "{\"a\": 1} {\"b\": 2}", "[1] x", "// comment", "\"\\u0000\"",
    "\"\xff\"", "[\"\xc3\"]",
  };
  g_autoptr(JsonNode) short_text = NULL;
  g_autoptr(JsonNode) big = NULL;
  g_autoptr(JsonNode) member = NULL;
  GString *deep = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (same); i++)
    {
      g_autoptr(JsonNode) expected = json_from_string (same[i], NULL);
      g_autoptr(JsonNode) node = hammer_json_parse (same[i], -1);
      g_autofree char *expected_text = json_to_string (expected, FALSE);
      g_autofree char *text = NULL;
      g_autofree char *written = NULL;

      g_test_message ("%s", same[i]);
      g_assert_nonnull (expected);
      g_assert_nonnull (node);
      g_assert_true (json_node_equal (node, expected));
      text = json_to_string (node, FALSE);
      g_assert_cmpstr (text, ==, expected_text);
      written = hammer_json_write (expected);
      g_assert_cmpstr (written, ==, expected_text);
      g_assert_true (hammer_json_check (same[i], -1, NULL, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (not_json); i++)
    {
      g_autofree char *escaped = g_strescape (not_json[i], NULL);

      g_test_message ("%s", escaped);
      g_assert_null (hammer_json_parse (not_json[i], -1));
      g_assert_false (hammer_json_check (not_json[i], -1, NULL, NULL));
    }
  /* Beyond 64 bits a whole number is a double, as big as it was written,
   * where json-glib's parser would wrap it round to -1. */
  big = hammer_json_parse ("[99999999999999999999]", -1);
  g_assert_cmpfloat (json_array_get_double_element (json_node_get_array (big), 0), ==, 1e20);

  /* A length is a length: what follows it is not read. */
  g_assert_null (hammer_json_parse ("[1] trailing", 5));
  short_text = hammer_json_parse ("[7]x", 3);
  g_assert_cmpint (json_array_get_int_element (json_node_get_array (short_text), 0), ==, 7);

  /* Checking makes only the member asked for, of the outer object, the
   * last where it is given twice, as reading keeps it. */
  g_assert_true (hammer_json_check ("{\"match\": 1, \"x\": {\"match\": 5}, \"match\": [3]}", -1,
                                    "match", &member));
  g_assert_cmpint (json_array_get_int_element (json_node_get_array (member), 0), ==, 3);
  g_clear_pointer (&member, json_node_unref);
  g_assert_true (hammer_json_check ("[{\"match\": 2}]", -1, "match", &member));
  g_assert_null (member);
  g_assert_false (hammer_json_check ("{\"match\": 2, \"games\": [}", -1, "match", &member));
  g_assert_null (member);

  /* Nesting beyond any document is refused, not a crash. */
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  g_assert_null (hammer_json_parse (deep->str, deep->len));
  g_assert_false (hammer_json_check (deep->str, deep->len, NULL, NULL));
  g_string_free (deep, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/json/int", test_int);
  g_test_add_func ("/json/double", test_double);
  g_test_add_func ("/json/other-types", test_other_types);
  g_test_add_func ("/json/checked", test_checked);
  g_test_add_func ("/json/text", test_text);
  return g_test_run ();
}
