import ScreenModel
import TerminalEmulator

/// The box-drawing characters frames are made of, by the part of a frame they can be.
enum BoxDrawing {
    /// Top-left corners.
    static let topLeft: ScalarSet = ["┌", "╭", "╔", "┏"]
    /// Top-right corners.
    static let topRight: ScalarSet = ["┐", "╮", "╗", "┓"]
    /// Bottom-left corners.
    static let bottomLeft: ScalarSet = ["└", "╰", "╚", "┗"]
    /// Bottom-right corners.
    static let bottomRight: ScalarSet = ["┘", "╯", "╝", "┛"]
    /// Horizontal lines, and the tees a line may cross.
    static let horizontal: ScalarSet = ["─", "━", "═", "┄", "┅", "┈", "╌", "┬", "┴", "┼", "╤", "╧", "┯", "┷"]
    /// Vertical lines on a frame's left side, with the tees a divider starts from.
    static let leftSide: ScalarSet = ["│", "┃", "║", "├", "╟", "╠", "┣", "┝", "┠"]
    /// Vertical lines on a frame's right side, with the tees a divider ends at.
    static let rightSide: ScalarSet = ["│", "┃", "║", "┤", "╢", "╣", "┫", "┥", "┨"]
    /// Tees that set a title in a top line apart (`┤ Title ├`).
    static let titleTees: ScalarSet = ["┤", "├", "╡", "╞", "┨", "┠", "╢", "╟"]

    /// Whether `scalar` is any box-drawing character (U+2500–U+257F) or block element.
    static func isLine(_ scalar: Unicode.Scalar) -> Bool {
        (0x2500...0x259F).contains(scalar.value)
    }
}
