#ifndef DIORAMA_CFREETYPE_SHIM_H
#define DIORAMA_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H

/// Load flags that Swift cannot import from FreeType's macros: hinted for the normal target,
/// which text is measured, shaped and rasterised with alike.
static const int DIORAMA_FT_LOAD_HINTED = FT_LOAD_DEFAULT | FT_LOAD_TARGET_NORMAL;
/// Colour bitmaps (Noto Color Emoji's CBDT strike).
static const int DIORAMA_FT_LOAD_COLOR = FT_LOAD_COLOR;
#endif
