import ScreenModel
import TerminalEmulator

/// What a person sees behind a cell's character: its background colour, or, for an
/// inverse cell, its foreground colour (the terminal's own text colour when default).
struct Paint: Hashable {
    /// The colour, or nil for the terminal's default text colour shown as a background.
    let color: Color?

    /// The paint of a cell drawn with `attributes`.
    init(_ attributes: Attributes) {
        if attributes.style.contains(.inverse) {
            color = attributes.foreground == .default ? nil : attributes.foreground
        } else {
            color = attributes.background
        }
    }
}
