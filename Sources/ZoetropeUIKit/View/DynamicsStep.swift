/// One step of a dynamic animator's simulation: forces to velocities, springs solved
/// implicitly, damping, positions, then rods held to their lengths.
///
/// A spring of frequency f and damping ratio ζ is the damped oscillator x″ = −ω²(x − L) −
/// 2ζωx′ with ω = 2πf, the soft constraint UIKit's attachments are documented as. Solved by
/// backward Euler for the velocity (the spring's pull at the end of the step), it stays
/// stable however stiff the spring and long the step. Between two items the pull is shared by
/// their masses (area × density); an anchored item (`isAnchored`) does not move.
struct DynamicsStep {
    let seconds: TimeInterval

    /// What one item behaviour, or the last one naming the item, says of it.
    private struct Properties {
        var density: CGFloat = 1
        var resistance: CGFloat = 0
        var isAnchored = false
    }

    /// Runs the step on `bodies`; true when everything is at rest afterwards.
    func run(on bodies: inout [DynamicBody], behaviors: [UIDynamicBehavior], index: [ObjectIdentifier: Int]) -> Bool {
        let h = CGFloat(seconds)
        var properties = [Properties](repeating: Properties(), count: bodies.count)
        var accelerating = false
        for case let itemBehavior as UIDynamicItemBehavior in behaviors {
            for item in itemBehavior.items {
                guard let i = index[ObjectIdentifier(item)] else { continue }
                properties[i] = Properties(density: itemBehavior.density, resistance: itemBehavior.resistance, isAnchored: itemBehavior.isAnchored)
            }
        }
        // Gravity: 1,000 points/s² for a magnitude of 1.
        for case let gravity as UIGravityBehavior in behaviors where gravity.gravityDirection != .zero {
            for item in gravity.items {
                guard let i = index[ObjectIdentifier(item)], !properties[i].isAnchored else { continue }
                bodies[i].velocity += CGPoint(x: gravity.gravityDirection.dx * 1000 * h, y: gravity.gravityDirection.dy * 1000 * h)
                accelerating = true
            }
        }
        let masses = bodies.indices.map { i -> CGFloat in
            guard !properties[i].isAnchored else { return .infinity }
            let size = bodies[i].item.bounds.size
            return Swift.max(1e-6, size.width * size.height * Swift.max(1e-6, properties[i].density))
        }
        let mass = { (i: Int) in masses[i] }
        let attachments = behaviors.compactMap { $0 as? UIAttachmentBehavior }
        var stretched = false
        for spring in attachments where spring.frequency > 0 {
            guard let pair = bodiesOf(spring, index: index) else { continue }
            let omega = 2 * CGFloat.pi * spring.frequency
            let denominator = 1 + 2 * spring.damping * omega * h + h * h * omega * omega
            let (p, v) = relative(pair, spring, bodies)
            let distance = (p.x * p.x + p.y * p.y).squareRoot()
            var change: CGPoint
            if spring.length == 0 || distance < 1e-9 {
                // Pulled to the point itself: the same in every direction.
                change = CGPoint(x: (v.x - h * omega * omega * p.x) / denominator - v.x,
                                 y: (v.y - h * omega * omega * p.y) / denominator - v.y)
                if spring.length > 0 { change = .zero }
            } else {
                let n = CGPoint(x: p.x / distance, y: p.y / distance)
                let along = v.x * n.x + v.y * n.y
                let next = (along - h * omega * omega * (distance - spring.length)) / denominator
                change = CGPoint(x: (next - along) * n.x, y: (next - along) * n.y)
            }
            share(change, pair, mass: mass, bodies: &bodies)
        }
        for i in bodies.indices {
            if properties[i].isAnchored {
                bodies[i].velocity = .zero
                continue
            }
            let keep = 1 / (1 + h * Swift.max(0, properties[i].resistance))
            bodies[i].velocity = CGPoint(x: bodies[i].velocity.x * keep, y: bodies[i].velocity.y * keep)
            bodies[i].position += CGPoint(x: bodies[i].velocity.x * h, y: bodies[i].velocity.y * h)
        }
        // Rods: held to their length, moving along them no faster than the other end.
        for rod in attachments where rod.frequency <= 0 {
            guard let pair = bodiesOf(rod, index: index) else { continue }
            let (p, v) = relative(pair, rod, bodies)
            let distance = (p.x * p.x + p.y * p.y).squareRoot()
            guard distance > 1e-9 else { continue }
            let n = CGPoint(x: p.x / distance, y: p.y / distance)
            let error = distance - rod.length
            let along = v.x * n.x + v.y * n.y
            share(CGPoint(x: -along * n.x, y: -along * n.y), pair, mass: mass, bodies: &bodies)
            move(CGPoint(x: -error * n.x, y: -error * n.y), pair, mass: mass, bodies: &bodies)
        }
        for spring in attachments where spring.frequency > 0 {
            guard let pair = bodiesOf(spring, index: index) else { continue }
            let p = relative(pair, spring, bodies).position
            if abs((p.x * p.x + p.y * p.y).squareRoot() - spring.length) >= 0.05 { stretched = true }
        }
        let moving = bodies.indices.contains { !properties[$0].isAnchored && bodies[$0].speed >= 1 }
        return !accelerating && !stretched && !moving
    }

    /// The bodies an attachment holds: the first item's, and the second's (nil for a point).
    private func bodiesOf(_ attachment: UIAttachmentBehavior, index: [ObjectIdentifier: Int]) -> (Int, Int?)? {
        guard let first = attachment.items.first, let i = index[ObjectIdentifier(first)] else { return nil }
        guard attachment.attachedBehaviorType == .items else { return (i, nil) }
        guard attachment.items.count > 1, let j = index[ObjectIdentifier(attachment.items[1])] else { return nil }
        return (i, j)
    }

    /// Where the first body is from the other end (the second body or the anchor), and how fast
    /// it moves away from it.
    private func relative(_ pair: (Int, Int?), _ attachment: UIAttachmentBehavior, _ bodies: [DynamicBody]) -> (position: CGPoint, velocity: CGPoint) {
        let first = bodies[pair.0]
        let otherPosition = pair.1.map { bodies[$0].position } ?? attachment.anchorPoint
        let otherVelocity = pair.1.map { bodies[$0].velocity } ?? .zero
        return (CGPoint(x: first.position.x - otherPosition.x, y: first.position.y - otherPosition.y),
                CGPoint(x: first.velocity.x - otherVelocity.x, y: first.velocity.y - otherVelocity.y))
    }

    /// Gives a change of relative velocity to the pair, each end its share by the other's mass.
    private func share(_ change: CGPoint, _ pair: (Int, Int?), mass: (Int) -> CGFloat, bodies: inout [DynamicBody]) {
        let (first, second) = shares(pair, mass: mass)
        bodies[pair.0].velocity += CGPoint(x: change.x * first, y: change.y * first)
        if let j = pair.1 { bodies[j].velocity += CGPoint(x: -change.x * second, y: -change.y * second) }
    }

    /// Moves the pair apart by `offset` (relative), each end its share.
    private func move(_ offset: CGPoint, _ pair: (Int, Int?), mass: (Int) -> CGFloat, bodies: inout [DynamicBody]) {
        let (first, second) = shares(pair, mass: mass)
        bodies[pair.0].position += CGPoint(x: offset.x * first, y: offset.y * first)
        if let j = pair.1 { bodies[j].position += CGPoint(x: -offset.x * second, y: -offset.y * second) }
    }

    /// How much of a relative change each end of the pair takes: all of it for an item held to
    /// a point; between two items, each the other's share of their mass (none for an anchored one).
    private func shares(_ pair: (Int, Int?), mass: (Int) -> CGFloat) -> (CGFloat, CGFloat) {
        guard let j = pair.1 else { return mass(pair.0).isInfinite ? (0, 0) : (1, 0) }
        let m1 = mass(pair.0), m2 = mass(j)
        if m1.isInfinite && m2.isInfinite { return (0, 0) }
        if m1.isInfinite { return (0, 1) }
        if m2.isInfinite { return (1, 0) }
        return (m2 / (m1 + m2), m1 / (m1 + m2))
    }
}
