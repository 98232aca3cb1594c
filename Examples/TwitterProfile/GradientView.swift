import UIKit

class GradientView: UIView {

    // (1)
    override class var layerClass: AnyClass {
        return CAGradientLayer.self
    }
    
    init() {
        super.init(frame: .zero)
        
        self.setupView()
    }
    
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
    private func setupView() {
        self.translatesAutoresizingMaskIntoConstraints = false

        // (2)
        let layer = self.layer as! CAGradientLayer
        layer.colors = [UIColor.black.withAlphaComponent(0).cgColor, UIColor.black.cgColor]
    }

}
