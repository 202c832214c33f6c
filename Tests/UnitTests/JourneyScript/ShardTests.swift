import JourneyScript
import Testing

@Suite("Shards")
struct ShardTests {
    @Test("shards 1/n … n/n take every file exactly once, whatever order the files come in", arguments: [1, 2, 3, 5, 8], [0, 1, 7, 20])
    func shardsPartitionFiles(count: Int, fileCount: Int) throws {
        let files = (0..<fileCount).map { "journeys/j\($0).journey" }.shuffled()

        let slices = try (1...count).map { try #require(Shard(index: $0, count: count)).select(files) }

        #expect(slices.flatMap { $0 }.sorted() == files.sorted())
        #expect(Set(slices.flatMap { $0 }).count == fileCount)
        #expect(slices.allSatisfy { $0.count >= fileCount / count && $0.count <= fileCount / count + 1 })
    }

    @Test("a shard takes the files whose sorted position leaves its remainder")
    func roundRobin() throws {
        let files = ["e", "a", "d", "c", "b"]

        let second = try #require(Shard(parsing: "2/2")).select(files)

        #expect(second == ["b", "d"])
    }

    @Test("only i/n with 1 <= i <= n is a shard", arguments: ["0/3", "4/3", "1/0", "a/3", "1/", "3", "1/2/3", "-1/3"])
    func invalidShards(text: String) {
        #expect(Shard(parsing: text) == nil)
    }
}
