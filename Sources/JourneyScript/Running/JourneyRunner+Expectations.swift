import Driver
import ScreenModel
import SnapshotFiles

extension JourneyRunner {
    /// Checks `expectation` once against the app's latest screen, as it is (the step
    /// has settled the app first).
    ///
    /// - Throws: `StepFailure` saying what was expected and found, or the driver's
    ///   error when the element cannot be read (missing, ambiguous).
    func check(_ expectation: Expectation, in app: App) throws(StepFailure) {
        let failure: ExpectationFailure?
        do throws(DriverError) {
            failure = try evaluate(expectation, in: app)
        } catch {
            throw Self.failure(error, in: app)
        }
        if let failure {
            throw StepFailure(.expectation(failure), diagnostics: Self.diagnostics(of: app))
        }
    }

    /// What is wrong with `expectation` on the latest screen, or nil when it holds.
    private func evaluate(_ expectation: Expectation, in app: App) throws(DriverError) -> ExpectationFailure? {
        let failure: ExpectationFailure?
        switch expectation {
        case let .state(locator, state, isNegated):
            failure = try checkState(app.element(locator), state, isNegated: isNegated)
        case let .text(locator, attribute, comparison, expected):
            let element = app.element(locator)
            let snapshot = try element.instant.snapshot()
            let actual: String? =
                switch attribute {
                case .label: snapshot.label
                case .value: snapshot.value
                case .placeholder: snapshot.placeholderValue
                }
            failure =
                comparison.holds(actual, expected)
                ? nil
                : .text(locator: element.description, attribute: attribute, comparison: comparison, expected: expected, actual: actual)
        case let .count(query, comparison, expected):
            let matches = try app.query(query).instant.snapshots()
            failure =
                comparison.holds(matches.count, expected)
                ? nil
                : .count(query: query.description, comparison: comparison, expected: expected, matches: matches)
        case let .tree(tree):
            failure = try checkTree(tree, in: app)
        case let .screenSnapshot(name, directory, masks):
            failure = try checkScreen(named: name, in: directory, masking: masks, app: app, expectation: expectation.description)
        }
        return failure
    }

    private func checkState(_ element: Element, _ state: ElementState, isNegated: Bool) throws(DriverError) -> ExpectationFailure? {
        if state == .exists {
            if element.instant.exists != isNegated { return nil }
            if !isNegated {
                // Reading the missing element raises the driver's own message, with its suggestions.
                _ = try element.instant.snapshot()
            }
            guard let found = try element.app.query(element.locator.query).instant.snapshots().first else { return nil }
            return .state(locator: element.description, expected: state, isNegated: isNegated, found: found)
        }
        if state == .hittable {
            return try checkHittable(element, isNegated: isNegated)
        }
        let snapshot = try element.instant.snapshot()
        let holds =
            switch state {
            case .exists, .hittable: true
            case .enabled: snapshot.isEnabled
            case .disabled: !snapshot.isEnabled
            case .selected: snapshot.isSelected
            case .focused: snapshot.hasFocus
            }
        return holds != isNegated ? nil : .state(locator: element.description, expected: state, isNegated: isNegated, found: snapshot)
    }

    /// A missing element is not hittable; an element that should be says why it is not.
    private func checkHittable(_ element: Element, isNegated: Bool) throws(DriverError) -> ExpectationFailure? {
        if element.instant.isHittable != isNegated { return nil }
        let snapshot = try element.instant.snapshot()
        if isNegated {
            return .state(locator: element.description, expected: .hittable, isNegated: true, found: snapshot)
        }
        let problem = element.app.tree.flatMap { tree in
            (try? tree.resolve(element.locator)).flatMap { tree.hittabilityProblem(at: $0.path) }
        }
        return .notHittable(locator: element.description, reason: problem?.description ?? "it is not")
    }

    /// What is wrong with the app's tree (or an element's subtree) against `tree`'s
    /// reference, or nil when it matches. A stored snapshot that does not match is
    /// written as a pending file (or recorded, with `RECORD_SNAPSHOTS=1`).
    private func checkTree(_ tree: TreeExpectation, in app: App) throws(DriverError) -> ExpectationFailure? {
        let root: ElementSnapshot
        if let locator = tree.locator {
            root = try app.element(locator).instant.snapshot()
        } else if let latest = app.tree {
            root = latest.root
        } else {
            return .snapshot(expectation: tree.description, problem: "the app has shown no screen yet")
        }
        do {
            let lines = try root.treeSnapshotLines(masking: tree.masks)
            switch tree.reference {
            case let .inline(expected, partial):
                guard let diff = try TreeSnapshotReference(expected.joined(separator: "\n")).difference(from: lines, partial: partial) else { return nil }
                let how = partial ? "these lines were not found in order (- expected)" : "the tree differs (- expected, + now)"
                return .snapshot(expectation: tree.description, problem: "\(how):\n\(diff)\nThe tree now:\n" + lines.joined(separator: "\n"))
            case let .stored(name, directory):
                let outcome = try SnapshotStore.configured(directory: directory).checkTree(fileName: name + ".tree.txt", lines: lines)
                let problem = SnapshotProblem(
                    title: "tree snapshot \(name.quotedLiteral)", actual: SnapshotStore.fileText(lines),
                    outcome: outcome, masks: tree.masks)
                return problem.map { .snapshot(expectation: tree.description, problem: $0.description) }
            }
        } catch {
            return .snapshot(expectation: tree.description, problem: "\(error)")
        }
    }

    /// What is wrong with the app's screen against the stored text snapshot `name`, or
    /// nil when it matches. A mismatch is written as a pending file, as in Swift.
    private func checkScreen(
        named name: String, in directory: String, masking masks: [SnapshotMask], app: App,
        expectation: String
    ) throws(DriverError) -> ExpectationFailure? {
        let screen = try app.instant.screenshot()
        do {
            let lines = try screen.masked(by: masks).framed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let outcome = try SnapshotStore.configured(directory: directory)
                .check(fileName: "\(name).\(screen.size.width)x\(screen.size.height).txt", lines: lines)
            let problem = SnapshotProblem(
                title: "snapshot \(name.quotedLiteral) at \(screen.size.width)x\(screen.size.height)",
                actual: SnapshotStore.fileText(lines), outcome: outcome, masks: masks)
            return problem.map { .snapshot(expectation: expectation, problem: $0.description) }
        } catch {
            return .snapshot(expectation: expectation, problem: "\(error)")
        }
    }
}
