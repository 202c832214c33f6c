import Driver
import Synchronization

/// Collects the warnings an app's queries earn (a match by label), instead of printing
/// them, so a lesson can check them and a passing run prints nothing.
final class WarningLog: Sendable {
    private let warnings = Mutex<[String]>([])

    /// Starts collecting `app`'s warnings.
    init(_ app: App) {
        app.warningHandler = { [weak self] warning in self?.warnings.withLock { $0.append(warning) } }
    }

    /// The warnings so far, in order.
    var printed: [PrintedText] { warnings.withLock { $0 }.map(PrintedText.init) }
}
