import Foundation

/// Reads a file's bytes, turning every failure into a message that names the reason.
///
/// Only regular files are opened: a FIFO, socket or device (even one named `X.swift`) is refused
/// from its `stat` before any `open`, and the file is opened non-blocking and checked again with
/// `fstat`, so one swapped in between cannot block the run either. UTF-16 files (with a byte order
/// mark) come back transcoded to UTF-8; see `SourceEncoding`.
enum FileReader {
    struct Failure: Error { let message: String }

    /// Token positions are 32-bit byte offsets: a larger file is refused, not misread.
    static let maximumSize = 1 << 30
    static let tooLarge = "too large to lint (over 1 GiB)"

    static func read(_ path: String) -> Result<[UInt8], Failure> {
        readRaw(path).map(SourceEncoding.utf8)
    }

    /// The file's bytes as they are on disk (no transcoding).
    static func readRaw(_ path: String) -> Result<[UInt8], Failure> {
        var st = stat()
        guard stat(path, &st) == 0 else { return .failure(Failure(message: reason(errno))) }
        if let refused = refusal(st.st_mode) { return .failure(Failure(message: refused)) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(Failure(message: reason(errno))) }
        defer { close(fd) }
        guard fstat(fd, &st) == 0 else { return .failure(Failure(message: reason(errno))) }
        if let refused = refusal(st.st_mode) { return .failure(Failure(message: refused)) }
        // Straight into the array, sized from `fstat` with a byte to spare, so that a file that
        // did not grow is read by one `read` and its end seen by a second; one that grew since
        // goes on in chunks. No buffer is zeroed or copied per file.
        let size = max(0, Int(st.st_size))
        guard size <= maximumSize else { return .failure(Failure(message: tooLarge)) }
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            var filled = 0
            while filled < buffer.count {
                let n = Foundation.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if n == 0 { break }
                filled += n
            }
            count = filled
        }
        if failure != 0 { return .failure(Failure(message: reason(failure))) }
        if bytes.count == size + 1 {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    return .failure(Failure(message: reason(errno)))
                }
                if n == 0 { break }
                bytes.append(contentsOf: chunk[0..<n])
                if bytes.count > maximumSize { return .failure(Failure(message: tooLarge)) }
            }
        }
        return .success(bytes)
    }

    /// Why a file of this mode is not read, or nil for a regular file.
    static func refusal(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a directory"
        default: return "not a regular file"
        }
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES: return "permission denied"
        case EISDIR: return "is a directory"
        case ELOOP: return "too many levels of symbolic links"
        default: return String(cString: strerror(code))
        }
    }
}

/// Source text as the tokenizers want it: UTF-8. A file that starts with a UTF-16 byte order mark
/// (`FF FE` little-endian, `FE FF` big-endian, as Visual Studio may save C# files) is transcoded,
/// its mark becoming the UTF-8 one, which `LineIndex` and the tokenizers skip. Each UTF-16 code
/// point becomes one scalar and line breaks stay line breaks, so lines and columns (counted in
/// scalars) are those of the original file. A lone surrogate or an odd last byte becomes U+FFFD.
/// Anything else is returned unchanged.
enum SourceEncoding {
    /// How a file's bytes on disk relate to the UTF-8 the tokenizers read.
    enum Form: Sendable, Equatable {
        case utf8
        case utf16(littleEndian: Bool)

        init(_ raw: [UInt8]) {
            if raw.count >= 2, raw[0] == 0xFF, raw[1] == 0xFE { self = .utf16(littleEndian: true) }
            else if raw.count >= 2, raw[0] == 0xFE, raw[1] == 0xFF { self = .utf16(littleEndian: false) }
            else { self = .utf8 }
        }
    }

    /// `utf8` (as `utf8(_:)` made it) back in `form`: UTF-16 files get their byte order mark and
    /// byte order back. Nil when the text cannot be encoded so (it never happens for text that
    /// `utf8(_:)` produced).
    static func encoded(_ utf8: [UInt8], as form: Form) -> [UInt8]? {
        guard case .utf16(let little) = form else { return utf8 }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count * 2)
        var bytes = utf8[...]
        // The transcoded mark (EF BB BF) stands for the UTF-16 one.
        guard bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
        bytes = bytes.dropFirst(3)
        out += little ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            for unit in String(scalar).utf16 {
                if little { out.append(UInt8(unit & 0xFF)); out.append(UInt8(unit >> 8)) }
                else { out.append(UInt8(unit >> 8)); out.append(UInt8(unit & 0xFF)) }
            }
        }
        return out
    }

    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 2 else { return bytes }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true
        case (0xFE, 0xFF): littleEndian = false
        default: return bytes
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 2)
        let n = bytes.count
        @inline(__always) func unit(_ i: Int) -> UInt32 {
            littleEndian ? UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 : UInt32(bytes[i]) << 8 | UInt32(bytes[i + 1])
        }
        var i = 0
        while i + 1 < n {
            var scalar = unit(i)
            i += 2
            if scalar >= 0xD800 && scalar < 0xDC00, i + 1 < n {
                let low = unit(i)
                if low >= 0xDC00 && low < 0xE000 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 2
                } else {
                    scalar = 0xFFFD
                }
            } else if scalar >= 0xD800 && scalar < 0xE000 {
                scalar = 0xFFFD
            }
            append(scalar, to: &out)
        }
        if i < n { append(0xFFFD, to: &out) }
        return out
    }

    @inline(__always)
    private static func append(_ s: UInt32, to out: inout [UInt8]) {
        switch s {
        case 0..<0x80:
            out.append(UInt8(s))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | s >> 6)); out.append(UInt8(0x80 | s & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | s >> 12)); out.append(UInt8(0x80 | s >> 6 & 0x3F)); out.append(UInt8(0x80 | s & 0x3F))
        default:
            out.append(UInt8(0xF0 | s >> 18)); out.append(UInt8(0x80 | s >> 12 & 0x3F))
            out.append(UInt8(0x80 | s >> 6 & 0x3F)); out.append(UInt8(0x80 | s & 0x3F))
        }
    }
}
