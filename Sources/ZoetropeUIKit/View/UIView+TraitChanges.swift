extension UIView: UITraitEnvironment {
    /// Calls `handler` with the view and its previous traits when one of `traits` changes
    /// (iOS 17's replacement for `traitCollectionDidChange(_:)`). Here traits change when a
    /// style is overridden above the view or on it.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait],
                                                                       handler: @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.watching(traits, handler: handler)
        traitChangeRegistrations.append(registration)
        return registration
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }
}

extension UIViewController: UITraitEnvironment {
    /// Calls `handler` with the controller and its previous traits when one of `traits` of
    /// its view changes (see `UIView.registerForTraitChanges(_:handler:)`).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait],
                                                                       handler: @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.watching(traits, handler: handler)
        traitChangeRegistrations.append(registration)
        return registration
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }
}
