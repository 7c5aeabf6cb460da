import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit
import ZoetropeTestSupport

/// SF Symbols cannot ship here: `UIImage(systemName:)` gives an image of the symbol's size,
/// drawn as a stand-in in its view's tint, or as the app's own picture for the name.
@MainActor @Suite struct SymbolImageTests: OneCellPixels {
    @Test func aSymbolIsNeverNilAndIsSizedByItsConfiguration() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage && star.symbolName == "star.fill")
        // 1.2 times the body style's 17 points at the medium scale.
        #expect(star.size == CGSize(width: 20, height: 20))
        let large = try #require(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)))
        #expect(large.size == CGSize(width: 47, height: 47))
        let title = try #require(UIImage(systemName: "heart")?.withConfiguration(UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(title.size == CGSize(width: 41, height: 41), "the large title's 34 points")
        #expect(title.symbolName == "heart")
        // A picture that is not a symbol is not one.
        #expect(!UIImage().isSymbolImage)
    }

    @Test func theStandInIsDrawnInTheImageViewsTintAndListed() throws {
        let symbols = SymbolPictures()
        BuiltCell.build = { view in
            let imageView = UIImageView(image: UIImage(systemName: "trash"))
            imageView.frame = CGRect(x: 50, y: 20, width: 60, height: 60)
            imageView.tintColor = .red
            view.addSubview(imageView)
        }
        let at = try pixels(recordOne(BuiltCell.self, symbols: symbols))
        // The rounded square's left edge, half way down, and its diagonal through the middle.
        #expect(isNear(at(51, 50), [255, 0, 0]), "\(at(51, 50))")
        #expect(isNear(at(80, 50), [255, 0, 0]), "\(at(80, 50))")
        // Off the lines, the cell's white.
        #expect(at(65, 40) == [255, 255, 255, 255])
        #expect(symbols.standIns == ["trash"])
    }

    @Test func anAppsPictureForASymbolIsDrawnInItsPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A filled circle, as an app's exported icon.
        let circle = #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="10" fill="black"/></svg>"#
        try circle.write(toFile: folder + "/star.fill.svg", atomically: true, encoding: .utf8)
        let symbols = try SymbolPictures(folder: folder)
        #expect(symbols.names == ["star.fill"])
        BuiltCell.build = { view in
            for (index, name) in ["star.fill", "heart"].enumerated() {
                let imageView = UIImageView(image: UIImage(systemName: name))
                imageView.frame = CGRect(x: 20 + 100 * CGFloat(index), y: 20, width: 60, height: 60)
                imageView.tintColor = .blue
                view.addSubview(imageView)
            }
        }
        let at = try pixels(recordOne(BuiltCell.self, symbols: symbols))
        #expect(isNear(at(50, 50), [0, 0, 255]), "the circle's middle, in the tint: \(at(50, 50))")
        #expect(at(22, 22) == [255, 255, 255, 255], "outside the circle")
        #expect(symbols.standIns == ["heart"])
    }

    @Test func aFolderOfPicturesIsCheckedFileByFile() throws {
        #expect(throws: UIKitRecordingError.self) { try SymbolPictures(folder: "/nonexistent/symbols") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "<svg/>".write(toFile: folder + "/bell.svg", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/images/landscape.png", toPath: folder + "/bell@2x.png")
        #expect(throws: UIKitRecordingError.self) { try SymbolPictures(folder: folder) }
        do { _ = try SymbolPictures(folder: folder) } catch {
            #expect("\(error)".contains("bell@2x.png: a second picture for the symbol \"bell\""), "\(error)")
        }
        try FileManager.default.removeItem(atPath: folder + "/bell.svg")
        try "not a png".write(toFile: folder + "/gear.png", atomically: true, encoding: .utf8)
        do { _ = try SymbolPictures(folder: folder) } catch {
            #expect("\(error)".contains("gear.png: neither a PNG nor a JPEG file"), "\(error)")
        }
        try FileManager.default.removeItem(atPath: folder + "/gear.png")
        #expect(try SymbolPictures(folder: folder).names == ["bell"], "a scale suffix is not part of the name")
    }

    /// As settings screens write it: a list cell's content configuration with a symbol image.
    @Test func aListCellsSymbolSitsAtTheLeadingMarginWithTheTextPastIt() throws {
        let (cell, margin) = try listCell { _ in }
        let symbol = try #require(cell.content.subviews.first)
        let placed = symbol.frame.rect(in: cell.attributes.frame.size)
        #expect(placed.minX == margin && placed.size == Size(width: 20, height: 20))
        #expect(abs(placed.midY - cell.attributes.frame.height / 2) < 0.001, "centred across the row")
        #expect(symbol.content.drawing != nil, "the stand-in, drawn as vectors")
    }

    /// As article lists write it: the symbol at the text's font, large, and a padding of their own.
    @Test func aListCellsImagePropertiesSizeTheSymbolAndThePaddingPlacesTheText() throws {
        let plain = try listCell { _ in }
        let (cell, margin) = try listCell { content in
            content.imageProperties.preferredSymbolConfiguration = .init(font: content.textProperties.font, scale: .large)
            content.imageToTextPadding = 30
        }
        #expect(margin == plain.margin)
        let placed = try #require(cell.content.subviews.first).frame.rect(in: cell.attributes.frame.size)
        // The body's 17 points, 1.2 times, 1.3 times for the large scale: 27.
        #expect(placed.size == Size(width: 27, height: 27))
        #expect(try #require(cell.content.label).insets.left == margin + 27 + 30)
    }

    /// A one-row inset grouped list whose cell shows "Wi-Fi" with the "wifi" symbol, its content
    /// changed by `change`; the cell, and its leading margin (where the text would start).
    private func listCell(_ change: @escaping (inout UIListContentConfiguration) -> Void) throws -> (cell: FrameElement, margin: Double) {
        var source: UICollectionViewDiffableDataSource<Int, String>!
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout) { collectionView in
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                content.image = UIImage(systemName: "wifi")
                change(&content)
                cell.contentConfiguration = content
            }
            source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Wi-Fi"])
            source.apply(snapshot, animatingDifferences: false)
        }
        let cell = try #require(timeline.frame(at: 0).elements.first { $0.attributes.element == .cell(IndexPath(item: 0, section: 0)) })
        let margin = try #require(cell.content.subviews.first).frame.rect(in: cell.attributes.frame.size).minX
        #expect(margin > 0)
        return (cell, margin)
    }
}
