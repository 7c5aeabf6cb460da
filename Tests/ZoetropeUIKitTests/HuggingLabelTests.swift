import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// A label placed by its leading and bottom edges alone, as wide as its text: it shows the
/// whole text, as on the phone (a carousel's card titled "Cell #0"), however early the app
/// made its collection view.
@Suite struct HuggingLabelTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    final class CardCell: UICollectionViewCell {
        let titleLabel = UILabel()
        let mainView = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.textAlignment = .left
            mainView.backgroundColor = .white
            mainView.layer.cornerRadius = 3
            contentView.addSubview(mainView)
            mainView.translatesAutoresizingMaskIntoConstraints = false
            mainView.addSubview(titleLabel)
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            mainView.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            NSLayoutConstraint.activate([
                mainView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                mainView.topAnchor.constraint(equalTo: contentView.topAnchor),
                mainView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                mainView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                titleLabel.leadingAnchor.constraint(equalTo: mainView.layoutMarginsGuide.leadingAnchor),
                titleLabel.bottomAnchor.constraint(equalTo: mainView.layoutMarginsGuide.bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    /// A screen that makes its collection view in `init`, before any recording begins, as
    /// CenteredCollectionView's example does.
    final class Screen: UIViewController, UICollectionViewDataSource {
        let collectionView: UICollectionView
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 273, height: 200)
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.frame = view.bounds
            collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! CardCell
            cell.titleLabel.text = "Cell #\(indexPath.item)"
            return cell
        }
    }

    /// The labels drawn in `subviews`, outermost first.
    private func labels(_ subviews: [Subview]) -> [Label] {
        subviews.flatMap { ($0.content.label.map { [$0] } ?? []) + labels($0.content.subviews) }
    }

    /// The label is as wide as the recording's measurer makes its text, and drawn in full:
    /// the collection view made before the recording measures with the same measurer.
    @Test func aLabelAsWideAsItsTextShowsAllOfItInACollectionViewMadeBeforeTheRecording() throws {
        let timeline = try ZoetropeUIKit.record(viewController: Screen(), textMeasurer: CairoTextMeasurer()) { screen in
            screen.collectionView.layoutIfNeeded()
        }
        let cell = try #require(timeline.frame(at: 0).elements.first { $0.attributes.element.category == .cell })
        let title = try #require(labels(cell.content.subviews).first)
        #expect(title.shownText == "Cell #0")
    }
}
