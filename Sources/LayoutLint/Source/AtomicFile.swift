import Foundation

/// Writes a file through a temporary sibling renamed into place, so readers (and a failed run)
/// never see half a file: reports, baselines, and sources rewritten by fixes.
enum AtomicFile {
    struct Failure: Error { let message: String }

    static func write(_ text: String, to path: String) throws(Failure) {
        // A report is an ordinary file: the permissions the umask allows.
        let mask = umask(0); umask(mask)
        try write(Array(text.utf8), to: path, mode: 0o666 & ~mask)
    }

    /// Writes `bytes` to `path` with permissions `mode`.
    static func write(_ bytes: [UInt8], to path: String, mode: mode_t) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        var template = Array((dir + "/.\(url.lastPathComponent).tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Failure(message: FileReader.reason(errno)) }
        let tmp = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var rest = bytes[...]
        while !rest.isEmpty {
            let n = rest.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = FileReader.reason(errno)
                close(fd); unlink(tmp)
                throw Failure(message: reason)
            }
            rest = rest.dropFirst(n)
        }
        fchmod(fd, mode)  // mkstemp creates 0600
        if fsync(fd) != 0 || close(fd) != 0 {
            let reason = FileReader.reason(errno)
            unlink(tmp)
            throw Failure(message: reason)
        }
        guard rename(tmp, path) == 0 else {
            let reason = FileReader.reason(errno)
            unlink(tmp)
            throw Failure(message: reason)
        }
    }
}
