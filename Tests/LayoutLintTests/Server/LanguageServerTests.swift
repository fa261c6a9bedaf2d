import Foundation
import Testing
@testable import LayoutLint

@Suite struct LanguageServerTests {
    static let uri = "file:///tmp/layoutlint-lsp/CardView.swift"
    static let card = """
        final class CardView: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                label.frame = frame
            }
        }
        """

    static func codes(_ diagnostics: [[String: Any]]?) -> [String] { (diagnostics ?? []).compactMap { $0["code"] as? String } }

    static func range(_ d: [String: Any]) -> [Int] {
        let r = d["range"] as! [String: Any], a = r["start"] as! [String: Any], b = r["end"] as! [String: Any]
        return [a["line"] as! Int, a["character"] as! Int, b["line"] as! Int, b["character"] as! Int]
    }

    // MARK: Lifecycle

    @Test func lifecycle() throws {
        let h = ServerHarness()
        let early = h.request("textDocument/diagnostic", ["textDocument": ["uri": Self.uri]])
        #expect((early?["error"] as? [String: Any])?["code"] as? Int == -32002, "requests before initialize are refused")
        let reply = try #require(h.request("initialize", ["processId": NSNull(), "capabilities": [String: Any]()]))
        let result = try #require(reply["result"] as? [String: Any])
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect(capabilities["positionEncoding"] as? String == "utf-16")
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        #expect((result["serverInfo"] as? [String: Any])?["version"] as? String == LayoutLintVersion.current)
        h.notify("initialized")
        let unknown = h.request("textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 0, "character": 0]])
        #expect((unknown?["error"] as? [String: Any])?["code"] as? Int == -32601)
        h.notify("custom/notification", ["x": 1])  // ignored
        h.notify("$/setTrace", ["value": "verbose"])
        #expect(h.request("shutdown", NSNull())?["result"] is NSNull)
        let after = h.request("textDocument/diagnostic", ["textDocument": ["uri": Self.uri]])
        #expect((after?["error"] as? [String: Any])?["code"] as? Int == -32600, "requests after shutdown are refused")
        h.notify("exit")
        h.settle()
        #expect(h.server.queue.sync { h.server.exitCode } == 0)

        let abrupt = ServerHarness()
        abrupt.initialize()
        abrupt.notify("exit")
        abrupt.settle()
        #expect(abrupt.server.queue.sync { abrupt.server.exitCode } == 1, "exit without shutdown is an error exit")
    }

    // MARK: Documents

    @Test func aSessionPublishesDiagnosticsForEachVersion() throws {
        let h = ServerHarness()
        h.initialize()
        h.open(Self.uri, Self.card)
        let first = try #require(h.diagnostics(Self.uri, version: 1))
        #expect(Self.codes(first) == ["LL001"])
        let d = first[0]
        #expect(Self.range(d) == [3, 22, 3, 27])
        #expect(d["severity"] as? Int == 2 && d["source"] as? String == "layoutlint")
        #expect((d["codeDescription"] as? [String: Any])?["href"] as? String == "https://github.com/layoutlint/layoutlint/blob/main/rules.md#ll001-own-frame")
        // An incremental change fixes it.
        h.notify("textDocument/didChange", ["textDocument": ["uri": Self.uri, "version": 2],
                                            "contentChanges": [["range": ["start": ["line": 3, "character": 22], "end": ["line": 3, "character": 27]], "text": "bounds"]]])
        #expect(try #require(h.diagnostics(Self.uri, version: 2)).isEmpty)
        // Another brings a new finding two lines down.
        h.notify("textDocument/didChange", ["textDocument": ["uri": Self.uri, "version": 3],
                                            "contentChanges": [["range": ["start": ["line": 4, "character": 5], "end": ["line": 4, "character": 5]],
                                                                "text": "\n    func refresh() { layoutSubviews() }"]]])
        #expect(Self.codes(h.diagnostics(Self.uri, version: 3)) == ["LL006"])
        h.notify("textDocument/didSave", ["textDocument": ["uri": Self.uri]])
        #expect(Self.codes(h.diagnostics(Self.uri, version: 3)) == ["LL006"])
        // Pull diagnostics say the same.
        let pulled = try #require(h.request("textDocument/diagnostic", ["textDocument": ["uri": Self.uri]])?["result"] as? [String: Any])
        #expect(pulled["kind"] as? String == "full" && Self.codes(pulled["items"] as? [[String: Any]]) == ["LL006"])
        h.notify("textDocument/didClose", ["textDocument": ["uri": Self.uri]])
        #expect(try #require(h.diagnostics(Self.uri)).isEmpty, "closing clears the document's findings")
    }

    @Test func positionsCountUTF16UnitsOrTheNegotiatedEncoding() throws {
        let text = """
            final class CardView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    /* é😀 */ label.frame = frame
                }
            }
            """
        let h = ServerHarness()
        h.initialize()
        h.open(Self.uri, text)
        // `frame` after `/* é😀 */ `: é is one UTF-16 unit, 😀 two.
        let d = try #require(h.diagnostics(Self.uri, version: 1)?.first)
        #expect(Self.range(d) == [3, 32, 3, 37])
        // An edit placed after the emoji lands exactly.
        h.notify("textDocument/didChange", ["textDocument": ["uri": Self.uri, "version": 2],
                                            "contentChanges": [["range": ["start": ["line": 3, "character": 32], "end": ["line": 3, "character": 37]], "text": "bounds"]]])
        #expect(try #require(h.diagnostics(Self.uri, version: 2)).isEmpty)
        let doc = h.server.queue.sync { h.server.documents[Self.uri]! }
        #expect(String(decoding: doc.bytes, as: UTF8.self) == text.replacingOccurrences(of: "= frame", with: "= bounds"))

        let utf8 = ServerHarness()
        utf8.initialize(encodings: ["utf-8", "utf-16"])
        utf8.open(Self.uri, text)
        let e = try #require(utf8.diagnostics(Self.uri, version: 1)?.first)
        #expect(Self.range(e) == [3, 35, 3, 40], "UTF-8 bytes when the client negotiates utf-8")
    }

    @Test func positionsOutOfRangeClampAndUnknownDocumentsAnswerEmpty() throws {
        let h = ServerHarness()
        h.initialize()
        h.open(Self.uri, Self.card)
        _ = h.diagnostics(Self.uri, version: 1)
        h.notify("textDocument/didChange", ["textDocument": ["uri": Self.uri, "version": 2],
                                            "contentChanges": [["range": ["start": ["line": 99, "character": 99], "end": ["line": 120, "character": 0]], "text": "\n// end"]]])
        #expect(Self.codes(h.diagnostics(Self.uri, version: 2)) == ["LL001"])
        let doc = h.server.queue.sync { h.server.documents[Self.uri]! }
        #expect(String(decoding: doc.bytes, as: UTF8.self) == Self.card + "\n// end")
        let other = "file:///tmp/nowhere/Unknown.swift"
        let actions = h.request("textDocument/codeAction", ["textDocument": ["uri": other], "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "context": ["diagnostics": []]])
        #expect((actions?["result"] as? [Any])?.isEmpty == true)
        let pulled = h.request("textDocument/diagnostic", ["textDocument": ["uri": other]])?["result"] as? [String: Any]
        #expect((pulled?["items"] as? [Any])?.isEmpty == true)
    }

    // MARK: Code actions

    @Test func everyCodeActionAppliedAndRelinted() throws {
        let text = Self.card + "\n" + """
            final class Refresher: UIView {
                func refresh() {
                    layoutSubviews()
                }
            }
            """
        let h = ServerHarness()
        h.initialize()
        h.open(Self.uri, text)
        #expect(Self.codes(h.diagnostics(Self.uri, version: 1)).sorted() == ["LL001", "LL006"])
        func actions(line: Int, only: [String]? = nil) -> [[String: Any]] {
            var context: [String: Any] = ["diagnostics": [Any]()]
            if let only { context["only"] = only }
            let r = h.request("textDocument/codeAction", ["textDocument": ["uri": Self.uri],
                                                           "range": ["start": ["line": line, "character": 0], "end": ["line": line, "character": 80]],
                                                           "context": context])
            return r?["result"] as? [[String: Any]] ?? []
        }
        func edits(_ action: [String: Any]) -> [[String: Any]] {
            ((action["edit"] as! [String: Any])["changes"] as! [String: Any])[Self.uri] as! [[String: Any]]
        }
        var version = 1
        func replace(_ newText: String) -> [String] {
            version += 1
            h.notify("textDocument/didChange", ["textDocument": ["uri": Self.uri, "version": version], "contentChanges": [["text": newText]]])
            return Self.codes(h.diagnostics(Self.uri, version: version)).sorted()
        }
        // The quick fix of LL001.
        let onFrame = actions(line: 3, only: ["quickfix"])
        #expect(onFrame.map { $0["title"] as! String } == ["Use `bounds` [LL001]", "Suppress LL001 on this line"])
        #expect(onFrame[0]["isPreferred"] as? Bool == true && onFrame[0]["kind"] as? String == "quickfix")
        let fixed = applying(edits(onFrame[0]), to: text)
        #expect(replace(fixed) == ["LL006"])
        // The suppression of LL006.
        let onCall = actions(line: 8)
        let suppress = try #require(onCall.first { ($0["title"] as? String) == "Suppress LL006 on this line" })
        let suppressed = applying(edits(suppress), to: fixed)
        #expect(suppressed.contains("        // layoutlint:disable:next LL006\n        layoutSubviews()"))
        #expect(replace(suppressed).isEmpty)
        // Fix all, from the original text: only the source action is offered when asked for.
        #expect(replace(text) == ["LL001", "LL006"])
        let all = actions(line: 0, only: ["source.fixAll"])
        #expect(all.count == 1 && all[0]["kind"] as? String == "source.fixAll.layoutlint")
        #expect(replace(applying(edits(all[0]), to: text)).isEmpty)
    }

    // MARK: The workspace

    @Test func basesInOtherFilesAndConfigurationReload() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "class BaseCell: UITableViewCell {}\n".write(to: dir.appendingPathComponent("BaseCell.swift"), atomically: true, encoding: .utf8)
        let uri = "file://" + dir.appendingPathComponent("MessageCell.swift").path
        let text = """
            final class MessageCell: BaseCell {
                override func layoutSubviews() {
                    avatar.frame = frame
                }
            }
            """
        let h = ServerHarness()
        _ = h.request("initialize", ["processId": NSNull(), "rootUri": "file://" + dir.path,
                                     "capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]],
                                     "initializationOptions": ["debounceMilliseconds": 0]])
        h.notify("initialized")
        // The server asks to be told about sources and settings changing.
        let registration = try #require(h.wait { $0["method"] as? String == "client/registerCapability" })
        let registrations = (registration["params"] as? [String: Any])?["registrations"] as? [[String: Any]]
        #expect(registrations?.first?["method"] as? String == "workspace/didChangeWatchedFiles")
        h.sendMessage(["jsonrpc": "2.0", "id": registration["id"]!, "result": NSNull()])
        h.open(uri, text)
        // Once the workspace is read, BaseCell is known to be a cell: LL016 applies.
        var codes: [String] = []
        for _ in 0..<20 where !codes.contains("LL016") { codes = Self.codes(h.diagnostics(uri)) }
        #expect(codes.sorted() == ["LL001", "LL016"])
        // A configuration that ignores LL001, picked up when the file changes.
        let config = dir.appendingPathComponent(".layoutlint.yml")
        try "ignore: [LL001]\n".write(to: config, atomically: true, encoding: .utf8)
        h.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file://" + config.path, "type": 1]]])
        #expect(Self.codes(h.diagnostics(uri)) == ["LL016"])
        // A broken one is reported and the last good one stays.
        try "ignore: [LL001\nselect: {\n".write(to: config, atomically: true, encoding: .utf8)
        h.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file://" + config.path, "type": 2]]])
        let shown = h.wait { $0["method"] as? String == "window/showMessage" }
        #expect(((shown?["params"] as? [String: Any])?["message"] as? String)?.contains("previous settings stay in force") == true)
        #expect(Self.codes(h.diagnostics(uri)) == ["LL016"])
    }

    // MARK: Robustness

    @Test func cancellationOvertakesAQueuedRequest() throws {
        let h = ServerHarness()
        h.initialize()
        h.open(Self.uri, Self.card)
        _ = h.diagnostics(Self.uri, version: 1)
        let gate = DispatchSemaphore(value: 0)
        h.server.queue.async { gate.wait() }  // hold the queue
        h.sendMessage(["jsonrpc": "2.0", "id": 77, "method": "textDocument/diagnostic", "params": ["textDocument": ["uri": Self.uri]]])
        h.sendMessage(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 77]])
        gate.signal()
        let reply = h.wait { ($0["id"] as? Int) == 77 }
        #expect((reply?["error"] as? [String: Any])?["code"] as? Int == -32800)
    }

    @Test func malformedInputGetsAnErrorOrALogAndTheNextMessageIsRead() throws {
        let h = ServerHarness()
        h.initialize()
        h.feed(Array("Content-Type: nothing\r\n\r\n".utf8))  // no length
        h.feed(Array("Content-Length: 7\r\n\r\nnot {}!".utf8))  // not JSON
        h.feed(Array("Content-Length: 3\r\n\r\n[1]".utf8))  // JSON, not an object
        // Too large (the harness's reader takes 64 KiB): refused, its body skipped as it arrives.
        h.feed(Array("Content-Length: 70000\r\n\r\n".utf8))
        h.feed([UInt8](repeating: 0xFF, count: 70000))
        h.feed(Array("Content-Length: 4\r\n\r\n".utf8) + [0xFF, 0xFE, 0x00, 0x7B])  // bytes in no encoding
        // Framing recovers: the next good message is answered.
        let reply = h.request("textDocument/diagnostic", ["textDocument": ["uri": Self.uri]])
        #expect((reply?["result"] as? [String: Any])?["kind"] as? String == "full")
        let parseErrors = (0..<3).map { _ in h.wait { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 } }
        #expect(parseErrors.allSatisfy { $0 != nil })
        #expect(h.wait { ($0["params"] as? [String: Any])?["message"] as? String == "layoutlint: skipped a header without a valid Content-Length" } != nil)
        #expect(h.wait { (($0["params"] as? [String: Any])?["message"] as? String)?.hasPrefix("layoutlint: skipped a message of 70000 bytes") == true } != nil)
        // Wrong shapes of params are ignored, not fatal.
        h.notify("textDocument/didOpen", ["textDocument": "nonsense"])
        h.notify("textDocument/didChange", ["textDocument": ["uri": Self.uri], "contentChanges": [["text": 5]]])
        #expect(h.request("shutdown", NSNull())?["result"] is NSNull)
    }

    @Test func messagesSplitAcrossReadsAndJoinedInOneAreAllRead() {
        var reader = MessageReader()
        let a = MessageWriter.frame(Array("{\"a\":1}".utf8)), b = MessageWriter.frame(Array("{\"b\":2}".utf8))
        let all = a + b
        var bodies: [String] = []
        for k in stride(from: 0, to: all.count, by: 3) {
            reader.append(Array(all[k..<min(all.count, k + 3)]))
            while case .message(let body)? = reader.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
        }
        #expect(bodies == ["{\"a\":1}", "{\"b\":2}"])
    }
}
