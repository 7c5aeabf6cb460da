import ZoetropeCore

/// Where each part of a scene was written, so that errors found after decoding (an invalid
/// batch update, a repeated identity) can still point at the line that caused them.
struct FixtureSourceMap: Sendable {
    struct Place: Sendable {
        var path: JSONPath
        var position: JSONPosition
    }

    struct StepSource: Sendable {
        var place: Place
        var operations: [BatchOperation: Place] = [:]
        /// Where the step's data after the update is written, when it has some.
        var data: Place?
    }

    /// Where the layout is written, when the fixture gives one.
    var layout: Place?
    var sections: [Place] = []
    var items: [IndexPath: Place] = [:]
    var steps: [StepSource] = []
}
