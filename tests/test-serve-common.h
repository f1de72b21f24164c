/* test-serve-common.h — what the tests of the hall server share: one HTTP
 * request through a libsoup client, and its answer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

G_BEGIN_DECLS

typedef struct
{
  guint               status;
  char               *body;     /* "" when there is none */
  SoupMessageHeaders *headers;
} Answer;

void answer_clear (Answer *answer);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Answer, answer_clear)

/* One request through @session to @url; @body (JSON) makes it a POST, and
 * @if_none_match (or NULL) goes with it as that header. */
void request      (SoupSession *session,
                   const char  *url,
                   const char  *body,
                   const char  *if_none_match,
                   Answer      *answer);

G_END_DECLS
