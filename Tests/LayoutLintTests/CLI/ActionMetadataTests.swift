import Foundation
import Testing
@testable import LayoutLint

/// `action.yml` against the rules GitHub applies to action metadata that can be checked here:
/// the required keys, a composite `runs` whose `run` steps name a shell, every input used being
/// declared (and described), and every option it passes being one layoutlint accepts.
@Suite struct ActionMetadataTests {
    static var text: String {
        (try? String(contentsOf: TestPaths.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)) ?? ""
    }

    /// Names declared under the top-level `inputs:` (two-space indented keys).
    static func declaredInputs(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        var inInputs = false, current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if !line.hasPrefix(" ") { inInputs = line == "inputs:"; current = nil; continue }
            guard inInputs else { continue }
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                current = String(line.dropFirst(2).dropLast())
                out[current!] = ""
            } else if let c = current, line.trimmingCharacters(in: .whitespaces).hasPrefix("description:") {
                out[c] = line.components(separatedBy: "description:")[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return out
    }

    @Test func requiredKeysAndACompositeRun() {
        let t = Self.text
        for key in ["name:", "description:", "runs:"] {
            #expect(t.split(separator: "\n").contains { $0.hasPrefix(key) }, "missing top-level \(key)")
        }
        #expect(t.contains("\n  using: composite\n"))
        // In a composite action every `run` step must say which shell runs it.
        let steps = t.components(separatedBy: "\n    - ").dropFirst()
        #expect(!steps.isEmpty)
        for step in steps where step.contains("\n      run:") { #expect(step.contains("\n      shell: "), "a run step without a shell: \(step.prefix(60))") }
    }

    @Test func everyInputUsedIsDeclaredAndDescribed() throws {
        let t = Self.text
        let declared = Self.declaredInputs(t)
        #expect(Set(declared.keys) == ["paths", "config", "fail-on", "since", "args", "sarif-file", "swift-version"])
        for (name, description) in declared { #expect(!description.isEmpty, "input \(name) has no description") }
        let used = try Regex("inputs\\.([A-Za-z0-9_-]+)")
        for match in t.matches(of: used) {
            let name = String(t[match.range].dropFirst("inputs.".count))
            #expect(declared[name] != nil, "inputs.\(name) is used but not declared")
        }
    }

    @Test func theOptionsItPassesExist() {
        for option in ["--format", "--fail-on", "--output", "--config", "--since"] {
            #expect(Self.text.contains(option))
            #expect(Option.all.contains { $0.names.contains(option) }, "\(option) is not a layoutlint option")
        }
        #expect(Self.text.contains("--format github") && ReportFormat(rawValue: "github") != nil)
        // The README's workflow uses the action.
        let readme = (try? String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        #expect(readme.contains("uses: layoutlint/layoutlint@"))
    }
}
