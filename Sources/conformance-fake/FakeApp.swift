import AutomationChannel
import SystemLayer
import ScreenModel

/// The fake's whole behaviour: its screen, its one timer, and the protocol loop.
final class FakeApp {
    private let channel: Int32
    private let broken: BrokenRule?
    private let virtualClock: Bool
    private var count = 0
    private var name = ""
    private var waited = false
    /// When the work the Wait button started is due, in milliseconds of the clock.
    private var workDue: Int?
    private var virtualNow = 0
    private var generation: UInt64 = 0
    private var lastRoot: ElementSnapshot?
    /// The screen before the last change (for `--break refresh-behind-differences`).
    private var rootBeforeLastChange: ElementSnapshot?
    private var lastActivity: Activity?
    /// The version the driver's hello named: nil until it arrives.
    private var driverVersion: Int?
    private var repliesSent: UInt64 = 0
    private var input: [UInt8] = []
    private var output: [UInt8] = []
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    static let workName = "timer: wait"
    static let workMilliseconds = 100
    static let limit = 1 << 20

    init(channel: Int32, broken: BrokenRule?, virtualClock: Bool) {
        self.channel = channel
        self.broken = broken
        self.virtualClock = virtualClock
    }

    // MARK: - The screen

    private var root: ElementSnapshot {
        ElementSnapshot(
            .application, label: "Counter", frame: Rect(x: 0, y: 0, width: 40, height: 6),
            children: [
                ElementSnapshot(.staticText, identifier: "count", label: String(count), frame: Rect(x: 2, y: 0, width: 6, height: 1)),
                ElementSnapshot(.button, identifier: "add", label: "Add one", frame: Rect(x: 2, y: 1, width: 7, height: 1)),
                ElementSnapshot(.button, identifier: "wait", label: waited ? "Waited" : "Wait", frame: Rect(x: 2, y: 2, width: 6, height: 1)),
                ElementSnapshot(.textField, identifier: "name", value: name, placeholderValue: "Name", frame: Rect(x: 2, y: 3, width: 20, height: 1)),
            ])
    }

    private var now: Int {
        if virtualClock { return virtualNow }
        return Int(Monotonic.now.nanoseconds / 1_000_000)
    }

    private var activity: Activity {
        let work = workDue.map { [PendingWork(name: FakeApp.workName, remainingMilliseconds: max(0, $0 - now))] } ?? []
        return Activity(pendingWork: work, clock: virtualClock ? .virtual : .real)
    }

    /// Runs the work if it is due.
    private func settle() {
        if let due = workDue, due <= now {
            workDue = nil
            waited = true
        }
    }

    // MARK: - The loop

    func run() -> Int32 {
        var hello = AppHello(processID: Posix.processID, appName: "Counter")
        if broken == .helloPID { hello.processID = Posix.processID + 1 }
        queue(.hello(hello))
        if broken != .noFirstTree {
            publish(force: true)
        }
        guard flush() else { return 5 }
        return DescriptorLoop.run(self)
    }

    /// Handles every whole frame received; returns a violation's text to end on.
    private func handleInput() -> String? {
        while input.count >= 4 {
            let length = Int(input[0]) << 24 | Int(input[1]) << 16 | Int(input[2]) << 8 | Int(input[3])
            if length > FakeApp.limit && broken != .readOversizedBody {
                return WireError.oversized(length: length, limit: FakeApp.limit).description
            }
            if length == 0 {
                guard broken == .tolerateEmptyFrame else { return WireError.emptyMessage.description }
                input.removeFirst(4)
                continue
            }
            guard input.count >= 4 + length else { return nil }
            let body = Array(input[4..<(4 + length)])
            input.removeFirst(4 + length)
            do {
                try handle(DriverMessage(decoding: body))
            } catch {
                switch (error, broken) {
                case (.unknownMessageKind, .tolerateUnknownKind?), (.trailingBytes, .tolerateTrailingBytes?), (.truncated, .tolerateTruncation?),
                    (.invalidKey, .tolerateInvalidKey?):
                    continue
                default:
                    return error.description
                }
            }
        }
        return nil
    }

    private func handle(_ message: DriverMessage) throws(WireError) {
        switch message {
        case let .hello(version):
            guard AutomationProtocol.supportedVersions.contains(version) || broken == .acceptAnyVersion else {
                throw .versionMismatch(expected: AutomationProtocol.supportedVersions, received: version)
            }
            driverVersion = version
        case let .command(sequence, command):
            guard driverVersion != nil || broken == .commandsBeforeHello else { throw .unexpectedMessage(expected: "hello", received: "command") }
            let outcome = perform(command)
            settle()
            repliesSent += 1
            let number = broken == .ownSequence ? repliesSent : sequence
            let force = command == .refresh && broken != .refreshWithoutTree
            if broken == .replyBeforeTree {
                let treeComing = force || root != lastRoot
                queue(.reply(Reply(sequence: number, generation: generation + (treeComing ? 1 : 0), outcome: outcome)))
                publish(force: force)
            } else if broken == .treeAfterReply {
                queue(.status(generation: generation, activity: activity))
                queue(.reply(Reply(sequence: number, generation: generation, outcome: outcome)))
                publish(force: force)
            } else {
                publish(force: force)
                queue(.reply(Reply(sequence: number, generation: generation, outcome: outcome)))
            }
        }
    }

    private func perform(_ command: Command) -> CommandOutcome {
        let current = root
        func resolve(_ target: CommandTarget) -> ElementSnapshot? {
            var element = current
            for index in target.path.indices {
                guard element.children.indices.contains(index) else { return nil }
                element = element.children[index]
            }
            return broken == .actOnStale || target.matches(element) ? element : nil
        }
        func stale(_ target: CommandTarget) -> CommandOutcome {
            .refused(CommandRefusal(.staleElement, "\(target) is not on screen"))
        }

        func edit(_ target: CommandTarget, _ change: () -> Void) -> CommandOutcome {
            guard let element = resolve(target) else { return broken == .actOnStale ? .done : stale(target) }
            guard element.elementType == .textField else {
                if broken == .textAnywhere { return .done }
                return .refused(CommandRefusal(.notInteractable, "\(target) takes no text"))
            }
            if broken != .dropTypedText { change() }
            return .done
        }
        switch command {
        case let .tap(target), let .doubleTap(target):
            guard let element = resolve(target) else { return broken == .actOnStale ? .done : stale(target) }
            if element.identifier == "add" { count += 1 }
            if element.identifier == "wait", workDue == nil { workDue = now + FakeApp.workMilliseconds }
            return .done
        case let .typeText(target, text):
            return edit(target) { name += text }
        case let .clearText(target):
            return edit(target) { name = "" }
        case .press, .refresh:
            return .done
        case let .pressKey(key, modifiers):
            // The fake has a keyboard of characters alone.
            if broken == .refuseKeysUnnamed { return .refused(CommandRefusal(.unsupported, "no such key")) }
            guard key.character != nil, modifiers.isEmpty else {
                return .refused(CommandRefusal(.unsupported, "this app takes no key \(modifiers)\(key)"))
            }
            return .done
        case let .swipe(target, _):
            if let target, resolve(target) == nil, broken != .actOnStale { return stale(target) }
            return .done
        case let .drag(target, start, end):
            if broken == .dragAnywhere { return .done }
            guard let element = resolve(target) else { return broken == .actOnStale ? .done : stale(target) }
            guard element.frame.contains(start) else { return .refused(CommandRefusal(.staleElement, "\(target) is not under \(start)")) }
            guard root.frame.contains(end) else { return .refused(CommandRefusal(.notInteractable, "\(end) is off the screen")) }
            // The fake takes no drags.
            return .refused(CommandRefusal(.unsupported, "this app takes no drag from \(target)"))
        case let .advanceClock(milliseconds):
            guard virtualClock else {
                if broken == .advanceRealClock { return .done }
                return .refused(CommandRefusal(.unsupported, "this app runs on the real clock"))
            }
            virtualNow += milliseconds + (broken == .clockRunsAhead ? 1 : 0)
            return .done
        case let .setCondition(name, _):
            return .refused(CommandRefusal(.unsupportedCondition, "this app simulates no '\(name)'"))
        }
    }

    // MARK: - Output

    /// Queues a tree if the screen changed (or `force`), else a status if the activity did;
    /// to a driver of version 3, a changed screen goes as a difference unless forced.
    private func publish(force: Bool = false) {
        let root = root
        let activity = activity
        if force || root != lastRoot {
            let base = lastRoot.map { ElementTree(generation: generation, root: $0, activity: lastActivity ?? activity) }
            generation += 1
            if root != lastRoot { rootBeforeLastChange = lastRoot }
            lastRoot = root
            lastActivity = activity
            let sentRoot = force && broken == .refreshBehindDifferences ? rootBeforeLastChange ?? root : root
            let tree = ElementTree(generation: generation, root: sentRoot, activity: activity)
            if !force, let base, let driverVersion, driverVersion >= AutomationProtocol.differencesVersion {
                queue(.treeDifference(difference(from: base, to: tree)))
            } else {
                queue(.tree(tree))
            }
            queueScreen(of: tree)
        } else if activityChanged(activity) {
            lastActivity = activity
            queue(.status(generation: generation, activity: activity))
        }
    }

    /// Queues the screen the fake draws for `tree`: the tree's own rendering, framed in
    /// a border no element has, so a reader can tell it from the driver's drawing.
    private func queueScreen(of tree: ElementTree) {
        if broken == .screenOnce, tree.generation > 1 { return }
        let width = tree.screenSize.width
        var rows = ScreenRenderer.render(tree).lines.map { "│" + $0.truncated(toTerminalWidth: width - 2).padded(toTerminalWidth: width - 2) + "│" }
        rows = Array(rows.prefix(tree.screenSize.height))
        if broken == .screenTooManyRows {
            rows += Array(repeating: "", count: AutomationProtocol.maximumScreenRows + 1 - rows.count)
        }
        let generation = broken == .screenOtherGeneration ? tree.generation + 1 : tree.generation
        queue(.screen(AppScreen(generation: generation, rows: rows)))
    }

    /// What turns `base` into `tree`; off by one in its kept runs when that rule is broken.
    private func difference(from base: ElementTree, to tree: ElementTree) -> TreeDifference {
        var difference = TreeDifference.between(base, tree)
        if broken == .differenceOffByOne, let runs = difference.root.children {
            difference.root.children = runs.map { run in
                guard case let .keep(first, count) = run else { return run }
                return .keep(first: first + 1, count: count)
            }
        }
        return difference
    }

    private func activityChanged(_ activity: Activity) -> Bool {
        guard let lastActivity else { return true }
        if virtualClock { return activity != lastActivity }
        return activity.pendingWork.map(\.name) != lastActivity.pendingWork.map(\.name)
    }

    private func queue(_ message: AppMessage) {
        output.append(contentsOf: message.framed())
    }

    private func flush() -> Bool {
        defer { output.removeAll(keepingCapacity: true) }
        var offset = 0
        while offset < output.count {
            guard let written = output[offset...].withUnsafeBytes({ try? Posix.write(channel, $0) }) else { return false }
            offset += written
        }
        return true
    }
}

extension FakeApp: DescriptorLoopHandler {
    /// Watches the channel until the work is due (on the real clock; the virtual one
    /// moves only when the driver advances it).
    func prepare(_ watch: inout DescriptorWatch) -> Monotonic? {
        watch.watch(channel, for: .input)
        return workDeadline
    }

    /// Reads the channel and answers what arrived; ends with 0 (1 under
    /// `--break fail-on-close`) when it closes, 3 after a violation, 5 when it fails.
    func handle(_ ready: PollDescriptor) -> DescriptorVerdict<Int32> {
        let read: Int
        do throws(SystemError) {
            read = try Posix.read(channel, into: &buffer)
        } catch  where error.wouldBlock {
            return .keep
        } catch {
            return .stop(5)
        }
        if read == 0 { return .stop(broken == .failOnClose ? 1 : 0) }
        input.append(contentsOf: buffer[0..<read])
        if let violation = handleInput() {
            queue(.protocolViolation(violation))
            _ = flush()
            return .stop(3)
        }
        return flush() ? .keep : .stop(5)
    }

    /// The wait ended with nothing read: runs the work if it is due and says what changed
    /// (or, under `--break silent-work-end`, says nothing of it).
    func turnEnded(timedOut: Bool) -> Int32? {
        guard timedOut else { return nil }
        settle()
        if broken == .silentWorkEnd {
            lastRoot = root
            lastActivity = activity
        } else {
            publish()
        }
        return flush() ? nil : 5
    }

    /// A signal ends a wait for the work as its deadline does.
    func interrupted() -> Int32? { workDeadline == nil ? nil : turnEnded(timedOut: true) }

    func waitFailed(_ error: SystemError) -> Int32 { 5 }

    /// When the work is due, on the real clock.
    private var workDeadline: Monotonic? {
        guard !virtualClock, let workDue else { return nil }
        return .after(.milliseconds(max(0, workDue - now)))
    }
}
