public import ScreenModel
public import TerminalEmulator

/// Reads the elements of any program from its screen: frames, buttons, fields, check
/// boxes, lists, bars and text, found by the rows of `Recogniser.table` in order.
public enum ScreenReader {
    /// The element tree `screen` shows, in the vocabulary apps use: the application
    /// element (labelled with the screen's title) holds what the recognisers found,
    /// each inside the innermost frame around it. Where every element of one type in a
    /// container reads as focused, only the one under the cursor is.
    ///
    /// Time and memory grow with the screen's cells, never more: the rules that could
    /// cost more (frames, tables) stop looking once they have visited sixteen times as
    /// many cells as the screen has.
    public static func tree(of screen: TerminalScreen, generation: UInt64 = 0) -> ElementTree {
        let reading = ScreenReading(grid: ScreenGrid(screen))
        for recogniser in Recogniser.table { recogniser.scan(reading) }
        reading.keepDistinctFocus()
        let root = ElementNesting(reading: reading).root(title: screen.title, size: Size(width: screen.columns, height: screen.rows))
        return ElementTree(generation: generation, root: root)
    }
}
