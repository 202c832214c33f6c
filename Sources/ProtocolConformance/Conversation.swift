import AutomationChannel
import SystemLayer
import ScreenModel

/// One launch of the subject and the conversation with it, checking on every message
/// the rules that hold throughout: generations go up by one, statuses and replies carry
/// the latest generation, replies answer the command sent.
final class Conversation {
    let peer: ChannelPeer
    let subject: ConformanceSubject
    /// The latest tree the app sent.
    private(set) var tree: ElementTree?
    /// The latest activity the app reported, in a tree or a status.
    private(set) var activity: Activity?
    /// The sequence number the next command gets.
    var nextSequence: UInt64 = 1
    /// The screens the app drew, by the generation of their tree.
    private(set) var screens: [UInt64: [String]] = [:]
    /// The message read last, screens included (a tree difference as the tree it makes).
    private var lastReceived: AppMessage?
    /// Whether the driver's hello is still to be sent: it answers the app's (§8).
    private var greetPending: Bool
    /// The version the driver's hello named, once sent.
    private(set) var agreedVersion: Int?
    /// The tree the app sent last, a difference applied: the base of the next difference.
    private var lastTreeSent: ElementTree?
    /// How many tree differences have arrived, each already applied and returned as a tree.
    private(set) var differencesReceived = 0
    /// The parts of a message too long for a frame, as they arrive.
    private var parts = MessageParts()

    /// Launches the subject with `extraArguments` after its own, and `environment`
    /// over its own; if `greet`, answers the app's hello with the driver's, as the driver
    /// does, naming the lower of the app's version and this build's.
    init(_ subject: ConformanceSubject, extraArguments: [String] = [], environment: [String: String] = [:], greet: Bool = true) throws(CheckStop) {
        self.subject = subject
        var variables = subject.environment.merging(environment) { $1 }
        variables[AutomationProtocol.channelEnvironmentKey] = String(AutomationProtocol.channelDescriptor)
        if variables[AutomationProtocol.parentEnvironmentKey] == nil {
            variables[AutomationProtocol.parentEnvironmentKey] = String(Posix.processID)
        }
        do {
            peer = try ChannelPeer(executable: subject.executable, arguments: subject.arguments + extraArguments, environment: variables)
        } catch {
            throw .failed(expected: "the app to start", arrived: error.description)
        }
        greetPending = greet
    }

    /// A launch of `executable` (not the subject's) with the channel: for the stand-in
    /// parent of the parent-death check.
    init(_ subject: ConformanceSubject, spawning executable: String, arguments: [String], environment: [String: String]) throws(CheckStop) {
        self.subject = subject
        do {
            peer = try ChannelPeer(executable: executable, arguments: arguments, environment: environment)
        } catch {
            throw .failed(expected: "\(executable) to start", arrived: error.description)
        }
        greetPending = false
        // At once, before the app's arrives: the oldest version, which every app speaks.
        peer.send(.hello(protocolVersion: AutomationProtocol.oldestVersion))
    }

    // MARK: - Receiving

    /// The next message, failing the check if none arrives in time, the channel closes
    /// or the bytes are unreadable; `expected` says what the check waited for.
    /// A screen (§5.1) is taken here, never returned: it must come right after the
    /// tree of its generation, and is kept in `screens`.
    func receive(expecting expected: String) throws(CheckStop) -> AppMessage {
        try receive(expecting: expected, within: subject.timeout)
    }

    /// The app's hello: as `receive(expecting:)`, waiting as long as the app may take to start.
    func receiveHello(expecting expected: String) throws(CheckStop) -> AppMessage {
        try receive(expecting: expected, within: subject.startTimeout)
    }

    private func receive(expecting expected: String, within timeout: Duration) throws(CheckStop) -> AppMessage {
        while true {
            switch peer.next(within: timeout) {
            case let .message(.screen(screen)):
                guard case let .tree(tree)? = lastReceived, tree.generation == screen.generation else {
                    let after = lastReceived.map { "after " + ArrivalText.describe($0) } ?? "before any tree"
                    throw .failed(expected: "a screen only right after the tree of its generation", arrived: ArrivalText.describe(.screen(screen)) + " " + after)
                }
                screens[screen.generation] = screen.rows
                lastReceived = .screen(screen)
            case let .message(arrived):
                greetIfPending(after: arrived)
                guard let whole = try joined(arrived) else { continue }
                let message = try treeOf(whole)
                lastReceived = message
                return message
            case let arrival:
                throw .failed(expected: expected, arrived: arrival.description + logNote)
            }
        }
    }

    /// Sends the driver's hello once the app has said something: for the version both
    /// speak after the app's hello, for the oldest after anything else.
    private func greetIfPending(after message: AppMessage) {
        guard greetPending else { return }
        greetPending = false
        let version =
            if case let .hello(hello) = message {
                AutomationProtocol.agreedVersion(withApp: max(hello.protocolVersion, AutomationProtocol.oldestVersion))
            } else {
                AutomationProtocol.oldestVersion
            }
        agreedVersion = version
        peer.send(.hello(protocolVersion: version))
    }

    /// `message`, or the message its parts make once the last has come (nil before).
    private func joined(_ message: AppMessage) throws(CheckStop) -> AppMessage? {
        guard case let .part(part) = message else {
            guard !parts.isOpen else {
                throw .failed(expected: "the next part of a message (§3.1)", arrived: ArrivalText.describe(message))
            }
            return message
        }
        do {
            guard let bytes = try parts.take(part) else { return nil }
            return try AppMessage(decoding: bytes)
        } catch {
            throw .failed(expected: "parts that join to a message (§3.1)", arrived: ArrivalText.describe(message) + ": " + error.description)
        }
    }

    /// `message`, a tree difference applied to the last tree sent and returned as the tree
    /// it makes; fails the check when it does not apply (§6.4).
    private func treeOf(_ message: AppMessage) throws(CheckStop) -> AppMessage {
        switch message {
        case let .tree(tree):
            lastTreeSent = tree
            return message
        case let .treeDifference(difference):
            guard let version = agreedVersion, version >= AutomationProtocol.differencesVersion else {
                throw .failed(expected: "whole trees only, to a driver of version \(agreedVersion ?? AutomationProtocol.oldestVersion)", arrived: ArrivalText.describe(message))
            }
            do {
                let tree = try difference.applied(to: lastTreeSent)
                lastTreeSent = tree
                differencesReceived += 1
                return .tree(tree)
            } catch {
                throw .failed(expected: "a tree difference that applies to the last tree sent (§6.4)", arrived: ArrivalText.describe(message) + ": " + error.description)
            }
        default:
            return message
        }
    }

    /// The app's hello, which must come first, then its first tree (generation 1),
    /// which must follow without any command.
    @discardableResult
    func handshake() throws(CheckStop) -> ElementTree {
        let first = try receiveHello(expecting: "a hello as the app's first message")
        guard case let .hello(hello) = first else {
            throw .failed(expected: "a hello as the app's first message", arrived: ArrivalText.describe(first))
        }
        guard hello.protocolVersion >= AutomationProtocol.oldestVersion else {
            throw .failed(expected: "a hello for protocol version \(AutomationProtocol.oldestVersion) or later", arrived: ArrivalText.describe(first))
        }
        let second = try receive(expecting: "the first tree, unasked, after the hello")
        guard case let .tree(tree) = second else {
            throw .failed(expected: "the first tree (generation 1) right after the hello", arrived: ArrivalText.describe(second))
        }
        guard tree.generation == 1 else {
            throw .failed(expected: "the first tree to be generation 1", arrived: ArrivalText.describe(second))
        }
        self.tree = tree
        activity = tree.activity
        return tree
    }

    /// Takes a tree or status into account, checking its generation.
    func note(_ message: AppMessage) throws(CheckStop) {
        switch message {
        case let .tree(new):
            let expected = (tree?.generation ?? 0) + 1
            guard new.generation == expected else {
                throw .failed(expected: "the next tree to be generation \(expected)", arrived: ArrivalText.describe(message))
            }
            tree = new
            activity = new.activity
        case let .status(generation, new):
            guard generation == tree?.generation else {
                throw .failed(expected: "a status for the latest tree's generation \(tree?.generation ?? 0)", arrived: ArrivalText.describe(message))
            }
            activity = new
        default:
            throw .failed(expected: "a tree or a status", arrived: ArrivalText.describe(message))
        }
    }

    // MARK: - Commands

    /// Sends `command` and returns the trees and statuses that came before its reply,
    /// and the reply; fails unless exactly that reply comes, with the latest generation.
    func perform(_ command: Command, sequence: UInt64? = nil) throws(CheckStop) -> (pushes: [AppMessage], reply: Reply) {
        let number = sequence ?? nextSequence
        nextSequence = number + 1
        peer.send(.command(sequence: number, command))
        return try awaitReply(to: number, of: command)
    }

    /// Reads trees and statuses until the reply to command `sequence`.
    func awaitReply(to sequence: UInt64, of command: Command) throws(CheckStop) -> (pushes: [AppMessage], reply: Reply) {
        var pushes: [AppMessage] = []
        while true {
            let message = try receive(expecting: "the reply to command #\(sequence) (\(command.name))")
            switch message {
            case .tree, .status:
                try note(message)
                pushes.append(message)
            case let .reply(reply):
                guard reply.sequence == sequence else {
                    throw .failed(expected: "the reply to command #\(sequence) (\(command.name))", arrived: ArrivalText.describe(message))
                }
                guard reply.generation == tree?.generation else {
                    throw .failed(expected: "a reply carrying the latest tree's generation \(tree?.generation ?? 0)", arrived: ArrivalText.describe(message))
                }
                return (pushes, reply)
            default:
                throw .failed(expected: "the reply to command #\(sequence) (\(command.name))", arrived: ArrivalText.describe(message))
            }
        }
    }

    /// Carries out `step` on the latest tree; fails unless the app does it.
    func perform(_ step: ConformanceStep) throws(CheckStop) {
        let target = try target(step.identifier, for: step.description)
        let command: Command =
            switch step {
            case .tap: .tap(target)
            case let .typeText(text, _): .typeText(target, text)
            }
        let (_, reply) = try perform(command)
        guard reply.outcome == .done else {
            throw .failed(expected: "\(step) to be done", arrived: ArrivalText.describe(.reply(reply)))
        }
    }

    /// The target of the element with `identifier` in the latest tree.
    func target(_ identifier: String, for purpose: String) throws(CheckStop) -> CommandTarget {
        guard let tree, let (path, element) = Conversation.find(identifier, in: tree.root, at: .root) else {
            throw .failed(expected: "an element #\(identifier) on screen, to \(purpose)", arrived: "no such element in tree generation \(tree?.generation ?? 0)")
        }
        return CommandTarget(path: path, elementType: element.elementType, identifier: identifier)
    }

    /// The element with `identifier` in the latest tree.
    func element(_ identifier: String) -> ElementSnapshot? {
        tree.flatMap { Conversation.find(identifier, in: $0.root, at: .root)?.1 }
    }

    private static func find(_ identifier: String, in element: ElementSnapshot, at path: ElementPath) -> (ElementPath, ElementSnapshot)? {
        if element.identifier == identifier { return (path, element) }
        for (index, child) in element.children.enumerated() {
            if let found = find(identifier, in: child, at: path.appending(index)) { return found }
        }
        return nil
    }

    // MARK: - Endings

    /// After bytes the app must refuse: trees and statuses may still come, then one
    /// protocolViolation, then the channel closes and the app exits with status 3.
    func expectViolationAndExit(after what: String) throws(CheckStop) {
        while true {
            let message = try receive(expecting: "a protocolViolation after \(what)")
            switch message {
            case .tree, .status: continue
            case .protocolViolation: break
            default: throw .failed(expected: "a protocolViolation after \(what)", arrived: ArrivalText.describe(message))
            }
            break
        }
        let after = peer.next(within: subject.timeout)
        guard case .closed = after else {
            throw .failed(expected: "the channel to close after the protocolViolation", arrived: after.description)
        }
        try expectExit(.exited(AutomationExitCode.protocolError.rawValue), after: "a protocol violation")
    }

    /// Waits for the app to exit and checks how.
    func expectExit(_ expected: ExitStatus, after what: String) throws(CheckStop) {
        guard let ending = peer.waitForExit(within: subject.timeout) else {
            throw .failed(expected: "the app to exit with \(expected) after \(what)", arrived: "it still ran after \(subject.timeout)" + logNote)
        }
        guard ending == expected else {
            throw .failed(expected: "\(expected) after \(what)", arrived: ending.description + logNote)
        }
    }

    /// The app's last log lines, to quote in a failure.
    var logNote: String {
        let tail = peer.logTail.trimmingTrailingNewlines
        return tail.isEmpty ? "" : "; the app's log ends: \(tail)"
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = Substring(self)
        while text.last == "\n" { text = text.dropLast() }
        return String(text)
    }
}
