/* test-classes.c — one reading of "A=130,B=115,C=0" for events and seasons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "events/hammer-events.h"
#include "hammer-core.h"

static void
test_good (void)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  g_autofree double *limits = NULL;

  g_assert_true (hammer_classes_parse (" Gold = 130.5 , Silver=115,Bronze=0,", &names, &limits,
                                       &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (names), ==, 3);
  g_assert_cmpstr (names[0], ==, "Gold");
  g_assert_cmpstr (names[2], ==, "Bronze");
  g_assert_cmpfloat (limits[0], ==, 130.5);
  g_assert_cmpfloat (limits[1], ==, 115);
  g_assert_cmpfloat (limits[2], ==, 0);
}

/* Every rule has its sentence, and it names the bad part. */
static void
test_messages (void)
{
  static const struct
  {
    const char *text;
    const char *message;
  } cases[] = {
    { "", "Name at least one class, such as A=130,B=115,C=100,D=0" },
    { "A=130,B,C=0", "Class 2: “B” is not a class with its lower limit; write the classes as "
                     "A=130,B=115,C=100,D=0" },
    { "A=130,=100,C=0", "Class 2: “=100” has no name before the “=”" },
    { "A=130,B=115,a=0", "Class a is named twice" },
    { "A=lots,B=0", "The limit of class A, “lots”, is not a number" },
    { "A=200,B=0", "The limit of class A must be an average between 0 and 148, not 200" },
    { "A=-3,B=0", "The limit of class A must be an average between 0 and 148, not -3" },
    { "A=100,B=110,C=0", "The limits must go down from class to class: class B (110) is not "
                         "below class A (100)" },
    { "A=130,B=130,C=0", "The limits must go down from class to class: class B (130) is not "
                         "below class A (130)" },
    { "A=130,B=115", "The last class, B, must start at 0, so that every average has a class; "
                     "it starts at 115" },
    { "A=130,B=115.25", "The last class, B, must start at 0, so that every average has a class; "
                        "it starts at 115.25" },
    { "Abcdefghijklmnopqrstuvwxyzabcdefghijklmnop=0",
      "Class 1: the name “Abcdefghijklmnopqrstuvwxyzabcdefghijklmnop” is longer than 40 "
      "characters" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) names = NULL;
      g_autofree double *limits = NULL;

      g_test_message ("%s", cases[i].text);
      g_assert_false (hammer_classes_parse (cases[i].text, &names, &limits, &error));
      g_assert_error (error, HAMMER_ERROR,
                      (int) (i == 3 ? HAMMER_ERROR_DUPLICATE : HAMMER_ERROR_INVALID));
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_null (names);
    }
}

/* An event refuses a list with the sentence of the reading every other
 * surface uses. */
static void
test_event_refuses_as_read (void)
{
  static const char * const lists[] = { "A=100,B=110,C=0", "A=130,B=115", "A=130,a=0" };
  g_autofree char *dir = g_dir_make_tmp ("hammer-classes-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "club.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (path, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      g_autoptr(GError) parsed = NULL;
      g_autoptr(GError) created = NULL;
      g_auto(GStrv) names = NULL;
      g_autofree double *limits = NULL;
      HammerEventSpec spec;

      hammer_event_spec_init (&spec);
      spec.name = "Series";
      spec.rules = "sjoelbak";
      spec.format = HAMMER_FORMAT_SERIES;
      spec.classes = lists[i];
      g_assert_cmpint (hammer_events_create (store, &spec, &created), ==, 0);
      g_assert_false (hammer_classes_parse (lists[i], &names, &limits, &parsed));
      g_assert_nonnull (created);
      g_assert_cmpstr (created->message, ==, parsed->message);
    }
  g_clear_object (&store);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/classes/good", test_good);
  g_test_add_func ("/classes/messages", test_messages);
  g_test_add_func ("/classes/event-refuses-as-read", test_event_refuses_as_read);
  return g_test_run ();
}
