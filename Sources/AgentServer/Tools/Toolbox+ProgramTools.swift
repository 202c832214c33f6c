import Driver
import JourneyScript

/// What each tool does on a program on a terminal: its keys and screen, and its elements
/// read off the screen (`tap`, `swipe` and the waits on a target are `Toolbox+ElementTools.swift`).
extension Toolbox {
    /// `snapshot`: the program's elements, read off its screen, or what changed since snapshot `since`.
    static func snapshot(_ arguments: ToolArguments, on program: DrivenProgram, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        [try await program.snapshot(since: arguments.int("since", in: 1...Int.max))]
    }

    /// `type`: types the text into the target, or without one where the program's cursor is.
    static func typeText(_ arguments: ToolArguments, on program: DrivenProgram, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let text = try arguments.requiredString("text")
        guard let target = try arguments.string("target") else {
            return [try await program.perform(.typeOnTerminal(text), said: "typed \(text.quotedForMessage)")]
        }
        let locator = try program.locator(for: target)
        return [try await program.performOnElements(.typeText(text, into: locator), said: "typed \(text.quotedForMessage) into \(RecordedLocator.scriptText(locator))")]
    }

    /// `press`: sends the key's bytes, as a terminal would.
    static func press(_ arguments: ToolArguments, on program: DrivenProgram, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let name = try arguments.requiredString("key")
        guard let key = KeyName.terminalPress(named: name) else {
            throw .invalidValue(argument: "key", value: name, expected: KeyName.programForms.joined(separator: ", "))
        }
        return [try await program.perform(.pressOnTerminal(key), said: "pressed \(key)")]
    }

    /// `wait`: waits for an element (`exists`, `gone`, `label` with a target), for the screen
    /// to show the text or no longer show it (`text`, `gone` with `text`), or for the program to end (`exit`).
    static func wait(_ arguments: ToolArguments, on program: DrivenProgram, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let condition = try arguments.requiredString("condition")
        if condition == "exit" { return [try await program.waitForExit(timeout: try arguments.timeout())] }
        // `gone` with text and no target is the screen's wait, as it was before programs had elements.
        let target = try arguments.string("target")
        let onScreen = condition == "text" || (condition == "gone" && target == nil)
        if !onScreen, let waited = try await waitForElement(condition, arguments, on: program) { return [waited] }
        guard onScreen else {
            throw .invalidValue(argument: "condition", value: condition, expected: "exists, gone or label (with \"target\"), text or gone (with \"text\"), or exit")
        }
        let text = try arguments.requiredString("text")
        return [
            try await program.perform(
                .waitForScreen(containing: text, isNegated: condition == "gone", timeout: try arguments.timeout()),
                said: condition == "gone" ? "the screen no longer shows \(text.quotedForMessage)" : "the screen shows \(text.quotedForMessage)")
        ]
    }

    /// `screen`: the screen as text, and as SVG when asked.
    static func screen(_ arguments: ToolArguments, on program: DrivenProgram, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let svg = try arguments.bool("svg")
        return try await awayFromRequests { () async throws(ToolFailure) -> [String] in await program.screen(svg: svg) }
    }

    /// `save_journey`: writes the keys, actions on elements and waits so far as a script.
    static func saveJourney(_ arguments: ToolArguments, on program: DrivenProgram, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let text = await program.journeyText
        let path = try toolbox.save(text, arguments)
        return ["saved to \(path)\nrun it: journey run \(path)\n\n" + text]
    }
}
