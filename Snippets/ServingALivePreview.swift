// A live preview of fixtures from Swift: the server `zoetrope preview` runs, on a port of its own.
// snippet.hide
#if Preview  // the Preview trait (Package.swift) brings Hummingbird and SwiftNIO
// snippet.show
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ZoetropePreview

// The library reads the fixtures once, then again whenever a file changes (`poll()`), and
// keeps the last animation that worked beside an error.
let library = PreviewLibrary(paths: ["Fixtures/color-swatches.json", "Fixtures/dashboard.json"])

// Port 0 lets the system pick a free port; the address is known once the server listens.
let server = PreviewServer(library: library, port: 0)
let started = AsyncStream<String>.makeStream()
let running = server.start { address in started.continuation.yield(address) }
guard let address = await started.stream.first(where: { _ in true }) else { fatalError("the server did not start") }
print("open \(address) in a browser")

// What the page asks first: the fixtures, by key.
let (list, _) = try await URLSession.shared.data(from: URL(string: address + "api/fixtures")!)
print(String(decoding: list, as: UTF8.self))

server.stop()
try await running.value
// snippet.hide
#else
print("ServingALivePreview needs the Preview trait: swift run --traits Preview ServingALivePreview")
#endif
