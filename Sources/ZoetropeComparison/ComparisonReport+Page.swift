import Foundation

extension ComparisonReport {
    /// The report's page (`Resources/report.html`, embedded at build time) with each
    /// `{{name}}` replaced by its value in `values`, in one pass: a value that itself holds
    /// `{{…}}` (a folder's name) is written as it is, never filled in turn.
    static func page(filling values: [String: String]) -> String {
        let template = String(decoding: PackageResources.report_html, as: UTF8.self)
        var page = ""
        page.reserveCapacity(template.utf8.count + values.values.reduce(0) { $0 + $1.utf8.count })
        var rest = template[...]
        while let open = rest.range(of: "{{") {
            page += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                rest = rest[open.lowerBound...]
                break
            }
            let name = String(rest[open.upperBound..<close.lowerBound])
            page += values[name] ?? String(rest[open.lowerBound..<close.upperBound])
            rest = rest[close.upperBound...]
        }
        page += rest
        return page
    }
}
