import Foundation
import Testing
@testable import LayoutLint

/// Interface Builder files: which outlets follow their container, which keep their nib frame,
/// and a broken nib is an error that names it while the sources are still linted.
@Suite struct NibReaderTests {
    typealias CLI = CommandLineToolTests

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileHeader">
                    <connections>
                        <outlet property="avatar" destination="a1" id="x1"/>
                        <outlet property="nameLabel" destination="l1" id="x2"/>
                        <outlet property="divider" destination="d1" id="x3"/>
                        <outlet property="delegate" destination="-1" id="x4"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <subviews>
                        <imageView contentMode="scaleAspectFill" id="a1">
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </imageView>
                        <label text="Name" id="l1">
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </label>
                        <view contentMode="scaleToFill" id="d1">
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="a1" secondAttribute="trailing" constant="8" id="c1"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func outletsOfTheFilesOwnerWithTheirMasksAndConstraints() throws {
        let index = try NibReader.read(Array(Self.xib.utf8)).get()
        #expect(index.keepsNibFrame(outlet: "avatar", of: "ProfileHeader") == false, "a constraint names it")
        #expect(index.follows(outlet: "avatar", of: "ProfileHeader"))
        #expect(index.follows(outlet: "nameLabel", of: "ProfileHeader"))
        #expect(index.follows(outlet: "divider", of: "ProfileHeader"))
        #expect(!index.keepsNibSize(outlet: "divider", of: "ProfileHeader"))
        #expect(index.views(outlet: "delegate", of: "ProfileHeader").isEmpty, "not a view")
        #expect(index.views(outlet: "avatar", of: "OtherClass").isEmpty)
        let pinned = try NibReader.read(Array(Self.xib.replacingOccurrences(of: "<constraint ", with: "<unrelated ").utf8)).get()
        #expect(pinned.keepsNibFrame(outlet: "avatar", of: "ProfileHeader"))
        #expect(pinned.keepsNibSize(outlet: "avatar", of: "ProfileHeader"))
    }

    @Test func aBrokenNibIsAnErrorNamingItAndTheSourcesAreStillLinted() {
        CLI.withTree(["Broken.xib": "<document><objects><view id=\"x\"></objects>", "Bad.swift": CLI.bad,
                      "Header.storyboard": "<document/>"]) { dir in
            let (code, out, err) = CLI.run(["--no-config", dir])
            #expect(code == .usageOrInputError)
            #expect(err.contains("Broken.xib") && err.contains("not a readable Interface Builder file"), "\(err)")
            #expect(!err.contains("Header.storyboard"))
            #expect(out.contains("Bad.swift:5:23"), "\(out)")
        }
    }
}
