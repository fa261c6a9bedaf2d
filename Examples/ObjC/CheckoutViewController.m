// layoutlint example: the layout bugs the articles describe, in Objective-C.
// Run: swift run layoutlint Examples
#import <UIKit/UIKit.h>

@interface SummaryBadge : UIView
@property (nonatomic, strong) UILabel *countLabel;
@end

@implementation SummaryBadge

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        self.autoresizingMask = UIViewAutoresizingFlexibleWidth;   // LL007
    }
    return self;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    self.countLabel.frame = [self frame];                          // LL001
}

- (void)refresh {
    [self layoutSubviews];                                          // LL006
}

@end

@interface CheckoutViewController : UIViewController
@property (nonatomic, strong) UIActivityIndicatorView *spinner;
@end

@implementation CheckoutViewController

- (void)viewDidLayoutSubviews {
    [super viewDidLayoutSubviews];
    self.spinner.center = self.view.center;                         // LL003
}

@end
