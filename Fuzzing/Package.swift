// swift-tools-version:6.1
import PackageDescription

/// libFuzzer targets for Zoetrope, apart from the main package because they only link when
/// built with `-sanitize=fuzzer`. Build and run them with `scripts/fuzz` (see docs/hardening.md#fuzzing).
let package = Package(
    name: "ZoetropeFuzzing",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Zoetrope", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        // The batch-update reference model and its random updates, shared with the main
        // package's tests: its sources are links to Tests/ZoetropeTestSupport/, which is not a
        // product another package could depend on.
        .target(name: "FuzzTestSupport", dependencies: [.product(name: "ZoetropeCore", package: "Zoetrope")]),
        // The fixture decoder, then the timeline of whatever it accepts.
        .executableTarget(name: "FuzzFixture", dependencies: [
            "FuzzSupport", .product(name: "ZoetropeScene", package: "Zoetrope"), .product(name: "ZoetropeCore", package: "Zoetrope"),
        ]),
        // The batch-update validator: random operations against random counts, and valid
        // updates against the reference model.
        .executableTarget(name: "FuzzBatchUpdate", dependencies: [
            "FuzzSupport", "FuzzTestSupport", .product(name: "ZoetropeCore", package: "Zoetrope"),
        ]),
        // An app's font file: the core's table reader, then HarfBuzz, FreeType and Cairo on
        // whatever it accepts.
        .executableTarget(name: "FuzzFontFile", dependencies: [
            "FuzzSupport", .product(name: "ZoetropeCore", package: "Zoetrope"), .product(name: "ZoetropeCairo", package: "Zoetrope"),
        ]),
        // The differ on random snapshot pairs, each stage replayed as a checked batch update.
        .executableTarget(name: "FuzzDiff", dependencies: [
            "FuzzSupport", "FuzzTestSupport", .product(name: "ZoetropeCore", package: "Zoetrope"),
        ]),
    ]
)
