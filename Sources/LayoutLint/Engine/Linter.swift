import Foundation

public struct LintResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var errors: [FileError]
    public var filesScanned: Int
    /// Each linted file's declarations by path, when asked for (`keepDeclarations`): what a later
    /// run over some of the files needs to know about the others (fixes re-lint only what they change).
    public var declarations: [String: FileDeclarations] = [:]

    public init(diagnostics: [Diagnostic], errors: [FileError], filesScanned: Int) {
        self.diagnostics = diagnostics
        self.errors = errors
        self.filesScanned = filesScanned
    }
}

/// Runs the pipeline: per file (in parallel) bytes → tokens → structure → facts → every rule under
/// every role its type could have; then, once all declarations are known, the type hierarchy
/// settles each type's role and keeps the diagnostics that hold for it.
public enum Linter {
    /// A statement and a receiver as written: what `Pattern.oncePerStatement` reports once.
    private struct StatementKey: Hashable {
        var start: Int
        var receiver: String
    }

    /// A diagnostic that holds when the innermost type around it has one of `roles`.
    struct Pending: Sendable {
        var diagnostic: Diagnostic
        var typeIndex: Int?
        var roles: Set<TypeRole>
        /// Methods the verdict assumed the type does not inherit from a linted superclass.
        var unlessInherited: [String] = []
        /// Classes one of which the type must descend from (empty: no requirement).
        var requiredAncestors: [String] = []
        /// Receiver classes that must descend from UIKit's views, controllers or layers where the run declares them.
        var receiverClasses: [String] = []
        /// The frame accessor the finding reads through (`width`), which some file of the run must
        /// declare as that part of the frame (true: a length).
        var frameAccessor: (name: String, isLength: Bool)?
        /// The names one of which some file of the run must define as the screen's size for a
        /// read through a name (`kScreenWidth`) to stand (`ScreenNames`).
        var screenNames: [String]?
    }

    struct FileAnalysis: Sendable {
        var declarations: FileDeclarations
        var pending: [Pending]
        var error: FileError?
        var directives: [SuppressionDirective] = []
        var severities: [String: Severity] = [:]
        /// The rules that ran on the file.
        var enabled: Set<String> = []
        var path = ""
        var language: Language = .swift
        /// Binary content (a NUL byte in the first 8 KiB): not linted, not counted.
        var skipped = false
        /// The file's size, for `--timings`.
        var byteCount = 0
        /// What the file says about calls between files of the run (`CrossFileCalls`).
        var crossFile = CrossFileCalls()
        /// The input's arrival index in the feed.
        var item = -1
    }

    /// How many prepared files may wait for the storyboards and project files before a worker
    /// waits for them too: bounds the memory a large tree with a slow project takes.
    static let mostFilesWaiting = 48

    /// The classes whose subclasses have UIKit's layout callbacks (`layoutSubviews`,
    /// `viewWillLayoutSubviews`, `layoutSublayers`).
    static let layoutRootClasses: Set<String> = ["UIView", "UIViewController", "CALayer", "UIWindow"]

    /// Lints `inputs` on `jobs` worker threads (default: one per core). Each worker takes the next
    /// file, so memory holds only the files in flight; the output does not depend on `jobs`.
    public static func lint(_ inputs: [LintInput], rules: [any Rule.Type], policy: PolicyProvider? = nil,
                            jobs: Int? = nil, timings: StageTimings? = nil, classes: ProjectClasses = ProjectClasses(),
                            nibs: NibIndex = NibIndex(), apps: AppIndex = AppIndex(), context: [FileDeclarations] = [],
                            keepDeclarations: Bool = false, prefilter: Bool = true) -> LintResult {
        lint(feed: InputFeed(inputs), rules: rules, policy: policy, jobs: max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, inputs.count)),
             timings: timings, classes: classes, project: Awaited(ProjectIndex(nibs: nibs, apps: apps)), context: context, keepDeclarations: keepDeclarations,
             prefilter: prefilter)
    }

    /// Lints the inputs of `feed` as they arrive. The nib index is waited for only by a file
    /// some rule can fire on, when its rules are about to run; results are resolved in the
    /// feed's final order.
    public static func lint(feed: InputFeed, rules: [any Rule.Type], policy: PolicyProvider? = nil,
                            jobs: Int? = nil, timings: StageTimings? = nil, classes: ProjectClasses = ProjectClasses(),
                            project: Awaited<ProjectIndex>, context: [FileDeclarations] = [],
                            keepDeclarations: Bool = false, prefilter: Bool = true) -> LintResult {
        let patterns = rules.map { ($0.description, $0.pattern) }
        // `prefilter: false` reads every file in full (tests compare the two).
        let triggers = prefilter ? TriggerWords(patterns.map { $0.1 }) : nil
        let results = ResultBag<FileAnalysis>()
        let workers = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        timings?.setJobs(workers)
        // Files whose rules wait for the nib index, while discovery is still walking: workers go
        // on with other files and come back to them. Shared, so that a worker that replaces a
        // trapped one finds them.
        let waiting = SharedQueue<(Int, Prepared)>()
        let (traps, stopped) = Contained.run(workers: workers) { worker in
            var clock = timings.map { _ in StageClock() }
            var files = 0, bytes = 0
            func record(_ k: Int, _ a: FileAnalysis) {
                if a.error == nil && !a.skipped { files += 1; bytes += a.byteCount }
                var kept = a
                kept.item = k
                if !keepDeclarations { kept.declarations = a.declarations.forHierarchy }
                results.put(k, kept)
            }
            // Waits for the storyboards and project files, then runs the rules of the waiting files.
            func finishWaiting() {
                let index = project.wait()
                while let (k, p) = waiting.pop() { record(k, worker.guarded(k) { applyRules(p, project: index, clock: &clock) }) }
            }
            while let (k, input) = feed.take() {
                let step = worker.guarded(k) {
                    analyze(input, patterns, policy?(input) ?? FilePolicy(), project: project, triggers: triggers, clock: &clock)
                }
                switch step {
                case .done(let a): record(k, a)
                case .waitingForNibs(let p):
                    waiting.push((k, p))
                    // Each waiting file holds its tokens and structure: past a bound, wait for the
                    // project files (read on another thread) rather than prepare more.
                    if waiting.count >= Self.mostFilesWaiting { finishWaiting() }
                }
            }
            if !waiting.isEmpty { finishWaiting() }
            if let clock { timings?.add(clock.nanoseconds, files: files, bytes: bytes) }
        }
        // A trapped file is reported as that file's error; past the trap limit, the files no
        // worker took are reported as not linted.
        let arrived = feed.arrived
        for trap in traps where trap.item < arrived.count {
            results.put(trap.item, FileAnalysis(declarations: FileDeclarations(FileStructure()), pending: [],
                                                error: FileError(path: arrived[trap.item].displayPath,
                                                                 message: Contained.message(forSignal: trap.signal))))
        }
        if stopped {
            while let (k, input) = feed.take() {
                results.put(k, FileAnalysis(declarations: FileDeclarations(FileStructure()), pending: [],
                                            error: FileError(path: input.displayPath, message: Contained.stoppedMessage)))
            }
            while let (k, _) = waiting.pop() {
                results.put(k, FileAnalysis(declarations: FileDeclarations(FileStructure()), pending: [],
                                            error: FileError(path: arrived[k].displayPath, message: Contained.stoppedMessage)))
            }
        }
        let resolveStart = timings == nil ? 0 : StageTimings.now()
        defer { timings?.add(.resolving, StageTimings.now() - resolveStart) }
        var analyses = results.values(in: feed.resultOrder)
        relintWithExternalPhases(&analyses, feed: feed, patterns: patterns, policy: policy, project: project, workers: workers)
        // Method names matter only where a finding asked whether a superclass declares them.
        let asked = Set(analyses.lazy.flatMap(\.pending).flatMap(\.unlessInherited))
        let hierarchy = TypeHierarchy(analyses.map(\.declarations) + context, project: classes, methodsOfInterest: asked)
        // The frame accessors declared anywhere in the run (`extension UIView { var width … }`).
        var frameAccessors: [String: Bool] = [:]
        for d in analyses.lazy.map(\.declarations) + context { frameAccessors.merge(d.frameAccessors) { a, _ in a } }
        // The names defined anywhere in the run as the main screen's size (`#define kScreenWidth …`).
        var screenDefinitions: ScreenNames.Definitions = [:]
        for d in analyses.lazy.map(\.declarations) + context where !d.screenNames.isEmpty { ScreenNames.merge(&screenDefinitions, d.screenNames) }
        let screenNames = ScreenNames.settled(screenDefinitions)
        var diagnostics: [Diagnostic] = []
        var errors: [FileError] = []
        let unused = UnusedSuppressionRule.description
        for a in analyses {
            if let e = a.error { errors.append(e); continue }
            var found: [Diagnostic] = []
            for p in a.pending {
                let role = p.typeIndex.map { hierarchy.role(of: a.declarations.types[$0]) } ?? .other
                guard p.roles.contains(role) else { continue }
                if let t = p.typeIndex, p.unlessInherited.contains(where: { hierarchy.inherits($0, into: a.declarations.types[t].name) }) {
                    continue
                }
                if let accessor = p.frameAccessor, frameAccessors[accessor.name] != accessor.isLength { continue }
                if let names = p.screenNames, !names.contains(where: screenNames.contains) { continue }
                if let t = p.typeIndex, !p.requiredAncestors.isEmpty,
                   !hierarchy.descends(a.declarations.types[t].name, fromAnyOf: Set(p.requiredAncestors)) {
                    continue
                }
                if p.receiverClasses.contains(where: { hierarchy.isPlainClass($0, roots: Self.layoutRootClasses) }) {
                    continue
                }
                found.append(p.diagnostic)
            }
            let severity = a.enabled.contains(unused.code) ? (a.severities[unused.code] ?? unused.severity) : unused.severity
            diagnostics += Suppressions.apply(a.directives, to: found, enabled: a.enabled, reportUnused: a.enabled.contains(unused.code),
                                              path: a.path, language: a.language, severity: severity)
        }
        diagnostics.sort(by: Diagnostic.ordered)
        errors.sort { $0.path.utf8Precedes($1.path) }
        let scanned = analyses.filter { $0.error == nil && !$0.skipped }.count
        var result = LintResult(diagnostics: diagnostics, errors: errors, filesScanned: scanned)
        if keepDeclarations {
            for a in analyses where a.error == nil && !a.skipped { result.declarations[a.path] = a.declarations }
        }
        return result
    }

    /// The declarations of each input (tokens and structure only, no rules), by display path:
    /// what linting one file needs to know about the others. Unreadable files are left out.
    public static func declarations(_ inputs: [LintInput], jobs: Int? = nil) -> [String: FileDeclarations] {
        struct Entry: Sendable { var path: String; var declarations: FileDeclarations }
        let results = ResultBag<Entry>()
        let workers = max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(inputs.count, 1)))
        let next = WorkCounter()
        // A file that traps is left out, like an unreadable one.
        _ = Contained.run(workers: workers) { worker in
            while let k = next.take(below: inputs.count) {
                let entry: Entry? = worker.guarded(k) {
                    guard case .success(let bytes) = inputs[k].utf8(), !bytes.prefix(8192).contains(0) else { return nil }
                    DebugTrap.fire(for: inputs[k].displayPath)
                    let file = SourceFile(path: inputs[k].displayPath, language: inputs[k].language, bytes: bytes)
                    let tokens = TokenStream(file: file, tokens: Tokenizer.tokenize(bytes, language: inputs[k].language))
                    // A file that may name the screen's size needs the whole structure for that: one walk, not two.
                    let structure = ScreenNames.mayDefine(tokens) ? StructurePass.run(tokens) : nil
                    var declarations = structure.map { FileDeclarations($0) } ?? StructurePass.declarations(tokens)
                    declarations.frameAccessors = FrameAccessors.declared(tokens, types: declarations.types, functions: declarations.functions)
                    if let structure { declarations.screenNames = ScreenNames.declared(tokens, structure) }
                    return Entry(path: inputs[k].displayPath, declarations: declarations)
                }
                if let entry { results.put(k, entry) }
            }
        }
        var out: [String: FileDeclarations] = [:]
        for e in results.values(in: Array(inputs.indices)) { out[e.path] = e.declarations }
        return out
    }

    /// Lints sources held in memory (tests, standard input).
    public static func lint(_ files: [SourceFile], rules: [any Rule.Type] = RuleRegistry.defaults) -> LintResult {
        lint(files.map { LintInput(displayPath: $0.path, language: $0.language, source: .bytes($0.bytes)) }, rules: rules)
    }

    static func analyze(_ input: LintInput, _ patterns: [(RuleDescription, Pattern)], _ policy: FilePolicy) -> FileAnalysis {
        var clock: StageClock?
        switch analyze(input, patterns, policy, project: Awaited(ProjectIndex()), clock: &clock) {
        case .done(let a): return a
        case .waitingForNibs(let p): return applyRules(p, project: ProjectIndex(), clock: &clock)
        }
    }

    static func analyze(_ input: LintInput, _ patterns: [(RuleDescription, Pattern)], _ policy: FilePolicy,
                        project: Awaited<ProjectIndex>, triggers: TriggerWords? = nil, clock: inout StageClock?,
                        external: [String: ExternalPhase] = [:]) -> Step {
        let severities = policy.severities
        clock?.start()
        let bytes: [UInt8]
        switch input.utf8() {
        case .success(let b): bytes = b
        case .failure(let e):
            clock?.lap(.reading)
            return .done(FileAnalysis(declarations: FileDeclarations(FileStructure()), pending: [],
                                      error: FileError(path: input.displayPath, message: e.message)))
        }
        DebugTrap.fire(for: input.displayPath)
        // UTF-16 text has NULs too, but it arrives here transcoded.
        if bytes.prefix(8192).contains(0) {
            clock?.lap(.reading)
            return .done(FileAnalysis(declarations: FileDeclarations(FileStructure()), pending: [], error: nil, skipped: true))
        }
        clock?.lap(.reading)
        let active = patterns.filter { !policy.disabled.contains($0.0.code) }
        let mayFire = triggers?.mayFire(in: bytes) ?? true
        clock?.lap(.prefilter)
        let file = SourceFile(path: input.displayPath, language: input.language, bytes: bytes)
        let tokens = TokenStream(file: file, tokens: Tokenizer.tokenize(bytes, language: input.language))
        clock?.lap(.tokenizing)
        guard mayFire else {
            // None of the words any rule looks at: only the declarations matter (`TriggerWords`).
            let declarations = StructurePass.declarations(tokens)
            clock?.lap(.structure)
            return .done(FileAnalysis(declarations: declarations, pending: [], error: nil, severities: severities,
                                      enabled: Set(active.map { $0.0.code }), path: file.path, language: file.language,
                                      byteCount: bytes.count))
        }
        let structure = StructurePass.run(tokens)
        clock?.lap(.structure)
        let prepared = Prepared(bytes: bytes, tokens: tokens, structure: structure, active: active, severities: severities,
                                external: external)
        guard let index = project.valueIfSet else { return .waitingForNibs(prepared) }
        return .done(applyRules(prepared, project: index, clock: &clock))
    }

    /// A file read up to its structure, waiting for the rules (which wait for the nib index).
    struct Prepared: @unchecked Sendable {
        var bytes: [UInt8]
        var tokens: TokenStream
        var structure: FileStructure
        var active: [(RuleDescription, Pattern)]
        var severities: [String: Severity]
        /// Phases of helpers only other files call (`ExternalPhase`), on a second lint of the file.
        var external: [String: ExternalPhase] = [:]
    }

    /// Lints again, with `ExternalPhase`s, the files that declare helpers only other files of the
    /// run call from a known phase (a Swift extension's helper called only from the main file's
    /// `viewWillLayoutSubviews`). A trap in the second lint keeps the first one's result.
    static func relintWithExternalPhases(_ analyses: inout [FileAnalysis], feed: InputFeed, patterns: [(RuleDescription, Pattern)],
                                         policy: PolicyProvider?, project: Awaited<ProjectIndex>, workers: Int) {
        // Only a type declared in more than one file (an extension, a category, a partial class
        // elsewhere) can have a helper in one file that another file's callback calls.
        var firstFile: [String: Int] = [:]
        var spread = Set<String>()
        for (j, a) in analyses.enumerated() {
            for t in a.declarations.types {
                if let k = firstFile[t.name] { if k != j { spread.insert(t.name) } } else { firstFile[t.name] = j }
            }
        }
        guard !spread.isEmpty else { return }
        let phases = CrossFileCalls.settle(analyses.map(\.crossFile), types: spread)
        guard !phases.isEmpty else { return }
        let arrived = feed.arrived
        let redo = SharedQueue<(Int, LintInput, [String: ExternalPhase])>()
        for (j, a) in analyses.enumerated() where a.error == nil && !a.skipped && a.item >= 0 && a.item < arrived.count {
            // Most files declare none of the types named: one lookup per type decides.
            guard a.declarations.types.contains(where: { phases[$0.name] != nil }) else { continue }
            let declarations = a.declarations.functions.isEmpty ? a.declarations : a.declarations.forHierarchy
            let mine = CrossFileCalls.declared(in: declarations, from: phases, objc: a.language == .objc)
            guard !mine.isEmpty else { continue }
            redo.push((j, arrived[a.item], mine))
        }
        guard !redo.isEmpty else { return }
        let again = ResultBag<FileAnalysis>()
        _ = Contained.run(workers: workers) { worker in
            var clock: StageClock?
            while let (j, input, external) = redo.pop() {
                let step = worker.guarded(j) {
                    // Without the prefilter: the callback the helper runs in is named in another file.
                    analyze(input, patterns, policy?(input) ?? FilePolicy(), project: project, triggers: nil,
                            clock: &clock, external: external)
                }
                if case .done(let a) = step { again.put(j, a) }
            }
        }
        for j in analyses.indices {
            guard var a = again.values(in: [j]).first else { continue }
            a.item = analyses[j].item
            a.crossFile = analyses[j].crossFile
            a.declarations = analyses[j].declarations
            analyses[j] = a
        }
    }

    /// How far `analyze` got: done, or up to the rules while the nib index is still being read.
    enum Step {
        case done(FileAnalysis)
        case waitingForNibs(Prepared)
    }

    /// Facts, every active rule under every role hypothesis, and suppressions.
    static func applyRules(_ p: Prepared, project: ProjectIndex, clock: inout StageClock?) -> FileAnalysis {
        clock?.start()
        let (bytes, tokens, structure, active, severities) = (p.bytes, p.tokens, p.structure, p.active, p.severities)
        let file = tokens.file
        let facts = FactExtractor.extract(tokens, structure)
        facts.derived.external = p.external
        var ctx = RuleContext(file: file, tokens: tokens, structure: structure, facts: facts)
        ctx.nibs = project.nibs
        ctx.app = project.apps.traits(for: file.path)
        var pending: [Pending] = []
        let builder = DiagnosticBuilder(file: file, bytes: bytes, tokens: tokens)
        // Headers are read for their declarations; they report only inside method bodies.
        let isHeader = file.language == .objc && file.path.lowercased().hasSuffix(".h")
        // Code that cannot run (a private member nothing in the file names) reports nothing.
        var neverCalled: [Int: Bool] = [:]
        func cannotRun(_ f: Int) -> Bool {
            if let known = neverCalled[f] { return known }
            let answer = NeverCalled.function(f, tokens, structure)
            neverCalled[f] = answer
            return answer
        }
        for (description, pattern) in active {
            var reported = Set<StatementKey>()
            for m in pattern.candidates(ctx) {
                if isHeader, structure.function(at: m.anchor) == nil { continue }
                if let f = structure.function(at: m.anchor), cannotRun(f) { continue }
                let typeIndex = structure.type(at: m.anchor)
                guard let verdict = Verdict.of(pattern, m, &ctx, typeIndex: typeIndex) else { continue }
                if pattern.oncePerStatement {
                    let key = StatementKey(start: Statements.around(tokens, m.anchor).lowerBound,
                                           receiver: pattern.oncePerStatementForAllViews ? "" : m.receiverPrefix(ctx))
                    guard reported.insert(key).inserted else { continue }
                }
                let d = builder.diagnostic(description, severity: severities[description.code] ?? description.severity,
                                           message: verdict.message, match: m,
                                           fix: m.helperCall == nil ? pattern.fixer?(m, ctx) : nil)  // a helper's call is not the problem's text
                var p = Pending(diagnostic: d, typeIndex: typeIndex, roles: verdict.roles, unlessInherited: verdict.unlessInherited,
                                requiredAncestors: verdict.requiredAncestors, receiverClasses: verdict.receiverClasses)
                // A read through an accessor stands only if some file declares it (a center accessor under its own key).
                if let a = m.access, let name = FrameAccessors.accessor(of: a, tokens), let isLength = FrameAccessors.isLength(name: name) {
                    p.frameAccessor = (FrameAccessors.declarationKey(name, member: a.member), isLength)
                }
                if pattern.alsoScreenNames, let a = m.access { p.screenNames = ScreenNames.keys(of: a, tokens, structure) }
                pending.append(p)
            }
        }
        let directives = Suppressions.directives(tokens) { builder.lines }
        var declarations = FileDeclarations(structure)
        declarations.frameAccessors = facts.frameAccessorsDeclared
        if active.contains(where: { $0.1.alsoScreenNames }) { declarations.screenNames = ScreenNames.declared(tokens, structure) }
        clock?.lap(.factsAndRules)
        let crossFile = p.external.isEmpty ? CrossFileSummary.of(ctx) : CrossFileCalls()
        return FileAnalysis(declarations: declarations, pending: pending, error: nil, directives: directives,
                            severities: severities, enabled: Set(active.map { $0.0.code }), path: file.path, language: file.language,
                            byteCount: bytes.count, crossFile: crossFile)
    }
}

/// One worker's CPU time per stage (`--timings`): `lap` charges the time since the last lap.
struct StageClock {
    var nanoseconds = [UInt64](repeating: 0, count: StageTimings.Stage.allCases.count)
    private var last: UInt64 = 0

    mutating func start() { last = StageTimings.threadCPU() }

    mutating func lap(_ stage: StageTimings.Stage) {
        let t = StageTimings.threadCPU()
        nanoseconds[stage.rawValue] += t - last
        last = t
    }
}

/// The text of a line with its whitespace runs folded, for fingerprints. Only a line's first
/// `maxFingerprintLine` bytes count, so that many findings on one enormous line (minified or
/// generated code) do not each hash all of it.
func normalized(_ file: SourceFile, line: Int, _ lines: LineIndex) -> String {
    let start = lines.startOfLine(line)
    let end = min(line < lines.lineCount ? lines.startOfLine(line + 1) : file.bytes.count, start + maxFingerprintLine)
    // Folded byte by byte: spaces, tabs, CR and LF (so a CRLF checkout fingerprints as an LF one).
    var folded: [UInt8] = []
    folded.reserveCapacity(end - start)
    var space = false
    for b in file.bytes[start..<end] {
        if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
            space = !folded.isEmpty
        } else {
            if space { folded.append(0x20) }
            space = false
            folded.append(b)
        }
    }
    return String(decoding: folded, as: UTF8.self)
}

let maxFingerprintLine = 4096

