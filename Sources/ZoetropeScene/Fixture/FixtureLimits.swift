/// How much one fixture may ask for while it is read and run to a timeline, checked as the
/// work goes so that a refusal comes before the memory is spent.
///
/// A fixture of 200,000 tiny pauses is a few megabytes of JSON, but every step becomes a
/// transition holding every element's attributes: checked after the timeline is built, the
/// refusal came after 8 s and 2 GB. So the steps are counted as soon as the JSON is parsed,
/// and the element-steps (each element counted once for every step it takes part in, which
/// is what the timeline keeps and what the SVG writes keyframes for) as each step is run.
public struct FixtureLimits: Sendable, Equatable {
    /// The most steps a fixture may have.
    public var maximumSteps: Int
    /// The most element-steps the timeline may hold: the elements of each step's transition,
    /// added up over the steps.
    public var maximumElementSteps: Int
    /// The most elements one animation may show; also the most items one group of a
    /// compositional layout may hold, nested groups' counts multiplied (three nested groups
    /// of 1,000 would be 10⁹), refused as the layout is read.
    public var maximumElements: Int

    public init(maximumSteps: Int = 10_000, maximumElementSteps: Int = 100_000, maximumElements: Int = 100_000) {
        self.maximumSteps = maximumSteps
        self.maximumElementSteps = maximumElementSteps
        self.maximumElements = maximumElements
    }

    /// How deep groups of a compositional layout may nest: apps nest a few levels; each level
    /// more is work for every group laid out.
    public static let maximumGroupNesting = 12

    /// The limits `zoetrope` applies unless a flag raises them.
    public static let standard = FixtureLimits()

    /// No limit: for code that builds its own scenes and knows their size.
    public static let unlimited = FixtureLimits(maximumSteps: .max, maximumElementSteps: .max, maximumElements: .max)

    /// The longest label text, in characters. Wrapping a label is the costly part of laying
    /// out a cell; a label this long is already hundreds of lines in any cell.
    public static let maximumLabelLength = 10_000
}
