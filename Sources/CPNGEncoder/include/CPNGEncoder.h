#ifndef DIORAMA_CPNGENCODER_H
#define DIORAMA_CPNGENCODER_H
// One-pass PNG encoding through libpng's full API, its errors (which libpng reports by
// longjmp, which Swift cannot catch) turned into a return value and a message.
#include <stddef.h>
#include <stdint.h>

/// Encodes `width` × `height` 8-bit RGBA pixels (rows top to bottom, `width * 4` bytes each)
/// as a PNG with an sRGB chunk, in one pass at zlib level `level` (0–9) with the Sub and Up
/// row filters. On success returns 1 and sets `*bytes` (free it with diorama_png_encoded_free)
/// and `*size`; on failure returns 0 and writes libpng's reason into `message`.
int diorama_png_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, int level,
                            uint8_t **bytes, size_t *size, char *message, size_t message_size);

/// Frees the bytes diorama_png_encode_rgba returned.
void diorama_png_encoded_free(uint8_t *bytes);

#endif
