#include "CPNGWriter.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct DioramaPNGWriter {
    png_structp png;
    png_infop info;
    png_uint_32 width, height;
    int bit_depth;
    int failed;
    char message[256];
    png_bytep bytes;
    size_t size, capacity;
};

/// libpng's error handler: keeps the message and jumps back to the guarded call.
static void fail(png_structp png, png_const_charp message) {
    DioramaPNGWriter *writer = png_get_error_ptr(png);
    snprintf(writer->message, sizeof writer->message, "%s", message);
    png_longjmp(png, 1);
}

/// libpng's warning handler: a warning means the file is not what was asked for, so it fails too.
static void warn(png_structp png, png_const_charp message) { fail(png, message); }

/// libpng's output: appends to the writer's growing buffer.
static void append(png_structp png, png_bytep data, size_t length) {
    DioramaPNGWriter *writer = png_get_io_ptr(png);
    if (writer->size + length > writer->capacity) {
        size_t capacity = (writer->size + length) * 2;
        png_bytep grown = realloc(writer->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        writer->bytes = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->bytes + writer->size, data, length);
    writer->size += length;
}

/// libpng's flush: nothing to do for a buffer in memory.
static void flush(png_structp png) { (void)png; }

/// Runs the statements after `writer` unless an earlier call failed; returns 0 if libpng fails
/// during them (its error handler jumps back here), else 1.
#define GUARDED(writer, ...)                                         \
    do {                                                             \
        if ((writer)->failed) return 0;                              \
        if (setjmp(png_jmpbuf((writer)->png))) {                     \
            (writer)->failed = 1;                                    \
            return 0;                                                \
        }                                                            \
        __VA_ARGS__;                                                 \
        return 1;                                                    \
    } while (0)

DioramaPNGWriter *diorama_png_writer_create(uint32_t width, uint32_t height, int bit_depth, int color_type,
                                            int interlaced) {
    DioramaPNGWriter *writer = calloc(1, sizeof *writer);
    if (writer == NULL) return NULL;
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, fail, warn);
    writer->info = writer->png ? png_create_info_struct(writer->png) : NULL;
    if (writer->info == NULL) {
        diorama_png_writer_destroy(writer);
        return NULL;
    }
    writer->width = width;
    writer->height = height;
    writer->bit_depth = bit_depth;
    if (setjmp(png_jmpbuf(writer->png))) {
        writer->failed = 1;
        return writer;
    }
    png_set_write_fn(writer->png, writer, append, flush);
    png_set_IHDR(writer->png, writer->info, width, height, bit_depth, color_type,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    return writer;
}

void diorama_png_writer_destroy(DioramaPNGWriter *writer) {
    if (writer == NULL) return;
    png_destroy_write_struct(&writer->png, &writer->info);
    free(writer->bytes);
    free(writer);
}

int diorama_png_set_palette(DioramaPNGWriter *writer, const uint8_t *rgb, int count) {
    GUARDED(writer, {
        if (count < 1 || count > PNG_MAX_PALETTE_LENGTH) png_error(writer->png, "a palette holds 1 to 256 entries");
        png_color palette[PNG_MAX_PALETTE_LENGTH];
        for (int i = 0; i < count; i++) palette[i] = (png_color){rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]};
        png_set_PLTE(writer->png, writer->info, palette, count);
    });
}

int diorama_png_set_palette_alpha(DioramaPNGWriter *writer, const uint8_t *alpha, int count) {
    GUARDED(writer, png_set_tRNS(writer->png, writer->info, alpha, count, NULL));
}

int diorama_png_set_transparent_color(DioramaPNGWriter *writer, uint16_t red, uint16_t green, uint16_t blue) {
    png_color_16 color = {.red = red, .green = green, .blue = blue, .gray = red};
    GUARDED(writer, png_set_tRNS(writer->png, writer->info, NULL, 0, &color));
}

int diorama_png_set_gamma(DioramaPNGWriter *writer, int32_t gamma) {
    GUARDED(writer, png_set_gAMA_fixed(writer->png, writer->info, gamma));
}

int diorama_png_set_significant_bits(DioramaPNGWriter *writer, uint8_t red, uint8_t green, uint8_t blue) {
    png_color_8 bits = {.red = red, .green = green, .blue = blue, .gray = red};
    GUARDED(writer, png_set_sBIT(writer->png, writer->info, &bits));
}

int diorama_png_set_srgb(DioramaPNGWriter *writer, int intent) {
    GUARDED(writer, png_set_sRGB(writer->png, writer->info, intent));
}

int diorama_png_add_text(DioramaPNGWriter *writer, const char *key, const char *text) {
    png_text chunk = {.compression = PNG_TEXT_COMPRESSION_NONE, .key = (png_charp)key, .text = (png_charp)text,
                      .text_length = strlen(text)};
    GUARDED(writer, png_set_text(writer->png, writer->info, &chunk, 1));
}

int diorama_png_add_chunk(DioramaPNGWriter *writer, const char *type, const uint8_t *data, size_t length) {
    png_unknown_chunk chunk = {.data = (png_bytep)data, .size = length, .location = PNG_HAVE_IHDR};
    memcpy(chunk.name, type, strnlen(type, 4));
    GUARDED(writer, png_set_unknown_chunks(writer->png, writer->info, &chunk, 1));
}

int diorama_png_set_compression(DioramaPNGWriter *writer, int level, size_t idat_size) {
    GUARDED(writer, {
        png_set_compression_level(writer->png, level);
        if (idat_size > 0) png_set_compression_buffer_size(writer->png, idat_size);
    });
}

int diorama_png_write_image(DioramaPNGWriter *writer, const uint8_t *samples, size_t length) {
    // Paeth first: libpng keeps the previous row only if the first row's filter needs it.
    static const int filters[] = {PNG_FILTER_PAETH, PNG_FILTER_NONE, PNG_FILTER_SUB, PNG_FILTER_UP, PNG_FILTER_AVG};
    GUARDED(writer, {
        size_t row_bytes = (size_t)writer->width * png_get_channels(writer->png, writer->info)
                           * (writer->bit_depth == 16 ? 2 : 1);
        if (length != row_bytes * writer->height) png_error(writer->png, "the samples do not fill the image");
        png_write_info(writer->png, writer->info);
        if (writer->bit_depth < 8) png_set_packing(writer->png);
        int passes = png_set_interlace_handling(writer->png);
        for (int pass = 0; pass < passes; pass++) {
            for (png_uint_32 y = 0; y < writer->height; y++) {
                png_set_filter(writer->png, PNG_FILTER_TYPE_BASE, filters[(pass + y) % 5]);
                png_write_row(writer->png, samples + y * row_bytes);
            }
        }
        png_write_end(writer->png, NULL);
    });
}

const uint8_t *diorama_png_bytes(const DioramaPNGWriter *writer, size_t *size) {
    *size = writer->size;
    return writer->bytes;
}

const char *diorama_png_message(const DioramaPNGWriter *writer) { return writer->message; }

const char *diorama_png_libpng_version(void) { return png_get_libpng_ver(NULL); }
