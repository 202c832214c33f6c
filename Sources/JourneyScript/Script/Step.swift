package import ScreenModel

/// One line of a journey that does something: an action, a wait or an expectation.
package struct Step: Sendable, CustomStringConvertible {
    /// What the step does.
    package var action: Action
    /// The line it was written on, counting from 1.
    package var line: Int
    /// The line as the tester wrote it, without its comment or surrounding spaces.
    package var source: String
    /// For `launch` and `relaunch` with arguments: where each argument was written.
    package var argumentsLocation: ArgumentsLocation?

    /// Creates a step.
    package init(action: Action, line: Int, source: String, argumentsLocation: ArgumentsLocation? = nil) {
        self.action = action
        self.line = line
        self.source = source
        self.argumentsLocation = argumentsLocation
    }

    /// The step as written: what reports show.
    package var description: String { source }
}

extension Step {
    /// What a step does, with every query already resolved to a locator.
    package enum Action: Sendable, CustomStringConvertible {
        /// Starts the app with these launch arguments (terminating a running one first).
        case launch(arguments: [String])
        /// Terminates the app and launches it again with the same state directory:
        /// with the given arguments, or else the last launch's minus `--reset-state`.
        case relaunch(arguments: [String]?)
        /// `app.element(locator).tap()`.
        case tap(ElementLocator)
        /// `typeText(text)` into the element.
        case typeText(String, into: ElementLocator)
        /// `typeText(value)` into the element, where `value` is the environment variable
        /// `name` when the step runs: `type $PASSWORD into …`, for what a script must not hold.
        case typeVariable(String, into: ElementLocator)
        /// `clearText()` in the element.
        case clearText(ElementLocator)
        /// Swipes over the element, or over the screen when there is none.
        case swipe(SwipeDirection, on: ElementLocator?)
        /// `drag Q to Q`: drag the one element onto the other with the mouse.
        case drag(ElementLocator, to: ElementLocator)
        /// `app.press(key)`.
        case press(Key)
        /// `app.typeKey(key, modifierFlags: modifiers)`: any key, with modifiers held.
        case typeKey(KeyboardKey, modifiers: KeyModifiers)
        /// `app.typeKey(_:)` for each character of the text in turn: `press "Errands"`.
        case typeKeys(String)
        /// Waits until the element exists or is gone, up to `timeout`.
        case wait(ElementLocator, until: WaitCondition, timeout: Duration)
        /// Checks something about the current screen once the app is idle.
        case expect(Expectation)
        /// `app.setDeviceCondition(name, to: value)`.
        case setCondition(name: String, value: String)
        /// `app.advanceClock(by:)`.
        case advanceClock(by: Duration)
        /// `ignore work "worker poller"`: adds these to `app.ignoredWork`, work no later
        /// step waits for.
        case ignoreWork([String])
        /// `ignore no work`: empties `app.ignoredWork`, so steps wait for everything the
        /// app is busy with, a toast's expiry too.
        case ignoreNoWork
        /// Starts a program on a terminal (`Terminal.launch`): the first step of a program journey.
        case run(ProgramLaunch)
        /// `terminal.type(text)`: types into the program.
        case typeOnTerminal(String)
        /// `terminal.press(key)`.
        case pressOnTerminal(KeyPress)
        /// `terminal.resize(columns:rows:)`.
        case resize(columns: Int, rows: Int)
        /// Waits until the text is (or, negated, is not) on the screen, up to `timeout`.
        case waitForScreen(containing: String, isNegated: Bool, timeout: Duration)
        /// Checks the screen; retries until it holds, up to the terminal's timeout.
        case expectScreen(ScreenExpectation)
        /// Waits up to `timeout` for the program to exit, then checks its exit code.
        case expectExit(code: Int32, timeout: Duration)

        /// The action in the script's words with every query written out in full:
        /// `tap app.buttons["loginButton"]`.
        package var description: String {
            switch self {
            case let .launch(arguments):
                return (["launch"] + arguments.map(scriptQuoted(argument:))).joined(separator: " ")
            case let .relaunch(arguments):
                return (["relaunch"] + (arguments ?? []).map(scriptQuoted(argument:))).joined(separator: " ")
            case let .tap(locator):
                return "tap \(locator)"
            case let .typeText(text, locator):
                return "type \(text.quotedLiteral) into \(locator)"
            case let .typeVariable(name, locator):
                return "type $\(name) into \(locator)"
            case let .clearText(locator):
                return "clear \(locator)"
            case let .swipe(direction, locator):
                return "swipe \(direction.rawValue)" + (locator.map { " on \($0)" } ?? "")
            case let .drag(locator, destination):
                return "drag \(locator) to \(destination)"
            case let .press(key):
                return "press \(key.rawValue)"
            case let .typeKey(key, modifiers):
                return "press \(KeyPress(key, modifiers: modifiers))"
            case let .typeKeys(text):
                return "press \(text.quotedLiteral)"
            case let .wait(locator, condition, timeout):
                return "wait \(locator) \(condition) within \(timeout.scriptText)"
            case let .expect(expectation):
                return "expect \(expectation)"
            case let .setCondition(name, value):
                return "set \(name) \(value)"
            case let .advanceClock(duration):
                return "advance clock by \(duration.scriptText)"
            case let .ignoreWork(names):
                return (["ignore work"] + names.map(\.quotedLiteral)).joined(separator: " ")
            case .ignoreNoWork:
                return "ignore no work"
            case let .run(launch):
                return launch.description
            case let .typeOnTerminal(text):
                return "type \(text.quotedLiteral)"
            case let .pressOnTerminal(key):
                return "press \(key)"
            case let .resize(columns, rows):
                return "resize \(columns)x\(rows)"
            case let .waitForScreen(text, isNegated, timeout):
                return "wait screen \(isNegated ? "not " : "")contains \(text.quotedLiteral) within \(timeout.scriptText)"
            case let .expectScreen(expectation):
                return "expect \(expectation)"
            case let .expectExit(code, timeout):
                return "expect exit \(code) within \(timeout.scriptText)"
            }
        }

        /// Whether the step, an app's, also works in a program journey, on the elements read
        /// off the program's screen: `tap`, `type … into`, `clear`, `swipe`, `wait QUERY` and
        /// `expect QUERY`. The others need an app's own channel (launch, conditions, its clock,
        /// drags, its key commands).
        package var drivesElementsOfAnyProgram: Bool {
            switch self {
            case .tap, .typeText, .clearText, .swipe, .wait, .expect: true
            case .run, .typeOnTerminal, .pressOnTerminal, .resize, .waitForScreen, .expectScreen, .expectExit, .launch, .relaunch, .typeVariable,
                .drag, .press, .typeKey, .typeKeys, .setCondition, .advanceClock, .ignoreWork, .ignoreNoWork:
                false
            }
        }

        /// The kind of journey the step belongs to.
        package var kind: Journey.Kind {
            switch self {
            case .run, .typeOnTerminal, .pressOnTerminal, .resize, .waitForScreen, .expectScreen, .expectExit: .program
            case .launch, .relaunch, .tap, .typeText, .typeVariable, .clearText, .swipe, .drag, .press, .typeKey, .typeKeys, .wait, .expect, .setCondition,
                .advanceClock, .ignoreWork, .ignoreNoWork:
                .app
            }
        }
    }

    /// What a `wait` step waits for.
    package enum WaitCondition: String, Sendable, Hashable, CustomStringConvertible {
        /// The element exists (several matches count).
        case exists
        /// Nothing matches any more.
        case gone

        /// `exists` or `gone`, as written.
        package var description: String { rawValue }
    }
}
