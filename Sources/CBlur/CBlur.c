#include "CBlur.h"
#include <string.h>

// Vectors wider than the baseline pass between always-inlined helpers only, never across a call.
#pragma clang diagnostic ignored "-Wpsabi"

// GCC/Clang vector extensions: the compiler lowers each 16-lane operation to whatever the
// function's target has (4 SSE, 2 AVX2 or 1 AVX-512 instruction). The kernels below are
// compiled three times, for AVX-512, for AVX2 with FMA and for the x86-64 baseline (or once
// elsewhere), and the widest the processor runs is chosen at the first call.
typedef float v16 __attribute__((vector_size(64)));
typedef int32_t i32x16 __attribute__((vector_size(64)));
typedef uint8_t u8x16 __attribute__((vector_size(16)));
typedef uint16_t u16x16 __attribute__((vector_size(32)));
typedef uint32_t u32x4 __attribute__((vector_size(16)));
typedef uint64_t u64x4 __attribute__((vector_size(32)));

#define INLINE static inline __attribute__((always_inline))

/// The recursion state of one 16-lane block for both sections.
typedef struct { v16 p1, p2, q1, q2, x1, x2; } blur_state;

INLINE v16 splat(float value) { return (v16){0} + value; }

/// Each lane's pixel's alpha (lanes 3, 7, 11, 15) in all four of its lanes.
INLINE v16 alpha_of(v16 v) {
    return __builtin_shufflevector(v, v, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15);
}

/// Colour lanes 1, alpha lanes 0 (and the converse).
static const v16 colour_lanes = {1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0};
static const v16 alpha_lanes = {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1};

/// Four RGBA8 pixels, premultiplied by alpha, as floats 0...255.
INLINE v16 premultiplied(u8x16 bytes) {
    v16 v = __builtin_convertvector(bytes, v16);
    return v * (alpha_of(v) * (colour_lanes * (1.0f / 255)) + alpha_lanes);
}

/// Four premultiplied pixels (0...255) as straight RGBA8, rounded; transparent black where
/// alpha rounds to 0.
INLINE u8x16 straight(v16 v) {
    v16 alpha = alpha_of(v);
    i32x16 visible = alpha >= splat(0.5f);
    v16 scale = splat(255.0f) / __builtin_elementwise_max(alpha, splat(0.5f));
    v16 c = v * (scale * colour_lanes + alpha_lanes);
    c = __builtin_elementwise_min(__builtin_elementwise_max(c, splat(0)), splat(255)) + 0.5f;
    i32x16 words = __builtin_convertvector(c, i32x16) & visible;
    return __builtin_convertvector(words, u8x16);
}

/// The causal state for a line starting with `x` (its steady state for `x` for ever before).
INLINE blur_state causal_start(v16 x, const diorama_blur_section *p, const diorama_blur_section *q) {
    blur_state s;
    s.p1 = s.p2 = x * p->causal_gain;
    s.q1 = s.q2 = x * q->causal_gain;
    s.x1 = s.x2 = x;
    return s;
}

/// The anticausal state for a line ending with `x`.
INLINE blur_state anticausal_start(v16 x, const diorama_blur_section *p, const diorama_blur_section *q) {
    blur_state s;
    s.p1 = s.p2 = x * p->anticausal_gain;
    s.q1 = s.q2 = x * q->anticausal_gain;
    s.x1 = s.x2 = x;
    return s;
}

/// One causal step with input `x`; returns both sections' sum.
INLINE v16 causal_step(blur_state *s, v16 x, const diorama_blur_section *p, const diorama_blur_section *q) {
    v16 py = p->c0 * x + p->c1 * s->x1 - p->d1 * s->p1 - p->d2 * s->p2;
    v16 qy = q->c0 * x + q->c1 * s->x1 - q->d1 * s->q1 - q->d2 * s->q2;
    s->p2 = s->p1; s->p1 = py; s->q2 = s->q1; s->q1 = qy; s->x1 = x;
    return py + qy;
}

/// One anticausal step at the sample whose next two are s->x1 and s->x2, then `x` (the sample
/// itself) becomes the next; returns both sections' sum.
INLINE v16 anticausal_step(blur_state *s, v16 x, const diorama_blur_section *p, const diorama_blur_section *q) {
    v16 py = p->a1 * s->x1 + p->a2 * s->x2 - p->d1 * s->p1 - p->d2 * s->p2;
    v16 qy = q->a1 * s->x1 + q->a2 * s->x2 - q->d1 * s->q1 - q->d2 * s->q2;
    s->p2 = s->p1; s->p1 = py; s->q2 = s->q1; s->q1 = qy; s->x2 = s->x1; s->x1 = x;
    return py + qy;
}

size_t diorama_blur_scratch_floats(size_t length) { return length * 5 * 16; }

size_t diorama_blur_line(size_t height) { return (height + 7) / 8 * 8; }

/// Orders the pass's streaming stores before whatever the caller does next (another thread
/// reading them after a join).
INLINE void fence(void) {
#if defined(__x86_64__)
    __builtin_ia32_sfence();
#endif
}

/// Pixel x of the group's rows `rows` (eight row pointers) as two blocks of four.
/// (Built in registers: stored bytes read back as a vector would stall store forwarding.)
INLINE void load_row_pixels(const uint8_t *const rows[8], size_t x, v16 *a, v16 *b) {
    uint32_t w[8];
    for (int r = 0; r < 8; r++) memcpy(&w[r], rows[r] + 4 * x, 4);
    u32x4 low = {w[0], w[1], w[2], w[3]}, high = {w[4], w[5], w[6], w[7]};
    *a = premultiplied((u8x16)low);
    *b = premultiplied((u8x16)high);
}

/// Writes two blocks (eight pixels) as 8.8 fixed point, `count` of them, from `out`.
INLINE void store_fixed(uint16_t *out, v16 a, v16 b, size_t count) {
    v16 lo = __builtin_elementwise_min(__builtin_elementwise_max(a * 256.0f + 0.5f, splat(0)), splat(65535));
    v16 hi = __builtin_elementwise_min(__builtin_elementwise_max(b * 256.0f + 0.5f, splat(0)), splat(65535));
    uint16_t words[32];
    u16x16 wl = __builtin_convertvector(__builtin_convertvector(lo, i32x16), u16x16);
    u16x16 wh = __builtin_convertvector(__builtin_convertvector(hi, i32x16), u16x16);
    if (count == 8 && (uintptr_t)out % 64 == 0) {
        // Whole 64-byte lines that the next pass reads long after: past the caches.
        __builtin_nontemporal_store(wl, (u16x16 *)out);
        __builtin_nontemporal_store(wh, (u16x16 *)(out + 16));
        return;
    }
    memcpy(words, &wl, 32);
    memcpy(words + 16, &wh, 32);
    memcpy(out, words, count * 8);
}

INLINE void blur_rows_body(const uint8_t *source, size_t stride, size_t width, size_t height, size_t first_row,
                           size_t end_row, diorama_blur_section p, diorama_blur_section q, uint16_t *transposed,
                           float *scratch) {
    if (width == 0) return;
    v16 *xs = (v16 *)scratch, *ys = xs + 2 * width;
    size_t line = diorama_blur_line(height);
    for (size_t y = first_row; y < end_row; y += 8) {
        size_t count = end_row - y < 8 ? end_row - y : 8;
        const uint8_t *rows[8];
        for (int r = 0; r < 8; r++) rows[r] = source + (y + (r < (int)count ? (size_t)r : count - 1)) * stride;
        v16 a, b;
        load_row_pixels(rows, 0, &a, &b);
        blur_state sa = causal_start(a, &p, &q), sb = causal_start(b, &p, &q);
        for (size_t x = 0; x < width; x++) {
            load_row_pixels(rows, x, &a, &b);
            xs[2 * x] = a; xs[2 * x + 1] = b;
            ys[2 * x] = causal_step(&sa, a, &p, &q);
            ys[2 * x + 1] = causal_step(&sb, b, &p, &q);
        }
        sa = anticausal_start(xs[2 * width - 2], &p, &q);
        sb = anticausal_start(xs[2 * width - 1], &p, &q);
        for (size_t x = width; x-- > 0;) {
            v16 ra = ys[2 * x] + anticausal_step(&sa, xs[2 * x], &p, &q);
            v16 rb = ys[2 * x + 1] + anticausal_step(&sb, xs[2 * x + 1], &p, &q);
            store_fixed(transposed + (x * line + y) * 4, ra, rb, count);
        }
    }
    fence();
}

/// Position n of the group's transposed lines `lines` as two blocks of four pixels.
INLINE void load_fixed(const uint16_t *const lines[8], size_t n, v16 *a, v16 *b) {
    uint64_t w[8];
    for (int r = 0; r < 8; r++) memcpy(&w[r], lines[r] + 4 * n, 8);
    u64x4 low = {w[0], w[1], w[2], w[3]}, high = {w[4], w[5], w[6], w[7]};
    *a = __builtin_convertvector((u16x16)low, v16) * (1.0f / 256);
    *b = __builtin_convertvector((u16x16)high, v16) * (1.0f / 256);
}

INLINE void blur_columns_body(const uint16_t *transposed, size_t width, size_t height, size_t first_column,
                              size_t end_column, diorama_blur_section p, diorama_blur_section q, uint8_t *output,
                              size_t stride, float *scratch) {
    if (height == 0) return;
    v16 *xs = (v16 *)scratch, *ys = xs + 2 * height;
    // Two groups' bytes side by side, so that each output row gets 64 bytes at once.
    uint8_t *pair = (uint8_t *)(ys + 2 * height);
    size_t line = diorama_blur_line(height);
    (void)width;
    for (size_t x0 = first_column; x0 < end_column; x0 += 16) {
        size_t columns = end_column - x0 < 16 ? end_column - x0 : 16;
        for (size_t half = 0; half < 2 && 8 * half < columns; half++) {
            size_t x = x0 + 8 * half, count = columns - 8 * half < 8 ? columns - 8 * half : 8;
            const uint16_t *lines[8];
            for (int r = 0; r < 8; r++) lines[r] = transposed + (x + (r < (int)count ? (size_t)r : count - 1)) * line * 4;
            v16 a, b;
            load_fixed(lines, 0, &a, &b);
            blur_state sa = causal_start(a, &p, &q), sb = causal_start(b, &p, &q);
            for (size_t y = 0; y < height; y++) {
                load_fixed(lines, y, &a, &b);
                xs[2 * y] = a; xs[2 * y + 1] = b;
                ys[2 * y] = causal_step(&sa, a, &p, &q);
                ys[2 * y + 1] = causal_step(&sb, b, &p, &q);
            }
            sa = anticausal_start(xs[2 * height - 2], &p, &q);
            sb = anticausal_start(xs[2 * height - 1], &p, &q);
            for (size_t y = height; y-- > 0;) {
                u8x16 ra = straight(ys[2 * y] + anticausal_step(&sa, xs[2 * y], &p, &q));
                u8x16 rb = straight(ys[2 * y + 1] + anticausal_step(&sb, xs[2 * y + 1], &p, &q));
                memcpy(pair + y * 64 + 32 * half, &ra, 16);
                memcpy(pair + y * 64 + 32 * half + 16, &rb, 16);
            }
        }
        // Whole aligned 64-byte lines go past the caches; the rest are copied.
        int streams = columns == 16 && ((uintptr_t)(output + x0 * 4) | stride) % 64 == 0;
        for (size_t y = 0; y < height; y++) {
            uint8_t *out = output + y * stride + x0 * 4;
            if (streams) {
                for (int k = 0; k < 4; k++) {
                    u8x16 chunk;
                    memcpy(&chunk, pair + y * 64 + 16 * k, 16);
                    __builtin_nontemporal_store(chunk, (u8x16 *)(out + 16 * k));
                }
            } else {
                memcpy(out, pair + y * 64, columns * 4);
            }
        }
    }
    fence();
}

#define BLUR_ARGS_ROWS const uint8_t *source, size_t stride, size_t width, size_t height, size_t first_row, \
    size_t end_row, diorama_blur_section p, diorama_blur_section q, uint16_t *transposed, float *scratch
#define BLUR_PASS_ROWS source, stride, width, height, first_row, end_row, p, q, transposed, scratch
#define BLUR_ARGS_COLUMNS const uint16_t *transposed, size_t width, size_t height, size_t first_column, \
    size_t end_column, diorama_blur_section p, diorama_blur_section q, uint8_t *output, size_t stride, float *scratch
#define BLUR_PASS_COLUMNS transposed, width, height, first_column, end_column, p, q, output, stride, scratch

static void rows_baseline(BLUR_ARGS_ROWS) { blur_rows_body(BLUR_PASS_ROWS); }
static void columns_baseline(BLUR_ARGS_COLUMNS) { blur_columns_body(BLUR_PASS_COLUMNS); }

#if defined(__x86_64__)
#define AVX512 __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq,fma")))
#define AVX2 __attribute__((target("avx2,fma")))
AVX512 static void rows_avx512(BLUR_ARGS_ROWS) { blur_rows_body(BLUR_PASS_ROWS); }
AVX512 static void columns_avx512(BLUR_ARGS_COLUMNS) { blur_columns_body(BLUR_PASS_COLUMNS); }
AVX2 static void rows_avx2(BLUR_ARGS_ROWS) { blur_rows_body(BLUR_PASS_ROWS); }
AVX2 static void columns_avx2(BLUR_ARGS_COLUMNS) { blur_columns_body(BLUR_PASS_COLUMNS); }

/// 2 for AVX-512, 1 for AVX2 with FMA, 0 for neither.
static int vector_level(void) {
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl")
        && __builtin_cpu_supports("avx512dq")) return 2;
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return 1;
    return 0;
}
#endif

void diorama_blur_rows(BLUR_ARGS_ROWS) {
#if defined(__x86_64__)
    switch (vector_level()) {
    case 2: rows_avx512(BLUR_PASS_ROWS); return;
    case 1: rows_avx2(BLUR_PASS_ROWS); return;
    default: break;
    }
#endif
    rows_baseline(BLUR_PASS_ROWS);
}

void diorama_blur_columns(BLUR_ARGS_COLUMNS) {
#if defined(__x86_64__)
    switch (vector_level()) {
    case 2: columns_avx512(BLUR_PASS_COLUMNS); return;
    case 1: columns_avx2(BLUR_PASS_COLUMNS); return;
    default: break;
    }
#endif
    columns_baseline(BLUR_PASS_COLUMNS);
}
