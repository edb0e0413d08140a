#ifndef DIORAMA_CPNG_SHIM_H
#define DIORAMA_CPNG_SHIM_H
#include <png.h>

/// libpng's macros, re-exported as typed values Swift can import.
static const png_uint_32 DIORAMA_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const png_uint_32 DIORAMA_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 DIORAMA_PNG_FORMAT_FLAG_LINEAR = PNG_FORMAT_FLAG_LINEAR;
static const png_uint_32 DIORAMA_PNG_IMAGE_FLAG_16BIT_sRGB = PNG_IMAGE_FLAG_16BIT_sRGB;
#endif
