extension Journey {
    /// What a journey drives, which its first step decides: an app over the automation
    /// channel (`launch`), or any program on a pseudo-terminal (`run`).
    package enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// An app that exposes its element tree: steps name elements by query.
        case app
        /// A program on a terminal: steps read the screen and send keys.
        case program

        /// `an app journey (one that starts with launch)` or the program equivalent.
        package var description: String {
            switch self {
            case .app: "an app journey (one that starts with launch)"
            case .program: "a program journey (one that starts with run)"
            }
        }
    }

    /// Whether the journey drives an app or a program: a program when it starts with `run`.
    package var kind: Kind {
        if case .run = steps.first?.action { return .program }
        return .app
    }
}
