import ScreenModel

/// Swift drafted from a recording: a page object per screen visited and a Swift Testing
/// journey that uses them, in the style of the project's own journeys.
///
/// Each page has its landmark, a property per element the recording touched there, and
/// a method per run of actions: one that leaves the screen returns the next page, one
/// that stays (before an expectation) returns the page itself. Expectations go in the
/// journey. Everything sits in one namespace named after the journey
/// (`CheckoutRecording.LoginPage`), so drafts of several recordings live side by side.
/// Text typed into secure fields is a parameter of the journey's `run`, which the
/// test fills from the environment variable the `.journey` file reads too.
struct PageObjectDraft {
    /// One file of the draft.
    struct File: Equatable {
        /// The file name: `CheckoutRecording+LoginPage.swift`.
        var name: String
        /// Its Swift source.
        var text: String
    }

    private let script: RecordedScript
    /// `CheckoutRecording`, from the journey's name.
    let namespace: String
    private let pages: [Page]
    private let journeyLines: [String]
    /// The recorded app's executable name, which the journey finds beside its test bundle.
    private let appName: String

    /// Drafts the Swift for `script`, recorded as the journey `journeyName` on the app whose
    /// executable is named `appName` (the journey launches the one built beside its tests).
    init(script: RecordedScript, journeyName: String, appName: String) {
        self.script = script
        self.appName = appName
        namespace = SwiftName.type(journeyName) + "Recording"
        var builder = Builder(namespace: namespace, secrets: script.secrets.map(\.name))
        builder.add(script.entries.dropFirst())
        pages = builder.pages
        journeyLines = builder.journeyLines
    }

    /// The namespace and its `Screen` protocol, one file per page, and the journey.
    var files: [File] {
        [File(name: "\(namespace).swift", text: namespaceFile)]
            + pages.map { File(name: "\(namespace)+\($0.typeName).swift", text: pageFile($0)) }
            + [File(name: "\(namespace)Journey.swift", text: journeyFile)]
    }

    /// A screen's page object as it is drafted.
    struct Page {
        /// `LoginPage`, `OfflineAlert`.
        var typeName: String
        /// What stands for the screen.
        var landmark: ElementLocator
        /// A property per element touched or expected here.
        var properties: [(name: String, locator: ElementLocator)] = []
        /// A method per run of actions.
        var methods: [Method] = []

        /// The property for `locator`, added the first time it is used.
        mutating func property(for locator: ElementLocator) -> String {
            if let existing = properties.first(where: { $0.locator.description == locator.description }) { return existing.name }
            var name = SwiftName.member(Self.identifier(of: locator))
            if name == "app" || properties.contains(where: { $0.name == name }) { name += "\(properties.count + 1)" }
            properties.append((name, locator))
            return name
        }

        /// The identifier a locator names: `loginButton` for `buttons["loginButton"]`.
        static func identifier(of locator: ElementLocator) -> String {
            if case let .key(key)? = locator.query.steps.last { return key }
            return "element"
        }
    }

    /// A page's method: its parameters (typed text), its statements, the page it returns.
    struct Method {
        var name: String
        var parameters: [String]
        var body: [String]
        var returns: String
    }

    /// Walks the recorded steps screen by screen, making pages, methods and the journey's lines.
    private struct Builder {
        let namespace: String
        /// Each secure field's variable, as a Swift parameter name.
        let secretParameters: [String: String]
        var pages: [Page] = []
        var journeyLines: [String] = []
        private var current: Int?
        private var body: [String] = []
        private var arguments: [(label: String, value: String)] = []
        private var lastAction = ""
        private var variables: [Int: String] = [:]
        private var variableCounts: [String: Int] = [:]

        init(namespace: String, secrets: [String]) {
            self.namespace = namespace
            secretParameters = Dictionary(secrets.map { ($0, SwiftName.member($0.lowercased())) }, uniquingKeysWith: { first, _ in first })
        }

        mutating func add(_ entries: ArraySlice<RecordedScript.Entry>) {
            for entry in entries {
                guard let screen = entry.screen else { continue }
                let index = pageIndex(for: screen)
                if current != index {
                    // The first screen, or one reached without a step saying so (a timer, a key the app handled alone).
                    if current != nil { flush(to: index) }
                    if variables[index] == nil || current == nil {
                        journeyLines.append("let \(newVariable(forPage: index)) = try await \(namespace).\(pages[index].typeName)(app)")
                    }
                    current = index
                }
                add(entry.action, on: index)
                if let landed = entry.landedOn {
                    let next = pageIndex(for: landed)
                    flush(to: next)
                    current = next
                }
            }
            flush(to: nil)
        }

        private mutating func add(_ action: Step.Action, on page: Int) {
            switch action {
            case let .expect(expectation):
                flush(to: nil)
                journeyLines.append(expectationLine(expectation, on: page))
            case let .wait(locator, .exists, timeout) where locator.description != pages[page].landmark.description:
                let property = pages[page].property(for: locator)
                body.append("try await \(property).waitUntilExists(timeout: .seconds(\(timeout.components.seconds)))")
            case .wait:
                break
            default:
                guard let (statement, name) = statement(for: action, on: page) else { return }
                body.append(statement)
                lastAction = name
            }
        }

        /// Ends the run of actions on the current page: a method that returns the page at
        /// `next` (or the current one), and the journey's line that calls it.
        private mutating func flush(to next: Int?) {
            guard let page = current, !body.isEmpty else { return }
            let destination = next ?? page
            let returns = pages[destination].typeName
            let statements = body + [destination == page ? "return self" : "return try await \(returns)(app)"]
            let labels = arguments.map(\.label)
            let name = methodName(lastAction.isEmpty ? "proceed" : lastAction, on: page, body: statements, parameters: labels)
            if !pages[page].methods.contains(where: { $0.name == name }) {
                pages[page].methods.append(Method(name: name, parameters: labels, body: statements, returns: returns))
            }
            let call = "try await \(variable(forPage: page)).\(name)(" + arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
            journeyLines.append(destination == page ? call : "let \(newVariable(forPage: destination)) = " + call)
            body = []
            arguments = []
            lastAction = ""
        }

        private mutating func pageIndex(for landmark: ElementLocator) -> Int {
            if let index = pages.firstIndex(where: { $0.landmark.description == landmark.description }) { return index }
            var base = SwiftName.type(Page.identifier(of: landmark))
            for suffix in ["NavigationBar", "Title", "Label", "Screen"] where base.hasSuffix(suffix) && base.count > suffix.count {
                base = String(base.dropLast(suffix.count))
                break
            }
            let isAlert = landmark.query.steps.contains { if case .descendants(.alert) = $0 { true } else { false } }
            var name = isAlert ? (base.hasSuffix("Alert") ? base : base + "Alert") : base + "Page"
            if pages.contains(where: { $0.typeName == name }) { name += "\(pages.count + 1)" }
            pages.append(Page(typeName: name, landmark: landmark))
            return pages.count - 1
        }

        private func variable(forPage index: Int) -> String {
            variables[index] ?? "page"
        }

        /// A fresh variable for the page at `index`: `login`, or `cart2` when the journey comes back to the cart.
        private mutating func newVariable(forPage index: Int) -> String {
            let typeName = pages[index].typeName
            let base = SwiftName.member(typeName.hasSuffix("Page") ? String(typeName.dropLast(4)) : typeName)
            let count = (variableCounts[base] ?? 0) + 1
            variableCounts[base] = count
            let name = count == 1 ? base : "\(base)\(count)"
            variables[index] = name
            return name
        }

        /// The statement for an action and the method name it suggests; typed text becomes an argument.
        private mutating func statement(for action: Step.Action, on page: Int) -> (String, String)? {
            switch action {
            case let .tap(locator):
                let property = pages[page].property(for: locator)
                return ("try await \(property).tap()", "tap" + SwiftName.type(property))
            case let .typeText(text, locator):
                let property = pages[page].property(for: locator)
                let label = argumentLabel(property)
                arguments.append((label, text.quotedLiteral))
                return ("try await \(property).typeText(\(label)Text)", "type" + SwiftName.type(property))
            case let .typeVariable(variable, locator):
                let property = pages[page].property(for: locator)
                let label = argumentLabel(property)
                arguments.append((label, secretParameters[variable] ?? SwiftName.member(variable.lowercased())))
                return ("try await \(property).typeText(\(label)Text)", "type" + SwiftName.type(property))
            case let .clearText(locator):
                let property = pages[page].property(for: locator)
                return ("try await \(property).clearText()", "clear" + SwiftName.type(property))
            case let .press(key):
                return ("try await app.press(.\(key))", "press" + SwiftName.type(key.rawValue))
            case let .typeKeys(text):
                return ("for key in \(text.quotedLiteral).unicodeScalars { try await app.typeKey(KeyboardKey(key)) }", "pressKeys")
            case let .typeKey(key, modifiers):
                return ("try await app.typeKey(\(KeyName.swift(key, modifiers)))", "press" + SwiftName.type(key.character == nil ? key.rawValue : "key"))
            case let .swipe(direction, locator):
                let verb = direction == .down ? "swipeDown" : "swipeUp"
                guard let locator else { return ("try await app.\(verb)()", verb) }
                let property = pages[page].property(for: locator)
                return ("try await \(property).\(verb)()", verb + SwiftName.type(property))
            default:
                return nil
            }
        }

        /// `property`, or `property2`… when this run of actions already types into it.
        private func argumentLabel(_ property: String) -> String {
            var label = property
            var suffix = 2
            while arguments.contains(where: { $0.label == label }) {
                label = "\(property)\(suffix)"
                suffix += 1
            }
            return label
        }

        private mutating func expectationLine(_ expectation: Expectation, on page: Int) -> String {
            let variable = variable(forPage: page)
            switch expectation {
            case let .state(locator, .exists, isNegated):
                return "#expect(try await \(isNegated ? "!" : "")\(variable).\(pages[page].property(for: locator)).exists)"
            case let .text(locator, attribute, .equals, text) where attribute != .placeholder:
                return "#expect(try await \(variable).\(pages[page].property(for: locator)).\(attribute) == \(text.quotedLiteral))"
            default:
                return "// not drafted: expect \(expectation)"
            }
        }

        /// `name`, or `name2`, `name3`… when the page has a method of that name doing something else.
        private func methodName(_ name: String, on page: Int, body: [String], parameters: [String]) -> String {
            var candidate = name
            var suffix = 2
            while let existing = pages[page].methods.first(where: { $0.name == candidate }), existing.body != body || existing.parameters != parameters {
                candidate = "\(name)\(suffix)"
                suffix += 1
            }
            return candidate
        }
    }

    // MARK: - Writing

    private var namespaceFile: String {
        """
        import Driver

        /// Page objects drafted by `journey record` from the journey it recorded.
        enum \(namespace) {
            /// A screen of the app: the element only it has, and the app showing it.
            protocol Screen: Sendable {
                /// An element that only this screen has.
                static func landmark(in app: App) -> Element
                /// The app showing the screen.
                var app: App { get }
                /// Wraps `app` without checking what it shows; use `init(_:)` instead.
                init(app: App)
            }
        }

        extension \(namespace).Screen {
            /// Waits until the app shows this screen (while it is busy getting there) and returns its page.
            init(_ app: App, timeout: Duration = .seconds(5)) async throws {
                try await Self.landmark(in: app).waitUntilExists(timeout: timeout)
                self.init(app: app)
            }
        }

        """
    }

    /// `let x = try await …` as `_ = try await …` when nothing after it reads `x`.
    private static func unusedVariablesDiscarded(_ lines: [String]) -> [String] {
        lines.enumerated().map { index, line in
            guard line.hasPrefix("let "), let equals = line.firstRange(of: " = ") else { return line }
            let name = String(line[line.index(line.startIndex, offsetBy: 4)..<equals.lowerBound])
            let isRead = lines[(index + 1)...].contains { $0.contains(" \(name).") || $0.contains("!\(name).") }
            return isRead ? line : "_ = " + line[equals.upperBound...]
        }
    }

    private func pageFile(_ page: Page) -> String {
        var lines = ["import Driver", "", "extension \(namespace) {"]
        lines.append("    /// The screen whose landmark is `\(RecordedLocator.scriptText(page.landmark))`.")
        lines.append("    struct \(page.typeName): Screen {")
        lines.append("        static func landmark(in app: App) -> Element { \(page.landmark) }")
        lines.append("")
        lines.append("        let app: App")
        if !page.properties.isEmpty { lines.append("") }
        for property in page.properties {
            lines.append("        /// `\(RecordedLocator.scriptText(property.locator))`.")
            lines.append("        var \(property.name): Element { \(property.locator) }")
        }
        for method in page.methods {
            lines.append("")
            let parameters = method.parameters.map { "\($0) \($0)Text: String" }.joined(separator: ", ")
            let summary = method.returns == page.typeName ? "and stays here" : "and lands on \(method.returns)"
            lines.append("        /// Does what the recording did on this screen, \(summary).")
            lines.append("        func \(method.name)(\(parameters)) async throws -> \(method.returns) {")
            lines += method.body.map { "            " + $0 }
            lines.append("        }")
        }
        lines.append("    }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private var journeyFile: String {
        guard case let .launch(launchArguments) = script.entries.first?.action else { return "" }
        let secrets = script.secrets
        let parameters = secrets.map { "\(SwiftName.member($0.name.lowercased())): String" }.joined(separator: ", ")
        let arguments = "[" + launchArguments.map { $0.quotedLiteral }.joined(separator: ", ") + "]"
        var lines = ["import Driver"]
        if !secrets.isEmpty { lines.append("import Foundation") }
        lines += [
            "import Testing", "", "/// The journey `journey record` recorded, over the drafted page objects; a journey",
            "/// that hangs fails at its time limit.",
            "@Suite(\"\(namespace)\", .timeLimit(.minutes(1)))", "struct \(namespace)Journey {",
        ]
        if secrets.isEmpty {
            lines += ["    @Test(\"the recorded journey replays\")", "    func recordedJourney() async throws {", "        try await Self.run()", "    }"]
        } else {
            let names = secrets.map(\.name)
            let condition = names.map { "environment[\"\($0)\"] != nil" }.joined(separator: " && ")
            lines += [
                "    /// The secure fields' text, which the recording does not hold: from the environment.",
                "    static let environment = ProcessInfo.processInfo.environment",
                "",
                "    @Test(\"the recorded journey replays\", .enabled(if: \(condition), \"set \(names.joined(separator: ", ")) to run it\"))",
                "    func recordedJourney() async throws {",
                "        try await Self.run("
                    + secrets.map { secret in
                        "\(SwiftName.member(secret.name.lowercased())): try #require(Self.environment[\"\(secret.name)\"])"
                    }.joined(separator: ", ") + ")",
                "    }",
            ]
        }
        lines += [
            "",
            "    /// The recorded steps, page by page; the app is ended however they end.",
            "    static func run(\(parameters)) async throws {",
            "        let app = App(executable: App.executable(named: \(appName.quotedLiteral)))",
            "        app.launchArguments = \(arguments)",
            "        try await app.launch()",
            "        do {",
        ]
        lines += Self.unusedVariablesDiscarded(journeyLines).map { "            " + $0 }
        lines += ["        } catch {", "            await app.terminate()", "            throw error", "        }", "        await app.terminate()", "    }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Swift names made from identifiers: `checkout.pay` is `checkoutPay`, `productCell_0` is `productCell0`.
enum SwiftName {
    /// lowerCamelCase, safe as a property or variable name.
    static func member(_ text: String) -> String {
        let type = type(text)
        guard let first = type.first else { return "element" }
        let prefixLength = type.prefix { $0.isUppercase }.count
        // `URLField` is `urlField`; `Email` is `email`.
        let lowered = prefixLength > 1 && prefixLength < type.count ? prefixLength - 1 : max(prefixLength, 1)
        let name = type.prefix(lowered).lowercased() + type.dropFirst(lowered)
        return first.isNumber ? "element" + type : name
    }

    /// UpperCamelCase, safe as a type name.
    static func type(_ text: String) -> String {
        var result = ""
        var upperNext = true
        for character in text {
            guard character.isLetter || character.isNumber, character.isASCII else {
                upperNext = true
                continue
            }
            result += upperNext ? character.uppercased() : String(character)
            upperNext = false
        }
        if result.isEmpty { return "Element" }
        return result.first!.isNumber ? "E" + result : result
    }
}
