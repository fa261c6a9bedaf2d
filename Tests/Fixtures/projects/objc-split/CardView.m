// Should emit: LL001 for [self frame] in layoutSubviews, LL006 for the direct layoutSubviews call,
// LL007 for the view setting its own mask, LL011 for the centered origin.
#import "CardView.h"

@interface CardView ()
@property (nonatomic, strong) UIView *accent;
@end

@implementation CardView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _titleLabel = [[UILabel alloc] initWithFrame:CGRectZero];
        [self addSubview:_titleLabel];
        self.autoresizingMask = UIViewAutoresizingFlexibleWidth;
    }
    return self;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    CGRect content = CGRectInset([self frame], 12, 8);
    self.titleLabel.frame = CGRectMake(content.origin.x, 8, CGRectGetWidth(self.bounds) - 24, 20);
    self.accent.frame = CGRectMake((CGRectGetWidth(self.bounds) - 40) / 2, 32, 40, 4);
}

- (void)refresh {
    [self layoutSubviews];
}

@end
