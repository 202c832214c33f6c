/// Names one run of one journey: which journey, under which configuration, which attempt.
public struct RunID: Sendable, Hashable, CustomStringConvertible {
    /// The journey's name.
    public var name: String
    /// The journey's file.
    public var file: String
    /// The configuration's name.
    public var configuration: String
    /// Which attempt this is, from 1.
    public var attempt: Int
    /// Whether the configuration is named in reports (it is, unless it is the default).
    public var showsConfiguration: Bool
    /// Whether the attempt is numbered in reports (it is, when journeys repeat).
    public var showsAttempt: Bool

    /// Creates an identifier.
    public init(name: String, file: String, configuration: String, attempt: Int, showsConfiguration: Bool, showsAttempt: Bool) {
        self.name = name
        self.file = file
        self.configuration = configuration
        self.attempt = attempt
        self.showsConfiguration = showsConfiguration
        self.showsAttempt = showsAttempt
    }

    /// `sign-in`, `sign-in [es]`, `sign-in [es] (run 3)`.
    public var description: String {
        var text = name
        if showsConfiguration { text += " [\(configuration)]" }
        if showsAttempt { text += " (run \(attempt))" }
        return text
    }

    /// A name safe for files: `sign-in`, `sign-in.es`, `sign-in.es.run3`.
    public var fileStem: String {
        var parts = [name]
        if showsConfiguration { parts.append(configuration) }
        if showsAttempt { parts.append("run\(attempt)") }
        return parts.map { String($0.map { $0.isWordCharacter || $0 == "-" ? $0 : "_" }) }.joined(separator: ".")
    }
}
