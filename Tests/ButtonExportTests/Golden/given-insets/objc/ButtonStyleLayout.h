// ButtonStyleLayout.h: the runtime layout of 2 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// The math of the `exact` technique for any title, image, bounds, scale, direction and iOS:
// ButtonStyleLayoutInsets returns the image, title and content edge insets that make UIKit's
// legacy layout put the image and title exactly where the style asks. ButtonStyleButton
// (UIButton+ButtonStyles.h) applies them whenever it lays out. Plain C99: no UIKit here.
#ifndef BUTTON_STYLE_LAYOUT_H
#define BUTTON_STYLE_LAYOUT_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct { double top, left, bottom, right; } ButtonStyleEdgeInsets;
typedef struct { ButtonStyleEdgeInsets image, title, content; } ButtonStyleInsets;

/* A width or height below 0 means absent: no image, no title, or (bounds) intrinsic size.
   Returns false for an unknown style. */
bool ButtonStyleLayoutInsets(const char *style, double imageWidth, double imageHeight,
                             double titleWidth, double titleHeight, double boundsWidth,
                             double boundsHeight, double scale, bool rightToLeft,
                             int iosMajor, ButtonStyleInsets *out);

/* The size the button should report as its intrinsic content size with `style`: image and
   title, the spacing between them and the padding, rounded to the pixel (what UIKit computes
   from the content insets ButtonStyleLayoutInsets returns). Returns false for an unknown
   style. */
bool ButtonStyleLayoutIntrinsicContentSize(const char *style, double imageWidth,
                                           double imageHeight, double titleWidth,
                                           double titleHeight, double scale, int iosMajor,
                                           double *width, double *height);

#ifdef __cplusplus
}
#endif

#endif
