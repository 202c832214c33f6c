import Driver
import DriverTesting

/// The app is not on the screen a page object expected: names the expected screen and
/// its landmark, what is shown instead, and keeps the driver's failure with its dump.
struct ScreenMismatch: DriverErrorCarrying, CustomStringConvertible {
    /// The screen the journey expected, e.g. "Cart".
    let expected: String
    /// The query that identifies it, e.g. `app.staticTexts["cartTitle"]`.
    let landmark: String
    /// Why the landmark was not found.
    let cause: DriverError

    var driverError: DriverError { cause }

    var description: String {
        "expected the \(expected) screen (\(landmark)) but \(shown); \(cause.description)"
    }

    /// What the app shows instead: its navigation bars and any alert, from the tree the
    /// failure carries.
    private var shown: String {
        guard let tree = cause.diagnostics?.tree else { return "the app sent no screen" }
        var bars: [String] = []
        var alerts: [String] = []
        tree.walk { element, _, _ in
            switch element.elementType {
            case .navigationBar: bars.append("#\(element.identifier)")
            case .alert: alerts.append("\"\(element.label)\" #\(element.identifier)")
            default: break
            }
            return true
        }
        var text = bars.isEmpty ? "the app shows no navigation bar" : "the app shows " + bars.joined(separator: ", ")
        if !alerts.isEmpty { text += " under the alert " + alerts.joined(separator: ", ") }
        return text
    }
}
