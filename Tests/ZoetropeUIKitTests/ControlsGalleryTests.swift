import Foundation
import Testing
import ZoetropeCairo
import ZoetropeTesting
import ZoetropeUIKit
import ZoetropeTestSupport

/// The picture docs/bring-your-own-layout.md shows of the controls ZoetropeUIKit draws: rows of
/// a grouped list holding each `UIButton.Configuration` style, the sizes and corner styles, a
/// settings row's switch, a segmented control, a slider over a progress bar, a stepper, a page
/// control and a spinner, placed by Auto Layout from their intrinsic sizes. The picture is a
/// golden (`docs/images/uikit-controls.png`): a change to how a control is drawn fails here
/// until it is recorded again on purpose (`ZOETROPE_RECORD=1`) and looked at.
@MainActor @Suite struct ControlsGalleryTests {
    /// One row: its height and what fills its content view.
    nonisolated(unsafe) static var rows: [(height: CGFloat, build: (UIView) -> Void)] = []

    final class Row: UICollectionViewCell {
        func build(_ index: Int) {
            contentView.subviews.forEach { $0.removeFromSuperview() }
            contentView.backgroundColor = .white
            ControlsGalleryTests.rows[index].build(contentView)
        }
    }

    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { ControlsGalleryTests.rows.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! Row
            cell.build(indexPath.item)
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: Foundation.IndexPath) -> CGSize {
            CGSize(width: 358, height: ControlsGalleryTests.rows[indexPath.item].height)
        }
    }

    /// Views placed side by side from the leading edge, centred down the row, `spacing` apart.
    static func line(_ views: [UIView], in row: UIView, spacing: CGFloat = 8) {
        var previous: UIView?
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
            NSLayoutConstraint.activate([
                view.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: spacing) }
                    ?? view.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            ])
            previous = view
        }
    }

    static func button(_ configuration: UIButton.Configuration, _ title: String, change: (inout UIButton.Configuration) -> Void = { _ in }) -> UIButton {
        var configuration = configuration
        configuration.title = title
        change(&configuration)
        return UIButton(configuration: configuration)
    }

    /// A small picture made in code, as an app draws an icon without an asset catalogue.
    static let star = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
        let path = UIBezierPath()
        for k in 0..<10 {
            let radius: CGFloat = k % 2 == 0 ? 8 : 3.4
            let angle = CGFloat(k) * .pi / 5 - .pi / 2
            let point = CGPoint(x: 8 + radius * cos(angle), y: 8.5 + radius * sin(angle))
            if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        UIColor.white.setFill()
        path.fill()
    }

    static func record() throws -> RasterImage {
        rows = [
            (56, { row in line([button(.plain(), "Plain"), button(.gray(), "Gray"), button(.tinted(), "Tinted"), button(.filled(), "Filled")], in: row) }),
            (56, { row in
                line([button(.filled(), "Mini") { $0.buttonSize = .mini }, button(.filled(), "Small") { $0.buttonSize = .small },
                      button(.filled(), "Capsule") { $0.cornerStyle = .capsule },
                      button(.filled(), "Star") { $0.image = star; $0.imagePadding = 6; $0.baseBackgroundColor = .systemOrange }], in: row)
            }),
            (72, { row in
                let disabled = button(.filled(), "Off")
                disabled.isEnabled = false
                line([button(.borderedProminent(), "Large") { $0.buttonSize = .large },
                      button(.tinted(), "Follow") { $0.subtitle = "12 new posts"; $0.titlePadding = 2; $0.baseBackgroundColor = .systemPink; $0.baseForegroundColor = .systemPink },
                      disabled], in: row)
            }),
            (52, { row in
                let title = UILabel()
                title.text = "Airplane Mode"
                let toggle = UISwitch()
                toggle.isOn = true
                let off = UISwitch()
                for part in [title, toggle, off] as [UIView] {
                    part.translatesAutoresizingMaskIntoConstraints = false
                    row.addSubview(part)
                }
                NSLayoutConstraint.activate([
                    title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                    title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    off.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                    off.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    toggle.trailingAnchor.constraint(equalTo: off.leadingAnchor, constant: -12),
                    toggle.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                ])
            }),
            (52, { row in
                let control = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
                control.selectedSegmentIndex = 1
                control.frame = CGRect(x: 16, y: 10, width: 326, height: 32)
                row.addSubview(control)
            }),
            (64, { row in
                let slider = UISlider(frame: CGRect(x: 16, y: 6, width: 326, height: 31))
                slider.value = 0.35
                let progress = UIProgressView(progressViewStyle: .default)
                progress.frame = CGRect(x: 16, y: 48, width: 326, height: 4)
                progress.progress = 0.7
                row.addSubview(slider)
                row.addSubview(progress)
            }),
            (56, { row in
                let stepper = UIStepper()
                stepper.value = 3
                let pages = UIPageControl()
                pages.numberOfPages = 5
                pages.currentPage = 2
                pages.pageIndicatorTintColor = .systemGray4
                pages.currentPageIndicatorTintColor = .systemBlue
                let spinner = UIActivityIndicatorView(style: .medium)
                spinner.startAnimating()
                line([stepper, pages, spinner], in: row, spacing: 16)
            }),
        ]
        let source = Source()
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 1
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 390, height: 466), collectionViewLayout: layout) { collectionView in
            collectionView.backgroundColor = .systemGroupedBackground
            collectionView.register(Row.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = source
            collectionView.delegate = source
            collectionView.layoutIfNeeded()
            collectionView.pause(for: 0.1)
        }
        return try FrameRenderer(scale: 2).render(timeline.frame(at: 0))
    }

    @Test func theControlsPictureInTheDocsIsWhatTheRecordingMakes() throws {
        try AnimationGoldens(directory: packageRoot + "/docs/images", scale: 2, geometryTolerance: nil).check(try Self.record(), named: "uikit-controls")
    }
}
