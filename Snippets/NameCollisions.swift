// A file that imports Foundation (or SwiftUI) as well as ZoetropeCore: import the colliding
// types by name, and Swift takes Zoetrope's for this file.
import Foundation
import ZoetropeCore
import struct ZoetropeCore.Color
import struct ZoetropeCore.IndexPath
import struct ZoetropeCore.Section

let path = IndexPath(item: 2, section: 0)           // Zoetrope's, not Foundation's
let section = Section(id: "s", items: [Item(id: "a")])
let tint = Color(red: 0.2, green: 0.78, blue: 0.35)
// Or say the module where a name is used once:
let label = ZoetropeCore.Label(text: "Hello")
print(path, section.id, tint, label.text, Date.distantPast)
