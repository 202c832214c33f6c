import ScreenModel
import TerminalUI

/// What the shop's views need besides their view models: the toolkit's context (the
/// screen's size and scroll state) and the language to speak.
struct ScreenContext {
    /// The toolkit's context, for its views.
    let view: ViewContext
    /// The shop's words, in the chosen language.
    let strings: Strings

    /// The whole screen's size in cells.
    var screenSize: Size { view.screenSize }
}
