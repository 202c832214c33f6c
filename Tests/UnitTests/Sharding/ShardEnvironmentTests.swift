import Foundation
import Sharding
import Testing

@Suite("Shard environment")
struct ShardEnvironmentTests {
    @Test("no shard variables ask for no shard")
    func nothingSet() throws {
        #expect(try ShardEnvironment.shard(in: [:]) == nil)
        #expect(try ShardEnvironment.shard(in: ["JOURNEY_SHARD": ""]) == nil)
    }

    @Test("JOURNEY_SHARD=i/n names shard i of n, from 1", arguments: [("1/3", 1, 3), ("3/3", 3, 3), ("1/1", 1, 1)])
    func journeyShard(text: String, index: Int, count: Int) throws {
        #expect(try ShardEnvironment.shard(in: ["JOURNEY_SHARD": text]) == Shard(index: index, count: count))
    }

    @Test("Bazel's TEST_SHARD_INDEX counts from 0: index k of n is shard k+1/n", arguments: [(0, 3), (1, 3), (2, 3), (0, 1)])
    func bazelIndexFromZero(index: Int, total: Int) throws {
        let environment = ["TEST_TOTAL_SHARDS": "\(total)", "TEST_SHARD_INDEX": "\(index)"]

        #expect(try ShardEnvironment.shard(in: environment) == Shard(index: index + 1, count: total))
    }

    @Test("a Bazel index equal to the total, or below 0, is refused naming both variables", arguments: [("3", "3"), ("3", "-1"), ("0", "0"), ("x", "0"), ("3", "one")])
    func bazelOutOfRange(total: String, index: String) {
        #expect(throws: ShardEnvironment.Problem.invalidBazelShard(total: total, index: index)) {
            try ShardEnvironment.shard(in: ["TEST_TOTAL_SHARDS": total, "TEST_SHARD_INDEX": index])
        }
    }

    @Test("one of Bazel's pair without the other is refused, saying which is missing")
    func bazelHalfSet() {
        #expect(throws: ShardEnvironment.Problem.incompleteBazelShard(total: "3", index: nil)) {
            try ShardEnvironment.shard(in: ["TEST_TOTAL_SHARDS": "3"])
        }
        #expect(throws: ShardEnvironment.Problem.incompleteBazelShard(total: nil, index: "1")) {
            try ShardEnvironment.shard(in: ["TEST_SHARD_INDEX": "1"])
        }
        #expect(ShardEnvironment.Problem.incompleteBazelShard(total: "3", index: nil).description.contains("without TEST_SHARD_INDEX"))
    }

    @Test("a malformed JOURNEY_SHARD is refused, quoting it", arguments: ["0/3", "4/3", "2", "a/b"])
    func malformed(text: String) {
        #expect(throws: ShardEnvironment.Problem.invalidShard(text)) {
            try ShardEnvironment.shard(in: ["JOURNEY_SHARD": text])
        }
        #expect(ShardEnvironment.Problem.invalidShard(text).description.contains("JOURNEY_SHARD=\(text)"))
    }

    @Test("JOURNEY_SHARD and Bazel's pair must agree when both are set")
    func agreement() throws {
        let agreeing = ["JOURNEY_SHARD": "2/3", "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1"]
        var disagreeing = agreeing
        disagreeing["TEST_SHARD_INDEX"] = "2"

        #expect(try ShardEnvironment.shard(in: agreeing) == Shard(index: 2, count: 3))
        #expect(throws: ShardEnvironment.Problem.self) { try ShardEnvironment.shard(in: disagreeing) }
    }

    @Test("TEST_SHARD_STATUS_FILE is touched when set, and nothing is written when it is not")
    func statusFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shard-status-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/status"

        try ShardEnvironment.acknowledgeBazel(in: [:])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        try ShardEnvironment.acknowledgeBazel(in: ["TEST_SHARD_STATUS_FILE": path])
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test("a status file in a folder that does not exist is an error naming it")
    func statusFileUnwritable() {
        let path = "/nonexistent-\(UUID().uuidString)/status"

        #expect(throws: ShardEnvironment.Problem.statusFileUnwritable(path)) {
            try ShardEnvironment.acknowledgeBazel(in: ["TEST_SHARD_STATUS_FILE": path])
        }
    }
}
