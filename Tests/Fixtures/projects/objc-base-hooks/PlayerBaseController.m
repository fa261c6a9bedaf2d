#import "PlayerBaseController.h"

@implementation PlayerBaseController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self layoutControls];
}

- (void)layoutControls {
}

@end
