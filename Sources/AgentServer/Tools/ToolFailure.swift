import Foundation
import Driver
import JourneyScript
import ScreenModel
import SystemLayer

/// Why a tool call failed, as facts; `description` is what the tool's result says
/// (with `isError`), worded for the agent to act on.
enum ToolFailure: Error, Sendable {
    /// A required argument is missing.
    case missingArgument(String, tool: String)
    /// An argument has the wrong JSON type.
    case wrongType(argument: String, expected: String, found: String)
    /// The call has an argument the tool does not take (a misspelling, as often as not).
    case unknownArgument(String, tool: String, known: [String])
    /// An argument's value is not one the tool takes.
    case invalidValue(argument: String, value: String, expected: String)
    /// No open session has this id.
    case unknownSession(String, open: [String])
    /// As many sessions are open as the server allows.
    case tooManySessions(limit: Int)
    /// The client has closed its end: the server ends its sessions and opens no more.
    case shuttingDown
    /// No snapshot of the session gave this ref.
    case unknownRef(String)
    /// The query is not written as a journey writes one.
    case badQuery(ScriptError)
    /// The tool needs an app's own channel, which a program on a terminal has not (a drag).
    case needsApp(tool: String)
    /// A step failed in the driver or an expectation did not hold: its full message.
    case step(StepFailure)
    /// `since` names a snapshot that is not kept (or was never taken).
    case snapshotNotKept(Int, latest: Int?)
    /// The app's screen never showed the text.
    case screenTextAbsent(String, activity: String, screen: String)
    /// A file could not be read or written.
    case file(String, reason: String)
    /// The journey text has errors.
    case journeyErrors(String)
    /// `save_journey` will not write at this path, for this reason.
    case wontReplace(String, SaveRefusal)

    /// Why `save_journey` will not write at a path.
    enum SaveRefusal: Sendable, Equatable {
        /// A regular file is there that this server did not write, and `overwrite` was not given.
        case notWrittenHere
        /// The path is a symbolic link (to `target`, when it can be read).
        case symbolicLink(target: String?)
        /// Something that is no regular file is there: a folder, a device, a pipe, a socket.
        case notAFile(FileInfo.Kind)
        /// The path holds a NUL, where the system would end it.
        case nul
    }

    /// The message: what was wrong, and what to do.
    var description: String {
        switch self {
        case let .missingArgument(name, tool):
            "\(tool) needs the argument \"\(name)\" (see its input schema in tools/list)"
        case let .wrongType(name, expected, found):
            "the argument \"\(name)\" must be \(expected), not \(found)"
        case let .unknownArgument(name, tool, known):
            "\(tool) takes no argument \(name.quotedForMessage)"
                + (NearestNames.nearest(to: name, among: known, limit: 1).first.map { " (did you mean \"\($0)\"?)" } ?? "")
                + "; its arguments are " + known.map { "\"\($0)\"" }.joined(separator: ", ")
        case let .invalidValue(name, value, expected):
            "the argument \"\(name)\" is \(value.quotedForMessage); expected \(expected)"
        case let .unknownSession(id, open):
            "no session \(id.quotedForMessage) is open"
                + (open.isEmpty ? "; start one with launch or run_program" : "; open sessions: " + open.joined(separator: ", "))
        case let .tooManySessions(limit):
            "\(limit) sessions are open, the most this server runs at once: close one first"
        case .shuttingDown:
            "the server is ending (its input was closed), so it starts nothing more"
        case let .unknownRef(ref):
            "no snapshot of this session gave the ref \(ref): take a snapshot and use a ref it lists, or a query such as buttons[\"loginButton\"]"
        case let .badQuery(error):
            "the target is neither a ref (e12) nor a query written as a journey writes one:\n" + error.description
        case let .needsApp(tool):
            "\(tool) needs an app that speaks the automation protocol; a program on a terminal takes tap, type, press, swipe "
                + "and wait, on the elements a snapshot reads off its screen"
        case let .step(failure):
            failure.description
        case let .snapshotNotKept(number, latest):
            "snapshot \(number) is not kept (the last \(RefBook.keptSnapshots) are, "
                + (latest.map { "the latest is \($0)" } ?? "and none was taken yet") + "): take a snapshot without \"since\""
        case let .screenTextAbsent(text, activity, screen):
            "the app is \(activity) and its screen does not show \(text.quotedForMessage), so waiting longer would not change that. It shows:\n\(screen)"
        case let .file(path, reason):
            "\(path.pathExcerpt): \(reason)"
        case let .journeyErrors(text):
            text
        case let .wontReplace(path, .notWrittenHere):
            "\(path.pathExcerpt) holds a file this server did not write, so it was left as it is: "
                + "to replace it, call save_journey again with \"overwrite\": true (the file keeps its permissions), or choose another path"
        case let .wontReplace(path, .symbolicLink(target)):
            "\(path.pathExcerpt) is a symbolic link" + (target.map { " (to \($0.pathExcerpt))" } ?? "")
                + "; save_journey writes no file through a link: name the file itself, or choose another path"
        case let .wontReplace(path, .notAFile(kind)):
            "\(path.pathExcerpt) is \(kind.named), not a file, so nothing was written: save_journey writes only regular files; choose another path"
        case let .wontReplace(path, .nul):
            "the argument \"path\" is \(path.quotedForMessage), which holds a NUL character: the system would end the path there "
                + "and write another file, so nothing was written; send the path without it"
        }
    }
}

extension String {
    /// The text as messages quote what the caller sent: a string literal of its first
    /// 200 characters, `…` after it when there were more.
    var quotedForMessage: String {
        count > 200 ? String(prefix(200)).quotedLiteral + "…" : quotedLiteral
    }
}
