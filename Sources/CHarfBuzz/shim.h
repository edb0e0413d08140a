#ifndef DIORAMA_CHARFBUZZ_SHIM_H
#define DIORAMA_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ft.h>
#endif
