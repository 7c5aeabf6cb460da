import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ZoetropeCore

/// An SVG read back into a tree, and SMIL's rules for evaluating its animations at a time:
/// enough of a browser to check that the writer's keyframes reproduce the frames.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    var children: [SVGNode] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Every node below, depth first.
    var descendants: [SVGNode] { children.flatMap { [$0] + $0.descendants } }

    /// Parses `text`; nil when it is not well-formed XML.
    static func parse(_ text: String) -> SVGNode? {
        final class Builder: NSObject, XMLParserDelegate {
            var stack: [SVGNode] = [SVGNode(name: "#document", attributes: [:])]
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                let node = SVGNode(name: name, attributes: attributes)
                stack.last!.children.append(node)
                stack.append(node)
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                stack.removeLast()
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last!.text += string }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse() else { return nil }
        return builder.stack.first?.children.first
    }

    /// The numbers of a value such as "translate(1 2)" or "1 2".
    static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { " ,()".contains($0) || $0.isLetter }).compactMap { Double($0) }
    }

    /// The value of animation `animation` at `time` seconds, by SMIL's rules (values,
    /// keyTimes, calcMode linear, spline or discrete), frozen at the end.
    static func evaluate(_ animation: SVGNode, at time: Double) -> [Double] {
        let values = animation.attributes["values"]!.split(separator: ";").map { numbers(String($0)) }
        let times = animation.attributes["keyTimes"]!.split(separator: ";").map { Double($0)! }
        let duration = Double(animation.attributes["dur"]!.dropLast())!
        let t = Swift.min(1, Swift.max(0, time / duration))
        var i = 0
        while i + 1 < times.count && times[i + 1] <= t { i += 1 }
        if i + 1 >= times.count || animation.attributes["calcMode"] == "discrete" { return values[i] }
        var progress = (t - times[i]) / (times[i + 1] - times[i])
        if animation.attributes["calcMode"] == "spline" {
            let spline = animation.attributes["keySplines"]!.split(separator: ";").map { numbers(String($0)) }[i]
            progress = CubicBezier(spline[0], spline[1], spline[2], spline[3]).progress(at: progress)
        }
        return zip(values[i], values[i + 1]).map { $0 + ($1 - $0) * progress }
    }

    /// Whether `animation`'s discrete string value at `time` is "visible".
    static func visibility(_ animation: SVGNode, at time: Double) -> Bool {
        let values = animation.attributes["values"]!.split(separator: ";")
        let times = animation.attributes["keyTimes"]!.split(separator: ";").map { Double($0)! }
        let duration = Double(animation.attributes["dur"]!.dropLast())!
        let t = Swift.min(1, time / duration)
        var i = 0
        while i + 1 < times.count && times[i + 1] <= t + 1e-9 { i += 1 }
        return values[i] == "visible"
    }
}
