import Glibc
import SystemLayer
import Testing
import DriverTesting

@Suite("Pipes, sockets and the descriptor limit", .dedicatedThread)
struct DescriptorCallsTests {
    /// Whether a shell started with nothing closed finds descriptor `descriptor` open.
    func childHolds(_ descriptor: Int32) throws -> Bool {
        let pid = try ProcessSpawn("/bin/sh", arguments: ["-c", "test -e /proc/self/fd/\(descriptor)"]).start()
        return Posix.waitForExit(pid) == .exited(0)
    }

    @Test("an inheritable pipe's ends stay open across exec, where a plain pipe's close")
    func inheritablePipeSurvivesExec() throws {
        let inheritable = try Posix.inheritablePipe()
        let plain = try Posix.pipe()
        defer { [inheritable.read, inheritable.write, plain.read, plain.write].forEach(Posix.close) }

        let inherited = try childHolds(inheritable.write)
        let plainInherited = try childHolds(plain.write)

        #expect(fcntl(inheritable.read, F_GETFD) & FD_CLOEXEC == 0)
        #expect(fcntl(inheritable.write, F_GETFD) & FD_CLOEXEC == 0)
        #expect(inherited)
        #expect(!plainInherited)
    }

    @Test("a datagram socket is a socket that is no stream, and closes on exec")
    func datagramSocket() throws {
        let socket = try Posix.datagramSocket()
        defer { Posix.close(socket) }

        #expect(try Posix.status(of: socket).kind == .socket)
        #expect(!Posix.isStreamSocket(socket))
        #expect(fcntl(socket, F_GETFD) & FD_CLOEXEC != 0)
    }

    @Test("the descriptor limit is the first number no descriptor may take: one below it may")
    func descriptorLimitIsTheBoundary() throws {
        var limit = rlimit()
        try #require(getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0)

        let belowLimit = Result { () throws(SystemError) in try Posix.duplicate(0, atLeast: Posix.descriptorLimit - 1) }
        defer { if case let .success(copy) = belowLimit { Posix.close(copy) } }

        #expect(Posix.descriptorLimit == Int32(clamping: limit.rlim_cur))
        #expect(try belowLimit.get() == Posix.descriptorLimit - 1)
        #expect(throws: SystemError(call: "fcntl", code: EINVAL)) { try Posix.duplicate(0, atLeast: Posix.descriptorLimit) }
    }

    @Test("shutting both halves ends what the peer reads and what this end reads, at once")
    func shutdownReadingAndWriting() throws {
        let (one, other) = try Posix.socketPair()
        defer { Posix.close(one); Posix.close(other) }
        var buffer = [UInt8](repeating: 0, count: 4)

        try Posix.shutdownReadingAndWriting(one)
        let peerRead = try Posix.read(other, into: &buffer)
        // Read only once there is something: with its reading half open, this read waits.
        let ownEnded = Posix.hasPendingInput(one)
        let ownRead = ownEnded ? try Posix.read(one, into: &buffer) : -1

        #expect(peerRead == 0)
        #expect(ownEnded)
        #expect(ownRead == 0)
    }

    @Test("shutting down what is no socket throws SystemError naming shutdown and ENOTSOCK")
    func shutdownOfAPipe() throws {
        let pipe = try Posix.pipe()
        defer { Posix.close(pipe.read); Posix.close(pipe.write) }

        #expect(throws: SystemError(call: "shutdown", code: ENOTSOCK)) { try Posix.shutdownReadingAndWriting(pipe.write) }
    }
}
