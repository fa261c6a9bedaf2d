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
        /// Project files that say what the apps are (`Info.plist`, `project.pbxproj`, `.csproj`):
        /// read for where the code runs, never linted.
        var appFiles: [AppFile] = []
    }

    /// A directory's identity, so that links cannot make a walk enter it twice.
    struct DirectoryID: Hashable {
        let device: UInt64
        let inode: UInt64
        init(_ st: stat) { device = UInt64(st.st_dev); inode = UInt64(st.st_ino) }
    }

    /// What discovery carries from one command-line path to the next.
    private struct Walk {
        var configuration: Configuration?
        var found = Found()
        var seen = Set<String>()
        var entered = Set<DirectoryID>()
        /// Where each input goes as soon as it is found, when linting runs alongside the walk.
        var feed: InputFeed?
        /// Several paths on the command line may name one file twice.
        var mayOverlap = false

        /// A file named on the command line.
        mutating func add(_ input: LintInput) {
            found.inputs.append(input)
            feed?.append([input])
        }

        /// What a walk found: a file already found through an earlier path is left out (one walk
        /// never finds a file twice: each is named by the links it was reached through).
        mutating func take(_ listing: Listing) {
            if mayOverlap {
                for input in listing.inputs where seen.insert(absolutePath(input.diskPath ?? input.displayPath)).inserted {
                    found.inputs.append(input)
                }
            } else {
                found.inputs += listing.inputs
            }
            found.nibs += listing.nibs
            found.appFiles += listing.appFiles
            found.errors += listing.errors
        }
    }

    /// With a `feed`, each input is also handed to it the moment it is found (the returned inputs
    /// are still sorted).
    /// Folders are read on `threads` threads (default: one per core) unless links are followed.
    static func discover(_ paths: [String], configuration: Configuration? = nil, forceExclude: Bool = false,
                         followLinks: Bool = false, feed: InputFeed? = nil,
                         threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> Found {
        var w = Walk(configuration: configuration, feed: feed)
        w.mayOverlap = paths.count > 1
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
                let folder = Folder(path: path, absolute: absolute, display: path == "." ? "" : (path.hasSuffix("/") ? path : path + "/"),
                                    ignore: ignore)
                if followLinks { walkFollowingLinks(folder, &w) } else { walkInParallel(folder, threads: threads, &w) }
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
        w.found.inputs.sort { $0.displayPath.utf8Precedes($1.displayPath) }
        w.found.nibs.sort { $0.displayPath.utf8Precedes($1.displayPath) }
        w.found.appFiles.sort { $0.displayPath.utf8Precedes($1.displayPath) }
        return w.found
    }

    static func absolutePath(_ path: String) -> String {
        absolutePath(path, in: FileManager.default.currentDirectoryPath)
    }

    /// `path` made absolute against `directory`, with `.` and `..` segments and doubled slashes
    /// resolved lexically (symbolic links are not resolved).
    static func absolutePath(_ path: String, in directory: String) -> String {
        PathText.absolute(path, in: directory)
    }

    /// The entries of a directory with their `d_type`, read with readdir (no Foundation, and no
    /// `lstat` per entry where the file system reports the type).
    private static func list(_ dir: String) -> [(name: String, type: UInt8)]? {
        guard let d = opendir(dir) else { return nil }
        defer { closedir(d) }
        var entries: [(name: String, type: UInt8)] = []
        // An entry is only as long as its name (`d_reclen`), often shorter than `dirent`: copying
        // `e.pointee` whole reads past the end of readdir's buffer (a crash when that is the end of
        // a page). Read the two fields in place.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!
        while let e = readdir(d) {
            let raw = UnsafeRawPointer(e)
            let name = String(cString: (raw + nameOffset).assumingMemoryBound(to: CChar.self))
            if name == "." || name == ".." { continue }
            entries.append((name, raw.load(fromByteOffset: typeOffset, as: UInt8.self)))
        }
        return entries
    }

    /// One folder to read: its path as given, made absolute, as reports show it, and the ignore
    /// rules of the folders above it and its own.
    struct Folder: Sendable {
        let path: String
        let absolute: String
        let display: String
        let ignore: GitIgnore
    }

    /// What reading one folder finds (its subfolders go to `onFolder`).
    struct Listing {
        var inputs: [LintInput] = []
        var nibs: [NibFile] = []
        var appFiles: [AppFile] = []
        var errors: [FileError] = []

        mutating func append(_ other: Listing) {
            inputs += other.inputs
            nibs += other.nibs
            appFiles += other.appFiles
            errors += other.errors
        }
    }

    /// Reads the entries of one folder: the sources and nibs it holds that the ignore rules and the
    /// configuration admit, and each subfolder to walk, handed to `onFolder` in the order met.
    /// `entered` (with `--follow-links` only) holds the folders already entered, by device and inode.
    private static func read(_ folder: Folder, configuration: Configuration?, entered: inout Set<DirectoryID>?,
                             into listing: inout Listing, onFolder: (Folder, inout Set<DirectoryID>?, inout Listing) -> Void) {
        let dir = folder.path, absolute = folder.absolute, display = folder.display, ignore = folder.ignore
        guard let entries = list(dir) else {
            listing.errors.append(FileError(path: dir, message: "cannot read directory"))
            return
        }
        let followLinks = entered != nil
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
                guard followLinks, stat(full, &st) == 0 else { continue }
                kind = st.st_mode & S_IFMT
                haveStat = true
            case Int32(DT_UNKNOWN):  // file systems that do not fill in d_type
                guard lstat(full, &st) == 0 else { continue }
                kind = st.st_mode & S_IFMT
                haveStat = true
                if kind == S_IFLNK {
                    guard followLinks, stat(full, &st) == 0 else { continue }
                    kind = st.st_mode & S_IFMT
                }
            default: continue  // sockets, FIFOs and devices are never opened
            }
            if kind == S_IFDIR {
                if skippedDirectories.contains(name) || isScratchBundle(name) || ignore.isIgnored(fullAbsolute, isDirectory: true) { continue }
                if entered != nil {  // each directory once, by device and inode: ends link loops
                    if !haveStat { guard stat(full, &st) == 0 else { continue } }
                    guard entered!.insert(DirectoryID(st)).inserted else { continue }
                }
                var inner = ignore
                inner.addFile(in: fullAbsolute)
                onFolder(Folder(path: full, absolute: fullAbsolute, display: display + name + "/", ignore: inner), &entered, &listing)
            } else if kind == S_IFREG, NibFile.isNib(name) {
                if ignore.isIgnored(fullAbsolute, isDirectory: false) { continue }
                if let c = configuration, !c.admits(fullAbsolute) { continue }
                listing.nibs.append(NibFile(displayPath: display + name, path: full))
            } else if kind == S_IFREG, AppFile.isAppFile(name) {
                if ignore.isIgnored(fullAbsolute, isDirectory: false) { continue }
                listing.appFiles.append(AppFile(displayPath: display + name, path: full))
            } else if kind == S_IFREG, let lang = Language(path: name), enabledLanguages.contains(lang) {
                if ignore.isIgnored(fullAbsolute, isDirectory: false) { continue }
                if let c = configuration, !c.admits(fullAbsolute) { continue }
                listing.inputs.append(LintInput(displayPath: display + name, language: lang, source: .path(full)))
            }
        }
    }

    /// With `--follow-links`: one thread, depth first in the order the entries come, so that of two
    /// links to one folder the same one is entered on every run; the feed gets the files at the end.
    private static func walkFollowingLinks(_ folder: Folder, _ w: inout Walk) {
        var entered: Set<DirectoryID>? = w.entered
        var listing = Listing()
        func visit(_ f: Folder, _ entered: inout Set<DirectoryID>?, _ listing: inout Listing) {
            read(f, configuration: w.configuration, entered: &entered, into: &listing, onFolder: visit)
        }
        visit(folder, &entered, &listing)
        w.entered = entered ?? []
        w.feed?.append(listing.inputs)
        w.take(listing)
    }

    /// Without links to follow, folders are independent: `threads` threads read them, each taking
    /// the next folder found, and hand the sources to the feed as each folder is read. The result
    /// is sorted afterwards, so the order folders are read in does not show.
    private static func walkInParallel(_ folder: Folder, threads: Int, _ w: inout Walk) {
        final class Shared: @unchecked Sendable {
            let condition = NSCondition()
            var folders: [Folder] = []
            var busy = 0
            var listing = Listing()
        }
        let shared = Shared()
        shared.folders = [folder]
        let configuration = w.configuration, feed = w.feed
        let done = DispatchGroup()
        for _ in 0..<max(1, threads) {
            done.enter()
            Thread.detachNewThread {
                var mine = Listing()
                while true {
                    shared.condition.lock()
                    while shared.folders.isEmpty && shared.busy > 0 { shared.condition.wait() }
                    guard let next = shared.folders.popLast() else {
                        shared.condition.unlock()
                        break
                    }
                    shared.busy += 1
                    shared.condition.unlock()
                    var found: [Folder] = []
                    var entered: Set<DirectoryID>? = nil
                    var listing = Listing()
                    read(next, configuration: configuration, entered: &entered, into: &listing) { f, _, _ in found.append(f) }
                    feed?.append(listing.inputs)
                    mine.append(listing)
                    shared.condition.lock()
                    shared.folders += found.reversed()
                    shared.busy -= 1
                    shared.condition.broadcast()
                    shared.condition.unlock()
                }
                shared.condition.lock()
                shared.listing.append(mine)
                shared.condition.unlock()
                done.leave()
            }
        }
        done.wait()
        w.take(shared.listing)
    }
}
