import Glibc
import SystemLayer
import Testing

@Suite("Making directories")
struct MakeDirectoriesTests {
    /// A fresh folder under /tmp, and the paths made in it, removed deepest first.
    final class Scratch {
        let path: String
        var made: [String] = []
        init() throws { path = try Posix.makeTemporaryDirectory("/tmp/make-directories-XXXXXX") }
        deinit {
            for path in made.reversed() { _ = unlink(path); _ = rmdir(path) }
            rmdir(path)
        }
    }

    /// Creates a one-byte file at `path`.
    func makeFile(_ path: String) throws {
        let descriptor = try Posix.open(path, [.writeOnly, .create], permissions: 0o600)
        defer { Posix.close(descriptor) }
        try Posix.writeAll(descriptor, [1])
    }

    @Test("missing directories are made, parents first, each with the permissions asked for")
    func makesMissingParents() throws {
        let scratch = try Scratch()
        scratch.made = ["/a", "/a/b", "/a/b/c"].map { scratch.path + $0 }

        try Posix.makeDirectories(scratch.path + "/a/b/c", permissions: 0o700)

        for path in scratch.made {
            var info = stat()
            #expect(stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR, "\(path)")
            #expect(info.st_mode & 0o777 == 0o700, "\(path)")
        }
    }

    @Test("a directory that is already there is kept as it is, whatever its permissions")
    func keepsExistingDirectory() throws {
        let scratch = try Scratch()
        let marker = scratch.path + "/marker"
        try makeFile(marker)
        scratch.made = [marker]

        try Posix.makeDirectories(scratch.path, permissions: 0o755)

        #expect(Posix.fileInfo(marker)?.isRegularFile == true)
        var info = stat()
        #expect(stat(scratch.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
    }

    @Test(
        "a file where a directory should be is refused as a wrong kind of file, at the path or in a parent",
        arguments: ["/file", "/file/below"])
    func refusesFileInTheWay(below: String) throws {
        let scratch = try Scratch()
        try makeFile(scratch.path + "/file")
        scratch.made = [scratch.path + "/file"]

        #expect {
            try Posix.makeDirectories(scratch.path + below, permissions: 0o700)
        } throws: { error in
            (error as? SystemError)?.wrongKindOfFile == true
        }
    }
}
