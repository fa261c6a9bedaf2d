import Foundation
import Testing
@testable import LayoutLint

/// `layoutlint server` as a separate process, over real pipes.
@Suite struct ServerProcessTests {
    static var binary: URL? {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutlint")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    static func frame(_ object: [String: Any]) -> Data {
        Data(MessageWriter.frame(Array(try! JSONSerialization.data(withJSONObject: object))))
    }

    /// Runs the server, writes `messages` (then closes its input when `close`), and returns what it
    /// wrote and its exit status.
    static func session(_ messages: [[String: Any]], close: Bool) throws -> ([[String: Any]], Int32) {
        let binary = try #require(Self.binary, "build the layoutlint product first")
        let p = Process()
        p.executableURL = binary
        p.arguments = ["server"]
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = FileHandle.nullDevice
        try p.run()
        for m in messages { input.fileHandleForWriting.write(Self.frame(m)) }
        if close { try input.fileHandleForWriting.close() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        var reader = MessageReader()
        reader.append(Array(data))
        var out: [[String: Any]] = []
        while case .message(let body)? = reader.next() {
            if let m = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] { out.append(m) }
        }
        return (out, p.terminationStatus)
    }

    static var open: [String: Any] { ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
        "uri": "file:///tmp/layoutlint-proc/A.swift", "languageId": "swift", "version": 1,
        "text": "final class A: UIView {\n    func f() { layoutSubviews() }\n}\n"]]] }
    static var initialize: [String: Any] { ["jsonrpc": "2.0", "id": 1, "method": "initialize",
                                            "params": ["processId": NSNull(), "capabilities": [String: Any](),
                                                       "initializationOptions": ["debounceMilliseconds": 0]]] }

    @Test func aSessionOverPipesEndsWithExitCodeZero() throws {
        let pull: [String: Any] = ["jsonrpc": "2.0", "id": 2, "method": "textDocument/diagnostic",
                                   "params": ["textDocument": ["uri": "file:///tmp/layoutlint-proc/A.swift"]]]
        let (messages, status) = try Self.session([
            Self.initialize, ["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()], Self.open, pull,
            ["jsonrpc": "2.0", "id": 3, "method": "shutdown"], ["jsonrpc": "2.0", "method": "exit"],
        ], close: false)
        #expect(status == 0)
        let reply = messages.first { $0["id"] as? Int == 2 }
        let items = (reply?["result"] as? [String: Any])?["items"] as? [[String: Any]]
        #expect(items?.compactMap { $0["code"] as? String } == ["LL006"])
        #expect(messages.contains { $0["id"] as? Int == 3 })
    }

    @Test func aClientThatDisappearsEndsTheServerWithExitCodeOne() throws {
        let (_, status) = try Self.session([Self.initialize, Self.open], close: true)
        #expect(status == 1)
    }
}
