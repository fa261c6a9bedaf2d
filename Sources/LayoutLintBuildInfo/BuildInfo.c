#include "BuildInfo.h"

#ifndef LAYOUTLINT_COMMIT
#define LAYOUTLINT_COMMIT ""
#endif

const char *layoutlint_build_commit(void) { return LAYOUTLINT_COMMIT; }
