import Foundation

/// The base protocol's framing: each message is `Content-Length: N` (and optional other headers),
/// a blank line, then N bytes of UTF-8 JSON. Reads from bytes as they arrive, so a message split
/// across reads, or several in one read, come out whole; a bad header is skipped up to the next
/// `Content-Length`, never trusted.
struct MessageReader {
    enum Item {
        case message([UInt8])
        /// A frame that could not be read (the reason); reading goes on after it.
        case malformed(String)
    }

    /// Larger bodies are refused (and skipped as they arrive) rather than buffered.
    let maximumBody: Int

    init(maximumBody: Int = 64 << 20) {
        self.maximumBody = maximumBody
    }

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of a refused body still to skip.
    private var skipping = 0

    mutating func append(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete item, or nil until more bytes arrive.
    mutating func next() -> Item? {
        if skipping > 0 {
            let n = min(skipping, buffer.count - start)
            start += n
            skipping -= n
            if skipping > 0 { compact(); return nil }
        }
        guard let end = headerEnd() else {
            // Guard against an endless header: drop it once it is absurdly long.
            if buffer.count - start > 8192 {
                let dropped = buffer.count - start
                start = buffer.count
                compact()
                return .malformed("a header of \(dropped) bytes without an end")
            }
            compact()
            return nil
        }
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        let bodyStart = end + 4
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            if parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let n = length, n >= 0 else {
            start = bodyStart
            compact()
            return .malformed("a header without a valid Content-Length")
        }
        if n > maximumBody {
            start = bodyStart
            skipping = n
            _ = next()  // consume what is already here
            return .malformed("a message of \(n) bytes (more than \(maximumBody))")
        }
        guard buffer.count - bodyStart >= n else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + n)])
        start = bodyStart + n
        compact()
        return .message(body)
    }

    private func headerEnd() -> Int? {
        var i = start
        while i + 3 < buffer.count {
            if buffer[i] == 13, buffer[i + 1] == 10, buffer[i + 2] == 13, buffer[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    private mutating func compact() {
        if start > 0, start >= buffer.count / 2 || start > 1 << 20 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

enum MessageWriter {
    /// `body` framed with its length.
    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
