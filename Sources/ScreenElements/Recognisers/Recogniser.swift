import ScreenModel
import TerminalEmulator

/// One row of the recogniser table: a pattern on the screen, the element it yields,
/// an example screen, and the scan that finds it.
public struct Recogniser: Sendable {
    /// The rule's name, as the table and the docs list it.
    public let name: String
    /// The pattern, as a person reads it.
    public let pattern: String
    /// What the rule yields: an element type and what sets its state.
    public let yields: String
    /// An example: what a program writes (text with SGR sequences), on an 80x6 screen.
    public let example: String
    /// Finds the rule's elements in a reading, claiming their cells.
    let scan: @Sendable (ScreenReading) -> Void
}
