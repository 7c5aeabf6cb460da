#if Preview  // the Preview trait (Package.swift): the server it measures
import Foundation
import ZoetropePreview
import ZoetropeTestSupport

// The live preview's reload latency for every shipped fixture: the fixture file saved (a new
// file renamed into place, as editors save) → the page in headless Chromium showing the new
// document. Also the server's part alone: reading, running and writing the document again.
// Goal: under 300 ms each. Run from the package root after `swift build -c release --traits Preview`.

let root = FileManager.default.currentDirectoryPath
let folder = NSTemporaryDirectory() + "zoetrope-preview-benchmark-\(getpid())"
try? FileManager.default.removeItem(atPath: folder)
try FileManager.default.copyItem(atPath: root + "/Fixtures", toPath: folder)
defer { try? FileManager.default.removeItem(atPath: folder) }
let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
let paths = names.map { folder + "/" + $0 }

func save(_ path: String, round: Int) throws {
    var text = try String(contentsOfFile: path, encoding: .utf8)
    while text.hasSuffix(" ") || text.hasSuffix("\n") { text.removeLast() }
    text += "\n" + String(repeating: " ", count: round % 2 + 1)
    try text.write(toFile: path + ".saving", atomically: false, encoding: .utf8)
    rename(path + ".saving", path)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

// The server's part: one library, each fixture saved and polled.
let library = PreviewLibrary(paths: paths)
var serverTimes: [String: Double] = [:]
for (index, path) in paths.enumerated() {
    var samples: [Double] = []
    for round in 0..<5 {
        try save(path, round: round)
        let start = Date()
        _ = await library.poll()
        samples.append(Date().timeIntervalSince(start))
    }
    serverTimes[names[index]] = median(samples)
}

// The whole loop, through the server and the page.
let server = PreviewServer(library: PreviewLibrary(paths: paths), port: 0)
let task = server.start()
while server.port == nil { try await Task.sleep(for: .milliseconds(10)) }
let browser = try HeadlessBrowser()
let tab = try browser.openTab(URL(string: "http://127.0.0.1:\(server.port!)/")!)
try tab.evaluate("zoetrope.ready.then(() => true)")

print("fixture                   server (read, run, write)   saved → page shows it (median of 5)")
var worst = 0.0
for (index, path) in paths.enumerated() {
    let key = (names[index] as NSString).deletingPathExtension
    try tab.evaluate("zoetrope.open(\(JSONSerialization.jsonString(key))).then(() => true)")
    try tab.wait(until: "zoetrope.state().name === \(JSONSerialization.jsonString(key)) && zoetrope.state().version !== null")
    var samples: [Double] = []
    for round in 0..<5 {
        let version = try tab.evaluate("zoetrope.state().version") as? Int ?? 0
        try save(path, round: round)
        samples.append(try tab.wait(until: "zoetrope.state().version > \(version)", timeout: 10))
    }
    let page = median(samples)
    worst = max(worst, page)
    print(key.padding(toLength: 26, withPad: " ", startingAt: 0)
          + String(format: "%8.0f ms", serverTimes[names[index]]! * 1000).padding(toLength: 28, withPad: " ", startingAt: 0)
          + String(format: "%8.0f ms", page * 1000))
}
print(String(format: "slowest: %.0f ms (goal: under 300 ms each)", worst * 1000))
server.stop()
_ = try? await task.value

extension JSONSerialization {
    static func jsonString(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast().description
    }
}
#else
print("PreviewBenchmark measures the preview server, which is built with the Preview trait: swift build -c release --traits Preview")
#endif
