import ScreenModel
import TerminalEmulator

/// The box-drawing characters frames are made of, by the part of a frame they can be.
enum BoxDrawing {
    /// Top-left corners.
    static let topLeft: Set<Unicode.Scalar> = ["┌", "╭", "╔", "┏"]
    /// Top-right corners.
    static let topRight: Set<Unicode.Scalar> = ["┐", "╮", "╗", "┓"]
    /// Bottom-left corners.
    static let bottomLeft: Set<Unicode.Scalar> = ["└", "╰", "╚", "┗"]
    /// Bottom-right corners.
    static let bottomRight: Set<Unicode.Scalar> = ["┘", "╯", "╝", "┛"]
    /// Horizontal lines, and the tees a line may cross.
    static let horizontal: Set<Unicode.Scalar> = ["─", "━", "═", "┄", "┅", "┈", "╌", "┬", "┴", "┼", "╤", "╧", "┯", "┷"]
    /// Vertical lines on a frame's left side, with the tees a divider starts from.
    static let leftSide: Set<Unicode.Scalar> = ["│", "┃", "║", "├", "╟", "╠", "┣", "┝", "┠"]
    /// Vertical lines on a frame's right side, with the tees a divider ends at.
    static let rightSide: Set<Unicode.Scalar> = ["│", "┃", "║", "┤", "╢", "╣", "┫", "┥", "┨"]
    /// Tees that set a title in a top line apart (`┤ Title ├`).
    static let titleTees: Set<Unicode.Scalar> = ["┤", "├", "╡", "╞", "┨", "┠", "╢", "╟"]

    /// Whether `scalar` is any box-drawing character (U+2500–U+257F) or block element.
    static func isLine(_ scalar: Unicode.Scalar) -> Bool {
        (0x2500...0x259F).contains(scalar.value)
    }
}
