import Foundation
import Testing
@testable import LayoutLint

/// Faults of the file system and of the outputs: each is an error in the report (exit code 2)
/// while the rest is linted, never a crash, a hang or a forged line.
@Suite struct FileSystemFaultTests {
    typealias CLI = CommandLineToolTests
    static let bad = CommandLineToolTests.bad

    // MARK: Files that cannot be read

    @Test(.enabled(if: getuid() != 0, "root reads every file"))
    func anUnreadableFileIsAnErrorAndTheRestIsLinted() {
        CLI.withTree(["A.swift": Self.bad, "B.swift": Self.bad]) { dir in
            chmod("\(dir)/B.swift", 0)
            defer { chmod("\(dir)/B.swift", 0o644) }
            let (code, out, err) = CLI.run([dir, "--no-show-source"])
            #expect(code == .usageOrInputError)
            #expect(out.contains("A.swift:5:23"))
            #expect(err.contains("B.swift: permission denied"))
        }
    }

    /// Root reads every file, so as root the same check runs the built `layoutlint` in a new user
    /// namespace (`unshare --user`), where it loses the right to override file permissions.
    @Test(.enabled(if: getuid() == 0 && Self.unprivilegedRunnerWorks, "needs root, `unshare --user` and the built executable"))
    func anUnreadableFileIsAnErrorAndTheRestIsLintedWithoutRootsRights() throws {
        try CLI.withTree(["A.swift": Self.bad, "B.swift": Self.bad]) { dir in
            chmod("\(dir)/B.swift", 0)
            defer { chmod("\(dir)/B.swift", 0o644) }
            let (code, out, err) = try Self.runUnprivileged([Self.executable.path, dir, "--no-show-source", "--no-config"])
            #expect(code == 2)
            #expect(out.contains("A.swift:5:23"))
            #expect(err.contains("B.swift: permission denied"))
        }
    }

    /// The `layoutlint` executable built beside the test bundle.
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("layoutlint")

    static let unprivilegedRunnerWorks: Bool = {
        guard FileManager.default.isExecutableFile(atPath: executable.path),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        return (try? runUnprivileged(["/bin/true"]).0) == 0
    }()

    static func runUnprivileged(_ arguments: [String]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["--user"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// A folder of many entries whose names run from one character to near the limit: readdir
    /// packs them into its buffer at every offset, and each name is read whole. (Before the fix a
    /// whole `dirent` was copied, reading past a short last entry; Scripts/sanitize.sh's address
    /// sanitizer caught it as a heap overflow, and at the end of a page it was a crash.)
    @Test func everyNameInABigFolderIsReadWhole() throws {
        var tree: [String: String] = [:]
        for i in 0..<700 {
            let stem = String(repeating: "v", count: 1 + (i * 37) % 240)
            tree["\(stem)\(i).swift"] = "let x = \(i)\n"
        }
        CLI.withTree(tree) { dir in
            let found = FileDiscovery.discover([dir])
            let names = Set(found.inputs.map { URL(fileURLWithPath: $0.diskPath ?? $0.displayPath).lastPathComponent })
            #expect(names == Set(tree.keys))
        }
    }

    @Test func aFileThatDisappearsMidRunIsAnErrorAndTheRestIsLinted() throws {
        try CLI.withTree(["A.swift": Self.bad, "B.swift": Self.bad]) { dir in
            let found = FileDiscovery.discover([dir])
            #expect(found.inputs.count == 2)
            try FileManager.default.removeItem(atPath: "\(dir)/B.swift")
            let result = Linter.lint(found.inputs, rules: RuleRegistry.defaults)
            #expect(result.errors.map(\.message) == ["no such file or directory"])
            #expect(result.errors.first?.path.hasSuffix("B.swift") == true)
            #expect(result.diagnostics.count == 2 && result.filesScanned == 1)
            // On the command line, a missing file is an error too, and the rest is linted.
            let (code, out, err) = CLI.run(["\(dir)/A.swift", "\(dir)/B.swift", "--no-show-source"])
            #expect(code == .usageOrInputError && out.contains("A.swift:5:23") && err.contains("B.swift: no such file or directory"))
        }
    }

    @Test func aDirectoryNamedLikeASourceFileIsWalked() {
        CLI.withTree(["X.swift/Inner.swift": Self.bad]) { dir in
            let (code, out, _) = CLI.run([dir, "--no-show-source"])
            #expect(code == .violations && out.contains("X.swift/Inner.swift:5:23"))
            #expect(CLI.run(["\(dir)/X.swift", "--no-show-source"]).1.contains("Inner.swift:5:23"))
        }
    }

    @Test func fifosAreNeverOpened() {
        CLI.withTree(["A.swift": Self.bad]) { dir in
            // Opening a FIFO for reading would block until a writer comes: the run would hang.
            #expect(mkfifo("\(dir)/Pipe.swift", 0o644) == 0)
            let (code, out, err) = CLI.run([dir, "--no-show-source"])
            #expect(code == .violations && out.contains("A.swift:5:23") && err.isEmpty == false)
            #expect(!err.contains("Pipe.swift"), "skipped in a walk")
            let named = CLI.run(["\(dir)/Pipe.swift", "\(dir)/A.swift", "--no-show-source"])
            #expect(named.0 == .usageOrInputError)
            #expect(named.2.contains("Pipe.swift: not a regular file"))
            #expect(named.1.contains("A.swift:5:23"))
            #expect(FileReader.read("\(dir)/Pipe.swift").failureMessage == "not a regular file")
            #expect(FileReader.read("/dev/null").failureMessage == "not a regular file")
        }
    }

    // MARK: Symbolic links

    @Test func linkedFoldersAreFollowedOnlyWhenAskedAndLoopsEnd() throws {
        try CLI.withTree(["src/A.swift": Self.bad, "other/B.swift": Self.bad]) { dir in
            let fm = FileManager.default
            try fm.createSymbolicLink(atPath: "\(dir)/src/loop", withDestinationPath: "..")
            try fm.createSymbolicLink(atPath: "\(dir)/src/self", withDestinationPath: ".")
            try fm.createSymbolicLink(atPath: "\(dir)/src/linked", withDestinationPath: "\(dir)/other")
            try fm.createSymbolicLink(atPath: "\(dir)/src/ring1", withDestinationPath: "\(dir)/src/ring2")
            try fm.createSymbolicLink(atPath: "\(dir)/src/ring2", withDestinationPath: "\(dir)/src/ring1")
            let plain = FileDiscovery.discover(["\(dir)/src"])
            #expect(plain.inputs.map(\.displayPath) == ["\(dir)/src/A.swift"])
            #expect(plain.errors.isEmpty)
            let followed = FileDiscovery.discover(["\(dir)/src"], followLinks: true)
            let names = followed.inputs.map { ($0.displayPath as NSString).lastPathComponent }
            #expect(names.sorted() == ["A.swift", "B.swift"], "each folder once: \(followed.inputs.map(\.displayPath))")
            let (code, out, _) = CLI.run(["\(dir)/src", "--follow-links", "--no-show-source"])
            #expect(code == .violations && out.contains("B.swift:5:23"))
            // A link loop named on the command line is an error, not a hang.
            let ring = CLI.run(["\(dir)/src/ring1"])
            #expect(ring.0 == .usageOrInputError && ring.2.contains("ring1: too many levels of symbolic links"))
        }
    }

    // MARK: Hostile names

    static let hostileName = "we ird \"q\" 'a' é 日本 %0A ::error file=x::forged\n::error file=y::forged\r\u{1B}[2J.swift"

    @Test(arguments: Options.Format.allCases)
    func hostileFileNamesCannotForgeLines(_ format: Options.Format) throws {
        try CLI.withTree([Self.hostileName: Self.bad]) { dir in
            let (code, out, _) = CLI.run([dir, "--format", format.rawValue, "--no-show-source"])
            #expect(code == .violations)
            // GitHub keeps other controls as they are (its runner decodes only %, CR, LF, : and ,).
            if format != .github { #expect(!out.contains("\u{1B}")) }
            switch format {
            case .text, .msbuild, .github:
                let lines = out.split(separator: "\n")
                #expect(lines.count == 2, "one line per diagnostic: \(out)")
                #expect(!out.contains("\r"))
                if format == .github { #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") }) }
                if format != .github { #expect(out.contains("::error file=x::forged\\n::error file=y::forged\\r\\u{1B}[2J.swift")) }
            case .json, .sarif, .gitlab:
                let json = try JSONSerialization.jsonObject(with: Data(out.utf8))
                #expect(String(describing: json).isEmpty == false)
                if format == .json {
                    let paths = ((json as? [String: Any])?["diagnostics"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
                    #expect(paths?.first?.hasSuffix(Self.hostileName) == true)
                }
            case .checkstyle, .junit:
                _ = try XMLCheck.parse(out)
            case .summary, .markdown:
                break
            case .azure:
                let lines = out.split(separator: "\n")
                #expect(lines.count == 2 && lines.allSatisfy { $0.hasPrefix("##vso[task.logissue ") }, "\(out)")
            case .sonarqube, .rdjson:
                _ = try JSONSerialization.jsonObject(with: Data(out.utf8))
            case .jsonl:
                for line in out.split(separator: "\n") { _ = try JSONSerialization.jsonObject(with: Data(line.utf8)) }
            case .csv:
                #expect(ReviewFormatGoldenTests.parseCSV(out).count == 3)
            case .html:
                #expect(!out.contains("\u{1B}") && !out.contains("<script>alert"))
            }
        }
    }

    // MARK: Outputs

    @Test func anUnwritableReportIsAnErrorAndLeavesNoFile() throws {
        try CLI.withTree(["A.swift": Self.bad]) { dir in
            let (code, _, err) = CLI.run(["\(dir)/A.swift", "--output", "json:\(dir)/missing/r.json"])
            #expect(code == .usageOrInputError && err.contains("cannot write json report"))
            #expect(!FileManager.default.fileExists(atPath: "\(dir)/missing"))
            // A folder where the report should go: the rename fails, and the temporary file is gone.
            try FileManager.default.createDirectory(atPath: "\(dir)/taken.json", withIntermediateDirectories: false)
            let taken = CLI.run(["\(dir)/A.swift", "--output", "json:\(dir)/taken.json"])
            #expect(taken.0 == .usageOrInputError)
            let left = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
            #expect(left == ["A.swift", "taken.json"])
        }
    }

    @Test func revisionsThatLookLikeOptionsAreRejected() {
        for ref in ["--output=/tmp/x", "-p", "--exec=sh"] {
            let (code, _, err) = CLI.run(["-", "--stdin-filename", "A.swift", "--since=\(ref)"], stdin: Self.bad)
            #expect(code == .usageOrInputError)
            #expect(err.contains("unknown git revision") || err.contains("needs a git repository"))
        }
    }
}

extension Result where Failure == FileReader.Failure {
    var failureMessage: String? {
        if case .failure(let f) = self { return f.message }
        return nil
    }
}
