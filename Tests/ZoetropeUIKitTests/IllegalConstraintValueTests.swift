import Foundation
import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A constant or multiplier that is not finite, or a priority out of (0, 1000], is what UIKit
/// raises for: here it is logged once with UIKit's words and the constraint is left out, so the
/// other constraints lay the view out and no frame is NaN or infinite.
@Suite struct IllegalConstraintValueTests {
    enum Value: String, CaseIterable, Sendable {
        case nanConstant, infiniteConstant, nanMultiplier, infiniteMultiplier, nanPriority, zeroPriority, priorityPastRequired
    }

    @Test(arguments: Value.allCases)
    func anIllegalValueIsReportedOnceAndTheConstraintLeftOut(value: Value) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        let illegal: NSLayoutConstraint
        switch value {
        case .nanConstant: illegal = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: .nan)
        case .infiniteConstant: illegal = child.heightAnchor.constraint(equalToConstant: -.infinity)
        case .nanMultiplier: illegal = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: .nan)
        case .infiniteMultiplier: illegal = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: .infinity)
        case .nanPriority, .zeroPriority, .priorityPastRequired:
            illegal = child.widthAnchor.constraint(equalToConstant: 300)
            illegal.priority = UILayoutPriority(value == .nanPriority ? .nan : value == .zeroPriority ? 0 : 1001)
        }
        let identifier = "illegal-\(value.rawValue)-\(UUID().uuidString)"
        illegal.identifier = identifier
        illegal.isActive = true
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 100, height: 50), "\(value): \(child.frame)")
        let words = switch value {
        case .nanConstant, .infiniteConstant: "Constraint constant is not finite! That's illegal."
        case .nanMultiplier, .infiniteMultiplier: "Multiplier is not finite! That's illegal."
        case .nanPriority, .zeroPriority, .priorityPastRequired: "Priority must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."
        }
        var reports = AutoLayoutLog.recent.filter { $0.contains(identifier) }
        #expect(reports.count == 1 && reports[0].contains(words), "\(value): \(reports)")
        // Laid out again, it is not reported again.
        container.setNeedsLayout()
        container.layoutIfNeeded()
        reports = AutoLayoutLog.recent.filter { $0.contains(identifier) }
        #expect(reports.count == 1, "\(value): reported \(reports.count) times")
    }
}
