/// The Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary linear arithmetic
/// constraint solving algorithm", ACM TOCHI 8(4), 2001): an incremental simplex that keeps a
/// tableau of rows in basic form, where required constraints must hold and optional ones are
/// met as closely as their strengths allow. It is the algorithm Auto Layout is built on.
///
/// Strengths are compared level by level, not added up: a constraint at priority 751 wins
/// over any number at 750, as Apple's Auto Layout Guide describes ("the system attempts to
/// satisfy all constraints in priority order from highest to lowest"). The objective is
/// therefore one row per priority level, minimised lexicographically, the highest level
/// first. Within a level, each unit of error weighs the same.
///
/// Deterministic: rows and their terms are kept in the order of their symbols' creation, and
/// every choice (entering symbol, leaving row) is the first in that order among the best, so
/// the same constraints added in the same order give the same solution, bit for bit, even
/// where the layout is ambiguous.
struct LinearConstraintSolver {
    /// An unknown of the system (a view's edge or size).
    struct Variable: Hashable {
        fileprivate let symbol: Symbol
    }

    /// A linear expression: the sum of its terms plus a constant.
    struct Expression {
        var terms: [(variable: Variable, coefficient: Double)]
        var constant: Double

        init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }

        static func + (lhs: Expression, rhs: Expression) -> Expression {
            Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
        }

        static func * (lhs: Expression, factor: Double) -> Expression {
            Expression(lhs.terms.map { ($0.variable, $0.coefficient * factor) }, constant: lhs.constant * factor)
        }

        static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs * -1 }
    }

    /// How an expression relates to zero.
    enum Relation {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// Why a constraint could not be added.
    enum Failure: Error, Equatable {
        /// A required constraint contradicts the required ones already added.
        case unsatisfiable
        /// The objective has no lower bound (cannot happen with errors bounded below by zero;
        /// kept so a tableau bug surfaces as an error, not a hang).
        case unbounded
    }

    /// The strength of a constraint that must hold.
    static let required: Float = 1000

    fileprivate enum Kind: UInt8 {
        case external, slack, error, dummy
    }

    fileprivate struct Symbol: Hashable, Comparable {
        let id: Int32
        let kind: Kind
        static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    }

    /// A row of the tableau: `basic = constant + Σ coefficient × symbol`, its terms sorted by
    /// symbol.
    fileprivate struct Row {
        var constant: Double
        var symbols: [Symbol] = []
        var coefficients: [Double] = []

        init(constant: Double) { self.constant = constant }

        func coefficient(for symbol: Symbol) -> Double {
            guard let k = index(of: symbol) else { return 0 }
            return coefficients[k]
        }

        /// Where `symbol` is, or would go, in the sorted terms.
        private func position(of symbol: Symbol) -> Int {
            var low = 0, high = symbols.count
            while low < high {
                let mid = (low + high) / 2
                if symbols[mid].id < symbol.id { low = mid + 1 } else { high = mid }
            }
            return low
        }

        func index(of symbol: Symbol) -> Int? {
            let low = position(of: symbol)
            return low < symbols.count && symbols[low] == symbol ? low : nil
        }

        mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
            let low = position(of: symbol)
            if low < symbols.count && symbols[low] == symbol {
                let sum = coefficients[low] + coefficient
                if LinearConstraintSolver.nearZero(sum) {
                    symbols.remove(at: low)
                    coefficients.remove(at: low)
                } else {
                    coefficients[low] = sum
                }
            } else if !LinearConstraintSolver.nearZero(coefficient) {
                symbols.insert(symbol, at: low)
                coefficients.insert(coefficient, at: low)
            }
        }

        mutating func insert(_ row: Row, _ coefficient: Double) {
            constant += row.constant * coefficient
            for k in row.symbols.indices { insert(row.symbols[k], row.coefficients[k] * coefficient) }
        }

        mutating func remove(_ symbol: Symbol) {
            guard let k = index(of: symbol) else { return }
            symbols.remove(at: k)
            coefficients.remove(at: k)
        }

        mutating func reverseSign() {
            constant = -constant
            for k in coefficients.indices { coefficients[k] = -coefficients[k] }
        }

        /// Rewrites `0 = constant + … + c × symbol + …` as `symbol = …`.
        mutating func solve(for symbol: Symbol) {
            let factor = -1 / coefficient(for: symbol)
            remove(symbol)
            constant *= factor
            for k in coefficients.indices { coefficients[k] *= factor }
        }

        /// Rewrites `lhs = …` (with `rhs` among its terms) as `rhs = …`.
        mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row`'s expression for it.
        mutating func substitute(_ symbol: Symbol, _ row: Row) {
            guard let k = index(of: symbol) else { return }
            let coefficient = coefficients[k]
            symbols.remove(at: k)
            coefficients.remove(at: k)
            insert(row, coefficient)
        }
    }

    private var nextID: Int32 = 0
    /// The basic rows, by their basic symbol's id (nil for a symbol that is not basic), and
    /// those symbols in order of creation.
    private var rows: [Row?] = [nil]
    private var basics: [Symbol] = []
    /// The objective: one row per priority level, the highest first.
    private var objectives: [(strength: Float, row: Row)] = []
    /// The objective of phase one, while a row without a subject is made feasible.
    private var artificial: Row?

    init() {}

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    mutating func newVariable() -> Variable {
        Variable(symbol: newSymbol(.external))
    }

    private mutating func newSymbol(_ kind: Kind) -> Symbol {
        nextID += 1
        rows.append(nil)
        return Symbol(id: nextID, kind: kind)
    }

    /// The value of `variable` in the current solution (0 for one nothing determines).
    func value(of variable: Variable) -> Double {
        rows[Int(variable.symbol.id)]?.constant ?? 0
    }

    /// Adds `expression relation 0` at `strength` (1…1000; 1000 is required).
    ///
    /// A required constraint that contradicts the others is refused and leaves the solver as
    /// it was.
    mutating func add(_ expression: Expression, _ relation: Relation, strength: Float) throws(Failure) {
        try insert(expression, relation, strength: strength, isRequired: strength >= Self.required)
    }

    private mutating func insert(_ expression: Expression, _ relation: Relation, strength: Float, isRequired: Bool) throws(Failure) {
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Self.nearZero(term.coefficient) {
            if let basic = rows[Int(term.variable.symbol.id)] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(term.variable.symbol, term.coefficient)
            }
        }
        var marker: Symbol
        var other: Symbol?
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.insert(marker, sign)
            if !isRequired {
                let error = newSymbol(.error)
                other = error
                row.insert(error, -sign)
                addToObjective(error, strength: strength)
            }
        case .equal:
            if isRequired {
                marker = newSymbol(.dummy)
                row.insert(marker, 1)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                marker = plus
                other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                addToObjective(plus, strength: strength)
                addToObjective(minus, strength: strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil && row.symbols.allSatisfy({ $0.kind == .dummy }) {
            guard Self.nearZero(row.constant) else { throw .unsatisfiable }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(row, for: subject)
        } else {
            // Only this path can fail after changing the tableau: it is kept to be put back (a
            // value, copied only as it is changed).
            let saved = self
            do {
                try addWithArtificialVariable(row)
            } catch {
                self = saved
                throw error
            }
        }
        try optimizeObjectives()
    }

    private mutating func addToObjective(_ symbol: Symbol, strength: Float) {
        if let k = objectives.firstIndex(where: { $0.strength == strength }) {
            objectives[k].row.insert(symbol, 1)
        } else {
            var row = Row(constant: 0)
            row.insert(symbol, 1)
            let k = objectives.firstIndex { $0.strength < strength } ?? objectives.count
            objectives.insert((strength, row), at: k)
        }
    }

    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
        if marker.kind == .slack || marker.kind == .error, row.coefficient(for: marker) < 0 { return marker }
        if let other, other.kind == .slack || other.kind == .error, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    private mutating func setRow(_ row: Row, for symbol: Symbol) {
        let wasBasic = rows[Int(symbol.id)] != nil
        rows[Int(symbol.id)] = row
        if !wasBasic {
            let k = basics.firstIndex { $0.id > symbol.id } ?? basics.count
            basics.insert(symbol, at: k)
        }
    }

    private mutating func removeRow(for symbol: Symbol) -> Row? {
        guard let row = rows[Int(symbol.id)] else { return nil }
        rows[Int(symbol.id)] = nil
        basics.removeAll { $0 == symbol }
        return row
    }

    private mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for basic in basics {
            rows[Int(basic.id)]!.substitute(symbol, row)
        }
        for k in objectives.indices { objectives[k].row.substitute(symbol, row) }
        artificial?.substitute(symbol, row)
    }

    /// Phase one for a row with no subject: an artificial variable takes the row, and is
    /// driven to zero; if it cannot be, the constraint is unsatisfiable.
    private mutating func addWithArtificialVariable(_ row: Row) throws(Failure) {
        let art = newSymbol(.slack)
        setRow(row, for: art)
        artificial = row
        defer { artificial = nil }
        try optimize { solver in solver.artificial.map { [$0] } ?? [] }
        let success = Self.nearZero(artificial!.constant)
        if var basic = removeRow(for: art) {
            if !basic.symbols.isEmpty {
                guard let entering = basic.symbols.first(where: { $0.kind == .slack || $0.kind == .error }) else {
                    throw .unsatisfiable
                }
                basic.solve(for: art, entering)
                substitute(entering, basic)
                setRow(basic, for: entering)
            }
        }
        for basic in basics { rows[Int(basic.id)]!.remove(art) }
        for k in objectives.indices { objectives[k].row.remove(art) }
        if !success { throw .unsatisfiable }
    }

    private mutating func optimizeObjectives() throws(Failure) {
        try optimize { solver in solver.objectives.map(\.row) }
    }

    /// The primal simplex: pivots while some non-dummy symbol lowers the objective, compared
    /// level by level.
    private mutating func optimize(_ objective: (Self) -> [Row]) throws(Failure) {
        while true {
            guard let entering = Self.enteringSymbol(objective(self)) else { return }
            var leaving: Symbol?
            var ratio = Double.greatestFiniteMagnitude
            for basic in basics where basic.kind != .external {
                let coefficient = rows[Int(basic.id)]!.coefficient(for: entering)
                if coefficient < 0 {
                    let candidate = -rows[Int(basic.id)]!.constant / coefficient
                    if candidate < ratio {
                        ratio = candidate
                        leaving = basic
                    }
                }
            }
            guard let leaving, var row = removeRow(for: leaving) else { throw .unbounded }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(row, for: entering)
        }
    }

    /// The first symbol (in creation order) whose coefficients, read from the highest level
    /// down, first differ from zero below it.
    private static func enteringSymbol(_ levels: [Row]) -> Symbol? {
        var candidates = Set<Symbol>()
        for level in levels {
            for (k, symbol) in level.symbols.enumerated() where symbol.kind != .dummy && level.coefficients[k] < 0 {
                candidates.insert(symbol)
            }
        }
        for symbol in candidates.sorted() {
            for level in levels {
                let coefficient = level.coefficient(for: symbol)
                if coefficient < 0 { return symbol }
                if coefficient > 0 { break }
            }
        }
        return nil
    }
}
