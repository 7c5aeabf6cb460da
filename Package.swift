// swift-tools-version:6.1
import PackageDescription

/// Zoetrope: collection-view update animations rendered without a phone.
///
/// The target graph is the architecture (see `docs/architecture.md`): the core imports only the
/// standard library, only `ZoetropeCairo` sees Cairo, and the command line is a thin layer.
let package = Package(
    name: "Zoetrope",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ZoetropeCore", targets: ["ZoetropeCore"]),
        .library(name: "ZoetropeScene", targets: ["ZoetropeScene"]),
        .library(name: "ZoetropeAssets", targets: ["ZoetropeAssets"]),
        .library(name: "ZoetropeCairo", targets: ["ZoetropeCairo"]),
        .library(name: "ZoetropePNG", targets: ["ZoetropePNG"]),
        .library(name: "ZoetropeSVG", targets: ["ZoetropeSVG"]),
        .library(name: "ZoetropeComparison", targets: ["ZoetropeComparison"]),
        .library(name: "ZoetropeTesting", targets: ["ZoetropeTesting"]),
        // Strategies for pointfreeco's swift-snapshot-testing, apart so the rest stays light.
        .library(name: "ZoetropeSnapshotTesting", targets: ["ZoetropeSnapshotTesting"]),
        // The player page (a fixture's animation, controls, timing chart) and the live preview server.
        .library(name: "ZoetropePlayer", targets: ["ZoetropePlayer"]),
        .library(name: "ZoetropePreview", targets: ["ZoetropePreview"]),
        // UIKit's collection-view classes on Linux: an app's own layout code, compiled unchanged.
        .library(name: "ZoetropeUIKit", targets: ["ZoetropeUIKit"]),
        .executable(name: "zoetrope", targets: ["zoetrope"]),
    ],
    // What pulls in other packages is behind a trait, and none is on by default: a package that
    // uses the libraries resolves no other package (`docs/testing.md`). The repository's scripts
    // enable every trait.
    traits: [
        .trait(name: "Tools", description: "The zoetrope command line and the browser parity tests: swift-argument-parser (and SwiftNIO for the tests)."),
        // Hummingbird and SwiftNIO take minutes to build in release and only `zoetrope preview`
        // serves with them: rendering (scripts/render-fixtures) builds without them.
        .trait(name: "Preview", description: "zoetrope preview's live server: Hummingbird and SwiftNIO (and the Tools trait).",
               enabledTraits: ["Tools"]),
        // swift-syntax takes longer to build than all of Zoetrope, and only `zoetrope port` uses
        // it: rendering (scripts/render-fixtures) builds without it.
        .trait(name: "Port", description: "zoetrope port, which edits an app's code on its syntax tree: swift-syntax (and the Tools trait).",
               enabledTraits: ["Tools"]),
        .trait(name: "SnapshotTesting", description: "ZoetropeSnapshotTesting's strategies for pointfreeco's swift-snapshot-testing."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // The WebSocket the browser parity tests speak WebDriver BiDi to Firefox over.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        // The live preview's HTTP server and its WebSocket for reloads.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.0"),
        // `zoetrope port`'s edits, made on the syntax tree.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        // Pango's interface is declared in the module itself (see its shim.h): its pkg-config
        // flags would make SwiftPM warn in every dependent package's build.
        .systemLibrary(
            name: "CPango",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]
        ),
        // librsvg, declared as CPango is (see its shim.h): fixtures' SVG pictures, drawn as vectors.
        .systemLibrary(
            name: "CRsvg",
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]
        ),
        // Poppler's GLib interface, declared as CRsvg is (see its shim.h): an asset catalogue's PDF pictures.
        .systemLibrary(
            name: "CPoppler",
            providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]
        ),
        .target(name: "ZoetropeCore"),
        // An app's asset catalogue (.xcassets): named colours, pictures and custom symbols.
        .target(name: "ZoetropeAssets", dependencies: ["ZoetropeCore", "ZoetropePNG", "ZoetropeCairo", "CCairo", "CPoppler", "CDeflate", "CTurboJPEG"]),
        // PNG files checked as a decoder reads them, without decoding: fixtures' pictures, compare's frames.
        .target(name: "ZoetropePNG", dependencies: ["CDeflate"]),
        // Scene measures text with Cairo by default, as the command line does: one answer
        // from every entry point.
        .target(name: "ZoetropeScene", dependencies: ["ZoetropeCore", "ZoetropePNG", "ZoetropeCairo", "ZoetropeAssets"]),
        .target(name: "ZoetropeCairo", dependencies: ["ZoetropeCore", "ZoetropeEncoders", "CCairo", "CPango", "CHarfBuzz", "CDeflate", "CZlib", "CWebP", "CRsvg"]),
        // The image formats' own encoders (the PNG deflater, APNG, GIF), which never draw: what
        // ZoetropeCairo's writers hand their pixels to.
        .target(name: "ZoetropeEncoders", dependencies: ["CDeflate"]),
        .target(name: "ZoetropeSVG", dependencies: ["ZoetropeCore"]),
        // UIKit-shaped classes over the core; never Cairo (it records timelines, others draw them).
        .target(name: "ZoetropeUIKit", dependencies: ["ZoetropeCore", "ZoetropeAssets"]),
        .target(name: "ZoetropeComparison", dependencies: ["ZoetropeCore", "ZoetropeCairo", "ZoetropePNG"],
                resources: [.embedInCode("Resources/report.html")]),
        .target(name: "ZoetropeTesting", dependencies: ["ZoetropeCore", "ZoetropeCairo", "ZoetropePNG", "ZoetropeComparison"]),
        .target(name: "ZoetropeSnapshotTesting", dependencies: [
            "ZoetropeCore", "ZoetropeCairo", "ZoetropePNG", "ZoetropeTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
        ]),
        // A fixture as the data the player page shows, and the page itself (no server needed).
        // Its script and style sheet are files, compiled into the module (the page stays one file).
        .target(name: "ZoetropePlayer", dependencies: ["ZoetropeCore", "ZoetropeScene", "ZoetropeSVG", "ZoetropeCairo"],
                resources: [.embedInCode("Resources/player.js"), .embedInCode("Resources/player.css")]),
        .target(name: "ZoetropePreview", dependencies: [
            "ZoetropeAssets",
            "ZoetropePlayer", "ZoetropeScene", "ZoetropeCairo", "ZoetropeComparison", "ZoetropeSVG",
            .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Preview"])),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: .when(traits: ["Preview"])),
            .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Preview"])),
        ]),
        .executableTarget(
            name: "zoetrope",
            dependencies: [
                "ZoetropeCore", "ZoetropeScene", "ZoetropeAssets", "ZoetropeCairo", "ZoetropeSVG", "ZoetropeComparison", "ZoetropePlayer", "ZoetropePreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Tools"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Port"])),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Port"])),
            ]
        ),
        .executableTarget(name: "DiffBenchmark", dependencies: ["ZoetropeCore"], path: "Benchmarks/DiffBenchmark"),
        .executableTarget(name: "LayoutBenchmark", dependencies: ["ZoetropeCore"], path: "Benchmarks/LayoutBenchmark"),
        // Reload latency of the live preview: file saved → page showing it, in headless Chromium.
        .executableTarget(name: "PreviewBenchmark", dependencies: ["ZoetropePreview", "ZoetropeTestSupport"], path: "Benchmarks/PreviewBenchmark"),
        // What recording through ZoetropeUIKit costs over the core, at 1k to 100k items.
        .executableTarget(name: "UIKitBenchmark", dependencies: ["ZoetropeUIKit", "ZoetropeCore"], path: "Benchmarks/UIKitBenchmark"),
        .executableTarget(name: "FormatBenchmark", dependencies: ["ZoetropeCore", "ZoetropeScene", "ZoetropeCairo"], path: "Benchmarks/FormatBenchmark"),
        .executableTarget(name: "FixtureBenchmark", dependencies: ["ZoetropeScene"], path: "Benchmarks/FixtureBenchmark"),
        .executableTarget(name: "PipelineBenchmark", dependencies: ["ZoetropeCore", "ZoetropeScene", "ZoetropeSVG", "ZoetropeCairo"],
                          path: "Benchmarks/PipelineBenchmark"),
        // `zoetrope port`'s time and memory at 1k, 10k and 100k lines, through the release binary.
        .executableTarget(name: "PortBenchmark", dependencies: ["ChildProcessMeasure"], path: "Benchmarks/PortBenchmark"),
        // A program run to its end, its time and peak memory measured from outside.
        .target(name: "ChildProcessMeasure", path: "Benchmarks/ChildProcessMeasure"),
        // Every refusal of the hostile-input trials through the release binary: time and peak memory.
        .executableTarget(name: "LimitsBenchmark", dependencies: ["CDeflate", "ChildProcessMeasure"], path: "Benchmarks/LimitsBenchmark"),
        .executableTarget(name: "RenderBenchmark", dependencies: ["ZoetropeCore", "ZoetropeCairo", "ZoetropeEncoders", "ZoetropeComparison", "PixelMatchC"],
                          path: "Benchmarks/RenderBenchmark"),
        // `compare`'s speed: PixelMatch, decoding and whole folders, beside pixelmatch's algorithm in C.
        .executableTarget(name: "CompareBenchmark", dependencies: ["ZoetropeCore", "ZoetropeCairo", "ZoetropeComparison", "ZoetropePNG", "PixelMatchC"],
                          path: "Benchmarks/CompareBenchmark"),
        // pixelmatch's algorithm in C: the reference RenderBenchmark and CompareBenchmark measure `compare` against.
        .target(name: "PixelMatchC", path: "Benchmarks/PixelMatchC"),
        // The render benchmark's two reference programs in C, and the draw list they share.
        .target(name: "RenderBenchmarkC", dependencies: ["CCairo"], path: "Benchmarks/RenderBenchmarkC",
                linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .executableTarget(name: "RenderBenchmarkNaive", dependencies: ["RenderBenchmarkC", "CCairo"], path: "Benchmarks/RenderBenchmarkNaive"),
        .executableTarget(name: "RenderBenchmarkFastest", dependencies: ["RenderBenchmarkC", "CCairo", "CDeflate"], path: "Benchmarks/RenderBenchmarkFastest",
                          linkerSettings: [.linkedLibrary("pthread", .when(platforms: [.linux]))]),
        // What this repository's own tests share and users do not need (not a product): the
        // package root, the built binary, headless Chromium, the browser parity rule, the
        // batch-update reference model and its random updates, a layout ported for the tests.
        .target(name: "ZoetropeTestSupport", dependencies: ["ZoetropeCore", "ZoetropeCairo", "CDeflate", "CTurboJPEG"], path: "Tests/ZoetropeTestSupport"),
        .testTarget(name: "ZoetropeCoreTests", dependencies: ["ZoetropeCore", "ZoetropeTestSupport"]),
        .testTarget(name: "ZoetropeAssetsTests", dependencies: ["ZoetropeAssets", "ZoetropeCore", "ZoetropeCairo", "ZoetropeTestSupport"]),
        .testTarget(name: "ZoetropePNGTests", dependencies: ["ZoetropePNG", "ZoetropeCairo", "CDeflate"]),
        .testTarget(name: "ZoetropeSceneTests", dependencies: ["ZoetropeScene", "ZoetropeTestSupport"], exclude: ["Malformed"]),
        .testTarget(name: "ZoetropeCairoTests", dependencies: ["ZoetropeCairo", "ZoetropeEncoders", "ZoetropeScene", "ZoetropeTesting", "ZoetropeTestSupport", "CCairo", "CZlib"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "ZoetropeSVGTests", dependencies: ["ZoetropeSVG", "ZoetropeScene", "ZoetropeCairo", "ZoetropeTesting", "ZoetropeTestSupport", "ZoetropePlayer"]),
        .testTarget(name: "ZoetropeSnapshotTestingTests", dependencies: ["ZoetropeSnapshotTesting", "ZoetropeScene", "ZoetropeTestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ZoetropePreviewTests", dependencies: [
            "ZoetropePreview", "ZoetropePlayer", "ZoetropeScene", "ZoetropeTesting", "ZoetropeTestSupport", "ZoetropeCairo", "ZoetropeComparison", "zoetrope",
        ]),
        // Layout code in UIKit's style, compiled against ZoetropeUIKit with only the import changed.
        .testTarget(name: "ZoetropeUIKitTests", dependencies: ["ZoetropeUIKit", "ZoetropeAssets", "ZoetropeCore", "ZoetropeCairo", "ZoetropeTesting", "ZoetropeTestSupport", "ZoetropeSVG"]),
        .testTarget(name: "ZoetropeTestingTests", dependencies: ["ZoetropeTesting", "ZoetropeTestSupport", "ZoetropeScene", "ZoetropePNG"]),
        // The SVG in headless Chromium against the PNG frames; needs Chromium installed.
        .testTarget(name: "BrowserParityTests", dependencies: [
            "ZoetropeSVG", "ZoetropeScene", "ZoetropeCairo", "ZoetropeTesting", "ZoetropeTestSupport",
            .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Tools"])),
            .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Tools"])),
            .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Tools"])),
            .product(name: "NIOWebSocket", package: "swift-nio", condition: .when(traits: ["Tools"])),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio", condition: .when(traits: ["Tools"])),
        ]),
        .testTarget(name: "zoetropeTests", dependencies: ["zoetrope", "ZoetropeScene", "ZoetropeCairo", "ZoetropeTesting", "ZoetropeTestSupport", "CWebP"]),
    ]
)

// The documentation catalogs (`Sources/*/*.docc`) are built by the toolchain's `docc`
// (`bash scripts/docs`); swift-docc-plugin lends its `snippet-extract` and is a dependency only
// when `ZOETROPE_DOCS=1`: a package that depends on Zoetrope never resolves it.
if Context.environment["ZOETROPE_DOCS"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}
