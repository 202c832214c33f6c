import Driver
import DriverTesting

/// A page object: the one place that knows a screen's identifiers. Making one with
/// `init(_:)` waits for the screen's landmark, so a journey that lands somewhere else
/// fails at the step that went wrong, naming the screen it expected.
protocol Screen: Sendable {
    /// The screen's name as a person says it: "To-do list".
    static var name: String { get }
    /// An element only this screen has.
    static func landmark(in app: App) -> Element
    /// The app showing the screen.
    var app: App { get }
    /// Wraps `app` without checking; use `init(_:)`.
    init(app: App)
}

extension Screen {
    /// Confirms the app shows this screen and returns its page.
    ///
    /// - Throws: `WrongScreen` naming the screen expected, with the driver's failure.
    init(_ app: App) async throws {
        let landmark = Self.landmark(in: app)
        do {
            try await landmark.waitUntilExists(timeout: app.actionTimeout)
        } catch {
            throw WrongScreen(expected: Self.name, landmark: landmark.description, cause: error)
        }
        self.init(app: app)
    }
}

/// The app is not on the screen a page object expected; `.appDiagnostics` attaches
/// the tree, screen and log of the driver's failure inside it.
struct WrongScreen: DriverErrorCarrying, CustomStringConvertible {
    let expected: String
    let landmark: String
    let cause: DriverError

    var driverError: DriverError { cause }

    var description: String { "expected the \(expected) screen (\(landmark)); \(cause.description)" }
}
