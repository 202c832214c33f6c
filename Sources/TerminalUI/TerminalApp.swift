public import ScreenModel

/// An app built on the toolkit: it draws its whole screen as nodes and says what the
/// few keys every screen shares do. `ViewHost` does the rest (focus, commands, the
/// keyboard, timers, the automation server's needs).
public protocol TerminalApp: AnyObject {
    /// The app's name: the application element's label and the hello's.
    var name: String { get }
    /// The words the toolkit's own views show, in the app's language.
    var labels: ToolkitLabels { get }
    /// Draws the whole screen: an `.application` node holding a `.window`, sized to
    /// `context.screenSize`.
    func body(in context: ViewContext) -> Node
    /// Esc: closes what is on top (an alert, a help screen) or goes back one screen.
    func goBack()
    /// F1 (or `?` when no field takes text): shows or hides the app's list of keys.
    func toggleKeyHelp()
    /// Takes news from other threads (a failed save, say) into the screen; true if
    /// anything changed.
    func takeNews() -> Bool
    /// Descriptors that become readable when there is news for `takeNews()`.
    var wakeDescriptors: [Int32] { get }
    /// Sets a simulated device condition (`app.setCondition("network", "offline")`);
    /// nil when done, else why not.
    func setCondition(name: String, value: String) -> CommandRefusal?
    /// Runs once, just before the app exits normally: stores what is still pending.
    func willExit()
}

extension TerminalApp {
    /// English.
    public var labels: ToolkitLabels { ToolkitLabels() }
    /// No list of keys.
    public func toggleKeyHelp() {}
    /// No news from other threads.
    public func takeNews() -> Bool { false }
    /// No descriptors.
    public var wakeDescriptors: [Int32] { [] }
    /// No simulated conditions: every one is refused, saying so.
    public func setCondition(name: String, value: String) -> CommandRefusal? {
        CommandRefusal(.unsupportedCondition, "this app simulates no device conditions; '\(name)' cannot be set")
    }
    /// Nothing pending.
    public func willExit() {}
}
