import Foundation
package import Sharding
import Synchronization
package import Testing

/// The tests of one test process that take part in sharding, and which of them this
/// machine's shard runs.
///
/// Tests register while Swift Testing prepares them; the first question about a test
/// freezes the split, since every test is prepared before any runs.
package final class ShardPlan: Sendable {
    /// The plan of this test process, read from its environment. It is process-wide
    /// because the split is over every suite that carries `.shardSelection`.
    package static let shared = ShardPlan(environment: ProcessInfo.processInfo.environment)

    private let environment: [String: String]
    private let state = Mutex(State())

    private struct State {
        var registered: Set<String> = []
        var decided: Result<Split?, Problem>?
    }

    /// The shard this machine runs and the tests in it.
    private struct Split {
        var shard: Shard
        var chosen: Set<String>
        var all: Set<String>
    }

    /// Creates a plan reading the shard from `environment`.
    package init(environment: [String: String]) {
        self.environment = environment
    }

    /// The name a test has in the split and in a durations file: `Module.Suite/test()`,
    /// as `swift test --xunit-output` writes its class and name.
    package static func key(for test: Test) -> String {
        key(module: test.id.moduleName, nameComponents: test.id.nameComponents)
    }

    /// `Module.Outer.Inner/test()` for a test `test()` in `Outer.Inner` of `Module`; a
    /// test outside any suite is `Module/test()`.
    package static func key(module: String, nameComponents: [String]) -> String {
        let suites = nameComponents.dropLast()
        return ([module] + suites).joined(separator: ".") + "/" + (nameComponents.last ?? "")
    }

    /// Counts `key` into the split.
    package func register(_ key: String) {
        state.withLock { _ = $0.registered.insert(key) }
    }

    /// Whether this machine runs `key`: always when no shard is asked for.
    ///
    /// - Throws: `ShardPlan.Problem` for a wrong environment or a test never registered.
    package func runs(_ key: String) throws(Problem) -> Bool {
        guard let split = try decide() else { return true }
        guard split.all.contains(key) else { throw .unregistered(key) }
        return split.chosen.contains(key)
    }

    /// How this machine's shard was asked for: `JOURNEY_SHARD=2/3`, or Bazel's pair.
    package func shardName() throws(Problem) -> String {
        guard let split = try decide() else { return "no shard" }
        if environment[ShardEnvironment.shardVariable]?.isEmpty == false { return "\(ShardEnvironment.shardVariable)=\(split.shard)" }
        return "\(ShardEnvironment.bazelIndexVariable)=\(split.shard.index - 1) of \(ShardEnvironment.bazelTotalVariable)=\(split.shard.count)"
    }

    /// The split, decided at the first call over the tests registered by then.
    private func decide() throws(Problem) -> Split? {
        let environment = environment
        let result: Result<Split?, Problem> = state.withLock { state in
            if let decided = state.decided { return decided }
            let decided: Result<Split?, Problem>
            do throws(Problem) {
                decided = .success(try Self.split(of: state.registered, environment: environment))
            } catch {
                decided = .failure(error)
            }
            state.decided = decided
            return decided
        }
        return try result.get()
    }

    /// The shard `environment` asks for and its tests among `registered`; nil when it asks for none.
    private static func split(of registered: Set<String>, environment: [String: String]) throws(Problem) -> Split? {
        let shard: Shard?
        do { shard = try ShardEnvironment.shard(in: environment) } catch { throw .environment(error) }
        guard let shard else { return nil }
        do { try ShardEnvironment.acknowledgeBazel(in: environment) } catch { throw .environment(error) }
        var durations: DurationsFile?
        if let path = environment[ShardEnvironment.durationsVariable], !path.isEmpty {
            do { durations = try DurationsFile.load(path) } catch { throw .durations(error) }
        }
        let keys = registered.sorted()
        let chosen = durations.map { shard.select(keys, durations: $0) } ?? shard.select(keys)
        return Split(shard: shard, chosen: Set(chosen), all: registered)
    }

    /// Why the tests under `.shardSelection` cannot be split.
    package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The shard variables are wrong.
        case environment(ShardEnvironment.Problem)
        /// `JOURNEY_DURATIONS` names no durations file.
        case durations(DurationsFile.ReadError)
        /// A test asked about was never prepared with the trait.
        case unregistered(String)

        /// What is wrong and what to do.
        package var description: String {
            switch self {
            case let .environment(problem): "\(problem)"
            case let .durations(problem): "JOURNEY_DURATIONS: \(problem)"
            case let .unregistered(key):
                "\(key) was not prepared with .shardSelection, so no shard was chosen for it; put the trait on the suite, not added while tests run"
            }
        }
    }
}
