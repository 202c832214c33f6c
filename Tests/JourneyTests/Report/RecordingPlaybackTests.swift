import Foundation
import JourneyTrace
import TerminalEmulator
import Testing

@testable import JourneyScript

/// The report writer plays a recording through the emulator and keeps the screens the
/// page's player shows: one after each output, each kept once, capped.
@Suite("Recordings played for the report")
struct RecordingPlaybackTests {
    /// An asciicast of `events` (`[seconds, kind, data]`) on a terminal of `width` × `height`.
    static func asciicast(_ events: [(Double, String, String)], width: Int = 10, height: Int = 2) throws -> String {
        let lines = try events.map { seconds, kind, data in
            "[\(seconds), \"\(kind)\", " + String(decoding: try JSONEncoder().encode(data), as: UTF8.self) + "]"
        }
        return (["{\"version\": 2, \"width\": \(width), \"height\": \(height)}"] + lines).joined(separator: "\n") + "\n"
    }

    /// The emulator's screen after `outputs`, as a trace keeps it.
    static func screen(after outputs: [String], width: Int = 10, height: Int = 2) -> TraceScreen {
        var emulator = Emulator(columns: width, rows: height)
        for output in outputs { emulator.feed(output) }
        return TraceScreen(emulator.screen)
    }

    @Test("each frame is the emulator's screen after the outputs up to its time, from a blank screen at 0 ms")
    func framesAreTheEmulatorsScreens() throws {
        let cast = try Self.asciicast([(0.25, "o", "中✅"), (0.5, "i", "x"), (1.0, "o", "\u{1B}[31me\u{301}")])

        let playback = RecordingPlayback(asciicast: cast)

        #expect(playback.frames.map(\.milliseconds) == [0, 250, 1_000])
        #expect(playback.frames.map(\.screen) == [Self.screen(after: []), Self.screen(after: ["中✅"]), Self.screen(after: ["中✅", "\u{1B}[31me\u{301}"])])
        #expect(playback.durationMilliseconds == 1_000)
        #expect(playback.outputCount == 2)
        #expect(!playback.isSampled)
    }

    @Test("an output that leaves the screen as it was adds no frame; outputs at the same time make one")
    func identicalFramesAreKeptOnce() throws {
        let cast = try Self.asciicast([(0.1, "o", "a"), (0.2, "o", "\u{1B}[1;2H"), (0.3, "o", "b"), (0.3, "o", "c")])

        let playback = RecordingPlayback(asciicast: cast)

        #expect(playback.frames.map(\.milliseconds) == [0, 100, 300])
        #expect(playback.frames.last?.screen.rows.first == "abc")
    }

    @Test("a resize changes the size the following frames are drawn at")
    func resizeIsPlayed() throws {
        let cast = try Self.asciicast([(0.1, "o", "a"), (0.2, "r", "6x3"), (0.3, "o", "b")])

        let playback = RecordingPlayback(asciicast: cast)

        #expect(playback.frames.last.map { [$0.screen.width, $0.screen.height] } == [6, 3])
    }

    @Test("a header without a size is played on 80 columns and 24 rows, and one with a size on its own")
    func headerSizeAndItsDefault() throws {
        let sized = try Self.asciicast([(0.1, "o", "a")], width: 100, height: 30)
        let unsized = "{\"version\": 2}\n[0.1, \"o\", \"a\"]\n"

        let playedSized = RecordingPlayback(asciicast: sized)
        let playedUnsized = RecordingPlayback(asciicast: unsized)

        #expect(playedSized.frames.map { [$0.screen.width, $0.screen.height] } == [[100, 30], [100, 30]])
        #expect(playedUnsized.frames.map { [$0.screen.width, $0.screen.height] } == [[80, 24], [80, 24]])
        #expect(playedUnsized.frames.last?.screen == Self.screen(after: ["a"], width: 80, height: 24))
    }

    @Test("past the cap the frames are spread over the recording, the first and last outputs among them, and it says so")
    func capSpreadsFrames() throws {
        let cast = try Self.asciicast((0..<10).map { (Double($0 + 1) / 10, "o", "\($0)") })

        let capped = RecordingPlayback(asciicast: cast, maximumFrames: 4)
        let atCap = RecordingPlayback(asciicast: cast, maximumFrames: 10)

        #expect(capped.frames.map(\.milliseconds) == [0, 100, 400, 700, 1_000])
        #expect(capped.frames.last?.screen.rows.first == "0123456789")
        #expect(capped.isSampled)
        #expect(atCap.frames.count == 11)
        #expect(!atCap.isSampled)
        #expect(RecordingPlayback.keptOutputs(of: 3, maximum: 3) == [0, 1, 2])
        #expect(RecordingPlayback.keptOutputs(of: 7, maximum: 1) == [6])
    }
}
