import Foundation
import Testing
import ZoetropeCore
import ZoetropeUIKit

/// What UIKit tells a view as it comes on screen and lays out, as pagers and page controls
/// use it: a pager starts its timer when it enters a window and stops it when it leaves
/// (`willMove(toWindow:)`, `didMoveToWindow()`); a page control places its dots in
/// `layoutSublayers(of:)`; a button puts its title where its content alignment says.
@MainActor @Suite struct ViewLifecycleTests: OneCellPixels {
    typealias UIKitIndexPath = Foundation.IndexPath
    /// A view that notes each move to or from a window, with whether the window is there.
    final class WindowWatcher: UIView {
        nonisolated(unsafe) static var heard: [String] = []
        var name = ""
        override func willMove(toWindow newWindow: UIWindow?) {
            Self.heard.append("\(name) will \(newWindow == nil ? "leave" : "enter")")
        }
        override func didMoveToWindow() {
            Self.heard.append("\(name) did \(window == nil ? "leave" : "enter")")
        }
    }

    /// A cell whose content view holds a watcher.
    final class WatchedCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let watcher = WindowWatcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            watcher.name = "watcher"
            contentView.addSubview(watcher)
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class Rows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func aViewInACellEntersTheWindowWhenTheCellShowsAndLeavesItWhenTheCellGoes() throws {
        WindowWatcher.heard = []
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 100)
        let rows = Rows()
        var heardWhenShown: [String] = []
        _ = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout) { collectionView in
            collectionView.register(WatchedCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = rows
            collectionView.layoutIfNeeded()
            heardWhenShown = WindowWatcher.heard
            WindowWatcher.heard = []
            // Far enough that the first row's cell leaves the screen.
            collectionView.setContentOffset(CGPoint(x: 0, y: 1_000), animated: false)
            collectionView.layoutIfNeeded()
        }
        // Made by the dequeue outside any window, the cell's watcher hears nothing until the
        // cell shows; then it enters, told before and after.
        #expect(heardWhenShown == ["watcher will enter", "watcher did enter"])
        #expect(WindowWatcher.heard.contains("watcher will leave") && WindowWatcher.heard.contains("watcher did leave"), "\(WindowWatcher.heard)")
    }

    @Test func aTreeAddedUnderTheRecordedViewIsToldTopDownAndOneAddedOutsideAnyWindowIsNot() throws {
        WindowWatcher.heard = []
        let layout = UICollectionViewFlowLayout()
        var outside: [String] = []
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            let parent = WindowWatcher(), child = WindowWatcher()
            (parent.name, child.name) = ("parent", "child")
            parent.addSubview(child)
            let loose = UIView()
            loose.addSubview(parent)
            outside = WindowWatcher.heard
            collectionView.addSubview(parent)
            // Moved between two views of the same window: nothing to tell.
            let other = UIView()
            collectionView.addSubview(other)
            other.addSubview(parent)
        }
        #expect(outside.isEmpty)
        #expect(WindowWatcher.heard == ["parent will enter", "child will enter", "parent did enter", "child did enter"])
    }

    /// A page control's dots as such controls make them: one sublayer each, placed from the
    /// control's bounds when its layer lays out, whatever the bounds are by then.
    final class Dots: UIView {
        let dots = (0..<3).map { _ in CALayer() }
        override init(frame: CGRect) {
            super.init(frame: frame)
            for dot in dots {
                dot.backgroundColor = UIColor.red.cgColor
                layer.addSublayer(dot)
            }
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            let step = bounds.width / CGFloat(dots.count)
            for (index, dot) in dots.enumerated() {
                dot.frame = CGRect(x: step * (CGFloat(index) + 0.5) - 5, y: bounds.midY - 5, width: 10, height: 10)
            }
        }
    }

    @Test func aViewPlacesItsSublayersWhenItsLayerLaysOut() throws {
        BuiltCell.build = { contentView in
            // Made small; the cell's layout pass gives it the cell's width.
            let dots = Dots(frame: CGRect(x: 0, y: 0, width: 30, height: 100))
            contentView.addSubview(dots)
            dots.frame = CGRect(x: 0, y: 0, width: 210, height: 100)
        }
        let pixel = try pixels(recordOne(BuiltCell.self))
        // Dots at a sixth, a half and five sixths of 210 points, on the middle row.
        for x in [35, 105, 175] { #expect(isNear(pixel(x, 50), [255, 0, 0]), "dot at \(x): \(pixel(x, 50))") }
        #expect(isNear(pixel(70, 50), [255, 255, 255]), "\(pixel(70, 50))")
    }

    @Test func aButtonPutsItsTitleWhereItsContentAlignmentSays() throws {
        func darkColumns(_ alignment: UIControl.ContentHorizontalAlignment) throws -> [Int] {
            BuiltCell.build = { contentView in
                let button = UIButton(type: .system)
                button.setTitle("Go", for: .normal)
                button.setTitleColor(.black, for: .normal)
                button.contentHorizontalAlignment = alignment
                button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
                contentView.addSubview(button)
            }
            let pixel = try pixels(recordOne(BuiltCell.self))
            return (0..<200).filter { x in (30..<70).contains { y in pixel(x, y)[0] < 128 } }
        }
        let left = try darkColumns(.left), centre = try darkColumns(.center), right = try darkColumns(.right)
        #expect(!left.isEmpty && left.max()! < 40, "\(left)")
        #expect(!centre.isEmpty && centre.min()! > 80 && centre.max()! < 120, "\(centre)")
        #expect(!right.isEmpty && right.min()! > 160, "\(right)")
        // Leading is left in a left-to-right screen.
        #expect(try darkColumns(.leading) == left)
    }
}
