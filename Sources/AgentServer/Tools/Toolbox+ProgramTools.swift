import Driver
import JourneyScript

/// What each tool does on a program on a terminal, which has a screen and no elements.
extension Toolbox {
    /// `snapshot`: a program has no tree; its screen instead.
    static func snapshot(_ arguments: ToolArguments, on program: DrivenProgram, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        ["a program on a terminal has no element tree; its screen:\n" + (await program.screen(svg: false))[0]]
    }

    /// `type`: types the text where the program's cursor is.
    static func typeText(_ arguments: ToolArguments, on program: DrivenProgram, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        guard try arguments.string("target") == nil else {
            throw .invalidValue(argument: "target", value: try arguments.requiredString("target"), expected: "no target: a program takes text where its cursor is")
        }
        let text = try arguments.requiredString("text")
        return [try await program.perform(.typeOnTerminal(text), said: "typed \(text.quotedForMessage)")]
    }

    /// `press`: sends the key's bytes, as a terminal would.
    static func press(_ arguments: ToolArguments, on program: DrivenProgram, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let name = try arguments.requiredString("key")
        guard let key = KeyName.terminalPress(named: name) else {
            throw .invalidValue(argument: "key", value: name, expected: KeyName.programForms.joined(separator: ", "))
        }
        return [try await program.perform(.pressOnTerminal(key), said: "pressed \(key)")]
    }

    /// `wait`: waits until the screen shows the text, or no longer does.
    static func wait(_ arguments: ToolArguments, on program: DrivenProgram, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let condition = try arguments.requiredString("condition")
        guard condition == "text" || condition == "gone" else {
            throw .invalidValue(argument: "condition", value: condition, expected: "text or gone (with \"text\"): a program has no elements")
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

    /// `save_journey`: writes the keys and waits so far as a script.
    static func saveJourney(_ arguments: ToolArguments, on program: DrivenProgram, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        let text = await program.journeyText
        let path = try toolbox.save(text, arguments)
        return ["saved to \(path)\nrun it: journey run \(path)\n\n" + text]
    }
}
