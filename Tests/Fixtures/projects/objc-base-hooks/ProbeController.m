// Silent: layoutControls overrides PlayerBaseController's hook, which the base class runs again
// from viewWillAppear:, so the frames set from the load-time bounds are set again later.
#import "PlayerBaseController.h"

@interface ProbeController : PlayerBaseController
@property (nonatomic, strong) UIView *panel;
@property (nonatomic, strong) UIButton *playButton;
@end

@implementation ProbeController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self setupControls];
}

- (void)setupControls {
    self.panel = [[UIView alloc] initWithFrame:self.view.bounds];
    [self.view addSubview:self.panel];
    [self layoutControls];
}

- (void)layoutControls {
    CGFloat width = self.view.bounds.size.width;
    self.panel.frame = self.view.bounds;
    self.playButton.frame = CGRectMake(0, 0, width / 4, 44);
}

@end
