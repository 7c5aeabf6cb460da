import Foundation
import ZoetropeCore

/// One `Contents.json` of a catalogue, read as JSON objects that know where they are, so that a
/// value of the wrong kind is reported with the file and its path in it
/// (`colors[1].color.components.red`).
struct ContentsFile {
    /// A JSON value and where it is.
    struct Value {
        let raw: Any
        let path: String
        let file: String

        func problem(_ message: String) -> AssetCatalogError {
            AssetCatalogError(file: file, path: path.isEmpty ? nil : path, message: message)
        }

        func child(_ key: String) -> Value? {
            guard let object = raw as? [String: Any], let value = object[key], !(value is NSNull) else { return nil }
            return Value(raw: value, path: path.isEmpty ? key : path + "." + key, file: file)
        }

        func string(_ key: String) throws(AssetCatalogError) -> String? {
            guard let value = child(key) else { return nil }
            guard let text = value.raw as? String else { throw value.problem("expected a string") }
            return text
        }

        func bool(_ key: String) throws(AssetCatalogError) -> Bool? {
            guard let value = child(key) else { return nil }
            // JSONSerialization reads true and false as NSNumbers of type char ("c"), which 1
            // and 0 are not: they are not booleans here.
            guard let number = value.raw as? NSNumber, String(cString: number.objCType) == "c" else {
                throw value.problem("expected true or false")
            }
            return number.boolValue
        }

        func array(_ key: String) throws(AssetCatalogError) -> [Value] {
            guard let value = child(key) else { return [] }
            guard let items = value.raw as? [Any] else { throw value.problem("expected a list") }
            return items.enumerated().map { Value(raw: $0.element, path: "\(value.path)[\($0.offset)]", file: file) }
        }

        func requireObject() throws(AssetCatalogError) {
            guard raw is [String: Any] else { throw problem("expected an object") }
        }

        /// The `appearances` list of an entry: luminosity (`light`, `dark`, `any`) and contrast
        /// (`high`); other kinds of appearance (none is documented for iOS) are refused.
        func appearance() throws(AssetCatalogError) -> AssetAppearance {
            var traits = AssetAppearance()
            for item in try array("appearances") {
                try item.requireObject()
                let kind = try item.string("appearance") ?? ""
                let value = try item.string("value") ?? ""
                switch (kind, value) {
                case ("luminosity", "light"): traits.style = .light
                case ("luminosity", "dark"): traits.style = .dark
                case ("luminosity", "any"): traits.style = nil
                case ("contrast", "high"): traits.contrast = .high
                default:
                    throw item.problem("unknown appearance {\"appearance\": \"\(kind)\", \"value\": \"\(value)\"}; expected luminosity light, dark or any, or contrast high")
                }
            }
            return traits
        }

        /// The entry's idiom (`universal` when it names none).
        func idiom() throws(AssetCatalogError) -> String { try string("idiom") ?? "universal" }
    }

    let root: Value

    /// Parses `bytes`, read from `file`, which must hold a JSON object.
    init(bytes: [UInt8], file: String) throws(AssetCatalogError) {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw AssetCatalogError(file: file, message: "not JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "it does not parse"))")
        }
        root = Value(raw: parsed, path: "", file: file)
        try root.requireObject()
    }
}
