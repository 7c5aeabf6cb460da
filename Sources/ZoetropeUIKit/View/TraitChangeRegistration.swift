/// One registration: the traits watched and what to call when one of them changes.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// A registration whose handler takes the environment as the type the app wrote.
    static func watching<Environment: UITraitEnvironment>(_ traits: [UITrait],
                                                         handler: @escaping (Environment, UITraitCollection) -> Void) -> TraitChangeRegistration {
        TraitChangeRegistration(traits: traits) { object, previous in
            if let environment = object as? Environment { handler(environment, previous) }
        }
    }

    /// Calls the handler for `environment` when one of the traits watched differs from
    /// `previous`.
    func notify(_ environment: AnyObject & UITraitEnvironment, previous: UITraitCollection) {
        let now = environment.traitCollection
        if traits.contains(where: { $0.differs(now, previous) }) { handler(environment, previous) }
    }
}
