import Sharding

/// What a CI engine tells `journey` through the environment, taken unasked when the
/// command line does not say otherwise (an option always wins).
///
/// - `JOURNEY_SHARD=i/n`, or Bazel's `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` (from 0):
///   `--shard`; Bazel's `TEST_SHARD_STATUS_FILE` is touched. `JOURNEY_DURATIONS`: `--durations`.
/// - `TESTBRIDGE_TEST_ONLY` (Bazel's `--test_filter`): only the journeys whose name is
///   one of its comma-separated entries or whose path contains one.
/// - `XML_OUTPUT_FILE`: `--junit`. `TEST_UNDECLARED_OUTPUTS_DIR`: the results folder
///   (traces, failure files, the report), which Bazel keeps as the test's outputs.
package struct EngineEnvironment: Sendable {
    /// Bazel: the JUnit file it reads.
    package static let junitVariable = "XML_OUTPUT_FILE"
    /// Bazel: the folder whose files it keeps as the test's outputs.
    package static let outputsVariable = "TEST_UNDECLARED_OUTPUTS_DIR"
    /// Bazel: the `--test_filter` it was given.
    package static let filterVariable = "TESTBRIDGE_TEST_ONLY"

    /// The variables.
    package var variables: [String: String]

    /// Reads from `variables`.
    package init(_ variables: [String: String]) {
        self.variables = variables
    }

    /// `invocation` with what the environment says and the command line did not.
    ///
    /// - Throws: `UsageError.invalidEnvironment` for a malformed shard or an unwritable status file.
    package func apply(to invocation: Invocation) throws(UsageError) -> Invocation {
        guard invocation.command == .run || invocation.command == .list else { return invocation }
        var invocation = invocation
        if invocation.shard == nil {
            do throws(ShardEnvironment.Problem) {
                invocation.shard = try ShardEnvironment.shard(in: variables)
                if invocation.shard != nil { try ShardEnvironment.acknowledgeBazel(in: variables) }
            } catch {
                throw .invalidEnvironment(error.description)
            }
        }
        if invocation.durationsPath == nil { invocation.durationsPath = value(ShardEnvironment.durationsVariable) }
        if let filter = value(Self.filterVariable) {
            invocation.filter = filter.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        }
        guard invocation.command == .run else { return invocation }
        if invocation.junitPath == nil { invocation.junitPath = value(Self.junitVariable) }
        invocation.outputsFolder = value(Self.outputsVariable)
        if let outputs = invocation.outputsFolder, invocation.reportPath == nil {
            invocation.reportPath = outputs + "/" + ReportWriter.fileName
        }
        return invocation
    }

    /// Whether `filter` picks the journey `name` in `file`: no filter picks every one.
    package static func picks(_ filter: [String], name: String, file: String) -> Bool {
        filter.isEmpty || filter.contains { $0 == name || file.contains($0) }
    }

    private func value(_ name: String) -> String? {
        variables[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
