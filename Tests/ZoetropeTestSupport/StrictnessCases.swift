/// A small animation and three changes every visual check must catch with its default
/// settings: every cell half a point to the right, one cell's colour 0.02 lighter in each
/// channel (5 levels of 255), and the step 10 % longer. Each entry point's tests (goldens,
/// the snapshot strategies, `zoetrope compare`, `preview --against`) check the base against
/// itself (it passes) and against each change (it fails).
public enum StrictnessCases {
    /// The moments compared: the start, three during the step, and the end.
    public static let times: [Double] = [0, 0.1, 0.15, 0.2, 0.35]

    /// The frames per second a fixture of these cases renders at: frame k is `times`' k-th
    /// moment for k < 3 (0, 0.1, 0.2 s…).
    public static let fps = 10

    /// The fixture, with the section's left inset, the grey cell's colour and the step's
    /// duration given.
    public static func fixture(name: String = "strictness", leftInset: Double = 10, grey: String = "#8E8E93", duration: Double = 0.3) -> String {
        """
        {
          "version": 1,
          "name": "\(name)",
          "viewport": {"width": 240, "height": 200, "scale": 1},
          "background": "#FFFFFF",
          "layout": {"type": "flow", "itemSize": {"width": 60, "height": 60}, "sectionInset": {"top": 10, "left": \(leftInset), "bottom": 10, "right": 10}},
          "style": {"cell": {"cornerRadius": 6}},
          "sections": [{"id": "s", "items": [
            {"id": "a", "color": "#007AFF"}, {"id": "b", "color": "\(grey)"}, {"id": "c", "color": "#34C759"}, {"id": "d", "color": "#FF9500"}
          ]}],
          "animation": {"duration": \(duration), "curve": "easeInEaseOut", "fps": \(fps)},
          "steps": [{"name": "delete a", "deleteItems": [[0, 0]]}]
        }
        """
    }

    /// The fixture as recorded.
    public static let base = fixture()

    /// The three changes, each named.
    public static let changes: [(name: String, fixture: String)] = [
        ("every cell half a point to the right", fixture(leftInset: 10.5)),
        ("a cell 0.02 lighter", fixture(grey: "#939398")),
        ("the step 10 % longer", fixture(duration: 0.33)),
    ]
}
