import Foundation

/// Fixes files: reads each file that has a fixable finding, lints it in memory (with the rest of
/// the run's declarations, so roles come out the same), applies the chosen fixes, and lints
/// again until nothing more is fixed (at most `maxPasses` times). Nothing is written here:
/// `SourceWriter` writes the results, `UnifiedDiff` shows them.
public struct FixSession {
    /// What a run asks for, whatever front end it comes from.
    public struct Settings: Sendable {
        /// Apply unsafe fixes as well as safe ones.
        public var includeUnsafe = false
        public var maxPasses = 4
        public init(includeUnsafe: Bool = false, maxPasses: Int = 4) {
            self.includeUnsafe = includeUnsafe
            self.maxPasses = maxPasses
        }
    }

    /// One file after fixing.
    public struct FixedFile: Sendable {
        public var path: String
        /// The file on disk when it was read (nil for standard input).
        public var diskPath: String?
        public var raw: [UInt8]
        var form: SourceEncoding.Form
        public var before: [UInt8]
        public var after: [UInt8]
        /// Fixes applied, by rule code.
        public var fixedByRule: [String: Int] = [:]
        /// Findings left in the fixed text.
        public var remaining: [Diagnostic] = []
        public var changed: Bool { before != after }
    }

    public struct Outcome: Sendable {
        public var files: [FixedFile] = []
        public var errors: [FileError] = []
        /// Fixes dropped because they would change the tokens around them.
        public var rejected = 0
    }

    public var rules: [any Rule.Type]
    public var policy: PolicyProvider?
    public var classes: ProjectClasses
    public var nibs: NibIndex
    public var apps: AppIndex
    /// Every linted file's declarations, by path.
    public var declarations: [String: FileDeclarations]
    /// Which findings count (baseline, changed lines): applied to every pass's findings of a file.
    public var keep: @Sendable ([Diagnostic]) -> [Diagnostic]
    public var settings: Settings

    public init(rules: [any Rule.Type], policy: PolicyProvider?, classes: ProjectClasses, nibs: NibIndex, apps: AppIndex = AppIndex(),
                declarations: [String: FileDeclarations], settings: Settings,
                keep: @escaping @Sendable ([Diagnostic]) -> [Diagnostic] = { $0 }) {
        self.rules = rules
        self.policy = policy
        self.classes = classes
        self.nibs = nibs
        self.apps = apps
        self.declarations = declarations
        self.settings = settings
        self.keep = keep
    }

    /// The fix of `d` if this run applies it.
    func chosen(_ d: Diagnostic) -> Fix? {
        guard let fix = d.fix, fix.isSafe || settings.includeUnsafe else { return nil }
        return fix
    }

    /// Fixes the inputs (the files whose findings carry a fix this run applies).
    public func run(_ inputs: [LintInput]) -> Outcome {
        var outcome = Outcome()
        for input in inputs {
            let raw: [UInt8]
            switch input.source {
            case .bytes(let b): raw = b
            case .path(let p):
                switch FileReader.readRaw(p) {
                case .success(let b): raw = b
                case .failure(let e):
                    outcome.errors.append(FileError(path: input.displayPath, message: e.message))
                    continue
                }
            }
            let form = SourceEncoding.Form(raw)
            let text = SourceEncoding.utf8(raw)
            // A UTF-16 file whose text does not encode back to the same bytes (a lone surrogate)
            // cannot be rewritten without changing bytes no fix touched.
            if SourceEncoding.encoded(text, as: form) != raw {
                outcome.errors.append(FileError(path: input.displayPath, message: "cannot be rewritten without changing its encoding; not fixed"))
                continue
            }
            var file = FixedFile(path: input.displayPath, diskPath: input.diskPath, raw: raw, form: form, before: text, after: text)
            var current = text
            var context = declarations
            context[input.displayPath] = nil
            let others = Array(context.values)
            // A pass whose lint fails (an internal error) leaves the file as it was on disk.
            var failure: FileError?
            passes: for _ in 0..<max(1, settings.maxPasses) {
                let found: [Diagnostic]
                switch lint(current, input, others) {
                case .failure(let e): failure = e; break passes
                case .success(let d): found = d
                }
                let fixes = found.compactMap(chosen)
                file.remaining = found
                guard !fixes.isEmpty else { break }
                let applied = FixApplier.apply(fixes, to: current, language: input.language)
                outcome.rejected += applied.rejected.count
                guard !applied.applied.isEmpty else { break }
                for d in found where d.fix.map(applied.applied.contains) == true { file.fixedByRule[d.rule, default: 0] += 1 }
                current = applied.bytes
                switch lint(current, input, others) {
                case .failure(let e): failure = e; break passes
                case .success(let d): file.remaining = d
                }
            }
            if let failure {
                outcome.errors.append(FileError(path: failure.path, message: failure.message + "; not fixed"))
                continue
            }
            file.after = current
            outcome.files.append(file)
        }
        return outcome
    }

    private func lint(_ bytes: [UInt8], _ input: LintInput, _ context: [FileDeclarations]) -> Result<[Diagnostic], FileError> {
        let memory = LintInput(displayPath: input.displayPath, language: input.language, source: .bytes(bytes))
        // The policy of the file as it is on disk (per-file ignores match its path).
        var filePolicy: PolicyProvider?
        if let p = policy {
            let settled = p(input)
            filePolicy = { _ in settled }
        }
        let result = Linter.lint([memory], rules: rules, policy: filePolicy, jobs: 1,
                                 classes: classes, nibs: nibs, apps: apps, context: context)
        if let error = result.errors.first { return .failure(error) }
        return .success(keep(result.diagnostics))
    }
}
