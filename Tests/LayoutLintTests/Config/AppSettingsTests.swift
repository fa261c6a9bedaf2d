import Foundation
import Testing
@testable import LayoutLint

/// Whether the window can differ from the screen, and whether a controller's size can change, are
/// read from the apps around the code: their `Info.plist` (Xamarin, .NET, a folder app) or the Xcode
/// target that compiles the file. Code with no app around it can run anywhere.
@Suite struct AppSettingsTests {
    typealias CLI = CommandLineToolTests

    /// A controller that sizes a view from the screen and from its view in `viewDidLoad`.
    static let screen = """
        final class GalleryController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let grid = UIView(frame: UIScreen.main.bounds)
                view.addSubview(grid)
                let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
                view.addSubview(header)
            }
        }

        """

    static func plist(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>LSRequiresIPhoneOS</key><true/>
        \(entries)
        </dict>
        </plist>

        """
    }

    static let iPhoneOnly = plist("""
            <key>UIDeviceFamily</key><array><integer>1</integer></array>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            <key>UIStatusBarHidden</key><true/>
        """)
    static let universal = plist("""
            <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
        """)
    static let universalFullScreen = plist("""
            <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>UIRequiresFullScreen</key><true/>
        """)

    /// An Xcode project whose one application target compiles `App/Screen.swift` for the iPhone.
    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                F1 = { isa = PBXFileReference; path = Screen.swift; sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = ( F1 ); path = App; sourceTree = "<group>"; };
                G0 = { isa = PBXGroup; children = ( G1 ); sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                P1 = { isa = PBXSourcesBuildPhase; files = ( B1 ); };
                C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { TARGETED_DEVICE_FAMILY = 1; INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait; INFOPLIST_KEY_UIStatusBarHidden = YES; }; };
                L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
                T1 = { isa = PBXNativeTarget; name = Viewer; productType = "com.apple.product-type.application"; buildConfigurationList = L1; buildPhases = ( P1 ); };
                R1 = { isa = PBXProject; mainGroup = G0; targets = ( T1 ); };
            };
            rootObject = R1;
        }

        """

    static func codes(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard let r = line.range(of: #"\[LL0\d\d"#, options: .regularExpression) else { return nil }
            let file = line.split(separator: ":").first.map(String.init) ?? ""
            return file + " " + line[r].dropFirst()
        }.sorted()
    }

    @Test func theAppsAroundTheCodeDecideLL015AndLL009() {
        CLI.withTree([
            "Phone/Info.plist": Self.iPhoneOnly, "Phone/Screen.swift": Self.screen,
            "Tablet/Info.plist": Self.universal, "Tablet/Screen.swift": Self.screen,
            "Kiosk/Supporting Files/Info.plist": Self.universalFullScreen, "Kiosk/Screens/Screen.swift": Self.screen,
            "Library/Screen.swift": Self.screen,
            "Viewer.xcodeproj/project.pbxproj": Self.pbxproj, "App/Screen.swift": Self.screen,
        ]) { dir in
            let (_, out, _) = CLI.run(["--no-config", "--select", "LL015,LL009", "--format", "text", "--no-show-source", dir])
            let found = Self.codes(out).map { $0.replacingOccurrences(of: dir + "/", with: "") }
            // iPhone only, one orientation, no status bar: the window is the screen and the view keeps its size.
            #expect(!found.contains { $0.hasPrefix("Phone/") })
            #expect(!found.contains { $0.hasPrefix("App/") }, "the Xcode target says iPhone only")
            // A universal app: the window can be smaller than the screen.
            #expect(found.contains("Tablet/Screen.swift LL015") && found.contains("Tablet/Screen.swift LL009"))
            // Full screen on the iPad: the window is the screen, but the view can still change size.
            #expect(!found.contains("Kiosk/Screens/Screen.swift LL015") && found.contains("Kiosk/Screens/Screen.swift LL009"))
            // A library runs in any app.
            #expect(found.contains("Library/Screen.swift LL015") && found.contains("Library/Screen.swift LL009"))
        }
    }

    @Test func showConfigSaysWhatItFound() {
        CLI.withTree(["Tablet/Info.plist": Self.universal, "Tablet/Screen.swift": Self.screen,
                      "Viewer.xcodeproj/project.pbxproj": Self.pbxproj, "App/Screen.swift": Self.screen,
                      "Library/Screen.swift": Self.screen]) { dir in
            let out = CLI.run(["--no-config", "--show-config", dir]).1
            #expect(out.contains("target Viewer: the window is the screen; one orientation, iPhone only, no status bar"))
            #expect(out.contains("Tablet/Info.plist: the window can be smaller than the screen"))
            #expect(out.contains("1 in no app around it (a library): any window"))
        }
    }

    @Test func traitsFollowTheDeclarations() {
        let phone = AppTraits.of(families: [1], requiresFullScreen: false, orientations: ["UIInterfaceOrientationPortrait"],
                                 runsOnMac: false, statusBarHidden: true, source: "")
        #expect(!phone.windowCanDifferFromScreen && phone.controllerSizeIsFixed)
        let rotating = AppTraits.of(families: [1], requiresFullScreen: false,
                                    orientations: ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"],
                                    runsOnMac: false, statusBarHidden: true, source: "")
        #expect(!rotating.controllerSizeIsFixed)
        let withStatusBar = AppTraits.of(families: [1], requiresFullScreen: false, orientations: ["UIInterfaceOrientationPortrait"],
                                         runsOnMac: false, source: "")
        #expect(!withStatusBar.controllerSizeIsFixed, "the in-call status bar resizes the root view")
        let catalyst = AppTraits.of(families: [1], requiresFullScreen: true, orientations: [], runsOnMac: true, source: "")
        #expect(catalyst.windowCanDifferFromScreen)
        #expect(AppTraits.shared([phone, catalyst]).windowCanDifferFromScreen)
        #expect(!AppTraits.shared([phone, rotating]).controllerSizeIsFixed)
    }

    @Test func projectFilesAreReadOnlyForARuleThatAsks() {
        // The default rules ask nothing about the apps: a broken Info.plist is not even read.
        CLI.withTree(["Tablet/Info.plist": "not a plist", "Tablet/Screen.swift": Self.screen]) { dir in
            let (code, _, err) = CLI.run(["--no-config", "--no-show-source", dir])
            #expect(code != .usageOrInputError)
            #expect(!err.contains("not a property list"))
        }
    }

    @Test func aBrokenProjectFileIsAnErrorAndTheRestIsLinted() {
        CLI.withTree(["Tablet/Info.plist": "not a plist", "Tablet/Screen.swift": Self.screen]) { dir in
            let (code, out, err) = CLI.run(["--no-config", "--select", "LL015", "--no-show-source", dir])
            #expect(code == .usageOrInputError)
            #expect(err.contains("Tablet/Info.plist: not a property list"))
            #expect(out.contains("LL015"), "the source is linted as library code")
        }
    }

    @Test func projectPathsAreStandardizedAsText() {
        #expect(AppIndex.standardized("/a/b/../c/./d.swift") == "/a/c/d.swift")
        #expect(AppIndex.standardized("/a//b/") == "/a/b")
        #expect(AppIndex.standardized("/a/.hidden/x") == "/a/.hidden/x")
        #expect(AppIndex.standardized("/../a") == "/a")
        #expect(AppIndex.standardized("/plain/path.m") == "/plain/path.m")
        #expect(AppIndex.parent("/a/b/c") == "/a/b")
        #expect(AppIndex.parent("/a") == "/")
        #expect(AppIndex.lastComponent("/a/Supporting Files") == "Supporting Files")
    }

    @Test func oldStyleProjectListsParse() throws {
        let text = """
            // !$*UTF8*$!
            { archiveVersion = 1; /* comment */ objects = { A1 = { isa = PBXGroup; children = ( B2, "C 3", ); path = "My App"; }; };
              rootObject = A1; escaped = "a\\"b"; }
            """
        let plist = try #require(OpenStepPlist.parse(Array(text.utf8)) as? [String: Any])
        #expect(plist["rootObject"] as? String == "A1")
        let group = (plist["objects"] as? [String: [String: Any]])?["A1"]
        #expect(group?["children"] as? [String] == ["B2", "C 3"])
        #expect(group?["path"] as? String == "My App")
        #expect(plist["escaped"] as? String == "a\"b")
        #expect(OpenStepPlist.parse(Array("{ a = b; ".utf8)) == nil, "an unterminated dictionary is not a list")
        #expect(OpenStepPlist.parse(Array("{ a = (b, c; }".utf8)) == nil)
    }

    @Test func droppedValuesAreSkippedButStillChecked() throws {
        let text = #"{ objects = { A1 = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; extra = { k = ( "x\"y", z, ); }; path = A.swift; }; }; rootObject = A1; }"#
        let plist = try #require(OpenStepPlist.parse(Array(text.utf8), keeping: ["isa", "path"]) as? [String: Any])
        let file = (plist["objects"] as? [String: [String: Any]])?["A1"]
        #expect(file?["path"] as? String == "A.swift")
        #expect(file?["isa"] as? String == "PBXFileReference")
        #expect(file?["extra"] == nil && file?["lastKnownFileType"] == nil)
        #expect(plist["rootObject"] as? String == "A1")
        // A broken value is an error even where its key is dropped.
        #expect(OpenStepPlist.parse(Array("{ objects = { A1 = { extra = ( a, b; path = p; }; }; }".utf8), keeping: ["path"]) == nil)
        #expect(OpenStepPlist.parse(Array(#"{ objects = { A1 = { extra = "open; }; }; }"#.utf8), keeping: ["path"]) == nil)
    }

    @Test func infoPlistsXcodeAcceptsAreRead() throws {
        let body = "<dict><key>UIRequiresFullScreen</key><true/></dict></plist>"
        let bom = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x.dtd\"[]>\n<plist version=\"1.0\">" + body
        #expect(AppIndex.propertyList(Data(bom.utf8))?["UIRequiresFullScreen"] as? Bool == true)
        let preprocessed = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t#ifndef DISABLE_HTTP
            \t<key>UIRequiresFullScreen</key>
            \t<true/>
            \t#endif
            </dict>
            </plist>
            """
        #expect(AppIndex.propertyList(Data(preprocessed.utf8))?["UIRequiresFullScreen"] as? Bool == true)
        #expect(AppIndex.propertyList(Data("not a plist".utf8)) == nil)
        #expect(AppIndex.propertyList(Data("<plist><dict><key>a</key>".utf8)) == nil, "a truncated plist stays an error")
    }
}
