import Foundation
@testable import JourneyScript
import SystemLayer
import Testing

@Suite("Reading a script file")
struct ScriptSourceTests {
    /// Writes `bytes` to a fresh file and returns its path; the caller removes it.
    private func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString).journey").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func problem(reading bytes: [UInt8]) throws -> ScriptError? {
        let path = try file(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try ScriptSource.read(path, file: "j.journey")
            return nil
        } catch {
            return error
        }
    }

    @Test("UTF-8 text is read whole, without a byte-order mark")
    func readsText() throws {
        let path = try file([0xEF, 0xBB, 0xBF] + Array("launch --locale ja\n# ショップ\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }

        #expect(try ScriptSource.read(path, file: "j.journey") == "launch --locale ja\n# ショップ\n")
    }

    @Test("a byte that is not UTF-8 is an error at its line and column that says so")
    func notUTF8() throws {
        let error = try #require(try problem(reading: Array("launch\n# café ".utf8) + [0xE9, 0x21, 0x0A]))

        #expect(error.problem == .notText(byte: 0xE9))
        #expect(error.line == 2)
        #expect(error.column == 8)
        #expect(error.description == "j.journey:2:8: error: the file is not UTF-8 text: byte 0xE9 here is not UTF-8; save the file as UTF-8")
    }

    @Test("a NUL byte marks a binary file")
    func binary() throws {
        let error = try #require(try problem(reading: [0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01]))

        #expect(error.problem == .notText(byte: 0))
        #expect(error.location == "j.journey:1:5")
        #expect(error.problem.description.hasPrefix("the file is not text: it holds a NUL byte (0x00) here"))
    }

    @Test("a file over 1 MiB is refused before it is read, saying how large it is")
    func tooLarge() throws {
        // A sparse 50 MB file: its size is set, nothing is written or read.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString).journey").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(truncate(path, 50_000_000) == 0)

        #expect(throws: ScriptError(file: "j.journey", line: 0, column: 0, problem: .fileTooLarge(bytes: 50_000_000, limit: 1 << 20))) {
            try ScriptSource.read(path, file: "j.journey")
        }
        #expect(
            ScriptError.Problem.fileTooLarge(bytes: 50_000_000, limit: 1 << 20).description
                == "the file holds 50.0 MB; a journey or configurations file may hold at most 1 MiB: is it the right file?")
    }

    @Test("a file of exactly 1 MiB is read; one byte more is refused", arguments: [0, 1])
    func limitIsExact(over: Int) throws {
        let path = try file(Array(repeating: UInt8(ascii: "#"), count: (1 << 20) + over))
        defer { try? FileManager.default.removeItem(atPath: path) }

        let read = Result { () throws(ScriptError) in try ScriptSource.read(path, file: "j.journey") }

        if over == 0 {
            #expect(try read.get().utf8.count == 1 << 20)
        } else {
            #expect(throws: ScriptError(file: "j.journey", line: 0, column: 0, problem: .fileTooLarge(bytes: (1 << 20) + 1, limit: 1 << 20))) {
                try read.get()
            }
        }
    }

    @Test("a named pipe is refused without waiting for a writer, saying what it is")
    func namedPipe() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString).journey").path
        try Posix.makeNamedPipe(path)
        defer { try? FileManager.default.removeItem(atPath: path) }

        #expect(throws: ScriptError(file: "j.journey", line: 0, column: 0, problem: .notAFile(.pipe))) {
            try ScriptSource.read(path, file: "j.journey")
        }
        #expect(
            ScriptError.Problem.notAFile(.pipe).description
                == "cannot read the file: it is a named pipe, not a file; journeys and configurations are read from regular files only")
    }

    @Test("a path holding a NUL is refused, not read up to the NUL")
    func nulInPath() throws {
        let path = try file(Array("launch\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }

        #expect(throws: ScriptError.self) { try ScriptSource.read(path + "\u{0}.txt", file: "j.journey") }
    }
}
