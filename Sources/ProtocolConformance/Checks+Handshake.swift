import AutomationChannel
import ScreenModel

extension ConformanceCheck {
    static let handshake: [ConformanceCheck] = [
        ConformanceCheck(
            name: "hello", section: "§5.1, §8",
            summary: "the app's first message is a hello for version 2 or later carrying its own process id"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject)
            let first = try conversation.receiveHello(expecting: "a hello")
            guard case let .hello(hello) = first else {
                throw .failed(expected: "a hello as the app's first message", arrived: ArrivalText.describe(first))
            }
            guard hello.protocolVersion >= AutomationProtocol.oldestVersion else {
                throw .failed(expected: "protocol version \(AutomationProtocol.oldestVersion) or later", arrived: ArrivalText.describe(first))
            }
            guard hello.processID == conversation.peer.pid else {
                throw .failed(expected: "the app's process id \(conversation.peer.pid) in its hello", arrived: ArrivalText.describe(first))
            }
        },
        ConformanceCheck(
            name: "firstTree", section: "§8, §9",
            summary: "after its hello the app sends its first tree, generation 1, without being asked"
        ) { subject throws(CheckStop) in
            try Conversation(subject).handshake()
        },
        ConformanceCheck(
            name: "wrongVersionRefused", section: "§8, §12",
            summary: "a driver hello for another version gets a protocolViolation, the channel closes, the app exits with status 3"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject, greet: false)
            // A refresh follows, so an app that accepts the hello shows it at once by answering.
            conversation.peer.send(
                DriverMessage.hello(protocolVersion: AutomationProtocol.version + 98).framed()
                    + DriverMessage.command(sequence: 1, .refresh).framed())
            // The app's hello comes first whatever it thinks of the driver's; its first tree may follow.
            let first = try conversation.receiveHello(expecting: "the app's hello")
            guard case .hello = first else {
                throw .failed(expected: "a hello as the app's first message", arrived: ArrivalText.describe(first))
            }
            try conversation.expectViolationAndExit(after: "a hello for protocol version \(AutomationProtocol.version + 98)")
        },
        ConformanceCheck(
            name: "commandBeforeHelloRefused", section: "§8, §12",
            summary: "a command before the driver's hello gets a protocolViolation and exit status 3"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject, greet: false)
            try conversation.handshake()
            conversation.peer.send(.command(sequence: 1, .refresh))
            try conversation.expectViolationAndExit(after: "a command sent before the driver's hello")
        },
    ]
}
