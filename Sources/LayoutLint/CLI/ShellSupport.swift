/// Shell completions (`layoutlint completions bash|zsh|fish`) and the man page, both made from
/// the option table that `--help` prints.
enum ShellCompletion {
    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": return bash
        case "zsh": return zsh
        case "fish": return fish
        default: return nil
        }
    }

    static var ruleWords: [String] { RuleRegistry.descriptions.flatMap { [$0.code, $0.name] } }

    static var bash: String {
        let options = Option.all.flatMap(\.names).joined(separator: " ")
        var cases = ""
        for o in Option.all where o.value != nil {
            let names = o.names.joined(separator: "|")
            if !o.choices.isEmpty {
                cases += "        \(names)) COMPREPLY=($(compgen -W \"\(o.choices.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
            } else if o.completes == .rules {
                cases += "        \(names)) COMPREPLY=($(compgen -W \"\(ruleWords.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
            } else if o.completes == .files {
                cases += "        \(names)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
            } else {
                cases += "        \(names)) return ;;\n"
            }
        }
        return """
            # bash completion for layoutlint (layoutlint completions bash)
            _layoutlint() {
                local cur prev
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                case "$prev" in
            \(cases)    esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "\(options)" -- "$cur"))
                elif [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W "\(Option.commands.joined(separator: " "))" -- "$cur") $(compgen -f -- "$cur"))
                else
                    COMPREPLY=($(compgen -f -- "$cur"))
                fi
            }
            complete -o filenames -F _layoutlint layoutlint

            """
    }

    static var zsh: String {
        var specs: [String] = []
        for o in Option.all {
            let help = o.help.first.map { $0.replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")") } ?? ""
            let names = o.names.count > 1 ? "{" + o.names.joined(separator: ",") + "}" : o.names[0]
            var action = ""
            if let value = o.value {
                if !o.choices.isEmpty { action = ":\(value):(\(o.choices.joined(separator: " ")))" }
                else if o.completes == .rules { action = ":\(value):(\(ruleWords.joined(separator: " ")))" }
                else if o.completes == .files { action = ":\(value):_files" }
                else { action = ":\(value): " }
            }
            let exclusive = o.names.count > 1 ? "(" + o.names.joined(separator: " ") + ")" : ""
            specs.append("    '\(exclusive)'\(names)'[\(help)]\(action)'")
        }
        return """
            #compdef layoutlint
            # zsh completion for layoutlint (layoutlint completions zsh)
            _arguments -s \\
            \(specs.joined(separator: " \\\n")) \\
                '1::command or path:(\(Option.commands.joined(separator: " ")))' \\
                '*:path:_files'

            """
    }

    static var fish: String {
        var lines = ["# fish completion for layoutlint (layoutlint completions fish)"]
        lines.append("complete -c layoutlint -n '__fish_use_subcommand' -a '\(Option.commands.joined(separator: " "))'")
        for o in Option.all {
            let help = (o.help.first ?? "").replacingOccurrences(of: "'", with: "\\'")
            var flags = o.names.map { $0.hasPrefix("--") ? "-l \($0.dropFirst(2))" : "-s \($0.dropFirst())" }.joined(separator: " ")
            if o.value != nil {
                if !o.choices.isEmpty { flags += " -x -a '\(o.choices.joined(separator: " "))'" }
                else if o.completes == .rules { flags += " -x -a '\(ruleWords.joined(separator: " "))'" }
                else if o.completes == .files { flags += " -r -F" }
                else { flags += " -x" }
            }
            lines.append("complete -c layoutlint \(flags) -d '\(help)'")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `layoutlint.1`: the man page, from the same text as `--help`.
enum ManPage {
    static func escaped(_ s: String) -> String {
        var out = s.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    static var page: String {
        var s = ".TH LAYOUTLINT 1 \"\" \"layoutlint \(LayoutLintVersion.current)\" \"User Commands\"\n"
        s += ".SH NAME\nlayoutlint \\- find UIKit layout bugs in Swift, C# and Objective\\-C source\n"
        s += ".SH SYNOPSIS\n"
        for line in ["layoutlint [OPTIONS] [PATH ...]", "layoutlint [OPTIONS] - --stdin-filename NAME.swift",
                     "layoutlint rules [--format json]", "layoutlint explain CODE|NAME", "layoutlint server",
                     "layoutlint completions bash|zsh|fish", "layoutlint tokens FILE [--format json]"] {
            s += ".B \(escaped(line))\n.br\n"
        }
        s += ".SH DESCRIPTION\n"
        s += escaped("layoutlint reports layout bugs in UIKit code (Xamarin.iOS, .NET for iOS and MAUI handlers in C#) as file:line:col diagnostics, and can fix many of them. Directories are walked in sorted order; hidden folders and .build, build, DerivedData, Pods, Carthage, node_modules, bin and obj are skipped, and so are binary files. Configuration is read from the nearest .layoutlint.yml.") + "\n"
        s += ".SH OPTIONS\n"
        for o in Option.all {
            s += ".TP\n.B \(escaped(o.synopsis))\n"
            s += o.help.map { escaped($0.trimmingSpaces) }.joined(separator: "\n.br\n") + "\n"
        }
        s += ".SH EXIT STATUS\n"
        s += ".TP\n.B 0\nnothing at or above \\-\\-fail\\-on\n"
        s += ".TP\n.B 1\ndiagnostics at or above \\-\\-fail\\-on (with \\-\\-diff: a diff)\n"
        s += ".TP\n.B 2\nusage error, missing path, a file that could not be read or written, or a report that could not be written\n"
        s += ".SH RULES\n"
        for r in RuleRegistry.descriptions {
            s += ".TP\n.B \(r.code) \(escaped(r.name))\(r.isOptIn ? " (opt\\-in)" : "")\n\(escaped(r.summary))\n"
        }
        s += ".SH SEE ALSO\nrules.md in the layoutlint repository documents every rule.\n"
        return s
    }
}
