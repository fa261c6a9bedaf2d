import Foundation

/// Reads a file's bytes, turning every failure into a message that names the reason.
enum FileReader {
    struct Failure: Error { let message: String }

    static func read(_ path: String) -> Result<[UInt8], Failure> {
        var st = stat()
        guard stat(path, &st) == 0 else { return .failure(Failure(message: reason(errno))) }
        if (st.st_mode & S_IFMT) == S_IFDIR { return .failure(Failure(message: "is a directory")) }
        guard (st.st_mode & S_IFMT) == S_IFREG else { return .failure(Failure(message: "not a regular file")) }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(Failure(message: reason(errno))) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(st.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(message: reason(errno)))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return .success(bytes)
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES: return "permission denied"
        case EISDIR: return "is a directory"
        default: return String(cString: strerror(code))
        }
    }
}
