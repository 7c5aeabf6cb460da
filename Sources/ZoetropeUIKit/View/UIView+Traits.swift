import ZoetropeCore

/// A view's traits as its tree decides them (a forced direction, an overridden style above it),
/// the views told when they change, and the layout for an appearance.
extension UIView {
    /// Runs `body` with the view's traits as `UITraitCollection.current`, as UIKit sets them
    /// while it lays out or draws a view: `traitCollection.performAsCurrent(_:)`, with the
    /// traits made only if something asks for them.
    func withTraitsCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try CurrentTraits.onThisThread.with(traitsOf: self, body)
    }

    /// The first layout pass of a screen that comes up: each subview gets the part of the
    /// safe area it overlaps and lays itself out; a collection view loads (asks its data
    /// source and prepares its layout), as on the phone.
    func layOutForAppearance(safeAreaInsets: UIEdgeInsets) {
        givenSafeAreaInsets = safeAreaInsets
        if let collectionView = self as? UICollectionView {
            // A controller whose view is the collection view (UICollectionViewController's):
            // the first layout pass loads it, so that what the app changes next animates.
            collectionView.recordedSafeAreaInsets = safeAreaInsets
            collectionView.layoutIfNeeded()
            return
        }
        solveAutoLayout()
        layoutSublayers(of: layer)
        for subview in subviews {
            let frame = subview.untransformedFrame
            let inset = UIEdgeInsets(top: Swift.max(0, safeAreaInsets.top - frame.minY),
                                     left: Swift.max(0, safeAreaInsets.left - frame.minX),
                                     bottom: Swift.max(0, safeAreaInsets.bottom - (bounds.height - frame.maxY)),
                                     right: Swift.max(0, safeAreaInsets.right - (bounds.width - frame.maxX)))
            if let collectionView = subview as? UICollectionView {
                collectionView.recordedSafeAreaInsets = inset
                collectionView.layoutIfNeeded()
            } else {
                subview.layOutForAppearance(safeAreaInsets: inset)
            }
        }
    }

    /// The first collection view in this view's hierarchy, depth first.
    var firstCollectionView: UICollectionView? {
        if let collectionView = self as? UICollectionView { return collectionView }
        for subview in subviews {
            if let found = subview.firstCollectionView { return found }
        }
        return nil
    }

    /// The direction the nearest view above that forces one forces, nil when none does.
    var forcedDirectionAbove: UITraitEnvironmentLayoutDirection? {
        firstAbove { view in
            switch view.semanticContentAttribute {
            case .forceLeftToRight: .leftToRight
            case .forceRightToLeft: .rightToLeft
            default: nil
            }
        }
    }

    /// The style an override sets here or above, nil when none does.
    var overriddenStyle: UIUserInterfaceStyle? {
        ownOverriddenStyle ?? firstAbove { $0.ownOverriddenStyle }
    }

    /// The style this view's override, or its controller's, sets; nil when neither does.
    private var ownOverriddenStyle: UIUserInterfaceStyle? {
        if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
        if let controller = owningController, controller.overrideUserInterfaceStyle != .unspecified {
            return controller.overrideUserInterfaceStyle
        }
        return nil
    }

    func traitsOfTree() -> [(view: UIView, traits: UITraitCollection)] {
        var found: [(view: UIView, traits: UITraitCollection)] = []
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            found.append((view, view.traitCollection))
            pending.append(contentsOf: view.subviews)
        }
        return found
    }

    /// Tells the views whose colour appearance changed since `traitsBeforeOverride`, and
    /// their controllers.
    func tellTraitChanges() {
        guard let before = traitsBeforeOverride else { return }
        traitsBeforeOverride = nil
        for (view, previous) in before where view.traitCollection.hasDifferentColorAppearance(comparedTo: previous) {
            // What it drew in its old colours is drawn again, as UIKit redraws it.
            view.setNeedsDisplay()
            if let controller = view.owningController {
                controller.traitCollectionDidChange(previous)
                for registration in controller.traitChangeRegistrations { registration.notify(controller, previous: previous) }
            }
            view.traitCollectionDidChange(previous)
            for registration in view.traitChangeRegistrations { registration.notify(view, previous: previous) }
        }
    }

    /// Takes the traits of this view's tree before a controller's override changes.
    func takeTraitsBeforeOverride() {
        traitsBeforeOverride = traitsBeforeOverride ?? traitsOfTree()
    }
}
