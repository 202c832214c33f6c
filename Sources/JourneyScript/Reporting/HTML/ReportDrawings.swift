import JourneyTrace
import TerminalEmulator

/// What the report's page draws its screens from, written beside the report's data:
/// every screen the traces keep and every frame of their recordings (played through the
/// emulator here, not in the page), each row laid out in columns with its colours looked
/// up, so the page only places what it is given. Rows and screens that repeat are kept once.
struct ReportDrawings: Encodable {
    /// A screen: its size and its rows, as indices into `rows`.
    struct Screen: Hashable, Encodable {
        /// Columns.
        var w: Int
        /// Rows.
        var h: Int
        /// Each row's index in the drawings' `rows`, top to bottom.
        var r: [Int]
    }

    /// A recording as the player shows it.
    struct Recording: Encodable {
        /// The time of its last output, in milliseconds.
        var duration: Int
        /// `[milliseconds, screen]`: the screen (an index into `screens`) shown from that time on.
        var frames: [[Int]]
        /// How many output events the recording has.
        var outputs: Int
        /// Whether the screens after some outputs were left out (see `RecordingPlayback`).
        var sampled: Bool
    }

    /// Every distinct row, as its drawn stretches.
    private(set) var rows: [[DrawnSegment]] = []
    /// Every distinct screen.
    private(set) var screens: [Screen] = []
    /// The screen of each key of the report's store.
    private(set) var stored: [String: Int] = [:]
    /// The recording of each run that has one, by `journey.run` (both from 0).
    private(set) var recordings: [String: Recording] = [:]

    private var rowIndex: [[DrawnSegment]: Int] = [:]
    private var screenIndex: [Screen: Int] = [:]
    private let palette: Palette

    private enum CodingKeys: String, CodingKey {
        case rows, screens, stored, recordings
    }

    /// The drawings of `data`'s screens and recordings, in `palette`'s colours.
    init(_ data: ReportData, palette: Palette = .xterm) {
        self.palette = palette
        for key in data.store.screens.keys.sorted() {
            if let screen = data.store.screens[key] { stored[key] = add(screen) }
        }
        for (journeyIndex, journey) in data.journeys.enumerated() {
            for (runIndex, run) in journey.runs.enumerated() {
                guard let recording = run.trace.recording else { continue }
                let playback = RecordingPlayback(asciicast: recording.asciicast)
                recordings["\(journeyIndex).\(runIndex)"] = Recording(
                    duration: playback.durationMilliseconds, frames: playback.frames.map { [$0.milliseconds, add($0.screen)] },
                    outputs: playback.outputCount, sampled: playback.isSampled)
            }
        }
    }

    /// Adds `screen` and returns its index in `screens`.
    mutating func add(_ screen: TraceScreen) -> Int {
        let drawn = Screen(
            w: screen.width, h: screen.height,
            r: (0..<screen.height).map { add(row: DrawnSegment.segments(of: screen, row: $0, palette: palette)) })
        if let index = screenIndex[drawn] { return index }
        screenIndex[drawn] = screens.count
        screens.append(drawn)
        return screens.count - 1
    }

    private mutating func add(row: [DrawnSegment]) -> Int {
        if let index = rowIndex[row] { return index }
        rowIndex[row] = rows.count
        rows.append(row)
        return rows.count - 1
    }
}
