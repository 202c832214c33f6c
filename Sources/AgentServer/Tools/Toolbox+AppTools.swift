import Driver
import JourneyScript
import ScreenModel

/// What each tool does on an app, found by its elements.
extension Toolbox {
    /// `snapshot`: the element tree as text, or what changed since snapshot `since`.
    static func snapshot(_ arguments: ToolArguments, on app: DrivenApp, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        [try app.snapshot(since: arguments.int("since", in: 1...Int.max))]
    }

    /// `type`: types the text into the target.
    static func typeText(_ arguments: ToolArguments, on app: DrivenApp, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let text = try arguments.requiredString("text")
        guard let target = try arguments.string("target") else { throw .missingArgument("target", tool: "type (on an app)") }
        let locator = try app.locator(for: target)
        // What is typed into a secure field is never echoed, as a journey's report never shows it.
        let typed = locator.namesSecureField(in: app.app.tree) ? "\(text.count) characters (a secure field's text is not shown)" : text.quotedForMessage
        return [try await app.perform(.typeText(text, into: locator), said: "typed \(typed) into \(RecordedLocator.scriptText(locator))")]
    }

    /// `press`: presses the key, as the app takes keys.
    static func press(_ arguments: ToolArguments, on app: DrivenApp, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let name = try arguments.requiredString("key")
        guard let key = KeyName.press(named: name) else {
            throw .invalidValue(argument: "key", value: name, expected: "one of " + KeyName.appForms.joined(separator: ", "))
        }
        // A character pressed into a secure field would be its text, written into the
        // answer and the saved journey: the secret rule keeps it to `type`.
        if key.key.character != nil, key.modifiers.subtracting(.shift).isEmpty, app.secureFieldHasFocus {
            throw .invalidValue(
                argument: "key", value: "a character",
                expected: "a key that types nothing while a secure field has focus; type its text with the type tool "
                    + "and a target (secureTextFields[\"…\"]), which keeps it out of every answer and the saved journey")
        }
        return [try await app.perform(KeyName.appAction(for: key), said: "pressed \(key)")]
    }

    /// `ignore_work`: adds work no later step waits for, or with an empty list makes every
    /// step wait for all work again.
    static func ignoreWork(_ arguments: ToolArguments, on app: DrivenApp, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        guard let names = try arguments.strings("work") else { throw .missingArgument("work", tool: "ignore_work") }
        if names.contains("") { throw .invalidValue(argument: "work", value: "\"\"", expected: "names of work the app reports, such as \"worker poller\"") }
        let action: Step.Action = names.isEmpty ? .ignoreNoWork : .ignoreWork(names)
        let said =
            names.isEmpty
            ? "every step waits for all the work the app reports again"
            : "later steps do not wait for work named " + names.map(\.quotedForMessage).joined(separator: ", ")
        return [try await app.perform(action, said: said)]
    }

    /// `drag`: drags the target onto `to`.
    static func drag(_ arguments: ToolArguments, on app: DrivenApp, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let locator = try app.locator(for: arguments.requiredString("target"))
        let destination = try app.locator(for: arguments.requiredString("to"))
        return [
            try await app.perform(
                .drag(locator, to: destination),
                said: "dragged \(RecordedLocator.scriptText(locator)) to \(RecordedLocator.scriptText(destination))")
        ]
    }

    /// `wait`: waits for the condition on the app.
    static func wait(_ arguments: ToolArguments, on app: DrivenApp, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        [try await waitFor(arguments, on: app)]
    }

    /// `screen`: the screen as text, and as SVG when asked.
    static func screen(_ arguments: ToolArguments, on app: DrivenApp, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let svg = try arguments.bool("svg")
        return try await awayFromRequests { () async throws(ToolFailure) -> [String] in try await app.screen(svg: svg) }
    }

    /// `save_journey`: writes the session so far as a script, its secure fields' text read from variables.
    static func saveJourney(_ arguments: ToolArguments, on app: DrivenApp, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let text = app.journeyText
        let path = try toolbox.save(text, arguments)
        let secrets = app.secretNames
        let run = (secrets.map { "\($0)=…" } + ["journey run \(path)"]).joined(separator: " ")
        return [
            "saved to \(path)"
                + (secrets.isEmpty
                    ? ""
                    : "; what was typed into secure fields is read from \(secrets.joined(separator: ", ")), "
                        + "never written") + "\nrun it: \(run)\n\n" + text
        ]
    }

    private static func waitFor(_ arguments: ToolArguments, on app: DrivenApp) async throws(ToolFailure) -> String {
        let condition = try arguments.requiredString("condition")
        if let waited = try await waitForElement(condition, arguments, on: app) { return waited }
        guard condition == "text" else { throw .invalidValue(argument: "condition", value: condition, expected: "exists, gone, label or text") }
        return try await app.waitForScreenText(try arguments.requiredString("text"), timeout: try arguments.timeout())
    }
}
