// Objective-C++ (.mm) around layout code: C++ templates and lambdas next to message sends.
#import <UIKit/UIKit.h>
#include <vector>
#include <algorithm>

template <typename T>
static T clampValue(T value, T low, T high) { return std::max(low, std::min(value, high)); }

namespace layout {
struct Column { CGFloat x; CGFloat width; };
template <class Fn> void each(const std::vector<Column> &columns, Fn fn) { for (auto &c : columns) fn(c); }
}

@interface GridView : UIView
@end

@implementation GridView {
    std::vector<UIView *> _cells;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    std::vector<layout::Column> columns;
    CGFloat width = CGRectGetWidth(self.bounds) / 3.0;
    for (int i = 0; i < 3; i++) columns.push_back({ width * i, width });
    auto place = [&](const layout::Column &c) {
        for (UIView *cell : _cells) {
            cell.frame = CGRectMake(c.x, 0, clampValue<CGFloat>(c.width, 0, 200), CGRectGetHeight(self.bounds));
        }
    };
    layout::each(columns, place);
    auto later = [self]() { [self setNeedsLayout]; };
    (void)later;
}

@end
