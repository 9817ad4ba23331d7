// libpng's simplified API (no setjmp/longjmp, which Swift cannot use).
// Composite format macros do not import into Swift; they are constants here.
#ifndef WIDGET_TUI_CPNG_SHIM_H
#define WIDGET_TUI_CPNG_SHIM_H

// pkg-config's libpng puts the versioned folder on the include path (Debian and Homebrew alike).
#if __has_include(<png.h>)
#include <png.h>
#else
#include <libpng16/png.h>
#endif

static const png_uint_32 WT_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
/* A palette image: one byte per pixel, indices into an RGB colour map. */
static const png_uint_32 WT_PNG_FORMAT_RGB_COLORMAP = PNG_FORMAT_RGB_COLORMAP;
static const png_uint_32 WT_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static inline png_uint_32 wt_png_image_size(const png_image *image) { return PNG_IMAGE_SIZE(*image); }
static inline int wt_png_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }

#endif
