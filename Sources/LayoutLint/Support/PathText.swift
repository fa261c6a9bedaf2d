/// Paths as text: made absolute and normalized without touching the file system (symbolic links
/// are left as they are), for the walk and for the paths Xcode projects list.
enum PathText {
    /// `path` made absolute against `directory`, with `.` and `..` segments and doubled or trailing
    /// slashes resolved lexically.
    static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
