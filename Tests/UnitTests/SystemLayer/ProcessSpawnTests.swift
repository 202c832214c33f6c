import Glibc
import SystemLayer
import Testing
import DriverTesting

@Suite("Process spawn", .dedicatedThread)
struct ProcessSpawnTests {
    /// Spawns `sh -c script` and returns how it ended.
    func run(_ script: String, closingOthersFrom lowest: Int32?) throws -> SystemLayer.ExitStatus? {
        let pid = try ProcessSpawn("/bin/sh", arguments: ["-c", script], closingOthersFrom: lowest).start()
        return Posix.waitForExit(pid)
    }

    @Test("closing the rest leaves the child no descriptor the parent opened without close-on-exec; without it the child inherits it")
    func closingOthers() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let script = "test -e /proc/self/fd/\(ends[1])"

        let closed = try run(script, closingOthersFrom: 3)
        let inherited = try run(script, closingOthersFrom: nil)

        #expect(closed == .exited(1))
        #expect(inherited == .exited(0))
    }

    @Test("a descriptor action duplicates the parent's descriptor onto the child's standard output")
    func duplicatesOntoStandardOutput() throws {
        let pipe = try Posix.pipe()
        defer { Posix.close(pipe.read) }
        let spawn = ProcessSpawn("/bin/sh", arguments: ["-c", "echo spawned"], descriptors: [.duplicate(pipe.write, as: 1)])

        let pid = try spawn.start()
        Posix.close(pipe.write)
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64)
        while case let count = try Posix.read(pipe.read, into: &chunk), count > 0 { output += chunk[0..<count] }
        let status = Posix.waitForExit(pid)

        #expect(String(decoding: output, as: UTF8.self) == "spawned\n")
        #expect(status == .exited(0))
    }

    @Test("a file opened for reading and writing is both the child's input and its output")
    func opensForReadingAndWriting() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path + "/both"
        let file = try Posix.open(path, [.writeOnly, .create], permissions: 0o600)
        try Posix.writeAll(file, Array("in\n".utf8))
        Posix.close(file)
        // Reads the line from descriptor 0, then writes to the same descriptor after it.
        let spawn = ProcessSpawn("/bin/sh", arguments: ["-c", "read line && echo \"out $line\" >&0"], descriptors: [.open(path, .readWrite, as: 0)])

        let status = Posix.waitForExit(try spawn.start())

        #expect(status == .exited(0))
        #expect(try Posix.readFile(path).map { String(decoding: $0, as: UTF8.self) } == "in\nout in\n")
    }

    @Test("a missing executable throws SystemError naming posix_spawn and ENOENT")
    func missingExecutable() {
        #expect(throws: SystemError(call: "posix_spawn", code: ENOENT)) {
            try ProcessSpawn("/nonexistent/program").start()
        }
    }
}
