#ifndef LAYOUTLINT_BUILD_INFO_H
#define LAYOUTLINT_BUILD_INFO_H

/// The commit layoutlint was built from: set by `make` (`-Xcc -DLAYOUTLINT_COMMIT='"abc1234"'`),
/// empty for a plain `swift build`.
const char *layoutlint_build_commit(void);

#endif
