/* hammer-json.h — reading the members of JSON documents by their types,
 * and JSON text read and written fast (hammer-json-text.c)
 *
 * Documents come from files, from other programs and from older versions of
 * Hammer, so a member may be missing, null or of another type. The plain
 * readers take whatever a document holds: such a member reads as the
 * fallback, never as an error. The checked readers are for documents that
 * must validate: they set an error that names the member.
 *
 * A whole number is a JSON number without a fraction, however it is written
 * (3 or 3.0); 2.5 is not a whole number and reads as the fallback.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

JsonNode   *hammer_json_parse           (const char  *text,
                                         gssize       length);
gboolean    hammer_json_check           (const char  *text,
                                         gssize       length,
                                         const char  *member,
                                         JsonNode   **value);
char       *hammer_json_write           (JsonNode    *node);

gboolean    hammer_json_node_int        (JsonNode    *node,
                                         gint64      *value);
gboolean    hammer_json_node_double     (JsonNode    *node,
                                         double      *value);
const char *hammer_json_node_string     (JsonNode    *node);
JsonObject *hammer_json_node_object     (JsonNode    *node);

JsonNode   *hammer_json_member          (JsonObject  *object,
                                         const char  *name);
const char *hammer_json_string          (JsonObject  *object,
                                         const char  *name);
gint64      hammer_json_int             (JsonObject  *object,
                                         const char  *name,
                                         gint64       fallback);
double      hammer_json_double          (JsonObject  *object,
                                         const char  *name,
                                         double       fallback);
gboolean    hammer_json_bool            (JsonObject  *object,
                                         const char  *name,
                                         gboolean     fallback);
JsonArray  *hammer_json_array           (JsonObject  *object,
                                         const char  *name);
JsonObject *hammer_json_object          (JsonObject  *object,
                                         const char  *name);
/* Sets member @name of @to to a copy of @from's, or to null where @from
 * has none. */
void        hammer_json_copy_member     (JsonObject  *to,
                                         JsonObject  *from,
                                         const char  *name);

guint       hammer_json_length          (JsonArray   *array);
JsonNode   *hammer_json_element         (JsonArray   *array,
                                         guint        index);
gint64      hammer_json_element_int     (JsonArray   *array,
                                         guint        index,
                                         gint64       fallback);
const char *hammer_json_element_string  (JsonArray   *array,
                                         guint        index);
JsonArray  *hammer_json_element_array   (JsonArray   *array,
                                         guint        index);
JsonObject *hammer_json_element_object  (JsonArray   *array,
                                         guint        index);

gboolean    hammer_json_check_int       (JsonObject  *object,
                                         const char  *name,
                                         gint64       low,
                                         gint64       high,
                                         gint64       fallback,
                                         gint64      *value,
                                         GError     **error);
gboolean    hammer_json_check_bool      (JsonObject  *object,
                                         const char  *name,
                                         gboolean     fallback,
                                         gboolean    *value,
                                         GError     **error);
gboolean    hammer_json_check_string    (JsonObject  *object,
                                         const char  *name,
                                         gboolean     required,
                                         const char **value,
                                         GError     **error);

G_END_DECLS
