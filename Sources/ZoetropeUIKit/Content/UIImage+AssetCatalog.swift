internal import ZoetropeAssets
import ZoetropeCore

/// Pictures and custom symbols from the app's asset catalogue (`record(…, assets:)`).
///
/// `UIImage(named:)` gives the file for the traits current where it is called (the screen's,
/// or a view's under `performAsCurrent(_:)`), at the screen's scale: the `@3x` PNG on an
/// iPhone, a PDF or SVG as vectors. An image view shows the file for its own traits, so a
/// picture with a dark variant changes with the view's appearance, as UIKit's image assets do.
/// A symbol set is a symbol (`isSymbolImage`), at the configuration's point size, weight and
/// scale (body text's 17 points, regular, medium, when none is given).
extension UIImage {
    /// What a catalogue's picture was made from, to make it again for other traits or another
    /// configuration.
    struct CatalogSource {
        let catalog: AssetCatalog
        let name: String
        let isSymbol: Bool
    }

    /// The picture `name` of the recording's catalogue for `traits`, or nil when there is no
    /// such picture (or it cannot be read: the recording then fails, saying why).
    static func catalogImage(named name: String, traits: UITraitCollection?, configuration: SymbolConfiguration?) -> UIImage? {
        let assets = RecordingAssets.current
        guard let catalog = assets.catalog else { return nil }
        let traits = traits.map { UITraitCollection(traitsFrom: [UITraitCollection.current, $0]) } ?? UITraitCollection.current
        do {
            if let set = catalog.symbolSet(named: name) {
                let configuration = configuration ?? SymbolConfiguration()
                let pointSize = configuration.pointSize
                    ?? configuration.textStyle.map { UIFont.preferredFont(forTextStyle: $0, compatibleWith: traits).pointSize }
                    ?? UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize
                let picture = try set.picture(pointSize: Double(pointSize), weight: assetWeight(configuration.weight),
                                              scale: assetScale(configuration.scale), in: catalog)
                let image = UIImage(picture: picture, screenScale: traits.displayScale)
                image.catalogSource = CatalogSource(catalog: catalog, name: name, isSymbol: true)
                image.symbolConfiguration = configuration
                return image
            }
            let scale = Int(traits.displayScale.rounded())
            guard let picture = try catalog.picture(named: name, scale: scale > 0 ? scale : 3, in: traits.appearance) else { return nil }
            let image = UIImage(picture: picture, screenScale: traits.displayScale)
            image.catalogSource = CatalogSource(catalog: catalog, name: name, isSymbol: false)
            image.symbolConfiguration = configuration
            switch picture.renderingIntent {
            case .automatic: break
            case .original: image.renderingMode = .alwaysOriginal
            case .template: image.renderingMode = .alwaysTemplate
            }
            return image
        } catch {
            assets.report(error)
            return nil
        }
    }

    /// The app's bundled file `name` (see `BundleResources`) at the scale of `traits` over the
    /// current traits; nil when there is none, or it cannot be read (the recording then fails,
    /// saying why).
    static func bundledImage(named name: String, traits: UITraitCollection?) -> UIImage? {
        let assets = RecordingAssets.current
        guard let resources = assets.resources else { return nil }
        let traits = traits.map { UITraitCollection(traitsFrom: [UITraitCollection.current, $0]) } ?? UITraitCollection.current
        let scale = Int(traits.displayScale.rounded())
        guard let path = resources.picture(named: name, scale: scale > 0 ? scale : 3) else { return nil }
        do {
            return try UIImage(pngAt: path)
        } catch let error as UIKitRecordingError {
            assets.report(UIKitRecordingError(.badInput, reason: "the resources folder \(resources.path): \(error.reason)"))
            return nil
        } catch {
            return nil
        }
    }

    /// This picture as the catalogue gives it for `traits` (itself when it is not from a
    /// catalogue, or the file is the same), keeping what the app set on it.
    func resolved(for traits: UITraitCollection?) -> UIImage {
        guard let source = catalogSource, let traits else { return self }
        let made = RecordingAssets.$current.withValue(RecordingAssets(catalog: source.catalog)) {
            UIImage.catalogImage(named: source.name, traits: traits, configuration: symbolConfiguration)
        }
        guard let made, made.cachedAsset as? ImageAsset != cachedAsset as? ImageAsset else { return self }
        made.renderingMode = renderingMode
        made.ownTint = ownTint
        return made
    }

    static func assetWeight(_ weight: SymbolConfiguration.Weight) -> AssetSymbolSet.Weight {
        switch weight {
        case .unspecified, .regular: .regular
        case .ultraLight: .ultralight
        case .thin: .thin
        case .light: .light
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }

    static func assetScale(_ scale: SymbolConfiguration.Scale) -> AssetSymbolSet.Scale {
        switch scale {
        case .small: .small
        case .large: .large
        default: .medium
        }
    }
}
