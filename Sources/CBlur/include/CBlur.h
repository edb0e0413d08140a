#ifndef DIORAMA_CBLUR_H
#define DIORAMA_CBLUR_H
// The two passes of a recursive (IIR) Gaussian blur of RGBA8 pictures, written for the vector
// units: eight lines filtered at once (two 16-lane vectors of 4 lines × 4 channels), each
// pass writing its result transposed, so both passes walk along memory and the second pass's
// lines are the first's columns. The coefficients come from Swift's `RecursiveGaussian`.
#include <stddef.h>
#include <stdint.h>

/// One second-order section of the filter: the causal half y[n] = c0·x[n] + c1·x[n−1] −
/// d1·y[n−1] − d2·y[n−2], the anticausal half y[n] = a1·x[n+1] + a2·x[n+2] − d1·y[n+1] −
/// d2·y[n+2], and each half's output for a constant input of 1.
typedef struct {
    float c0, c1, a1, a2, d1, d2, causal_gain, anticausal_gain;
} diorama_blur_section;

/// The pixels from one transposed line to the next for a picture `height` rows tall (a whole
/// number of 64-byte cache lines).
size_t diorama_blur_line(size_t height);

/// The floats of scratch room a pass over lines of `length` pixels needs.
size_t diorama_blur_scratch_floats(size_t length);

/// The first pass: filters rows `first_row ..< end_row` of a picture `width` pixels wide
/// (RGBA8, straight alpha, rows `source_stride` bytes apart), premultiplied by alpha, along
/// the row, and writes them transposed into `transposed`, 64-byte aligned (`width` lines
/// `diorama_blur_line(height)` pixels apart, 4 × 16-bit channels a pixel, fixed point with 8
/// fractional bits: pixel (x, y) at `transposed[(x * diorama_blur_line(height) + y) * 4]`).
/// Rows are taken eight at a time from `first_row`: from a multiple of 8, whole cache lines
/// are written.
/// `scratch` holds `diorama_blur_scratch_floats(width)` floats, 64-byte aligned.
void diorama_blur_rows(const uint8_t *source, size_t source_stride, size_t width, size_t height,
                       size_t first_row, size_t end_row, diorama_blur_section first, diorama_blur_section second,
                       uint16_t *transposed, float *scratch);

/// The second pass: filters lines `first_column ..< end_column` of `transposed` (the first
/// pass's output for a picture `width × height`) along their length, the picture's columns, and
/// writes them back in place as straight-alpha RGBA8 into `output` (rows `output_stride`
/// bytes apart), rounded, transparent black where alpha rounds to 0. Columns are taken sixteen
/// at a time from `first_column`: where those land on whole 64-byte lines of `output` they go
/// past the caches. `scratch` holds `diorama_blur_scratch_floats(height)` floats, 64-byte aligned.
void diorama_blur_columns(const uint16_t *transposed, size_t width, size_t height, size_t first_column,
                          size_t end_column, diorama_blur_section first, diorama_blur_section second,
                          uint8_t *output, size_t output_stride, float *scratch);

#endif
