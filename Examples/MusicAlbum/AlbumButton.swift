import UIKit

/// The play and shuffle buttons of the album header. The article uses `AlbumButton(type: .system)` without
/// showing the class (it is in the article's project); this is the look of Apple Music's buttons: a filled,
/// rounded background with the tinted symbol and title. It only overrides `init(frame:)`, so it inherits
/// `UIButton(type:)`.
class AlbumButton: UIButton {
    
    override init(frame: CGRect) {
        super.init(frame: frame)
        
        self.setupView()
    }
    
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
    private func setupView() {
        self.backgroundColor = .secondarySystemBackground
        self.layer.cornerRadius = 8
        self.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        self.contentEdgeInsets = UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
        self.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        self.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
    }
    
}
