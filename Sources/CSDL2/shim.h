#ifndef DIORAMA_CSDL2_SHIM_H
#define DIORAMA_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

/// SDL's function-like macros, re-exported as values Swift can import.
static const int DIORAMA_SDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const Uint32 DIORAMA_SDL_PIXELFORMAT_RGBA32 = SDL_PIXELFORMAT_RGBA32;

/// The size the X server gives `window`, in screen pixels: what is really on screen, where SDL's
/// own idea is what it asked for (a fullscreen request that no window manager carries out leaves
/// SDL believing the window covers the display). Returns 0, or -1 when the window is not an X11
/// one or the server cannot tell.
static inline int diorama_x11_window_size(SDL_Window *window, int *width, int *height) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return -1;
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(info.info.x11.display, info.info.x11.window, &attributes)) return -1;
    *width = attributes.width;
    *height = attributes.height;
    return 0;
#else
    return -1;
#endif
}
#endif
