import Foundation

/// Turns the paths on the command line into the files to lint: directories are walked in sorted
/// order, skipping hidden folders, build output and what `.gitignore` files and the configuration's
/// `include`/`exclude` leave out; files of unknown languages are left out. A file named on the
/// command line is always linted, unless `--force-exclude` applies the same filters to it.
///
/// Only directories and regular files are entered or read: FIFOs, sockets and devices are never
/// opened, even when named `X.swift` (named on the command line, they are reported as errors).
/// Symbolic links met during a walk are not followed unless `followLinks` (`--follow-links`) says
/// so; then each directory is entered once, by device and inode, which also ends link loops.
enum FileDiscovery {
    static let skippedDirectories: Set<String> = [
        ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", "bin", "obj",
    ]

    /// Swift playgrounds (`X.playground`, `X.playgroundbook`): prototypes that ship to no one. A
    /// walk skips them; named on the command line, they are linted.
    static func isScratchBundle(_ name: String) -> Bool {
        name.hasSuffix(".playground") || name.hasSuffix(".playgroundbook")
    }

    /// The languages linted.
    static let enabledLanguages: Set<Language> = [.swift, .csharp, .objc]

    struct Found {
        var inputs: [LintInput] = []
        var errors: [FileError] = []
        /// Interface Builder files met during the walks (`.storyboard`, `.xib`): read for what they
        /// say about outlets, never linted.
        var nibs: [NibFile] = []
    }

    /// A directory's identity, so that links cannot make a walk enter it twice.
    struct DirectoryID: Hashable {
        let device: UInt64
        let inode: UInt64
        init(_ st: stat) { device = UInt64(st.st_dev); inode = UInt64(st.st_ino) }
    }

    /// What a walk carries from folder to folder.
    private struct Walk {
        var configuration: Configuration?
        var followLinks: Bool
        var found = Found()
        var seen = Set<String>()
        var entered = Set<DirectoryID>()
        /// Where each input goes as soon as it is found, when linting runs alongside the walk.
        var feed: InputFeed?

        /// Inputs found since the feed was last given some: handed over a folder at a time, so
        /// that workers are woken once per folder rather than once per file.
        var unfed: [LintInput] = []

        mutating func add(_ input: LintInput) {
            found.inputs.append(input)
            if feed != nil { unfed.append(input) }
        }

        mutating func feedFound() {
            guard let feed, !unfed.isEmpty else { return }
            feed.append(unfed)
            unfed.removeAll(keepingCapacity: true)
        }
    }

    /// With a `feed`, each input is also handed to it the moment it is found (the returned inputs
    /// are still sorted).
    static func discover(_ paths: [String], configuration: Configuration? = nil, forceExclude: Bool = false,
                         followLinks: Bool = false, feed: InputFeed? = nil) -> Found {
        var w = Walk(configuration: configuration, followLinks: followLinks, feed: feed)
        for path in paths {
            var st = stat()
            guard stat(path, &st) == 0 else {
                w.found.errors.append(FileError(path: path, message: FileReader.reason(errno)))
                continue
            }
            let absolute = absolutePath(path)
            let kind = st.st_mode & S_IFMT
            if kind == S_IFDIR {
                var ignore = GitIgnore.inherited(above: absolute)
                ignore.addFile(in: absolute)
                w.entered.insert(DirectoryID(st))
                walk(path, absolute: absolute, display: path == "." ? "" : (path.hasSuffix("/") ? path : path + "/"),
                     ignore: ignore, &w)
            } else if kind != S_IFREG {
                w.found.errors.append(FileError(path: path, message: "not a regular file"))
            } else if let lang = Language(path: path), enabledLanguages.contains(lang) {
                if forceExclude {
                    if let c = configuration, !c.admits(absolute) { continue }
                    let folder = (absolute as NSString).deletingLastPathComponent
                    var ignore = GitIgnore.inherited(above: folder)
                    ignore.addFile(in: folder)
                    if ignore.isIgnoredWithFolders(absolute) { continue }
                }
                if w.seen.insert(absolute).inserted {
                    w.add(LintInput(displayPath: path, language: lang, source: .path(path)))
                }
            } else {
                w.found.errors.append(FileError(path: path, message: "not a Swift, C# or Objective-C source file"))
            }
        }
        w.feedFound()
        w.found.inputs.sort { $0.displayPath.utf8Precedes($1.displayPath) }
        return w.found
    }

    static func absolutePath(_ path: String) -> String {
        absolutePath(path, in: FileManager.default.currentDirectoryPath)
    }

    /// `path` made absolute against `directory`, with `.` and `..` segments and doubled slashes
    /// resolved lexically (symbolic links are not resolved).
    static func absolutePath(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
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

    private static func walk(_ dir: String, absolute: String, display: String, ignore: GitIgnore, _ w: inout Walk) {
        guard let entries = list(dir) else {
            w.found.errors.append(FileError(path: dir, message: "cannot read directory"))
            return
        }
        // Entries come in any order: the inputs are sorted once, at the end.
        defer { w.feedFound() }
        for (name, type) in entries {
            if name.hasPrefix(".") { continue }
            let full = dir.hasSuffix("/") ? dir + name : dir + "/" + name
            let fullAbsolute = absolute == "/" ? "/" + name : absolute + "/" + name
            var st = stat()
            var haveStat = false
            var kind: mode_t
            switch Int32(type) {
            case Int32(DT_DIR): kind = S_IFDIR
            case Int32(DT_REG): kind = S_IFREG
            case Int32(DT_LNK):
                // A dangling link, or one left alone without --follow-links, is skipped.
                guard w.followLinks, stat(full, &st) == 0 else { continue }
                kind = st.st_mode & S_IFMT
                haveStat = true
            case Int32(DT_UNKNOWN):  // file systems that do not fill in d_type
                guard lstat(full, &st) == 0 else { continue }
                kind = st.st_mode & S_IFMT
                haveStat = true
                if kind == S_IFLNK {
                    guard w.followLinks, stat(full, &st) == 0 else { continue }
                    kind = st.st_mode & S_IFMT
                }
            default: continue  // sockets, FIFOs and devices are never opened
            }
            if kind == S_IFDIR {
                if skippedDirectories.contains(name) || isScratchBundle(name) || ignore.isIgnored(fullAbsolute, isDirectory: true) { continue }
                if w.followLinks {  // each directory once, by device and inode: ends link loops
                    if !haveStat { guard stat(full, &st) == 0 else { continue } }
                    guard w.entered.insert(DirectoryID(st)).inserted else { continue }
                }
                var inner = ignore
                inner.addFile(in: fullAbsolute)
                walk(full, absolute: fullAbsolute, display: display + name + "/", ignore: inner, &w)
            } else if kind == S_IFREG, NibFile.isNib(name) {
                if ignore.isIgnored(fullAbsolute, isDirectory: false) { continue }
                if let c = w.configuration, !c.admits(fullAbsolute) { continue }
                w.found.nibs.append(NibFile(displayPath: display + name, path: full))
            } else if kind == S_IFREG, let lang = Language(path: name), enabledLanguages.contains(lang) {
                if ignore.isIgnored(fullAbsolute, isDirectory: false) { continue }
                if let c = w.configuration, !c.admits(fullAbsolute) { continue }
                if w.seen.insert(fullAbsolute).inserted {
                    w.add(LintInput(displayPath: display + name, language: lang, source: .path(full)))
                }
            }
        }
    }
}
