import ScreenModel

/// The steps a recording has taken so far, merged as a person would write them, and
/// the text of the `.journey` file they make.
///
/// Typing into one field is one `type "…" into …` step however many keys it took
/// (Backspace takes back what was typed); Enter in a field ends its text with `\n`.
/// Text typed into a secure field is never kept in the script: the step reads an
/// environment variable (`type $PASSWORD_FIELD into …`) and the value stays in
/// `secrets`, for the replay the recorder runs, and nowhere else.
package struct RecordedScript: Sendable {
    /// One step and what the recording knew when it took it.
    struct Entry: Sendable {
        /// What the step does.
        var action: Step.Action
        /// The landmark of the screen the step acted on, for page objects (nil for the launch).
        var screen: ElementLocator?
        /// The landmark of the screen the step led to, when it left its own for another.
        var landedOn: ElementLocator?
    }

    /// The steps in order; the first is the launch.
    private(set) var entries: [Entry] = []
    /// Each secure field's variable and the text typed into it, in the order first typed.
    private(set) var secrets: [(name: String, locator: ElementLocator, value: String)] = []
    /// Whether each step notes the screens it acted on and led to (`Entry.screen`,
    /// `landedOn`), which page-object drafts need. A script that is only ever written
    /// as a `.journey` file (the agent server's) leaves them out: finding a screen's
    /// landmark walks its whole tree, three times a step.
    var tracksScreens = true

    /// Starts a script with `launch arguments`.
    init(launchArguments: [String]) {
        entries = [Entry(action: .launch(arguments: launchArguments))]
    }

    /// The number of steps, the launch counted.
    var count: Int { entries.count }

    /// Adds a step.
    mutating func append(_ action: Step.Action, on screen: ElementLocator?) {
        entries.append(Entry(action: action, screen: screen))
    }

    /// Adds `text` to the field's step when the last step types into it, else starts one.
    mutating func type(_ text: String, into locator: ElementLocator, on screen: ElementLocator?) {
        if let last = entries.last, case let .typeText(typed, into: target) = last.action, target.description == locator.description,
            !typed.hasSuffix("\n")
        {
            entries[entries.count - 1].action = .typeText(typed + text, into: locator)
            return
        }
        append(.typeText(text, into: locator), on: screen)
    }

    /// Adds `text` to the secure field's value, and a step that types the variable holding it
    /// unless the last step already does.
    mutating func typeSecret(_ text: String, into locator: ElementLocator, on screen: ElementLocator?) {
        if let last = entries.last, case let .typeVariable(name, into: target) = last.action, target.description == locator.description,
            let index = secrets.lastIndex(where: { $0.name == name })
        {
            secrets[index].value += text
            return
        }
        let name = variableName(for: locator)
        secrets.append((name, locator, text))
        append(.typeVariable(name, into: locator), on: screen)
    }

    /// Takes back the last character typed into the field by the last step; false when
    /// the last step typed nothing there that could be taken back.
    mutating func deleteBackward(in locator: ElementLocator) -> Bool {
        guard let last = entries.last else { return false }
        switch last.action {
        case let .typeText(typed, into: target) where target.description == locator.description && !typed.isEmpty && !typed.hasSuffix("\n"):
            let shorter = String(typed.dropLast())
            if shorter.isEmpty { entries.removeLast() } else { entries[entries.count - 1].action = .typeText(shorter, into: locator) }
            return true
        case let .typeVariable(name, into: target) where target.description == locator.description:
            guard let index = secrets.lastIndex(where: { $0.name == name }), !secrets[index].value.isEmpty else { return false }
            secrets[index].value.removeLast()
            if secrets[index].value.isEmpty {
                secrets.remove(at: index)
                entries.removeLast()
            }
            return true
        default:
            return false
        }
    }

    /// Notes that the step at `index` left its screen for the one `landmark` stands for.
    mutating func markLeftScreen(at index: Int, for landmark: ElementLocator) {
        guard entries.indices.contains(index) else { return }
        entries[index].landedOn = landmark
    }

    /// The environment the replay needs: each secure field's variable and its value.
    var secretEnvironment: [String: String] {
        Dictionary(secrets.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The first line of the file: a comment saying how it was made.
    var header = "# Recorded with journey record: each step names the identifier of the element it acted on."

    /// The `.journey` file: a header saying how it was made and which variables it reads, then one step a line.
    var text: String {
        var lines = [header]
        for secret in secrets {
            lines.append(
                "# \(RecordedLocator.scriptText(secret.locator)) is a secure field: its text is not written here; "
                    + "the step reads it from $\(secret.name) (set it before running).")
        }
        lines.append("")
        lines += entries.map { Self.line(for: $0.action) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One step as the script writes it, elements named without the leading `app.`.
    package static func line(for action: Step.Action) -> String {
        let name = RecordedLocator.scriptText
        switch action {
        case let .tap(locator): return "tap \(name(locator))"
        case let .typeText(text, locator): return "type \(text.quotedLiteral) into \(name(locator))"
        case let .typeVariable(variable, locator): return "type $\(variable) into \(name(locator))"
        case let .clearText(locator): return "clear \(name(locator))"
        case let .swipe(direction, locator): return "swipe \(direction.rawValue)" + (locator.map { " on \(name($0))" } ?? "")
        case let .drag(locator, destination): return "drag \(name(locator)) to \(name(destination))"
        case let .wait(locator, condition, timeout):
            return "wait \(name(locator)) \(condition)" + (timeout == .seconds(5) ? "" : " within \(timeout.scriptText)")
        case let .expect(.state(locator, state, isNegated)): return "expect \(name(locator)) \(isNegated ? "not " : "")\(state)"
        case let .expect(.text(locator, attribute, comparison, text)):
            return "expect \(name(locator)) \(attribute) \(comparison) \(text.quotedLiteral)"
        default: return action.description
        }
    }

    /// `PASSWORD_FIELD` for `secureTextFields["passwordField"]`; `_2`, `_3`… when taken.
    private func variableName(for locator: ElementLocator) -> String {
        var identifier = ""
        if case let .key(key)? = locator.query.steps.last { identifier = key }
        var name = ""
        var previous: Character?
        for character in identifier {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { name += "_" }
            name += character.isLetter || character.isNumber ? String(character).uppercased() : "_"
            previous = character
        }
        if name.isEmpty || name.first?.isNumber == true { name = "SECRET_" + name }
        var candidate = name
        var suffix = 2
        while secrets.contains(where: { $0.name == candidate }) {
            candidate = "\(name)_\(suffix)"
            suffix += 1
        }
        return candidate
    }
}
