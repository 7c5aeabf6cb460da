import Foundation

/// Auto Layout's visual format language, as `NSLayoutConstraint.constraints(withVisualFormat:
/// options:metrics:views:)` reads it: `H:|-20-[cv]-20-|`, `V:[searchBar]-20-[cv]|`,
/// `[button(>=50@750)]`, `[a(==b)]`.
///
/// The grammar is Apple's: an orientation (`H:`, the default, or `V:`), an optional superview
/// edge `|` and connection, views in brackets with optional size predicates, the connections
/// between them (`-` the standard space, `-20-` or `-(>=8@750)-` a spacing, nothing for flush
/// views), and an optional connection and superview edge at the end. The standard space is 8
/// points between views and 20 to a superview's edge. Each connection makes the later item's
/// leading (or top) edge its spacing from the earlier one's trailing (or bottom) edge; a size
/// predicate makes the view's width (or height) a number or another view's. The alignment
/// options align every view with the next on the edge or centre they name, across the
/// orientation.
struct VisualFormat {
    /// Why a format does not parse, and where: UIKit's "Unable to parse constraint format".
    struct Failure: Error {
        let reason: String
        let format: String
        /// The offset, in characters, of the character the parse stopped at.
        let offset: Int

        /// UIKit's message: the reason, the format and a caret under where it stopped.
        var message: String {
            "Unable to parse constraint format: \n\(reason)\n\(format)\n" + String(repeating: " ", count: offset) + "^"
        }
    }

    private let text: [Character]
    private let format: String
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var position = 0
    private var vertical = false

    /// The constraints `format` describes, not activated, in the order UIKit makes them.
    static func constraints(_ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?,
                            views: [String: Any]) throws(Failure) -> [NSLayoutConstraint] {
        // Read without its spaces, which the language does not need; a failure shows the format so.
        let text = format.filter { !$0.isWhitespace }
        var parser = VisualFormat(text: Array(text), format: text, metrics: metrics ?? [:], views: views)
        return try parser.parse(options: options)
    }

    private init(text: [Character], format: String, metrics: [String: Any], views: [String: Any]) {
        self.text = text
        self.format = format
        self.metrics = metrics
        self.views = views
    }

    /// One `-…-` connection's or a view's size predicate: `>=8`, `==view`, `100@750`.
    private struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority = UILayoutPriority.required
    }

    /// What lies between two items: nil for flush, `standard` for a bare `-`.
    private enum Connection {
        case standard
        case predicates([Predicate])
    }

    private var peek: Character? { position < text.count ? text[position] : nil }

    private func fail(_ reason: String) -> Failure { Failure(reason: reason, format: format, offset: position) }

    private mutating func take(_ character: Character) -> Bool {
        guard peek == character else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ character: Character, _ reason: String) throws(Failure) {
        guard take(character) else { throw fail(reason) }
    }

    private mutating func parse(options: NSLayoutConstraint.FormatOptions) throws(Failure) -> [NSLayoutConstraint] {
        if peek == "H" || peek == "V" {
            vertical = peek == "V"
            position += 1
            try expect(":", "Expected ':' after '\(vertical ? "V" : "H")' to specify \(vertical ? "vertical" : "horizontal") arrangement")
        }
        var made: [NSLayoutConstraint] = []
        var placed: [UIView] = []
        // The connection waiting for its later item, and whether its earlier one is the superview.
        var pending: Connection?
        var pendingFromSuperview = false
        if take("|") {
            pendingFromSuperview = true
            pending = try connection()
        }
        while true {
            try expect("[", placed.isEmpty && !pendingFromSuperview ? "Expected a view" : "Expected a view or '|'")
            let view = try viewName()
            if take("(") {
                for predicate in try predicates(closing: ")") {
                    made.append(NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: predicate.view,
                                                   attribute: predicate.view == nil ? .notAnAttribute : size, multiplier: 1,
                                                   constant: predicate.view == nil ? predicate.constant : 0, priority: predicate.priority))
                }
            }
            try expect("]", "Expected ']' to end a view")
            if pendingFromSuperview {
                let superview = try superview(of: view)
                made += spacing(pending, from: superview, edge: start, to: view, standard: 20, options: options)
            } else if let earlier = placed.last {
                made += spacing(pending, from: earlier, edge: end, to: view, standard: 8, options: options)
            }
            placed.append(view)
            pendingFromSuperview = false
            guard peek != nil else { break }
            pending = try connection()
            if take("|") {
                let superview = try superview(of: view)
                // The superview's edge is the first item, as UIKit writes it: superview.trailing == view.trailing + 20.
                made += spacing(pending, fromView: view, toSuperview: superview, options: options)
                guard peek == nil else { throw fail("Expected the end of the format after '|'") }
                break
            }
            if peek == nil { throw fail("Expected a view or '|' after the connection") }
        }
        made += try alignments(of: placed, options: options)
        return made
    }

    private var start: NSLayoutConstraint.Attribute { vertical ? .top : .leading }
    private var end: NSLayoutConstraint.Attribute { vertical ? .bottom : .trailing }
    private var size: NSLayoutConstraint.Attribute { vertical ? .height : .width }

    /// A connection after an item: flush (nil) when a view or `|` follows at once.
    private mutating func connection() throws(Failure) -> Connection? {
        guard take("-") else { return nil }
        if peek == "[" || peek == "|" { return .standard }
        let list: [Predicate]
        if take("(") {
            list = try predicates(closing: ")")
        } else {
            list = [try simplePredicate()]
        }
        try expect("-", "Expected '-' to end a connection")
        return .predicates(list)
    }

    /// A number or a metric's name, as a connection's lone predicate.
    private mutating func simplePredicate() throws(Failure) -> Predicate {
        var predicate = Predicate()
        predicate.constant = try constant()
        return predicate
    }

    /// `(` was read: predicates separated by commas, up to `closing`.
    private mutating func predicates(closing: Character) throws(Failure) -> [Predicate] {
        var list: [Predicate] = []
        repeat {
            var predicate = Predicate()
            if take("=") { try expect("=", "Expected '==' for a relation"); predicate.relation = .equal }
            else if take("<") { try expect("=", "Expected '<=' for a relation"); predicate.relation = .lessThanOrEqual }
            else if take(">") { try expect("=", "Expected '>=' for a relation"); predicate.relation = .greaterThanOrEqual }
            if let name = identifierAhead(), metrics[name] == nil, views[name] != nil {
                predicate.view = try viewName()
            } else {
                predicate.constant = try constant()
            }
            if take("@") { predicate.priority = UILayoutPriority(Float(try constant())) }
            list.append(predicate)
        } while take(",")
        try expect(closing, "Expected ')' to end a list of predicates, or ',' between two")
        return list
    }

    /// A number, or the value of a metric named here.
    private mutating func constant() throws(Failure) -> CGFloat {
        if let name = identifierAhead() {
            guard let value = metrics[name] else { throw fail("\(name) is not a key in the metrics dictionary") }
            guard let number = Self.number(value) else { throw fail("The metric \(name) is not a number") }
            position += name.count
            return CGFloat(number)
        }
        let begin = position
        if peek == "-" || peek == "+" { position += 1 }
        while let c = peek, c.isNumber || c == "." { position += 1 }
        guard position > begin, let value = Double(String(text[begin..<position])) else {
            position = begin
            throw fail("Expected a number or a metric's name")
        }
        return CGFloat(value)
    }

    /// A view's name (a C identifier), looked up in the views.
    private mutating func viewName() throws(Failure) -> UIView {
        guard let name = identifierAhead() else { throw fail("Expected a view's name") }
        guard let value = views[name] else { throw fail("\(name) is not a key in the views dictionary") }
        guard let view = value as? UIView else { throw fail("\(name) in the views dictionary is a \(type(of: value)), not a UIView") }
        position += name.count
        return view
    }

    /// The identifier starting here, not read yet; nil when none does.
    private func identifierAhead() -> String? {
        guard let first = peek, first.isLetter || first == "_" else { return nil }
        var end = position
        while end < text.count, text[end].isLetter || text[end].isNumber || text[end] == "_" { end += 1 }
        return String(text[position..<end])
    }

    private func superview(of view: UIView) throws(Failure) -> UIView {
        guard let superview = view.superview else {
            throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        return superview
    }

    /// `later`'s start edge from `earlier`'s `edge`, by the connection (flush when nil).
    private func spacing(_ connection: Connection?, from earlier: UIView, edge: NSLayoutConstraint.Attribute, to later: UIView,
                         standard: CGFloat, options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint] {
        let (startEdge, endEdge) = edges(options)
        let earlierEdge = edge == start ? startEdge : endEdge
        return predicates(of: connection, standard: standard).map { predicate in
            NSLayoutConstraint(item: later, attribute: startEdge, relatedBy: predicate.relation, toItem: earlier, attribute: earlierEdge,
                               multiplier: 1, constant: predicate.constant * sign(options), priority: predicate.priority)
        }
    }

    /// The superview's end edge from `view`'s, by the connection.
    private func spacing(_ connection: Connection?, fromView view: UIView, toSuperview superview: UIView,
                         options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint] {
        let (_, endEdge) = edges(options)
        return predicates(of: connection, standard: 20).map { predicate in
            NSLayoutConstraint(item: superview, attribute: endEdge, relatedBy: predicate.relation, toItem: view, attribute: endEdge,
                               multiplier: 1, constant: predicate.constant * sign(options), priority: predicate.priority)
        }
    }

    private func predicates(of connection: Connection?, standard: CGFloat) -> [Predicate] {
        switch connection {
        case nil: [Predicate()]
        case .standard?: [Predicate(constant: standard)]
        case .predicates(let list)?: list
        }
    }

    /// The start and end edges across the orientation: leading and trailing, unless the options
    /// say left to right or right to left.
    private func edges(_ options: NSLayoutConstraint.FormatOptions) -> (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) {
        guard !vertical else { return (.top, .bottom) }
        if options.contains(.directionRightToLeft) { return (.right, .left) }
        if options.contains(.directionLeftToRight) { return (.left, .right) }
        return (.leading, .trailing)
    }

    /// Right to left, a spacing runs towards smaller x.
    private func sign(_ options: NSLayoutConstraint.FormatOptions) -> CGFloat {
        !vertical && options.contains(.directionRightToLeft) ? -1 : 1
    }

    /// Each view aligned with the one before on every edge or centre the options name.
    private func alignments(of placed: [UIView], options: NSLayoutConstraint.FormatOptions) throws(Failure) -> [NSLayoutConstraint] {
        let named = NSLayoutConstraint.FormatOptions.alignments.filter { options.contains($0.option) }.map(\.attribute)
        guard !named.isEmpty else { return [] }
        let along: Set<NSLayoutConstraint.Attribute> = vertical ? [.top, .bottom, .centerY, .lastBaseline, .firstBaseline]
                                                                : [.left, .right, .leading, .trailing, .centerX]
        if named.contains(where: along.contains) {
            throw Failure(reason: "Options mask required views to be aligned on a \(vertical ? "vertical" : "horizontal") edge, which is not allowed for layout that is also \(vertical ? "vertical" : "horizontal").",
                          format: format, offset: 0)
        }
        return zip(placed, placed.dropFirst()).flatMap { earlier, later in
            named.map { NSLayoutConstraint(item: later, attribute: $0, relatedBy: .equal, toItem: earlier, attribute: $0, multiplier: 1, constant: 0) }
        }
    }

    /// A metric's value as a number: `NSNumber`, `Double`, `CGFloat`, `Float` or `Int`.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let double as Double: double
        case let float as CGFloat: Double(float)
        case let float as Float: Double(float)
        case let int as Int: Double(int)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }
}

private extension NSLayoutConstraint {
    convenience init(item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?, attribute secondAttribute: Attribute,
                     multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority) {
        self.init(item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: secondAttribute,
                  multiplier: multiplier, constant: constant)
        self.priority = priority
    }
}
