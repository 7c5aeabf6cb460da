/// A decoding problem before the file name is known; `FixtureDocument` adds it.
struct DecodingProblem: Error {
    var path: JSONPath?
    var position: JSONPosition?
    var message: String

    func inFile(_ file: String) -> FixtureError {
        FixtureError(file: file, path: path, position: position, message: message)
    }
}
