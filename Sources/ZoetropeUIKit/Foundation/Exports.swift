// UIKit re-exports Foundation: a layout file that says `import UIKit` uses `CGRect`,
// `IndexPath` and `IndexSet` without importing Foundation itself. So does one that says
// `import ZoetropeUIKit`.
@_exported import Foundation
