import Foundation

/// `.gitignore` files as directory walks honor them: comments, blank lines, `!` negation, a
/// trailing `/` for directories only, a leading or inner `/` anchoring the pattern to the
/// file's folder, `*`, `**`, `?` and character classes. The last matching pattern wins.
struct GitIgnore: Sendable {
    struct Pattern: Sendable {
        let glob: Glob
        let negated: Bool
        let directoryOnly: Bool
        /// The absolute folder of the `.gitignore` the pattern comes from.
        let base: String
    }

    private(set) var patterns: [Pattern] = []

    /// Adds the patterns of a `.gitignore` in the absolute folder `base`.
    mutating func add(_ text: String, base: String) {
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(raw)
            if line.hasPrefix("#") { continue }
            while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line = line.dropLast() }
            if line.isEmpty { continue }
            var negated = false
            if line.hasPrefix("!") { negated = true; line = line.dropFirst() }
            else if line.hasPrefix("\\!") || line.hasPrefix("\\#") { line = line.dropFirst() }
            var directoryOnly = false
            if line.hasSuffix("/") { directoryOnly = true; line = line.dropLast() }
            if line.isEmpty { continue }
            var pattern = String(line)
            if pattern.hasPrefix("/") { pattern.removeFirst() }
            else if !pattern.contains("/") { pattern = "**/" + pattern }
            patterns.append(Pattern(glob: Glob(pattern), negated: negated, directoryOnly: directoryOnly, base: base))
        }
    }

    /// Adds `folder/.gitignore` if there is one.
    mutating func addFile(in folder: String) {
        guard let text = try? String(contentsOfFile: folder + "/.gitignore", encoding: .utf8) else { return }
        add(text, base: folder)
    }

    /// True when the absolute `path` is ignored.
    func isIgnored(_ path: String, isDirectory: Bool) -> Bool {
        var ignored = false
        for p in patterns where !(p.directoryOnly && !isDirectory) {
            guard path.hasPrefix(p.base + "/") else { continue }
            if p.glob.matches(String(path.dropFirst(p.base.count + 1))) { ignored = !p.negated }
        }
        return ignored
    }

    /// True when the absolute file path or one of its folders (below the patterns' folders) is ignored.
    func isIgnoredWithFolders(_ path: String) -> Bool {
        var folder = (path as NSString).deletingLastPathComponent
        var folders: [String] = []
        while folder.count > 1, patterns.contains(where: { folder.hasPrefix($0.base + "/") }) {
            folders.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        for f in folders.reversed() where isIgnored(f, isDirectory: true) { return true }
        return isIgnored(path, isDirectory: false)
    }

    /// The `.gitignore` files of the folders above `directory`, up to the repository root (the
    /// nearest folder with a `.git`); empty outside a repository.
    static func inherited(above directory: String) -> GitIgnore {
        let fm = FileManager.default
        var folders: [String] = []
        var dir = (directory as NSString).deletingLastPathComponent
        var found = fm.fileExists(atPath: directory + "/.git")
        while !found {
            guard !dir.isEmpty, dir != "/" || fm.fileExists(atPath: "/.git") else { return GitIgnore() }
            folders.append(dir)
            found = fm.fileExists(atPath: dir + "/.git")
            let parent = (dir as NSString).deletingLastPathComponent
            if parent == dir { break }
            dir = parent
        }
        guard found else { return GitIgnore() }
        var ignore = GitIgnore()
        for folder in folders.reversed() { ignore.addFile(in: folder) }
        return ignore
    }
}
