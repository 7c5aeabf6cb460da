#if Tools  // the Tools trait (Package.swift)
import Foundation

enum FileHandleStandardError {
    static func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
#endif
