#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeCore

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandleStandardError.write(string)
    }
}
#endif
