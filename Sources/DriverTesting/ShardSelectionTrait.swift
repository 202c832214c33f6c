public import Testing

/// A trait that runs only the tests of this machine's shard: `@Suite(.shardSelection)`.
///
/// With `JOURNEY_SHARD=i/n` set (or Bazel's `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX`),
/// the tests under the trait are split as `journey --shard i/n` splits journey files:
/// sorted by their identifier (`Module.Suite/test()`), the k-th (from 0) in shard
/// `k % n + 1`, or, with `JOURNEY_DURATIONS=FILE`, balanced by that durations file. Each
/// of n machines running `swift test` with its own `i` runs each test exactly once
/// between them; the others' tests are reported as skipped. Unset, every test runs.
///
/// Every machine must see the same tests: the same code and the same `--filter`.
/// A malformed variable fails each test under the trait with a message naming it.
public struct ShardSelectionTrait: TestTrait, SuiteTrait, TestScoping {
    /// Where the tests are collected and the split is decided.
    let plan: ShardPlan

    /// Creates the trait over `plan` (tests give their own; users get `ShardPlan.shared`).
    init(plan: ShardPlan) {
        self.plan = plan
    }

    /// Applies to every test inside a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Counts the test into the split. Swift Testing prepares every test before it runs
    /// any, so the split is decided over the whole suite.
    public func prepare(for test: Test) async throws {
        guard !test.isSuite else { return }
        plan.register(ShardPlan.key(for: test))
    }

    /// Decides once for each test function, before any of its cases run, so a
    /// parameterized test runs (or not) as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> ShardSelectionTrait? {
        test.isSuite || testCase != nil ? nil : self
    }

    /// Runs the test when it belongs to this machine's shard, and skips it otherwise.
    ///
    /// - Throws: `ShardPlan.Problem` when the shard variables or the durations file are
    ///   wrong; what the test throws.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard try plan.runs(ShardPlan.key(for: test)) else {
            try Test.cancel("not in this machine's shard (\(try plan.shardName()))")
        }
        try await function()
    }
}

extension Trait where Self == ShardSelectionTrait {
    /// Runs only the tests of the shard `JOURNEY_SHARD=i/n` (or Bazel's `TEST_SHARD_INDEX`
    /// of `TEST_TOTAL_SHARDS`) names, the split `journey --shard` makes.
    public static var shardSelection: ShardSelectionTrait { ShardSelectionTrait(plan: .shared) }
}
