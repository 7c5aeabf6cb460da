import ZoetropeUIKit // in the app: import UIKit

/// A cell laid out the way apps lay out theirs with Auto Layout: an avatar at the leading
/// margin, a name and a wrapping detail beside it, the detail's last line setting the height.
final class ContactCell: UICollectionViewCell {
    static let reuseIdentifier = "contact-cell"

    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBackground
        avatarView.backgroundColor = .systemTeal
        avatarView.layer.cornerRadius = 20
        avatarView.clipsToBounds = true
        nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        detailLabel.font = .systemFont(ofSize: 17)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0
        nameLabel.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
        for view in [avatarView, nameLabel, detailLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 1.5),
            nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            detailLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            detailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            detailLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
