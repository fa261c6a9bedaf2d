import Foundation
@testable import LayoutLint

/// Drives a `LanguageServer` in-process: sends framed messages through its reader, collects
/// what it writes, and waits (with a deadline) for the messages a test expects.
final class ServerHarness: @unchecked Sendable {
    let server: LanguageServer
    private var received: [[String: Any]] = []
    private let lock = NSCondition()
    private var reader = MessageReader(maximumBody: 1 << 16)
    private var nextID = 0

    init() {
        let box = Box()
        server = LanguageServer { bytes in box.harness?.collect(bytes) }
        box.harness = self
    }

    private final class Box: @unchecked Sendable { weak var harness: ServerHarness? }

    private func collect(_ bytes: [UInt8]) {
        lock.lock()
        var r = MessageReader()
        r.append(bytes)
        while case .message(let body)? = r.next() {
            if let m = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] { received.append(m) }
        }
        lock.broadcast()
        lock.unlock()
    }

    /// Feeds raw bytes, as a client would write them.
    func feed(_ bytes: [UInt8]) {
        reader.append(bytes)
        while let item = reader.next() { server.receive(item) }
    }

    func sendMessage(_ object: [String: Any]) {
        let data = try! JSONSerialization.data(withJSONObject: object)
        feed(MessageWriter.frame(Array(data)))
    }

    @discardableResult
    func request(_ method: String, _ params: Any = [String: Any]()) -> [String: Any]? {
        nextID += 1
        let id = nextID
        sendMessage(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return wait { ($0["id"] as? Int) == id }
    }

    func notify(_ method: String, _ params: Any = [String: Any]()) {
        sendMessage(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// The first message matching `predicate` not yet consumed, waiting up to `timeout` seconds.
    func wait(timeout: Double = 10, _ predicate: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock(); defer { lock.unlock() }
        while true {
            if let k = received.firstIndex(where: predicate) { return received.remove(at: k) }
            if !lock.wait(until: deadline) { return nil }
        }
    }

    /// The next published diagnostics of `uri` (optionally for a given version).
    func diagnostics(_ uri: String, version: Int? = nil) -> [[String: Any]]? {
        let m = wait {
            guard $0["method"] as? String == "textDocument/publishDiagnostics", let p = $0["params"] as? [String: Any],
                  p["uri"] as? String == uri else { return false }
            return version == nil || p["version"] as? Int == version
        }
        return (m?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    func initialize(root: String? = nil, encodings: [String]? = nil) {
        var params: [String: Any] = ["processId": NSNull(), "capabilities": [String: Any](),
                                     "initializationOptions": ["debounceMilliseconds": 0]]
        if let root { params["rootUri"] = "file://" + root }
        if let encodings { params["capabilities"] = ["general": ["positionEncodings": encodings]] }
        _ = request("initialize", params)
        notify("initialized")
    }

    func open(_ uri: String, _ text: String, language: String = "swift", version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": language, "version": version, "text": text]])
    }

    /// Waits until the server's queue has handled everything sent so far.
    func settle() { server.queue.sync {} }
}

/// Applies LSP text edits (UTF-16 positions) to `text`, as a client would.
func applying(_ edits: [[String: Any]], to text: String) -> String {
    var lines = text.components(separatedBy: "\n").map { Array($0.utf16) }
    func offset(_ p: [String: Any]) -> (Int, Int) { (p["line"] as! Int, p["character"] as! Int) }
    let sorted = edits.sorted {
        let a = offset(($0["range"] as! [String: Any])["start"] as! [String: Any])
        let b = offset(($1["range"] as! [String: Any])["start"] as! [String: Any])
        return a > b
    }
    for e in sorted {
        let r = e["range"] as! [String: Any]
        let (l1, c1) = offset(r["start"] as! [String: Any]), (l2, c2) = offset(r["end"] as! [String: Any])
        let head = Array(lines[l1][..<c1]), tail = Array(lines[l2][c2...])
        let inserted = (e["newText"] as! String).components(separatedBy: "\n").map { Array($0.utf16) }
        var replacement = inserted
        replacement[0] = head + replacement[0]
        replacement[replacement.count - 1] = replacement[replacement.count - 1] + tail
        lines.replaceSubrange(l1...l2, with: replacement)
    }
    return lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
}
