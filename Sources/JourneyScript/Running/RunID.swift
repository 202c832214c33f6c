/// Names one run of one journey: which journey, under which configuration, which attempt.
package struct RunID: Sendable, Hashable, CustomStringConvertible {
    /// The journey's name.
    package var name: String
    /// The journey's file.
    package var file: String
    /// The configuration's name.
    package var configuration: String
    /// Which attempt this is, from 1.
    package var attempt: Int
    /// Whether the configuration is named in reports (it is, unless it is the default).
    package var showsConfiguration: Bool
    /// Whether the attempt is numbered in reports (it is, when journeys repeat).
    package var showsAttempt: Bool

    /// Creates an identifier.
    package init(name: String, file: String, configuration: String, attempt: Int, showsConfiguration: Bool, showsAttempt: Bool) {
        self.name = name
        self.file = file
        self.configuration = configuration
        self.attempt = attempt
        self.showsConfiguration = showsConfiguration
        self.showsAttempt = showsAttempt
    }

    /// `sign-in`, `sign-in [es]`, `sign-in [es] (run 3)`.
    package var description: String {
        var text = name
        if showsConfiguration { text += " [\(configuration)]" }
        if showsAttempt { text += " (run \(attempt))" }
        return text
    }

    /// A name safe for files: `sign-in`, `sign-in.es`, `sign-in.es.run3`.
    package var fileStem: String {
        var parts = [name]
        if showsConfiguration { parts.append(configuration) }
        if showsAttempt { parts.append("run\(attempt)") }
        return parts.map { String($0.map { $0.isWordCharacter || $0 == "-" ? $0 : "_" }) }.joined(separator: ".")
    }
}
