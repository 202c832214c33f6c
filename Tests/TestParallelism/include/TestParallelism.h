#ifndef TEST_PARALLELISM_H
#define TEST_PARALLELISM_H

/// How many tests the test binary lets Swift Testing run at once when
/// SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH was not set: four per online core,
/// at least four. Set before the tests start; see TestParallelism.c.
int test_parallelism_default_width(void);

#endif
