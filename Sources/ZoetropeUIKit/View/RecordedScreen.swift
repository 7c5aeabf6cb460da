/// The bounds of a recording's screen, which a size transition changes while it runs.
final class RecordedScreen: @unchecked Sendable {
    var bounds: CGRect
    init(bounds: CGRect) { self.bounds = bounds }
}
