import Foundation

/// The lines added or changed since a git revision, for `--since REF`. git is run directly (no
/// shell): `rev-parse` for the repository and the revision, `diff --unified=0` for the changed
/// lines, and `ls-files --others` for new files, which count as changed throughout.
struct ChangedLines {
    struct Failure: Error { let message: String }

    let root: String
    let lines: [String: Set<Int>]
    let newFiles: Set<String>

    static func since(_ ref: String, in directory: String) throws(Failure) -> ChangedLines {
        guard let top = try? git(["rev-parse", "--show-toplevel"], in: directory), top.status == 0 else {
            throw Failure(message: "--since needs a git repository, and \(directory) is not inside one")
        }
        let root = URL(fileURLWithPath: top.output.trimmingCharacters(in: .whitespacesAndNewlines)).standardizedFileURL.path
        guard !ref.hasPrefix("-"), let verify = try? git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: directory),
              verify.status == 0 else {
            throw Failure(message: "--since: unknown git revision '\(ref)'")
        }
        guard let diff = try? git(["-c", "core.quotepath=off", "diff", "--no-color", "--no-ext-diff", "--unified=0", ref, "--"], in: root),
              diff.status == 0 else {
            throw Failure(message: "--since: git diff against '\(ref)' failed")
        }
        var lines: [String: Set<Int>] = [:]
        var current: String?
        for line in diff.output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = line.dropFirst(4)
                current = name.hasPrefix("b/") ? String(name.dropFirst(2)) : nil
            } else if line.hasPrefix("@@"), let file = current, let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) {
                let parts = plus.dropFirst().split(separator: ",")
                guard let startLine = Int(parts[0]) else { continue }
                let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
                if count > 0 { lines[file, default: []].formUnion(startLine..<(startLine + count)) }
            }
        }
        var newFiles = Set<String>()
        if let others = try? git(["-c", "core.quotepath=off", "ls-files", "--others", "--exclude-standard"], in: root), others.status == 0 {
            newFiles = Set(others.output.split(separator: "\n").map(String.init))
        }
        return ChangedLines(root: root, lines: lines, newFiles: newFiles)
    }

    /// True when the diagnostic's line is new or changed.
    func contains(_ d: Diagnostic) -> Bool {
        let absolute = d.path.hasPrefix("/") ? d.path : FileManager.default.currentDirectoryPath + "/" + d.path
        let standard = URL(fileURLWithPath: absolute).standardizedFileURL.path
        guard standard.hasPrefix(root + "/") else { return false }
        let relative = String(standard.dropFirst(root.count + 1))
        return newFiles.contains(relative) || lines[relative]?.contains(d.line) == true
    }

    private static func git(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        process.standardOutput = out
        // git's messages are not needed; a second pipe read after the first could fill and stall it.
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
