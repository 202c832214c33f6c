import AppAutomation
public import ScreenModel

/// What every view needs besides its own state: the screen's size, the words the
/// toolkit's own views show, and how far the screen's content is scrolled when it does
/// not fit.
public struct ViewContext {
    /// The whole screen's size in cells.
    public let screenSize: Size
    /// The words the toolkit draws (scroll notices), in the app's language.
    public let labels: ToolkitLabels
    /// The scroll state of content taller than its area; owned by the host, kept across drawings.
    public let viewport: ViewportState

    /// A context for drawing a screen of `screenSize`.
    public init(screenSize: Size, labels: ToolkitLabels = ToolkitLabels(), viewport: ViewportState = ViewportState()) {
        self.screenSize = screenSize
        self.labels = labels
        self.viewport = viewport
    }
}

/// The words the toolkit's own views show; an app passes its translations.
public struct ToolkitLabels {
    /// Below content scrolled to its end: more is above.
    public var moreAbove: String
    /// Below content scrolled to its top, given the rows the whole content needs.
    public var moreBelow: (_ rowsNeeded: Int) -> String
    /// Below content scrolled part way, given the rows the whole content needs.
    public var moreAboveAndBelow: (_ rowsNeeded: Int) -> String

    /// English labels unless others are given.
    public init(
        moreAbove: String = "▲ More above: PgUp",
        moreBelow: @escaping (Int) -> String = { "▼ More below: PgDn, or \($0)+ rows" },
        moreAboveAndBelow: @escaping (Int) -> String = { "▲▼ More: PgUp/PgDn, or \($0)+ rows" }
    ) {
        self.moreAbove = moreAbove
        self.moreBelow = moreBelow
        self.moreAboveAndBelow = moreAboveAndBelow
    }
}

/// How far a screen's content is scrolled when it does not fit its area, kept per
/// screen: another screen starts at the top.
public final class ViewportState {
    /// The screen the offset belongs to (its first element's identifier).
    public private(set) var screen = ""
    /// Rows scrolled off the top.
    public private(set) var offset = 0

    /// Nothing scrolled.
    public init() {}

    /// The offset for `screen`: 0 for a screen other than the last one seen.
    public func offset(for screen: String) -> Int {
        if screen != self.screen {
            self.screen = screen
            offset = 0
        }
        return offset
    }

    /// Scrolls `screen` to `offset`.
    public func scroll(_ screen: String, to offset: Int) {
        self.screen = screen
        self.offset = max(0, offset)
    }
}

extension Size {
    /// The smallest screen the toolkit draws in (the smallest `--terminal-size`): a real
    /// terminal smaller than this should show only a message saying so.
    public static let minimumScreen = AutomationOptions.smallestTerminal
}
