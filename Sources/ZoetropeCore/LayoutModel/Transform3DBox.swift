/// A transform in space, held by reference and compared by value: what `LayoutAttributes` keeps
/// of a `transform3D`, read by code that other modules inline (a layout pass asks every
/// shown element for it).
@usableFromInline final class Transform3DBox: Hashable, Sendable {
    @usableFromInline let value: Transform3D

    init(_ value: Transform3D) { self.value = value }

    @usableFromInline static func == (lhs: Transform3DBox, rhs: Transform3DBox) -> Bool { lhs === rhs || lhs.value == rhs.value }

    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
