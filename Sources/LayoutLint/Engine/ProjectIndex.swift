/// What the run knows from files other than sources: Interface Builder outlets (`NibIndex`) and
/// the apps the sources are built into (`AppIndex`). Read while the sources are linted; a file's
/// rules wait for it.
public struct ProjectIndex: Sendable {
    public var nibs: NibIndex
    public var apps: AppIndex

    public init(nibs: NibIndex = NibIndex(), apps: AppIndex = AppIndex()) {
        self.nibs = nibs
        self.apps = apps
    }
}
