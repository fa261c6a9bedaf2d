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
          layoutlint explain CODE|NAME        print a rule's documentation
          layoutlint tokens FILE [--format json]
                                              print a file's tokens (a debugging aid)

        OPTIONS
          --format FORMAT            output format (default: text):
                                       text (or xcode)  path:line:col: warning: message [LL001 own-frame]
                                       json             the layoutlint report (report.schema.json)
                                       sarif            SARIF 2.1.0, for GitHub code scanning
                                       github           GitHub Actions annotations
                                       gitlab           GitLab Code Quality
                                       checkstyle       Checkstyle XML
                                       junit            JUnit XML, one test case per file and rule
                                       msbuild          path(line,col,endLine,endCol): warning LL001: …
                                       summary          a table of counts per rule
          --output FORMAT:PATH       also write a report in FORMAT to PATH (repeatable)
          --statistics               counts per rule instead of the diagnostics (text: a table;
                                     json: the report's summary object)
          --no-color                 no color on a terminal (so does the NO_COLOR variable)
          --show-source, --no-show-source
                                     show (or not) the source line and a help line under each
                                     diagnostic (default: only on a terminal)
          --fail-on error|warning|note|never
                                     lowest severity that makes the exit code 1 (default: warning)
          --select LIST              run only these rules (codes or names, comma separated);
                                     opt-in rules run only when selected
          --ignore LIST              do not run these rules
          --extend-select LIST       add rules to the selection
          --fix                      apply safe fixes and write the files; report what is left
          --unsafe-fixes             also apply fixes that need a human look (with --fix or --diff)
          --diff                     print a unified diff of what --fix would change, write nothing
                                     (exit 1 when there is a diff)
          --fix-only                 apply fixes and report nothing about what is left (exit 0)
          --stdin-filename NAME      the name (and language) of the source read from '-'
                                     (with --fix, the fixed source goes to standard output)
          --config FILE              read this configuration instead of the nearest .layoutlint.yml
          --no-config                ignore configuration files
          --show-config              print the effective configuration and exit
          --force-exclude            apply .gitignore and exclude to files named on the command line
          --follow-links             follow symbolic links inside folders (each folder is entered once)
          --write-baseline FILE      record the current findings in a baseline (exits 0)
          --baseline FILE            report only findings that are not in the baseline
          --baseline-strict          also fail when baselined findings are gone
          --since REF                report only lines changed since a git revision
          --jobs N                   lint N files at a time (default: one per core); the output
                                     is the same for any N
          --timings                  print where the time goes (per stage) to standard error
          --version                  print the version
          -h, --help                 print this help

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
