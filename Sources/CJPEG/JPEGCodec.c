#include "CJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/// libjpeg's error manager plus where to jump back to and what went wrong.
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    DioramaJPEGStatus status;
    char *message;
} ErrorManager;

/// Called by libjpeg on a fatal error: keeps the message and jumps back to the caller.
static void error_exit(j_common_ptr cinfo) {
    ErrorManager *errors = (ErrorManager *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, errors->message);
    errors->status = DIORAMA_JPEG_ERROR;
    longjmp(errors->escape, 1);
}

/// Called by libjpeg for warnings and traces. Warnings that mean the data is cut short or
/// damaged end the call like errors (libjpeg would otherwise fill the rest of the picture with
/// grey); harmless ones (extra bytes between markers, an unknown JFIF revision) are ignored.
static void emit_message(j_common_ptr cinfo, int level) {
    if (level != -1) return;
    ErrorManager *errors = (ErrorManager *)cinfo->err;
    switch (cinfo->err->msg_code) {
    case JWRN_JPEG_EOF:
        errors->status = DIORAMA_JPEG_TRUNCATED;
        (*cinfo->err->format_message)(cinfo, errors->message);
        longjmp(errors->escape, 1);
    case JWRN_HIT_MARKER:
    case JWRN_HUFF_BAD_CODE:
    case JWRN_ARITH_BAD_CODE:
    case JWRN_MUST_RESYNC:
    case JWRN_NOT_SEQUENTIAL:
    case JWRN_BOGUS_PROGRESSION:
        errors->status = DIORAMA_JPEG_ERROR;
        (*cinfo->err->format_message)(cinfo, errors->message);
        longjmp(errors->escape, 1);
    default:
        break;
    }
}

/// Never prints: messages go back to the caller.
static void output_message(j_common_ptr cinfo) { (void)cinfo; }

static void install(ErrorManager *errors, char *message) {
    jpeg_std_error(&errors->base);
    errors->base.error_exit = error_exit;
    errors->base.emit_message = emit_message;
    errors->base.output_message = output_message;
    errors->status = DIORAMA_JPEG_OK;
    errors->message = message;
    message[0] = 0;
}

DioramaJPEGStatus diorama_jpeg_read_header(const uint8_t *data, size_t size, DioramaJPEGHeader *header,
                                           char message[DIORAMA_JPEG_MESSAGE_LENGTH]) {
    struct jpeg_decompress_struct cinfo;
    ErrorManager errors;
    install(&errors, message);
    cinfo.err = &errors.base;
    if (setjmp(errors.escape)) {
        jpeg_destroy_decompress(&cinfo);
        return errors.status;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    header->width = cinfo.image_width;
    header->height = cinfo.image_height;
    header->components = cinfo.num_components;
    jpeg_destroy_decompress(&cinfo);
    return DIORAMA_JPEG_OK;
}

/// Turns a row of CMYK pixels into RGBA in place. Adobe's files (the only common CMYK JPEGs,
/// and what libjpeg writes) store the inks inverted: 255 is no ink.
static void cmyk_to_rgba(uint8_t *row, uint32_t width, int inverted) {
    for (uint32_t x = 0; x < width; x++) {
        uint8_t *p = row + 4 * x;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        p[0] = (uint8_t)((c * k + 127) / 255);
        p[1] = (uint8_t)((m * k + 127) / 255);
        p[2] = (uint8_t)((y * k + 127) / 255);
        p[3] = 255;
    }
}

DioramaJPEGStatus diorama_jpeg_decode(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width,
                                      uint32_t height, char message[DIORAMA_JPEG_MESSAGE_LENGTH]) {
    struct jpeg_decompress_struct cinfo;
    ErrorManager errors;
    install(&errors, message);
    cinfo.err = &errors.base;
    if (setjmp(errors.escape)) {
        jpeg_destroy_decompress(&cinfo);
        return errors.status;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    if (cinfo.image_width != width || cinfo.image_height != height) {
        snprintf(message, DIORAMA_JPEG_MESSAGE_LENGTH, "header changed between reads");
        jpeg_destroy_decompress(&cinfo);
        return DIORAMA_JPEG_ERROR;
    }
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&cinfo);
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = rgba + (size_t)cinfo.output_scanline * width * 4;
        jpeg_read_scanlines(&cinfo, &row, 1);
        if (cmyk) cmyk_to_rgba(row, width, cinfo.saw_Adobe_marker);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return errors.status;
}

DioramaJPEGStatus diorama_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int32_t components,
                                      int32_t quality, uint8_t **output, size_t *outputSize,
                                      char message[DIORAMA_JPEG_MESSAGE_LENGTH]) {
    struct jpeg_compress_struct cinfo;
    ErrorManager errors;
    unsigned char *buffer = NULL;
    unsigned long bufferSize = 0;
    install(&errors, message);
    cinfo.err = &errors.base;
    if (setjmp(errors.escape)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        return errors.status;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &buffer, &bufferSize);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = components;
    cinfo.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 4 ? JCS_CMYK : JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * width * components);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *output = buffer;
    *outputSize = bufferSize;
    return DIORAMA_JPEG_OK;
}

void diorama_jpeg_free(uint8_t *buffer) { free(buffer); }
