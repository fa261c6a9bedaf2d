enum HelpText {
    static var text: String {
        var s = """
        layoutlint \(LayoutLintVersion.current): finds UIKit layout bugs in Swift, C# and Objective-C source.

        USAGE
          layoutlint [OPTIONS] [PATH ...]     lint files and directories (default: .)
          layoutlint [OPTIONS] - --stdin-filename NAME.swift
                                              lint standard input as NAME
          layoutlint tokens FILE [--format json]
                                              print a file's tokens (a debugging aid)

        OPTIONS
          --format text|json|sarif   output format (default: text)
          --fail-on error|warning|note|never
                                     lowest severity that makes the exit code 1 (default: warning)
          --select LIST              run only these rules (codes or names, comma separated);
                                     opt-in rules run only when selected
          --ignore LIST              do not run these rules
          --stdin-filename NAME      the name (and language) of the source read from '-'
          --jobs N                   lint N files at a time (default: one per core); the output
                                     is the same for any N
          --timings                  print where the time goes (per stage) to standard error
          --version                  print the version
          -h, --help                 print this help

        EXIT CODES
          0  nothing at or above --fail-on
          1  diagnostics at or above --fail-on
          2  usage error, missing path, or a file that could not be read

        Files: .swift, .cs, .m, .mm and .h (headers are read for declarations and report only inside
        method bodies). Directories are walked in sorted order; hidden folders and .build, build,
        DerivedData, Pods, Carthage, node_modules, bin and obj are skipped, and so are binary files.

        RULES

        """
        for r in RuleRegistry.descriptions {
            let optIn = r.isOptIn ? " (opt-in)" : ""
            s += "  \(r.code) \(r.name.padding(toLength: 26, withPad: " ", startingAt: 0))\(r.summary)\(optIn)\n"
        }
        s += "\nEvery rule is documented in rules.md.\n"
        return s
    }
}
