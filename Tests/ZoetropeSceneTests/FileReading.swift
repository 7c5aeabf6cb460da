import Foundation
import ZoetropeTestSupport

func readFile(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

func listFixtures() -> [String] {
    let folder = packageRoot + "/Fixtures"
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
}
