import Foundation
import Testing
@testable import LayoutLint

/// `--help`, the man page and the shell completions come from one option table and stay in step.
@Suite struct ShellSupportTests {
    @Test func theManPageIsUpToDate() throws {
        let url = TestPaths.packageRoot.appendingPathComponent("man/layoutlint.1")
        if TestPaths.updating { try ManPage.page.write(to: url, atomically: true, encoding: .utf8) }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == ManPage.page, "man/layoutlint.1 is stale: run LAYOUTLINT_UPDATE=1 swift test")
        for o in Option.all { #expect(committed.contains(ManPage.escaped(o.synopsis)), "\(o.synopsis) missing from the man page") }
        for r in RuleRegistry.descriptions { #expect(committed.contains(r.code)) }
    }

    @Test func everyOptionIsParsedHelpedAndCompleted() throws {
        let help = HelpText.text
        for o in Option.all {
            #expect(help.contains(o.synopsis))
            for name in o.names {
                for shell in ["bash", "zsh", "fish"] {
                    let script = try #require(ShellCompletion.script(for: shell))
                    let spelled = shell == "fish" ? (name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())") : name
                    #expect(script.contains(spelled), "\(name) missing from the \(shell) completions")
                }
                var args = [name]
                if let v = o.value { args.append(o.choices.first ?? (o.completes == .rules ? "LL001" : v == "N" ? "2" : "x")) }
                if name == "--output" { args[1] = "json:out.json" }
                if ["--help", "-h", "--version"].contains(name) { continue }
                #expect(throws: Never.self, "\(name) is not accepted") { _ = try ArgumentParser.parse(args + ["."]) }
            }
        }
        #expect(ShellCompletion.script(for: "powershell") == nil)
    }

    @Test func theBashCompletionsAreValidBash() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(UUID().uuidString).bash")
        try ShellCompletion.bash.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = ["-n", script.path]
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(CommandLineToolTests.run(["completions", "bash"]).1 == ShellCompletion.bash)
        #expect(CommandLineToolTests.run(["completions"]).0 == .usageOrInputError)
    }
}
