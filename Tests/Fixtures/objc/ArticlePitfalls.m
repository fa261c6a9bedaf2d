// The articles' geometry pitfalls in Objective-C, with their fixes next to them.
// Should emit: LL001 (self.view.frame in the controller), LL008 and LL003 (a view moving itself
// from its own center), LL004 (the rotated needle's frame, and the door's frame written in a type
// that rotates the door), LL014 (anchor point moved without restoring the frame), LL013 (frame
// written on an Auto Layout view), LL010 (one-time setup in the layout pass).
#import <UIKit/UIKit.h>

#define CENTERED_X(outer, inner) \
    ((outer) - (inner)) / 2

@interface DialView : UIView
@property (nonatomic, strong) UIView *needle;
@property (nonatomic, strong) UIView *door;
@end

@implementation DialView

- (void)spinTo:(CGFloat)angle {
    self.needle.transform = CGAffineTransformMakeRotation(angle);
    NSLog(@"needle frame %@", NSStringFromCGRect(self.needle.frame));
}

- (void)openDoor {
    self.door.layer.anchorPoint = CGPointMake(0, 0.5);
    [UIView animateWithDuration:0.3 animations:^{
        self.door.transform = CGAffineTransformMakeRotation(-M_PI / 3);
    }];
}

- (void)openDoorKeepingFrame {
    CGRect frame = self.door.frame;
    self.door.layer.anchorPoint = CGPointMake(0, 0.5);
    self.door.frame = frame;
}

- (void)nudge {
    self.center = CGPointMake(self.center.x, self.center.y + 4);
}

@end

@interface DialViewController : UIViewController
@property (nonatomic, strong) DialView *dial;
@property (nonatomic, strong) UILabel *caption;
@property (nonatomic) BOOL captionAdded;
@end

@implementation DialViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.dial = [[DialView alloc] initWithFrame:CGRectZero];
    self.dial.translatesAutoresizingMaskIntoConstraints = NO;
    [self.dial.heightAnchor constraintEqualToConstant:200].active = YES;
    [self.view addSubview:self.dial];
}

- (void)viewDidLayoutSubviews {
    [super viewDidLayoutSubviews];
    self.dial.frame = CGRectMake(0, 0, CGRectGetWidth(self.view.frame), 200);
    if (!self.captionAdded) {
        [self.view addSubview:self.caption];
        self.captionAdded = YES;
    }
    self.caption.frame = CGRectMake(16, 220, CGRectGetWidth(self.view.bounds) - 32, 20);
}

@end
