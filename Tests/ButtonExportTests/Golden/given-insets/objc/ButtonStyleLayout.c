// ButtonStyleLayout.c: the runtime layout of 2 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// The math of the `exact` technique for any title, image, bounds, scale, direction and iOS:
// ButtonStyleLayoutInsets returns the image, title and content edge insets that make UIKit's
// legacy layout put the image and title exactly where the style asks. ButtonStyleButton
// (UIButton+ButtonStyles.h) applies them whenever it lays out. Plain C99: no UIKit here.
#include "ButtonStyleLayout.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

// What a style fixes: where the image goes, the spacing, the padding and the alignments
// (placement 0-5: top, bottom, left, right, leading, trailing; horizontal 0-5: center,
// left, right, fill, leading, trailing; vertical 0-3: center, top, bottom, fill).
// titleLineHeight is the title font's line height (counted for a button without a title),
// or -1 for the system font of the running iOS.
typedef struct {
  const char *name;
  int placement;
  double spacing;
  ButtonStyleEdgeInsets padding;
  int horizontal;
  int vertical;
  double titleLineHeight;
} BSLStyle;

/* ---- Styles ---- */

static const size_t bsl_style_count = 2;
static const BSLStyle bsl_styles[2] = {
  // legacy/exact: left, spacing 0, padding (0, 0, 0, 0), center/center, system font
  {"legacy/exact", 2, 0, {0, 0, 0, 0}, 0, 0, -1},
  // legacy/share: left, spacing 8, padding (0, 0, 0, 0), center/center, system font
  {"legacy/share", 2, 8, {0, 0, 0, 0}, 0, 0, -1},
};

/* ---- The solver (fixed text, the same in every export) ---- */

/* A port of buttoncat's ExactSolver over its model of UIKit's legacy layout
   (docs/layout-model.md section 1): the same steps, the same arithmetic in the same order. */

typedef struct {
  double width, height;
  bool present;
} BSLSize;

typedef struct {
  double x, y, width, height;
} BSLRect;

typedef struct {
  const BSLStyle *style;
  double scale;
  bool rightToLeft;
  int iosMajor;
} BSLContext;

typedef struct {
  bool hasBounds;
  BSLSize bounds, image, title;
  ButtonStyleEdgeInsets content, imageInsets, titleInsets;
} BSLButton;

static double bsl_max(double a, double b) { return b >= a ? b : a; }
static double bsl_min(double a, double b) { return b <= a ? b : a; }

/* Pixel grid: floorS, ceilS, roundS with the model's tolerance of 1e-9 pixel. */
static double bsl_floor(const BSLContext *c, double v) {
  return floor(v * c->scale + 1e-9) / c->scale;
}
static double bsl_ceil(const BSLContext *c, double v) {
  return ceil(v * c->scale - 1e-9) / c->scale;
}
static double bsl_round(const BSLContext *c, double v) {
  double magnitude = floor(fabs(v) * c->scale + 0.5 + 1e-9) / c->scale;
  return v < 0 ? -magnitude : magnitude;
}

/* Step 4: whole points from iOS 15 on, the pixel grid before. */
static double bsl_round_title(const BSLContext *c, double v) {
  return c->iosMajor >= 15 ? ceil(v - 1e-9) : bsl_ceil(c, v);
}

/* The line height an absent title still counts (step 10). */
static double bsl_line_height(const BSLContext *c) {
  return c->style->titleLineHeight >= 0 ? c->style->titleLineHeight
                                        : (c->iosMajor >= 15 ? 15.0 : 18.0) * 2444.0 / 2048.0;
}

/* The physical placement (0 top, 1 bottom, 2 left, 3 right). */
static int bsl_placement(const BSLContext *c) {
  switch (c->style->placement) {
    case 4: return c->rightToLeft ? 3 : 2;
    case 5: return c->rightToLeft ? 2 : 3;
    default: return c->style->placement;
  }
}

/* The physical horizontal alignment (0 center, 1 left, 2 right, 3 fill). */
static int bsl_horizontal(const BSLContext *c) {
  switch (c->style->horizontal) {
    case 4: return c->rightToLeft ? 2 : 1;
    case 5: return c->rightToLeft ? 1 : 2;
    default: return c->style->horizontal;
  }
}

/* Where the group aligns: -1 left/top, 0 centre (fill centres too), 1 right/bottom. */
static int bsl_horizontal_anchor(const BSLContext *c) {
  int h = bsl_horizontal(c);
  return h == 1 ? -1 : h == 2 ? 1 : 0;
}
static int bsl_vertical_anchor(const BSLContext *c) {
  int v = c->style->vertical;
  return v == 1 ? -1 : v == 2 ? 1 : 0;
}

static BSLRect bsl_inset(BSLRect r, ButtonStyleEdgeInsets i) {
  BSLRect out;
  out.x = r.x + i.left;
  out.y = r.y + i.top;
  out.width = r.width - i.left - i.right;
  out.height = r.height - i.top - i.bottom;
  return out;
}

/* ---- UIKit's legacy layout (docs/layout-model.md section 1) ---- */

/* Step 10: the intrinsic content size. */
static BSLSize bsl_intrinsic_size(const BSLContext *c, const BSLButton *b) {
  ButtonStyleEdgeInsets ci = b->content;
  double titleWidth = b->title.present ? bsl_round_title(c, b->title.width) : 0;
  double titleHeight = bsl_round_title(c, b->title.present ? b->title.height : bsl_line_height(c));
  double imageWidth = b->image.present ? b->image.width : 0;
  double imageHeight = b->image.present ? b->image.height : 0;
  double width = imageWidth + titleWidth;
  double height = bsl_max(imageHeight, titleHeight);
  BSLSize out;
  if (!b->image.present && ci.top == 0 && ci.left == 0 && ci.bottom == 0 && ci.right == 0) {
    height += 2 * 6.0;
    width = bsl_max(width, 30.0);
  }
  out.width = bsl_round(c, width + ci.left + ci.right);
  out.height = bsl_round(c, height + ci.top + ci.bottom);
  out.present = true;
  return out;
}

/* Step 1: the content rect, snapped outward. */
static BSLRect bsl_content_rect(const BSLContext *c, BSLSize bounds, ButtonStyleEdgeInsets ci) {
  double w = bounds.width - ci.left - ci.right;
  double h = bounds.height - ci.top - ci.bottom;
  double x = ci.left + (w < 0 ? w / 2 : 0);
  double y = ci.top + (h < 0 ? h / 2 : 0);
  double minX = bsl_floor(c, x);
  double minY = bsl_floor(c, y);
  double maxX = bsl_ceil(c, x + bsl_max(w, 0));
  double maxY = bsl_ceil(c, y + bsl_max(h, 0));
  BSLRect out;
  out.x = minX;
  out.y = minY;
  out.width = maxX - minX;
  out.height = maxY - minY;
  return out;
}

/* Step 2: an element's rect, each field rounded, a negative size empty. */
static BSLRect bsl_element_rect(const BSLContext *c, BSLRect content,
                                ButtonStyleEdgeInsets insets) {
  BSLRect r = bsl_inset(content, insets);
  BSLRect out;
  out.x = bsl_round(c, r.x);
  out.y = bsl_round(c, r.y);
  out.width = bsl_max(bsl_round(c, r.width), 0);
  out.height = bsl_max(bsl_round(c, r.height), 0);
  return out;
}

/* Steps 1-7: the image and title frames' origins (x, y). */
static void bsl_frames(const BSLContext *c, const BSLButton *b, BSLRect *image, BSLRect *title) {
  BSLSize bounds = b->hasBounds ? b->bounds : bsl_intrinsic_size(c, b);
  BSLRect content = bsl_content_rect(c, bounds, b->content);
  BSLRect ir = bsl_element_rect(c, content, b->imageInsets);
  BSLRect tr = bsl_element_rect(c, content, b->titleInsets);
  double iw = b->image.present ? bsl_min(b->image.width, ir.width) : 0;
  double ih = b->image.present ? bsl_min(b->image.height, ir.height) : 0;
  double tw = 0, th = 0;
  double imageWidth, titleWidth, imageX, titleX, imageY, titleY;
  int horizontal = bsl_horizontal(c);
  if (b->title.present) {
    tw = bsl_round_title(c, bsl_min(b->title.width, bsl_max(tr.width - iw, 0)));
    th = bsl_round_title(c, b->title.height);
  }
  imageWidth = iw;
  titleWidth = tw;
  if (horizontal == 3) {
    double total = iw + tw == 0 ? 1 : iw + tw;
    imageWidth = iw * ir.width / total;
    titleWidth = tw * tr.width / total;
    if (!c->rightToLeft) {
      imageX = ir.x;
      titleX = tr.x + tr.width - titleWidth;
    } else {
      imageX = ir.x + ir.width - imageWidth;
      titleX = tr.x;
    }
  } else if (horizontal == 1 && !c->rightToLeft) {
    imageX = ir.x;
    titleX = tr.x + iw;
  } else if (horizontal == 2 && !c->rightToLeft) {
    imageX = bsl_max(ir.x + ir.width - tw - iw, ir.x);
    titleX = tr.x + tr.width - tw;
  } else if (horizontal == 1) {
    imageX = ir.x + tw;
    titleX = tr.x;
  } else if (horizontal == 2) {
    imageX = bsl_max(ir.x + ir.width - iw, ir.x);
    titleX = tr.x + tr.width - tw - iw;
  } else if (!c->rightToLeft) {
    imageX = ir.x + bsl_max(bsl_floor(c, (ir.width - iw - tw) / 2), 0);
    titleX = tr.x + iw + bsl_round(c, (tr.width - iw - tw) / 2);
  } else {
    imageX = ir.x + bsl_max(bsl_floor(c, (ir.width - iw - tw) / 2 + tw), 0);
    titleX = tr.x + bsl_round(c, (tr.width - iw - tw) / 2 + iw) - iw;
  }
  if (c->style->vertical == 0) {
    imageY = ir.y + bsl_max(bsl_floor(c, (ir.height - ih) / 2), 0);
    titleY = tr.y + bsl_round(c, (tr.height - th) / 2);
  } else if (c->style->vertical == 2) {
    imageY = bsl_max(ir.y + ir.height - ih, ir.y);
    titleY = tr.y + tr.height - th;
  } else {
    imageY = ir.y;
    titleY = tr.y;
  }
  image->x = bsl_round(c, imageX);
  image->y = bsl_round(c, imageY);
  image->width = imageWidth;
  image->height = ih;
  title->x = bsl_round(c, titleX);
  title->y = bsl_round(c, titleY);
  title->width = titleWidth;
  title->height = th;
}

/* ---- The exact technique (buttoncat's ExactSolver) ---- */

/* The title as the button sizes it, unconstrained (step 4). */
static BSLSize bsl_rounded_title(const BSLContext *c, BSLSize title) {
  BSLSize out = title;
  if (title.present) {
    out.width = bsl_round_title(c, title.width);
    out.height = bsl_round_title(c, title.height);
  }
  return out;
}

/* Content plus padding, rounded to the pixel: the intrinsic size the button should report. */
static BSLSize bsl_needed_size(const BSLContext *c, BSLSize image, BSLSize title) {
  double iw = image.present ? image.width : 0, ih = image.present ? image.height : 0;
  double tw = title.present ? title.width : 0, th = title.present ? title.height : 0;
  double spacing = image.present && title.present ? c->style->spacing : 0;
  double width, height;
  ButtonStyleEdgeInsets p = c->style->padding;
  BSLSize out;
  if (bsl_placement(c) <= 1) {
    width = bsl_max(iw, tw);
    height = ih + spacing + th;
  } else {
    width = iw + spacing + tw;
    height = bsl_max(ih, th);
  }
  out.width = bsl_round(c, width + (p.left + p.right));
  out.height = bsl_round(c, height + (p.top + p.bottom));
  out.present = true;
  return out;
}

static double bsl_start(double length, double minimum, double available, int anchor) {
  return anchor < 0   ? minimum
         : anchor > 0 ? minimum + available - length
                      : minimum + (available - length) / 2;
}

/* Where image and title belong within `bounds`: the gap snapped first, then the group. */
static void bsl_targets(const BSLContext *c, BSLSize bounds, BSLSize image, BSLSize title,
                        BSLRect *imageTarget, BSLRect *titleTarget) {
  BSLRect whole;
  BSLRect area;
  int placement = bsl_placement(c);
  bool vertical = placement <= 1;
  bool imageFirst = placement == 0 || placement == 2;
  double iw = image.present ? image.width : 0, ih = image.present ? image.height : 0;
  double tw = title.present ? title.width : 0, th = title.present ? title.height : 0;
  double firstLength = vertical ? (imageFirst ? ih : th) : (imageFirst ? iw : tw);
  double secondLength = vertical ? (imageFirst ? th : ih) : (imageFirst ? tw : iw);
  bool both = image.present && title.present;
  double spacing = both ? c->style->spacing : 0;
  double offset = both ? bsl_round(c, firstLength + spacing) : 0;
  double extent = both ? offset + secondLength : bsl_max(firstLength, secondLength);
  double mainStart, imageMain, titleMain, imageCross, titleCross, crossExtent, crossStart;
  double imageAcross, titleAcross;
  whole.x = 0;
  whole.y = 0;
  whole.width = bounds.width;
  whole.height = bounds.height;
  area = bsl_inset(whole, c->style->padding);
  mainStart = vertical
                  ? bsl_round(c, bsl_start(extent, area.y, area.height, bsl_vertical_anchor(c)))
                  : bsl_round(c, bsl_start(extent, area.x, area.width, bsl_horizontal_anchor(c)));
  imageMain = mainStart + (imageFirst ? 0 : offset);
  titleMain = mainStart + (imageFirst ? offset : 0);
  imageCross = vertical ? iw : ih;
  titleCross = vertical ? tw : th;
  crossExtent = bsl_max(imageCross, titleCross);
  crossStart =
      vertical ? bsl_round(c, bsl_start(crossExtent, area.x, area.width, bsl_horizontal_anchor(c)))
               : bsl_round(c, bsl_start(crossExtent, area.y, area.height, bsl_vertical_anchor(c)));
  imageAcross = crossStart + bsl_round(c, (crossExtent - imageCross) / 2);
  titleAcross = crossStart + bsl_round(c, (crossExtent - titleCross) / 2);
  imageTarget->x = vertical ? imageAcross : imageMain;
  imageTarget->y = vertical ? imageMain : imageAcross;
  imageTarget->width = iw;
  imageTarget->height = ih;
  titleTarget->x = vertical ? titleAcross : titleMain;
  titleTarget->y = vertical ? titleMain : titleAcross;
  titleTarget->width = tw;
  titleTarget->height = th;
}

/* The grid value nearest `ideal` for which roundS(base + value) is `needed`. */
static double bsl_far_side(const BSLContext *c, double ideal, double base, double needed) {
  double candidates[3];
  int i;
  candidates[0] = bsl_round(c, ideal);
  candidates[1] = bsl_floor(c, ideal);
  candidates[2] = bsl_ceil(c, ideal);
  for (i = 0; i < 3; i++) {
    if (fabs(bsl_round(c, base + candidates[i]) - needed) < 1e-9) return candidates[i];
  }
  return candidates[0];
}

/* Content insets whose sum makes the intrinsic size content plus padding. */
static ButtonStyleEdgeInsets bsl_content_insets(const BSLContext *c, BSLSize image, BSLSize title) {
  BSLSize needed = bsl_needed_size(c, image, title);
  double iw = image.present ? image.width : 0, ih = image.present ? image.height : 0;
  double titleWidth = title.present ? title.width : 0;
  double titleHeight = title.present ? title.height : bsl_round_title(c, bsl_line_height(c));
  double horizontal = needed.width - iw - titleWidth;
  double vertical = needed.height - bsl_max(ih, titleHeight);
  ButtonStyleEdgeInsets p = c->style->padding;
  double left = bsl_floor(c, p.left + (horizontal - (p.left + p.right)) / 2);
  double top = bsl_floor(c, p.top + (vertical - (p.top + p.bottom)) / 2);
  double baseWidth = iw + titleWidth;
  double baseHeight = bsl_max(ih, titleHeight);
  ButtonStyleEdgeInsets insets;
  insets.top = top;
  insets.left = left;
  insets.right = bsl_far_side(c, horizontal - left, baseWidth + left, needed.width);
  insets.bottom = bsl_far_side(c, vertical - top, baseHeight + top, needed.height);
  if (!image.present && insets.top == 0 && insets.left == 0 && insets.bottom == 0 &&
      insets.right == 0) {
    insets.top += 1 / c->scale;
    insets.bottom -= 1 / c->scale;
  }
  return insets;
}

/* The element insets that turn `content` into `rect`. */
static ButtonStyleEdgeInsets bsl_insets(const BSLContext *c, BSLRect content, BSLRect rect) {
  ButtonStyleEdgeInsets out;
  out.top = bsl_round(c, rect.y - content.y);
  out.left = bsl_round(c, rect.x - content.x);
  out.bottom = bsl_round(c, (content.y + content.height) - (rect.y + rect.height));
  out.right = bsl_round(c, (content.x + content.width) - (rect.x + rect.width));
  return out;
}

/* Moves `rect` by what `frame` missed of `target`; whether anything moved. */
static bool bsl_shift(const BSLContext *c, BSLRect *rect, BSLRect target, BSLRect frame) {
  double dx = bsl_round(c, target.x - frame.x);
  double dy = bsl_round(c, target.y - frame.y);
  rect->x += dx;
  rect->y += dy;
  return dx != 0 || dy != 0;
}

static void bsl_solve(const BSLContext *c, BSLSize image, BSLSize rawTitle, BSLSize fixed,
                      ButtonStyleInsets *out) {
  BSLSize title = bsl_rounded_title(c, rawTitle);
  BSLSize bounds = fixed.present ? fixed : bsl_needed_size(c, image, title);
  double iw = image.present ? image.width : 0, ih = image.present ? image.height : 0;
  double tw = title.present ? title.width : 0, th = title.present ? title.height : 0;
  BSLButton button;
  BSLRect content, imageRect, titleRect, imageTarget, titleTarget, imageFrame, titleFrame;
  BSLSize shownImage = image, shownTitle = title;
  double rectWidth;
  int pass;
  memset(&button, 0, sizeof button);
  button.hasBounds = fixed.present;
  button.bounds = fixed;
  button.image = image;
  button.title = rawTitle;
  button.content = bsl_content_insets(c, image, title);
  content = bsl_content_rect(c, bounds, button.content);
  rectWidth = bsl_ceil(c, iw + tw);
  if (c->style->horizontal == 3 && iw + tw > 0) {
    shownImage.width = iw * rectWidth / (iw + tw);
    shownTitle.width = tw * rectWidth / (iw + tw);
  }
  if (c->style->vertical == 3) shownImage.height = bsl_ceil(c, ih);
  bsl_targets(c, bounds, shownImage, shownTitle, &imageTarget, &titleTarget);
  imageRect.x = 0;
  imageRect.y = 0;
  imageRect.width = rectWidth;
  imageRect.height = bsl_ceil(c, ih);
  titleRect.x = 0;
  titleRect.y = 0;
  titleRect.width = rectWidth;
  titleRect.height = th;
  if (image.present) {
    imageRect.x = bsl_round(c, !c->rightToLeft ? imageTarget.x : imageTarget.x - tw);
    imageRect.y = imageTarget.y;
  }
  if (title.present) {
    titleRect.x = bsl_round(c, !c->rightToLeft ? titleTarget.x - iw : titleTarget.x);
    titleRect.y = titleTarget.y;
  }
  for (pass = 0; pass < 3; pass++) {
    bool corrected = false;
    button.imageInsets = bsl_insets(c, content, imageRect);
    button.titleInsets = bsl_insets(c, content, titleRect);
    bsl_frames(c, &button, &imageFrame, &titleFrame);
    if (image.present) corrected = bsl_shift(c, &imageRect, imageTarget, imageFrame) || corrected;
    if (title.present) corrected = bsl_shift(c, &titleRect, titleTarget, titleFrame) || corrected;
    if (!corrected) break;
  }
  /* An element the button does not have gets no insets (they would move nothing). */
  memset(out, 0, sizeof *out);
  if (image.present) out->image = button.imageInsets;
  if (title.present) out->title = button.titleInsets;
  out->content = button.content;
}

/* ---- The entry points ---- */

static const BSLStyle *bsl_find(const char *style) {
  size_t i;
  if (style == NULL) return NULL;
  for (i = 0; i < bsl_style_count; i++) {
    if (strcmp(bsl_styles[i].name, style) == 0) return &bsl_styles[i];
  }
  return NULL;
}

static BSLSize bsl_size(double width, double height) {
  BSLSize out;
  out.present = width >= 0 && height >= 0;
  out.width = out.present ? width : 0;
  out.height = out.present ? height : 0;
  return out;
}

bool ButtonStyleLayoutInsets(const char *style, double imageWidth, double imageHeight,
                             double titleWidth, double titleHeight, double boundsWidth,
                             double boundsHeight, double scale, bool rightToLeft,
                             int iosMajor, ButtonStyleInsets *out) {
  BSLContext context;
  context.style = bsl_find(style);
  if (context.style == NULL || out == NULL || !(scale > 0) || !isfinite(scale)) return false;
  context.scale = scale;
  context.rightToLeft = rightToLeft;
  context.iosMajor = iosMajor;
  bsl_solve(&context, bsl_size(imageWidth, imageHeight), bsl_size(titleWidth, titleHeight),
            bsl_size(boundsWidth, boundsHeight), out);
  return true;
}

bool ButtonStyleLayoutIntrinsicContentSize(const char *style, double imageWidth,
                                           double imageHeight, double titleWidth,
                                           double titleHeight, double scale, int iosMajor,
                                           double *width, double *height) {
  BSLContext context;
  BSLSize size;
  context.style = bsl_find(style);
  if (context.style == NULL || width == NULL || height == NULL || !(scale > 0) ||
      !isfinite(scale)) {
    return false;
  }
  context.scale = scale;
  context.rightToLeft = false;
  context.iosMajor = iosMajor;
  size = bsl_needed_size(&context, bsl_size(imageWidth, imageHeight),
                         bsl_rounded_title(&context, bsl_size(titleWidth, titleHeight)));
  *width = size.width;
  *height = size.height;
  return true;
}
