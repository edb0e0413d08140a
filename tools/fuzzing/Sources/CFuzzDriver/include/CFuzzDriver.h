#ifndef DIORAMA_CFUZZDRIVER_H
#define DIORAMA_CFUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (LLVM 11 and later), run from a program's own `main`: SwiftPM names an
/// executable's entry `<Target>_main` and points `main` at it, so libFuzzer's `main` never runs.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test_one_input)(const uint8_t *data, size_t size));

#endif
