#import <UIKit/UIKit.h>

@interface GridBaseCell : UICollectionViewCell
@end

@interface GridBadge : UIView
@end
