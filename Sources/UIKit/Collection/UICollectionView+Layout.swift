/// The collection view's layout pass: the model read from the data source, the layout prepared, the elements on screen
/// dequeued, placed and self-sized, and the others recycled.
extension UICollectionView {
    /// The layout was invalidated (`UICollectionViewLayout.invalidateLayout(with:)`): as a whole, every self-sizing
    /// element is measured again when shown; in any case the next layout pass (or the running one's next round)
    /// prepares it again.
    func layoutInvalidated(everything: Bool) {
        if everything { sizedElements.removeAll() }
        if !isLayingOutElements { setNeedsLayout() }
    }

    /// Reads the sections and item counts from the data source after a reload; the views on screen go back to the
    /// pools and the layout is invalidated with the data source counts.
    func reloadModelIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (key, view) in liveViewsInOrder() { recycle(view, key: key, notify: true) }
        liveViews.removeAll()
        itemCounts = dataSource.map { Self.itemCounts(from: $0, of: self) } ?? []
        let type = type(of: collectionViewLayout).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self
        let context = type.init()
        context.dataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// The sections' item counts the data source answers; negative ones are reported and taken as none.
    static func itemCounts(from dataSource: any UICollectionViewDataSource, of collectionView: UICollectionView) -> [Int] {
        let sections = dataSource.numberOfSections(in: collectionView)
        if sections < 0 { UIView.layoutLog("[UICollectionView] The data source returned \(sections) sections; using 0.") }
        return (0..<max(0, sections)).map { section in
            let count = dataSource.collectionView(collectionView, numberOfItemsInSection: section)
            if count < 0 {
                UIView.layoutLog("[UICollectionView] The data source returned \(count) items for section \(section); "
                    + "using 0.")
            }
            return max(0, count)
        }
    }

    /// Brings the layout up to date before a question about it (an index path at a point, an item's attributes).
    func prepareLayoutForQueries() {
        reloadModelIfNeeded()
        offerBoundsChangeToLayout()
        collectionViewLayout.prepareIfNeeded()
    }

    /// A change of the bounds since the layout last saw them goes to `shouldInvalidateLayout(forBoundsChange:)`.
    private func offerBoundsChangeToLayout() {
        let bounds = self.bounds
        guard bounds != lastLayoutBounds else { return }
        let first = lastLayoutBounds == nil
        lastLayoutBounds = bounds
        let layout = collectionViewLayout
        if !first && layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
        }
    }

    /// Places the elements in the visible bounds. Self-sizing cells answer with their size as they come on screen;
    /// when the layout takes an answer, the pass runs again with the new layout (a bounded number of rounds, as a
    /// cell that answers differently every time would otherwise never settle).
    func layoutElements() {
        isLayingOutElements = true
        defer { isLayingOutElements = false }
        placeBackgroundView()
        reloadModelIfNeeded()
        let layout = collectionViewLayout
        for _ in 0..<8 {
            offerBoundsChangeToLayout()
            layout.prepareIfNeeded()
            let size = layout.collectionViewContentSize
            let contentSize = CGSize(width: size.width.isFinite ? max(0, size.width) : 0,
                                     height: size.height.isFinite ? max(0, size.height) : 0)
            if self.contentSize != contentSize { self.contentSize = contentSize }
            let visible = bounds
            let wanted = (layout.layoutAttributesForElements(in: visible) ?? []).filter { isKnown($0) }
            let wantedKeys = Set(wanted.map(\.elementKey))
            for (key, view) in liveViewsInOrder(except: wantedKeys) {
                liveViews[key] = nil
                recycle(view, key: key, notify: true)
            }
            var invalidated = false
            for attributes in wanted {
                let key = attributes.elementKey
                let appearing = liveViews[key] == nil
                guard let view = liveViews[key] ?? makeView(for: attributes) else { continue }
                liveViews[key] = view
                if view.superview !== self { attach(view) }
                view.appliedAttributes = attributes
                view.apply(attributes)
                if appearing { notifyWillDisplay(view, key: key) }
                if attributes.representedElementCategory != .decorationView, !sizedElements.contains(key) {
                    sizedElements.insert(key)
                    let original = attributes.copy() as! UICollectionViewLayoutAttributes
                    let preferred = view.preferredLayoutAttributesFitting(attributes.copy() as! UICollectionViewLayoutAttributes)
                    if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                                 withOriginalAttributes: original))
                        invalidated = true
                    }
                }
            }
            if !invalidated || !layout.needsPrepare { break }
        }
        orderElementViews()
    }

    /// Whether attributes name an element the collection view has (a layout may answer for items no longer there).
    private func isKnown(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        switch attributes.representedElementCategory {
        case .cell: return hasItem(at: attributes.indexPath)
        case .supplementaryView, .decorationView:
            return attributes.representedElementKind != nil && itemCounts.indices.contains(attributes.indexPath.section)
        }
    }

    /// The view for an element: a cell or supplementary view from the data source, a decoration view of the class the
    /// layout registered.
    private func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            guard let dataSource else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.isSelected = selectedItems.contains(indexPath)
            return cell
        case .supplementaryView:
            guard let dataSource, let kind = attributes.representedElementKind else { return nil }
            return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        case .decorationView:
            guard let kind = attributes.representedElementKind else { return nil }
            let poolKey = Self.supplementaryKey("decoration:" + kind, kind)
            if let view = supplementaryPool[poolKey]?.popLast() {
                view.prepareForReuse()
                view.parkedTraits = nil
                TraitResolution.invalidate()
                return view
            }
            guard let type = collectionViewLayout.registeredDecorationViews[kind] else {
                if warnedKinds.insert("decoration:" + kind).inserted {
                    UIView.layoutLog("[UICollectionView] The layout places a decoration view of kind '\(kind)' but "
                        + "registered no class for it (register(_:forDecorationViewOfKind:)); none is shown.")
                }
                return nil
            }
            return type.init(dequeuedWithReuseIdentifier: kind)
        }
    }

    private func attach(_ view: UICollectionReusableView) {
        if let backgroundView, backgroundView.superview === self {
            insertSubview(view, aboveSubview: backgroundView)
        } else {
            addSubview(view)
        }
    }

    private func notifyWillDisplay(_ view: UICollectionReusableView, key: CollectionElementKey) {
        guard let delegate = collectionDelegate else { return }
        switch key.category {
        case .cell:
            if let cell = view as? UICollectionViewCell {
                delegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
            }
        case .supplementaryView:
            delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "",
                                    at: key.indexPath)
        case .decorationView: break
        }
    }

    /// The live views of the elements not in `kept`, in element order (`CollectionElementKey.inOrder`): the order they
    /// go back to their pools in. Nothing is sorted on the usual frame, where at most one leaves.
    func liveViewsInOrder(except kept: Set<CollectionElementKey> = [])
        -> [(key: CollectionElementKey, view: UICollectionReusableView)] {
        var views: [(key: CollectionElementKey, view: UICollectionReusableView)] = []
        for (key, view) in liveViews where !kept.contains(key) { views.append((key, view)) }
        if views.count > 1 { views.sort { CollectionElementKey.inOrder($0.key, $1.key) } }
        return views
    }

    /// Takes a view off screen into the reuse pool of its identifier (a view made without one is dropped); it keeps
    /// the collection view's traits there. `notify`: the delegate is told it is no longer displayed.
    func recycle(_ view: UICollectionReusableView, key: CollectionElementKey, notify: Bool) {
        if view.superview === self {
            view.parkedTraits = traitCollection
            view.removeFromSuperview()
        }
        if notify, let delegate = collectionDelegate {
            switch key.category {
            case .cell:
                if let cell = view as? UICollectionViewCell {
                    delegate.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
                }
            case .supplementaryView:
                delegate.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "",
                                        at: key.indexPath)
            case .decorationView: break
            }
        }
        switch key.category {
        case .cell:
            guard let cell = view as? UICollectionViewCell, let identifier = cell.reuseIdentifier else { return }
            if !(cellPool[identifier]?.containsIdentical(cell) ?? false) { cellPool[identifier, default: []].append(cell) }
        case .supplementaryView:
            guard let kind = key.kind, let identifier = view.reuseIdentifier else { return }
            let poolKey = Self.supplementaryKey(kind, identifier)
            if !(supplementaryPool[poolKey]?.containsIdentical(view) ?? false) {
                supplementaryPool[poolKey, default: []].append(view)
            }
        case .decorationView:
            guard let kind = key.kind else { return }
            supplementaryPool[Self.supplementaryKey("decoration:" + kind, kind), default: []].append(view)
        }
    }

    /// Keeps `backgroundView` behind everything, over the visible bounds.
    private func placeBackgroundView() {
        guard let backgroundView else { return }
        if backgroundView.superview !== self || subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
        if backgroundView.frame != bounds { backgroundView.frame = bounds }
    }

    /// Views whose attributes have a higher z index go above the others (pinned headers above the items), and the
    /// scroll indicators above everything. Nothing moves when they are in that order already: this runs on every
    /// scrolled frame, and each move rewrites `subviews`.
    private func orderElementViews() {
        let raised: [UIView] = liveViews.values.filter { ($0.appliedAttributes?.zIndex ?? 0) > 0 }
            .sorted { ($0.appliedAttributes?.zIndex ?? 0) < ($1.appliedAttributes?.zIndex ?? 0) }
        let front = raised + [verticalIndicator, horizontalIndicator].filter { $0.superview === self }
        let tail = subviews.suffix(front.count)
        guard tail.count != front.count || !zip(tail, front).allSatisfy({ $0 === $1 }) else { return }
        for view in front { bringSubviewToFront(view) }
    }
}
