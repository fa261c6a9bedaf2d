import Foundation
import Testing
@testable import LayoutLint

/// The audit verdicts in Tests/RealCode are data other runs compare against: every row must be
/// well formed (and carry no code), and Scripts/realcode.sh must count them the way it says.
@Suite struct RealCodeVerdictsTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/RealCode")
    static let header = ["repository", "commit", "path", "line", "rule", "verdict", "reason"]

    static func verdictFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "tsv" }.sorted { $0.path < $1.path }
    }

    @Test func everyVerdictRowIsWellFormed() throws {
        let files = try Self.verdictFiles()
        #expect(!files.isEmpty, "Tests/RealCode keeps at least one audit")
        let codes = Set(RuleRegistry.descriptions.map(\.code))
        var rows = 0
        for file in files {
            var keys = Set<String>()  // one verdict per finding in an audit (audits of two versions may share one)
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first.map { $0.split(separator: "\t").map(String.init) } == Self.header, "\(file.lastPathComponent): header")
            for (n, line) in lines.enumerated().dropFirst() where !line.isEmpty {
                let c = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                let at = "\(file.lastPathComponent):\(n + 1)"
                guard c.count == 7 else { Issue.record("\(at): \(c.count) columns"); continue }
                rows += 1
                #expect(c[0].split(separator: "/").count == 2, "\(at): repository is OWNER/NAME")
                #expect(c[1].count == 40 && c[1].allSatisfy(\.isHexDigit), "\(at): a full commit hash")
                #expect(!c[2].isEmpty && !c[2].hasPrefix("/"), "\(at): a path inside the repository")
                #expect(Int(c[3]).map { $0 > 0 } == true, "\(at): a line number")
                #expect(codes.contains(c[4]), "\(at): a rule code")
                #expect(["TRUE", "NOISE", "WRONG"].contains(c[5]), "\(at): a verdict")
                #expect(!c[6].isEmpty && c[6].count <= 400, "\(at): a one-line reason")
                #expect(keys.insert([c[0], c[2], c[3], c[4]].joined(separator: "|")).inserted, "\(at): judged twice")
            }
        }
        #expect(rows >= 100, "the audits keep at least a hundred judged findings")
    }

    /// The hunts in Tests/RealCode/hunts (bugs and lookalikes listed by reviewers who never saw
    /// layoutlint's output) are well formed too, and carry no code.
    @Test func everyHuntRowIsWellFormed() throws {
        let folder = Self.folder.appendingPathComponent("hunts")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "tsv" && $0.lastPathComponent != "reported.tsv" }
        #expect(!files.isEmpty)
        let codes = Set(RuleRegistry.descriptions.map(\.code))
        var bugs = 0
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            #expect(lines.first == "repository\tcommit\trule\tpath\tline\tverdict\treason", "\(file.lastPathComponent): header")
            for (n, line) in lines.enumerated().dropFirst() {
                let c = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                let at = "\(file.lastPathComponent):\(n + 1)"
                guard c.count == 7 else { Issue.record("\(at): \(c.count) columns"); continue }
                #expect(c[1].count == 40 && codes.contains(c[2]) && Int(c[4]).map { $0 > 0 } == true, "\(at)")
                #expect(["TRUE-BUG", "LOOKALIKE"].contains(c[5]) && !c[6].isEmpty && c[6].count <= 400, "\(at)")
                if c[5] == "TRUE-BUG" { bugs += 1 }
            }
        }
        #expect(bugs >= 60, "the hunts list at least sixty real bugs")
    }

    /// The script against a made-up checkout and verdicts: a TRUE finding still reported, a NOISE
    /// finding gone, an unjudged finding counted as new, and a TRUE finding gone makes it fail.
    @Test func realcodeScriptCountsKeptDroppedAndNewFindings() throws {
        guard let binary = Self.builtLinterAndPython() else { return }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("realcode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let checkout = tmp.appendingPathComponent("acme+cards"), verdicts = tmp.appendingPathComponent("verdicts")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: verdicts, withIntermediateDirectories: true)
        try Self.writeCardView(into: checkout)
        let commit = String(repeating: "a", count: 40)
        func write(_ rows: [String]) throws {
            try ((Self.header.joined(separator: "\t")) + "\n" + rows.map { $0 + "\n" }.joined())
                .write(to: verdicts.appendingPathComponent("audit.tsv"), atomically: true, encoding: .utf8)
        }
        func run() throws -> (Int32, String) {
            let r = try Subprocess.run(URL(fileURLWithPath: "/bin/bash"),
                                       [TestPaths.packageRoot.appendingPathComponent("Scripts/realcode.sh").path, "--bin", binary.path, checkout.path],
                                       environment: ["REALCODE_VERDICTS": verdicts.path])
            return (r.status, r.out)
        }
        try write(["acme/cards\t\(commit)\tCardView.swift\t5\tLL001\tTRUE\twhole own frame to a child",
                   "acme/cards\t\(commit)\tCardView.swift\t2\tLL001\tNOISE\tno longer reported"])
        let (ok, table) = try run()
        #expect(ok == 0)
        let rows = table.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains { Array($0.prefix(5)) == ["LL001", "2", "1/1", "1/1", "1"] }, "judged, TRUE kept, NOISE dropped, new: \(table)")
        try write(["acme/cards\t\(commit)\tCardView.swift\t3\tLL001\tTRUE\tpretend a real bug was here"])
        let (lost, report) = try run()
        #expect(lost == 1 && report.contains("TRUE finding no longer reported: acme/cards CardView.swift:3 LL001"), "\(report)")

        // Hunts: a bug found (line 6, one line from the finding on 5 is still one finding each),
        // a bug not found, a lookalike not flagged.
        try write([])
        let hunts = verdicts.appendingPathComponent("hunts")
        try FileManager.default.createDirectory(at: hunts, withIntermediateDirectories: true)
        try (["repository\tcommit\trule\tpath\tline\tverdict\treason",
              "acme/cards\t\(commit)\tLL001\tCardView.swift\t6\tTRUE-BUG\tlabel sized from the own frame",
              "acme/cards\t\(commit)\tLL001\tCardView.swift\t40\tTRUE-BUG\ta bug the tool misses",
              "acme/cards\t\(commit)\tLL002\tCardView.swift\t2\tLOOKALIKE\tnothing wrong here"].joined(separator: "\n") + "\n")
            .write(to: hunts.appendingPathComponent("hunt.tsv"), atomically: true, encoding: .utf8)
        let (huntOK, huntTable) = try run()
        #expect(huntOK == 0)
        let huntRows = huntTable.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(huntRows.contains { $0.first == "LL001" && $0.suffix(3) == ["1/2", "1/2", "-"] }, "\(huntTable)")
        #expect(huntRows.contains { $0.first == "LL002" && $0.suffix(3) == ["-", "-", "0/1"] }, "\(huntTable)")
        // A hunted bug recorded as found and no longer found makes it fail.
        try (["repository\trule\tpath\tline\tmode", "acme/cards\tLL001\tCardView.swift\t40\tdefault"].joined(separator: "\n") + "\n")
            .write(to: hunts.appendingPathComponent("reported.tsv"), atomically: true, encoding: .utf8)
        let (huntLost, huntReport) = try run()
        #expect(huntLost == 1 && huntReport.contains("hunted bug no longer found (default): acme/cards CardView.swift:40 LL001"), "\(huntReport)")
    }

    /// Scripts/heldout.py, the held-out measure's steps, on a made-up repository: its findings are
    /// linted into reports, sampled per rule, weighed against verdicts, and hunted bugs counted.
    @Test func heldoutScriptSamplesWeighsAndCountsRecall() throws {
        guard let binary = Self.builtLinterAndPython() else { return }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("heldout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let checkouts = tmp.appendingPathComponent("checkouts"), checkout = checkouts.appendingPathComponent("acme+cards")
        let reports = tmp.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        try Self.writeCardView(into: checkout)
        let commit = String(repeating: "a", count: 40)
        func file(_ name: String, _ lines: [String]) throws -> String {
            let url = tmp.appendingPathComponent(name)
            try lines.map { $0 + "\n" }.joined().write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let script = TestPaths.packageRoot.appendingPathComponent("Scripts/heldout.py").path
        func run(_ arguments: [String]) throws -> String {
            let r = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/python3"), [script] + arguments)
            #expect(r.status == 0, "\(arguments[0]): \(r.out)")
            return r.out
        }
        _ = try run(["lint", binary.path, reports.path, checkout.path])
        let list = try file("list.tsv", ["repository\tcommit\tlanguage\thunted", "acme/cards\t\(commit)\tSwift\tyes"])
        let sample = try run(["sample", reports.path, list, "--quota", "LL001=5", "--seed", "7"])
        let sampled = sample.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(sampled.map { $0[4] }.sorted() == ["5", "6"] && sampled.allSatisfy { $0[1] == "acme/cards" && $0[2] == commit && $0[5] == "LL001" },
                "both findings of the one repository, with its commit: \(sample)")
        let samplePath = try file("sample.tsv", sample.split(separator: "\n").map(String.init))
        let verdicts = try file("verdicts.tsv", [Self.header.joined(separator: "\t"),
                                                 "acme/cards\t\(commit)\tCardView.swift\t5\tLL001\tTRUE\twhole own frame to a child",
                                                 "acme/cards\t\(commit)\tCardView.swift\t6\tLL001\tNOISE\tpretend it is harmless"])
        let weighed = try run(["weigh", reports.path, samplePath, verdicts])
        #expect(weighed.contains("weighted TRUE 50.0%, WRONG 0.0%; raw 1/2"), "\(weighed)")
        let hunt = try file("hunt.tsv", ["repository\tcommit\trule\tpath\tline\tverdict\treason",
                                         "acme/cards\t\(commit)\tLL001\tCardView.swift\t5\tTRUE-BUG\tbadge framed by the own frame",
                                         "acme/cards\t\(commit)\tLL010\tCardView.swift\t2\tTRUE-BUG\tpretend a missed bug",
                                         "acme/cards\t\(commit)\tLL003\tCardView.swift\t1\tLOOKALIKE\tnothing there"])
        let recall = try run(["recall", binary.path, checkouts.path, hunt])
        #expect(recall.contains("default: bugs 1/2 (0.50), lookalikes flagged 0/1 (0%)"), "\(recall)")
        #expect(recall.contains("per rule: LL001 1/1 LL010 0/1"), "\(recall)")
    }

    /// The layoutlint built beside the test binary, when it and python3 are there.
    static func builtLinterAndPython() -> URL? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutlint")
        guard FileManager.default.isExecutableFile(atPath: binary.path),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return nil }
        return binary
    }

    /// A made-up checkout's one file: a view that frames two children from its own frame (lines 5 and 6).
    static func writeCardView(into checkout: URL) throws {
        try """
            final class CardView: UIView {
                private let badge = UIView(), label = UILabel()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    badge.frame = frame
                    label.frame = frame.insetBy(dx: 4, dy: 4)
                }
            }

            """.write(to: checkout.appendingPathComponent("CardView.swift"), atomically: true, encoding: .utf8)
    }
}
