// Debian's Pango/HarfBuzz/Cairo/fontconfig, libpng and libjpeg, for Trellis's Graphics module.
// The few helpers below are C because libpng and libjpeg report errors with longjmp, which Swift cannot catch.
#ifndef TRELLIS_CPANGOCAIRO_SHIM_H
#define TRELLIS_CPANGOCAIRO_SHIM_H

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <png.h>
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Growable byte buffer (malloc'd; the caller frees `data` with free()).

typedef struct {
    unsigned char *data;
    size_t length;
    size_t capacity;
} trellis_buffer;

static inline int trellis_buffer_append(trellis_buffer *b, const unsigned char *bytes, size_t n) {
    if (b->length + n > b->capacity) {
        size_t cap = b->capacity ? b->capacity : 65536;
        while (cap < b->length + n) cap *= 2;
        unsigned char *p = (unsigned char *)realloc(b->data, cap);
        if (!p) return 0;
        b->data = p;
        b->capacity = cap;
    }
    memcpy(b->data + b->length, bytes, n);
    b->length += n;
    return 1;
}

// MARK: - PNG encoding with libpng (Cairo's own writer has no compression setting and is slow).

static inline void trellis_png_write(png_structp png, png_bytep bytes, png_size_t n) {
    trellis_buffer *b = (trellis_buffer *)png_get_io_ptr(png);
    if (!trellis_buffer_append(b, bytes, n)) png_error(png, "out of memory");
}

static inline void trellis_png_flush(png_structp png) { (void)png; }

/// Encodes a Cairo ARGB32 image (premultiplied, native-endian words) as an 8-bit PNG: RGB when every pixel is
/// opaque, RGBA otherwise. `level` is the zlib level (0-9). Returns 1 on success, with a malloc'd `*out`.
static inline int trellis_encode_png(const unsigned char *pixels, int width, int height, int stride, int level,
                                     unsigned char **out, size_t *out_length) {
    *out = NULL;
    *out_length = 0;
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            if ((row[x] >> 24) != 0xFF) { opaque = 0; break; }
        }
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return 0;
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_write_struct(&png, NULL); return 0; }
    trellis_buffer buffer = { NULL, 0, 0 };
    unsigned char *volatile row_bytes = (unsigned char *)malloc((size_t)width * 4 + 4);
    if (!row_bytes || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row_bytes);
        free(buffer.data);
        return 0;
    }
    png_set_write_fn(png, &buffer, trellis_png_write, trellis_png_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        unsigned char *o = row_bytes;
        for (int x = 0; x < width; x++) {
            uint32_t p = row[x];
            unsigned a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            if (opaque) {
                *o++ = (unsigned char)r; *o++ = (unsigned char)g; *o++ = (unsigned char)b;
            } else if (a == 0) {
                *o++ = 0; *o++ = 0; *o++ = 0; *o++ = 0;
            } else if (a == 0xFF) {
                *o++ = (unsigned char)r; *o++ = (unsigned char)g; *o++ = (unsigned char)b; *o++ = 0xFF;
            } else {
                *o++ = (unsigned char)((r * 255 + a / 2) / a);
                *o++ = (unsigned char)((g * 255 + a / 2) / a);
                *o++ = (unsigned char)((b * 255 + a / 2) / a);
                *o++ = (unsigned char)a;
            }
        }
        png_write_row(png, row_bytes);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row_bytes);
    *out = buffer.data;
    *out_length = buffer.length;
    return 1;
}

// MARK: - JPEG decoding and encoding with libjpeg(-turbo).

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
} trellis_jpeg_error;

static inline void trellis_jpeg_error_exit(j_common_ptr info) {
    trellis_jpeg_error *e = (trellis_jpeg_error *)info->err;
    longjmp(e->jump, 1);
}

static inline void trellis_jpeg_silence(j_common_ptr info, int level) { (void)info; (void)level; }

/// Decodes baseline/progressive JPEG data (greyscale, YCbCr or RGB) into a new opaque Cairo image surface
/// (CAIRO_FORMAT_RGB24). Returns NULL when the data is not a JPEG libjpeg can read.
static inline cairo_surface_t *trellis_decode_jpeg(const unsigned char *data, size_t length) {
    struct jpeg_decompress_struct info;
    trellis_jpeg_error error;
    cairo_surface_t *volatile surface = NULL;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = trellis_jpeg_error_exit;
    error.base.emit_message = trellis_jpeg_silence;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        if (surface) cairo_surface_destroy(surface);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.out_color_space = JCS_EXT_BGRA;
#else
    info.out_color_space = JCS_EXT_ARGB;
#endif
    jpeg_start_decompress(&info);
    surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)info.output_width, (int)info.output_height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) longjmp(error.jump, 1);
    cairo_surface_flush(surface);
    unsigned char *pixels = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    cairo_surface_mark_dirty(surface);
    return surface;
}

/// Encodes a Cairo ARGB32/RGB24 image as a baseline JPEG (alpha dropped: premultiplied pixels, i.e. over black).
/// `quality` is 0-100. Returns 1 on success, with a malloc'd `*out`.
static inline int trellis_encode_jpeg(const unsigned char *pixels, int width, int height, int stride, int quality,
                                      unsigned char **out, size_t *out_length) {
    struct jpeg_compress_struct info;
    trellis_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    unsigned long volatile size = 0;
    *out = NULL;
    *out_length = 0;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = trellis_jpeg_error_exit;
    error.base.emit_message = trellis_jpeg_silence;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&buffer, (unsigned long *)&size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.in_color_space = JCS_EXT_BGRX;
#else
    info.in_color_space = JCS_EXT_XRGB;
#endif
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_length = size;
    return 1;
}

#endif
