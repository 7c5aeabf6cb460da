/// The types Swift's `#colorLiteral(red:green:blue:alpha:)` and
/// `#imageLiteral(resourceName:)` make, as UIKit declares them: a colour or a picture that
/// Xcode shows as a swatch or a thumbnail in the source (and a project's own code, in every
/// example app that was written with Xcode's colour picker).
///
/// - `#colorLiteral` is `UIColor(red:green:blue:alpha:)`, in sRGB.
/// - `#imageLiteral` is the picture of the app's asset catalogue given to the recording
///   (`record(…, assets:)`). With no catalogue, it is an empty picture, as `UIImage()`.
///   With a catalogue that lacks it, the recording fails, naming the picture, where the phone
///   stops.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}
extension UIImage: _ExpressibleByImageLiteral {}
