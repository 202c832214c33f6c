import ScreenModel

/// What every view needs besides its view model: the screen's size, the language to
/// speak, and how far the screen's content is scrolled when it does not fit.
struct ViewContext {
    let screenSize: Size
    let strings: Strings
    /// The scroll state of content taller than its area; owned by the host, kept across drawings.
    var viewport = ViewportState()
}

/// How far a screen's content is scrolled when it does not fit its area, kept per
/// screen: another screen starts at the top.
final class ViewportState {
    /// The screen the offset belongs to (its first element's identifier).
    private(set) var screen = ""
    /// Rows scrolled off the top.
    private(set) var offset = 0

    /// The offset for `screen`: 0 for a screen other than the last one seen.
    func offset(for screen: String) -> Int {
        if screen != self.screen {
            self.screen = screen
            offset = 0
        }
        return offset
    }

    /// Scrolls `screen` to `offset`.
    func scroll(_ screen: String, to offset: Int) {
        self.screen = screen
        self.offset = max(0, offset)
    }
}

extension Size {
    /// The smallest screen the app draws in: `--terminal-size` refuses less, and a real
    /// terminal smaller than this shows only a message saying so.
    static let minimumScreen = Size(width: 20, height: 10)
}
