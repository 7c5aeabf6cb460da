// UIKit re-exports Foundation: a layout file that says `import UIKit` uses `CGRect`,
// `IndexPath` and `IndexSet` without importing Foundation itself. So does one that says
// `import ZoetropeUIKit`.
@_exported import Foundation

// ZoetropeUIKit stands in for UIKit where there is none. Where UIKit exists, its names would
// clash with UIKit's own, and the app's code should use the real thing.
#if canImport(UIKit)
#error("ZoetropeUIKit is for Linux and macOS, where there is no UIKit; on iOS, tvOS, visionOS and Mac Catalyst, import UIKit itself (see docs/bring-your-own-layout.md).")
#endif
