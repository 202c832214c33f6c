import AutomationChannel
import ScreenModel
import SystemLayer

/// What the environment says about automation: whether a driver launched the app, on
/// which descriptor its channel is, and which process the driver is.
///
/// `TUI_AUTOMATION_FD` set (and not empty) means headless under a driver, so it must
/// name a usable channel: a value that does not is refused with a message, never taken
/// for a terminal session or left to hang on a descriptor that is not the channel.
struct AutomationEnvironment: Equatable, Sendable {
    /// The channel's descriptor.
    let channel: Int32
    /// The driver's process id, when it said.
    let parent: Int32?

    /// Reads the automation variables of `environment`: nil when no driver launched
    /// the app (`TUI_AUTOMATION_FD` unset or empty).
    ///
    /// - Throws: `AutomationEnvironmentError` when a variable is not a number, or names
    ///   a standard stream or a process id that cannot be one.
    static func parse(_ environment: [String: String]) throws(AutomationEnvironmentError) -> AutomationEnvironment? {
        let key = AutomationProtocol.channelEnvironmentKey
        guard let text = environment[key], !text.isEmpty else { return nil }
        guard let channel = Int32(text), channel >= 0 else { throw .notADescriptor(text) }
        guard channel > Posix.standardError else { throw .standardStream(channel) }
        var parent: Int32?
        if let text = environment[AutomationProtocol.parentEnvironmentKey], !text.isEmpty {
            guard let pid = Int32(text), pid > 0 else { throw .notAProcessID(text) }
            parent = pid
        }
        return AutomationEnvironment(channel: channel, parent: parent)
    }

    /// Checks that the channel's descriptor is open and is a stream socket, as the
    /// driver's socket pair is.
    ///
    /// - Throws: `AutomationEnvironmentError.notOpen` or `.notAStreamSocket`.
    func checkChannel() throws(AutomationEnvironmentError) {
        let info: FileInfo
        do {
            info = try Posix.status(of: channel)
        } catch {
            throw .notOpen(channel, error.reason)
        }
        guard info.kind == .socket else { throw .notAStreamSocket(channel, Self.describe(info.kind)) }
        guard Posix.isStreamSocket(channel) else { throw .notAStreamSocket(channel, "a socket that is not a stream") }
    }

    private static func describe(_ kind: FileInfo.Kind) -> String {
        switch kind {
        case .regularFile: "a regular file"
        case .directory: "a directory"
        case .pipe: "a pipe"
        case .characterDevice: "a character device (a terminal?)"
        case .blockDevice: "a block device"
        case .socket, .symbolicLink: "not a socket"
        }
    }
}

/// Why the automation variables cannot be used.
enum AutomationEnvironmentError: Error, Equatable, CustomStringConvertible {
    /// `TUI_AUTOMATION_FD` is not a descriptor number.
    case notADescriptor(String)
    /// `TUI_AUTOMATION_FD` names standard input, output or error.
    case standardStream(Int32)
    /// The descriptor is not open in this process.
    case notOpen(Int32, String)
    /// The descriptor is open but is not a stream socket; the text says what it is.
    case notAStreamSocket(Int32, String)
    /// `TUI_AUTOMATION_PARENT_PID` is not a process id.
    case notAProcessID(String)

    var description: String {
        let fd = AutomationProtocol.channelEnvironmentKey
        let hint =
            "it names the descriptor of the automation channel a driver opens (a socket, normally 3); "
            + "unset it to run the app in a terminal"
        switch self {
        case let .notADescriptor(text):
            return "\(fd)='\(text)' is not a file descriptor number: \(hint)"
        case let .standardStream(number):
            let name = ["standard input", "standard output", "standard error"][Int(number)]
            return "\(fd)=\(number) names \(name), not an automation channel: \(hint)"
        case let .notOpen(number, problem):
            return "\(fd)=\(number) names a descriptor that is not open (\(problem)): \(hint)"
        case let .notAStreamSocket(number, kind):
            return "\(fd)=\(number) names \(kind), not a stream socket: \(hint)"
        case let .notAProcessID(text):
            return "\(AutomationProtocol.parentEnvironmentKey)='\(text)' is not a process id: "
                + "it names the driver that launched the app, a number from 1"
        }
    }
}
