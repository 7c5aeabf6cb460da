/// UIKit's `UIStoryboardSegue`: a transition from one controller to another that a storyboard
/// defines. Controllers do not come from storyboards here, so no segue is ever made by itself;
/// the class exists so that a controller's `prepare(for:sender:)` compiles as written, and a
/// test may make one to call it.
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Shows the destination, as a storyboard's segue does: here the source presents it (see
    /// `UIViewController.present(_:animated:completion:)`; nothing is drawn).
    open func perform() {
        source.present(destination, animated: true)
    }
}
