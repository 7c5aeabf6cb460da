#if !Tools
import Foundation

/// The command line is built only with the Tools trait, which brings swift-argument-parser and
/// the preview server's packages; without it this says how to build it.
@main
enum ZoetropeWithoutTools {
    static func main() {
        FileHandle.standardError.write(Data("""
            zoetrope was built without the Tools trait, which the command line needs:
              swift build --traits Tools --product zoetrope   (scripts/render-fixtures does this)

            """.utf8))
        exit(2)
    }
}
#endif
