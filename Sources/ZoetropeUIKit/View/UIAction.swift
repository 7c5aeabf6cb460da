/// What UIKit calls with the action that ran.
public typealias UIActionHandler = (UIAction) -> Void

/// UIKit's `UIAction`: a title, an image and a closure, given to a control
/// (`UIButton(configuration:primaryAction:)`, `addAction(_:for:)`). Its title and image
/// become a button's when the button is made with it. The closure runs when the app sends the
/// control's events (`sendActions(for:)`); no finger touches a recording, so it never runs
/// otherwise.
open class UIAction: UIMenuElement {
    /// UIKit's `UIAction.Identifier`: the same identifier replaces an action added before.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    private var givenIdentifier: Identifier?
    /// The identifier given, else one of its own, unique while it lives (as UIKit makes one).
    open var identifier: Identifier {
        get { givenIdentifier ?? Identifier("zoetrope.action.\(UInt(bitPattern: ObjectIdentifier(self).hashValue))") }
        set { givenIdentifier = newValue }
    }
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    open var selectedImage: UIImage?
    /// The control that sent the action while its handler runs.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.givenIdentifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public convenience init(handler: @escaping UIActionHandler) {
        self.init(title: "", handler: handler)
    }

    /// Runs the handler with `sender` as the sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
