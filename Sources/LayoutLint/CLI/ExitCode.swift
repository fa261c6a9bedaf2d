/// layoutlint's exit codes: the contract CI gates depend on.
public enum ExitCode: Int32, Sendable {
    /// Nothing at or above `--fail-on`.
    case clean = 0
    /// Diagnostics at or above `--fail-on`.
    case violations = 1
    /// A usage error, a missing path, or a file that could not be read.
    case usageOrInputError = 2
}
