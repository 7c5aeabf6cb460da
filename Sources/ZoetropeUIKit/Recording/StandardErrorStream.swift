import Foundation

/// Standard error, where UIKit's console messages go (`[LayoutConstraints] …`), for `print(_:to:)`.
struct StandardErrorStream: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
