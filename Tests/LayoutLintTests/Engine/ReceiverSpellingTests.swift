import Testing
@testable import LayoutLint

/// Messages spell the receiver as the source does: an Objective-C message send used as a dotted
/// path (`[self collectionView].frame`) keeps its brackets; `[self.view frame]` gives `self.view`.
@Suite struct ReceiverSpellingTests {
    static func messages(_ text: String) -> [String] {
        Linter.lint([SourceFile(path: "Ring.m", language: .objc, text: text)]).diagnostics.map(\.message)
    }

    @Test func aMessageSendBeforeADotKeepsItsBrackets() {
        let found = Self.messages("""
            @interface RingLayout : UICollectionViewLayout
            @end
            @implementation RingLayout
            - (CGSize)collectionViewContentSize {
                return [self collectionView].frame.size;
            }
            @end
            """)
        #expect(found.count == 1)
        #expect(found.first?.contains("use `[self collectionView].bounds`") == true)
    }

    @Test func aPropertyReadInsideAMessageKeepsTheReceiver() {
        let found = Self.messages("""
            @interface PanelController : UIViewController
            @property (nonatomic, strong) UIView *panel;
            @end
            @implementation PanelController
            - (void)viewDidLayoutSubviews {
                [super viewDidLayoutSubviews];
                self.panel.frame = [self.view frame];
            }
            @end
            """)
        #expect(found.count == 1)
        #expect(found.first?.contains("`self.view.bounds`") == true)
    }
}
