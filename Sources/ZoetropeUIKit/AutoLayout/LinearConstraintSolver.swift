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
    /// The strength of a constraint that must hold.
    static let required: Float = 1000

    private var nextID: Int32 = 0
    /// The basic rows, by their basic symbol's id (nil for a symbol that is not basic).
    private var rows: [Row?] = [nil]
    /// For each symbol, by id, the basic symbols whose rows may hold it: every row it was
    /// written into, kept as a list that may hold rows it has since left (checked on use).
    /// Substituting a symbol, or choosing the row it leaves by, visits only these, so that
    /// adding a constraint costs what it touches, not the whole tableau.
    private var columns: [[Int32]] = [[]]
    /// The objective: one row per priority level, the highest first.
    private var objectives: [(strength: Float, row: Row)] = []
    /// The error symbols each objective row adds up, level by level: what a row is rebuilt
    /// from when a refused constraint is rolled back.
    private var objectiveErrors: [[Symbol]] = []
    /// The symbols whose objective coefficients changed since the objective was last
    /// optimal: only these can lower it now, so the search for one that does reads these, not
    /// every term of every level (which grows with the optional constraints).
    private var objectiveTouched: [Symbol] = []
    /// While a constraint is tried through phase one (which may refuse it), the first version
    /// of each row and column it changes, to put back if it is refused: the undo costs what
    /// the attempt touched, where a copy of the solver would cost the whole tableau every time.
    private var journal: Journal?

    private struct Journal {
        var rows: [Int32: Row?] = [:]
        var columns: [Int32: [Int32]] = [:]
    }
    /// The objective of phase one, while a row without a subject is made feasible.
    private var artificial: Row?

    /// A required equality that names a variable no constraint before it named: that variable
    /// is whatever the equality makes it, so it is kept out of the tableau, and its value is
    /// worked out from the others once they are solved. `symbol = constant + Σ terms`, where a
    /// term may name a variable defined before it (never one defined after it).
    ///
    /// This is the tableau's own answer, not an approximation: a variable nothing else names
    /// yet can always meet the equality, so adding it can never fail, and every later
    /// constraint sees the variable's expression, as the tableau would substitute it. What it
    /// saves is the fill: a chain of views each placed after the one before (a stack view's
    /// arranged subviews) is a chain of definitions read once at the end, where substituted
    /// rows would each grow as long as the chain before them.
    private struct Definition {
        var symbol: Symbol
        var constant: Double
        var terms: [(symbol: Symbol, coefficient: Double)]
    }

    private var definitions: [Definition] = []
    /// For each symbol, by id, the index of its definition, or -1.
    private var definitionIndex: [Int32] = [-1]
    /// For each symbol, by id, whether a constraint has named it.
    private var named: [Bool] = [false]
    /// For each symbol, by id, its kind.
    private var kinds: [Kind] = [.dummy]
    /// The defined variables' values, in definition order, once asked for (cleared by `add`).
    private var definedValues: [Double]?

    init() {}

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    mutating func newVariable() -> Variable {
        Variable(symbol: newSymbol(.external))
    }

    private mutating func newSymbol(_ kind: Kind) -> Symbol {
        nextID += 1
        rows.append(nil)
        columns.append([])
        definitionIndex.append(-1)
        named.append(false)
        kinds.append(kind)
        return Symbol(id: nextID, kind: kind)
    }

    /// The value of `variable` in the current solution (0 for one nothing determines).
    mutating func value(of variable: Variable) -> Double {
        let index = definitionIndex[Int(variable.symbol.id)]
        guard index >= 0 else { return rows[Int(variable.symbol.id)]?.constant ?? 0 }
        if definedValues == nil {
            // In definition order, each reads only the ones before it.
            var values: [Double] = []
            values.reserveCapacity(definitions.count)
            for definition in definitions {
                var value = definition.constant
                for term in definition.terms {
                    let earlier = definitionIndex[Int(term.symbol.id)]
                    value += term.coefficient * (earlier >= 0 ? values[Int(earlier)] : rows[Int(term.symbol.id)]?.constant ?? 0)
                }
                values.append(value)
            }
            definedValues = values
        }
        return definedValues![Int(index)]
    }

    /// Adds `expression relation 0` at `strength` (1…1000; 1000 is required).
    ///
    /// A required constraint that contradicts the others is refused and leaves the solver as
    /// it was.
    mutating func add(_ expression: Expression, _ relation: Relation, strength: Float) throws(Failure) {
        definedValues = nil
        let isRequired = strength >= Self.required
        // Each variable once, in the order first written.
        var terms: [(symbol: Symbol, coefficient: Double)] = []
        for term in expression.terms {
            if let k = terms.firstIndex(where: { $0.symbol == term.variable.symbol }) {
                terms[k].coefficient += term.coefficient
            } else {
                terms.append((term.variable.symbol, term.coefficient))
            }
        }
        terms.removeAll { Self.nearZero($0.coefficient) }
        if relation == .equal, isRequired, let k = terms.firstIndex(where: { !named[Int($0.symbol.id)] }) {
            let defined = terms.remove(at: k)
            let factor = -1 / defined.coefficient
            for term in terms { named[Int(term.symbol.id)] = true }
            named[Int(defined.symbol.id)] = true
            definitionIndex[Int(defined.symbol.id)] = Int32(definitions.count)
            definitions.append(Definition(symbol: defined.symbol, constant: expression.constant * factor,
                                          terms: terms.map { ($0.symbol, $0.coefficient * factor) }))
            return
        }
        for term in terms { named[Int(term.symbol.id)] = true }
        var constant = expression.constant
        if terms.contains(where: { definitionIndex[Int($0.symbol.id)] >= 0 }) {
            (terms, constant) = expandingDefinitions(terms, constant: constant)
        }
        try insert(terms, constant: constant, relation, strength: strength, isRequired: isRequired)
    }

    /// `terms + constant` with every defined variable replaced by its definition, through
    /// definitions of definitions: each is visited once, the latest first, so that all it
    /// stands for is gathered before it is replaced.
    private func expandingDefinitions(_ terms: [(symbol: Symbol, coefficient: Double)], constant: Double)
        -> ([(symbol: Symbol, coefficient: Double)], Double) {
        var coefficients: [Int32: Double] = [:]
        var symbols: [Int32: Symbol] = [:]
        var pending: [Int32] = []
        var reached = Set<Int32>()
        func gather(_ symbol: Symbol, _ coefficient: Double) {
            coefficients[symbol.id, default: 0] += coefficient
            symbols[symbol.id] = symbol
            let index = definitionIndex[Int(symbol.id)]
            if index >= 0, reached.insert(index).inserted { pending.append(index) }
        }
        for term in terms { gather(term.symbol, term.coefficient) }
        // Every definition reachable, found first; then replaced from the latest down.
        var next = 0
        while next < pending.count {
            for term in definitions[Int(pending[next])].terms {
                let index = definitionIndex[Int(term.symbol.id)]
                if index >= 0, reached.insert(index).inserted { pending.append(index) }
            }
            next += 1
        }
        var constant = constant
        for index in reached.sorted(by: >) {
            let definition = definitions[Int(index)]
            guard let coefficient = coefficients.removeValue(forKey: definition.symbol.id) else { continue }
            constant += coefficient * definition.constant
            for term in definition.terms { gather(term.symbol, coefficient * term.coefficient) }
        }
        let expanded = coefficients.keys.sorted().compactMap { id -> (symbol: Symbol, coefficient: Double)? in
            Self.nearZero(coefficients[id]!) ? nil : (symbols[id]!, coefficients[id]!)
        }
        return (expanded, constant)
    }

    private mutating func insert(_ terms: [(symbol: Symbol, coefficient: Double)], constant: Double, _ relation: Relation,
                                 strength: Float, isRequired: Bool) throws(Failure) {
        var row = Row(constant: constant)
        for term in terms {
            if let basic = rows[Int(term.symbol.id)] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(term.symbol, term.coefficient)
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
            // Only this path can fail after changing the tableau: what it changes is kept to
            // be put back.
            journal = Journal()
            do {
                try addWithArtificialVariable(row)
                journal = nil
            } catch {
                rollBack()
                throw error
            }
        }
        try optimizeObjectives()
    }

    private mutating func addToObjective(_ symbol: Symbol, strength: Float) {
        if let k = objectives.firstIndex(where: { $0.strength == strength }) {
            objectives[k].row.insert(symbol, 1)
            objectiveErrors[k].append(symbol)
            objectiveTouched.append(symbol)
        } else {
            var row = Row(constant: 0)
            row.insert(symbol, 1)
            let k = objectives.firstIndex { $0.strength < strength } ?? objectives.count
            objectives.insert((strength, row), at: k)
            objectiveErrors.insert([symbol], at: k)
            objectiveTouched.append(symbol)
        }
    }

    /// Notes a row's version before its first change under a journal.
    private mutating func willChange(row id: Int32) {
        guard journal != nil, journal!.rows.index(forKey: id) == nil else { return }
        journal!.rows.updateValue(rows[Int(id)], forKey: id)
    }

    /// Notes a column's version before its first change under a journal.
    private mutating func willChange(column id: Int32) {
        guard journal != nil, journal!.columns.index(forKey: id) == nil else { return }
        journal!.columns[id] = columns[Int(id)]
    }

    /// Puts back every row and column the journal noted, and rebuilds the objective from its
    /// error symbols in the restored basis (the objective is their sum).
    private mutating func rollBack() {
        guard let undo = journal else { return }
        journal = nil
        artificial = nil
        for (id, row) in undo.rows { rows[Int(id)] = row }
        for (id, column) in undo.columns { columns[Int(id)] = column }
        for k in objectives.indices {
            var row = Row(constant: 0)
            for error in objectiveErrors[k] {
                if let basic = rows[Int(error.id)] { row.insert(basic, 1) } else { row.insert(error, 1) }
            }
            objectives[k].row = row
        }
        // The objective is as it was, and it was optimal.
        objectiveTouched = []
    }

    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
        if marker.kind == .slack || marker.kind == .error, row.coefficient(for: marker) < 0 { return marker }
        if let other, other.kind == .slack || other.kind == .error, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    private mutating func setRow(_ row: Row, for symbol: Symbol) {
        for term in row.symbols {
            willChange(column: term.id)
            columns[Int(term.id)].append(symbol.id)
        }
        willChange(row: symbol.id)
        rows[Int(symbol.id)] = row
    }

    private mutating func removeRow(for symbol: Symbol) -> Row? {
        guard let row = rows[Int(symbol.id)] else { return nil }
        willChange(row: symbol.id)
        rows[Int(symbol.id)] = nil
        return row
    }

    /// The basic symbols whose rows hold `symbol` now, each once, in order of creation.
    private mutating func rowsHolding(_ symbol: Symbol) -> [Int32] {
        var holding = columns[Int(symbol.id)].filter { rows[Int($0)]?.index(of: symbol) != nil }
        holding.sort()
        var unique: [Int32] = []
        unique.reserveCapacity(holding.count)
        for id in holding where unique.last != id { unique.append(id) }
        willChange(column: symbol.id)
        columns[Int(symbol.id)] = unique
        return unique
    }

    private mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for basic in rowsHolding(symbol) {
            willChange(row: basic)
            rows[Int(basic)]!.substitute(symbol, row)
            for term in row.symbols {
                willChange(column: term.id)
                columns[Int(term.id)].append(basic)
            }
        }
        // A symbol made basic is in no row any more.
        willChange(column: symbol.id)
        columns[Int(symbol.id)] = []
        for k in objectives.indices where objectives[k].row.index(of: symbol) != nil {
            objectives[k].row.substitute(symbol, row)
            objectiveTouched.append(contentsOf: row.symbols)
        }
        artificial?.substitute(symbol, row)
    }

    /// Phase one for a row with no subject: an artificial variable takes the row, and is
    /// driven to zero; if it cannot be, the constraint is unsatisfiable.
    private mutating func addWithArtificialVariable(_ row: Row) throws(Failure) {
        let art = newSymbol(.slack)
        setRow(row, for: art)
        artificial = row
        defer { artificial = nil }
        try optimize { solver in Self.enteringSymbol(solver.artificial.map { [$0] } ?? []) }
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
        for basic in rowsHolding(art) {
            willChange(row: basic)
            rows[Int(basic)]!.remove(art)
        }
        willChange(column: art.id)
        columns[Int(art.id)] = []
        for k in objectives.indices { objectives[k].row.remove(art) }
        if !success { throw .unsatisfiable }
    }

    private mutating func optimizeObjectives() throws(Failure) {
        try optimize { solver in solver.objectiveEnteringSymbol() }
    }

    /// The primal simplex: pivots while some non-dummy symbol lowers the objective, compared
    /// level by level. The row that leaves is the one with the smallest ratio, the first
    /// created among equals.
    private mutating func optimize(_ choose: (inout Self) -> Symbol?) throws(Failure) {
        while true {
            guard let entering = choose(&self) else { return }
            var leaving: Symbol?
            var ratio = Double.greatestFiniteMagnitude
            for basic in rowsHolding(entering) {
                let row = rows[Int(basic)]!
                let symbol = Symbol(id: basic, kind: kinds[Int(basic)])
                guard symbol.kind != .external else { continue }
                let coefficient = row.coefficient(for: entering)
                if coefficient < 0 {
                    let candidate = -row.constant / coefficient
                    if candidate < ratio {
                        ratio = candidate
                        leaving = symbol
                    }
                }
            }
            guard let leaving, var row = removeRow(for: leaving) else { throw .unbounded }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(row, for: entering)
        }
    }

    /// `enteringSymbol` for the objective, read from the symbols touched since it was last
    /// optimal; those that could still lower it stay noted.
    private mutating func objectiveEnteringSymbol() -> Symbol? {
        guard !objectiveTouched.isEmpty else { return nil }
        var lowering: [Symbol] = []
        for symbol in objectiveTouched where symbol.kind != .dummy {
            for level in objectives {
                let coefficient = level.row.coefficient(for: symbol)
                if coefficient < 0 { lowering.append(symbol) }
                if coefficient != 0 { break }
            }
        }
        lowering.sort()
        var unique: [Symbol] = []
        for symbol in lowering where unique.last != symbol { unique.append(symbol) }
        objectiveTouched = unique
        return unique.first
    }

    /// The first symbol (in creation order) whose coefficients, read from the highest level
    /// down, first differ from zero below it.
    private static func enteringSymbol(_ levels: [Row]) -> Symbol? {
        // Most calls find the objective optimal already: seen without building anything.
        guard levels.contains(where: { level in level.symbols.indices.contains { level.symbols[$0].kind != .dummy && level.coefficients[$0] < 0 } }) else {
            return nil
        }
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
