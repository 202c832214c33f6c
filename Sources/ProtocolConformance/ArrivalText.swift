import AutomationChannel
import ScreenModel

/// Messages as a report quotes them: short, with the facts a check looks at.
enum ArrivalText {
    /// `tree generation 2 (idle)`, `reply #3 generation 2: refused staleElement (…)`.
    static func describe(_ message: AppMessage) -> String {
        switch message {
        case let .hello(hello):
            "hello (version \(hello.protocolVersion), pid \(hello.processID), name \(hello.appName.quotedLiteral))"
        case let .tree(tree):
            "tree generation \(tree.generation) (\(tree.activity))"
        case let .status(generation, activity):
            "status generation \(generation) (\(activity))"
        case let .reply(reply):
            "reply #\(reply.sequence) generation \(reply.generation): \(describe(reply.outcome))"
        case let .protocolViolation(text):
            "protocolViolation \(text.quotedLiteral)"
        case let .screen(screen):
            "screen generation \(screen.generation) (\(screen.rows.count) rows)"
        case let .part(part):
            "part of \(part.piece.count) bytes" + (part.more ? ", more to come" : ", the last")
        case let .treeDifference(difference):
            "treeDifference generation \(difference.generation) against \(difference.baseGeneration) (\(difference.activity))"
        }
    }

    /// `done`, or `refused staleElement (…)`.
    static func describe(_ outcome: CommandOutcome) -> String {
        switch outcome {
        case .done: "done"
        case let .refused(refusal): "refused \(refusal.reason.name) (\(refusal.message.quotedLiteral))"
        }
    }
}

extension CommandRefusal.Reason {
    /// The reason's name in docs/protocol.md.
    var name: String {
        switch self {
        case .staleElement: "staleElement"
        case .notInteractable: "notInteractable"
        case .unsupported: "unsupported"
        case .unsupportedCondition: "unsupportedCondition"
        }
    }
}
