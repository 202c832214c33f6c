import JourneyScript
import Testing
import Sharding

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

@Suite("Shards balanced by durations")
struct DurationShardTests {
    @Test("known files go longest first to the shard with the least time; the shards' times end up close")
    func longestFirst() throws {
        let durations = DurationsFile(seconds: ["a": 8, "b": 7, "c": 6, "d": 5, "e": 4, "f": 1])

        let shards = try (1...2).map { try #require(Shard(index: $0, count: 2)).select(["a", "b", "c", "d", "e", "f"], durations: durations) }

        #expect(shards == [["a", "d", "e"], ["b", "c", "f"]])
        #expect(shards.map { $0.reduce(0) { $0 + (durations.seconds(for: $1) ?? 0) } } == [17, 14])
    }

    @Test("known files that took the same time are dealt in path order, as files no run timed are")
    func equalTimesInPathOrder() throws {
        let durations = DurationsFile(seconds: ["d": 2, "b": 2, "a": 2, "c": 2, "e": 5])

        let shards = try (1...2).map { try #require(Shard(index: $0, count: 2)).select(["c", "e", "a", "d", "b"], durations: durations) }

        // e (5 s) goes first, to shard 1; then a, b and c to shard 2, which has less time, and d to shard 1.
        #expect(shards == [["d", "e"], ["a", "b", "c"]])
    }

    @Test("files no earlier run timed go after the known ones, in path order, each counted as their average time")
    func unseenFiles() throws {
        let durations = DurationsFile(seconds: ["slow": 30])

        let shards = try (1...3).map { try #require(Shard(index: $0, count: 3)).select(["z", "slow", "a", "m", "b"], durations: durations) }

        #expect(shards == [["m", "slow"], ["a", "z"], ["b"]])
    }

    @Test("with no durations known, the split is the round robin of select(_:)")
    func noDurations() throws {
        let files = (0..<7).map { "j\($0)" }

        for index in 1...3 {
            let shard = try #require(Shard(index: index, count: 3))
            #expect(shard.select(files, durations: DurationsFile()) == shard.select(files))
        }
    }

    @Test("with durations, shards 1/n … n/n still take every file exactly once", arguments: [1, 2, 3, 5], [0, 1, 9, 20])
    func partition(count: Int, fileCount: Int) throws {
        let files = (0..<fileCount).map { "journeys/j\($0).journey" }
        let durations = DurationsFile(seconds: Dictionary(uniqueKeysWithValues: files.enumerated().filter { $0.offset % 3 != 0 }.map { ($0.element, Double($0.offset % 7) / 10) }))

        let slices = try (1...count).map { try #require(Shard(index: $0, count: count)).select(files.shuffled(), durations: durations) }

        #expect(slices.flatMap { $0 }.sorted() == files.sorted())
    }

    @Test("a path written with ./ finds the duration recorded without it")
    func dotSlash() {
        var durations = DurationsFile()
        durations.record(2.5, for: "./journeys/a.journey")

        #expect(durations.seconds(for: "journeys/a.journey") == 2.5)
    }
}
