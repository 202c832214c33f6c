import Foundation
import Testing

/// One way to run the whole journey suite (a language, a terminal size, a network),
/// like a configuration of an Xcode test plan: defined once here, applied by every
/// journey that takes `JourneyConfiguration.selected` as its arguments, and reported
/// as its own test case.
///
/// `JOURNEY_CONFIGURATION=es swift test --filter JourneyTests` runs the suite in Spanish;
/// `JOURNEY_CONFIGURATION=all` runs it under every configuration in one go;
/// a comma-separated list (`es,40x20`) picks several. Without it, only `standard` runs.
struct JourneyConfiguration: Sendable, CustomTestStringConvertible {
    /// The name reports show and `JOURNEY_CONFIGURATION` uses.
    let name: String
    /// The language the app runs in, and so the copy journeys expect.
    let locale: JourneyLocale
    /// Launch arguments besides the locale (terminal size, network).
    let arguments: [String]
    /// Why the configuration cannot run, for a name `JOURNEY_CONFIGURATION` does not know.
    var problem: String? = nil

    var testDescription: String { name }

    /// The copy a user reads in this configuration's language.
    var copy: Copy { locale.copy }

    /// English on the default 80x24 screen with the default fast stub network.
    static let standard = JourneyConfiguration(name: "standard", locale: .en, arguments: [])
    /// Spanish: other labels and money written `12,00 €`.
    static let spanish = JourneyConfiguration(name: "es", locale: .es, arguments: [])
    /// Japanese: wide characters in every label.
    static let japanese = JourneyConfiguration(name: "ja", locale: .ja, arguments: [])
    /// The smallest screen the app supports: the tab bar wraps onto two rows.
    static let small = JourneyConfiguration(name: "40x20", locale: .en, arguments: ["--terminal-size", "40x20"])
    /// Japanese on the smallest screen: wide labels with the least room.
    static let smallJapanese = JourneyConfiguration(name: "ja-40x20", locale: .ja, arguments: ["--terminal-size", "40x20"])
    /// A large screen: more rows of the catalog fit at once.
    static let large = JourneyConfiguration(name: "120x40", locale: .en, arguments: ["--terminal-size", "120x40"])
    /// Every request takes 1.5 s of simulated time, fast-forwarded by the driver's waits.
    static let slowNetwork = JourneyConfiguration(name: "slow-network", locale: .en, arguments: ["--network", "slow", "--clock", "virtual"])
    /// Every request takes 40 ms of real time, so answers arrive well after each action.
    static let highLatency = JourneyConfiguration(name: "latency-40ms", locale: .en, arguments: ["--latency-ms", "40"])

    /// Every configuration, in the order reports list them.
    static let all: [JourneyConfiguration] = [standard, spanish, japanese, small, smallJapanese, large, slowNetwork, highLatency]

    /// The configurations this run uses, from `JOURNEY_CONFIGURATION`.
    static let selected: [JourneyConfiguration] = selection(ProcessInfo.processInfo.environment["JOURNEY_CONFIGURATION"])

    /// The configurations a `JOURNEY_CONFIGURATION` value names: `all`, or names separated
    /// by commas; an unknown name becomes a configuration whose launches fail saying so.
    static func selection(_ value: String?) -> [JourneyConfiguration] {
        guard let value, !value.isEmpty else { return [standard] }
        if value == "all" { return all }
        return value.split(separator: ",").map { name in
            let name = name.trimmingCharacters(in: .whitespaces)
            return all.first { $0.name == name }
                ?? JourneyConfiguration(
                    name: name, locale: .en, arguments: [],
                    problem: "JOURNEY_CONFIGURATION names '\(name)', which is not a configuration; use all, or some of: "
                        + all.map(\.name).joined(separator: ", ")
                )
        }
    }
}
