/// What a cell's content shows: UIKit's `UIContentConfiguration`. Zoetrope draws
/// `UIListContentConfiguration`; a configuration of an app's own has no view Zoetrope can
/// make, and a cell showing one is drawn from its background alone.
public protocol UIContentConfiguration {
    /// This configuration as it looks in `state`; by default, unchanged.
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: any UIConfigurationState) -> Self { self }
}
