#include "CPNGEncoder.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The encoder's output buffer and the failure message libpng's handlers leave.
typedef struct {
    uint8_t *bytes;
    size_t size, capacity;
    char *message;
    size_t message_size;
} Output;

/// libpng's error handler: keeps the message and jumps back to the guarded call.
static void fail(png_structp png, png_const_charp text) {
    Output *output = png_get_error_ptr(png);
    snprintf(output->message, output->message_size, "%s", text);
    png_longjmp(png, 1);
}

/// libpng's warning handler: nothing the encoder asks for warns, so a warning is ignored.
static void warn(png_structp png, png_const_charp text) { (void)png; (void)text; }

/// libpng's output: appends to the growing buffer, doubling it.
static void append(png_structp png, png_bytep data, size_t length) {
    Output *output = png_get_io_ptr(png);
    if (output->size + length > output->capacity) {
        size_t capacity = (output->size + length) * 2;
        uint8_t *grown = realloc(output->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->size, data, length);
    output->size += length;
}

static void flush(png_structp png) { (void)png; }

int diorama_png_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, int level,
                            uint8_t **bytes, size_t *size, char *message, size_t message_size) {
    Output output = {NULL, 0, 0, message, message_size};
    snprintf(message, message_size, "out of memory");
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &output, fail, warn);
    if (png == NULL) return 0;
    png_infop info = png_create_info_struct(png);
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, info == NULL ? NULL : &info);
        free(output.bytes);
        return 0;
    }
    // A first guess at the size: a quarter of the raw pixels, grown as needed.
    output.capacity = (size_t)width * height + 1024;
    output.bytes = malloc(output.capacity);
    if (output.bytes == NULL) png_error(png, "out of memory");
    png_set_write_fn(png, &output, append, flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB_gAMA_and_cHRM(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB | PNG_FILTER_UP);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, pixels + (size_t)y * width * 4);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *bytes = output.bytes;
    *size = output.size;
    return 1;
}

void diorama_png_encoded_free(uint8_t *bytes) { free(bytes); }
