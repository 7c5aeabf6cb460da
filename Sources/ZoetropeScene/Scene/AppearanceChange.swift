import ZoetropeCore

/// A switch to another appearance in the middle of a scene: dark mode turned on, Increase
/// Contrast, a larger text size chosen in Settings.
///
/// Colours, pictures and text sizes are resolved when a scene is described, so the scene in
/// the new appearance is described again (`restyled`: a fixture is read once more in it). Its
/// data, followed through the steps before the change, gives each element its content in the
/// new appearance; the elements keep their places and identities and show the new content in
/// place, as the phone redraws every view when the traits change, and self-sizing cells are
/// measured again.
///
/// The layout direction does not change this way: an app takes its language's direction when
/// it starts.
public struct AppearanceChange: Sendable {
    /// The appearance after the change.
    public var appearance: Appearance
    /// The same scene described in `appearance`: the same steps, sections and identities,
    /// with their colours, pictures and text sizes resolved in it.
    public var restyled: Scene

    public init(appearance: Appearance, restyled: Scene) {
        self.appearance = appearance
        self.restyled = restyled
    }
}
