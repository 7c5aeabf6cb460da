/// A view's state as its configurations see it: UIKit's `UIConfigurationState`.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}
