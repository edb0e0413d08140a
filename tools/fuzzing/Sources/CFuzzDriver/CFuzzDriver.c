// The declaration in include/CFuzzDriver.h is all; libFuzzer's runtime defines the function.
#include "CFuzzDriver.h"
