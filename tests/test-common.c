/* test-common.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sqlite3.h>
#include <unistd.h>

#include "hammer-i18n.h"
#include "test-common.h"

char *
tmp_db_path (const char  *template,
             char       **dir)
{
  g_autoptr(GError) error = NULL;

  *dir = g_dir_make_tmp (template, &error);
  g_assert_no_error (error);
  return g_build_filename (*dir, "hammer.db", NULL);
}

gint64
test_count_changes (const char *path)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64 count;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT count(*) FROM changes", -1, &stmt, NULL), ==,
                   SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  count = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return count;
}

HammerStore *
tmp_store_open (const char  *template,
                char       **dir,
                char       **path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file = tmp_db_path (template, dir);
  HammerStore *store;

  store = hammer_store_open (file, &error);
  g_assert_no_error (error);
  if (path != NULL)
    *path = g_steal_pointer (&file);
  return store;
}

void
tmp_remove_tree (const char *path)
{
  /* Down into folders, never through a link. */
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          tmp_remove_tree (child);
        }
    }
  if (g_remove (path) != 0 && errno != ENOENT)
    g_test_message ("Could not remove %s: %s", path, g_strerror (errno));
}

void
tmp_store_close (HammerStore **store,
                 char        **dir,
                 char        **path)
{
  g_clear_object (store);
  tmp_remove_tree (*dir);
  g_clear_pointer (dir, g_free);
  if (path != NULL)
    g_clear_pointer (path, g_free);
}

void
store_fixture_set_up (StoreFixture  *f,
                      gconstpointer  data)
{
  f->store = tmp_store_open (NULL, &f->dir, &f->path);
}

void
store_fixture_tear_down (StoreFixture  *f,
                         gconstpointer  data)
{
  tmp_store_close (&f->store, &f->dir, &f->path);
}

gint64
store_new_event (HammerStore        *store,
                 const char         *name,
                 const char         *rules,
                 HammerFormat        format,
                 guint               n_boards,
                 const char         *options_json,
                 const char * const *names,
                 gint64              seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) options = NULL;
  HammerEventSpec spec;
  gint64 event_id;

  if (options_json != NULL)
    {
      options = json_from_string (options_json, &error);
      g_assert_no_error (error);
    }
  hammer_event_spec_init (&spec);
  spec.name = name;
  spec.rules = rules;
  spec.format = format;
  spec.n_boards = n_boards;
  spec.options = options != NULL ? json_node_get_object (options) : NULL;
  event_id = hammer_events_create (store, &spec, &error);
  g_assert_no_error (error);
  if (names != NULL)
    {
      g_autoptr(GArray) ids = hammer_events_add_entrants (store, event_id, names, &error);

      g_assert_no_error (error);
    }
  if (seed >= 0)
    {
      g_assert_true (hammer_events_draw (store, event_id, TRUE, (guint32) seed, &error));
      g_assert_no_error (error);
    }
  return event_id;
}

gint64
store_new_event_of_format (HammerStore  *store,
                           HammerFormat  format,
                           const char   *name,
                           gint64        seed)
{
  g_auto(GStrv) names = numbered_names ("Speler", 7);
  const char *options = hammer_format_get_info (format)->partners ? "{\"target\": 15}" : NULL;

  return store_new_event (store, name, format == HAMMER_FORMAT_SERIES ? "sjoelbak" : "table",
                          format, 3, options, (const char * const *) names, seed);
}

void
store_record (HammerStore *store,
              gint64       event_id,
              gint64       match_id,
              const char  *result_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) input = json_from_string (result_json, &error);
  g_autoptr(JsonNode) state = NULL;

  g_assert_no_error (error);
  state = hammer_events_record_result (store, event_id, match_id, input, FALSE,
                                       &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
}

guint
store_count_players (HammerStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) players = hammer_roster_list_players (store, &error);

  g_assert_no_error (error);
  return players->len;
}

gint64
store_first_ready (HammerStore *store,
                   gint64       event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (store, event_id, &error);
  JsonArray *array;

  g_assert_no_error (error);
  array = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);

      if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") == 0)
        return json_object_get_int_member (match, "id");
    }
  g_assert_not_reached ();
}

GStrv
numbered_names (const char *prefix,
                guint       n)
{
  GStrv names = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    names[i] = g_strdup_printf ("%s %02u", prefix, i + 1);
  return names;
}

static GDateTime *fixed_time;

static GDateTime *
fixed_clock (gpointer user_data)
{
  return g_date_time_ref (fixed_time);
}

void
clock_fix (GDateTime *when)
{
  g_clear_pointer (&fixed_time, g_date_time_unref);
  fixed_time = g_date_time_ref (when);
  hammer_now_set_func (fixed_clock, NULL);
}

void
clock_fix_date (const char *date)
{
  g_autofree char *noon = g_strdup_printf ("%sT12:00:00", date);
  g_autoptr(GTimeZone) local = g_time_zone_new_local ();
  g_autoptr(GDateTime) when = g_date_time_new_from_iso8601 (noon, local);

  g_assert_nonnull (when);
  clock_fix (when);
}

void
clock_release (void)
{
  hammer_now_set_func (NULL, NULL);
  g_clear_pointer (&fixed_time, g_date_time_unref);
}

/* The output of poppler's @tool (pdftotext or pdfinfo) on @path. */
static char *
run_poppler (const char *tool,
             const char *path)
{
  g_autoptr(GError) error = NULL;
  const char *argv[] = { tool, "-layout", path, "-", NULL };
  char *out = NULL;
  int status = 0;

  if (g_str_equal (tool, "pdfinfo"))
    {
      argv[1] = path;
      argv[2] = NULL;
    }
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

char *
text_normalise (const char *text)
{
  GString *folded = g_string_sized_new (strlen (text));
  gboolean space = FALSE;

  g_assert_true (g_utf8_validate (text, -1, NULL));
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c))
        {
          space = TRUE;
          continue;
        }
      if (space && folded->len > 0)
        g_string_append_c (folded, ' ');
      space = FALSE;
      g_string_append_unichar (folded, c);
    }
  return g_string_free (folded, FALSE);
}

char *
pdf_text (const char *path)
{
  g_autofree char *text = run_poppler ("pdftotext", path);

  return text_normalise (text);
}

char *
pdf_table_text (const char *path)
{
  return run_poppler ("pdftotext", path);
}

gboolean
pdf_whole (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  /* Binary: the streams hold NUL bytes, so no string functions. */
  if (!g_file_get_contents (path, &contents, &length, NULL))
    return FALSE;
  while (length > 0 && g_ascii_isspace (contents[length - 1]))
    length--;
  return length >= 5 && memcmp (contents + length - 5, "%%EOF", 5) == 0;
}

guint
pdf_pages (const char *path)
{
  g_autofree char *info = run_poppler ("pdfinfo", path);
  const char *pages = strstr (info, "Pages:");

  g_assert_nonnull (pages);
  return (guint) g_ascii_strtoull (pages + strlen ("Pages:"), NULL, 10);
}

char *
pdf_page_size (const char *path)
{
  g_autofree char *info = run_poppler ("pdfinfo", path);
  const char *size = strstr (info, "Page size:");

  g_assert_nonnull (size);
  return g_strndup (size, strcspn (size, "\n"));
}

static void
pdf_word_free (gpointer data)
{
  PdfWord *word = data;

  g_free (word->text);
  g_clear_pointer (&word->source, g_ref_string_release);
  g_free (word);
}

/* The value of the attribute @name="…" in the tag at @tag. */
static double
bbox_attribute (const char *tag,
                const char *name)
{
  g_autofree char *key = g_strdup_printf (" %s=\"", name);
  const char *value = strstr (tag, key);

  g_assert_nonnull (value);
  return g_ascii_strtod (value + strlen (key), NULL);
}

/* Undoes the escaping `pdftotext -bbox` writes into its XHTML. */
static char *
bbox_unescape (const char *text,
               gsize       length)
{
  static const struct { const char *entity; const char *plain; } entities[] = {
    { "&amp;", "&" }, { "&lt;", "<" }, { "&gt;", ">" }, { "&quot;", "\"" }, { "&apos;", "'" },
  };
  GString *plain = g_string_sized_new (length);

  for (gsize i = 0; i < length; i++)
    {
      gboolean replaced = FALSE;

      for (guint e = 0; e < G_N_ELEMENTS (entities) && text[i] == '&'; e++)
        if (strncmp (text + i, entities[e].entity, strlen (entities[e].entity)) == 0)
          {
            g_string_append (plain, entities[e].plain);
            i += strlen (entities[e].entity) - 1;
            replaced = TRUE;
            break;
          }
      if (!replaced)
        g_string_append_c (plain, text[i]);
    }
  return g_string_free (plain, FALSE);
}

GPtrArray *
pdf_words (const char *path)
{
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "pdftotext", "-bbox", path, "-", NULL };
  g_autofree char *out = NULL;
  GPtrArray *words = g_ptr_array_new_with_free_func (pdf_word_free);
  g_autoptr(GRefString) source = g_ref_string_new (path);
  guint page = 0;
  int status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  for (const char *p = out; (p = strchr (p, '<')) != NULL; p++)
    {
      if (g_str_has_prefix (p, "<page "))
        page++;
      else if (g_str_has_prefix (p, "<word "))
        {
          const char *start = strchr (p, '>');
          const char *end = start != NULL ? strstr (start, "</word>") : NULL;
          PdfWord *word = g_new0 (PdfWord, 1);

          g_assert_nonnull (end);
          word->page = page;
          word->x_min = bbox_attribute (p, "xMin");
          word->y_min = bbox_attribute (p, "yMin");
          word->x_max = bbox_attribute (p, "xMax");
          word->y_max = bbox_attribute (p, "yMax");
          word->text = bbox_unescape (start + 1, (gsize) (end - start - 1));
          word->source = g_ref_string_acquire (source);
          g_ptr_array_add (words, word);
          p = end;
        }
    }
  return words;
}

gint
pdf_words_find (GPtrArray  *words,
                const char *phrase)
{
  g_auto(GStrv) parts = g_strsplit (phrase, " ", -1);
  guint n_parts = g_strv_length (parts);

  for (guint i = 0; i + n_parts <= words->len; i++)
    {
      const PdfWord *first = g_ptr_array_index (words, i);
      guint k = 0;

      for (; k < n_parts; k++)
        {
          const PdfWord *word = g_ptr_array_index (words, i + k);
          double middle = (first->y_min + first->y_max) / 2;

          if (!g_str_equal (word->text, parts[k]) || word->page != first->page
              || middle < word->y_min || middle > word->y_max)
            break;
        }
      if (k == n_parts)
        return (gint) i;
    }
  return -1;
}

/* The first @needle in the @length bytes at @haystack, NULs and all. */
static const char *
find_bytes (const char *haystack,
            gsize       length,
            const char *needle)
{
  gsize n = strlen (needle);

  for (gsize i = 0; i + n <= length; i++)
    if (haystack[i] == needle[0] && memcmp (haystack + i, needle, n) == 0)
      return haystack + i;
  return NULL;
}

/* The stream's bytes inflated, or NULL when it is not Flate-encoded. */
static GBytes *
inflate_stream (const guint8 *data,
                gsize         length)
{
  g_autoptr(GZlibDecompressor) zlib = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB);
  g_autoptr(GByteArray) out = g_byte_array_new ();
  gsize done = 0;

  while (TRUE)
    {
      guint8 buffer[16384];
      gsize read = 0, written = 0;
      GConverterResult result;

      result = g_converter_convert (G_CONVERTER (zlib), data + done, length - done, buffer,
                                    sizeof buffer, G_CONVERTER_INPUT_AT_END, &read, &written,
                                    NULL);
      if (result == G_CONVERTER_ERROR)
        return out->len > 0 ? g_byte_array_free_to_bytes (g_steal_pointer (&out)) : NULL;
      done += read;
      g_byte_array_append (out, buffer, (guint) written);
      if (result == G_CONVERTER_FINISHED)
        return g_byte_array_free_to_bytes (g_steal_pointer (&out));
    }
}

/* The PDF string at @p (<hex> or (literal)) as UTF-8: Cairo writes the
 * /ActualText of a span as UTF-16BE behind a byte order mark. */
static char *
pdf_string_text (const char *p,
                 const char *end)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  g_autofree gunichar2 *units = NULL;
  char *text;

  while (p < end && g_ascii_isspace (*p))
    p++;
  if (p < end && *p == '<')
    {
      for (p++; p + 1 < end && *p != '>'; p += 2)
        {
          guint8 byte;

          while (p < end && g_ascii_isspace (*p))
            p++;
          if (!g_ascii_isxdigit (p[0]) || !g_ascii_isxdigit (p[1]))
            break;
          byte = (guint8) (g_ascii_xdigit_value (p[0]) * 16 + g_ascii_xdigit_value (p[1]));
          g_byte_array_append (bytes, &byte, 1);
        }
    }
  else if (p < end && *p == '(')
    {
      for (p++; p < end && *p != ')'; p++)
        {
          guint8 byte = (guint8) *p;

          if (*p == '\\' && p + 1 < end)
            byte = (guint8) *++p;
          g_byte_array_append (bytes, &byte, 1);
        }
    }
  if (bytes->len >= 2 && bytes->data[0] == 0xfe && bytes->data[1] == 0xff)
    {
      guint n = (bytes->len - 2) / 2;

      units = g_new0 (gunichar2, n + 1);
      for (guint i = 0; i < n; i++)
        units[i] = (gunichar2) (bytes->data[2 + 2 * i] << 8 | bytes->data[3 + 2 * i]);
      text = g_utf16_to_utf8 (units, n, NULL, NULL, NULL);
      return text != NULL ? text : g_strdup ("?");
    }
  return g_strndup ((const char *) bytes->data, bytes->len);
}

GStrv
pdf_cut_texts (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GStrvBuilder) cuts = g_strv_builder_new ();
  g_autofree char *pdf = NULL;
  gsize length = 0;

  g_file_get_contents (path, &pdf, &length, &error);
  g_assert_no_error (error);
  /* Every stream of the file, page or form: a page's body is a form
   * (Cairo's recording surface) that the page draws. */
  for (const char *p = find_bytes (pdf, length, "stream"); p != NULL;
       p = find_bytes (p + 1, length - (gsize) (p + 1 - pdf), "stream"))
    {
      const char *data = p + strlen ("stream");
      const char *data_end;
      g_autoptr(GBytes) inflated = NULL;
      const char *text, *text_end;
      gsize text_length;

      if (p >= pdf + 3 && strncmp (p - 3, "end", 3) == 0)
        continue;
      if (*data == '\r')
        data++;
      if (*data != '\n')
        continue;
      data++;
      data_end = find_bytes (data, length - (gsize) (data - pdf), "endstream");
      if (data_end == NULL)
        break;
      inflated = inflate_stream ((const guint8 *) data, (gsize) (data_end - data));
      p = data_end;
      if (inflated == NULL)
        continue;
      text = g_bytes_get_data (inflated, &text_length);
      text_end = text + text_length;
      for (const char *span = find_bytes (text, text_length, "/ActualText"); span != NULL;
           span = find_bytes (span + 1, (gsize) (text_end - span - 1), "/ActualText"))
        {
          const char *begin = find_bytes (span, (gsize) (text_end - span), "BDC");
          const char *close = begin != NULL ? find_bytes (begin, (gsize) (text_end - begin),
                                                          "EMC")
                                            : NULL;
          g_autofree char *dropped = NULL;

          /* A span that draws nothing is a space where a line wraps. */
          if (close == NULL
              || (find_bytes (begin, (gsize) (close - begin), "Tj") == NULL
                  && find_bytes (begin, (gsize) (close - begin), "TJ") == NULL))
            continue;
          dropped = pdf_string_text (span + strlen ("/ActualText"), text_end);
          g_strv_builder_add (cuts, dropped);
        }
    }
  return g_strv_builder_end (cuts);
}

void
pdf_words_assert_whole (GPtrArray *words)
{
  const char *source = NULL;

  for (guint i = 0; i < words->len; i++)
    {
      const PdfWord *word = g_ptr_array_index (words, i);

      source = word->source;
      if (strstr (word->text, "…") != NULL)
        g_error ("“%s” on page %u is cut", word->text, word->page);
    }
  if (source != NULL)
    {
      g_auto(GStrv) cuts = pdf_cut_texts (source);

      if (cuts[0] != NULL)
        {
          g_autofree char *all = g_strjoinv ("”, “", cuts);

          g_error ("%s shows %u cut text(s), the ellipsis leaving out: “%s”", source,
                   g_strv_length (cuts), all);
        }
    }
}

JsonNode *
test_parse_json (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

gint64
test_nullable_int (JsonObject *object,
                   const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_int (node) : 0;
}

const char *
test_nullable_string (JsonObject *object,
                      const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_string (node) : NULL;
}

JsonObject *
test_entrant_named (JsonNode   *event,
                    const char *name)
{
  JsonArray *entrants = json_object_get_array_member (json_node_get_object (event), "entrants");

  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, i);

      if (g_strcmp0 (json_object_get_string_member (entrant, "name"), name) == 0)
        return entrant;
    }
  return NULL;
}

double
pdf_words_min_height (GPtrArray *words)
{
  double smallest = G_MAXDOUBLE;

  for (guint i = 0; i < words->len; i++)
    {
      const PdfWord *word = g_ptr_array_index (words, i);
      gboolean readable = FALSE;

      for (const char *c = word->text; *c != '\0' && !readable; c = g_utf8_next_char (c))
        readable = g_unichar_isalnum (g_utf8_get_char (c));
      if (readable)
        smallest = MIN (smallest, word->y_max - word->y_min);
    }
  return smallest;
}

guint
count_in (const char *text,
          const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

char *
match_numbers_text (JsonArray *matches)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonNode *number = json_object_get_member (json_array_get_object_element (matches, i),
                                                 "number");

      g_assert_nonnull (number);
      if (i > 0)
        g_string_append_c (text, ' ');
      if (JSON_NODE_HOLDS_NULL (number))
        g_string_append_c (text, '-');
      else
        g_string_append_printf (text, "%" G_GINT64_FORMAT, json_node_get_int (number));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

void
cli_runv (CliRun     *run,
          const char *database,
          const char *input,
          const char *first,
          va_list     args)
{
  g_autoptr(GPtrArray) arguments = g_ptr_array_new ();

  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (arguments, (gpointer) arg);
  g_ptr_array_add (arguments, NULL);
  cli_run_argv (run, database, input, (const char * const *) arguments->pdata);
}

void
cli_run_argv (CliRun             *run,
              const char         *database,
              const char         *input,
              const char * const *arguments)
{
  const char *cli = g_getenv ("HAMMER_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *input_path = NULL;

  if (cli == NULL)
    g_error ("HAMMER_CLI is not set (meson test sets it)");
  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, (gpointer) "--database");
  g_ptr_array_add (argv, (gpointer) database);
  for (guint i = 0; arguments[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) arguments[i]);
  g_ptr_array_add (argv, NULL);

  /* The input comes from a file, not a pipe: hammer-cli may end (refusing
   * its arguments, say) before it has read it, as with a shell's < file. */
  cli_run_clear (run);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (input != NULL)
    {
      int fd = g_file_open_tmp ("hammer-cli-input-XXXXXX", &input_path, &error);

      g_assert_no_error (error);
      close (fd);
      g_assert_true (g_file_set_contents (input_path, input, -1, &error));
      g_subprocess_launcher_set_stdin_file_path (launcher, input_path);
    }
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  if (input_path != NULL)
    g_unlink (input_path);
  run->status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1;
}

void
cli_run (CliRun     *run,
         const char *database,
         const char *input,
         const char *first,
         ...)
{
  va_list ap;

  va_start (ap, first);
  cli_runv (run, database, input, first, ap);
  va_end (ap);
}

static void
cli_ok_v (const char *database,
          const char *input,
          const char *first,
          va_list     args)
{
  g_auto(CliRun) run = { 0 };

  cli_runv (&run, database, input, first, args);
  if (run.status != 0)
    g_error ("hammer-cli %s failed: %s", first, run.err);
}

void
cli_ok (const char *database,
        const char *first,
        ...)
{
  va_list args;

  va_start (args, first);
  cli_ok_v (database, NULL, first, args);
  va_end (args);
}

void
cli_input_ok (const char *database,
              const char *input,
              const char *first,
              ...)
{
  va_list args;

  va_start (args, first);
  cli_ok_v (database, input, first, args);
  va_end (args);
}

int
cli_run_json (const char  *database,
              JsonNode   **output,
              const char  *input,
              const char  *first,
              ...)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(GError) error = NULL;
  va_list ap;

  va_start (ap, first);
  cli_runv (&run, database, input, first, ap);
  va_end (ap);
  *output = json_from_string (run.out, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*output);
  return run.status;
}

static JsonNode *
cli_json_ok_v (const char *database,
               const char *input,
               const char *first,
               va_list     args)
{
  g_auto(CliRun) run = { 0 };

  cli_runv (&run, database, input, first, args);
  if (run.status != 0)
    g_error ("hammer-cli %s failed (%d): %s%s", first, run.status, run.out, run.err);
  return test_parse_json (run.out);
}

JsonNode *
cli_json_ok (const char *database,
             const char *first,
             ...)
{
  JsonNode *node;
  va_list args;

  va_start (args, first);
  node = cli_json_ok_v (database, NULL, first, args);
  va_end (args);
  return node;
}

JsonNode *
cli_input_json_ok (const char *database,
                   const char *input,
                   const char *first,
                   ...)
{
  JsonNode *node;
  va_list args;

  va_start (args, first);
  node = cli_json_ok_v (database, input, first, args);
  va_end (args);
  return node;
}

int
cli_run_text (const char  *database,
              char       **output,
              char       **errors,
              const char  *input,
              const char  *first,
              ...)
{
  g_auto(CliRun) run = { 0 };
  va_list ap;

  va_start (ap, first);
  cli_runv (&run, database, input, first, ap);
  va_end (ap);
  if (output != NULL)
    *output = g_steal_pointer (&run.out);
  if (errors != NULL)
    *errors = g_steal_pointer (&run.err);
  return run.status;
}

/* Events for the surfaces' tests */

static gint64
event_id_of (JsonNode *node)
{
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_object_get_int_member (json_node_get_object (node), "id");
}

static JsonArray *
list_matches (const char *database,
              const char *event)
{
  g_autoptr(JsonNode) out = NULL;

  g_assert_cmpint (cli_run_json (database, &out, NULL, "matches", "--event", event, NULL), ==, 0);
  return json_array_ref (json_node_get_array (out));
}

/* The match of @bracket, @round and @position, or the one @name plays in
 * when @bracket is NULL. */
static char *
find_match (JsonArray  *matches,
            const char *bracket,
            gint64      round,
            gint64      position,
            const char *name)
{
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonArray *names = json_object_get_array_member (match, "names");

      if (bracket != NULL &&
          (g_strcmp0 (json_object_get_string_member (match, "bracket"), bracket) != 0 ||
           json_object_get_int_member (match, "round") != round ||
           json_object_get_int_member (match, "position") != position))
        continue;
      if (bracket == NULL &&
          g_strcmp0 (json_array_get_string_element (names, 0), name) != 0)
        continue;
      return g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (match, "id"));
    }
  g_assert_not_reached ();
}

static void
record (const char *database,
        const char *event,
        const char *match,
        const char *input)
{
  g_autoptr(JsonNode) out = NULL;

  g_assert_cmpint (cli_run_json (database, &out, input, "result", "--event", event,
                                 "--match", match, NULL), ==, 0);
}

/* A table-shuffleboard win of side @winner, 2–0 in games of 16–0. */
static void
record_win (const char *database,
            const char *event,
            const char *match,
            int         winner)
{
  const char *end = winner == 0 ? "{\"points\": [4, 0]}" : "{\"points\": [0, 4]}";
  g_autofree char *game = g_strdup_printf ("{\"ends\": [%s, %s, %s, %s]}", end, end, end, end);
  g_autofree char *input = g_strdup_printf ("{\"games\": [%s, %s]}", game, game);

  record (database, event, match, input);
}

static gint64
create_event (const char         *database,
              const char         *name,
              const char         *rules,
              const char         *format,
              const char         *option,
              const char * const *entrants)
{
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *id = NULL;
  gint64 event_id;

  if (option != NULL)
    g_assert_cmpint (cli_run_json (database, &out, NULL, "event", "create", "--name", name,
                                   "--rules", rules, "--format", format, "--option", option,
                                   NULL), ==, 0);
  else
    g_assert_cmpint (cli_run_json (database, &out, NULL, "event", "create", "--name", name,
                                   "--rules", rules, "--format", format, NULL), ==, 0);
  event_id = event_id_of (out);
  id = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  g_clear_pointer (&out, json_node_unref);

  /* One name a call: the order they come in is the seeding. */
  for (guint i = 0; entrants[i] != NULL; i++)
    {
      g_auto(CliRun) run = { 0 };

      cli_run (&run, database, NULL, "entrants", "add", "--event", id, entrants[i], NULL);
      g_assert_cmpint (run.status, ==, 0);
    }
  g_assert_cmpint (cli_run_json (database, &out, NULL, "draw", "--event", id, NULL), ==, 0);
  return event_id;
}

void
surface_events_build (const char *database,
                      gint64      ids[N_SURFACE_EVENTS])
{
  static const char *const players[] = { "Ann", "Bob", "Cid", NULL };
  static const char *const trio[] = { "Dirk", "Eva", "Fien", NULL };
  /* Names of one word: pdftotext's columns are split at spaces. */
  static const char *const teams[] = {
    "T01", "T02", "T03", "T04", "T05", "T06", "T07", "T08", "T09", "T10", "T11", "T12", NULL,
  };
  g_autoptr(JsonArray) matches = NULL;
  g_autoptr(GString) full = g_string_new ("{\"games\": [");
  g_autofree char *event = NULL;
  static const int losers[] = { 0, 0 };

  /* A series: Bob's card full (10 × 100), Ann's with 4 games typed
   * (100 + 120 + 80 + 60), Cid's empty. */
  ids[SURFACE_SERIES] = create_event (database, "Clubavond", "sjoelbak", "series", "games=10",
                                      players);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, ids[SURFACE_SERIES]);
  matches = list_matches (database, event);
  for (guint g = 0; g < 10; g++)
    g_string_append_printf (full, "%s{\"ends\": [{\"counts\": [[5, 5, 5, 5]]}]}", g ? ", " : "");
  g_string_append (full, "]}");
  {
    g_autofree char *bob = find_match (matches, NULL, 0, 0, "Bob");
    g_autofree char *ann = find_match (matches, NULL, 0, 0, "Ann");

    record (database, event, bob, full->str);
    record (database, event, ann,
            "{\"games\": [{\"ends\": [{\"counts\": [[5, 5, 5, 5]]}]},"
            " {\"ends\": [{\"counts\": [[6, 6, 6, 6]]}]},"
            " {\"ends\": [{\"counts\": [[4, 4, 4, 4]]}]},"
            " {\"ends\": [{\"counts\": [[3, 3, 3, 3]]}]}]}");
  }
  g_clear_pointer (&matches, json_array_unref);
  g_clear_pointer (&event, g_free);

  /* A double elimination of 12 in a bracket of 16: the top 4 have byes. */
  ids[SURFACE_DOUBLE_ELIMINATION] = create_event (database, "Beker", "table",
                                                  "double-elimination", NULL,
                                                  teams);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, ids[SURFACE_DOUBLE_ELIMINATION]);
  matches = list_matches (database, event);
  for (guint p = 1; p < 8; p += 2)
    {
      g_autofree char *id = find_match (matches, "winners", 1, p, NULL);

      record_win (database, event, id, 0);
    }
  g_clear_pointer (&matches, json_array_unref);
  matches = list_matches (database, event);
  for (guint p = 0; p < 4; p++)
    {
      g_autofree char *id = find_match (matches, "winners", 2, p, NULL);

      /* The first seed, who had a bye, loses his first match. */
      record_win (database, event, id, p == 0 ? 1 : 0);
    }
  g_clear_pointer (&matches, json_array_unref);
  matches = list_matches (database, event);
  for (guint p = 0; p < G_N_ELEMENTS (losers); p++)
    {
      g_autofree char *id = find_match (matches, "losers", 2, p, NULL);

      record_win (database, event, id, losers[p]);
    }
  g_clear_pointer (&matches, json_array_unref);
  g_clear_pointer (&event, g_free);

  /* A round robin of three, each winning once by the same score. */
  ids[SURFACE_ROUND_ROBIN] = create_event (database, "Ronde", "table", "round-robin", NULL, trio);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, ids[SURFACE_ROUND_ROBIN]);
  matches = list_matches (database, event);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonArray *names = json_object_get_array_member (match, "names");
      g_autofree char *id = NULL;
      const char *first;

      if (json_object_get_boolean_member_with_default (match, "bye", FALSE))
        continue;
      first = json_array_get_string_element (names, 0);
      id = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (match, "id"));
      /* Dirk beats Eva, Eva beats Fien, Fien beats Dirk. */
      {
        const char *second = json_array_get_string_element (names, 1);
        gboolean first_wins = (g_str_equal (first, "Dirk") && g_str_equal (second, "Eva")) ||
                              (g_str_equal (first, "Eva") && g_str_equal (second, "Fien")) ||
                              (g_str_equal (first, "Fien") && g_str_equal (second, "Dirk"));

        record_win (database, event, id, first_wins ? 0 : 1);
      }
    }
}

/* Tables as surfaces show them */

void
shown_table_clear (ShownTable *table)
{
  g_clear_pointer (&table->headers, g_strfreev);
  g_clear_pointer (&table->rows, g_ptr_array_unref);
}

static int
header_index (const ShownTable *table,
              const char       *header)
{
  for (guint c = 0; table->headers != NULL && table->headers[c] != NULL; c++)
    if (g_str_equal (table->headers[c], header))
      return (int) c;
  return -1;
}

static char *
figure_text (JsonNode   *node,
             const char *none)
{
  GType type;

  if (JSON_NODE_HOLDS_NULL (node))
    return g_strdup (none != NULL ? none : "—");
  type = json_node_get_value_type (node);

  if (type == G_TYPE_INT64)
    return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
  g_assert_true (type == G_TYPE_DOUBLE);
  return g_strdup_printf ("%g", json_node_get_double (node));
}

void
shown_table_check (const ShownTable  *table,
                   JsonArray         *standings,
                   int                n_lines,
                   const char        *place_header,
                   const char        *name_header,
                   const char *const *figures,
                   guint              min_figures,
                   const char        *surface)
{
  guint n = n_lines < 0 ? json_array_get_length (standings)
                        : MIN ((guint) n_lines, json_array_get_length (standings));
  int place_column = header_index (table, place_header);
  int name_column = header_index (table, name_header);
  guint found = 0;

  g_test_message ("Checking the standings on %s", surface);
  g_assert_cmpint (place_column, >=, 0);
  g_assert_cmpint (name_column, >=, 0);
  if (n_lines < 0)
    g_assert_cmpuint (table->rows->len, ==, n);
  else
    g_assert_cmpuint (table->rows->len, >=, n);
  for (guint f = 0; figures[f] != NULL; f += 2)
    found += header_index (table, figures[f + 1]) >= 0;
  g_assert_cmpuint (found, >=, min_figures);

  for (guint i = 0; i < n; i++)
    {
      JsonObject *line = json_array_get_object_element (standings, i);
      GStrv cells = g_ptr_array_index (table->rows, i);
      g_autofree char *place = hammer_standings_line_place_text (line, FALSE);

      g_assert_cmpuint (g_strv_length (cells), >, (guint) MAX (place_column, name_column));
      g_assert_cmpstr (cells[place_column], ==, place);
      g_assert_cmpstr (cells[name_column], ==, json_object_get_string_member (line, "name"));
      for (guint f = 0; figures[f] != NULL; f += 2)
        {
          int column = header_index (table, figures[f + 1]);
          g_autofree char *expected = NULL;
          JsonNode *node;

          if (column < 0)
            continue;
          g_assert_true (json_object_has_member (line, figures[f]));
          g_assert_cmpuint (g_strv_length (cells), >, (guint) column);
          node = json_object_get_member (line, figures[f]);
          /* A fraction is shown in its column's format ("2.50" beside
           * "3.00"): the same number, however many decimals. */
          if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_DOUBLE)
            {
              char *end = NULL;
              double shown = g_ascii_strtod (cells[column], &end);

              g_assert_true (end != cells[column] && *end == '\0');
              g_assert_cmpfloat_with_epsilon (shown, json_node_get_double (node), 0.005);
              continue;
            }
          if (table->no_card != NULL && g_str_equal (figures[f], "total") &&
              json_object_has_member (line, "games") &&
              json_object_get_int_member (line, "games") == 0)
            expected = g_strdup (table->no_card);
          else
            expected = figure_text (node, table->none);
          g_assert_cmpstr (cells[column], ==, expected);
        }
    }
}

void
test_items_changed_cb (GListModel       *list,
                       guint             position,
                       guint             removed,
                       guint             added,
                       TestItemsChanged *seen)
{
  seen->n_changes++;
  seen->position = position;
  seen->removed = removed;
  seen->added = added;
}

void
test_notify_cb (GObject    *object,
                GParamSpec *pspec,
                GHashTable *notified)
{
  g_hash_table_add (notified, g_strdup_printf ("%p:%s", (gpointer) object, pspec->name));
}

gboolean
test_was_notified (GHashTable *notified,
                   gpointer    object,
                   const char *property)
{
  g_autofree char *key = g_strdup_printf ("%p:%s", object, property);

  return g_hash_table_contains (notified, key);
}

guint
test_notified_of (GHashTable *notified,
                  gpointer    object)
{
  g_autofree char *prefix = g_strdup_printf ("%p:", object);
  GHashTableIter iter;
  gpointer key;
  guint n = 0;

  g_hash_table_iter_init (&iter, notified);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (g_str_has_prefix (key, prefix))
      n++;
  return n;
}

/* The order of the players page, worked out here: folded key first, then
 * the name folded and as written, then the id. Each player's keys are
 * folded once, before the sort. */
typedef struct
{
  HammerPlayer *player;
  char *key;      /* the order's folded text; NULL for the average */
  double number;  /* the average, -1 for none */
  char *name;     /* the name folded */
} SortRow;

static int
compare_sort_rows (gconstpointer pa,
                   gconstpointer pb,
                   gpointer      user_data)
{
  const SortRow *a = pa, *b = pb;
  const HammerPlayerView *view = user_data;
  int order = 0;

  if (a->key != NULL)
    order = strcmp (a->key, b->key);
  else if (view->order == HAMMER_PLAYER_ORDER_AVERAGE)
    order = a->number < b->number ? -1 : a->number > b->number;
  if (order == 0)
    order = strcmp (a->name, b->name);
  if (order == 0)
    order = strcmp (hammer_player_get_name (a->player), hammer_player_get_name (b->player));
  if (order == 0)
    order = hammer_player_get_id (a->player) < hammer_player_get_id (b->player) ? -1 : 1;
  return view->descending ? -order : order;
}

static char *
fold (const char *text)
{
  return hammer_i18n_fold_name (text != NULL ? text : "");
}

GPtrArray *
roster_expected_view (HammerStore            *store,
                      const HammerPlayerView *view)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = hammer_roster_list_players (store, &error);
  g_autofree char *search = view->search != NULL ? fold (view->search) : NULL;
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (SortRow));
  GPtrArray *shown;

  g_assert_no_error (error);
  for (guint i = 0; i < all->len; i++)
    {
      HammerPlayer *player = g_ptr_array_index (all, i);
      g_autofree char *name = fold (hammer_player_get_name (player));
      g_autofree char *club = fold (hammer_player_get_club_name (player));
      g_autofree char *licence = fold (hammer_player_get_licence (player));
      SortRow row = { player, NULL, -1, NULL };

      if (search != NULL && strstr (name, search) == NULL && strstr (club, search) == NULL &&
          strstr (licence, search) == NULL)
        continue;
      if (view->order == HAMMER_PLAYER_ORDER_CLUB)
        row.key = g_steal_pointer (&club);
      else if (view->order == HAMMER_PLAYER_ORDER_LICENCE)
        row.key = g_steal_pointer (&licence);
      else if (view->order == HAMMER_PLAYER_ORDER_NAME)
        row.key = g_strdup (name);
      if (hammer_player_has_average (player))
        row.number = hammer_player_get_average (player);
      row.name = g_steal_pointer (&name);
      g_array_append_val (rows, row);
    }
  g_array_sort_with_data (rows, compare_sort_rows, (gpointer) view);

  shown = g_ptr_array_new_full (rows->len, g_object_unref);
  for (guint i = 0; i < rows->len; i++)
    {
      SortRow *row = &g_array_index (rows, SortRow, i);

      g_ptr_array_add (shown, g_object_ref (row->player));
      g_free (row->key);
      g_free (row->name);
    }
  return shown;
}

void
test_keep_result_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

GAsyncResult *
test_wait_result (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *result;
}
