#import "GridCell.h"

// Flagged: GridBaseCell (in the header) is a collection view cell.
@interface PhotoGridCell : GridBaseCell
@property (nonatomic, strong) UIImageView *imageView;
@end

@implementation PhotoGridCell
- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        [self addSubview:self.imageView];
    }
    return self;
}
@end

// Silent: GridBadge is a plain view.
@interface CountBadge : GridBadge
@property (nonatomic, strong) UILabel *countLabel;
@end

@implementation CountBadge
- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        [self addSubview:self.countLabel];
    }
    return self;
}
- (void)layoutSubviews {
    self.countLabel.frame = self.bounds;
}
@end
