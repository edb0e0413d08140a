#ifndef DIORAMA_CSDL2TTF_SHIM_H
#define DIORAMA_CSDL2TTF_SHIM_H
#include <SDL2/SDL_ttf.h>
#endif
