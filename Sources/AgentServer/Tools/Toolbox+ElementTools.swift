import Driver
import JourneyScript
import ScreenModel

/// What the tools that take a target do on any session with elements: an app's, or a
/// program's read off its screen.
extension Toolbox {
    /// `tap`: taps the target, then waits for the work it started.
    static func tap<Session: ElementSession>(_ arguments: ToolArguments, on session: Session, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let locator = try session.locator(for: arguments.requiredString("target"))
        return [try await session.performOnElements(.tap(locator), said: "tapped \(RecordedLocator.scriptText(locator))")]
    }

    /// `swipe`: swipes up or down over the target, or over the screen.
    static func swipe<Session: ElementSession>(_ arguments: ToolArguments, on session: Session, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let direction = try swipeDirection(arguments)
        let locator = try arguments.string("target").map { target throws(ToolFailure) in try session.locator(for: target) }
        return [
            try await session.performOnElements(
                .swipe(direction, on: locator),
                said: "swiped \(direction.rawValue)"
                    + (locator.map { " on " + RecordedLocator.scriptText($0) } ?? ""))
        ]
    }

    /// `wait` with `exists`, `gone` or `label` on a target: waits for the element and
    /// records the wait; nil for any other condition.
    static func waitForElement<Session: ElementSession>(
        _ condition: String, _ arguments: ToolArguments, on session: Session
    ) async throws(ToolFailure) -> String? {
        let timeout = try arguments.timeout()
        switch condition {
        case "exists", "gone":
            guard let target = try arguments.string("target") else { throw .missingArgument("target", tool: "wait (\(condition))") }
            let locator = try session.locator(for: target)
            return try await session.performOnElements(
                .wait(locator, until: condition == "exists" ? .exists : .gone, timeout: timeout),
                said: "\(RecordedLocator.scriptText(locator)) \(condition == "exists" ? "exists" : "is gone")")
        case "label":
            guard let target = try arguments.string("target") else { throw .missingArgument("target", tool: "wait (label)") }
            return try await session.waitForLabel(try arguments.requiredString("text"), target: target, timeout: timeout)
        default:
            return nil
        }
    }

    private static func swipeDirection(_ arguments: ToolArguments) throws(ToolFailure) -> SwipeDirection {
        let name = try arguments.requiredString("direction")
        guard let direction = SwipeDirection(rawValue: name), direction == .up || direction == .down else {
            throw .invalidValue(argument: "direction", value: name, expected: "up or down")
        }
        return direction
    }
}
