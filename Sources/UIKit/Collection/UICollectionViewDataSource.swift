/// What a collection view asks of its data: how many sections and items, the cell for each item, and the views of
/// supplementary elements (section headers and footers) its layout places.
///
/// The optional members of UIKit's Objective-C protocol are requirements with defaults below that answer what UIKit
/// does when they are missing (one section; no supplementary view), so conformers write the same signatures as on iOS.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No view: UIKit raises when a layout places a supplementary element the data source has no view for; Trellis
    /// logs it (once per kind) and shows an empty view.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }
}
