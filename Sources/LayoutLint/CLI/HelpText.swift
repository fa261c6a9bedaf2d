enum HelpText {
    static var text: String {
        var s = """
        layoutlint \(LayoutLintVersion.current): finds UIKit layout bugs in Swift, C# and Objective-C source.

        USAGE
          layoutlint [OPTIONS] [PATH ...]     lint files and directories (default: .)
          layoutlint [OPTIONS] - --stdin-filename NAME.swift
                                              lint standard input as NAME
          layoutlint rules [--format json]    list the rules
          layoutlint server                   run the language server (LSP 3.17 over stdin/stdout)
          layoutlint completions SHELL        print completions for bash, zsh or fish
          layoutlint explain CODE|NAME        print a rule's documentation
          layoutlint tokens FILE [--format json]
                                              print a file's tokens (a debugging aid)

        OPTIONS
        \(Option.helpSection)
        EXIT CODES
          0  nothing at or above --fail-on
          1  diagnostics at or above --fail-on
          2  usage error, missing path, a file that could not be read, or a report (--output)
             that could not be written

        Files: .swift, .cs, .m, .mm and .h (headers are read for declarations and report only inside
        method bodies). Directories are walked in sorted order; hidden folders and .build, build,
        DerivedData, Pods, Carthage, node_modules, bin and obj are skipped, and so are binary files.

        RULES

        """
        let width = RuleRegistry.descriptions.map(\.name.count).max().map { $0 + 2 } ?? 26
        for r in RuleRegistry.descriptions {
            let optIn = r.isOptIn ? " (opt-in)" : ""
            s += "  \(r.code) \(r.name.padding(toLength: width, withPad: " ", startingAt: 0))\(r.summary)\(optIn)\n"
        }
        s += "\nEvery rule is documented in rules.md.\n"
        return s
    }
}
