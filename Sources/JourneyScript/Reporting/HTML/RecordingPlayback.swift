import Foundation
import JourneyTrace
import TerminalEmulator

/// An asciicast v2 recording played through the terminal emulator: the screen after
/// its output events, at their times, which the report's player shows as they are.
///
/// Frames that show the same screen as the one before are kept once, at the earlier
/// time. A recording of more than `maximumFrames` output events keeps the screens after
/// that many of them, spread evenly over the recording, the last always among them.
struct RecordingPlayback {
    /// The screen shown from a time on.
    struct Frame: Equatable {
        /// When it appears, in milliseconds since the recording started.
        var milliseconds: Int
        /// What the terminal showed then.
        var screen: TraceScreen
    }

    /// The most output events a recording keeps a screen after.
    static let maximumFrames = 1_000

    /// The screens in time order, the first the blank terminal at 0 ms.
    private(set) var frames: [Frame]
    /// How many output events the recording has.
    private(set) var outputCount = 0
    /// The time of its last output, in milliseconds.
    private(set) var durationMilliseconds = 0
    /// Whether screens after some output events were left out to stay within the cap.
    private(set) var isSampled = false

    /// Plays `asciicast` (a header line, then `[seconds, kind, data]` lines; output is
    /// fed to the emulator, resizes resize it, input is left out).
    init(asciicast: String, maximumFrames: Int = Self.maximumFrames) {
        let lines = asciicast.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        let header = lines.first.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] } ?? [:]
        let events: [(seconds: Double, kind: String, data: String)] = lines.dropFirst().compactMap { line in
            guard let array = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], array.count >= 3,
                let seconds = (array[0] as? NSNumber)?.doubleValue, let kind = array[1] as? String, let data = array[2] as? String
            else { return nil }
            return (seconds, kind, data)
        }
        let outputs = events.filter { $0.kind == "o" }.count
        let kept = Self.keptOutputs(of: outputs, maximum: max(1, maximumFrames))
        var emulator = Emulator(columns: header["width"] as? Int ?? 80, rows: header["height"] as? Int ?? 24, scrollbackLimit: 0)
        frames = [Frame(milliseconds: 0, screen: TraceScreen(emulator.screen))]
        var ordinal = 0
        for event in events {
            switch event.kind {
            case "o":
                emulator.feed(event.data)
                _ = emulator.takeReplies()
                let milliseconds = Int((event.seconds * 1_000).rounded())
                if kept.contains(ordinal) { add(Frame(milliseconds: milliseconds, screen: TraceScreen(emulator.screen))) }
                durationMilliseconds = milliseconds
                ordinal += 1
            case "r":
                let size = event.data.split(separator: "x").compactMap { Int($0) }
                if size.count == 2 { emulator.resize(columns: size[0], rows: size[1]) }
            default:
                break
            }
        }
        outputCount = outputs
        isSampled = kept.count < outputs
    }

    /// The output events, by their order among outputs, whose screens are kept: all of
    /// them up to `maximum`, else `maximum` spread evenly, the first and last among them.
    static func keptOutputs(of count: Int, maximum: Int) -> Set<Int> {
        guard count > maximum else { return Set(0..<count) }
        guard maximum > 1 else { return [count - 1] }
        return Set((0..<maximum).map { ($0 * (count - 1) + (maximum - 1) / 2) / (maximum - 1) })
    }

    /// Appends `frame`: a later screen at the same time replaces the one before, and a
    /// screen the same as the one before is not kept again.
    private mutating func add(_ frame: Frame) {
        if frames.last?.milliseconds == frame.milliseconds { frames.removeLast() }
        if frames.last?.screen != frame.screen { frames.append(frame) }
    }
}
