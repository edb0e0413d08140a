#ifndef DIORAMA_CPNG_SHIM_H
#define DIORAMA_CPNG_SHIM_H
#include <png.h>

/// libpng's function-like macros, re-exported as values Swift can import.
static const png_uint_32 DIORAMA_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const png_uint_32 DIORAMA_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
#endif
