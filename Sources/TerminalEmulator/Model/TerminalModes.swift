/// The modes a program has set that change what the terminal sends it: how keys,
/// pastes and the mouse are encoded.
public struct TerminalModes: Sendable, Hashable {
    /// Which mouse events the program asked to hear about.
    public enum MouseTracking: Sendable, Hashable {
        /// None: the mouse is the terminal's own.
        case off
        /// Presses only (mode 9, X10).
        case presses
        /// Presses and releases (mode 1000).
        case clicks
        /// Clicks and motion with a button held (mode 1002).
        case drags
        /// Clicks and all motion (mode 1003).
        case motion
    }

    /// How mouse events are encoded.
    public enum MouseEncoding: Sendable, Hashable {
        /// `CSI M` and three bytes, coordinates up to 223.
        case legacy
        /// `CSI M` with UTF-8 coordinates (mode 1005).
        case utf8
        /// `CSI < b ; x ; y M` (mode 1006).
        case sgr
    }

    /// Cursor keys send `ESC O A` instead of `ESC [ A` (DECCKM, mode 1).
    public var applicationCursorKeys = false
    /// The keypad sends application sequences (DECKPAM, `ESC =`).
    public var applicationKeypad = false
    /// Pasted text comes between `ESC [ 200 ~` and `ESC [ 201 ~` (mode 2004).
    public var bracketedPaste = false
    /// Which mouse events are reported.
    public var mouseTracking = MouseTracking.off
    /// How reported mouse events are encoded.
    public var mouseEncoding = MouseEncoding.legacy
    /// Focus in and out are reported (mode 1004).
    public var focusEvents = false
    /// Printing past the last column continues on the next line (DECAWM, mode 7).
    public var autowrap = true
    /// Cursor addresses are relative to the scroll region (DECOM, mode 6).
    public var originMode = false
    /// Printed characters push the rest of the line right (IRM, mode 4).
    public var insertMode = false
    /// Line feed also returns the carriage, and Enter sends CR LF (LNM, mode 20).
    public var newlineMode = false
    /// The whole screen is shown in reverse video (DECSCNM, mode 5).
    public var reverseVideo = false

    /// Creates the modes a freshly reset terminal has.
    public init() {}
}
