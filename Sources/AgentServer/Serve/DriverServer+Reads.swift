import Driver
import JourneyScript
import ScreenModel

/// The methods `journey serve` has beyond the tools: reads of an element that wait as
/// the driver's reads do, and expectations retried by the driver's waits.
extension DriverServer {
    /// The arguments each of these methods takes.
    static let readArguments: [String: Set<String>] = [
        "read": ["session", "target"],
        "exists": ["session", "target"],
        "expect": ["session", "target", "condition", "text", "timeout"],
    ]

    /// The conditions `expect` takes, in the order its message lists them.
    static let expectConditions = ["exists", "label", "value", "enabled", "disabled", "focused"]

    /// Runs `read`, `exists` or `expect` on the elements of the `session` argument's app
    /// (or program, read off its screen), in order with the session's other calls.
    func answerOnElements(_ method: String, arguments: [String: JSONValue]) async throws(ToolFailure) -> JSONValue {
        try Toolbox.refuseUnknown(arguments, of: method, known: Self.readArguments[method] ?? [])
        let call = ToolArguments(arguments, tool: method)
        let entry = try toolbox.sessions.entry(try call.requiredString("session"))
        let outcome: Result<JSONValue, ToolFailure> = await entry.line.run {
            do throws(ToolFailure) {
                let target = try call.requiredString("target")
                let element: Element =
                    switch entry.driven {
                    case let .app(driven): driven.app.element(try driven.locator(for: target))
                    case let .program(driven): driven.terminal.elements.element(try driven.locator(for: target))
                    }
                switch method {
                case "read": return .success(Self.json(try await Self.driving { () async throws(DriverError) in try await element.snapshot() }))
                case "exists": return .success(["exists": .bool(try await Self.driving { () async throws(DriverError) in try await element.exists })])
                default:
                    let title = try Self.expectLine(element.locator, call)
                    let expecting = { () async throws(ToolFailure) -> String in try await Self.expect(element, call) }
                    let text =
                        switch entry.driven {
                        case let .app(driven): try await driven.trace.step(title, on: driven.app, expecting)
                        case let .program(driven): try await driven.trace.step(title, on: driven.terminal, expecting)
                        }
                    return .success(["text": .string(text)])
                }
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Waits until `element` meets the `condition` argument, or fails with the driver's message.
    private static func expect(_ element: Element, _ call: ToolArguments) async throws(ToolFailure) -> String {
        let condition = try call.requiredString("condition")
        let timeout = try call.timeout()
        let predicate: ElementPredicate?
        switch condition {
        case "exists": predicate = nil
        case "label": predicate = .label(try call.requiredString("text"))
        case "value": predicate = .value(try call.requiredString("text"))
        case "enabled": predicate = .isEnabled
        case "disabled": predicate = !.isEnabled
        case "focused": predicate = .hasFocus
        default: throw .invalidValue(argument: "condition", value: condition, expected: expectConditions.joined(separator: ", "))
        }
        try await driving { () async throws(DriverError) in
            if let predicate {
                try await element.wait(until: predicate, timeout: timeout)
            } else {
                try await element.waitUntilExists(timeout: timeout)
            }
        }
        return "\(RecordedLocator.scriptText(element.locator)) \(condition)" + (predicate.map { " (\($0))" } ?? "")
    }

    /// The `expect` step a journey writes for the call, as its trace titles it.
    private static func expectLine(_ locator: ElementLocator, _ call: ToolArguments) throws(ToolFailure) -> String {
        let expectation: Expectation =
            switch try call.requiredString("condition") {
            case "label": .text(locator, .label, .equals, try call.string("text") ?? "")
            case "value": .text(locator, .value, .equals, try call.string("text") ?? "")
            case "enabled": .state(locator, .enabled, isNegated: false)
            case "disabled": .state(locator, .disabled, isNegated: false)
            case "focused": .state(locator, .focused, isNegated: false)
            default: .state(locator, .exists, isNegated: false)
            }
        return RecordedScript.line(for: .expect(expectation))
    }

    /// Runs `work` on the driver, its error made the step failure a tool reports.
    private static func driving<Value: Sendable>(_ work: () async throws(DriverError) -> Value) async throws(ToolFailure) -> Value {
        do throws(DriverError) {
            return try await work()
        } catch {
            throw .step(StepFailure(.driver(error), diagnostics: error.diagnostics))
        }
    }

    /// An element's attributes as `read` answers them.
    static func json(_ element: ElementSnapshot) -> JSONValue {
        [
            "type": .string(element.elementType.rawValue), "identifier": .string(element.identifier), "label": .string(element.label),
            "value": element.value.map(JSONValue.string) ?? .null, "placeholder": element.placeholderValue.map(JSONValue.string) ?? .null,
            "enabled": .bool(element.isEnabled), "selected": .bool(element.isSelected), "focused": .bool(element.hasFocus),
            "frame": [
                "x": .int(element.frame.origin.x), "y": .int(element.frame.origin.y), "width": .int(element.frame.size.width),
                "height": .int(element.frame.size.height),
            ],
        ]
    }
}
