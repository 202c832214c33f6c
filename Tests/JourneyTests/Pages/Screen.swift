import Driver

/// A page object: the one place that knows a screen's identifiers.
///
/// Conforming types hold the app and name a landmark, an element only their screen
/// has. Creating a page with `init(_:)` confirms the app shows that screen, so a
/// journey that lands somewhere else fails at the step that went wrong.
protocol Screen: Sendable {
    /// The screen's name as a person says it, for failure messages: "Cart".
    static var name: String { get }
    /// An element that only this screen has, e.g. `app.staticTexts["cartTitle"]`.
    static func landmark(in app: App) -> Element

    /// The app showing the screen.
    var app: App { get }

    /// Wraps `app` without checking what it shows; use `init(_:)` instead.
    init(app: App)
}

extension Screen {
    /// Confirms the app shows this screen (waiting while it is busy getting there, up to
    /// `timeout` or the app's `actionTimeout`) and returns its page.
    ///
    /// - Throws: `ScreenMismatch` saying which screen was expected, which one is shown,
    ///   and the driver's failure with the screen dump.
    init(_ app: App, timeout: Duration? = nil) async throws {
        let landmark = Self.landmark(in: app)
        do {
            try await landmark.waitUntilExists(timeout: timeout ?? app.actionTimeout)
        } catch {
            throw ScreenMismatch(expected: Self.name, landmark: landmark.description, cause: error)
        }
        self.init(app: app)
    }
}
