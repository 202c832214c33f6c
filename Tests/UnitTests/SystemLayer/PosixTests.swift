import Glibc
import SystemLayer
import Testing
import DriverTesting

@Suite("System call wrapper", .dedicatedThread)
struct PosixTests {
    @Test("a call interrupted by a signal is made again until it succeeds")
    func retriesInterruptedCalls() throws {
        var calls = 0

        let result = try Posix.retrying("fake") { () -> Int32 in
            calls += 1
            if calls < 3 { errno = EINTR; return -1 }
            return 5
        }

        #expect(result == 5)
        #expect(calls == 3)
    }

    @Test("a failure throws the call's name and the errno it left, after one call")
    func failureNamesTheCall() {
        var calls = 0

        #expect(throws: SystemError(call: "fake", code: EBADF)) {
            try Posix.retrying("fake") { () -> Int32 in
                calls += 1
                errno = EBADF
                return -1
            }
        }
        #expect(calls == 1)
    }

    @Test("a read of a closed descriptor throws SystemError naming read")
    func readOfClosedDescriptor() {
        var buffer = [UInt8](repeating: 0, count: 4)

        #expect(throws: SystemError(call: "read", code: EBADF)) { try Posix.read(-1, into: &buffer) }
    }

    @Test("an empty non-blocking pipe reads as would-block, and at its end reads 0")
    func nonBlockingPipe() throws {
        let pipe = try Posix.pipe(nonBlocking: true)
        defer { Posix.close(pipe.read) }
        var buffer = [UInt8](repeating: 0, count: 4)

        let empty = Result { () throws(SystemError) in try Posix.read(pipe.read, into: &buffer) }
        Posix.close(pipe.write)
        let ended = try Posix.read(pipe.read, into: &buffer)

        #expect(throws: SystemError.self) { try empty.get() }
        if case let .failure(error) = empty { #expect(error.wouldBlock) }
        #expect(ended == 0)
    }
}

@Suite("System errors, by kind")
struct SystemErrorKindTests {
    @Test("the peer has gone for a closed reading end (EPIPE) and a reset connection (ECONNRESET), and for no other error")
    func peerGone() {
        #expect(SystemError(call: "send", code: EPIPE).peerGone)
        #expect(SystemError(call: "recv", code: ECONNRESET).peerGone)
        for code in [EAGAIN, EBADF, EINTR, ENOENT, ECONNREFUSED, 0] {
            #expect(!SystemError(call: "send", code: code).peerGone, "error \(code)")
        }
    }
}
