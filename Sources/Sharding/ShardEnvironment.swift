import Foundation

/// The shard a CI machine was asked to run, as its environment says: `JOURNEY_SHARD=i/n`
/// (from 1), or Bazel's test sharding protocol, `TEST_TOTAL_SHARDS=n` with
/// `TEST_SHARD_INDEX=k` (from 0, so shard `k+1/n`).
///
/// `journey` and the `.shardSelection` trait both read it here, so one environment
/// gives both the same slice.
package enum ShardEnvironment {
    /// The variable naming a shard as `i/n`.
    package static let shardVariable = "JOURNEY_SHARD"
    /// The variable naming a durations file to balance the shards by.
    package static let durationsVariable = "JOURNEY_DURATIONS"
    /// Bazel: how many shards.
    package static let bazelTotalVariable = "TEST_TOTAL_SHARDS"
    /// Bazel: which shard, from 0.
    package static let bazelIndexVariable = "TEST_SHARD_INDEX"
    /// Bazel: the file a test touches to say it honours sharding.
    package static let bazelStatusVariable = "TEST_SHARD_STATUS_FILE"

    /// The shard `environment` asks for, or nil when it asks for none.
    ///
    /// - Throws: `ShardEnvironment.Problem` when a variable is malformed, one of Bazel's
    ///   pair is missing, or `JOURNEY_SHARD` and Bazel's pair disagree.
    package static func shard(in environment: [String: String]) throws(Problem) -> Shard? {
        var journey: Shard?
        if let text = environment[shardVariable], !text.isEmpty {
            guard let shard = Shard(parsing: text) else { throw .invalidShard(text) }
            journey = shard
        }
        let total = environment[bazelTotalVariable].flatMap { $0.isEmpty ? nil : $0 }
        let index = environment[bazelIndexVariable].flatMap { $0.isEmpty ? nil : $0 }
        var bazel: Shard?
        switch (total, index) {
        case (nil, nil): break
        case let (total?, index?):
            guard let count = Int(total), let zeroBased = Int(index), let shard = Shard(index: zeroBased + 1, count: count) else {
                throw .invalidBazelShard(total: total, index: index)
            }
            bazel = shard
        case let (total, index):
            throw .incompleteBazelShard(total: total, index: index)
        }
        if let journey, let bazel, journey != bazel { throw .disagreement(journey: journey, bazel: bazel) }
        return journey ?? bazel
    }

    /// Touches the file Bazel names in `TEST_SHARD_STATUS_FILE`, telling it the test
    /// honoured its shard variables; does nothing when the variable is unset.
    ///
    /// - Throws: `ShardEnvironment.Problem.statusFileUnwritable` when the file cannot be made.
    package static func acknowledgeBazel(in environment: [String: String]) throws(Problem) {
        guard let path = environment[bazelStatusVariable], !path.isEmpty else { return }
        if FileManager.default.fileExists(atPath: path) { return }
        guard FileManager.default.createFile(atPath: path, contents: Data()) else { throw .statusFileUnwritable(path) }
    }

    /// What is wrong with the shard an environment asks for.
    package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// `JOURNEY_SHARD` is not `i/n` with `1 <= i <= n`.
        case invalidShard(String)
        /// Bazel's pair is not two numbers with `0 <= index < total`.
        case invalidBazelShard(total: String, index: String)
        /// One of Bazel's pair is set without the other.
        case incompleteBazelShard(total: String?, index: String?)
        /// `JOURNEY_SHARD` names another shard than Bazel's pair.
        case disagreement(journey: Shard, bazel: Shard)
        /// `TEST_SHARD_STATUS_FILE` names a file that cannot be created.
        case statusFileUnwritable(String)

        /// What is wrong and what to set instead.
        package var description: String {
            switch self {
            case let .invalidShard(text):
                "JOURNEY_SHARD=\(text) is not a shard; expected i/n with 1 <= i <= n, e.g. JOURNEY_SHARD=1/3"
            case let .invalidBazelShard(total, index):
                "TEST_TOTAL_SHARDS=\(total) with TEST_SHARD_INDEX=\(index) is not a shard; expected numbers with 0 <= TEST_SHARD_INDEX < TEST_TOTAL_SHARDS"
            case let .incompleteBazelShard(total, index):
                total == nil
                    ? "TEST_SHARD_INDEX=\(index ?? "") is set without TEST_TOTAL_SHARDS; set both (Bazel does) or neither"
                    : "TEST_TOTAL_SHARDS=\(total ?? "") is set without TEST_SHARD_INDEX; set both (Bazel does) or neither"
            case let .disagreement(journey, bazel):
                "JOURNEY_SHARD=\(journey) disagrees with Bazel's TEST_SHARD_INDEX and TEST_TOTAL_SHARDS (shard \(bazel)); unset one of them"
            case let .statusFileUnwritable(path):
                "cannot create TEST_SHARD_STATUS_FILE=\(path); its folder must exist and be writable"
            }
        }
    }
}
