import Foundation
import LayoutLint

// A closed standard output (`layoutlint … | head -1`) ends the run quietly instead of killing it.
signal(SIGPIPE, SIG_IGN)

/// Writes all of `text` to a file descriptor, giving up silently when the reader has gone.
func write(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        if n < 0 { if errno == EINTR { continue }; return }
        bytes = bytes.dropFirst(n)
    }
}

let tool = CommandLineTool(
    readStandardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
    writeOutput: { write($0, to: 1) },
    writeError: { write($0, to: 2) },
    isTerminal: isatty(1) != 0,
    environment: ProcessInfo.processInfo.environment
)
exit(tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
