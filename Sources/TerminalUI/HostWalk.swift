import AppAutomation
import ScreenModel

/// Drives a ``ViewHost`` in memory the way a driver would, for a prepared process's
/// warm-up: each step a command, the app's clock run (when virtual) until nothing falls
/// due, then the tree a driver would be sent.
///
/// It starts no thread, touches no channel and writes nothing of its own, as a warm-up
/// must. A step whose element is not on screen is skipped and noted, so a change to an
/// app's screens can make its warm-up less complete, never make it fail.
public struct HostWalk {
    /// The host walked.
    public let host: ViewHost
    /// The identifiers of the steps skipped, their element not being on screen.
    public private(set) var skipped: [String] = []
    private var generation: UInt64 = 0

    /// A walk over `host`, which it draws at once, as a launch draws its first screen.
    public init(host: ViewHost) {
        self.host = host
        show()
    }

    /// Taps the element `identifier`, or notes it skipped.
    public mutating func tap(_ identifier: String) {
        guard let target = target(identifier) else { return skipped.append(identifier) }
        perform(.tap(target))
    }

    /// Types `text` into the element `identifier`, or notes it skipped.
    public mutating func type(_ text: String, into identifier: String) {
        guard let target = target(identifier) else { return skipped.append(identifier) }
        perform(.typeText(target, text))
    }

    /// Notes `identifier` skipped unless its element is on screen.
    public mutating func see(_ identifier: String) {
        if target(identifier) == nil { skipped.append(identifier) }
    }

    private mutating func show() {
        generation += 1
        _ = host.currentTree(generation: generation)
    }

    private mutating func perform(_ command: Command) {
        _ = host.perform(command)
        // Work falls due on a virtual clock only when advanced: let it, a bounded number of
        // times, since drawing a screen may start its loading.
        for _ in 0..<8 {
            host.settle()
            show()
            guard host.scheduler.clock.mode == .virtual, let due = host.scheduler.activity.nextDueMilliseconds else { break }
            _ = host.perform(.advanceClock(milliseconds: max(1, due)))
        }
    }

    private func target(_ identifier: String) -> CommandTarget? {
        let tree = host.currentTree(generation: generation)
        let locator = ElementLocator(query: Query(steps: [.descendants(.any), .key(identifier)]), pick: .first)
        guard let match = try? tree.resolve(locator) else { return nil }
        return CommandTarget(path: match.path, elementType: match.element.elementType, identifier: identifier)
    }
}
