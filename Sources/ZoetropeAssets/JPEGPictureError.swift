/// Why a JPEG photo cannot be drawn: the message says what is wrong with the file.
package struct JPEGPictureError: Error, CustomStringConvertible, Sendable {
    package let message: String

    init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
