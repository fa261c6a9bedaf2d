// The real bugs the first real-code audit found missing (issue 12), one of each class per language.
@interface BarView : UIView
@end
@implementation BarView
- (void)layoutSubviews {
    [super layoutSubviews];
    if (!bottomBarView) {
        bottomBarView = [[UIView alloc] init];
        [self addSubview:bottomBarView];
    }
    [self.contentView addSubview:self.badge];
    self.badge.center = self.contentView.center;
    self.spinner.center = CGPointMake(self.collectionView.center.x + self.collectionView.contentOffset.x, self.collectionView.center.y);
    self.avatar.frame = CGRectMake(8, CGRectGetMidY(self.bounds) - avatarSize.height / 2, 40, 40);
    CGRect r = CGRectZero;
    r.origin.x = (CGRectGetWidth(self.bounds) - 30) / 2.0;
    self.label.frame = r;
}
@end
@interface FeedController : UIViewController
@end
@implementation FeedController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self.header mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view); }];
    self.header.frame = CGRectMake(0, 0, 100, 40);
    self.layout.itemSize = CGSizeMake(CGRectGetWidth(self.view.frame) / 3, 100);
    self.table.frame = CGRectMake(0, 0, 320, self.view.bounds.size.height - 44);
}
@end
// Must stay silent: the same views laid out the safe way.
@interface SafeBarView : UIView
@end
@implementation SafeBarView
- (void)setUp {
    if (!bottomBarView) {
        bottomBarView = [[UIView alloc] init];
        [self addSubview:bottomBarView];
    }
}
- (void)layoutSubviews {
    [super layoutSubviews];
    [self.contentView addSubview:self.badge];
    self.badge.center = CGPointMake(CGRectGetMidX(self.contentView.bounds), CGRectGetMidY(self.contentView.bounds));
    self.avatar.frame = CGRectMake(8, floor(CGRectGetMidY(self.bounds) - avatarSize.height / 2), 40, 40);
    CGRect r = CGRectZero;
    r.origin.x = round((CGRectGetWidth(self.bounds) - 30) / 2.0);
    self.label.frame = r;
}
@end
@interface SafeFeedController : UIViewController
@end
@implementation SafeFeedController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.header.frame = CGRectMake(0, 0, 100, 40);
    [self.header mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view); }];
}
- (void)viewDidLayoutSubviews {
    [super viewDidLayoutSubviews];
    self.layout.itemSize = CGSizeMake(CGRectGetWidth(self.view.bounds) / 3, 100);
    self.table.frame = CGRectMake(0, 0, 320, self.view.bounds.size.height - 44);
}
@end
