/* hammer-plot.h — a line chart or a histogram, drawn with Cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_PLOT (hammer_plot_get_type ())

G_DECLARE_FINAL_TYPE (HammerPlot, hammer_plot, HAMMER, PLOT, GtkWidget)

GtkWidget  *hammer_plot_new             (void);
/* Titles under the x axis and beside the y axis (already translated). */
void        hammer_plot_set_axis_titles (HammerPlot        *self,
                                         const char        *x_title,
                                         const char        *y_title);
/* A line through @values, one point for each of @n labels on the x axis. */
void        hammer_plot_set_line        (HammerPlot        *self,
                                         const double      *values,
                                         const char *const *labels,
                                         guint              n);
/* Dashed horizontal lines at @limits, each with its name. */
void        hammer_plot_set_limits      (HammerPlot        *self,
                                         const double      *limits,
                                         const char *const *names,
                                         guint              n);
/* Bars counting @values in bins of @bin_width (replaces a line). */
void        hammer_plot_set_histogram   (HammerPlot        *self,
                                         const int         *values,
                                         guint              n,
                                         int                bin_width);
/* The number of points (line) or of bins (histogram) shown. */
guint       hammer_plot_get_n_points    (HammerPlot        *self);

G_END_DECLS
