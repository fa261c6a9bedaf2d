import Foundation

/// Writes fixed sources back without losing a byte of what the fix did not touch: through a
/// temporary file renamed into place, with the file's permissions, byte order mark, line breaks
/// and encoding (UTF-16 stays UTF-16). A file that changed on disk since it was read, or that is
/// read-only, is not written. A symbolic link is followed: its target is rewritten.
enum SourceWriter {
    struct Failure: Error { let message: String }

    static func write(_ file: FixSession.FixedFile) throws(Failure) {
        guard let path = file.diskPath else { throw Failure(message: "has no file to write") }
        guard let bytes = SourceEncoding.encoded(file.after, as: file.form) else {
            throw Failure(message: "cannot be written back in its encoding; not fixed")
        }
        // The link's target, so the link stays a link.
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { dest -> String in
            dest.hasPrefix("/") ? dest : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(dest)
        } ?? path
        let resolved = URL(fileURLWithPath: target).resolvingSymlinksInPath().path
        var st = stat()
        guard stat(resolved, &st) == 0 else { throw Failure(message: FileReader.reason(errno)) }
        // Read-only by its mode (even for a user, such as root, who could write it anyway) or to us.
        guard st.st_mode & S_IWUSR != 0, access(resolved, W_OK) == 0 else { throw Failure(message: "is read-only; not fixed") }
        switch FileReader.readRaw(resolved) {
        case .success(let now) where now == file.raw: break
        case .success: throw Failure(message: "changed on disk since it was read; not fixed")
        case .failure(let e): throw Failure(message: e.message)
        }
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(bytes, to: resolved, mode: st.st_mode & 0o7777)
        } catch {
            throw Failure(message: error.message)
        }
    }
}
