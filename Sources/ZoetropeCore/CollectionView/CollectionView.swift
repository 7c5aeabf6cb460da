/// A headless `UICollectionView`: data, a layout and bounds, and the batch updates that turn
/// one state into the next as an animated `Transition`.
///
/// ```swift
/// var view = try CollectionView(snapshot: snapshot, layout: FlowLayout(), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
/// let transition = try view.performBatchUpdates(BatchUpdate(deletedItems: [IndexPath(item: 1, section: 0)]))
/// ```
public struct CollectionView: Sendable {
    public private(set) var snapshot: CollectionSnapshot
    public private(set) var layout: any CollectionLayout
    public private(set) var bounds: Rect
    /// How far each orthogonally scrolling section (a compositional layout's carousel) is
    /// scrolled, by section identity.
    package private(set) var orthogonalOffsets: [SectionID: Double] = [:]
    /// Measures wrapping labels (for self-sizing and for the lines drawn).
    public let textMeasurer: any TextMeasuring
    /// The screen's pixels per point, which layouts round their frames to (nil: exact).
    public let displayScale: Double?
    /// What the screen's corners, sensor housing and home indicator cover (UIKit's
    /// `safeAreaInsets`); a rotation (`setBounds(_:safeAreaInsets:…)`) changes it.
    public private(set) var safeAreaInsets: EdgeInsets
    /// The collection view's own layout margins, inside the safe area; nil for the system's.
    public let layoutMargins: DirectionalEdgeInsets?
    /// Room the app adds around the content to scroll into (`UIScrollView.contentInset`): a
    /// scroll rests from minus the top and left insets to the content's far edge plus the
    /// bottom and right ones, and `scrollToItem` puts an item's top (or left) edge below the
    /// top (or right of the left) inset. A carousel insets its first and last item to the
    /// middle this way. The layout is not affected. Zero by default.
    public var contentInset: EdgeInsets = .zero
    /// Measures content the app sizes itself (a self-sizing cell laid out by Auto Layout).
    package let contentMeasurer: (any ContentMeasuring)?
    /// Which way the interface reads. When it is not the way a layout that flips
    /// (`flipsHorizontallyInOppositeLayoutDirection`) was written for (right to left, for
    /// the usual left-to-right layout), the layout is shown through a `MirroredLayout`, as UIKit
    /// mirrors it; `layout` is then that wrapper, and `layout.unmirrored` the layout given.
    public let layoutDirection: Appearance.Direction
    /// Lines measured so far; shared by copies of this collection view.
    package let textLayoutCache = TextLayoutCache()

    /// A collection view showing `snapshot`, its layout prepared.
    ///
    /// - Parameter snapshot: the sections and items shown.
    /// - Parameter layout: where they go; prepared here for `bounds`.
    /// - Parameter bounds: the visible rectangle: its size is the collection view's, its
    ///   origin the content offset.
    /// - Parameter textMeasurer: measures wrapping labels; pass the rendering backend's (the
    ///   Cairo backend's `CairoTextMeasurer`) so that text fits as drawn. The default
    ///   approximates DejaVu Sans.
    /// - Parameter displayScale: the screen's pixels per point, which a compositional layout
    ///   rounds its frames to, as UIKit does; nil keeps exact fractions.
    /// - Parameter safeAreaInsets: what the screen covers at each edge (a phone in landscape:
    ///   47 points left and right); a compositional layout's sections stay inside it across
    ///   the scroll direction.
    /// - Parameter layoutMargins: the collection view's layout margins, measured from inside
    ///   the safe area; nil for the system's (16 points each side, 20 from 414 points of width).
    /// - Parameter contentMeasurer: measures content with a `measurementKey` at the size a
    ///   layout proposes for a self-sizing item; nil measures every item from its label.
    /// - Parameter layoutDirection: which way the interface reads; right to left mirrors a
    ///   layout that flips. `bounds` is taken as given (see `startAtLeadingEdge()`).
    /// - Throws: `UpdateError` with reason `.duplicateIdentity` when two items or two sections
    ///   share an identity.
    public init(snapshot: CollectionSnapshot, layout: any CollectionLayout, bounds: Rect,
                textMeasurer: any TextMeasuring = ApproximateTextMeasurer(), displayScale: Double? = nil,
                safeAreaInsets: EdgeInsets = .zero, layoutMargins: DirectionalEdgeInsets? = nil,
                contentMeasurer: (any ContentMeasuring)? = nil, layoutDirection: Appearance.Direction = .leftToRight) throws(UpdateError) {
        if let duplicate = snapshot.firstDuplicateIdentity() {
            throw UpdateError(.duplicateIdentity(duplicate))
        }
        self.snapshot = snapshot
        self.layoutDirection = layoutDirection
        self.layout = Self.shown(layout, direction: layoutDirection)
        self.bounds = bounds
        self.textMeasurer = textMeasurer
        self.displayScale = displayScale
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.contentMeasurer = contentMeasurer
        self.layout.prepare(for: context)
    }

    /// `layout` as this collection view shows it: mirrored when the layout flips and the
    /// interface reads the other way from the one it was written for, as written otherwise.
    private static func shown(_ layout: any CollectionLayout, direction: Appearance.Direction) -> any CollectionLayout {
        let written = layout.unmirrored
        guard written.flipsHorizontallyInOppositeLayoutDirection, direction != written.developmentLayoutDirection else { return written }
        return MirroredLayout(written)
    }

    /// Whether the content's leading end is its right one: a layout mirrored for a
    /// right-to-left interface.
    package var leadsFromTheRight: Bool { layoutDirection == .rightToLeft && layout is MirroredLayout }

    /// Takes the horizontal offset as counted from the leading edge: right to left, with a
    /// mirrored layout, an offset of 0 shows the right end of content wider than the bounds,
    /// as a horizontally scrolling collection view starts there in UIKit. Left to right, or
    /// with a layout that does not flip, nothing changes.
    package mutating func startAtLeadingEdge() {
        guard leadsFromTheRight else { return }
        let x = Swift.max(-contentInset.left, contentSize.width - bounds.maxX)
        guard x != bounds.minX else { return }
        bounds.origin.x = x
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) { layout.prepare(for: context) }
    }

    /// What the layout is told about the collection.
    package var context: LayoutContext {
        var context = LayoutContext(bounds: bounds, snapshot: snapshot)
        context.textMeasurer = textMeasurer
        context.contentMeasurer = contentMeasurer
        context.textLayoutCache = textLayoutCache
        context.orthogonalOffsets = orthogonalOffsets
        context.displayScale = displayScale
        context.safeAreaInsets = safeAreaInsets
        context.layoutMargins = layoutMargins
        return context
    }

    /// Whether content written left to right is mirrored as drawn (`ElementContent.mirroredForRightToLeft()`):
    /// a fixture's, in a right-to-left appearance. Views the UIKit layer lays out place their
    /// own content, and are not.
    package var mirrorsContent = false

    /// `content` ready to draw in an element of `size`: a wrapping label gets its lines (at
    /// most its maximum, the last cut short with an ellipsis), a single line is cut short when
    /// it is wider than the element inside its insets; each subview's label is laid out so at
    /// the subview's size there. Mirrored last, when `mirrorsContent` says so.
    package func displayContent(_ content: ElementContent, size: Size) -> ElementContent {
        let laidOut = leftToRightContent(content, size: size)
        return mirrorsContent ? laidOut.mirroredForRightToLeft() : laidOut
    }

    private func leftToRightContent(_ content: ElementContent, size: Size) -> ElementContent {
        let width = size.width
        var result = content
        // Made only for text: most cells have none, and a context is a copy of the counts.
        lazy var context = self.context
        if !content.subviews.isEmpty {
            result.subviews = content.subviews.map { subview in
                var placed = subview
                let rect = subview.frame.rect(in: size)
                placed.content = leftToRightContent(subview.content, size: rect.size)
                // A label centres its lines vertically in its frame, as UILabel draws them.
                placed.content.label?.centresLinesVertically = true
                return placed
            }
        }
        if !content.accessories.isEmpty, let measurer = context.textMeasurer {
            // Accessories in UIKit's order, leading to trailing: the last at the trailing edge,
            // each one before it to its left, 8 points apart.
            var used = 0.0
            for index in result.accessories.indices.reversed() {
                var accessory = result.accessories[index]
                accessory.insets.right += used
                accessory.alignment = .trailing
                used += measurer.width(of: accessory.text, font: accessory.font) + 8
                result.accessories[index] = accessory
            }
        }
        if var icon = result.icon {
            // The text starts past the icon; the glyph is centred in it.
            let textStart = icon.leadingInset + icon.size + icon.spacing
            if result.label != nil { result.label!.insets.left = Swift.max(result.label!.insets.left, textStart) }
            if result.secondaryLabel != nil { result.secondaryLabel!.insets.left = Swift.max(result.secondaryLabel!.insets.left, textStart) }
            if let glyph = icon.glyph, !glyph.isEmpty, let measurer = context.textMeasurer {
                var label = Label(text: glyph, color: icon.glyphColor, fontSize: (icon.size * 0.55).rounded(), weight: .bold, alignment: .leading,
                                  insets: .zero)
                label.insets.left = icon.leadingInset + (icon.size - measurer.width(of: glyph, font: label.font)) / 2
                icon.glyphLabel = label
            }
            result.icon = icon
        }
        if var secondary = result.secondaryLabel {
            // Two lines centred together: the label above, the secondary text below, 2 points apart.
            secondary.fittedText = context.fittedText(of: secondary, elementWidth: width)
            if let label = result.label, !label.wraps {
                let gap = 2.0
                secondary.verticalOffset += (label.font.lineHeight + gap) / 2
                result.label?.verticalOffset -= (secondary.font.lineHeight + gap) / 2
            }
            result.secondaryLabel = secondary
        }
        guard var label = result.label else { return result }
        if label.wraps {
            if let lines = context.wrappedLines(of: label, elementWidth: width), let measurer = context.textMeasurer {
                label.lines = TextLayout.limited(lines, to: label.maximumLines, font: label.font,
                                                 width: Swift.max(1, width - label.insets.horizontal), measurer: measurer)
            }
        } else {
            label.fittedText = context.fittedText(of: label, elementWidth: width)
        }
        result.label = label
        return result
    }

    /// Replaces what `element` shows, keeping where it is and who it is: a live view that the
    /// app or its layout changed since its content was read (the UIKit layer), drawn so from
    /// the next step on. A supplementary view's content is its section's for its kind; a
    /// decoration view's is its own. Nothing happens for an element the data does not have.
    package mutating func replaceContent(of element: ElementID, with content: ElementContent) {
        let path = element.indexPath
        switch element {
        case .cell:
            guard snapshot.item(at: path) != nil else { return }
            snapshot.sections[path.section].items[path.item].content = content
        case .supplementary(let kind, _):
            guard snapshot.sections.indices.contains(path.section) else { return }
            snapshot.sections[path.section].supplementaryContent[kind] = content
        case .decoration(let kind, _):
            guard snapshot.sections.indices.contains(path.section) else { return }
            snapshot.sections[path.section].decorationItemContent[kind, default: [:]][path.item] = content
        }
    }

    /// The attributes of every element in the visible rectangle, in layout order.
    package var visibleAttributes: [LayoutAttributes] {
        layout.layoutAttributesForElements(in: bounds)
    }

    /// A step in which nothing changes, lasting `duration` seconds: every visible element
    /// stays where it is.
    package func stillTransition(duration: Double) -> Transition {
        let timing = Timing(curve: .linear, duration: duration)
        let tracks = visibleAttributes.map { attributes in
            Track(identity: snapshot.identity(for: attributes.element, in: layout), element: attributes.element, role: .staying,
                  reason: nil, from: attributes, to: attributes, timing: timing,
                  content: displayContent(snapshot.content(for: attributes.element) ?? .placeholder, size: attributes.frame.size))
        }
        return Transition(tracks: tracks, duration: duration, timing: timing, oldBounds: bounds, newBounds: bounds)
    }

    /// Applies `update` and returns how every visible element animates, calling the layout's
    /// hooks in UIKit's order (docs/uikit-behaviour.md#call-order).
    ///
    /// Each element visible before or after the update gets a track. Its end points come from
    /// an effect rule matching its reason when there is one, else from the layout's initial or
    /// final attributes when the layout gives them, else UIKit's default: appearing elements
    /// fade in where they land, disappearing ones fade out where they were, and the rest glide
    /// from their old attributes to their new ones.
    ///
    /// - Throws: `UpdateError` when the batch is invalid; the collection view is then unchanged.
    ///
    /// - Parameter update: the batch, in UIKit's index paths (deletes and reloads before the
    ///   update, inserts after it, moves from before to after).
    /// - Parameter animation: its timing, effects and stagger.
    /// - Parameter dataAfter: the data after the update, as UIKit's data source would give it;
    ///   the batch is then checked against it as UIKit checks it. Without it, the data follows
    ///   from the batch (see `BatchUpdate.applied(to:dataAfter:)`).
    /// - Parameter target: where to scroll in the same animation (a chat inserting a message
    ///   and scrolling to it), resolved against the layout after the update; nil keeps the
    ///   offset, pulled back within the content if the content shrank, as UIKit does.
    public mutating func performBatchUpdates(_ update: BatchUpdate, dataAfter: CollectionSnapshot? = nil,
                                             animation: UpdateAnimation = UpdateAnimation(),
                                             scrollingTo target: ScrollTarget? = nil) throws(UpdateError) -> Transition
    {
        return transition(to: try update.applied(to: snapshot, dataAfter: dataAfter), animation: animation, scrollingTo: target)
    }

    /// `performBatchUpdates` for a caller that validated the batch itself (`plan`) and built
    /// `dataAfter` from that plan, keeping the identity of what the plan keeps and giving new
    /// ones to what it inserts: the UIKit layer, which must check the batch against its data
    /// source before anything else. The plan is not worked out again, and the identities are
    /// checked only in debug builds.
    package mutating func performValidatedBatchUpdates(_ update: BatchUpdate, plan: UpdatePlan, dataAfter: CollectionSnapshot,
                                                       animation: UpdateAnimation = UpdateAnimation()) throws(UpdateError) -> Transition {
        assert((try? update.applied(to: snapshot, dataAfter: dataAfter)) != nil, "the UIKit layer's data after a batch does not follow its plan")
        return transition(to: AppliedUpdate(snapshot: dataAfter, plan: plan), animation: animation, scrollingTo: nil)
    }

    /// Shows `newSnapshot`, animating the difference as one step: elements are followed by
    /// identity, so what moves glides, what changes content cross-fades (as a reload), and
    /// what comes and goes appears and disappears. The layout's hooks are called as for a
    /// batch holding those changes.
    ///
    /// - Throws: `UpdateError` with reason `.duplicateIdentity` when `newSnapshot` repeats an
    ///   identity.
    public mutating func apply(_ newSnapshot: CollectionSnapshot, animation: UpdateAnimation = UpdateAnimation(),
                               scrollingTo target: ScrollTarget? = nil) throws(UpdateError) -> Transition
    {
        if let duplicate = newSnapshot.firstDuplicateIdentity() {
            throw UpdateError(.duplicateIdentity(duplicate))
        }
        return transition(to: AppliedUpdate(snapshot: newSnapshot, plan: snapshot.singleChangePlan(to: newSnapshot)), animation: animation,
                          scrollingTo: target)
    }

    /// Applies a diffable data source snapshot: UIKit's `apply(_:animatingDifferences:)`.
    ///
    /// Items and sections are followed by identity, as `apply(_:)` follows them, but only the
    /// items `snapshot` marks with `reloadItems` are replaced by new cells (a cross-fade, and
    /// the `reloaded` reason); items marked with `reconfigureItems`, and items whose content
    /// changed unmarked, keep their cells and show the new content in place while they move.
    /// Without `animatingDifferences` the step takes no time.
    ///
    /// - Throws: `UpdateError` with reason `.duplicateIdentity` when the snapshot repeats an identity.
    public mutating func apply(_ snapshot: DiffableDataSourceSnapshot, animatingDifferences: Bool = true,
                               animation: UpdateAnimation = UpdateAnimation(), scrollingTo scrollTarget: ScrollTarget? = nil) throws(UpdateError) -> Transition {
        let target = snapshot.collectionSnapshot
        if let duplicate = target.firstDuplicateIdentity() {
            throw UpdateError(.duplicateIdentity(duplicate))
        }
        var plan = self.snapshot.singleChangePlan(to: target)
        let marked = Set(snapshot.reloadedItemIdentifiers)
        func id(_ data: CollectionSnapshot, _ path: IndexPath) -> ItemID? { data.item(at: path)?.id }
        // Reloads the diff found by content alone become updates in place.
        for (old, new) in plan.reloadedItems where !(id(target, new).map(marked.contains) ?? false) {
            plan.reloadedItems[old] = nil
            plan.mapping.newIndexPathForOld[old.section][old.item] = new
            plan.mapping.oldIndexPathForNew[new.section][new.item] = old
            plan.updateItems.removeAll { $0.action == .reload && $0.indexPathBeforeUpdate == .item(old) }
        }
        // Items marked for reload are replaced even when their content is the same.
        for (s, section) in target.sections.enumerated() {
            for (i, item) in section.items.enumerated() where marked.contains(item.id) {
                let new = IndexPath(item: i, section: s)
                guard let old = plan.mapping.oldIndexPath(forNew: new) else { continue }
                plan.reloadedItems[old] = new
                plan.mapping.newIndexPathForOld[old.section][old.item] = nil
                plan.mapping.oldIndexPathForNew[new.section][new.item] = nil
                plan.updateItems.append(UpdateItem(action: .reload, before: .item(old), after: .item(new)))
            }
        }
        var animation = animation
        if !animatingDifferences { animation.timing = Timing(curve: .linear, duration: 0) }
        return transition(to: AppliedUpdate(snapshot: target, plan: plan), animation: animation, scrollingTo: scrollTarget)
    }

    /// Changes the visible rectangle (a scroll, a rotation, a resize), animating what moves.
    ///
    /// When the layout asks to be invalidated for the change (a flow layout does when the
    /// length across its scroll direction changes), it is prepared again for the new bounds
    /// between `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`;
    /// elements that come or go because of it say `boundsChanged`. Otherwise only the content
    /// offset moves.
    ///
    /// - Parameter newBounds: the visible rectangle after the change.
    /// - Parameter animation: its timing, effects and stagger.
    /// - Parameter target: where the scroll comes to rest, resolved against the layout for
    ///   the new size (`newBounds.origin` is then ignored): an offset clamped to the content,
    ///   or an item at a `ScrollPosition`.
    /// - Parameter newSafeArea: the safe area after the change (a rotation moves the sensor
    ///   housing to a side); nil keeps it. A new safe area lays the content out again.
    public mutating func setBounds(_ newBounds: Rect, safeAreaInsets newSafeArea: EdgeInsets? = nil,
                                   animation: UpdateAnimation = UpdateAnimation(),
                                   scrollingTo target: ScrollTarget? = nil) -> Transition {
        let oldView = self
        let oldBounds = bounds
        var invalidates = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        if let newSafeArea, newSafeArea != safeAreaInsets {
            safeAreaInsets = newSafeArea
            invalidates = true
        }
        bounds = newBounds
        if invalidates {
            layout.prepare(for: context)
            layout.prepare(forAnimatedBoundsChange: oldBounds)
        }
        if let target, let origin = restingOffset(for: target), origin != bounds.origin {
            bounds.origin = origin
            // Where the scroll comes to rest is known only now: a layout that depends on the
            // offset (pinned headers) is prepared for it, or the next step starts from stale places.
            if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
                layout.prepare(for: context)
                if !invalidates { layout.prepare(forAnimatedBoundsChange: oldBounds) }
                invalidates = true
            }
        }
        let newBounds = bounds
        var builder = Self.boundsChangeBuilder(from: oldView, oldBounds: oldBounds, newBounds: newBounds, animation: animation)
        var transition = builder.build(newLayout: &layout)
        if invalidates { layout.finalizeAnimatedBoundsChange() }
        if oldBounds.size == newBounds.size {
            pinViews(in: &transition, oldLayout: oldView.layout, from: oldBounds, to: newBounds)
        }
        return transition
    }

    /// Scrolls the section `section` across the layout's scroll direction to `offset` points
    /// (a carousel of a compositional layout), animating its cells: UIKit's orthogonal
    /// scroll view's `setContentOffset(_:animated:)`. Cells that come into view glide in from
    /// where they were, as they do under a finger; the reason for any that come or go is
    /// `boundsChanged`.
    ///
    /// The layout is prepared again with the new offset; other layouts ignore it.
    public mutating func setOrthogonalOffset(_ offset: Double, forSection section: SectionID,
                                             animation: UpdateAnimation = UpdateAnimation()) -> Transition {
        let oldView = self
        orthogonalOffsets[section] = offset
        layout.prepare(for: context)
        var builder = Self.boundsChangeBuilder(from: oldView, oldBounds: bounds, newBounds: bounds, animation: animation)
        return builder.build(newLayout: &layout)
    }

    /// A builder for a change of what is visible with the data unchanged (a scroll, a resize,
    /// a carousel's scroll): what comes, goes or moves says `boundsChanged`.
    private static func boundsChangeBuilder(from oldView: CollectionView, oldBounds: Rect, newBounds: Rect,
                                            animation: UpdateAnimation) -> TransitionBuilder {
        let snapshot = oldView.snapshot
        var builder = TransitionBuilder(
            oldSnapshot: snapshot, newSnapshot: snapshot, oldLayout: oldView.layout, oldBounds: oldBounds, newBounds: newBounds,
            applied: AppliedUpdate(snapshot: snapshot, plan: UpdatePlan.unchanged(snapshot)), animation: animation)
        builder.displayContent = { oldView.displayContent($0, size: $1) }
        builder.unexplainedReason = .boundsChanged
        builder.unexplainedMoveReason = .boundsChanged
        return builder
    }

    /// Switches to `newLayout`, animating every element from where the old layout put it to
    /// where the new one does (UIKit's `setCollectionViewLayout(_:animated:)`).
    ///
    /// Calls `prepareForTransition(to:)` on the old layout and `prepareForTransition(from:)`
    /// on the new, then `finalizeLayoutTransition()` on both once the attributes are gathered.
    /// Elements only one layout shows say `layoutChanged`: the old layout gives the final
    /// attributes of those that leave, the new one the initial attributes of those that come.
    /// The content offset is kept, clamped to the new content.
    ///
    /// - Parameter newLayout: the layout to switch to; prepared here.
    /// - Parameter animation: its timing, effects and stagger.
    /// - Parameter targetContentOffset: where the new layout wants the offset, given the one
    ///   proposed (UIKit's `targetContentOffset(forProposedContentOffset:)`); nil keeps the
    ///   proposal. A layout that depends on the offset is prepared again for where it lands.
    public mutating func setCollectionViewLayout(_ newLayout: any CollectionLayout, animation: UpdateAnimation = UpdateAnimation(),
                                                 targetContentOffset: ((Point) -> Point)? = nil) -> Transition {
        let oldView = self
        var outgoing = layout
        var incoming = Self.shown(newLayout, direction: layoutDirection)
        let oldBounds = bounds
        incoming.prepare(for: context)
        outgoing.prepareForTransition(to: incoming)
        incoming.prepareForTransition(from: outgoing)
        let content = incoming.collectionViewContentSize
        bounds.origin = Point(x: Swift.max(0, Swift.min(bounds.minX, content.width - bounds.width)),
                              y: Swift.max(0, Swift.min(bounds.minY, content.height - bounds.height)))
        if let targetContentOffset {
            bounds.origin = targetContentOffset(bounds.origin)
            if bounds != oldBounds && incoming.shouldInvalidateLayout(forBoundsChange: bounds) { incoming.prepare(for: context) }
        }
        var builder = TransitionBuilder(
            oldSnapshot: snapshot, newSnapshot: snapshot, oldLayout: outgoing, oldBounds: oldBounds, newBounds: bounds,
            applied: AppliedUpdate(snapshot: snapshot, plan: UpdatePlan.unchanged(snapshot)), animation: animation)
        builder.displayContent = { oldView.displayContent($0, size: $1) }
        builder.unexplainedReason = .layoutChanged
        builder.unexplainedMoveReason = .layoutChanged
        builder.finalsFromOldLayout = true
        let transition = builder.build(newLayout: &incoming)
        outgoing.finalizeLayoutTransition()
        incoming.finalizeLayoutTransition()
        layout = incoming
        return transition
    }

    private mutating func transition(to applied: AppliedUpdate, animation: UpdateAnimation, scrollingTo target: ScrollTarget?) -> Transition {
        let oldView = self
        let oldLayout = layout, oldBounds = bounds, oldSnapshot = snapshot
        snapshot = applied.snapshot
        layout.prepare(for: context)
        if let target {
            bounds.origin = restingOffset(for: target) ?? bounds.origin
        } else {
            // The content shrank under the visible rectangle: UIKit pulls it back within.
            let within = clampedOffset(bounds.origin)
            if within.x < bounds.origin.x || within.y < bounds.origin.y {
                bounds.origin = Point(x: Swift.min(bounds.origin.x, within.x), y: Swift.min(bounds.origin.y, within.y))
            }
        }
        // Prepared again for where the step comes to rest, when the layout depends on it; then,
        // as UIKit orders them, told of the updates.
        if bounds != oldBounds && layout.shouldInvalidateLayout(forBoundsChange: bounds) { layout.prepare(for: context) }
        layout.prepare(forCollectionViewUpdates: applied.updateItems)
        var builder = TransitionBuilder(
            oldSnapshot: oldSnapshot, newSnapshot: applied.snapshot, oldLayout: oldLayout,
            oldBounds: oldBounds, newBounds: bounds, applied: applied, animation: animation)
        builder.displayContent = { oldView.displayContent($0, size: $1) }
        var transition = builder.build(newLayout: &layout)
        layout.finalizeCollectionViewUpdates()
        if bounds != oldBounds { pinViews(in: &transition, oldLayout: oldLayout, from: oldBounds, to: bounds) }
        return transition
    }

    /// A scroll (alone, or with an update): views pinned to the visible bounds in both layouts
    /// are placed for the bounds of every moment, as UIKit lays them out on every frame of a
    /// scroll, instead of gliding between their two ends.
    private func pinViews(in transition: inout Transition, oldLayout: any CollectionLayout, from oldBounds: Rect, to newBounds: Rect) {
        for index in transition.tracks.indices where transition.tracks[index].role != .appearing && transition.tracks[index].role != .disappearing {
            let element = transition.tracks[index].element
            guard let pinning = layout.pinning(of: element), oldLayout.pinning(of: element) == pinning else { continue }
            transition.tracks[index].pinnedScroll = PinnedScroll(pinning: pinning, oldBounds: oldBounds, newBounds: newBounds,
                                                                 timing: transition.timing)
        }
    }
}
