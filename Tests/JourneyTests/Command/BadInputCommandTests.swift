import Foundation
import DriverTesting
import SystemLayer
import Testing

/// Files no journey would be: huge, binary, not UTF-8, thousands of lines of noise, a
/// named pipe or a device; standard input past the limit, or one runaway line. Each gets
/// a short, clear answer at once, and nothing runs.
@Suite("journey command on bad input", .timeLimit(.minutes(3)), .hangReport)
struct BadInputCommandTests {
    /// `count` bytes from a fixed-seed generator, so a failure can be reproduced.
    private static func noise(_ count: Int, seed: UInt64, from alphabet: [UInt8]? = nil) -> Data {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: count)
        for index in bytes.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = UInt8(truncatingIfNeeded: state >> 33)
            bytes[index] = alphabet.map { $0[Int(value) % $0.count] } ?? value
        }
        return Data(bytes)
    }

    @Test("a 10 MB file of random bytes is refused at once, in one line that says how large it is")
    func tenMegabytesOfNoise() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/sign-in.journey", SampleJourneys.signIn)
        try Self.noise(10_000_000, seed: 1).write(to: URL(fileURLWithPath: folder.path + "/journeys/noise.journey"))

        let output = try await JourneyExecutable.run(["run", "journeys"], in: folder)

        #expect(output.status == 2)
        #expect(
            output.standardError == """
                journeys/noise.journey: error: the file holds 10.0 MB; a journey or configurations file may hold at most 1 MiB: is it the right file?

                1 script error; no journey was run.

                """)
        #expect(output.standardOutput.isEmpty)
    }

    @Test("a megabyte of printable noise lists 20 errors, counts the rest, and prints under 16 KB")
    func megabyteOfTextNoise() async throws {
        let folder = try TemporaryFolder()
        let alphabet = Array(" \"#()*.:=[]\\abcdefghijklmnopqrstuvwxyz0123456789\n".utf8)
        try Self.noise(1_000_000, seed: 2, from: alphabet).write(to: URL(fileURLWithPath: folder.path + "/noise.journey"))

        let output = try await JourneyExecutable.run(["run", "noise.journey"], in: folder)

        #expect(output.status == 2)
        #expect(output.standardError.components(separatedBy: ": error: ").count - 1 == 20)
        #expect(output.standardError.contains("(only the first 20 are listed)\n\n"))
        #expect(output.standardError.utf8.count < 16_384)
    }

    @Test("a file that is not UTF-8 says so, at the first bad byte")
    func notUTF8() async throws {
        let folder = try TemporaryFolder()
        try Data(Array("launch --uitesting\n# caf".utf8) + [0xE9] + Array("\n".utf8)).write(to: URL(fileURLWithPath: folder.path + "/latin1.journey"))

        let output = try await JourneyExecutable.run(["run", "latin1.journey"], in: folder)

        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("latin1.journey:2:6: error: the file is not UTF-8 text: byte 0xE9 here is not UTF-8; save the file as UTF-8\n"))
    }

    @Test("a named pipe is refused at once, without waiting for a writer, naming it and what it is")
    func namedPipe() async throws {
        let folder = try TemporaryFolder()
        try Posix.makeNamedPipe(folder.path + "/pipe.journey")

        let output = try await JourneyExecutable.run(["run", "pipe.journey"], in: folder)

        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("pipe.journey: error: cannot read the file: it is a named pipe, not a file"), "\(output.standardError)")
        #expect(output.standardOutput.isEmpty)
    }

    @Test("a device is refused at once, naming it and what it is, before anything is read from it")
    func device() async throws {
        let folder = try TemporaryFolder()

        let output = try await JourneyExecutable.run(["list", "/dev/zero"], in: folder)

        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("/dev/zero: error: cannot read the file: it is a character device, not a file"), "\(output.standardError)")
    }

    @Test("paths on standard input may take 1 MiB exactly; one byte more is refused in one short line", arguments: [0, 1])
    func standardInputLimit(over: Int) async throws {
        let folder = try TemporaryFolder()
        try folder.write("sign-in.journey", SampleJourneys.signIn)
        let paths = "sign-in.journey\n"
        let input = paths + String(repeating: "\n", count: (1 << 20) - paths.utf8.count + over)

        let output = try await JourneyExecutable.run(["list", "-"], in: folder, input: input)

        if over == 0 {
            #expect(output.status == 0, "\(output.standardError)")
        } else {
            #expect(output.status == 2)
            #expect(output.standardError.contains("standard input holds more than 1 MiB"), "\(output.standardError.prefix(300))")
            #expect(output.standardError.utf8.count < 300)
        }
    }

    @Test("50 MB of one line on standard input is refused once 1 MiB is passed, in one short line")
    func runawayStandardInput() async throws {
        let folder = try TemporaryFolder()

        let output = try await JourneyExecutable.run(["list", "-"], in: folder, input: String(repeating: "a", count: 50_000_000))

        #expect(output.status == 2)
        #expect(output.standardError.contains("standard input holds more than 1 MiB"), "\(output.standardError.prefix(300))")
        #expect(output.standardError.utf8.count < 300)
    }

    @Test("a path of a million characters is named by an excerpt, not whole")
    func runawayPath() async throws {
        let folder = try TemporaryFolder()

        let output = try await JourneyExecutable.run(["list", "-"], in: folder, input: String(repeating: "a", count: 1_000_000) + "\n")

        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("error: no such file or folder: aaaa"), "\(output.standardError.prefix(300))")
        #expect(output.standardError.contains("…"))
        #expect(output.standardError.utf8.count < 400)
    }
}
