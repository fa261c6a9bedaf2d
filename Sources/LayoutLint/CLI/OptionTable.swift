/// Every command-line option, once: what the parser accepts, what `--help` and the man page
/// print, and what shell completions offer are all made from this table.
struct Option: Sendable {
    enum Completion: Sendable { case none, files, rules }
    /// As `--help` shows it: `--format FORMAT`, `-h, --help`.
    var synopsis: String
    var names: [String]
    /// The value's placeholder, for options that take one.
    var value: String?
    /// The values a shell may complete (formats, levels).
    var choices: [String] = []
    var completes: Completion = .none
    var help: [String]

    init(_ synopsis: String, names: [String], value: String? = nil, choices: [String] = [], completes: Completion = .none,
         help: [String]) {
        self.synopsis = synopsis
        self.names = names
        self.value = value
        self.choices = choices
        self.completes = completes
        self.help = help
    }

    static let all: [Option] = [
        Option("--format FORMAT", names: ["--format"], value: "FORMAT",
               choices: ReportFormat.allCases.flatMap { [$0.rawValue] + $0.aliases },
               help: ["output format (default: text):"] + ReportFormat.allCases.map { f in
                   let name = ([f.rawValue] + f.aliases.map { "(or \($0))" }).joined(separator: " ")
                   return "  " + name.padding(toLength: 17, withPad: " ", startingAt: 0) + f.summary
               }),
        Option("--output FORMAT:PATH", names: ["--output"], value: "FORMAT:PATH", completes: .files, help: ["also write a report in FORMAT to PATH (repeatable)"]),
        Option("--statistics", names: ["--statistics"], help: ["counts per rule instead of the diagnostics (text: a table;", "json: the report's summary object)"]),
        Option("--no-color", names: ["--no-color"], help: ["no color on a terminal (so does the NO_COLOR variable)"]),
        Option("--show-source, --no-show-source", names: ["--show-source", "--no-show-source"], help: ["show (or not) the source line and a help line under each", "diagnostic (default: only on a terminal)"]),
        Option("--fail-on error|warning|note|never", names: ["--fail-on"], value: "LEVEL", choices: ["error", "warning", "note", "never"], help: ["lowest severity that makes the exit code 1 (default: warning)"]),
        Option("--select LIST", names: ["--select"], value: "LIST", completes: .rules, help: ["run only these rules (codes, names or code prefixes, comma separated);", "opt-in rules run only when named; ALL selects every rule"]),
        Option("--ignore LIST", names: ["--ignore"], value: "LIST", completes: .rules, help: ["do not run these rules"]),
        Option("--extend-select LIST", names: ["--extend-select"], value: "LIST", completes: .rules, help: ["add rules to the selection"]),
        Option("--fix", names: ["--fix"], help: ["apply safe fixes and write the files; report what is left"]),
        Option("--unsafe-fixes", names: ["--unsafe-fixes"], help: ["also apply fixes that need a human look (with --fix or --diff)"]),
        Option("--diff", names: ["--diff"], help: ["print a unified diff of what --fix would change, write nothing", "(exit 1 when there is a diff)"]),
        Option("--fix-only", names: ["--fix-only"], help: ["apply fixes and report nothing about what is left (exit 0)"]),
        Option("--stdin-filename NAME", names: ["--stdin-filename"], value: "NAME", help: ["the name (and language) of the source read from '-'", "(with --fix, the fixed source goes to standard output)"]),
        Option("--config FILE", names: ["--config"], value: "FILE", completes: .files, help: ["read this configuration instead of the nearest .layoutlint.yml"]),
        Option("--no-config", names: ["--no-config"], help: ["ignore configuration files"]),
        Option("--show-config", names: ["--show-config"], help: ["print the effective configuration and exit"]),
        Option("--force-exclude", names: ["--force-exclude"], help: ["apply .gitignore and exclude to files named on the command line"]),
        Option("--follow-links", names: ["--follow-links"], help: ["follow symbolic links inside folders (each folder is entered once)"]),
        Option("--write-baseline FILE", names: ["--write-baseline"], value: "FILE", completes: .files, help: ["record the current findings in a baseline (exits 0)"]),
        Option("--baseline FILE", names: ["--baseline"], value: "FILE", completes: .files, help: ["report only findings that are not in the baseline"]),
        Option("--baseline-strict", names: ["--baseline-strict"], help: ["also fail when baselined findings are gone"]),
        Option("--since REF", names: ["--since"], value: "REF", help: ["report only lines changed since a git revision"]),
        Option("--jobs N", names: ["--jobs"], value: "N", help: ["lint N files at a time (default: one per core); the output", "is the same for any N"]),
        Option("--timings", names: ["--timings"], help: ["print where the time goes (per stage) to standard error"]),
        Option("--version", names: ["--version"], help: ["print the version"]),
        Option("-h, --help", names: ["-h", "--help"], help: ["print this help"]),
    ]

    /// The subcommands, for completion.
    static let commands = ["rules", "explain", "tokens", "server", "completions"]

    static var valueOptions: [String] { all.filter { $0.value != nil }.flatMap(\.names) }
    static var flagOptions: [String] { all.filter { $0.value == nil }.flatMap(\.names) }

    /// The OPTIONS section of `--help`: the synopsis in a column of 27, the help beside it (or
    /// below it when the synopsis is longer).
    static var helpSection: String {
        var s = ""
        for o in all {
            var lines = o.help
            let first = lines.isEmpty ? "" : lines.removeFirst()
            if o.synopsis.count <= 25 {
                s += "  " + o.synopsis.padding(toLength: 27, withPad: " ", startingAt: 0) + first + "\n"
            } else {
                s += "  " + o.synopsis + "\n"
                if !first.isEmpty { s += String(repeating: " ", count: 29) + first + "\n" }
            }
            for line in lines { s += String(repeating: " ", count: 29) + line + "\n" }
        }
        return s
    }
}
