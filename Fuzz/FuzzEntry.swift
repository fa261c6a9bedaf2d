// libFuzzer entry point over the whole pipeline, compiled together with the library's sources by
// Scripts/fuzz.sh (not part of the package). The language comes from LAYOUTLINT_FUZZ_LANGUAGE
// (swift, csharp, objc). Any broken property (see PipelineCheck) aborts, which libFuzzer records
// as a crash with the input that caused it.
import Foundation

let fuzzLanguage: Language = {
    switch ProcessInfo.processInfo.environment["LAYOUTLINT_FUZZ_LANGUAGE"] ?? "swift" {
    case "csharp", "cs": return .csharp
    case "objc", "m": return .objc
    default: return .swift
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let problems = PipelineCheck.problems(bytes, language: fuzzLanguage)
    if !problems.isEmpty {
        FileHandle.standardError.write(("layoutlint fuzz: " + problems.joined(separator: "; ") + "\n").data(using: .utf8)!)
        abort()
    }
    return 0
}
