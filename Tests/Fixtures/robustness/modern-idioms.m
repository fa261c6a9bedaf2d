// Objective-C idioms around layout code: blocks, lightweight generics, literals, attributes and
// macros. The whole pipeline must read them without trapping or hanging, with every rule
// selected, and give the same findings on every run.
#import <UIKit/UIKit.h>

typedef void (^LayoutBlock)(UIView * _Nonnull view, CGRect frame);
#define PIN_FRAME(v, r) [(v) setFrame:(r)]
#define SEND_LAYOUT(v) [(v) setNeedsLayout]

NS_ASSUME_NONNULL_BEGIN

@interface PanelView : UIView
@property (nonatomic, strong, readonly) UILabel *titleLabel;
@property (nonatomic, copy, nullable) LayoutBlock onLayout;
@property (nonatomic, strong) NSArray<UIView *> *extras;
@property (nonatomic, strong) NSDictionary<NSString *, NSNumber *> *metrics;
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;
@end

NS_ASSUME_NONNULL_END

@implementation PanelView

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _titleLabel = [[UILabel alloc] initWithFrame:CGRectZero];
        [self addSubview:_titleLabel];
        _extras = @[[UIView new], [UIView new]];
        [_extras enumerateObjectsUsingBlock:^(UIView *obj, NSUInteger idx, BOOL *stop) {
            [self addSubview:obj];
        }];
        _metrics = @{@"inset": @8, @"height": @(44.0)};
        UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
        [button addTarget:self action:@selector(tapped:withEvent:) forControlEvents:UIControlEventTouchUpInside];
        [self addSubview:button];
        if (@available(iOS 13.0, *)) {
            self.backgroundColor = UIColor.systemBackgroundColor;
        }
    }
    return self;
}

- (void)tapped:(id)sender withEvent:(UIEvent *)event {}

- (void)layoutSubviews {
    [super layoutSubviews];
    CGFloat inset = [self.metrics[@"inset"] doubleValue];
    CGRect inner = CGRectInset(self.bounds, inset, inset);
    PIN_FRAME(self.titleLabel, CGRectMake(CGRectGetMinX(inner), CGRectGetMinY(inner), CGRectGetWidth(inner), 20));
    __weak typeof(self) weakSelf = self;
    [self.extras enumerateObjectsUsingBlock:^(UIView *obj, NSUInteger idx, BOOL *stop) {
        obj.frame = CGRectOffset(inner, 0, 24 * (CGFloat)(idx + 1));
        if (weakSelf.onLayout) { weakSelf.onLayout(obj, obj.frame); }
    }];
    NSArray<NSValue *> *boxed = @[@(CGRectZero.origin.x), [NSValue valueWithCGRect:self.bounds]];
    (void)boxed;
}

@end
