// Flagged: StatsController's layoutControls is its own helper (a protocol that names it is not a
// superclass that calls it), run only from viewDidLoad, so the frames keep the load-time size.
#import "PlayerBaseController.h"

@interface StatsController : UIViewController <PanelHost>
@property (nonatomic, strong) UIView *panel;
@property (nonatomic, strong) UIButton *playButton;
@end

@implementation StatsController

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
