import UIKit

class ExampleImageView: UIImageView {
    var minimumHeight: CGFloat = 0
    override var intrinsicContentSize: CGSize {
        if minimumHeight == 0 {
            return super.intrinsicContentSize
        }
        return CGSize(width: 0, height: minimumHeight)
    }
}
