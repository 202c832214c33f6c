import Glibc
import SystemLayer
import Testing

@Suite("Links, owners and positioned reads")
struct FileCallsTests {
    @Test("a symbolic link is made to a target that need not exist, and reads back as that target")
    func makesSymbolicLink() throws {
        let scratch = try ScratchDirectory()
        let link = scratch.path + "/link"

        try Posix.makeSymbolicLink(at: link, to: "/nonexistent/target")

        #expect(Posix.linkTarget(link) == "/nonexistent/target")
        #expect(Posix.fileInfo(link, followingLinks: false)?.kind == .symbolicLink)
    }

    @Test("a symbolic link where something is already throws SystemError naming symlink and EEXIST")
    func symbolicLinkOverExisting() throws {
        let scratch = try ScratchDirectory()

        #expect(throws: SystemError(call: "symlink", code: EEXIST)) {
            try Posix.makeSymbolicLink(at: scratch.path, to: "/dev/full")
        }
    }

    @Test("a directory given to another user is theirs; giving it back makes it this process's again")
    func changesOwner() throws {
        try #require(Posix.effectiveUserID == 0, "only root may give a file away")
        let scratch = try ScratchDirectory()
        let directory = scratch.path + "/theirs"
        try Posix.makeDirectory(directory)

        try Posix.changeOwner(of: directory, toUser: 65534, group: 65534)
        let given = Posix.fileInfo(directory)?.owner
        try Posix.changeOwner(of: directory, toUser: 0, group: 0)

        #expect(given == 65534)
        #expect(Posix.fileInfo(directory)?.owner == 0)
    }

    @Test("giving away a file that is not there throws SystemError naming chown and ENOENT")
    func changeOwnerOfMissingFile() throws {
        let scratch = try ScratchDirectory()

        #expect(throws: SystemError(call: "chown", code: ENOENT)) {
            try Posix.changeOwner(of: scratch.path + "/missing", toUser: 65534, group: 65534)
        }
    }

    @Test("a positioned write puts every byte at its offset, over what was there and past the end, and reads back")
    func positionedWrite() throws {
        let file = try Posix.makeMemoryFile(named: "written")
        defer { Posix.close(file) }
        try Posix.writeAll(file, Array("abcdef".utf8))

        try Posix.write(file, Array("XY".utf8), at: 1)
        try Posix.write(file, Array("zz".utf8), at: 7)

        var buffer = [UInt8](repeating: 0, count: 16)
        let count = try buffer.withUnsafeMutableBytes { try Posix.read(file, into: $0, at: 0) }
        #expect(Array(buffer[0..<count]) == Array("aXYdef".utf8) + [0] + Array("zz".utf8))
    }

    @Test("a memory file closes on exec, reads back what was written from any offset, and after a seek from there")
    func memoryFileReadsAtOffsets() throws {
        let file = try Posix.makeMemoryFile(named: "positioned")
        defer { Posix.close(file) }
        try Posix.writeAll(file, Array("abcdef".utf8))
        var buffer = [UInt8](repeating: 0, count: 16)

        let fromTwo = try buffer.withUnsafeMutableBytes { try Posix.read(file, into: $0, at: 2) }
        let fromTwoBytes = buffer[0..<fromTwo]
        let atEnd = try buffer.withUnsafeMutableBytes { try Posix.read(file, into: $0, at: 6) }
        let pastEnd = try buffer.withUnsafeMutableBytes { try Posix.read(file, into: $0, at: 7) }
        // The positioned reads left the position at the end, where the write put it.
        let beforeSeek = try Posix.read(file, into: &buffer)
        try Posix.seek(file, to: 1)
        let afterSeek = try Posix.read(file, into: &buffer)

        #expect(fcntl(file, F_GETFD) & FD_CLOEXEC != 0)
        #expect(Posix.fileInfo(of: file)?.isRegularFile == true)
        #expect(String(decoding: fromTwoBytes, as: UTF8.self) == "cdef")
        #expect(atEnd == 0 && pastEnd == 0)
        #expect(beforeSeek == 0)
        #expect(String(decoding: buffer[0..<afterSeek], as: UTF8.self) == "bcdef")
    }

    @Test("a positioned read or a seek of a pipe throws SystemError naming pread or lseek and ESPIPE")
    func pipeHasNoPosition() throws {
        let pipe = try Posix.pipe()
        defer { Posix.close(pipe.read); Posix.close(pipe.write) }
        var buffer = [UInt8](repeating: 0, count: 4)

        #expect(throws: SystemError(call: "pread", code: ESPIPE)) {
            try buffer.withUnsafeMutableBytes { try Posix.read(pipe.read, into: $0, at: 0) }
        }
        #expect(throws: SystemError(call: "lseek", code: ESPIPE)) { try Posix.seek(pipe.read, to: 0) }
    }
}
