import ZoetropeAssets
import ZoetropeCore

/// Turns a parsed fixture into a `Scene`, checking every value and every key.
///
/// The format is documented in `docs/fixture-format.md` and `docs/fixture.schema.json`.
struct FixtureDecoder {
    /// The only version this build reads.
    static let version = 1

    /// The name used when the fixture gives none (derived from the file name).
    let fallbackName: String?
    var sources = FixtureSourceMap()
    /// The pictures the fixture refers to.
    let images: ImageLibrary
    /// The SF Symbols the fixture names, and its folder of pictures for them.
    let symbols = SymbolLibrary()
    /// The app fonts the fixture names, read before any label.
    var fonts: FontLibrary
    /// How many steps the fixture may have.
    let limits: FixtureLimits
    /// The safe area in effect at the step being decoded: the viewport's, until a step gives
    /// its own. A step that resizes without one keeps it, and is checked against it.
    var safeAreaSoFar: EdgeInsets = .zero
    /// The appearance colours resolve in: the fixture's `"appearance"`, unless the caller
    /// gives one (`appearanceOverride`), else light.
    var appearance: Appearance = .standard
    var appearanceOverride: Appearance?
    /// The app's asset catalogue: the fixture's `"assets"`, unless the caller gives one
    /// (`assetsOverride`); its named colours and pictures.
    var assets: AssetCatalog?
    var assetsOverride: AssetCatalog?
    /// Opens the catalogue the fixture names, relative to its folder.
    let openAssets: FixtureAssetsOpener?
    /// Whether a step's `"appearance"` switches the appearance the steps after it resolve in.
    /// Off when the fixture is read again in one appearance to restyle it: there every step
    /// resolves in that one, and an appearance step changes nothing.
    var followsAppearanceSteps = true
    /// The steps that switch the appearance, and to which, in order.
    var appearanceChanges: [(step: Int, appearance: Appearance, place: FixtureValue)] = []
    /// How many appearances one fixture may show: each is read once more.
    static let maximumAppearances = 8

    /// The screen's scale (the viewport's): which file of an image set a named picture is,
    /// as UIKit picks the one for the screen's `displayScale`.
    var screenScale = 2

    /// What colours resolve against.
    var palette: FixturePalette { FixturePalette(appearance: appearance, assets: assets) }

    init(fallbackName: String?, readResource: FixtureResourceReader? = nil, openAssets: FixtureAssetsOpener? = nil, limits: FixtureLimits = .standard) {
        self.fallbackName = fallbackName
        self.openAssets = openAssets
        self.images = ImageLibrary(read: readResource)
        self.fonts = FontLibrary(read: readResource)
        self.limits = limits
    }

    /// The asset catalogue at a path relative to the fixture's folder.
    func decodeAssets(_ value: FixtureValue) throws(DecodingProblem) -> AssetCatalog {
        let path = try value.string()
        guard FixtureResourcePath.problem(path) == nil else {
            throw value.problem("expected an asset catalogue's folder relative to the fixture's folder, without \"..\", such as \"App/Assets.xcassets\"; found \"\(path)\"")
        }
        guard let openAssets else { throw value.problem("a fixture that is not read from a file cannot name an asset catalogue") }
        do {
            return try openAssets(path)
        } catch {
            throw value.problem("the asset catalogue \"\(path)\": \(error.message)")
        }
    }

    mutating func decodeScene(_ tape: JSONTape) throws(DecodingProblem) -> Scene {
        // As it was before reading: a fixture that switches appearance is read once more in
        // each appearance it switches to.
        let unread = self
        let document = try FixtureValue(tape: tape, index: JSONTape.root).object(keys: .root)

        let version = try document.required("version", "the format version, 1").integer(in: 0...Int.max, "a version number")
        guard version == Self.version else {
            throw document.value.problem("this fixture is version \(version); this Zoetrope reads version \(Self.version)")
        }
        let name = try decodeName(document)
        let summary = try document.optional("description")?.string()
        let viewportValue = try document.required("viewport", "the screen size in points")
        let viewport = try decodeViewport(viewportValue)
        sources.viewport = viewportValue.place
        safeAreaSoFar = viewport.safeAreaInsets
        screenScale = viewport.scale
        let ownAppearance = try document.optional("appearance").map { v throws(DecodingProblem) in try decodeAppearance(v) }
        appearance = appearanceOverride ?? ownAppearance ?? .standard
        try decodeSymbolsAndAssets(document)
        let background = try document.optional("background")?.color(in: palette) ?? SystemColor.systemBackground.color(in: appearance)
        if let fontsValue = document.optional("fonts") { try fonts.decode(fontsValue) }
        let layout = try document.optional("layout").map(decodeLayout) ?? FlowLayout()
        if let layoutValue = document.optional("layout") {
            sources.layout = layoutValue.place
        }
        let style = try decodeSceneStyle(document, viewport: viewport)
        let (snapshot, outlines) = try decodeSnapshot(document.required("sections", "the initial sections, possibly none: []"), style: style)
        let animation = try document.optional("animation").map(decodeAnimation) ?? SceneAnimation()
        var steps = try decodeSteps(document, style: style, animation: animation, viewport: viewport)
        try restyle(&steps, from: unread, tape: tape)
        try checkLayouts(document, initial: layout, snapshot: snapshot, steps: steps, width: viewport.size.width)
        var scene = Scene(name: name, summary: summary, viewport: viewport, background: background, layout: layout,
                          snapshot: snapshot, animation: animation, steps: steps)
        // Sections whose items have children are outlines that `expand` and `collapse` act on.
        scene.outlines = outlines
        scene.appearance = appearanceOverride ?? ownAppearance ?? .standard
        scene.symbolStandIns = symbols.standIns
        return scene
    }

    /// The fixture's `"name"`, else the file's name when it makes a safe output name.
    private func decodeName(_ document: FixtureObject) throws(DecodingProblem) -> String {
        if let value = document.optional("name") {
            let name = try value.string()
            if let problem = Self.outputNameProblem(name) { throw value.problem(problem) }
            return name
        }
        if let fallbackName, Self.outputNameProblem(fallbackName) == nil { return fallbackName }
        throw document.value.problem(
            "missing key \"name\": the file name does not make a safe output name, so give one made of letters, digits, '.', '_' and '-'")
    }

    /// The folder of SF Symbols' stand-ins and the asset catalogue, from the fixture unless the
    /// caller gave a catalogue.
    private mutating func decodeSymbolsAndAssets(_ document: FixtureObject) throws(DecodingProblem) {
        if let folder = document.optional("symbols") {
            let path = try folder.string()
            guard FixtureResourcePath.problem(path) == nil else {
                throw folder.problem("expected a folder of pictures for SF Symbols (NAME.svg or NAME.png) relative to the fixture's folder, without \"..\"; found \"\(path)\"")
            }
            symbols.folder = path
        }
        let ownAssets = document.optional("assets")
        if let assetsOverride {
            assets = assetsOverride
        } else if let ownAssets {
            assets = try decodeAssets(ownAssets)
        }
    }

    /// Every step, counted against the limit before any is decoded (each costs memory in
    /// proportion to the elements); the steps after an appearance change resolve in the new
    /// appearance.
    private mutating func decodeSteps(_ document: FixtureObject, style initialStyle: Style, animation: SceneAnimation,
                                      viewport: Viewport) throws(DecodingProblem) -> [SceneStep] {
        var style = initialStyle
        var steps: [SceneStep] = []
        let stepValues = try document.optional("steps")?.array() ?? []
        if stepValues.count > limits.maximumSteps, let value = document.optional("steps") {
            throw value.problem("the fixture has \(stepValues.count) steps, more than the limit of \(limits.maximumSteps) (--max-steps)")
        }
        for value in stepValues {
            let step = try decodeStep(value, style: style, animation: animation)
            steps.append(step)
            if appearanceChanges.last?.step == steps.count - 1 {
                style = try decodeSceneStyle(document, viewport: viewport)
            }
        }
        return steps
    }

    /// The checks that need the whole scene, for the initial layout and each step's: explicit
    /// frames name items that exist, a dashboard's focus names an item, a compositional
    /// layout's sections have room and kinds that exist.
    private func checkLayouts(_ document: FixtureObject, initial layout: any CollectionLayout, snapshot: CollectionSnapshot,
                              steps: [SceneStep], width: Double) throws(DecodingProblem) {
        if let layoutValue = document.optional("layout") {
            try checkLayout(layout, at: layoutValue, snapshot: snapshot, steps: steps, width: width)
        }
        for (index, step) in steps.enumerated() {
            guard case .layout(let stepLayout) = step.action, let stepValue = try document.optional("steps")?.array()[index],
                  let layoutValue = try stepValue.object(keys: .step).optional("layout") else { continue }
            try checkLayout(stepLayout, at: layoutValue, snapshot: snapshot, steps: steps, width: width)
        }
    }

    private func checkLayout(_ layout: any CollectionLayout, at value: FixtureValue, snapshot: CollectionSnapshot,
                             steps: [SceneStep], width: Double) throws(DecodingProblem) {
        if let explicit = layout as? ExplicitLayout {
            try checkFrames(of: explicit, at: value, snapshot: snapshot, steps: steps)
        }
        if let dashboard = layout as? DashboardLayout {
            try checkFocus(of: dashboard, at: value, snapshot: snapshot, steps: steps)
        }
        if let compositional = layout as? CompositionalLayout {
            try checkSectionKinds(of: compositional, at: value, snapshot: snapshot, steps: steps, width: width)
        }
    }

    /// The fixture's `"style"` over the defaults of its layout and appearance, resolved in the
    /// appearance now in effect.
    private func decodeSceneStyle(_ document: FixtureObject, viewport: Viewport) throws(DecodingProblem) -> Style {
        var style = try document.optional("style").map(decodeStyle) ?? Style()
        if let list = Self.listConfiguration(in: document.optional("layout")) {
            style = Style.listDefaults(list, width: viewport.size.width, appearance: appearance).overlaid(with: style)
        }
        if appearance != .standard { style = Style.appearanceDefaults(appearance).overlaid(with: style) }
        return style
    }

    /// Gives each appearance step the fixture read again in its appearance (`unread`, the
    /// decoder as it was before reading, reads it), and the background of that appearance.
    private func restyle(_ steps: inout [SceneStep], from unread: FixtureDecoder, tape: JSONTape) throws(DecodingProblem) {
        var restyled: [Appearance: Scene] = [:]
        for change in appearanceChanges {
            if restyled[change.appearance] == nil {
                guard restyled.count < Self.maximumAppearances else {
                    throw change.place.problem("the fixture switches to more than \(Self.maximumAppearances) appearances; each is read once more, so show at most \(Self.maximumAppearances) in one fixture (render the others with --appearance)")
                }
                var reader = unread
                reader.appearanceOverride = change.appearance
                reader.assetsOverride = assets
                reader.followsAppearanceSteps = false
                restyled[change.appearance] = try reader.decodeScene(tape)
            }
            guard let scene = restyled[change.appearance] else { continue }
            steps[change.step].action = .appearance(AppearanceChange(appearance: change.appearance, restyled: scene))
            if steps[change.step].background == nil { steps[change.step].background = scene.background }
        }
    }

    /// `{"style": "light" | "dark", "contrast": "normal" | "high", "level": "base" | "elevated",
    /// "contentSize": "large" | "accessibilityExtraExtraExtraLarge" | "ax5" | …,
    /// "direction": "leftToRight" | "rightToLeft"}`, each optional.
    ///
    /// Keys left out keep `base`'s value: a step's `{"style": "dark"}` changes only the style.
    func decodeAppearance(_ value: FixtureValue, over base: Appearance = Appearance()) throws(DecodingProblem) -> Appearance {
        let object = try value.object(keys: .appearance)
        var appearance = base
        if let style = object.optional("style") { appearance.style = try style.choice(Appearance.Style.allCases.map { ($0.rawValue, $0) }, "style") }
        if let contrast = object.optional("contrast") {
            appearance.contrast = try contrast.choice(Appearance.Contrast.allCases.map { ($0.rawValue, $0) }, "contrast")
        }
        if let level = object.optional("level") { appearance.level = try level.choice(Appearance.Level.allCases.map { ($0.rawValue, $0) }, "level") }
        if let size = object.optional("contentSize") {
            appearance.contentSize = try size.choice(DynamicType.Category.allCases.map { ($0.rawValue, $0) }, "content size category",
                                                      aliases: DynamicType.Category.allCases.map { ($0.shortName, $0) })
        }
        if let direction = object.optional("direction") {
            appearance.direction = try direction.choice(Appearance.Direction.allCases.map { ($0.rawValue, $0) }, "layout direction")
        }
        return appearance
    }

    /// Every item the fixture shows has a frame in its explicit layout.
    func checkFrames(of layout: ExplicitLayout, at value: FixtureValue, snapshot: CollectionSnapshot, steps: [SceneStep]) throws(DecodingProblem) {
        let items = everyItem(snapshot: snapshot, steps: steps)
        if let missing = items.first(where: { layout.itemFrames[$0.id] == nil }) {
            let framesPath = value.path / "items"
            throw DecodingProblem(path: framesPath, position: value.position,
                                  message: "item \"\(missing.id)\" has no frame; an explicit layout needs a frame for every item the fixture shows")
        }
    }

    /// A dashboard's focused item is one the fixture shows (a typo would silently zoom nothing).
    func checkFocus(of layout: DashboardLayout, at value: FixtureValue, snapshot: CollectionSnapshot, steps: [SceneStep]) throws(DecodingProblem) {
        guard let focus = layout.focusedItem else { return }
        let ids = everyItem(snapshot: snapshot, steps: steps).map(\.id)
        guard !ids.contains(focus) else { return }
        let focusValue = (try? value.object(keys: .dashboardLayout).optional("focus")) ?? nil
        var message = "no item has the id \"\(focus)\"; \"focus\" names the item to zoom"
        if let suggestion = closest(to: focus.rawValue, among: ids.map(\.rawValue)) { message += " (did you mean \"\(suggestion)\"?)" }
        throw (focusValue ?? value).problem(message)
    }

    /// Every item of the initial data and of every step's data.
    func everyItem(snapshot: CollectionSnapshot, steps: [SceneStep]) -> [Item] {
        var items = snapshot.sections.flatMap(\.items)
        for step in steps {
            switch step.action {
            case .batch(let update, let dataAfter):
                items += update.insertedItems.compactMap(\.item) + update.reloadedItems.compactMap(\.item)
                items += update.insertedSections.compactMap(\.section).flatMap(\.items)
                items += update.reloadedSections.compactMap(\.section).flatMap(\.items)
                items += dataAfter?.sections.flatMap(\.items) ?? []
            case .snapshot(let data):
                items += data.sections.flatMap(\.items)
            case .diffable(let operations, _):
                for operation in operations {
                    switch operation {
                    case .appendSections(let sections): items += sections.flatMap(\.items)
                    case .appendItems(let new, _), .insertItems(let new, _), .insertItemsAfter(let new, _), .reloadItems(let new), .reconfigureItems(let new):
                        items += new
                    default: break
                    }
                }
            case .pause, .layout, .bounds, .orthogonalScroll, .appearance:
                break
            }
        }
        return items
    }

    /// Why `name` cannot name output files, or nil when it can: it must stay inside the
    /// output folder whatever it is joined to.
    static func outputNameProblem(_ name: String) -> String? {
        let allowed = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "_" || $0 == "-"
        }
        guard !name.isEmpty, name.count <= 100, allowed, name.first != ".", name.first != "-" else {
            return "expected an output name of 1 to 100 letters, digits, '.', '_' and '-', not starting with '.' or '-', found \"\(name)\""
        }
        return nil
    }

    func decodeViewport(_ value: FixtureValue) throws(DecodingProblem) -> Viewport {
        let object = try value.object(keys: .viewport)
        let width = try object.required("width", "points").positiveNumber(maximum: 10_000, "a width in points greater than 0")
        let height = try object.required("height", "points").positiveNumber(maximum: 10_000, "a height in points greater than 0")
        let scale = try object.optional("scale")?.integer(in: 1...3, "a screen scale") ?? 2
        // A frame is at least one pixel each way: a viewport that rounds to none is bad input
        // here, not a surface that cannot be made in the middle of a render.
        for (key, points) in [("width", width), ("height", height)] where (points * Double(scale)).rounded() < 1 {
            let value = object.optional(key) ?? object.value
            throw value.problem("a \(key) of \(JSONWriter.format(points)) points is 0 pixels at scale \(scale); a frame needs at least 1 pixel (\(JSONWriter.format(0.5 / Double(scale))) points or more)")
        }
        let safeArea = try object.optional("safeAreaInsets").map { v throws(DecodingProblem) in try decodeInsets(v) } ?? .zero
        if object.has("safeAreaInsets") { try Self.checkSafeArea(safeArea, fits: Size(width: width, height: height), in: object) }
        let margins = try object.optional("layoutMargins").map { v throws(DecodingProblem) in try decodeDirectionalInsets(v) }
        return Viewport(size: Size(width: width, height: height), scale: scale, safeAreaInsets: safeArea, layoutMargins: margins)
    }

    /// A safe area that leaves some of the screen: insets that meet or cross would leave
    /// sections no width at all.
    ///
    /// A step that resizes without a safe area of its own keeps the one before it (as a
    /// rotation that forgets its new insets would): then the step's width or height is at
    /// fault, and the message says the insets were carried.
    static func checkSafeArea(_ insets: EdgeInsets, fits size: Size, in object: FixtureObject) throws(DecodingProblem) {
        let given = object.optional("safeAreaInsets")
        let carried = given == nil ? " kept from before this step (it gives no \"safeAreaInsets\" of its own; a rotation changes the safe area too, so give the new one)" : ""
        if insets.horizontal >= size.width {
            let value = given ?? object.optional("width") ?? object.value
            throw value.problem("left and right safe-area insets of \(JSONWriter.format(insets.horizontal)) points\(carried) leave nothing of a \(JSONWriter.format(size.width))-point width; a phone's safe area is 0 to 62 points a side")
        }
        if insets.vertical >= size.height {
            let value = given ?? object.optional("height") ?? object.value
            throw value.problem("top and bottom safe-area insets of \(JSONWriter.format(insets.vertical)) points\(carried) leave nothing of a \(JSONWriter.format(size.height))-point height; a phone's safe area is 0 to 62 points a side")
        }
    }

    func decodeSize(_ value: FixtureValue) throws(DecodingProblem) -> Size {
        let object = try value.object(keys: .size)
        return Size(
            width: try object.required("width", "points").number(in: 0...10_000, "a width in points"),
            height: try object.required("height", "points").number(in: 0...10_000, "a height in points"))
    }

    func decodeInsets(_ value: FixtureValue) throws(DecodingProblem) -> EdgeInsets {
        let object = try value.object(keys: .insets)
        func side(_ key: String) throws(DecodingProblem) -> Double {
            try object.optional(key)?.number(in: 0...10_000, "an inset in points") ?? 0
        }
        return EdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }
}
