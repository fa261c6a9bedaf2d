// The class is declared here and implemented in CardView.m: the header says it is a view.
// A header reports nothing of its own (no method bodies here).
#import <UIKit/UIKit.h>

@interface CardView : UIView
@property (nonatomic, strong, readonly) UILabel *titleLabel;
@property (nonatomic) CGRect frame;
- (void)refresh;
@end
