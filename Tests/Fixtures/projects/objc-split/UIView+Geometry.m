// A category on UIKit's own class: helpers that a view's owner calls. Should emit: nothing.
#import <UIKit/UIKit.h>

@implementation UIView (Geometry)

- (CGFloat)left { return CGRectGetMinX(self.frame); }

- (void)setLeft:(CGFloat)left {
    CGRect frame = self.frame;
    frame.origin.x = left;
    self.frame = frame;
}

- (void)centerInSuperview {
    UIView *parent = self.superview;
    self.center = CGPointMake(CGRectGetMidX(parent.bounds), CGRectGetMidY(parent.bounds));
    self.autoresizingMask = UIViewAutoresizingFlexibleLeftMargin | UIViewAutoresizingFlexibleRightMargin;
}

@end
