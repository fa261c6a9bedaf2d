import Foundation

/// `layoutlint server`: the Language Server Protocol (3.17) over a byte stream. Messages are read
/// on the caller's thread and handled in order on one queue; linting a document runs on another
/// queue, a short while after its last change (debounced), and its findings are published only if
/// the document has not changed since. The same pipeline as the command line lints the in-memory
/// text, with the declarations of the rest of the workspace so that base classes in other files
/// are known.
public final class LanguageServer: @unchecked Sendable {
    /// JSON-RPC error codes (LSP 3.17 §3.6).
    enum ErrorCode: Int {
        case parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
        case internalError = -32603, serverNotInitialized = -32002, requestCancelled = -32800
    }

    private let send: @Sendable ([UInt8]) -> Void
    /// Handles messages one at a time, in order; owns all the state below.
    let queue = DispatchQueue(label: "layoutlint.server")
    /// Lints documents, off the message queue.
    private let workers = DispatchQueue(label: "layoutlint.server.lint", attributes: .concurrent)

    private var initialized = false
    private var shutdownRequested = false
    private(set) var exitCode: Int32?
    var encoding: TextDocument.Encoding = .utf16
    var documents: [String: TextDocument] = [:]
    /// The last findings of each open document, with the version they are for.
    var findings: [String: (version: Int, diagnostics: [Diagnostic])] = [:]
    private var generation: [String: Int] = [:]
    /// Ids of requests the client cancelled: noted by the reading thread the moment the
    /// cancellation arrives, so that it overtakes the request still waiting in the queue.
    private let cancellations = CancelledRequests()
    /// Milliseconds between the last change and the lint (`initializationOptions.debounceMilliseconds`).
    var debounce = 150
    var roots: [String] = []
    var configuration = Configuration(root: FileManager.default.currentDirectoryPath)
    var policy: PolicyProvider?
    /// The declarations of the workspace's files by path, read at start and kept up to date.
    var workspaceDeclarations: [String: FileDeclarations] = [:]
    /// What the workspace's project files say about its apps (read with its declarations).
    var apps = AppIndex()
    /// The client can register file watchers (`workspace.didChangeWatchedFiles.dynamicRegistration`).
    private var watchesDynamically = false

    public init(send: @escaping @Sendable ([UInt8]) -> Void) {
        self.send = send
    }

    // MARK: Running

    /// Reads messages from file descriptor `input` until the stream ends or the client says
    /// `exit`; writes to `output`. Returns the exit code (0 after `shutdown`, 1 otherwise).
    public static func run(input: Int32, output: Int32) -> Int32 {
        let lock = NSLock()
        let server = LanguageServer { bytes in
            lock.lock(); defer { lock.unlock() }
            var rest = bytes[...]
            while !rest.isEmpty {
                let n = rest.withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
                if n < 0 { if errno == EINTR { continue }; return }  // the client is gone
                rest = rest.dropFirst(n)
            }
        }
        var reader = MessageReader()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; break }
            if n == 0 { break }
            reader.append(Array(chunk[0..<n]))
            while let item = reader.next() {
                server.receive(item)
            }
            if let code = server.queue.sync(execute: { server.exitCode }) { return code }
        }
        // The client went away: finish what is queued, then stop.
        return server.queue.sync { server.exitCode ?? (server.shutdownRequested ? 0 : 1) }
    }

    /// Takes one framed item from the reader: parses it here, handles it on the queue (a
    /// `$/cancelRequest` is noted at once, so that it can overtake the request it cancels).
    func receive(_ item: MessageReader.Item) {
        switch item {
        case .malformed(let reason):
            queue.async { self.log("layoutlint: skipped \(reason)") }
        case .message(let body):
            guard let object = try? JSONSerialization.jsonObject(with: Data(body)), let message = object as? [String: Any] else {
                queue.async { self.respond(id: NSNull(), error: .parseError, "the message is not a JSON object") }
                return
            }
            if message["method"] as? String == "$/cancelRequest", let params = message["params"] as? [String: Any],
               let id = params["id"] {
                cancellations.insert(Self.key(id))
                return
            }
            let sendable = UncheckedMessage(message)
            queue.async { self.handle(sendable.value) }
        }
    }

    /// Handles one parsed message (on the queue).
    func handle(_ message: [String: Any]) {
        let method = message["method"] as? String
        let id = message["id"]
        let params = message["params"] as? [String: Any] ?? [:]
        guard let method else {
            // A response to something we asked (we ask nothing that needs an answer) or garbage.
            if id == nil { log("layoutlint: ignored a message without a method") }
            return
        }
        if let id, cancellations.remove(Self.key(id)) {
            respond(id: id, error: .requestCancelled, "cancelled")
            return
        }
        if id != nil, !initialized, method != "initialize" {
            respond(id: id!, error: .serverNotInitialized, "the server is not initialized yet")
            return
        }
        if id != nil, shutdownRequested, method != "exit" {
            respond(id: id!, error: .invalidRequest, "the server is shutting down")
            return
        }
        switch method {
        case "initialize": initialize(id: id, params)
        case "initialized":
            registerWatchers()
            startWorkspace()
        case "shutdown":
            shutdownRequested = true
            respond(id: id, result: NSNull())
        case "exit": exitCode = shutdownRequested ? 0 : 1
        case "$/setTrace", "$/cancelRequest", "workspace/didChangeConfiguration": break
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "textDocument/diagnostic": pullDiagnostics(id: id, params)
        case "textDocument/codeAction": codeActions(id: id, params)
        case "workspace/didChangeWatchedFiles": watchedFilesChanged(params)
        default:
            // Unknown requests get an error; unknown notifications (and `$/…` ones) are ignored.
            if let id { respond(id: id, error: .methodNotFound, "unknown method '\(method)'") }
        }
    }

    // MARK: Lifecycle

    private func initialize(id: Any?, _ params: [String: Any]) {
        guard let id else { return }
        if initialized {
            respond(id: id, error: .invalidRequest, "initialize was already received")
            return
        }
        initialized = true
        // The position encoding: UTF-8 when the client offers it (no conversion), else UTF-16.
        let offered = ((params["capabilities"] as? [String: Any])?["general"] as? [String: Any])?["positionEncodings"] as? [String] ?? []
        encoding = offered.contains("utf-8") ? .utf8 : .utf16
        if let options = params["initializationOptions"] as? [String: Any], let ms = options["debounceMilliseconds"] as? Int {
            debounce = max(0, min(ms, 10_000))
        }
        if let folders = params["workspaceFolders"] as? [[String: Any]] {
            roots = folders.compactMap { ($0["uri"] as? String).flatMap(Self.path(fromURI:)) }
        }
        let workspace = (params["capabilities"] as? [String: Any])?["workspace"] as? [String: Any]
        watchesDynamically = (workspace?["didChangeWatchedFiles"] as? [String: Any])?["dynamicRegistration"] as? Bool ?? false
        if roots.isEmpty, let uri = params["rootUri"] as? String, let path = Self.path(fromURI: uri) { roots = [path] }
        if roots.isEmpty, let path = params["rootPath"] as? String { roots = [path] }
        loadConfiguration(reporting: true)
        respond(id: id, result: [
            "capabilities": [
                "positionEncoding": encoding.rawValue,
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]] as [String: Any],
                "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll.layoutlint"], "resolveProvider": false] as [String: Any],
                "diagnosticProvider": ["identifier": "layoutlint", "interFileDependencies": true, "workspaceDiagnostics": false] as [String: Any],
            ] as [String: Any],
            "serverInfo": ["name": "layoutlint", "version": LayoutLintVersion.current],
        ])
    }

    // MARK: Configuration and the workspace

    /// Reads `.layoutlint.yml` from the first root (or above it). A broken file is shown to the
    /// user and the configuration in force stays.
    func loadConfiguration(reporting: Bool) {
        let root = roots.first ?? FileManager.default.currentDirectoryPath
        var c = Configuration(root: root)
        if let file = Configuration.find(from: root) {
            do {
                c = try Configuration.load(file)
            } catch {
                if reporting { showMessage(type: 1, "layoutlint: \(error.description); the previous settings stay in force") }
                if policy != nil { return }
            }
        }
        configuration = c
        policy = c.policy()
    }

    /// Asks the client to report changes to sources and settings, when it can register watchers.
    private func registerWatchers() {
        guard watchesDynamically else { return }
        let globs = ["**/*.swift", "**/*.cs", "**/*.m", "**/*.mm", "**/*.h", "**/.layoutlint.yml", "**/.editorconfig"]
        write(["jsonrpc": "2.0", "id": "layoutlint/watch", "method": "client/registerCapability", "params": [
            "registrations": [["id": "layoutlint-watch", "method": "workspace/didChangeWatchedFiles",
                               "registerOptions": ["watchers": globs.map { ["globPattern": $0] }]] as [String: Any]],
        ]])
    }

    /// Reads the declarations of every source file under the roots, in the background.
    private func startWorkspace() {
        let roots = self.roots, configuration = self.configuration
        guard !roots.isEmpty else { return }
        workers.async {
            let found = FileDiscovery.discover(roots, configuration: configuration)
            let inputs = found.inputs.map { i -> LintInput in
                LintInput(displayPath: FileDiscovery.absolutePath(i.displayPath), language: i.language, source: i.source)
            }
            let declarations = Linter.declarations(inputs)
            let (apps, _) = AppIndex.load(found.appFiles)
            self.queue.async {
                self.apps = apps
                for (path, d) in declarations where self.documents.values.first(where: { $0.path == path }) == nil {
                    self.workspaceDeclarations[path] = d
                }
                // Open documents may now resolve bases in other files.
                for uri in self.documents.keys { self.schedule(uri, delay: 0) }
            }
        }
    }

    private func watchedFilesChanged(_ params: [String: Any]) {
        let changes = params["changes"] as? [[String: Any]] ?? []
        var reread: [LintInput] = []
        var settingsChanged = false
        for change in changes {
            guard let uri = change["uri"] as? String, let path = Self.path(fromURI: uri) else { continue }
            let name = (path as NSString).lastPathComponent
            if name == ".layoutlint.yml" || name == ".editorconfig" { settingsChanged = true; continue }
            guard let language = Language(path: path) else { continue }
            if change["type"] as? Int == 3 {  // deleted
                workspaceDeclarations[path] = nil
            } else if documents[uri] == nil {
                reread.append(LintInput(displayPath: path, language: language, source: .path(path)))
            }
        }
        if settingsChanged { loadConfiguration(reporting: true) }
        if !reread.isEmpty {
            for (path, d) in Linter.declarations(reread, jobs: 1) { workspaceDeclarations[path] = d }
        }
        if settingsChanged || !reread.isEmpty { for uri in documents.keys { schedule(uri, delay: 0) } }
    }

    // MARK: Documents

    private func document(_ params: [String: Any]) -> (uri: String, doc: TextDocument)? {
        guard let td = params["textDocument"] as? [String: Any], let uri = td["uri"] as? String, let doc = documents[uri] else { return nil }
        return (uri, doc)
    }

    private func didOpen(_ params: [String: Any]) {
        guard let td = params["textDocument"] as? [String: Any], let uri = td["uri"] as? String, let text = td["text"] as? String else { return }
        let path = Self.path(fromURI: uri) ?? uri
        let languageId = td["languageId"] as? String ?? ""
        guard let language = Language(path: path) ?? Self.language(id: languageId) else { return }
        documents[uri] = TextDocument(uri: uri, path: path, language: language, version: td["version"] as? Int ?? 0, text: Array(text.utf8))
        schedule(uri, delay: 0)
    }

    private func didChange(_ params: [String: Any]) {
        guard let (uri, _) = document(params) else { return }
        let version = (params["textDocument"] as? [String: Any])?["version"] as? Int
        for change in params["contentChanges"] as? [[String: Any]] ?? [] {
            guard let text = change["text"] as? String else { continue }
            var from: (Int, Int)?, to: (Int, Int)?
            if let range = change["range"] as? [String: Any], let a = Self.position(range["start"]), let b = Self.position(range["end"]) {
                (from, to) = (a, b)
            }
            documents[uri]?.apply(text: Array(text.utf8), from: from, to: to, encoding: encoding)
        }
        if let version { documents[uri]?.version = version }
        schedule(uri, delay: debounce)
    }

    private func didSave(_ params: [String: Any]) {
        guard let (uri, _) = document(params) else { return }
        schedule(uri, delay: 0)
    }

    private func didClose(_ params: [String: Any]) {
        guard let (uri, doc) = document(params) else { return }
        documents[uri] = nil
        findings[uri] = nil
        generation[uri, default: 0] += 1
        // The file on disk is what the workspace knows again.
        if FileManager.default.fileExists(atPath: doc.path) {
            let input = LintInput(displayPath: doc.path, language: doc.language, source: .path(doc.path))
            workspaceDeclarations[doc.path] = Linter.declarations([input], jobs: 1)[doc.path]
        }
        notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": [Any]()])
    }

    // MARK: Linting

    /// Lints `uri` after `delay` ms unless it changes again first; publishes the result.
    func schedule(_ uri: String, delay: Int) {
        generation[uri, default: 0] += 1
        let ticket = generation[uri]!
        let run: @Sendable () -> Void = { [self] in
            guard generation[uri] == ticket, let doc = documents[uri] else { return }
            let context = context(excluding: doc.path)
            let (rules, policy, classes, apps) = (configuration.enabledRules(), self.policy, configuration.classes, self.apps)
            workers.async {
                let result = Self.lint(doc, rules: rules, policy: policy, classes: classes, apps: apps, context: context)
                let diagnostics = result.diagnostics
                self.queue.async {
                    if let d = result.declarations[doc.path] { self.workspaceDeclarations[doc.path] = d }
                    guard self.generation[uri] == ticket, self.documents[uri]?.version == doc.version else { return }
                    // A trap while linting the document costs its findings, never the server.
                    for e in result.errors { self.logError("layoutlint: \(e.path): \(e.message)") }
                    self.findings[uri] = (doc.version, diagnostics)
                    self.notify("textDocument/publishDiagnostics", [
                        "uri": uri, "version": doc.version, "diagnostics": diagnostics.map { self.lspDiagnostic($0, doc) },
                    ])
                }
            }
        }
        if delay == 0 { queue.async(execute: run) } else { queue.asyncAfter(deadline: .now() + .milliseconds(delay), execute: run) }
    }

    /// What linting the document at `path` needs to know about the rest of the workspace.
    private func context(excluding path: String) -> [FileDeclarations] {
        workspaceDeclarations.filter { $0.key != path }.map(\.value)
    }

    /// The document's findings, and its declarations (for the rest of the workspace).
    static func lint(_ doc: TextDocument, rules: [any Rule.Type], policy: PolicyProvider?, classes: ProjectClasses, apps: AppIndex = AppIndex(),
                     context: [FileDeclarations]) -> LintResult {
        let input = LintInput(displayPath: doc.path, language: doc.language, source: .bytes(doc.bytes))
        return Linter.lint([input], rules: rules, policy: policy, jobs: 1, classes: classes, apps: apps, context: context, keepDeclarations: true)
    }

    /// The findings of the document's current text (computed now if the last lint is stale).
    func currentFindings(_ uri: String) -> [Diagnostic] {
        guard let doc = documents[uri] else { return [] }
        if let f = findings[uri], f.version == doc.version { return f.diagnostics }
        let result = Self.lint(doc, rules: configuration.enabledRules(), policy: policy, classes: configuration.classes, apps: apps,
                               context: context(excluding: doc.path))
        for e in result.errors { logError("layoutlint: \(e.path): \(e.message)") }
        let diagnostics = result.diagnostics
        findings[uri] = (doc.version, diagnostics)
        return diagnostics
    }

    private func pullDiagnostics(id: Any?, _ params: [String: Any]) {
        guard let id else { return }
        guard let (uri, doc) = document(params) else {
            respond(id: id, result: ["kind": "full", "items": [Any]()])
            return
        }
        respond(id: id, result: ["kind": "full", "items": currentFindings(uri).map { lspDiagnostic($0, doc) }])
    }

    // MARK: Converting

    func range(_ start: Int, _ end: Int, _ doc: TextDocument) -> [String: Any] {
        let a = doc.position(of: start, encoding: encoding), b = doc.position(of: end, encoding: encoding)
        return ["start": ["line": a.line, "character": a.character], "end": ["line": b.line, "character": b.character]]
    }

    func lspDiagnostic(_ d: Diagnostic, _ doc: TextDocument) -> [String: Any] {
        let severity: Int
        switch d.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .note: severity = 3
        }
        var out: [String: Any] = [
            "range": range(d.start, d.end, doc), "severity": severity, "code": d.rule, "source": "layoutlint", "message": d.message,
            "data": ["rule": d.rule, "fingerprint": d.fingerprint, "start": d.start, "end": d.end, "version": doc.version] as [String: Any],
        ]
        if let rule = RuleRegistry.rule(named: d.rule) {
            out["codeDescription"] = ["href": RulesDocument.url(of: rule.description)]
        }
        return out
    }

    static func position(_ value: Any?) -> (Int, Int)? {
        guard let p = value as? [String: Any], let line = p["line"] as? Int, let character = p["character"] as? Int else { return nil }
        return (line, character)
    }

    /// `file:///a%20b/C.swift` → `/a b/C.swift`.
    static func path(fromURI uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        return URL(string: uri)?.path ?? String(uri.dropFirst(7)).removingPercentEncoding
    }

    static func language(id: String) -> Language? {
        switch id {
        case "swift": return .swift
        case "csharp": return .csharp
        case "objective-c", "objective-cpp", "objc": return .objc
        default: return nil
        }
    }

    static func key(_ id: Any) -> String { "\(id)" }

    // MARK: Sending

    func respond(id: Any?, result: Any) {
        write(["jsonrpc": "2.0", "id": id ?? NSNull(), "result": result])
    }

    func respond(id: Any?, error: ErrorCode, _ message: String) {
        write(["jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": error.rawValue, "message": message] as [String: Any]])
    }

    func notify(_ method: String, _ params: [String: Any]) {
        write(["jsonrpc": "2.0", "method": method, "params": params])
    }

    func log(_ message: String) {
        notify("window/logMessage", ["type": 3, "message": message])
    }

    func logError(_ message: String) {
        notify("window/logMessage", ["type": 1, "message": message])
    }

    func showMessage(type: Int, _ message: String) {
        notify("window/showMessage", ["type": type, "message": message])
    }

    func write(_ object: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        send(MessageWriter.frame(Array(data)))
    }
}

final class CancelledRequests: @unchecked Sendable {
    private var ids: Set<String> = []
    private let lock = NSLock()

    func insert(_ id: String) { lock.lock(); ids.insert(id); lock.unlock() }

    /// Whether `id` was cancelled (and forgets it).
    func remove(_ id: String) -> Bool { lock.lock(); defer { lock.unlock() }; return ids.remove(id) != nil }
}

/// A parsed JSON message handed to the queue (Foundation's JSON objects are not `Sendable`).
struct UncheckedMessage: @unchecked Sendable {
    let value: [String: Any]
    init(_ value: [String: Any]) { self.value = value }
}
