import Driver
import Foundation
import JourneyScript
import ScreenModel

/// Does what each tool of `ToolCatalog` says, on the sessions of one server.
struct Toolbox: Sendable {
    /// What a tool call answers: its text parts, and whether it failed.
    struct Output: Sendable, Equatable {
        var texts: [String]
        var isError: Bool

        /// The result of `tools/call`.
        var json: JSONValue {
            ["content": .array(texts.map { ["type": "text", "text": .string($0)] }), "isError": .bool(isError)]
        }
    }

    /// The sessions.
    let sessions: SessionTable
    /// The app `launch` and `run_journey` start when the call names none.
    let defaultApp: String?
    /// Where relative paths are taken from.
    let currentDirectory: String
    /// Writes what `save_journey` saves, and knows which files it wrote.
    let journeyFiles = JourneyFileWriter()

    /// Calls the tool `name`; nil when there is no such tool.
    func call(_ name: String, arguments: [String: JSONValue]) async -> Output? {
        guard let tool = ToolCatalog.tools.first(where: { $0.name == name }) else { return nil }
        do throws(ToolFailure) {
            // A misspelt argument would otherwise be ignored, and its default used in silence.
            if let unknown = arguments.keys.sorted().first(where: { tool.properties[$0] == nil }) {
                throw .unknownArgument(unknown, tool: name, known: tool.properties.keys.sorted())
            }
            return Output(texts: try await dispatch(name, ToolArguments(arguments, tool: name)), isError: false)
        } catch {
            // A failure's text can hold the screen and the tree, drawn as long as they are.
            let text = await withTaskExecutorPreference(globalConcurrentExecutor) { error.description }
            return Output(texts: [text], isError: true)
        }
    }

    /// Runs `work` on the global executor, never on the thread that reads requests: for
    /// what may take long or grows with what the app shows (a launch, a journey, the
    /// screen drawn as text and SVG), so the server goes on reading (and answers `ping`).
    static func awayFromRequests<Value: Sendable>(
        _ work: () async throws(ToolFailure) -> Value
    ) async throws(ToolFailure) -> Value {
        let result: Result<Value, ToolFailure> = await withTaskExecutorPreference(globalConcurrentExecutor) {
            do throws(ToolFailure) {
                return .success(try await work())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func dispatch(_ name: String, _ arguments: ToolArguments) async throws(ToolFailure) -> [String] {
        switch name {
        case "launch", "run_program", "run_journey":
            // Starting a process may block its thread for a while (a prepared app is
            // asked what it is), and a journey runs for as long as it takes.
            return [
                try await Self.awayFromRequests { () async throws(ToolFailure) -> String in
                    switch name {
                    case "launch": return try await launch(arguments)
                    case "run_program": return try await runProgram(arguments)
                    default: return try await runJourney(arguments)
                    }
                }
            ]
        default: break
        }
        let id = try arguments.requiredString("session")
        let entry = try sessions.entry(id)
        if name == "close" {
            guard sessions.remove(id) != nil else { throw .unknownSession(id, open: []) }
            await entry.line.run {
                switch entry.driven {
                case let .app(app): await app.close()
                case let .program(program): await program.close()
                }
            }
            return ["closed \(id)"]
        }
        let outcome: Result<[String], ToolFailure> = await entry.line.run {
            do throws(ToolFailure) {
                switch entry.driven {
                case let .app(app): return .success(try await Self.call(name, arguments, on: app, toolbox: self))
                case let .program(program): return .success(try await Self.call(name, arguments, on: program, toolbox: self))
                }
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    // MARK: - Starting sessions

    private func launch(_ arguments: ToolArguments) async throws(ToolFailure) -> String {
        let executable = try arguments.string("app").map(absolutePath) ?? defaultApp
        let launchArguments = try arguments.strings("arguments") ?? ["--uitesting", "--reset-state"]
        let environment = try arguments.environment("environment")
        let id = try sessions.reserve()
        let app = DrivenApp(executable: executable, launchArguments: launchArguments, environment: environment)
        let snapshot: String
        do throws(ToolFailure) {
            snapshot = try await app.start()
        } catch {
            await app.close()
            sessions.release(id)
            throw error
        }
        guard sessions.open(id, .app(app)) else {
            await app.close()
            throw .shuttingDown
        }
        return "session \(id)\n" + snapshot
    }

    private func runProgram(_ arguments: ToolArguments) async throws(ToolFailure) -> String {
        let commandLine = try arguments.requiredString("command")
        let words: [String]
        do {
            words = try ShellWords.split(commandLine)
        } catch {
            throw .invalidValue(argument: "command", value: commandLine, expected: "a command line a shell could split (\(error))")
        }
        guard let command = words.first else { throw .invalidValue(argument: "command", value: commandLine, expected: "a command") }
        let launch = ProgramLaunch(
            commandLine: commandLine, command: command, arguments: Array(words.dropFirst()),
            columns: try arguments.int("columns", in: 10...500) ?? ProgramLaunch.defaultSize.columns,
            rows: try arguments.int("rows", in: 2...200) ?? ProgramLaunch.defaultSize.rows,
            environment: try arguments.environment("environment").sorted { $0.key < $1.key }.map { EnvironmentVariable(name: $0.key, value: $0.value) }
        )
        let id = try sessions.reserve()
        let program = DrivenProgram(launch: launch)
        let screen: String
        do throws(ToolFailure) {
            screen = try await program.start()
        } catch {
            await program.close()
            sessions.release(id)
            throw error
        }
        guard sessions.open(id, .program(program)) else {
            await program.close()
            throw .shuttingDown
        }
        return "session \(id)\n" + screen
    }

    // MARK: - Calls on an app

    private static func call(_ name: String, _ arguments: ToolArguments, on app: DrivenApp, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        switch name {
        case "snapshot":
            return [try app.snapshot(since: arguments.int("since", in: 1...Int.max))]
        case "tap":
            let locator = try app.locator(for: arguments.requiredString("target"))
            return [try await app.perform(.tap(locator), said: "tapped \(RecordedLocator.scriptText(locator))")]
        case "type":
            let text = try arguments.requiredString("text")
            guard let target = try arguments.string("target") else { throw .missingArgument("target", tool: "type (on an app)") }
            let locator = try app.locator(for: target)
            // What is typed into a secure field is never echoed, as a journey's report never shows it.
            let typed = locator.namesSecureField(in: app.app.tree) ? "\(text.count) characters (a secure field's text is not shown)" : text.quotedForMessage
            return [try await app.perform(.typeText(text, into: locator), said: "typed \(typed) into \(RecordedLocator.scriptText(locator))")]
        case "press":
            let name = try arguments.requiredString("key")
            guard let key = KeyName.press(named: name) else {
                throw .invalidValue(argument: "key", value: name, expected: "one of " + KeyName.appForms.joined(separator: ", "))
            }
            return [try await app.perform(KeyName.appAction(for: key), said: "pressed \(key)")]
        case "swipe":
            let direction = try swipeDirection(arguments)
            let locator = try arguments.string("target").map { target throws(ToolFailure) in try app.locator(for: target) }
            return [
                try await app.perform(
                    .swipe(direction, on: locator),
                    said: "swiped \(direction.rawValue)"
                        + (locator.map { " on " + RecordedLocator.scriptText($0) } ?? ""))
            ]
        case "drag":
            let locator = try app.locator(for: arguments.requiredString("target"))
            let destination = try app.locator(for: arguments.requiredString("to"))
            return [
                try await app.perform(
                    .drag(locator, to: destination),
                    said: "dragged \(RecordedLocator.scriptText(locator)) to \(RecordedLocator.scriptText(destination))")
            ]
        case "wait":
            return [try await wait(arguments, on: app)]
        case "screen":
            let svg = try arguments.bool("svg")
            return try await awayFromRequests { () async throws(ToolFailure) -> [String] in try await app.screen(svg: svg) }
        case "save_journey":
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
        default:
            throw .needsApp(tool: name)
        }
    }

    private static func wait(_ arguments: ToolArguments, on app: DrivenApp) async throws(ToolFailure) -> String {
        let condition = try arguments.requiredString("condition")
        let timeout = try arguments.timeout()
        switch condition {
        case "exists", "gone":
            guard let target = try arguments.string("target") else { throw .missingArgument("target", tool: "wait (\(condition))") }
            let locator = try app.locator(for: target)
            return try await app.perform(
                .wait(locator, until: condition == "exists" ? .exists : .gone, timeout: timeout),
                said: "\(RecordedLocator.scriptText(locator)) \(condition == "exists" ? "exists" : "is gone")")
        case "label":
            guard let target = try arguments.string("target") else { throw .missingArgument("target", tool: "wait (label)") }
            return try await app.waitForLabel(try arguments.requiredString("text"), target: target, timeout: timeout)
        case "text":
            return try await app.waitForScreenText(try arguments.requiredString("text"), timeout: timeout)
        default:
            throw .invalidValue(argument: "condition", value: condition, expected: "exists, gone, label or text")
        }
    }

    private static func swipeDirection(_ arguments: ToolArguments) throws(ToolFailure) -> SwipeDirection {
        let name = try arguments.requiredString("direction")
        guard let direction = SwipeDirection(rawValue: name), direction == .up || direction == .down else {
            throw .invalidValue(argument: "direction", value: name, expected: "up or down")
        }
        return direction
    }

    // MARK: - Calls on a program

    private static func call(_ name: String, _ arguments: ToolArguments, on program: DrivenProgram, toolbox: Toolbox) async throws(ToolFailure) -> [String] {
        switch name {
        case "snapshot":
            return ["a program on a terminal has no element tree; its screen:\n" + (await program.screen(svg: false))[0]]
        case "type":
            guard try arguments.string("target") == nil else {
                throw .invalidValue(argument: "target", value: try arguments.requiredString("target"), expected: "no target: a program takes text where its cursor is")
            }
            let text = try arguments.requiredString("text")
            return [try await program.perform(.typeOnTerminal(text), said: "typed \(text.quotedForMessage)")]
        case "press":
            let name = try arguments.requiredString("key")
            guard let key = KeyName.terminalPress(named: name) else {
                throw .invalidValue(argument: "key", value: name, expected: KeyName.programForms.joined(separator: ", "))
            }
            return [try await program.perform(.pressOnTerminal(key), said: "pressed \(key)")]
        case "wait":
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
        case "screen":
            let svg = try arguments.bool("svg")
            return try await awayFromRequests { () async throws(ToolFailure) -> [String] in await program.screen(svg: svg) }
        case "save_journey":
            let text = await program.journeyText
            let path = try toolbox.save(text, arguments)
            return ["saved to \(path)\nrun it: journey run \(path)\n\n" + text]
        default:
            throw .needsApp(tool: name)
        }
    }

    // MARK: - Journeys

    private func runJourney(_ arguments: ToolArguments) async throws(ToolFailure) -> String {
        let path = try arguments.string("path").map(absolutePath)
        let given = try arguments.string("text")
        guard (path == nil) != (given == nil) else {
            throw .invalidValue(argument: path == nil ? "path" : "text", value: "", expected: "either \"path\" or \"text\", one of them")
        }
        let text: String
        do throws(ScriptError) {
            // The journey command's own reader: its kinds of file, its limit, its messages.
            if let path {
                text = try ScriptSource.read(path, file: path)
            } else {
                text = try ScriptSource.checked(given ?? "", file: "journey.journey")
            }
        } catch {
            throw .journeyErrors(error.description)
        }
        let journey: Journey
        do throws(ScriptErrors) {
            journey = try JourneyParser.parse(text, file: path ?? "journey.journey")
        } catch {
            throw .journeyErrors(error.description)
        }
        let executable = try arguments.string("app").map(absolutePath) ?? defaultApp
        let result = await JourneyRunner(executable: executable, recordsTrees: false).run(journey)
        var lines = [result.passed ? "PASSED \(journey.name) (\(result.steps.count) steps)" : "FAILED \(journey.name)"]
        for step in result.steps {
            let mark = step.passed ? "ok  " : "FAIL"
            lines.append("\(mark) line \(step.step.line): \(step.step.source) (\(step.duration.readable))")
        }
        for step in result.stepsNotRun { lines.append("not run line \(step.line): \(step.source)") }
        if let failure = result.steps.first(where: { !$0.passed })?.failure { lines += ["", failure.description] }
        return lines.joined(separator: "\n")
    }

    // MARK: - Files

    /// `path` from the server's current directory when relative.
    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentDirectory + "/" + path
    }

    /// Writes `text` where `save_journey`'s arguments say (`path`, and `overwrite` to
    /// replace a file this server did not write) and returns the path written.
    func save(_ text: String, _ arguments: ToolArguments) throws(ToolFailure) -> String {
        let path = absolutePath(try arguments.requiredString("path"))
        return try journeyFiles.write(text, to: path, overwrite: try arguments.bool("overwrite"))
    }
}
