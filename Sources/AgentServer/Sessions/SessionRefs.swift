import Foundation
import JourneyScript
import ScreenModel
import Synchronization

/// The refs one session's snapshots gave and the queries it named: how an app's session
/// and a program's both write a snapshot and read a target, one element tree or the other.
final class SessionRefs: Sendable {
    private let refs = Mutex(RefBook())
    /// The queries read so far, by their text as given.
    private let parsedQueries = Mutex<[String: ElementLocator]>([:])
    /// The most queries kept read; past it, the kept ones are forgotten.
    private static let keptQueries = 256

    /// The most recent snapshot's number, if one was taken.
    var latest: Int? { refs.withLock(\.latest) }

    /// Throws `snapshotNotKept` unless snapshot `since` (when given) is still kept.
    func checkKept(_ since: Int?) throws(ToolFailure) {
        guard let since else { return }
        let (kept, latest) = refs.withLock { ($0.snapshot(numbered: since) != nil, $0.latest) }
        if !kept { throw .snapshotNotKept(since, latest: latest) }
    }

    /// Takes a snapshot of `tree`: a header (`snapshot 3 since 2 · ` and `state`), then one
    /// element a line with its ref, or with `since` only the lines that changed since then.
    func snapshot(of tree: ElementTree, since: Int?, state: String) -> String {
        let (earlier, taken) = refs.withLock { refs in (since.flatMap(refs.snapshot(numbered:)), refs.snapshot(of: tree)) }
        let header = "snapshot \(taken.number)" + (since.map { " since \($0)" } ?? "") + " · " + state
        var lines: [String]
        if let since, let earlier {
            lines = SnapshotText.changes(since: since, earlier: earlier, to: taken)
            if lines.isEmpty { lines = ["(nothing changed)"] }
        } else {
            lines = SnapshotText.lines(of: taken.snapshot)
        }
        if taken.omitted > 0 { lines.append("… \(taken.omitted) more elements not listed") }
        return ([header] + lines).joined(separator: "\n")
    }

    /// The locator a target names: a ref from a snapshot, or a query in the journey syntax.
    func locator(for target: String) throws(ToolFailure) -> ElementLocator {
        // An agent names the same few elements again and again: each query is read once.
        if let known = parsedQueries.withLock({ $0[target] }) { return known }
        let trimmed = target.trimmingCharacters(in: .whitespaces)
        if trimmed.first == "e", trimmed.count > 1, trimmed.dropFirst().allSatisfy(\.isNumber) {
            guard let locator = refs.withLock({ $0.locator(for: trimmed) }) else { throw .unknownRef(trimmed) }
            return locator
        }
        do throws(ScriptError) {
            let locator = try LocatorText.locator(trimmed)
            parsedQueries.withLock { queries in
                if queries.count >= Self.keptQueries { queries.removeAll(keepingCapacity: true) }
                queries[target] = locator
            }
            return locator
        } catch {
            throw .badQuery(error)
        }
    }
}
