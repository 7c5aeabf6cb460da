import Foundation

/// A storyboard, declared with UIKit's initialiser and instantiation methods so that code that
/// makes its controller from one (a library's `UIStoryboard(name:bundle:)
/// .instantiateInitialViewController()`) is told why it does not compile, and nothing else.
@available(*, unavailable, message: "Zoetrope draws no nibs or storyboards: make the controller in code (its init(nibName:bundle:) or an initialiser of its own) and its outlets in loadView() or viewDidLoad().")
open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}
    open func instantiateInitialViewController() -> UIViewController? { nil }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
}
