/// What an element's shape is filled with: one colour, or a linear gradient.
public enum Fill: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradient)

    /// The colour an element shows when the fill is a colour; for a gradient, its first stop.
    package var dominantColor: Color {
        switch self {
        case .color(let color): return color
        case .linearGradient(let gradient): return gradient.stops.first?.color ?? .clear
        }
    }
}
