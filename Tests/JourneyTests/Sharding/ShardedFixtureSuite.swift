import DriverTesting
import Foundation
import Testing

/// Seven tests that each leave a file named after themselves in the folder
/// `SHARD_FIXTURE_LOG` names: the suite the sharding tests run as a real `swift test`
/// slice, to see which tests each shard ran. Without that variable it is disabled, so
/// an ordinary run skips it.
@Suite(.shardSelection, .enabled(if: ShardFixture.logFolder != nil, "run only by SwiftShardingTests"))
struct ShardedFixtureSuite {
    private func ran(_ name: String) throws {
        let folder = try #require(ShardFixture.logFolder)
        #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()))
    }

    @Test func alpha() throws { try ran("alpha()") }
    @Test func bravo() throws { try ran("bravo()") }
    @Test func charlie() throws { try ran("charlie()") }
    @Test func delta() throws { try ran("delta()") }
    @Test func echo() throws { try ran("echo()") }
    @Test func foxtrot() throws { try ran("foxtrot()") }
    @Test func golf() throws { try ran("golf()") }
}

/// What the sharding tests and the fixture suite share.
enum ShardFixture {
    /// Where the fixture's tests leave their files.
    static var logFolder: String? { ProcessInfo.processInfo.environment["SHARD_FIXTURE_LOG"] }

    /// The names of the fixture's tests, as its shards must cover them.
    static let names = ["alpha()", "bravo()", "charlie()", "delta()", "echo()", "foxtrot()", "golf()"]
}
