/* hammer-web-pages.c — the pages the hall server serves, in the reader's
 * language
 *
 * A page is HTML with its script and style sheet beside it in the core's
 * resources. Its sentences are written in the script as _("…"), where
 * xgettext finds them for po/; the server finds the same ones, translates
 * them and puts them into the page as a JSON block the script reads. So a
 * sentence is written once, and no inline script runs (the pages' CSP
 * forbids it; a JSON block is data, not script).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-i18n.h"
#include <json-glib/json-glib.h>

#include "hammer-catalog.h"
#include "hammer-error.h"
#include "hammer-web-pages.h"

#define WEB_RESOURCES "/io/github/hammertourney/Hammer/core/web/"
#define STRINGS_MARKER "<!--strings-->"
#define INCLUDE_START "<!--#include "
#define INCLUDE_END "-->"
#define NAME_MARKER "<!--name-->"


/* The pages and the scripts whose sentences each shows. */
typedef struct
{
  const char *name;
  const char *scripts[5];
} PageScripts;

static const PageScripts known_pages[] = {
  /* A board's page also takes the sjoelbak series cards of whoever shoots there. */
  { "board", { "board.js", "board-sheet.js", "series-card.js", NULL } },
  { "check-in", { "check-in.js", "late-entry.js", NULL } },
  { "hall", { "hall.js", "bracket.js", "cross-table.js", NULL } },
  { "me", { "me.js", "series-card.js", NULL } },
  /* A day's hall shows each of its events as the hall page does, with its script. */
  { "day", { "hall.js", "day.js", "bracket.js", "cross-table.js", NULL } },
};

static const PageScripts *
find_page (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_pages); i++)
    if (g_str_equal (known_pages[i].name, name))
      return &known_pages[i];
  return NULL;
}

G_LOCK_DEFINE_STATIC (pages);
static GHashTable *pages;   /* "name/language" → GBytes */

/* How much the reader wants @range ("de-AT;q=0.8"), and whether it is one
 * of ours: the language part before any region decides. */
static const char *
parse_range (const char *range,
             double     *quality)
{
  g_auto(GStrv) parts = g_strsplit (range, ";", -1);
  g_autofree char *tag = NULL;
  char *dash;

  /* An empty item ("de,", ",de", ",") splits into no parts at all. */
  *quality = 0.0;
  if (parts[0] == NULL)
    return NULL;
  tag = g_ascii_strdown (g_strstrip (parts[0]), -1);
  dash = strchr (tag, '-');
  *quality = 1.0;
  for (guint i = 1; parts[i] != NULL; i++)
    {
      const char *parameter = g_strstrip (parts[i]);

      if (g_str_has_prefix (parameter, "q="))
        *quality = g_ascii_strtod (parameter + 2, NULL);
    }
  if (dash != NULL)
    *dash = '\0';
  for (const char * const *language = hammer_catalog_languages (); *language != NULL; language++)
    if (g_str_equal (tag, *language))
      return *language;
  return NULL;
}

const char *
hammer_web_pick_language (const char *accept_language)
{
  g_auto(GStrv) ranges = NULL;
  const char *best = "en";
  double best_quality = 0.0;

  if (accept_language == NULL)
    return best;
  ranges = g_strsplit (accept_language, ",", 32);
  for (guint i = 0; ranges[i] != NULL; i++)
    {
      double quality;
      const char *language = parse_range (ranges[i], &quality);

      /* The first of equal preference wins, as the reader listed them. */
      if (language != NULL && quality > best_quality)
        {
          best = language;
          best_quality = quality;
        }
    }
  return best;
}

/* The sentences a script marks with _("…"): plain double-quoted literals,
 * as the pages' scripts are written. */
static GPtrArray *
find_sentences (const char *script)
{
  g_autoptr(GPtrArray) sentences = g_ptr_array_new_with_free_func (g_free);
  const char *cursor = script;

  while ((cursor = strstr (cursor, "_(\"")) != NULL)
    {
      const char *start = cursor + 3;
      const char *end = strchr (start, '"');

      if (end == NULL)
        break;
      /* A name that only ends in an underscore, such as bar_(…), is not the mark. */
      if (cursor == script || !(g_ascii_isalnum (cursor[-1]) || cursor[-1] == '_'))
        g_ptr_array_add (sentences, g_strndup (start, end - start));
      cursor = end + 1;
    }
  return g_steal_pointer (&sentences);
}

/* The JSON block of @script's sentences in @language. A "</" inside a
 * string would end the <script> element, so it is written "<\/". */
static char *
strings_block (const char *script,
               const char *language)
{
  g_autoptr(GPtrArray) sentences = find_sentences (script);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *json = NULL;
  g_autofree char *safe = NULL;

  json_builder_begin_object (builder);
  for (guint i = 0; i < sentences->len; i++)
    {
      const char *msgid = g_ptr_array_index (sentences, i);

      json_builder_set_member_name (builder, msgid);
      json_builder_add_string_value (builder, hammer_catalog_translate (language, msgid));
    }
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json = json_to_string (root, FALSE);
  {
    g_auto(GStrv) parts = g_strsplit (json, "</", -1);
    safe = g_strjoinv ("<\\/", parts);
  }
  return g_strdup_printf ("<script type=\"application/json\" id=\"strings\">%s</script>", safe);
}

static GBytes *
lookup_resource (const char  *file,
                 GError     **error)
{
  g_autofree char *path = g_strconcat (WEB_RESOURCES, file, NULL);
  g_autoptr(GError) local_error = NULL;
  GBytes *bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &local_error);

  if (bytes == NULL)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("There is no page “%s”"), file);
  return bytes;
}

/* @html with every "<!--#include NAME-->" replaced by the fragment NAME
 * (an .html file beside the pages, that includes none itself): a part two
 * pages share has one home. */
static char *
expand_includes (const char  *html,
                 GError     **error)
{
  g_autoptr(GString) page = g_string_new (NULL);
  const char *cursor = html;
  const char *start;

  while ((start = strstr (cursor, INCLUDE_START)) != NULL)
    {
      const char *name = start + strlen (INCLUDE_START);
      const char *end = strstr (name, INCLUDE_END);
      g_autofree char *file = NULL;
      g_autoptr(GBytes) fragment = NULL;

      if (end == NULL)
        break;
      file = g_strstrip (g_strndup (name, end - name));
      if (!g_str_has_suffix (file, ".html") || strchr (file, '/') != NULL ||
          !(fragment = lookup_resource (file, error)))
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED,
                         "A page includes “%s”, which is no fragment", file);
          return NULL;
        }
      g_string_append_len (page, cursor, start - cursor);
      g_string_append_len (page, g_bytes_get_data (fragment, NULL), g_bytes_get_size (fragment));
      cursor = end + strlen (INCLUDE_END);
      /* The fragment's own line end stands for the marker's. */
      if (*cursor == '\n' && page->len > 0 && page->str[page->len - 1] == '\n')
        cursor++;
    }
  g_string_append (page, cursor);
  return g_string_free (g_steal_pointer (&page), FALSE);
}

static GBytes *
render_page (const PageScripts  *known,
             const char         *language,
             GError            **error)
{
  g_autofree char *html_file = g_strconcat (known->name, ".html", NULL);
  g_autoptr(GBytes) html = NULL;
  g_autofree char *html_text = NULL;
  g_autofree char *block = NULL;
  g_autoptr(GString) scripts = g_string_new (NULL);
  const char *marker;
  GString *page;

  if (!(html = lookup_resource (html_file, error)))
    return NULL;
  for (guint i = 0; known->scripts[i] != NULL; i++)
    {
      g_autoptr(GBytes) script = lookup_resource (known->scripts[i], error);

      if (script == NULL)
        return NULL;
      g_string_append_len (scripts, g_bytes_get_data (script, NULL), g_bytes_get_size (script));
      g_string_append_c (scripts, '\n');
    }
  {
    g_autofree char *source = g_strndup (g_bytes_get_data (html, NULL), g_bytes_get_size (html));

    if (!(html_text = expand_includes (source, error)))
      return NULL;
  }

  marker = strstr (html_text, STRINGS_MARKER);
  if (marker == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED,
                   "The page %s has no place for its strings", html_file);
      return NULL;
    }
  block = strings_block (scripts->str, language);
  page = g_string_new_len (html_text, marker - html_text);
  g_string_append (page, block);
  g_string_append (page, marker + strlen (STRINGS_MARKER));
  return g_string_free_to_bytes (page);
}

GBytes *
hammer_web_page_render (const char  *name,
                        const char  *language,
                        GError     **error)
{
  g_autofree char *key = NULL;
  const PageScripts *known;
  GBytes *page;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (language == NULL || !g_strv_contains (hammer_catalog_languages (), language))
    language = "en";
  if (!(known = find_page (name)))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no page “%s”"), name);
      return NULL;
    }

  /* The pages never change while Hammer runs: render each once. */
  key = g_strconcat (name, "/", language, NULL);
  G_LOCK (pages);
  if (pages == NULL)
    pages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                   (GDestroyNotify) g_bytes_unref);
  page = g_hash_table_lookup (pages, key);
  if (page == NULL && (page = render_page (known, language, error)) != NULL)
    g_hash_table_insert (pages, g_steal_pointer (&key), page);
  G_UNLOCK (pages);
  return page != NULL ? g_bytes_ref (page) : NULL;
}

GBytes *
hammer_web_page_render_titled (const char  *name,
                               const char  *language,
                               const char  *title,
                               GError     **error)
{
  g_autoptr(GBytes) page = NULL;
  g_autofree char *escaped = NULL;
  g_autoptr(GString) titled = NULL;
  const char *open, *close;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (title != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(page = hammer_web_page_render (name, language, error)))
    return NULL;
  /* The cached page is the same for every event: the name goes into a copy. */
  titled = g_string_new_len (g_bytes_get_data (page, NULL), g_bytes_get_size (page));
  escaped = g_markup_escape_text (title, -1);
  open = strstr (titled->str, "<title>");
  close = open != NULL ? strstr (open, "</title>") : NULL;
  if (close != NULL)
    {
      gsize start = open - titled->str + strlen ("<title>");

      g_string_erase (titled, start, close - titled->str - start);
      g_string_insert (titled, start, escaped);
    }
  g_string_replace (titled, NAME_MARKER, escaped, 0);
  return g_string_free_to_bytes (g_steal_pointer (&titled));
}

GBytes *
hammer_web_asset (const char  *name,
                  const char **content_type,
                  GError     **error)
{
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (content_type != NULL, NULL);

  /* Only a plain file name of a script or style sheet: no folders, no pages. */
  if (strchr (name, '/') == NULL && strstr (name, "..") == NULL)
    {
      if (g_str_has_suffix (name, ".js"))
        *content_type = "text/javascript; charset=utf-8";
      else if (g_str_has_suffix (name, ".css"))
        *content_type = "text/css; charset=utf-8";
      else
        *content_type = NULL;
      if (*content_type != NULL)
        return lookup_resource (name, error);
    }
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND, _("There is no page “%s”"), name);
  return NULL;
}
