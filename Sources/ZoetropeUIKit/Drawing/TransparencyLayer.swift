import ZoetropeCore

/// What a transparency layer remembers of the state it was begun in: where its operations
/// start, and the shadow and alpha it lays them down with.
struct TransparencyLayer {
    var start: Int
    var shadow: Shadow?
    var alpha: Double
    var clip: Int?
    var depth: Int
}
