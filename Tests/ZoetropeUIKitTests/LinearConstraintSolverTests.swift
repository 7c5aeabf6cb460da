import Testing
@testable import ZoetropeUIKit

/// The Cassowary solver under Auto Layout: required constraints hold, optional ones are met
/// level by level, and a contradiction is refused.
@Suite struct LinearConstraintSolverTests {
    typealias E = LinearConstraintSolver.Expression

    @Test func requiredConstraintsHoldAndAnOptionalOneIsMetWhereItCanBe() throws {
        var solver = LinearConstraintSolver()
        let x = solver.newVariable(), y = solver.newVariable()
        try solver.add(E([(x, 1), (y, 1)], constant: -10), .equal, strength: 1000)
        try solver.add(E([(x, 1)], constant: -3), .equal, strength: 250)
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 7)
    }

    /// The midpoint example of the Cassowary paper: the left end would be at 90, which the
    /// bounds allow; a stronger wish for the midpoint at 60 then moves both ends, and the left
    /// end goes as near 90 as the required gap lets it.
    @Test func aStrongerWishMovesWhatAWeakerOneHeld() throws {
        var solver = LinearConstraintSolver()
        let left = solver.newVariable(), middle = solver.newVariable(), right = solver.newVariable()
        try solver.add(E([(middle, 2), (left, -1), (right, -1)]), .equal, strength: 1000)
        try solver.add(E([(left, 1), (right, -1)], constant: 10), .lessThanOrEqual, strength: 1000)
        try solver.add(E([(right, 1)], constant: -100), .lessThanOrEqual, strength: 1000)
        try solver.add(E([(left, 1)]), .greaterThanOrEqual, strength: 1000)
        try solver.add(E([(left, 1)], constant: -90), .equal, strength: 250)
        #expect(solver.value(of: left) == 90 && solver.value(of: right) == 100 && solver.value(of: middle) == 95)
        try solver.add(E([(middle, 1)], constant: -60), .equal, strength: 750)
        #expect(solver.value(of: middle) == 60)
        #expect(solver.value(of: left) == 55 && solver.value(of: right) == 65)
    }

    /// Priorities are levels, not weights: one constraint at 751 beats three at 750.
    @Test func oneConstraintAtAHigherPriorityOutweighsManyBelowIt() throws {
        var solver = LinearConstraintSolver()
        let width = solver.newVariable()
        for _ in 0..<3 { try solver.add(E([(width, 1)], constant: -50), .equal, strength: 750) }
        try solver.add(E([(width, 1)], constant: -100), .equal, strength: 751)
        #expect(solver.value(of: width) == 100)
    }

    @Test func aRequiredConstraintThatContradictsTheOthersIsRefused() throws {
        var solver = LinearConstraintSolver()
        let x = solver.newVariable()
        try solver.add(E([(x, 1)], constant: -10), .greaterThanOrEqual, strength: 1000)
        #expect(throws: LinearConstraintSolver.Failure.unsatisfiable) {
            try solver.add(E([(x, 1)], constant: -5), .lessThanOrEqual, strength: 1000)
        }
        // The solver is still usable, and still holds what it had.
        try solver.add(E([(x, 1)], constant: -20), .equal, strength: 500)
        #expect(solver.value(of: x) == 20)
    }

    @Test func inequalitiesBoundAnOptionalWish() throws {
        var solver = LinearConstraintSolver()
        let x = solver.newVariable()
        try solver.add(E([(x, 1)], constant: -40), .lessThanOrEqual, strength: 1000)
        try solver.add(E([(x, 1)], constant: -100), .equal, strength: 250)
        #expect(solver.value(of: x) == 40)
    }

    /// A required equality that names a new variable defines it; a chain of them (each view
    /// after the one before) is read in order, and a later constraint sees through it.
    @Test func aChainOfEqualitiesDefinesEachVariableFromTheOneBefore() throws {
        var solver = LinearConstraintSolver()
        let start = solver.newVariable()
        let chain = (0..<1_000).map { _ in solver.newVariable() }
        try solver.add(E([(chain[0], 1), (start, -1)]), .equal, strength: 1000)
        for k in 1..<chain.count {
            try solver.add(E([(chain[k], 1), (chain[k - 1], -1)], constant: -2), .equal, strength: 1000)
        }
        // The end wants to be at 3000 but may be no further than 2500; the start then moves.
        try solver.add(E([(chain[999], 1)], constant: -2_500), .lessThanOrEqual, strength: 1000)
        try solver.add(E([(start, 1)], constant: -1_000), .equal, strength: 250)
        #expect(solver.value(of: start) == 502)
        #expect(solver.value(of: chain[0]) == 502)
        #expect(solver.value(of: chain[999]) == 2_500)
        // A required constraint that contradicts the chain is refused, and the chain holds.
        #expect(throws: LinearConstraintSolver.Failure.unsatisfiable) {
            try solver.add(E([(chain[500], 1), (chain[0], -1)], constant: -999), .equal, strength: 1000)
        }
        #expect(solver.value(of: chain[500]) == 1_502)
    }

    /// The same variable written twice in one constraint counts once, with its coefficients
    /// added: `2x − x = 4` defines x as 4, not as something else.
    @Test func aVariableWrittenTwiceInOneConstraintIsAddedUp() throws {
        var solver = LinearConstraintSolver()
        let x = solver.newVariable(), y = solver.newVariable()
        try solver.add(E([(x, 2), (y, 1), (x, -1)], constant: -4), .equal, strength: 1000)
        try solver.add(E([(y, 1)]), .equal, strength: 1000)
        #expect(solver.value(of: x) == 4)
    }
}
