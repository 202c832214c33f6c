import Glibc
import SystemLayer
import Testing

@Suite("Readiness groups: descriptors watched for input as one")
struct ReadinessGroupTests {
    /// A group holding one end of a fresh socket pair, the pair, and a way to close all three.
    struct Fixture {
        let group: ReadinessGroup
        let member: Int32
        let peer: Int32

        init() throws {
            let (member, peer) = try Posix.socketPair()
            self.member = member
            self.peer = peer
            group = try ReadinessGroup()
            try group.add(member)
        }

        func sendByte() throws {
            _ = try [UInt8(1)].withUnsafeBytes { try Posix.send(peer, $0) }
        }

        func close() {
            group.close()
            Posix.close(member)
            Posix.close(peer)
        }
    }

    @Test("the group is readable while a watched member has input, and not before")
    func readableWithInput() throws {
        let fixture = try Fixture()
        defer { fixture.close() }

        #expect(!Posix.hasPendingInput(fixture.group.descriptor), "readable with nothing sent")
        try fixture.sendByte()
        #expect(Posix.hasPendingInput(fixture.group.descriptor), "not readable with a byte waiting")
    }

    @Test("a member not watched leaves the group unreadable; watched again with input waiting, the group is readable at once")
    func unwatchedMember() throws {
        let fixture = try Fixture()
        defer { fixture.close() }

        try fixture.group.watch(fixture.member, false)
        try fixture.sendByte()
        #expect(!Posix.hasPendingInput(fixture.group.descriptor), "readable though its only member is not watched")
        #expect(Posix.hasPendingInput(fixture.member), "the member itself has the byte")

        try fixture.group.watch(fixture.member, true)
        #expect(Posix.hasPendingInput(fixture.group.descriptor), "not readable once the member with a byte waiting is watched again")
    }

    @Test("a member whose peer hung up makes the group readable")
    func hangUpIsReadable() throws {
        let fixture = try Fixture()
        defer {
            fixture.group.close()
            Posix.close(fixture.member)
        }

        Posix.close(fixture.peer)
        #expect(Posix.hasPendingInput(fixture.group.descriptor))
    }

    @Test("adding a member twice, or watching one never added, fails naming epoll_ctl and the error")
    func misuseFails() throws {
        let fixture = try Fixture()
        defer { fixture.close() }

        let twice = #expect(throws: SystemError.self) { try fixture.group.add(fixture.member) }
        #expect(twice?.call == "epoll_ctl")
        #expect(twice?.code == EEXIST)

        let stranger = #expect(throws: SystemError.self) { try fixture.group.watch(fixture.peer, true) }
        #expect(stranger?.call == "epoll_ctl")
        #expect(stranger?.code == ENOENT)
    }

    @Test("closing the group closes its descriptor and leaves its members open")
    func closeKeepsMembers() throws {
        let fixture = try Fixture()
        defer {
            Posix.close(fixture.member)
            Posix.close(fixture.peer)
        }

        fixture.group.close()

        #expect(fcntl(fixture.group.descriptor, F_GETFD) == -1)
        #expect(fcntl(fixture.member, F_GETFD) != -1)
    }

    @Test("the group's descriptor closes on exec")
    func closesOnExec() throws {
        let group = try ReadinessGroup()
        defer { group.close() }

        #expect(fcntl(group.descriptor, F_GETFD) & FD_CLOEXEC != 0)
    }
}
