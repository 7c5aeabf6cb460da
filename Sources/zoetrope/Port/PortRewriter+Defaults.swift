#if Port  // the Port trait (Package.swift): swift-syntax
import SwiftSyntax

extension PortRewriter {
    /// The body of a default: `{}` for no result, `{ nil }` for an optional one, else the one
    /// fallback every call site gives; nil when there is none.
    ///
    /// A fallback that names the caller's own members (`?? columnCount`) is the default when
    /// every call passes the caller itself (`delegate?.columns?(in: self) ?? columnCount`): the
    /// default reads them from that parameter (`{ layout.columnCount }`), so an absent method
    /// still means what each call site said. A parameter typed as a class the caller inherits
    /// from (`layout: UICollectionViewLayout`, as UIKit's delegates take their layout) is read
    /// as the caller's class (`{ (layout as! WaterfallLayout).columnCount }`): every call
    /// passes the caller, so the cast holds for each of them.
    func defaultBody(for requirement: OptionalRequirement?, parameters: [FunctionParameterSyntax] = []) -> String? {
        guard let requirement else { return nil }
        if requirement.labels != nil, requirement.resultType == nil || requirement.resultType == "Void" || requirement.resultType == "()" {
            return "{}"
        }
        if requirement.isOptionalResult { return "{ nil }" }
        let key = RequirementCollector.key(requirement.name, requirement.labels)
        // A method taken by its bare name (`guard let f = delegate?.height else …`) names the
        // one requirement of that name.
        let found = Set(fallbacks[key] ?? fallbacks[RequirementCollector.key(requirement.name, [])] ?? [])
        guard found.count == 1, let fallback = found.first else { return nil }
        if Self.isSelfContained(fallback, globals: globalConstants) { return "{ \(fallback) }" }
        // The caller's members, read from the parameter every call passes `self` to.
        let sites = callers[key] ?? []
        guard let first = sites.first, let index = first.selfArgument, let className = first.className,
              sites.allSatisfy({ $0.selfArgument == index && $0.className == className }), parameters.indices.contains(index) else { return nil }
        let parameter = parameters[index]
        let name = (parameter.secondName ?? parameter.firstName).text
        let type = parameter.type.trimmedDescription
        guard name != "_", type == className || Self.inherits(className, from: type, supertypes: classSupertypes) else { return nil }
        let receiver = type == className ? name : "(\(name) as! \(className))"
        guard let rewritten = Self.reading(fallback, from: receiver, members: classMembers[className] ?? [], globals: globalConstants) else { return nil }
        return "{ \(rewritten) }"
    }

}
#endif
