#ifndef DIORAMA_CPNGWRITER_H
#define DIORAMA_CPNGWRITER_H
// libpng's writer for diorama-art, one function per libpng call, each catching libpng's errors
// (libpng reports them by longjmp, which Swift cannot catch), writing the PNG file to memory.
// zlib comes along for the broken corpus files' CRCs and re-compressed image data.
#include <stddef.h>
#include <stdint.h>
#include <zlib.h>

/// A PNG file being written by libpng into memory.
typedef struct DioramaPNGWriter DioramaPNGWriter;

/// A writer for a `width` × `height` image of PNG colour type `color_type` at `bit_depth`,
/// Adam7-interlaced when `interlaced` is nonzero (png_set_IHDR); NULL when out of memory.
/// Every other function returns 1, or 0 once libpng has failed, here or in an earlier call
/// (see diorama_png_message).
DioramaPNGWriter *diorama_png_writer_create(uint32_t width, uint32_t height, int bit_depth, int color_type,
                                            int interlaced);
void diorama_png_writer_destroy(DioramaPNGWriter *writer);

/// PLTE: `count` entries of three bytes (red, green, blue).
int diorama_png_set_palette(DioramaPNGWriter *writer, const uint8_t *rgb, int count);
/// tRNS for a palette: the alpha of the first `count` entries.
int diorama_png_set_palette_alpha(DioramaPNGWriter *writer, const uint8_t *alpha, int count);
/// tRNS for grey or RGB: the transparent level (`red` alone for grey) or colour.
int diorama_png_set_transparent_color(DioramaPNGWriter *writer, uint16_t red, uint16_t green, uint16_t blue);
/// gAMA: the file's gamma × 100000.
int diorama_png_set_gamma(DioramaPNGWriter *writer, int32_t gamma);
/// sBIT: significant bits of red, green and blue (of grey: `red`).
int diorama_png_set_significant_bits(DioramaPNGWriter *writer, uint8_t red, uint8_t green, uint8_t blue);
/// sRGB with rendering `intent` (0 perceptual … 3 absolute colorimetric).
int diorama_png_set_srgb(DioramaPNGWriter *writer, int intent);
/// An uncompressed tEXt chunk.
int diorama_png_add_text(DioramaPNGWriter *writer, const char *key, const char *text);
/// An ancillary chunk libpng does not know, of four-letter `type`, written after IHDR.
int diorama_png_add_chunk(DioramaPNGWriter *writer, const char *type, const uint8_t *data, size_t length);
/// zlib's compression `level` (0 stores the data uncompressed) and, when `idat_size` is over
/// 0, the most compressed bytes one IDAT chunk holds (libpng's compression buffer size).
int diorama_png_set_compression(DioramaPNGWriter *writer, int level, size_t idat_size);

/// Writes the file: the chunks set so far, then `samples` (row after row, one byte per sample up
/// to 8 bits, two big-endian bytes at 16; `length` must be exactly that many bytes) with the
/// row filters Paeth, None, Sub, Up and Average taken in turn
/// (libpng drops those a one-pixel-high or -wide image cannot use), then IEND.
int diorama_png_write_image(DioramaPNGWriter *writer, const uint8_t *samples, size_t length);

/// The file's bytes once diorama_png_write_image succeeded; `*size` is their count.
const uint8_t *diorama_png_bytes(const DioramaPNGWriter *writer, size_t *size);
/// The version of the libpng this program runs with, e.g. "1.6.39".
const char *diorama_png_libpng_version(void);

/// What libpng said when it failed (or warned), or "" when it did not.
const char *diorama_png_message(const DioramaPNGWriter *writer);
#endif
