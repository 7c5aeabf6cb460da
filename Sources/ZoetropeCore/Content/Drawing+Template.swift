/// A drawing shown as a template (an image drawn in code, given `.alwaysTemplate`, in an image
/// view): everything it paints in one colour, each thing keeping its own alpha, as UIKit draws
/// a template image's alpha in the tint colour.
extension Drawing {
    /// The drawing with every colour it paints made `tint`, at the alpha each had times the
    /// tint's. Pictures it draws keep their own colours.
    package func templated(in tint: Color) -> Drawing {
        func recoloured(_ color: Color) -> Color {
            var made = tint
            made.alpha = tint.alpha * color.alpha
            return made
        }
        let operations = operations.map { operation in
            var made = operation
            switch operation.kind {
            case .fill(let path, let color, let evenOdd): made.kind = .fill(path, recoloured(color), evenOdd: evenOdd)
            case .stroke(let path, let color, let style): made.kind = .stroke(path, recoloured(color), style)
            case .text(var text):
                text.color = recoloured(text.color)
                made.kind = .text(text)
            case .linearGradient(var gradient, let start, let end):
                gradient.stops = gradient.stops.map { GradientStop(location: $0.location, color: recoloured($0.color)) }
                made.kind = .linearGradient(gradient, start: start, end: end)
            case .radialGradient(var gradient, let startCenter, let startRadius, let endCenter, let endRadius):
                gradient.stops = gradient.stops.map { GradientStop(location: $0.location, color: recoloured($0.color)) }
                made.kind = .radialGradient(gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius)
            case .image, .shadow:
                break
            }
            if var shadow = operation.shadow {
                shadow.color = recoloured(shadow.color)
                made.shadow = shadow
            }
            made.animations = operation.animations.map { animation in
                var tinted = animation
                tinted.colors = animation.colors.map(recoloured)
                return tinted
            }
            return made
        }
        var made = Drawing(size: size, operations: operations, clips: clips, placement: placement)
        made.bleed = bleed
        return made
    }
}
