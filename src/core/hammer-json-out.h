/* hammer-json-out.h — JSON written as it is made: into a JsonBuilder, or
 * straight into text laid out as hammer-cli prints it
 *
 * A big list (the 2,000 matches of a draw) costs several times more as
 * JsonNodes built, printed and freed than as text written once; the code
 * that says what a list holds writes it through this, once, for both.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The deepest nesting the text can take. */
#define HAMMER_JSON_OUT_MAX_DEPTH 64

typedef struct
{
  JsonBuilder *builder;   /* where the values go, or: */
  GString     *text;      /* the text they are written into */
  guint        depth;     /* the containers open */
  gboolean     member;    /* a member's name is written, its value is next */
  guint64      has_items; /* a bit a depth: the container there has items */
} HammerJsonOut;

void hammer_json_out_init_builder (HammerJsonOut *out,
                                   JsonBuilder   *builder);
/* Writes into @text as json-glib's generator prints, pretty, with an
 * indent of 2: hammer-cli's output, byte for byte. */
void hammer_json_out_init_text    (HammerJsonOut *out,
                                   GString       *text);
void hammer_json_out_begin_object (HammerJsonOut *out);
void hammer_json_out_end_object   (HammerJsonOut *out);
void hammer_json_out_begin_array  (HammerJsonOut *out);
void hammer_json_out_end_array    (HammerJsonOut *out);
void hammer_json_out_member       (HammerJsonOut *out,
                                   const char    *name);
/* hammer_json_out_member() of a string literal @name that needs no
 * escaping: its text, "\"name\" : ", is made by the compiler and written
 * in one copy (a draw's list of matches writes some 120,000 names). */
#define hammer_json_out_member_literal(out, name) \
  hammer_json_out_member_quoted ((out), "" name, "\"" name "\" : ", \
                                 sizeof ("\"" name "\" : ") - 1)
/* What hammer_json_out_member_literal() calls: @quoted is @name in quotes,
 * and the colon, as the text writes it, of @length bytes. */
void hammer_json_out_member_quoted (HammerJsonOut *out,
                                    const char    *name,
                                    const char    *quoted,
                                    gsize          length);
void hammer_json_out_int          (HammerJsonOut *out,
                                   gint64         value);
void hammer_json_out_double       (HammerJsonOut *out,
                                   double         value);
void hammer_json_out_boolean      (HammerJsonOut *out,
                                   gboolean       value);
void hammer_json_out_null         (HammerJsonOut *out);
/* @value, or null when it is %NULL. */
void hammer_json_out_string       (HammerJsonOut *out,
                                   const char    *value);
/* Adds @node and takes it, as json_builder_add_value() does. */
void hammer_json_out_node         (HammerJsonOut *out,
                                   JsonNode      *node);

G_END_DECLS
