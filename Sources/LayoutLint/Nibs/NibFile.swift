import Foundation

/// An Interface Builder file found beside the sources.
public struct NibFile: Sendable, Equatable {
    /// The path as reports show it.
    public var displayPath: String
    /// The path to open.
    public var path: String

    public init(displayPath: String, path: String) {
        self.displayPath = displayPath
        self.path = path
    }

    static func isNib(_ name: String) -> Bool { name.hasSuffix(".storyboard") || name.hasSuffix(".xib") }
}

extension NibIndex {
    /// Reads the nibs (on all cores) into one index; a file that cannot be read or parsed is an
    /// error naming it, and the others are still read.
    public static func load(_ files: [NibFile]) -> (NibIndex, [FileError]) {
        /// One nib's outcome: its index, or the error that names it.
        enum Outcome { case read(NibIndex), failed(FileError) }
        let slots = ResultBag<Outcome>()
        let next = WorkCounter()
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let k = next.take(below: files.count) {
                switch FileReader.read(files[k].path) {
                case .failure(let e):
                    slots.put(k, .failed(FileError(path: files[k].displayPath, message: e.message)))
                case .success(let bytes):
                    switch NibReader.read(bytes) {
                    case .success(let index): slots.put(k, .read(index))
                    case .failure(let f): slots.put(k, .failed(FileError(path: files[k].displayPath, message: f.message)))
                    }
                }
            }
        }
        var index = NibIndex()
        var errors: [FileError] = []
        for r in slots.values(in: Array(files.indices)) {
            switch r {
            case .read(let i): index.merge(i)
            case .failed(let e): errors.append(e)
            }
        }
        return (index, errors)
    }
}
