import ZoetropeCore

/// Where each part of a scene was written, so that errors found after decoding (an invalid
/// batch update, a repeated identity) can still point at the line that caused them.
struct FixtureSourceMap: Sendable {
    /// A value on the parsed document's tape: its path and position are worked out when an
    /// error needs them, so that keeping one for every item costs a reference and an index.
    struct Place: Sendable {
        let tape: JSONTape
        let index: Int

        var path: JSONPath { tape.path(index) }
        var position: JSONPosition { tape.position(index) }
    }

    struct StepSource: Sendable {
        var place: Place
        var operations: [BatchOperation: Place] = [:]
        /// Where the step's data after the update is written, when it has some.
        var data: Place?
    }

    /// Where the layout is written, when the fixture gives one.
    var layout: Place?
    /// Where the viewport is written (its safe area and layout margins).
    var viewport: Place?
    var steps: [StepSource] = []
}
