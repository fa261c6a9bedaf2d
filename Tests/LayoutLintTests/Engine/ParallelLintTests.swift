import Foundation
import Testing
@testable import LayoutLint

/// Linting in parallel must not change the report: workers take files in any order, and the
/// output is the same for one worker and for many.
@Suite struct ParallelLintTests {
    static func run(_ args: [String]) -> (ExitCode, String, String) {
        final class Captured: @unchecked Sendable { var out = "", err = "" }
        let c = Captured()
        let tool = CommandLineTool(readStandardInput: { [] }, writeOutput: { c.out += $0 }, writeError: { c.err += $0 })
        return (tool.run(args), c.out, c.err)
    }

    @Test(arguments: ["json", "text", "sarif"])
    func oneJobAndEightJobsGiveTheSameReport(format: String) {
        let every = RuleRegistry.all.map { $0.description.code }.joined(separator: ",")
        let path = TestPaths.fixtures.path
        let one = Self.run(["--no-config", "--format", format, "--select", every, "--jobs", "1", path])
        let eight = Self.run(["--no-config", "--format", format, "--select", every, "--jobs", "8", path])
        #expect(!one.1.isEmpty)
        #expect(one.0 == eight.0)
        #expect(one.1 == eight.1)
        // The stderr summary ends with the elapsed time, which may differ.
        func withoutTime(_ s: String) -> String { s.replacingOccurrences(of: #" in [0-9.]+s\)"#, with: ")", options: .regularExpression) }
        #expect(withoutTime(one.2) == withoutTime(eight.2))
    }

    @Test func timingsGoToStandardErrorOnly() {
        let path = TestPaths.fixtures.path
        let plain = Self.run(["--format", "json", path])
        let timed = Self.run(["--format", "json", "--timings", "--jobs", "2", path])
        #expect(plain.1 == timed.1)
        for stage in ["reading", "tokenizing", "structure", "facts+rules", "reporting", "wall"] {
            #expect(timed.2.contains(stage))
        }
    }

    @Test func jobsMustBeAPositiveNumber() {
        #expect(Self.run(["--jobs", "0", "."]).0 == .usageOrInputError)
        #expect(Self.run(["--jobs", "many", "."]).0 == .usageOrInputError)
        #expect((try? ArgumentParser.parse(["--jobs", "3"]))?.jobs == 3)
        #expect((try? ArgumentParser.parse(["--jobs=2", "--timings"]))?.timings == true)
    }
}
