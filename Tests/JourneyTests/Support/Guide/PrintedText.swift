import Driver
import Foundation

/// Text a run printed (a failure's headline, a warning), compared with what the guide
/// quotes once the parts that change from run to run are set aside: durations, the
/// path of the app's executable, temporary directories and process identifiers.
///
/// `docs/guide.md` quotes each failure as one real run printed it; the lessons assert
/// the same text against every run.
struct PrintedText: Equatable, CustomStringConvertible {
    /// The text with its run-to-run parts replaced by placeholders.
    let description: String

    /// `text` as printed.
    init(_ text: String) {
        description = Self.rules.reduce(text) { text, rule in
            rule.pattern.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: rule.placeholder
            )
        }
    }

    /// The headline of `error` as a test would print it: a `DriverError`'s message, or
    /// the first paragraph of another error's description (which the diagnostics follow).
    init(_ error: (any Error)?) {
        switch error {
        case let error as DriverError: self.init(error.message)
        case let error?: self.init(String(String(describing: error).split(separator: "\n\n", maxSplits: 1).first ?? ""))
        case nil: self.init("(no error)")
        }
    }

    private static let rules: [(pattern: NSRegularExpression, placeholder: String)] = [
        (#"\b\d+(\.\d+)? ?(µs|ms|s)\b"#, "‹time›"),
        (#"…?/[^\s:]*/DemoApp\b"#, "‹path›/DemoApp"),
        (#"/tmp/journey-files-[A-Za-z0-9]+"#, "‹directory›"),
        (#"\bpid \d+"#, "pid ‹n›"),
    ].map { (try! NSRegularExpression(pattern: $0.0), $0.1) }
}
