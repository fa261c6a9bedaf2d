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
    private let lock = NSLock()

    /// The severities for `path` (absolute): a code maps to nil when the rule is off.
    func severities(for path: String) -> [String: Severity?] {
        var folders: [String] = []
        var dir = (path as NSString).deletingLastPathComponent
        var files: [(String, File)] = []
        while !dir.isEmpty {
            folders.append(dir)
            if let f = file(in: dir) {
                files.append((dir, f))
                if f.isRoot { break }
            }
            let parent = (dir as NSString).deletingLastPathComponent
            if parent == dir { break }
            dir = parent
        }
        var result: [String: Severity?] = [:]
        for (folder, f) in files.reversed() {
            let relative = String(path.dropFirst(folder.count + (folder.hasSuffix("/") ? 0 : 1)))
            for section in f.sections where section.glob.matches(relative) {
                for (code, severity) in section.severities { result[code] = severity }
            }
        }
        return result
    }

    private func file(in folder: String) -> File? {
        lock.lock(); defer { lock.unlock() }
        if let cached = cache[folder] { return cached }
        let parsed = (try? String(contentsOfFile: folder + "/.editorconfig", encoding: .utf8)).map(Self.parse)
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
