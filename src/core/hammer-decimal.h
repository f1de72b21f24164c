/* hammer-decimal.h — an integer written in decimal, without printf
 *
 * Drawing, logging, listing and importing write hundreds of thousands of
 * numbers (points, ids, sources, marks); printf's parsing of its format was
 * a large part of their cost (issue 28). This is the one way the core writes
 * a number where that counts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The most bytes hammer_write_decimal() writes: "-9223372036854775808". */
#define HAMMER_DECIMAL_MAX 20

/* Writes @value at @out as "%" G_GINT64_FORMAT would, without an end;
 * returns the byte after the last it wrote. @out has room for
 * HAMMER_DECIMAL_MAX bytes. */
static inline char *
hammer_write_decimal (char   *out,
                      gint64  value)
{
  char digits[HAMMER_DECIMAL_MAX];
  guint64 magnitude;
  guint n = 0;

  /* Most of what a results file holds is points of one digit. */
  if (value >= 0 && value < 10)
    {
      *out++ = (char) ('0' + value);
      return out;
    }
  magnitude = value < 0 ? (guint64) 0 - (guint64) value : (guint64) value;
  do
    digits[n++] = (char) ('0' + magnitude % 10);
  while ((magnitude /= 10) > 0);
  if (value < 0)
    *out++ = '-';
  while (n > 0)
    *out++ = digits[--n];
  return out;
}

/* Appends @value to @text in decimal (hammer_write_decimal()). */
static inline void
hammer_append_decimal (GString *text,
                       gint64   value)
{
  char digits[HAMMER_DECIMAL_MAX];

  g_string_append_len (text, digits, hammer_write_decimal (digits, value) - digits);
}

G_END_DECLS
