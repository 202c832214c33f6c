import Driver
import SystemLayer

/// The app the `journey` command drives when no `--app` names one: the demo shop.
///
/// The driver has no default app; this command, made to run the shop's journeys, has one.
package enum DefaultApp {
    /// The variable that names another executable to stand in for the shop.
    package static let environmentKey = "DEMOAPP_PATH"

    /// `$DEMOAPP_PATH` if set, else the `DemoApp` built beside this executable.
    package static var executable: String {
        if let path = Posix.environmentValue(environmentKey), !path.isEmpty { return path }
        return App.executable(named: "DemoApp")
    }
}
