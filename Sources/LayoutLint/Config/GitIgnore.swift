import Foundation

/// `.gitignore` files as directory walks honor them: comments, blank lines, `!` negation, a
/// trailing `/` for directories only, a leading or inner `/` anchoring the pattern to the
/// file's folder, `*`, `**`, `?` and character classes. The last matching pattern wins.
struct GitIgnore: Sendable {
    struct Line: Sendable {
        let glob: Glob
        let negated: Bool
        let directoryOnly: Bool
        /// The absolute folder of the `.gitignore` the pattern comes from.
        let base: String
    }

    /// The patterns of one `.gitignore`, with its folder as bytes (`/abs/folder/`), so that a path is
    /// made relative once per file rather than once per pattern.
    private struct Layer: Sendable {
        let prefix: [UInt8]
        var patterns: [Line] = []
        /// Indexes of `**/name` patterns by name, and of every other pattern: a path's candidates are
        /// its last segment's entry and the others; the highest matching index wins.
        var byName: [[UInt8]: [Int]] = [:]
        /// Indexes of `**/*.ext`-like patterns by the extension a matching name must have.
        var byExtension: [[UInt8]: [Int]] = [:]
        var others: [Int] = []

        mutating func append(_ p: Line) {
            if let name = p.glob.basename {
                byName[name, default: []].append(patterns.count)
            } else if let ext = p.glob.requiredExtension {
                byExtension[ext, default: []].append(patterns.count)
            } else {
                others.append(patterns.count)
            }
            patterns.append(p)
        }

        /// The decision of the last matching pattern, or nil when none matches.
        func decision(_ relative: ArraySlice<UInt8>, isDirectory: Bool) -> Bool? {
            var best = -1
            let start = relative.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? relative.startIndex
            let name = relative[start...]
            if let named = byName[Array(name)] {
                for k in named.reversed() where !(patterns[k].directoryOnly && !isDirectory) { best = k; break }
            }
            if !byExtension.isEmpty, let dot = name.lastIndex(of: UInt8(ascii: ".")), let candidates = byExtension[Array(name[(dot + 1)...])] {
                for k in candidates.reversed() where k > best {
                    let p = patterns[k]
                    if p.directoryOnly && !isDirectory { continue }
                    if p.glob.matches(relative) { best = k; break }
                }
            }
            for k in others.reversed() where k > best {
                let p = patterns[k]
                if p.directoryOnly && !isDirectory { continue }
                if p.glob.matches(relative) { best = k; break }
            }
            return best >= 0 ? !patterns[best].negated : nil
        }
    }

    private var layers: [Layer] = []


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
            let p = Line(glob: Glob(pattern), negated: negated, directoryOnly: directoryOnly, base: base)
            if layers.last?.prefix.elementsEqual((base + "/").utf8) != true {
                layers.append(Layer(prefix: Array((base + "/").utf8)))
            }
            layers[layers.count - 1].append(p)
        }
    }

    /// Adds `folder/.gitignore` if there is one.
    mutating func addFile(in folder: String) {
        let file = folder + "/.gitignore"
        guard access(file, R_OK) == 0, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return }
        add(text, base: folder)
    }

    /// True when the absolute `path` is ignored.
    func isIgnored(_ path: String, isDirectory: Bool) -> Bool {
        guard !layers.isEmpty else { return false }
        let bytes = Array(path.utf8)
        var ignored = false
        for layer in layers where bytes.count > layer.prefix.count && bytes.starts(with: layer.prefix) {
            if let d = layer.decision(bytes[layer.prefix.count...], isDirectory: isDirectory) { ignored = d }
        }
        return ignored
    }

    /// True when the absolute file path or one of its folders (below the patterns' folders) is ignored.
    func isIgnoredWithFolders(_ path: String) -> Bool {
        var folder = (path as NSString).deletingLastPathComponent
        var folders: [String] = []
        while folder.count > 1, layers.contains(where: { folder.utf8.count > $0.prefix.count && folder.utf8.starts(with: $0.prefix) }) {
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
