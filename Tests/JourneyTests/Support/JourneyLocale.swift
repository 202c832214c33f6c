/// A language the demo app speaks, with the text a user reads in it.
enum JourneyLocale: String, Sendable, CaseIterable, CustomStringConvertible {
    case en, es, ja

    /// The launch arguments that choose it.
    var launchArguments: [String] { ["--locale", rawValue] }

    /// The copy journeys assert on in this language.
    var copy: Copy {
        switch self {
        case .en: .english
        case .es: .spanish
        case .ja: .japanese
        }
    }

    var description: String { rawValue }
}
