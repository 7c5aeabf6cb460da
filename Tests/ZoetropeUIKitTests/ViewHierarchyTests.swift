import Testing
import ZoetropeUIKit

/// Finding views by tag and ancestry, ordering subviews, and the calls a view hears as it
/// moves, as UIKit makes them.
@MainActor @Suite struct ViewHierarchyTests {
    /// A view that writes down each call it hears about its place in the hierarchy.
    final class Listening: UIView {
        var heard: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) { heard.append("willMove(\(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { heard.append("didMove") }
        override func didAddSubview(_ subview: UIView) { heard.append("didAdd") }
        override func willRemoveSubview(_ subview: UIView) { heard.append("willRemove") }
    }

    private func views(_ count: Int) -> [UIView] {
        (0..<count).map { index in
            let view = UIView()
            view.tag = index + 1
            return view
        }
    }

    @Test func aTagIsFoundInTheViewItselfThenDepthFirstThroughItsSubviews() {
        let root = UIView(), first = UIView(), deep = UIView(), second = UIView()
        first.tag = 1
        deep.tag = 2
        second.tag = 2
        root.addSubview(first)
        first.addSubview(deep)
        root.addSubview(second)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(2) === deep, "the first subview's own subviews come before the second subview")
        #expect(root.viewWithTag(3) == nil)
        #expect(deep.isDescendant(of: root) && deep.isDescendant(of: deep) && !root.isDescendant(of: deep) && !second.isDescendant(of: first))
    }

    @Test func subviewsAreReorderedAsUIKitOrdersThem() {
        let root = UIView()
        let (a, b, c) = { let v = views(3); return (v[0], v[1], v[2]) }()
        [a, b, c].forEach(root.addSubview)
        func order() -> [Int] { root.subviews.map(\.tag) }
        root.bringSubviewToFront(a)
        #expect(order() == [2, 3, 1])
        root.sendSubviewToBack(c)
        #expect(order() == [3, 2, 1])
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(order() == [1, 2, 3])
        root.insertSubview(c, belowSubview: a)
        #expect(order() == [3, 1, 2])
        root.insertSubview(c, aboveSubview: b)
        #expect(order() == [1, 2, 3])
        root.addSubview(a)
        #expect(order() == [2, 3, 1], "adding a subview again brings it to the front")
        root.bringSubviewToFront(UIView())
        #expect(order() == [2, 3, 1], "a view that is not a subview is left alone")
    }

    @Test func aViewHearsItsMoveAndItsSuperviewsHearWhatTheyGainAndLose() {
        let from = Listening(), to = Listening(), moving = Listening()
        from.addSubview(moving)
        #expect(from.heard == ["didAdd"] && moving.heard == ["willMove(view)", "didMove"])
        to.addSubview(moving)
        #expect(from.heard == ["didAdd", "willRemove"] && to.heard == ["didAdd"])
        to.bringSubviewToFront(moving)
        #expect(to.heard == ["didAdd"], "a reorder is not a move")
        moving.removeFromSuperview()
        #expect(to.heard == ["didAdd", "willRemove"])
        #expect(moving.heard == ["willMove(view)", "didMove", "willMove(view)", "didMove", "willMove(nil)", "didMove"])
    }

    /// A view refers to its superview, and a layer to its view, without owning them (not weak,
    /// which costs every view a side table): a superview that goes away, or a view whose layer
    /// is kept, leaves nothing dangling.
    @Test func aSubviewOutlivingItsSuperviewHasNoneAndALayerOutlivingItsViewHasNone() {
        let child = UIView()
        weak var gone: UIView?
        do {
            let parent = UIView()
            parent.addSubview(child)
            gone = parent
            #expect(child.superview === parent)
        }
        #expect(gone == nil, "the superview was let go")
        #expect(child.superview == nil)
        #expect(!child.isDescendant(of: UIView()))

        var layer: CALayer?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
            view.isHidden = true
            layer = view.layer
        }
        // Its view gone, the layer answers as a layer of its own: hidden no more (the view's
        // state went with it), and settable.
        #expect(layer?.isHidden == false)
        layer?.isHidden = true
        layer?.opacity = 0.5
        #expect(layer?.isHidden == true)
    }

    /// A view's layer is of its class's `layerClass`, made once when the view is.
    @Test func aViewsLayerIsOfItsClassesLayerClass() {
        final class Gradient: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        #expect(Gradient().layer is CAGradientLayer)
        #expect(type(of: UIView().layer) == CALayer.self)
    }
}

