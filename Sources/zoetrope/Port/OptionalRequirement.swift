#if Port  // the Port trait (Package.swift): swift-syntax
import SwiftParser
import SwiftSyntax

/// An optional requirement of a protocol being ported.
struct OptionalRequirement {
    var protocolName: String
    var name: String
    /// The argument labels (`_` for none), for matching call sites; nil for a property.
    var labels: [String]?
    /// The result type as written, nil for none.
    var resultType: String?
    var isOptionalResult: Bool
}
#endif
