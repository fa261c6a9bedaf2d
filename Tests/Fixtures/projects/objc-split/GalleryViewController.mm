// Objective-C++: C++ around UIKit code. Should emit: LL003 for self.view.center, LL009 for the
// container's bounds read in viewDidLoad, LL005 for the superview's center.
#import <UIKit/UIKit.h>
#include <vector>

namespace gallery {
struct Metrics { double inset = 8.0; std::vector<int> columns{1, 2, 3}; };
}

@interface GalleryViewController : UIViewController
@property (nonatomic, strong) UIView *container;
@property (nonatomic, strong) UICollectionView *grid;
@property (nonatomic, strong) UIActivityIndicatorView *spinner;
@end

@implementation GalleryViewController {
    gallery::Metrics _metrics;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.view addSubview:self.container];
    self.grid.frame = self.container.bounds;
    [self.container addSubview:self.grid];
}

- (void)viewDidLayoutSubviews {
    [super viewDidLayoutSubviews];
    self.spinner.center = self.view.center;
    auto columns = _metrics.columns.size();
    self.grid.frame = CGRectInset(self.container.bounds, _metrics.inset * columns, 0);
}

- (void)pinBadge:(UIView *)badge {
    badge.center = [[badge superview] center];
}

@end
