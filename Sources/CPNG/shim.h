// libpng's simplified API (no setjmp/longjmp, which Swift cannot use), and a row-by-row palette
// writer whose setjmp lives here in C: libpng longjmps out of an error only through its own frames
// and these functions, never through Swift ones. And zlib, which libpng is built on: an animated
// PNG is written without libpng (AnimatedPNG), its frames deflated and its chunks summed by zlib.
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

#include <zlib.h>

/* deflateInit2 is a macro around deflateInit2_, which Swift does not import. */
static inline int wt_deflate_init(z_stream *stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, strategy);
}

#include <setjmp.h>
#include <string.h>

/* A palette PNG written a row at a time into a stdio stream, so a large image is never held whole. */
typedef struct {
    png_structp png;
    png_infop info;
    char message[160];
} wt_png_row_writer;

static void wt_png_row_writer_error(png_structp png, png_const_charp message) {
    wt_png_row_writer *writer = (wt_png_row_writer *)png_get_error_ptr(png);
    strncpy(writer->message, message, sizeof writer->message - 1);
    writer->message[sizeof writer->message - 1] = 0;
    png_longjmp(png, 1);
}

static void wt_png_row_writer_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

/* Writes the header and palette (8-bit indices, as the simplified API writes a sheet's). 0 on failure, with `message`. */
static inline int wt_png_row_writer_start(wt_png_row_writer *writer, FILE *file, png_uint_32 width, png_uint_32 height,
                                          const png_byte *rgb, int entries) {
    memset(writer, 0, sizeof *writer);
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, wt_png_row_writer_error, wt_png_row_writer_warning);
    if (!writer->png) { strcpy(writer->message, "out of memory"); return 0; }
    writer->info = png_create_info_struct(writer->png);
    if (!writer->info) { strcpy(writer->message, "out of memory"); return 0; }
    if (setjmp(png_jmpbuf(writer->png))) return 0;
    png_init_io(writer->png, file);
    png_set_IHDR(writer->png, writer->info, width, height, 8, PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_color colors[256];
    for (int i = 0; i < entries && i < 256; i++) {
        colors[i].red = rgb[3 * i]; colors[i].green = rgb[3 * i + 1]; colors[i].blue = rgb[3 * i + 2];
    }
    png_set_PLTE(writer->png, writer->info, colors, entries);
    png_write_info(writer->png, writer->info);
    return 1;
}

static inline int wt_png_row_writer_row(wt_png_row_writer *writer, const png_byte *row) {
    if (setjmp(png_jmpbuf(writer->png))) return 0;
    png_write_row(writer->png, row);
    return 1;
}

static inline int wt_png_row_writer_finish(wt_png_row_writer *writer) {
    if (setjmp(png_jmpbuf(writer->png))) return 0;
    png_write_end(writer->png, writer->info);
    return 1;
}

static inline void wt_png_row_writer_free(wt_png_row_writer *writer) {
    if (writer->png) png_destroy_write_struct(&writer->png, writer->info ? &writer->info : NULL);
}

#endif
