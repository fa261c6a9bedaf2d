# make                      build a self-contained release binary (Swift standard library and
#                           Foundation linked statically) in .build-static/
# make install PREFIX=DIR   install it as DIR/bin/layoutlint with the man page (default /usr/local)
# make uninstall PREFIX=DIR
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
MANDIR := $(PREFIX)/share/man/man1
COMMIT := $(shell git rev-parse --short=12 HEAD 2>/dev/null)
SWIFT_FLAGS := -c release --static-swift-stdlib --scratch-path .build-static -Xcc -DLAYOUTLINT_COMMIT='"$(COMMIT)"'

.PHONY: build install uninstall
build:
	swift build $(SWIFT_FLAGS) --product layoutlint

install: build
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)"
	install -m 755 "$$(swift build $(SWIFT_FLAGS) --show-bin-path)/layoutlint" "$(DESTDIR)$(BINDIR)/layoutlint"
	install -m 644 man/layoutlint.1 "$(DESTDIR)$(MANDIR)/layoutlint.1"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/layoutlint" "$(DESTDIR)$(MANDIR)/layoutlint.1"
