/// A view that shows a `UIListContentConfiguration`: UIKit's `UIListContentView`, which a
/// custom cell adds beside views of its own (Apple's custom list cell sample).
///
/// It is made of an image view and two labels placed by constraints from its configuration:
/// the image at the leading margin, the text after it, the secondary text below it (or at the
/// trailing margin, side by side, for a value cell), all within the configuration's margins.
/// So it is drawn as any view laid out by Auto Layout is, sizes itself to its text, and its
/// `textLayoutGuide`, `secondaryTextLayoutGuide` and `imageLayoutGuide` can be constrained
/// to, as in UIKit.
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var placement: [NSLayoutConstraint] = []
    private var list: UIListContentConfiguration
    private let textGuide = UILayoutGuide(), secondaryTextGuide = UILayoutGuide(), imageGuide = UILayoutGuide()
    /// Around the text, the secondary text and the image; nil while that part shows nothing.
    /// The same guide each time, so constraints made to it hold as the configuration changes.
    open var textLayoutGuide: UILayoutGuide? { textLabel.isHidden ? nil : textGuide }
    open var secondaryTextLayoutGuide: UILayoutGuide? { secondaryTextLabel.isHidden ? nil : secondaryTextGuide }
    open var imageLayoutGuide: UILayoutGuide? { imageView.isHidden ? nil : imageGuide }

    public init(configuration: UIListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        for guide in [textGuide, secondaryTextGuide, imageGuide] { addLayoutGuide(guide) }
        show(configuration)
    }

    public required init?(coder: NSCoder) {
        list = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; setting one that is not a `UIListContentConfiguration` is
    /// ignored, as UIKit's view cannot show it either.
    open var configuration: any UIContentConfiguration {
        get { list }
        set {
            guard let newList = newValue as? UIListContentConfiguration else { return }
            list = newList
            show(newList)
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func show(_ list: UIListContentConfiguration) {
        func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            label.textAlignment = properties.alignment == .center ? .center : .natural
            label.isHidden = text?.isEmpty ?? true
        }
        style(textLabel, list.text, list.textProperties)
        style(secondaryTextLabel, list.secondaryText, list.secondaryTextProperties)
        imageView.image = list.image.map(list.imageProperties.shown)
        imageView.isHidden = list.image == nil
        imageView.layer.cornerRadius = list.imageProperties.cornerRadius
        place(list)
    }

    /// The constraints of `list`'s style, made again whenever the configuration changes.
    private func place(_ list: UIListContentConfiguration) {
        NSLayoutConstraint.deactivate(placement)
        let margins = list.directionalLayoutMargins
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden, hasImage = !imageView.isHidden
        var made: [NSLayoutConstraint] = []
        var leading = leadingAnchor, leadingInset = margins.leading
        if hasImage, let image = list.image.map(list.imageProperties.shown) {
            var size = image.size
            let maximum = list.imageProperties.maximumSize
            if maximum.width > 0, size.width > maximum.width { size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width) }
            if maximum.height > 0, size.height > maximum.height { size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height) }
            made += [imageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margins.leading),
                     imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
                     imageView.widthAnchor.constraint(equalToConstant: size.width),
                     imageView.heightAnchor.constraint(equalToConstant: size.height),
                     imageView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: margins.top),
                     imageView.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -margins.bottom)]
            leading = imageView.trailingAnchor
            leadingInset = list.imageToTextPadding
        }
        if hasText {
            made += [textLabel.leadingAnchor.constraint(equalTo: leading, constant: leadingInset),
                     textLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -margins.trailing)]
        }
        if hasSecondary && list.sideBySide {
            made += [secondaryTextLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -margins.trailing),
                     secondaryTextLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
                     secondaryTextLabel.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: margins.top),
                     secondaryTextLabel.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -margins.bottom)]
            if hasText {
                made += [textLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
                         textLabel.topAnchor.constraint(equalTo: topAnchor, constant: margins.top),
                         secondaryTextLabel.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel.trailingAnchor, constant: 8)]
            }
        } else if hasSecondary {
            made += [secondaryTextLabel.leadingAnchor.constraint(equalTo: leading, constant: leadingInset),
                     secondaryTextLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -margins.trailing),
                     secondaryTextLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -margins.bottom)]
            if hasText {
                made += [textLabel.topAnchor.constraint(equalTo: topAnchor, constant: margins.top),
                         secondaryTextLabel.topAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: list.textToSecondaryTextVerticalPadding)]
            } else {
                made.append(secondaryTextLabel.topAnchor.constraint(equalTo: topAnchor, constant: margins.top))
            }
        } else if hasText {
            made += [textLabel.topAnchor.constraint(equalTo: topAnchor, constant: margins.top),
                     textLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -margins.bottom)]
        }
        // Each guide around its view (a hidden view's guide is placed all the same).
        for (guide, view) in [(textGuide, textLabel), (secondaryTextGuide, secondaryTextLabel), (imageGuide, imageView)] as [(UILayoutGuide, UIView)] {
            made += [guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                     guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        }
        placement = made
        NSLayoutConstraint.activate(made)
    }
}
