/* hammer-qr-view.c — a QR code drawn crisp, whole pixels a module
 * (hammer_qr_draw()), centred in the largest square the widget has
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sheets/hammer-qr.h"

#include "hammer-qr-view.h"

struct _HammerQrView
{
  GtkDrawingArea  parent_instance;

  HammerQr       *qr;
  char           *text;
};

G_DEFINE_FINAL_TYPE (HammerQrView, hammer_qr_view, GTK_TYPE_DRAWING_AREA)

static void
draw_code (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  HammerQrView *self = HAMMER_QR_VIEW (area);
  double size = MIN (width, height);

  if (self->qr != NULL && size > 0)
    hammer_qr_draw (self->qr, cr, (width - size) / 2, (height - size) / 2, size);
}

GtkWidget *
hammer_qr_view_new (void)
{
  return g_object_new (HAMMER_TYPE_QR_VIEW, NULL);
}

gboolean
hammer_qr_view_set_text (HammerQrView  *self,
                         const char    *text,
                         GError       **error)
{
  g_autoptr(HammerQr) qr = NULL;
  gboolean made = TRUE;

  g_return_val_if_fail (HAMMER_IS_QR_VIEW (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (text != NULL && !(qr = hammer_qr_new (text, error)))
    {
      made = FALSE;
      text = NULL;
    }
  g_clear_pointer (&self->qr, hammer_qr_free);
  self->qr = g_steal_pointer (&qr);
  g_free (self->text);
  self->text = g_strdup (text);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return made;
}

const char *
hammer_qr_view_get_text (HammerQrView *self)
{
  g_return_val_if_fail (HAMMER_IS_QR_VIEW (self), NULL);

  return self->text;
}

static void
hammer_qr_view_finalize (GObject *object)
{
  HammerQrView *self = HAMMER_QR_VIEW (object);

  g_clear_pointer (&self->qr, hammer_qr_free);
  g_free (self->text);
  G_OBJECT_CLASS (hammer_qr_view_parent_class)->finalize (object);
}

static void
hammer_qr_view_class_init (HammerQrViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_qr_view_finalize;
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_IMG);
}

static void
hammer_qr_view_init (HammerQrView *self)
{
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw_code, NULL, NULL);
}
