// A base controller with a layout hook that subclasses override. It calls the hook again on
// every appearance, so a subclass's override is not a setup-only helper.
#import <UIKit/UIKit.h>

@interface PlayerBaseController : UIViewController
- (void)layoutControls;
@end

@protocol PanelHost <NSObject>
- (void)layoutControls;
@end
