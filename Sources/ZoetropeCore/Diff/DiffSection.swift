/// A section for the differ: a model (what identifies the section and its own content, such
/// as its header) and its elements.
public struct DiffSection<Model: Differentiable, Element: Differentiable> {
    public var model: Model
    public var elements: [Element]

    public init(model: Model, elements: [Element]) {
        self.model = model
        self.elements = elements
    }
}

extension DiffSection: Equatable where Model: Equatable, Element: Equatable {}

extension DiffSection: Sendable where Model: Sendable, Element: Sendable {}
