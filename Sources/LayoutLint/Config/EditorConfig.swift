import Foundation

/// Rule severities from `.editorconfig`, as Roslyn analyzers read them for C# files:
/// `dotnet_diagnostic.LL001.severity = none|silent|suggestion|warning|error`. The files are
/// looked up from the source's folder upwards until one says `root = true`; the nearer file and
/// the later section win.
final class EditorConfig: @unchecked Sendable {
    private struct Section {
        let glob: Glob
        let severities: [String: Severity?]
    }
    private struct File {
        let isRoot: Bool
        let sections: [Section]
    }

    private var cache: [String: File?] = [:]
    /// For each folder of a linted file: the `.editorconfig` files that apply, outermost first.
    private var chains: [String: [(String, File)]] = [:]
    private let lock = NSLock()

    /// The severities for `path` (absolute): a code maps to nil when the rule is off.
    func severities(for path: String) -> [String: Severity?] {
        let folder = Self.parent(path)
        let files = chain(for: folder)
        guard !files.isEmpty else { return [:] }
        var result: [String: Severity?] = [:]
        let bytes = Array(path.utf8)
        for (base, f) in files {
            let skip = base == "/" ? 1 : base.utf8.count + 1
            guard bytes.count > skip else { continue }
            let relative = bytes[skip...]
            for section in f.sections where section.glob.matches(relative) {
                for (code, severity) in section.severities { result[code] = severity }
            }
        }
        return result
    }

    /// The folder part of an absolute path, without Foundation.
    static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == path.utf8.startIndex { return "/" }
        return String(path[..<slash])
    }

    private func chain(for folder: String) -> [(String, File)] {
        lock.lock()
        if let known = chains[folder] { lock.unlock(); return known }
        lock.unlock()
        var files: [(String, File)] = []
        var dir = folder
        while !dir.isEmpty {
            if let f = file(in: dir) {
                files.append((dir, f))
                if f.isRoot { break }
            }
            if dir == "/" { break }
            dir = Self.parent(dir)
        }
        files.reverse()
        lock.lock(); chains[folder] = files; lock.unlock()
        return files
    }

    private func file(in folder: String) -> File? {
        lock.lock(); defer { lock.unlock() }
        if let cached = cache[folder] { return cached }
        let name = folder == "/" ? "/.editorconfig" : folder + "/.editorconfig"
        let parsed = access(name, R_OK) == 0 ? (try? String(contentsOfFile: name, encoding: .utf8)).map(Self.parse) : nil
        cache[folder] = parsed
        return parsed
    }

    private static func parse(_ text: String) -> File {
        var isRoot = false
        var sections: [Section] = []
        var glob: Glob?
        var current: [String: Severity?] = [:]
        func close() {
            if let g = glob, !current.isEmpty { sections.append(Section(glob: g, severities: current)) }
            current = [:]
        }
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = Substring(raw).trimmed
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                close()
                var pattern = String(line.dropFirst().dropLast())
                if pattern.hasPrefix("/") { pattern.removeFirst() } else if !pattern.contains("/") { pattern = "**/" + pattern }
                glob = Glob(pattern)
                continue
            }
            guard let eq = line.firstIndex(of: "=") else { continue }
            let key = line[..<eq].trimmed.lowercased()
            let value = line[line.index(after: eq)...].trimmed.lowercased()
            if glob == nil, key == "root" { isRoot = value == "true"; continue }
            let parts = key.split(separator: ".")
            guard parts.count == 3, parts[0] == "dotnet_diagnostic", parts[2] == "severity", parts[1].hasPrefix("ll") else { continue }
            let code = parts[1].uppercased()
            switch value {
            case "none", "silent": current[code] = .some(nil)
            case "suggestion": current[code] = .note
            case "warning": current[code] = .warning
            case "error": current[code] = .error
            default: continue
            }
        }
        close()
        return File(isRoot: isRoot, sections: sections)
    }
}
