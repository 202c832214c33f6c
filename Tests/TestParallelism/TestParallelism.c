// Caps how many tests run at once in the test binary.
//
// Swift Testing starts every test at the same moment unless told otherwise, and on a
// 2-core machine this suite's ~1,400 tests then launch hundreds of app processes
// together: actions time out at their 5 s because the machine is saturated, not because
// the app is slow (docs/reliability.md, "A suite that starves its own threads"). Swift
// Testing reads SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH when the run starts; this
// constructor, run when the binary loads, sets it unless the person running the tests
// already has.

#include "TestParallelism.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int test_parallelism_default_width(void) {
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    return cores < 1 ? 4 : (int)(cores * 4);
}

__attribute__((constructor)) static void test_parallelism_set_width(void) {
    char width[16];
    snprintf(width, sizeof width, "%d", test_parallelism_default_width());
    setenv("SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH", width, 0);
}
