import Foundation

/// Runs a program to its end and returns its exit status and what it wrote.
enum Subprocess {
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:], in folder: String? = nil,
                    input: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        if let folder { p.currentDirectoryURL = URL(fileURLWithPath: folder) }
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        if let input {
            let pipe = Pipe()
            p.standardInput = pipe
            try p.run()
            pipe.fileHandleForWriting.write(Data(input.utf8))
            try pipe.fileHandleForWriting.close()
        } else {
            try p.run()
        }
        // Read both streams at once, so that a full pipe cannot block the program.
        let errBytes = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { errBytes.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let outBytes = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: outBytes, as: UTF8.self), String(decoding: errBytes.data, as: UTF8.self))
    }

    private final class Box: @unchecked Sendable { var data = Data() }
}
