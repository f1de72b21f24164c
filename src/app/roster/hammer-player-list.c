/* hammer-player-list.c
 *
 * A federation's roster is 25,000 players; a view shows thirty. The list
 * holds the few hundred rows around what the view asked for last, read a
 * page at a time in the order and with the search SQLite applies
 * (hammer_roster_read_view()), and drops the rest. Its length is a count,
 * read on a worker thread with the first page; a change to a few players
 * places each where SQLite now counts it (hammer_roster_locate_in_view()),
 * so the view hears of exactly the rows that moved. The selection is a set
 * of positions, as GtkMultiSelection's, which would hold every selected
 * item (all 25,000 after Ctrl+A). The rows kept, and which are dropped, are
 * hammer-player-list-cache.c's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-player-list.h"
#include "hammer-player-list-private.h"
#include "hammer-player-sorter.h"
#include "hammer-roster-list.h"

/* The rows read at a time (the most kept is the cache's). */
#define PAGE_ROWS 100
/* Players changed at once that are placed one by one; past that, or when
 * the list cannot tell where they were, it is read again whole. */
#define MAX_PLACED 64

typedef struct
{
  gint64 id;
  gboolean added;  /* added by the change: not in the list before */
} Touched;

/* A read on a worker thread: the count of @view, and either its first
 * page or the places of @ids. */
typedef struct
{
  HammerPlayerView view;
  char *search;
  guint serial;
  GArray *touched;       /* Touched, to place; NULL: read the first page */
  GArray *ids;           /* their ids */
  guint n_shown;
  guint n_total;
  GArray *positions;     /* gint, one per id */
  GPtrArray *first_page;
} ReadJob;

static void
read_job_free (ReadJob *job)
{
  g_free (job->search);
  g_clear_pointer (&job->touched, g_array_unref);
  g_clear_pointer (&job->ids, g_array_unref);
  g_clear_pointer (&job->positions, g_array_unref);
  g_clear_pointer (&job->first_page, g_ptr_array_unref);
  g_free (job);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ReadJob, read_job_free)

struct _HammerPlayerList
{
  GObject parent_instance;

  HammerStore *store;
  GtkSorter *view_sorter;
  HammerPlayerOrder order;
  gboolean descending;
  char *search;          /* the search the items are of */
  char *next_search;     /* the one typed, while its count is read */
  guint n_items;
  guint n_total;
  gboolean loading;
  /* Counts changes of order and search: a read of an older one is void. */
  guint serial;

  GCancellable *cancellable;
  gboolean reading;
  gboolean read_all;     /* what to read when the read under way is done */
  GArray *touched;       /* Touched, to place */
  /* Rows were read between a change and its placing, perhaps already
   * where it put them: the list is read again whole instead. */
  gboolean read_while_placing;

  HammerPlayerCache cache;
  GtkBitset *selected;
};

static void hammer_player_list_list_model_init (GListModelInterface *iface);
static void hammer_player_list_selection_model_init (GtkSelectionModelInterface *iface);
static void hammer_player_list_roster_list_init (HammerRosterListInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HammerPlayerList, hammer_player_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      hammer_player_list_list_model_init)
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SELECTION_MODEL,
                                                      hammer_player_list_selection_model_init)
                               G_IMPLEMENT_INTERFACE (HAMMER_TYPE_ROSTER_LIST,
                                                      hammer_player_list_roster_list_init))

static void schedule_read (HammerPlayerList *self);

static HammerPlayerView
current_view (HammerPlayerList *self)
{
  return (HammerPlayerView) { self->order, self->descending, self->search };
}

static gboolean
is_placing (HammerPlayerList *self)
{
  return self->touched->len > 0 || (self->reading && !self->read_all);
}

static void
emit_changed (HammerPlayerList *self)
{
  hammer_roster_list_emit_changed (HAMMER_ROSTER_LIST (self));
}

/* Notes @touched, a player to place, once. */
static void
note_touched (HammerPlayerList *self,
              const Touched    *touched)
{
  for (guint j = 0; j < self->touched->len; j++)
    if (g_array_index (self->touched, Touched, j).id == touched->id)
      return;
  g_array_append_val (self->touched, *touched);
}

/* A damaged file is said by the window, in place of its pages, once the
 * integrity check after the first frame finds it (hammer_store_check_async()):
 * a read that ran into the damage first is not a second message. */
static void
report_read_error (const GError *error)
{
  if (g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT))
    g_debug ("Could not read the players: %s", error->message);
  else
    g_warning ("Could not read the players: %s", error->message);
}

/* GListModel */

static GType
hammer_player_list_get_item_type (GListModel *list)
{
  return HAMMER_TYPE_PLAYER;
}

static guint
hammer_player_list_get_n_items (GListModel *list)
{
  return HAMMER_PLAYER_LIST (list)->n_items;
}

static gpointer
hammer_player_list_get_item (GListModel *list,
                             guint       position)
{
  HammerPlayerList *self = HAMMER_PLAYER_LIST (list);
  HammerPlayerView view = current_view (self);
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GError) error = NULL;
  guint end = self->cache.first + self->cache.rows->len;
  guint start;

  if (position >= self->n_items)
    return NULL;
  if (position >= self->cache.first && position < end)
    return g_object_ref (g_ptr_array_index (self->cache.rows, position - self->cache.first));

  /* A page on from where the view scrolls down, back from where it
   * scrolls up, and around a row it jumps to. */
  if (self->cache.rows->len > 0 && position == end)
    start = position;
  else if (self->cache.rows->len > 0 && position + 1 == self->cache.first)
    start = position + 1 > PAGE_ROWS ? position + 1 - PAGE_ROWS : 0;
  else
    start = position > PAGE_ROWS / 2 ? position - PAGE_ROWS / 2 : 0;

  /* On the index of the order: a page costs well under a millisecond. */
  rows = hammer_roster_read_view (self->store, &view, start, PAGE_ROWS, &error);
  if (rows == NULL || position - start >= rows->len)
    {
      if (error != NULL)
        report_read_error (error);
      /* The roster changed under the view; the change's notice is on its
       * way. An empty row stands in until the list is read again. */
      self->read_while_placing = TRUE;
      return hammer_player_new ("");
    }
  /* The roster may be ahead of the list, which has yet to place a change:
   * what lies past its end is not its own yet. */
  if (rows->len > self->n_items - start)
    g_ptr_array_set_size (rows, self->n_items - start);
  if (is_placing (self))
    self->read_while_placing = TRUE;
  _hammer_player_cache_add (&self->cache, start, rows, position);
  return g_object_ref (g_ptr_array_index (rows, position - start));
}

static void
hammer_player_list_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = hammer_player_list_get_item_type;
  iface->get_n_items = hammer_player_list_get_n_items;
  iface->get_item = hammer_player_list_get_item;
}

/* GtkSelectionModel */

static gboolean
hammer_player_list_is_selected (GtkSelectionModel *model,
                                guint              position)
{
  return gtk_bitset_contains (HAMMER_PLAYER_LIST (model)->selected, position);
}

static GtkBitset *
hammer_player_list_get_selection_in_range (GtkSelectionModel *model,
                                           guint              position,
                                           guint              n_items)
{
  return gtk_bitset_ref (HAMMER_PLAYER_LIST (model)->selected);
}

static gboolean
hammer_player_list_set_selection (GtkSelectionModel *model,
                                  GtkBitset         *selected,
                                  GtkBitset         *mask)
{
  HammerPlayerList *self = HAMMER_PLAYER_LIST (model);
  g_autoptr(GtkBitset) changes = gtk_bitset_copy (selected);
  guint min, max;

  /* What changes: where @selected differs from the selection, in @mask. */
  gtk_bitset_difference (changes, self->selected);
  gtk_bitset_intersect (changes, mask);
  if (self->n_items > 0)
    gtk_bitset_remove_range_closed (changes, self->n_items, G_MAXUINT);
  else
    gtk_bitset_remove_all (changes);
  if (gtk_bitset_is_empty (changes))
    return TRUE;

  min = gtk_bitset_get_minimum (changes);
  max = gtk_bitset_get_maximum (changes);
  gtk_bitset_difference (self->selected, changes);
  gtk_selection_model_selection_changed (model, min, max - min + 1);
  emit_changed (self);
  return TRUE;
}

static void
hammer_player_list_selection_model_init (GtkSelectionModelInterface *iface)
{
  iface->is_selected = hammer_player_list_is_selected;
  iface->get_selection_in_range = hammer_player_list_get_selection_in_range;
  iface->set_selection = hammer_player_list_set_selection;
}

/* Changes of the items */

static void
splice (HammerPlayerList *self,
        guint             position,
        guint             removed,
        guint             added)
{
  guint end = self->cache.first + self->cache.rows->len;

  self->n_items = self->n_items - removed + added;
  if (position + removed <= self->cache.first && self->cache.rows->len > 0)
    self->cache.first = self->cache.first - removed + added;
  else if (position < end)
    _hammer_player_cache_cut (&self->cache, position);
  gtk_bitset_splice (self->selected, position, removed, added);
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
}

/* Every item changed: a new order, search or roster. */
static void
replace_all (HammerPlayerList *self,
             guint             n_items,
             GPtrArray        *first_page)
{
  guint removed = self->n_items;

  _hammer_player_cache_clear (&self->cache);
  if (first_page != NULL && first_page->len > 0)
    _hammer_player_cache_add (&self->cache, 0, first_page, 0);
  gtk_bitset_remove_all (self->selected);
  self->n_items = n_items;
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, n_items);
}

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* Moves each player of @job from where the list has it (@old, -1 for
 * nowhere) to where SQLite now counts it: all out, the last first, then
 * all in, the first first, so that each place is right when it is used.
 * A moved player that was selected stays so. FALSE when the count does
 * not come out as SQLite's. */
static gboolean
place (HammerPlayerList *self,
       ReadJob          *job,
       const gint       *old)
{
  g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) in = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GHashTable) was_selected = g_hash_table_new (g_int64_hash, g_int64_equal);
  const gint64 *ids = (const gint64 *) job->ids->data;

  /* Each entry packs a place and the index of its player. */
  for (guint i = 0; i < job->ids->len; i++)
    {
      gint new_place = g_array_index (job->positions, gint, i);

      if (old[i] >= (gint) self->n_items)
        return FALSE;

      if (old[i] >= 0)
        {
          gint64 entry = ((gint64) old[i] << 16) | i;
          g_array_append_val (out, entry);
          if (gtk_bitset_contains (self->selected, (guint) old[i]))
            g_hash_table_add (was_selected, (gpointer) &ids[i]);
        }
      if (new_place >= 0)
        {
          gint64 entry = ((gint64) new_place << 16) | i;
          g_array_append_val (in, entry);
        }
    }
  g_array_sort (out, compare_ints);
  g_array_sort (in, compare_ints);

  for (guint i = out->len; i-- > 0;)
    splice (self, (guint) (g_array_index (out, gint64, i) >> 16), 1, 0);
  for (guint i = 0; i < in->len; i++)
    {
      gint64 entry = g_array_index (in, gint64, i);
      guint position = (guint) (entry >> 16);

      if (position > self->n_items)
        return FALSE;
      splice (self, position, 0, 1);
      if (g_hash_table_contains (was_selected, &ids[entry & 0xffff]))
        {
          gtk_bitset_add (self->selected, position);
          gtk_selection_model_selection_changed (GTK_SELECTION_MODEL (self), position, 1);
        }
    }
  return self->n_items == job->n_shown;
}

static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HammerPlayerList *self = source_object;
  ReadJob *job = task_data;
  g_autoptr(HammerStore) reader = NULL;
  GError *error = NULL;
  gboolean ok;

  /* self->store is set before the first read and kept. */
  if (!(reader = hammer_store_open_reader (self->store, &error)) ||
      !hammer_roster_count_view (reader, &job->view, &job->n_shown, &job->n_total, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (job->ids == NULL)
    ok = (job->first_page = hammer_roster_read_view (reader, &job->view, 0, PAGE_ROWS,
                                                     &error)) != NULL;
  else
    {
      job->positions = g_array_sized_new (FALSE, TRUE, sizeof (gint), job->ids->len);
      g_array_set_size (job->positions, job->ids->len);
      ok = hammer_roster_locate_in_view (reader, &job->view, (const gint64 *) job->ids->data,
                                         job->ids->len, (gint *) job->positions->data, &error);
    }
  if (!ok)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
read_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  HammerPlayerList *self = HAMMER_PLAYER_LIST (source);
  ReadJob *job = g_task_get_task_data (G_TASK (result));
  g_autofree gint *old = user_data;
  g_autoptr(GError) error = NULL;

  self->reading = FALSE;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      report_read_error (error);
      self->loading = FALSE;
    }
  else if (job->serial == self->serial && !self->read_all)
    {
      self->n_total = job->n_total;
      self->loading = FALSE;
      if (job->ids == NULL)
        {
          g_free (self->search);
          self->search = g_strdup (job->search);
          replace_all (self, job->n_shown, job->first_page);
        }
      else if (self->touched->len > 0)
        {
          /* A change came while the places were read, and they may hold
           * it: the players of both are placed together, from where the
           * list still has them; the first change says whether a player
           * was there before them. */
          g_autoptr(GArray) later = g_steal_pointer (&self->touched);

          self->touched = g_array_copy (job->touched);
          for (guint i = 0; i < later->len; i++)
            note_touched (self, &g_array_index (later, Touched, i));
        }
      else if (self->read_while_placing || !place (self, job, old))
        self->read_all = TRUE;
      if (self->touched->len == 0)
        self->read_while_placing = FALSE;
    }
  else
    self->read_all = TRUE;

  schedule_read (self);
  emit_changed (self);
}

/* Starts the read that is due, unless one is under way: its end starts
 * the next. */
static void
schedule_read (HammerPlayerList *self)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(ReadJob) job = NULL;
  g_autofree gint *old = NULL;

  if (self->reading || self->store == NULL || (!self->read_all && self->touched->len == 0))
    return;

  job = g_new0 (ReadJob, 1);
  job->serial = self->serial;
  job->search = g_strdup (self->next_search);
  job->view = (HammerPlayerView) { self->order, self->descending, job->search };
  if (!self->read_all)
    {
      /* Where the list has each player now, while it is still so. */
      job->touched = g_array_copy (self->touched);
      job->ids = g_array_sized_new (FALSE, FALSE, sizeof (gint64), self->touched->len);
      old = g_new (gint, self->touched->len);
      for (guint i = 0; i < self->touched->len; i++)
        {
          Touched *touched = &g_array_index (self->touched, Touched, i);

          old[i] = _hammer_player_cache_find (&self->cache, touched->id);
          g_array_append_val (job->ids, touched->id);
          /* Changed where the list has not read it: its old place is not
           * known. */
          if (old[i] < 0 && !touched->added)
            self->read_all = TRUE;
        }
    }
  g_array_set_size (self->touched, 0);
  if (self->read_all)
    {
      g_clear_pointer (&job->touched, g_array_unref);
      g_clear_pointer (&job->ids, g_array_unref);
      g_clear_pointer (&old, g_free);
    }
  self->read_all = FALSE;
  self->reading = TRUE;

  task = g_task_new (self, self->cancellable, read_done_cb, g_steal_pointer (&old));
  g_task_set_source_tag (task, schedule_read);
  g_task_set_task_data (task, g_steal_pointer (&job), (GDestroyNotify) read_job_free);
  g_task_run_in_thread (task, read_thread);
}

/* Notes the players @changes touched, to place them. */
static void
note_changes (HammerPlayerList *self,
              HammerChangeSet  *changes)
{
  const HammerChangedRow *rows;
  guint n_rows;

  if (!hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS) &&
      !hammer_change_set_touches (changes, HAMMER_TABLE_CLUBS))
    return;
  if (!hammer_change_set_is_complete (changes))
    {
      self->read_all = TRUE;
      return;
    }

  rows = hammer_change_set_get_rows (changes, &n_rows);
  for (guint i = 0; i < n_rows && !self->read_all; i++)
    {
      Touched touched = { rows[i].id, rows[i].how == HAMMER_ROW_ADDED };

      /* A club renamed or gone moves its members, all of them. */
      if (rows[i].table == HAMMER_TABLE_CLUBS && rows[i].how != HAMMER_ROW_ADDED)
        self->read_all = TRUE;
      if (rows[i].table == HAMMER_TABLE_PLAYERS)
        note_touched (self, &touched);
    }
  if (self->touched->len > MAX_PLACED)
    self->read_all = TRUE;
}

static void
sorter_changed_cb (HammerPlayerList *self)
{
  HammerPlayerOrder order = HAMMER_PLAYER_ORDER_NAME;
  gboolean descending = FALSE;

  hammer_player_sorter_read_primary (self->view_sorter, &order, &descending);
  if (order == self->order && descending == self->descending)
    return;

  self->order = order;
  self->descending = descending;
  self->serial++;
  /* The count stays: the items are read in their new order as the view
   * asks for them. A read under way is of the old order. */
  if (self->reading)
    self->read_all = TRUE;
  replace_all (self, self->n_items, NULL);
  emit_changed (self);
}

/* HammerRosterList */

static void
hammer_player_list_set_search (HammerRosterList *list,
                               const char       *text)
{
  HammerPlayerList *self = HAMMER_PLAYER_LIST (list);
  const char *search = text != NULL && *text != '\0' ? text : NULL;

  if (g_strcmp0 (search, self->next_search) == 0)
    return;
  g_free (self->next_search);
  self->next_search = g_strdup (search);
  self->serial++;
  self->read_all = TRUE;
  schedule_read (self);
}

static guint
hammer_player_list_get_n_total (HammerRosterList *list)
{
  return HAMMER_PLAYER_LIST (list)->n_total;
}

static guint
hammer_player_list_get_n_shown (HammerRosterList *list)
{
  return HAMMER_PLAYER_LIST (list)->n_items;
}

static guint
hammer_player_list_get_n_selected (HammerRosterList *list)
{
  return (guint) gtk_bitset_get_size (HAMMER_PLAYER_LIST (list)->selected);
}

static GPtrArray *
hammer_player_list_get_selected (HammerRosterList *list)
{
  HammerPlayerList *self = HAMMER_PLAYER_LIST (list);
  GPtrArray *items = g_ptr_array_new_with_free_func (g_object_unref);
  GtkBitsetIter iter;
  guint position;

  for (gboolean ok = gtk_bitset_iter_init_first (&iter, self->selected, &position); ok;
       ok = gtk_bitset_iter_next (&iter, &position))
    g_ptr_array_add (items, hammer_player_list_get_item (G_LIST_MODEL (self), position));
  return items;
}

static gpointer
hammer_player_list_roster_get_item (HammerRosterList *list,
                                    guint             position)
{
  return hammer_player_list_get_item (G_LIST_MODEL (list), position);
}

static const char *
hammer_player_list_get_page (HammerRosterList *list)
{
  HammerPlayerList *self = HAMMER_PLAYER_LIST (list);

  if (self->loading)
    return "loading";
  if (self->n_total == 0)
    return "empty";
  return self->n_items == 0 ? "no-results" : "list";
}

static void
hammer_player_list_read (HammerRosterList *list,
                         HammerStore      *store,
                         HammerChangeSet  *changes)
{
  HammerPlayerList *self = HAMMER_PLAYER_LIST (list);

  g_return_if_fail (self->store == NULL || self->store == store);

  g_set_object (&self->store, store);
  if (changes == NULL)
    self->read_all = TRUE;
  else
    note_changes (self, changes);
  schedule_read (self);
}

static gboolean
hammer_player_list_get_loading (HammerRosterList *list)
{
  return HAMMER_PLAYER_LIST (list)->loading;
}

static void
hammer_player_list_roster_list_init (HammerRosterListInterface *iface)
{
  iface->set_search = hammer_player_list_set_search;
  iface->get_n_total = hammer_player_list_get_n_total;
  iface->get_n_shown = hammer_player_list_get_n_shown;
  iface->get_n_selected = hammer_player_list_get_n_selected;
  iface->get_selected = hammer_player_list_get_selected;
  iface->get_item = hammer_player_list_roster_get_item;
  iface->get_page = hammer_player_list_get_page;
  iface->read = hammer_player_list_read;
  iface->get_loading = hammer_player_list_get_loading;
}

/* GObject */

static void
hammer_player_list_dispose (GObject *object)
{
  HammerPlayerList *self = HAMMER_PLAYER_LIST (object);

  g_cancellable_cancel (self->cancellable);
  if (self->view_sorter != NULL)
    g_signal_handlers_disconnect_by_data (self->view_sorter, self);
  g_clear_object (&self->view_sorter);
  g_clear_object (&self->store);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->cache.rows, g_ptr_array_unref);
  g_clear_pointer (&self->touched, g_array_unref);
  g_clear_pointer (&self->selected, gtk_bitset_unref);
  g_clear_pointer (&self->search, g_free);
  g_clear_pointer (&self->next_search, g_free);

  G_OBJECT_CLASS (hammer_player_list_parent_class)->dispose (object);
}

static void
hammer_player_list_class_init (HammerPlayerListClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = hammer_player_list_dispose;
}

static void
hammer_player_list_init (HammerPlayerList *self)
{
  self->loading = TRUE;
  self->cancellable = g_cancellable_new ();
  self->cache.rows = g_ptr_array_new_with_free_func (g_object_unref);
  self->touched = g_array_new (FALSE, FALSE, sizeof (Touched));
  self->selected = gtk_bitset_new_empty ();
}

HammerPlayerList *
hammer_player_list_new (GtkColumnView *view)
{
  HammerPlayerList *self;

  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), NULL);

  self = g_object_new (HAMMER_TYPE_PLAYER_LIST, NULL);
  self->view_sorter = g_object_ref (gtk_column_view_get_sorter (view));
  g_signal_connect_object (self->view_sorter, "changed", G_CALLBACK (sorter_changed_cb), self,
                           G_CONNECT_SWAPPED);
  sorter_changed_cb (self);
  gtk_column_view_set_model (view, GTK_SELECTION_MODEL (self));
  return self;
}

guint
hammer_player_list_get_n_cached (HammerPlayerList *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER_LIST (self), 0);
  return self->cache.rows->len;
}
