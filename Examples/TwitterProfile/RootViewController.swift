import UIKit

class RootViewController: UIViewController {
    
    private let profileView = TwitterProfileView()
    private let viewModel: TwitterProfile.ViewModel = SampleModel.profile

    override func viewDidLoad() {
        super.viewDidLoad()
        
        self.profileView.update(viewModel: self.viewModel)
        
        self.profileView.translatesAutoresizingMaskIntoConstraints = false
        self.view.addSubview(self.profileView)
        
        NSLayoutConstraint.activate([
            self.profileView.leadingAnchor.constraint(equalTo: self.view.leadingAnchor),
            self.profileView.trailingAnchor.constraint(equalTo: self.view.trailingAnchor),
            self.profileView.topAnchor.constraint(equalTo: self.view.topAnchor),
            self.profileView.bottomAnchor.constraint(equalTo: self.view.bottomAnchor)
        ])
    }
    
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        
        self.profileView.updateConstraints(for: size)
    }

}
