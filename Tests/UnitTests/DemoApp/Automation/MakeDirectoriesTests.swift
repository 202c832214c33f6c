@testable import AppAutomation
import Glibc
import Testing

@Suite("Making directories")
struct MakeDirectoriesTests {
    /// Creates a one-byte file at `path`.
    func makeFile(_ path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0, "created \(path)")
        defer { close(descriptor) }
        try #require(POSIX.writeAll(descriptor, [1]))
    }

    @Test("missing directories are made, parents first, each private to its owner")
    func makesMissingParents() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path + "/a/b/c"

        try POSIX.makeDirectories(path)

        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR)
        #expect(info.st_mode & 0o777 == 0o700)
        #expect(rmdir(path) == 0 && rmdir(scratch.path + "/a/b") == 0 && rmdir(scratch.path + "/a") == 0)
    }

    @Test("a directory that is already there is kept as it is")
    func keepsExistingDirectory() throws {
        let scratch = try ScratchDirectory()
        let marker = scratch.path + "/marker"
        try makeFile(marker)

        try POSIX.makeDirectories(scratch.path)

        #expect(access(marker, F_OK) == 0)
    }

    @Test("a file where a directory should be is refused, naming the path")
    func refusesFileInTheWay() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path + "/file"
        try makeFile(path)

        #expect {
            try POSIX.makeDirectories(path)
        } throws: { error in
            (error as? SystemCallError)?.description.contains(path) == true
        }
    }
}
