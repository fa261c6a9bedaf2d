import Foundation

/// What an app's settings say about the windows its code runs in. Whether the window can be
/// smaller than the screen, and whether a controller's root view can change size once laid out,
/// are decided by the project (`Info.plist`, the Xcode target's build settings, a Xamarin or .NET
/// project's `Info.plist`), not by the code.
public struct AppTraits: Sendable, Equatable {
    /// The app can run in a window smaller than the screen: an iPad app that does not require
    /// full screen (Split View, Slide Over, Stage Manager), or one that runs on the Mac.
    public var windowCanDifferFromScreen: Bool
    /// A controller's root view keeps the screen's size: an iPhone-only app that supports one
    /// orientation (portrait, or landscape, either way up) and hides the status bar (whose in-call
    /// and recording banners would resize it).
    public var controllerSizeIsFixed: Bool
    /// Where this was read, for `--show-config`.
    public var source: String

    /// Code with no app around it (a library, a package): it can run in any app.
    public static let anywhere = AppTraits(windowCanDifferFromScreen: true, controllerSizeIsFixed: false,
                                           source: "no app around it (a library): any window")

    public init(windowCanDifferFromScreen: Bool, controllerSizeIsFixed: Bool, source: String) {
        self.windowCanDifferFromScreen = windowCanDifferFromScreen
        self.controllerSizeIsFixed = controllerSizeIsFixed
        self.source = source
    }

    /// The traits of code that runs in several apps: the least any of them allows.
    static func shared(_ all: [AppTraits]) -> AppTraits {
        guard let first = all.first else { return .anywhere }
        if all.count == 1 { return first }
        return AppTraits(windowCanDifferFromScreen: all.contains { $0.windowCanDifferFromScreen },
                         controllerSizeIsFixed: all.allSatisfy(\.controllerSizeIsFixed),
                         source: all.map(\.source).sorted().joined(separator: "; "))
    }

    /// Traits from what an app declares: its device families, whether it requires full screen,
    /// its orientations, and whether it also runs on the Mac.
    static func of(families: Set<Int>, requiresFullScreen: Bool, orientations: [String], runsOnMac: Bool, statusBarHidden: Bool = false,
                   source: String) -> AppTraits {
        let iPad = families.contains(2)
        let portrait: Set<String> = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown"]
        let landscape: Set<String> = ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]
        let supported = Set(orientations)
        let oneOrientation = !supported.isEmpty && (supported.isSubset(of: portrait) || supported.isSubset(of: landscape))
        // The in-call and recording status bars resize a root view under a visible status bar.
        return AppTraits(windowCanDifferFromScreen: (iPad && !requiresFullScreen) || runsOnMac,
                         controllerSizeIsFixed: !iPad && !runsOnMac && oneOrientation && statusBarHidden,
                         source: source)
    }
}

/// A project file that says something about an app: an `Info.plist`, an Xcode project's
/// `project.pbxproj`, a C# project (`.csproj`).
public struct AppFile: Sendable {
    public var displayPath: String
    public var path: String

    public init(displayPath: String, path: String) {
        self.displayPath = displayPath
        self.path = path
    }

    /// Whether discovery keeps a file of this name.
    static func isAppFile(_ name: String) -> Bool {
        name == "Info.plist" || name.hasSuffix("-Info.plist") || name == "project.pbxproj" || name.hasSuffix(".csproj")
    }
}

/// For each source file, the traits of the apps it is built into: from the Xcode targets that
/// compile it, else from the app whose `Info.plist` sits in a folder above it, else `anywhere`.
public struct AppIndex: Sendable {
    /// Source files (absolute, standardized paths) an Xcode target compiles, with its traits.
    private var bySource: [String: [AppTraits]] = [:]
    /// Folders whose files all belong to an app (an Xcode synchronized folder, the folder of an
    /// app's `Info.plist` or C# project), with its traits.
    private var byFolder: [String: [AppTraits]] = [:]
    /// What was found, for `--show-config`: one line per app.
    public private(set) var apps: [String] = []

    public init() {}

    /// The traits of the source at `path`.
    public func traits(for path: String) -> AppTraits {
        if bySource.isEmpty && byFolder.isEmpty { return .anywhere }
        let absolute = Self.standardized(path)
        if let known = bySource[absolute] { return .shared(known) }
        guard !byFolder.isEmpty else { return .anywhere }
        var folder = Self.parent(absolute)
        while folder.utf8.count > 1 {
            if let known = byFolder[folder] { return .shared(known) }
            folder = Self.parent(folder)
        }
        return .anywhere
    }

    /// `path` made absolute, without `.` and `..` components or doubled and trailing slashes
    /// (symbolic links are left as they are). Plain string work: projects list thousands of paths.
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        // Most paths are already plain.
        if isPlain(absolute) { return absolute }
        return PathText.absolute(absolute, in: "/")
    }

    /// True when `path` has no `//`, no component starting with `.` and no trailing `/`
    /// (a byte scan: Foundation's `contains` is slow on the thousands of paths a project lists).
    private static func isPlain(_ path: String) -> Bool {
        var previous: UInt8 = 0
        for byte in path.utf8 {
            if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")) { return false }
            previous = byte
        }
        return previous != UInt8(ascii: "/")
    }

    /// An Info.plist's dictionary. Xcode accepts more than Foundation's reader on Linux: a byte-order
    /// mark, an internal DTD subset (`<!DOCTYPE plist … []>`), and preprocessor lines (`#ifdef`) in
    /// a plist that `INFOPLIST_PREPROCESS` runs through the C preprocessor. Those are read too.
    static func propertyList(_ data: Data) -> [String: Any]? {
        func read(_ d: Data) -> [String: Any]? {
            (try? PropertyListSerialization.propertyList(from: d, options: [], format: nil)) as? [String: Any]
        }
        if let plist = read(data) { return plist }
        guard var text = String(data: data, encoding: .utf8) else { return nil }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#") { continue }  // `#ifdef DEBUG`: kept as both branches
            lines.append(line)
        }
        text = lines.joined(separator: "\n")
        if let doctype = text.range(of: "<!DOCTYPE"), let end = text[doctype.lowerBound...].range(of: ">") {
            text.replaceSubrange(doctype.lowerBound..<end.upperBound, with: "")
        }
        return read(Data(text.utf8))
    }

    /// The keys of a project's objects that say which files an app target compiles and how it is
    /// built; the rest (file types, encodings, build-file attributes, scripts) is not kept.
    static let projectKeys: Set<String> = [
        "isa", "path", "name", "sourceTree", "children", "fileRef", "files", "buildPhases", "buildConfigurationList",
        "buildConfigurations", "buildSettings", "productType", "targets", "mainGroup", "projectDirPath",
        "fileSystemSynchronizedGroups",
    ]

    /// True when a project's text names an application product type anywhere.
    static func mentionsApplicationTarget(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { $0.contains("com.apple.product-type.application") }
    }

    /// The folder holding `path` (`/a/b/c` → `/a/b`, `/a` → `/`).
    static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == path.utf8.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    static func lastComponent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    // MARK: Loading

    /// Reads the project files; one that cannot be read is an error, the rest still count.
    public static func load(_ files: [AppFile]) -> (AppIndex, [FileError]) {
        var index = AppIndex()
        var errors: [FileError] = []
        var plists: [String: [String: Any]] = [:]
        var shown: [String: String] = [:]
        // Info.plists first: Xcode targets name theirs.
        for f in files where !f.path.hasSuffix(".pbxproj") && !f.path.hasSuffix(".csproj") {
            guard let data = FileManager.default.contents(atPath: f.path) else {
                errors.append(FileError(path: f.displayPath, message: "cannot read this Info.plist"))
                continue
            }
            guard let plist = Self.propertyList(data) else {
                errors.append(FileError(path: f.displayPath, message: "not a property list"))
                continue
            }
            plists[standardized(f.path)] = plist
            shown[standardized(f.path)] = f.displayPath
        }
        var claimedPlists = Set<String>()
        for f in files where f.path.hasSuffix(".pbxproj") {
            guard case .success(let bytes) = FileReader.readRaw(f.path) else {
                errors.append(FileError(path: f.displayPath, message: "cannot read this Xcode project"))
                continue
            }
            // Only application targets say anything about an app; a project of frameworks and
            // test bundles is not parsed at all (they are most of a large workspace's projects).
            guard Self.mentionsApplicationTarget(bytes) else { continue }
            guard let project = OpenStepPlist.parse(bytes, keeping: Self.projectKeys) as? [String: Any] else {
                errors.append(FileError(path: f.displayPath, message: "cannot read this Xcode project"))
                continue
            }
            index.addXcodeProject(project, at: standardized(f.path), displayPath: f.displayPath, plists: plists, claimed: &claimedPlists)
        }
        // An app's Info.plist no Xcode target names (a Xamarin or .NET app, a project without its
        // .xcodeproj): the files in its folder (a C# project's folder) belong to it.
        for (path, plist) in plists.sorted(by: { $0.key < $1.key }) where !claimedPlists.contains(path) && isApp(plist) {
            let traits = traits(of: plist, settings: [:], source: shown[path] ?? path)
            var folder = parent(path)
            // `App/Supporting Files/Info.plist`: the app's sources are in `App/`.
            if supportFolders.contains(lastComponent(folder)) { folder = parent(folder) }
            index.byFolder[folder, default: []].append(traits)
            index.apps.append(describe(traits))
        }
        return (index, errors)
    }

    /// Folders that hold an app's Info.plist beside its sources rather than above them.
    static let supportFolders: Set<String> = ["Supporting Files", "SupportingFiles", "Supporting", "Resources", "Config", "Configs",
                                              "Configuration", "Info", "Plists"]

    /// An app's Info.plist, not a framework's, an extension's or a test bundle's.
    static func isApp(_ plist: [String: Any]) -> Bool {
        if plist["NSExtension"] != nil { return false }
        if let type = plist["CFBundlePackageType"] as? String, type != "APPL", !type.contains("PRODUCT_BUNDLE_PACKAGE_TYPE") { return false }
        return plist["LSRequiresIPhoneOS"] != nil || plist["UIDeviceFamily"] != nil || plist["UISupportedInterfaceOrientations"] != nil
            || plist["UILaunchStoryboardName"] != nil || plist["UIApplicationSceneManifest"] != nil || plist["UIMainStoryboardFile"] != nil
    }

    static func traits(of plist: [String: Any], settings: [String: Any], source: String) -> AppTraits {
        func setting(_ key: String) -> String? {
            if let s = settings[key] as? String { return s }
            if let a = settings[key] as? [String] { return a.joined(separator: " ") }
            return nil
        }
        var families = Set<Int>()
        if let family = setting("TARGETED_DEVICE_FAMILY") {
            families = Set(family.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Int($0) })
        } else if let list = plist["UIDeviceFamily"] as? [Any] {
            families = Set(list.compactMap { ($0 as? Int) ?? ($0 as? String).flatMap { Int($0) } })
        }
        if families.isEmpty {
            // No family said anywhere: Xcode builds for the iPhone; `~ipad` keys say otherwise.
            families = plist.keys.contains { $0.hasSuffix("~ipad") } ? [1, 2] : [1]
        }
        let fullScreen = (plist["UIRequiresFullScreen"] as? Bool) ?? (setting("INFOPLIST_KEY_UIRequiresFullScreen") == "YES")
        var orientations = (plist["UISupportedInterfaceOrientations"] as? [String]) ?? []
        if orientations.isEmpty, let s = setting("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone") ?? setting("INFOPLIST_KEY_UISupportedInterfaceOrientations") {
            orientations = s.split(separator: " ").map(String.init)
        }
        let mac = setting("SUPPORTS_MACCATALYST") == "YES"
        let statusBarHidden = (plist["UIStatusBarHidden"] as? Bool) ?? (setting("INFOPLIST_KEY_UIStatusBarHidden") == "YES")
        return AppTraits.of(families: families, requiresFullScreen: fullScreen, orientations: orientations, runsOnMac: mac,
                            statusBarHidden: statusBarHidden, source: source)
    }

    static func describe(_ t: AppTraits) -> String {
        "\(t.source): " + (t.windowCanDifferFromScreen ? "the window can be smaller than the screen" : "the window is the screen")
            + (t.controllerSizeIsFixed ? "; one orientation, iPhone only, no status bar: a controller's size is fixed" : "")
    }
}

// MARK: Xcode projects

extension AppIndex {
    /// The application targets of an Xcode project: their build settings and Info.plist give the
    /// traits, their sources build phases (and synchronized folders) the files they cover.
    mutating func addXcodeProject(_ project: [String: Any], at pbxproj: String, displayPath: String,
                                  plists: [String: [String: Any]], claimed: inout Set<String>) {
        guard let objects = project["objects"] as? [String: [String: Any]],
              let rootID = project["rootObject"] as? String, let root = objects[rootID] else { return }
        // The folder the project's paths are relative to: the one holding `X.xcodeproj`.
        var projectRoot = Self.parent(Self.parent(pbxproj))
        if let dir = root["projectDirPath"] as? String, !dir.isEmpty { projectRoot = Self.standardized(projectRoot + "/" + dir) }
        var paths = FilePaths(objects, mainGroup: root["mainGroup"] as? String, projectRoot: projectRoot)
        let projectSettings = Self.settings(objects, list: root["buildConfigurationList"] as? String)
        for targetID in root["targets"] as? [String] ?? [] {
            guard let target = objects[targetID], target["isa"] as? String == "PBXNativeTarget",
                  let product = target["productType"] as? String, product.hasPrefix("com.apple.product-type.application"),
                  !product.contains("watchapp") else { continue }
            let settings = projectSettings.merging(Self.settings(objects, list: target["buildConfigurationList"] as? String)) { $1 }
            var plist: [String: Any] = [:]
            if var file = settings["INFOPLIST_FILE"] as? String {
                file = file.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "${SRCROOT}/", with: "")
                    .replacingOccurrences(of: "$(PROJECT_DIR)/", with: "")
                let path = Self.standardized(file.hasPrefix("/") ? file : projectRoot + "/" + file)
                plist = plists[path] ?? [:]
                claimed.insert(path)
            }
            let name = target["name"] as? String ?? targetID
            let traits = Self.traits(of: plist, settings: settings, source: "\(displayPath), target \(name)")
            apps.append(Self.describe(traits))
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID], phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    guard let ref = objects[buildFileID]?["fileRef"] as? String, let path = paths.path(ref) else { continue }
                    bySource[path, default: []].append(traits)
                }
            }
            for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                if let folder = paths.path(groupID) { byFolder[folder, default: []].append(traits) }
            }
        }
    }

    /// The build settings of a configuration list: its Release configuration's (else its first).
    static func settings(_ objects: [String: [String: Any]], list: String?) -> [String: Any] {
        guard let list, let ids = objects[list]?["buildConfigurations"] as? [String] else { return [:] }
        let configurations = ids.compactMap { objects[$0] }
        let chosen = configurations.first { $0["name"] as? String == "Release" } ?? configurations.first
        return chosen?["buildSettings"] as? [String: Any] ?? [:]
    }

    /// The absolute paths of the project's files and groups, by object id, computed on demand:
    /// a target compiles a few thousand of a large project's files, and only those are asked.
    struct FilePaths {
        let objects: [String: [String: Any]]
        let projectRoot: String
        /// Each object's group, from the groups' `children` lists (reachable from the main group).
        private var parentOf: [String: String] = [:]
        private var memo: [String: String?] = [:]

        init(_ objects: [String: [String: Any]], mainGroup: String?, projectRoot: String) {
            self.objects = objects
            self.projectRoot = projectRoot
            var stack: [(String, Int)] = mainGroup.map { [($0, 0)] } ?? []
            while let (id, depth) = stack.popLast() {
                guard depth < 64, let children = objects[id]?["children"] as? [String] else { continue }
                for child in children where parentOf[child] == nil && child != mainGroup {
                    parentOf[child] = id
                    stack.append((child, depth + 1))
                }
            }
            if let mainGroup { memo[mainGroup] = AppIndex.pathOfGroup(objects[mainGroup] ?? [:], parent: projectRoot, projectRoot: projectRoot) }
        }

        /// The standardized path of object `id`, or nil when it is outside the main group or
        /// relative to something other than its group, the project or the file system root.
        mutating func path(_ id: String, depth: Int = 0) -> String? {
            if let known = memo[id] { return known }
            guard depth < 64, let object = objects[id], let parent = parentOf[id] else { return nil }
            let result = path(parent, depth: depth + 1).flatMap { AppIndex.pathOfGroup(object, parent: $0, projectRoot: projectRoot) }
            memo[id] = result
            return result
        }
    }

    /// The path of a group or file object inside the folder `parent`.
    static func pathOfGroup(_ object: [String: Any], parent: String, projectRoot: String) -> String? {
        let path = object["path"] as? String
        let base: String?
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>": base = path.map { parent + "/" + $0 } ?? parent
        case "SOURCE_ROOT": base = path.map { projectRoot + "/" + $0 } ?? projectRoot
        case "<absolute>": base = path
        default: base = nil
        }
        return base.map(standardized)
    }
}
