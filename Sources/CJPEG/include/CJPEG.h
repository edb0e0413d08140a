#ifndef DIORAMA_CJPEG_H
#define DIORAMA_CJPEG_H
// libjpeg-turbo behind calls that report errors instead of exiting: libjpeg's error handler
// jumps back here (setjmp/longjmp) and the message is returned to the caller.
#include <stddef.h>
#include <stdint.h>

/// The room a message needs (libjpeg's JMSG_LENGTH_MAX).
#define DIORAMA_JPEG_MESSAGE_LENGTH 200

/// How a call ended.
typedef enum {
    DIORAMA_JPEG_OK = 0,
    /// libjpeg refused the data; the message says why.
    DIORAMA_JPEG_ERROR = 1,
    /// The data ends before the image does.
    DIORAMA_JPEG_TRUNCATED = 2,
} DioramaJPEGStatus;

/// What a JPEG's header says.
typedef struct {
    /// The stored size in pixels, before any EXIF orientation.
    uint32_t width, height;
    /// The colour channels stored: 1 (grey), 3 (YCbCr or RGB) or 4 (CMYK or YCCK).
    int32_t components;
} DioramaJPEGHeader;

/// Reads the header of the JPEG in `data` into `header`.
DioramaJPEGStatus diorama_jpeg_read_header(const uint8_t *data, size_t size, DioramaJPEGHeader *header,
                                           char message[DIORAMA_JPEG_MESSAGE_LENGTH]);

/// Decodes the JPEG in `data` to RGBA8 in `rgba`, which holds `width × height × 4` bytes for the
/// size `diorama_jpeg_read_header` reported. Grey and CMYK pictures are converted to RGB.
DioramaJPEGStatus diorama_jpeg_decode(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width,
                                      uint32_t height, char message[DIORAMA_JPEG_MESSAGE_LENGTH]);

/// Encodes `width × height` pixels of `components` bytes each (1 grey, 3 RGB, 4 CMYK) at
/// `quality` (1–100) into a buffer from malloc that the caller frees with `free`.
DioramaJPEGStatus diorama_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int32_t components,
                                      int32_t quality, uint8_t **output, size_t *outputSize,
                                      char message[DIORAMA_JPEG_MESSAGE_LENGTH]);

/// Frees a buffer `diorama_jpeg_encode` returned.
void diorama_jpeg_free(uint8_t *buffer);

#endif
