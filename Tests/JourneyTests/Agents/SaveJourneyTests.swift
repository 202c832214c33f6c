import AgentServer
import DriverTesting
import Foundation
import SystemLayer
import Testing

/// `save_journey` writes a new file, or one it wrote itself, whole; it replaces a file
/// it did not write only when told to, keeping its permissions, and never writes
/// through a link, into a device, a pipe or a folder, or at a path the system would cut.
@Suite("save_journey replaces nothing it was not told to", .timeLimit(.minutes(2)), .hangReport)
struct SaveJourneyTests {
    /// What a path names before `save_journey` is called on it.
    enum Occupant: String, CustomStringConvertible, CaseIterable, Sendable {
        case namedPipe = "a named pipe"
        case folder = "a folder"
        case deviceNode = "the device node /dev/null"

        var description: String { rawValue }

        /// Makes it in `folder` (the device node is the system's own) and returns its path.
        func make(in folder: TemporaryFolder) throws -> String {
            switch self {
            case .namedPipe:
                try Posix.makeNamedPipe(folder.path + "/pipe.journey")
                return folder.path + "/pipe.journey"
            case .folder:
                try FileManager.default.createDirectory(atPath: folder.path + "/folder.journey", withIntermediateDirectories: false)
                return folder.path + "/folder.journey"
            case .deviceNode:
                return "/dev/null"
            }
        }

        /// What the refusal calls it.
        var named: String {
            switch self {
            case .namedPipe: "a named pipe"
            case .folder: "a folder"
            case .deviceNode: "a character device"
            }
        }

        /// What `stat` finds there once it was made.
        var kind: FileInfo.Kind {
            switch self {
            case .namedPipe: .pipe
            case .folder: .directory
            case .deviceNode: .characterDevice
            }
        }
    }

    /// A server working in `folder`, with a program session `s1` open.
    private static func server(in folder: TemporaryFolder) async throws -> AgentServer {
        let server = AgentServer(currentDirectory: folder.path)
        let started = try await callTool(server, "run_program", ["command": "cat"])
        try #require(!started.isError, "\(started.text)")
        return server
    }

    private static func permissions(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test("a file the server did not write is refused without overwrite, and left as it was, permissions and all")
    func someoneElsesFileIsKept() async throws {
        let folder = try TemporaryFolder()
        try folder.write("mine.journey", "launch --uitesting\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path + "/mine.journey")
        let server = try await Self.server(in: folder)

        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": "mine.journey"])

        #expect(saved.isError)
        #expect(saved.text.contains(folder.path + "/mine.journey"), "\(saved.text)")
        #expect(saved.text.contains("\"overwrite\": true"), "\(saved.text)")
        #expect(try folder.read("mine.journey") == "launch --uitesting\n")
        #expect(try Self.permissions(folder.path + "/mine.journey") == 0o640)
        await server.closeAllSessions()
    }

    @Test("with overwrite, the file is replaced by the journey and keeps its permissions")
    func overwriteKeepsPermissions() async throws {
        let folder = try TemporaryFolder()
        try folder.write("mine.journey", "launch --uitesting\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path + "/mine.journey")
        let server = try await Self.server(in: folder)

        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": "mine.journey", "overwrite": true])

        #expect(!saved.isError, "\(saved.text)")
        #expect(try folder.read("mine.journey").contains("run \"cat\""))
        #expect(try Self.permissions(folder.path + "/mine.journey") == 0o640)
        await server.closeAllSessions()
    }

    @Test("a file the server wrote itself is written again without overwrite")
    func ownFileIsRewritten() async throws {
        let folder = try TemporaryFolder()
        let server = try await Self.server(in: folder)

        let first = try await callTool(server, "save_journey", ["session": "s1", "path": "cat.journey"])
        _ = try await callTool(server, "press", ["session": "s1", "key": "enter"])
        let second = try await callTool(server, "save_journey", ["session": "s1", "path": "cat.journey"])

        #expect(!first.isError, "\(first.text)")
        #expect(!second.isError, "\(second.text)")
        #expect(try folder.read("cat.journey").contains("press enter"))
        await server.closeAllSessions()
    }

    @Test("a symbolic link is refused, with or without overwrite, and the file it points to is left as it was", arguments: [false, true])
    func symbolicLinksAreRefused(overwrite: Bool) async throws {
        let folder = try TemporaryFolder()
        try folder.write("target.txt", "theirs\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.journey", withDestinationPath: folder.path + "/target.txt")
        let server = try await Self.server(in: folder)

        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": "link.journey", "overwrite": .bool(overwrite)])

        #expect(saved.isError)
        #expect(saved.text.contains("is a symbolic link"), "\(saved.text)")
        #expect(try folder.read("target.txt") == "theirs\n")
        #expect(Posix.fileInfo(folder.path + "/link.journey", followingLinks: false)?.kind == .symbolicLink)
        await server.closeAllSessions()
    }

    @Test("a device node, a named pipe or a folder is refused, even with overwrite, and left as it was", arguments: Occupant.allCases)
    func specialFilesAreRefused(occupant: Occupant) async throws {
        let folder = try TemporaryFolder()
        let path = try occupant.make(in: folder)
        let server = try await Self.server(in: folder)

        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": .string(path), "overwrite": true])

        #expect(saved.isError)
        #expect(saved.text.contains("\(path) is \(occupant.named)"), "\(saved.text)")
        #expect(Posix.fileInfo(path, followingLinks: false)?.kind == occupant.kind)
        await server.closeAllSessions()
    }

    @Test("a NUL in the path is refused, and nothing is written at the path before it")
    func nulInPathIsRefused() async throws {
        let folder = try TemporaryFolder()
        let server = try await Self.server(in: folder)

        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": "cut.journey\u{0}.txt"])

        #expect(saved.isError)
        #expect(saved.text.contains("NUL"), "\(saved.text)")
        #expect(!folder.contains("cut.journey"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        await server.closeAllSessions()
    }

    @Test("the answer names the file written, which holds the journey the answer shows, and no temporary file is left")
    func answerNamesTheFileWritten() async throws {
        let folder = try TemporaryFolder()
        let server = try await Self.server(in: folder)

        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": "./cat.journey"])

        let lines = saved.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!saved.isError, "\(saved.text)")
        #expect(lines.first == "saved to \(folder.path)/cat.journey")
        #expect(saved.text.hasSuffix("\n\n" + (try folder.read("cat.journey"))))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cat.journey"])
        await server.closeAllSessions()
    }
}
