package import ScreenModel

/// The app's first message: who it is and which protocol it speaks.
package struct AppHello: Sendable, Hashable {
    /// The protocol version the app speaks.
    package var protocolVersion: Int
    /// The app's process id.
    package var processID: Int32
    /// The app's name, for messages.
    package var appName: String

    /// Creates a hello.
    package init(protocolVersion: Int = AutomationProtocol.version, processID: Int32, appName: String) {
        self.protocolVersion = protocolVersion
        self.processID = processID
        self.appName = appName
    }
}

/// A message from the app to the driver.
package enum AppMessage: Sendable, Hashable {
    /// Always first.
    case hello(AppHello)
    /// A new screen: after every command that changed it, and unasked when async work changed it.
    case tree(ElementTree)
    /// The screen is unchanged but what the app is busy with changed.
    case status(generation: UInt64, activity: Activity)
    /// The answer to a command, sent after any tree the command produced.
    case reply(Reply)
    /// The app's last message before it closes the channel because the driver sent
    /// something it could not read; says what was wrong.
    case protocolViolation(String)
    /// The screen as the app itself drew it, for the tree of the same generation, sent
    /// right after that tree (optional: an app that sends none is drawn from its tree).
    case screen(AppScreen)
    /// A new screen given as its changes from the last tree sent (version 3 only).
    case treeDifference(TreeDifference)
    /// A piece of a longer message (version 3 only): see `MessageParts`.
    case part(MessagePart)

    /// The message's kind as docs/protocol.md §5.1 names it, for messages.
    package var kindName: String {
        switch self {
        case .hello: "hello"
        case .tree: "tree"
        case .status: "status"
        case .reply: "reply"
        case .protocolViolation: "protocolViolation"
        case .screen: "screen"
        case .treeDifference: "treeDifference"
        case .part: "part"
        }
    }
}

/// A message from the driver to the app.
package enum DriverMessage: Sendable, Hashable {
    /// Always first: the protocol version the driver speaks.
    case hello(protocolVersion: Int)
    /// A command, numbered so its reply can be matched to it.
    case command(sequence: UInt64, Command)

    /// `hello` or `command`, for messages.
    package var kindName: String {
        switch self {
        case .hello: "hello"
        case .command: "command"
        }
    }
}

/// What the app answers to one command, after running to quiescence and pushing
/// whatever tree the command produced.
package struct Reply: Sendable, Hashable {
    /// The sequence number of the command answered.
    package var sequence: UInt64
    /// The generation of the app's tree after the command.
    package var generation: UInt64
    /// Whether the command was carried out.
    package var outcome: CommandOutcome

    /// Creates a reply.
    package init(sequence: UInt64, generation: UInt64, outcome: CommandOutcome) {
        self.sequence = sequence
        self.generation = generation
        self.outcome = outcome
    }
}

/// The screen an app drew for one tree: plain text, one string a row, top to bottom.
package struct AppScreen: Sendable, Hashable {
    /// The generation of the tree this screen shows.
    package var generation: UInt64
    /// The rows, top to bottom, each as plain text (at most `AutomationProtocol.maximumScreenRows`).
    package var rows: [String]

    /// Creates a screen.
    package init(generation: UInt64, rows: [String]) {
        self.generation = generation
        self.rows = rows
    }
}
