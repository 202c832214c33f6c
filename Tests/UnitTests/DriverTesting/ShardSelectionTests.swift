@testable import DriverTesting
import Foundation
import Sharding
import Synchronization
import Testing

@Suite("Shard selection of Swift tests")
struct ShardSelectionTests {
    /// Test identifiers as `.shardSelection` names them.
    static let tests = (0..<11).map { "Checks.Suite\($0 % 3)/test\($0)()" }

    /// The tests plan `plan` runs, after every test is registered.
    private static func chosen(by environment: [String: String], among tests: [String] = tests) throws -> [String] {
        let plan = ShardPlan(environment: environment)
        tests.shuffled().forEach(plan.register)
        return try tests.filter { try plan.runs($0) }.sorted()
    }

    @Test("shards 1/n … n/n of JOURNEY_SHARD run each test exactly once", arguments: [1, 2, 3, 4, 11, 12])
    func partition(count: Int) throws {
        let slices = try (1...count).map { try Self.chosen(by: ["JOURNEY_SHARD": "\($0)/\(count)"]) }

        #expect(slices.flatMap { $0 }.sorted() == Self.tests.sorted())
        #expect(slices.allSatisfy { $0.count >= Self.tests.count / count && $0.count <= Self.tests.count / count + 1 })
    }

    @Test("Bazel's shards 0 … n-1 run each test exactly once, the same slices as JOURNEY_SHARD 1 … n", arguments: [2, 3, 5])
    func bazelPartition(count: Int) throws {
        let bazel = try (0..<count).map { try Self.chosen(by: ["TEST_TOTAL_SHARDS": "\(count)", "TEST_SHARD_INDEX": "\($0)"]) }
        let journey = try (1...count).map { try Self.chosen(by: ["JOURNEY_SHARD": "\($0)/\(count)"]) }

        #expect(bazel == journey)
        #expect(bazel.flatMap { $0 }.sorted() == Self.tests.sorted())
    }

    @Test("the split is journey --shard's rule over the sorted test identifiers")
    func sameRuleAsJourney() throws {
        let shard = try #require(Shard(index: 2, count: 3))

        #expect(try Self.chosen(by: ["JOURNEY_SHARD": "2/3"]) == shard.select(Self.tests))
    }

    @Test("with JOURNEY_DURATIONS the split is balanced by that file, as journey --durations balances, each test once")
    func durations() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shard-durations-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/durations.json"
        // One slow test: alone in its shard once balanced, unlike the round robin.
        let file = DurationsFile(seconds: Dictionary(uniqueKeysWithValues: Self.tests.map { ($0, $0 == Self.tests[4] ? 60 : 1) }))
        try file.write(to: path)

        let slices = try (1...2).map { try Self.chosen(by: ["JOURNEY_SHARD": "\($0)/2", "JOURNEY_DURATIONS": path]) }

        #expect(slices[0] == [Self.tests[4]])
        #expect(slices.flatMap { $0 }.sorted() == Self.tests.sorted())
        #expect(slices == (1...2).map { Shard(index: $0, count: 2)!.select(Self.tests, durations: file) })
    }

    @Test("with no shard asked for, every test runs, registered or not")
    func noShard() throws {
        let plan = ShardPlan(environment: [:])

        #expect(try plan.runs("Checks.Never/registered()"))
        #expect(try Self.chosen(by: [:]) == Self.tests.sorted())
    }

    @Test("a test never registered is an error, not run on every machine")
    func unregistered() {
        let plan = ShardPlan(environment: ["JOURNEY_SHARD": "1/2"])
        plan.register("Checks.Suite/known()")

        #expect(throws: ShardPlan.Problem.unregistered("Checks.Suite/other()")) { try plan.runs("Checks.Suite/other()") }
    }

    @Test("a malformed shard or a missing durations file fails with the variable named")
    func problems() {
        let malformed = ShardPlan(environment: ["JOURNEY_SHARD": "4/3"])
        let missing = ShardPlan(environment: ["JOURNEY_SHARD": "1/3", "JOURNEY_DURATIONS": "/nonexistent/durations.json"])
        malformed.register("a/b()")
        missing.register("a/b()")

        #expect(throws: ShardPlan.Problem.environment(.invalidShard("4/3"))) { try malformed.runs("a/b()") }
        #expect(throws: ShardPlan.Problem.durations(.missing(path: "/nonexistent/durations.json"))) { try missing.runs("a/b()") }
        #expect(ShardPlan.Problem.durations(.missing(path: "/x")).description.hasPrefix("JOURNEY_DURATIONS: "))
    }

    @Test("the split is frozen at the first question: a test registered later is not in it")
    func frozen() throws {
        let plan = ShardPlan(environment: ["JOURNEY_SHARD": "1/1"])
        plan.register("a/first()")

        #expect(try plan.runs("a/first()"))
        plan.register("a/late()")
        #expect(throws: ShardPlan.Problem.unregistered("a/late()")) { try plan.runs("a/late()") }
    }

    @Test("Bazel's status file is touched once a shard is decided")
    func touchesStatusFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shard-status-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let plan = ShardPlan(environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0", "TEST_SHARD_STATUS_FILE": path])
        plan.register("a/b()")

        _ = try plan.runs("a/b()")

        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test(
        "a test's key is its module, its suites joined by dots, a slash and its function",
        arguments: [
            ("M", ["S", "t()"], "M.S/t()"), ("M", ["Outer", "Inner", "t(x:)"], "M.Outer.Inner/t(x:)"), ("M", ["free()"], "M/free()"),
        ])
    func keys(module: String, components: [String], key: String) {
        #expect(ShardPlan.key(module: module, nameComponents: components) == key)
    }

    @Test("the running test's key names this suite and this function")
    func currentKey() throws {
        let test = try #require(Test.current)

        #expect(ShardPlan.key(for: test) == "UnitTests.ShardSelectionTests/currentKey()")
    }

    @Test(
        "a skipped test names the contract that asked for its shard, as that contract spells it",
        arguments: [
            (["JOURNEY_SHARD": "2/3"], "JOURNEY_SHARD=2/3"),
            (["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1"], "TEST_SHARD_INDEX=1 of TEST_TOTAL_SHARDS=3"),
            (["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0"], "TEST_SHARD_INDEX=0 of TEST_TOTAL_SHARDS=4"),
            (["JOURNEY_SHARD": "", "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "2"], "TEST_SHARD_INDEX=2 of TEST_TOTAL_SHARDS=3"),
            (["JOURNEY_SHARD": "1/2", "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0"], "JOURNEY_SHARD=1/2"),
            ([:], "no shard"),
        ])
    func shardWording(environment: [String: String], name: String) throws {
        let plan = ShardPlan(environment: environment)
        plan.register("a/b()")

        #expect(try plan.shardName() == name)
    }

    @Test("the trait runs a test its shard holds, and decides per function, not per case or suite")
    func traitRunsChosen() async throws {
        let test = try #require(Test.current)
        let plan = ShardPlan(environment: ["JOURNEY_SHARD": "1/1"])
        let trait = ShardSelectionTrait(plan: plan)
        let ran = Flag()

        try await trait.prepare(for: test)
        try await trait.provideScope(for: test, testCase: nil) { ran.set() }

        #expect(ran.isSet)
        #expect(trait.scopeProvider(for: test, testCase: nil) != nil)
        #expect(trait.scopeProvider(for: test, testCase: Test.Case.current) == nil)
    }
}

/// A flag a `@Sendable` closure can raise.
private final class Flag: Sendable {
    private let value = Mutex(false)
    func set() { value.withLock { $0 = true } }
    var isSet: Bool { value.withLock { $0 } }
}
