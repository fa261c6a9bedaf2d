import Foundation
import Testing
@testable import LayoutLint

/// Linting while discovery walks: workers take files as they are found, a file whose rules need
/// the nib index waits aside until it is read, and the result is the one a finished walk gives.
@Suite struct InputFeedTests {
    static func input(_ name: String) -> LintInput {
        LintInput(displayPath: name, language: .swift, source: .bytes(Array("let x = 1\n".utf8)))
    }

    @Test func workersTakeInputsInArrivalOrderAndStopWhenClosed() {
        let feed = InputFeed()
        feed.append([Self.input("b.swift"), Self.input("a.swift")])
        #expect(feed.take()?.1.displayPath == "b.swift")
        #expect(feed.take()?.1.displayPath == "a.swift")
        feed.close(order: [1, 0])
        #expect(feed.take() == nil)
        #expect(feed.resultOrder == [1, 0])
    }

    @Test func aWorkerWaitsForTheWalkInsteadOfStopping() async {
        let feed = InputFeed()
        let taken = Awaited<String>()
        Thread.detachNewThread { taken.set(feed.take()?.1.displayPath ?? "nothing") }
        // The worker is waiting: nothing has arrived and the feed is open.
        try? await Task.sleep(nanoseconds: 50_000_000)
        #expect(taken.valueIfSet == nil)
        feed.append([Self.input("late.swift")])
        #expect(taken.wait() == "late.swift")
        feed.close()
        #expect(feed.take() == nil)
    }

    @Test func aClosedFeedWithoutAnOrderKeepsTheArrivalOrder() {
        let feed = InputFeed([Self.input("z.swift"), Self.input("y.swift")])
        #expect(feed.resultOrder == [0, 1])
    }

    /// The nib-outlets project: its findings depend on what the storyboard and the xib say. With
    /// the nib index given up front, and with it arriving only after every file has been read
    /// (the files then wait aside), the report is the same.
    @Test func filesThatWaitForTheNibIndexGetTheSameFindings() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("projects/nib-outlets").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let sources = names.filter { Language(path: $0) != nil }.map {
            LintInput(displayPath: "nib-outlets/\($0)", language: Language(path: $0)!, source: .path(folder + "/" + $0))
        }
        let nibFiles = names.filter(NibFile.isNib).map { NibFile(displayPath: "nib-outlets/\($0)", path: folder + "/" + $0) }
        let (index, errors) = NibIndex.load(nibFiles)
        #expect(errors.isEmpty)
        let upFront = Linter.lint(sources, rules: RuleRegistry.all, nibs: index)
        #expect(!upFront.diagnostics.isEmpty)
        let withoutNibs = Linter.lint(sources, rules: RuleRegistry.all)
        #expect(upFront.diagnostics.map { "\($0)" } != withoutNibs.diagnostics.map { "\($0)" }, "the fixture must depend on its nibs")

        // Each file analysed without the index stops short of its rules when it could fire...
        var waited = 0
        for input in sources {
            var clock: StageClock?
            let pattern = RuleRegistry.all.map { ($0.description, $0.pattern) }
            switch Linter.analyze(input, pattern, FilePolicy(), project: Awaited<ProjectIndex>(), triggers: TriggerWords(pattern.map { $0.1 }), clock: &clock) {
            case .waitingForNibs: waited += 1
            case .done(let a): #expect(a.pending.isEmpty)
            }
        }
        #expect(waited > 0)
        // ... and linting the files in reverse arrival order, with the index set only a while
        // after the workers started (they finish what they can, then wait), reports the same.
        let feed = InputFeed(Array(sources.reversed()))
        let later = Awaited<ProjectIndex>()
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.1)
            later.set(ProjectIndex(nibs: index))
        }
        let streamed = Linter.lint(feed: feed, rules: RuleRegistry.all, jobs: 2, project: later)
        #expect(streamed.diagnostics.map { "\($0)" } == upFront.diagnostics.map { "\($0)" })
        #expect(streamed.filesScanned == upFront.filesScanned)
    }

    /// Folders read on many threads give what one thread gives: the same sources (sorted), nibs,
    /// errors and ignore rules (a `.gitignore` two levels down, one at the root), and the feed
    /// receives each source once.
    @Test func theWalkFindsTheSameOnOneThreadAndOnMany() throws {
        var tree: [String: String] = [".gitignore": "Generated/\n", "App/Deep/.gitignore": "*.skip.swift\n",
                                      "App/Deep/Main.storyboard": "<document/>"]
        for k in 0..<60 {
            tree["App/M\(k % 7)/F\(k).swift"] = "let x\(k) = \(k)\n"
            tree["App/Deep/S\(k % 3)/G\(k).skip.swift"] = "let y = 1\n"
            tree["Generated/H\(k).swift"] = "let z = 1\n"
        }
        tree["App/Deep/Kept.swift"] = "let w = 1\n"
        try CommandLineToolTests.withTree(tree) { dir in
            let one = FileDiscovery.discover([dir], threads: 1)
            let feed = InputFeed()
            let many = FileDiscovery.discover([dir], feed: feed, threads: 6)
            #expect(one.inputs.count == 61)
            #expect(one.inputs.map(\.displayPath) == many.inputs.map(\.displayPath))
            #expect(one.nibs.map(\.displayPath) == many.nibs.map(\.displayPath) && one.nibs.count == 1)
            #expect(one.errors.map(\.path) == many.errors.map(\.path))
            #expect(feed.arrived.map(\.displayPath).sorted() == many.inputs.map(\.displayPath).sorted())
            #expect(!many.inputs.contains { $0.displayPath.contains("Generated/") || $0.displayPath.hasSuffix(".skip.swift") })
        }
    }
}
