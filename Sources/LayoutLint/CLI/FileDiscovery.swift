import Foundation

/// Turns the paths on the command line into the files to lint: directories are walked in sorted
/// order, skipping hidden folders and build output; files of unknown languages are left out.
enum FileDiscovery {
    static let skippedDirectories: Set<String> = [
        ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", "bin", "obj",
    ]

    /// The languages linted.
    static let enabledLanguages: Set<Language> = [.swift, .csharp, .objc]

    struct Found {
        var inputs: [LintInput] = []
        var errors: [FileError] = []
    }

    static func discover(_ paths: [String]) -> Found {
        var found = Found()
        var seen = Set<String>()
        let fm = FileManager.default
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
                found.errors.append(FileError(path: path, message: "no such file or directory"))
                continue
            }
            if isDir.boolValue {
                walk(path, display: path == "." ? "" : (path.hasSuffix("/") ? path : path + "/"), into: &found, seen: &seen)
            } else if let lang = Language(path: path), enabledLanguages.contains(lang) {
                if seen.insert(path).inserted {
                    found.inputs.append(LintInput(displayPath: path, language: lang, source: .path(path)))
                }
            } else {
                found.errors.append(FileError(path: path, message: "not a Swift, C# or Objective-C source file"))
            }
        }
        found.inputs.sort { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }
        return found
    }

    /// The entries of a directory with their `d_type`, read with readdir (no Foundation, and no
    /// `lstat` per entry where the file system reports the type).
    private static func list(_ dir: String) -> [(name: String, type: UInt8)]? {
        guard let d = opendir(dir) else { return nil }
        defer { closedir(d) }
        var entries: [(name: String, type: UInt8)] = []
        while let e = readdir(d) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            entries.append((name, e.pointee.d_type))
        }
        return entries
    }

    private static func walk(_ dir: String, display: String, into found: inout Found, seen: inout Set<String>) {
        guard let entries = list(dir) else {
            found.errors.append(FileError(path: dir, message: "cannot read directory"))
            return
        }
        for (name, type) in entries.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            if name.hasPrefix(".") { continue }
            let full = dir.hasSuffix("/") ? dir + name : dir + "/" + name
            var kind: mode_t
            switch Int32(type) {
            case Int32(DT_DIR): kind = S_IFDIR
            case Int32(DT_REG): kind = S_IFREG
            case Int32(DT_UNKNOWN):  // file systems that do not fill in d_type
                var st = stat()
                guard lstat(full, &st) == 0 else { continue }
                kind = st.st_mode & S_IFMT
            default: continue  // symbolic links, sockets, devices: not followed, as with lstat
            }
            if kind == S_IFDIR {
                if skippedDirectories.contains(name) { continue }
                walk(full, display: display + name + "/", into: &found, seen: &seen)
            } else if kind == S_IFREG, let lang = Language(path: name), enabledLanguages.contains(lang) {
                if seen.insert(full).inserted {
                    found.inputs.append(LintInput(displayPath: display + name, language: lang, source: .path(full)))
                }
            }
        }
    }
}
