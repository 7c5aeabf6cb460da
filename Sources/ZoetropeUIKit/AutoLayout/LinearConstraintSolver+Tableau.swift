/// What the solver speaks (variables, expressions, relations, failures) and its tableau's
/// rows: `LinearConstraintSolver.swift` holds the algorithm over them.
extension LinearConstraintSolver {
    /// An unknown of the system (a view's edge or size).
    struct Variable: Hashable {
        let symbol: Symbol
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

    /// What a symbol of the tableau stands for: a variable of the system, a slack of an
    /// inequality, an error of an optional constraint, or a dummy marking a required equality.
    enum Kind: UInt8 {
        case external, slack, error, dummy
    }

    struct Symbol: Hashable, Comparable {
        let id: Int32
        let kind: Kind
        static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    }

    /// A row of the tableau: `basic = constant + Σ coefficient × symbol`, its terms sorted by
    /// symbol.
    struct Row {
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
}
