#ifndef DIORAMA_CSDL2_SHIM_H
#define DIORAMA_CSDL2_SHIM_H
#include <SDL2/SDL.h>

/// SDL's function-like macros, re-exported as values Swift can import.
static const int DIORAMA_SDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const Uint32 DIORAMA_SDL_PIXELFORMAT_RGBA32 = SDL_PIXELFORMAT_RGBA32;
#endif
