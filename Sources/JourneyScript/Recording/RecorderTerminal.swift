import ScreenModel
import Synchronization
import SystemLayer

/// The person's terminal while a recording runs: raw mode on the alternate screen with
/// mouse presses reported, the app's screen drawn over all rows but the last, and the
/// recorder's status on the last. Everything is put back by `restore()`.
final class RecorderTerminal: Sendable {
    private let input: Int32
    private let output: Int32
    private let saved = Mutex<RawTerminalMode?>(nil)
    private let lastFrame = Mutex<[String]>([])
    /// Written to end the reading thread's wait for input.
    private let wakePipe: (read: Int32, write: Int32)

    /// Takes over `input` and `output` (standard input and output unless told).
    ///
    /// - Throws: `UsageError.unreadableInput` when `input` is not a terminal.
    init(input: Int32 = Posix.standardInput, output: Int32 = Posix.standardOutput) throws(UsageError) {
        guard Posix.isTerminal(input) else {
            throw .unreadableInput(path: "standard input", reason: "journey record needs a terminal: run it in one, not with its input redirected")
        }
        let descriptors: (read: Int32, write: Int32)
        do throws(SystemError) {
            descriptors = try Posix.pipe()
        } catch {
            throw .unreadableInput(path: "standard input", reason: "cannot make a pipe: \(error.reason)")
        }
        self.input = input
        self.output = output
        wakePipe = descriptors
    }

    deinit {
        Posix.close(wakePipe.read)
        Posix.close(wakePipe.write)
    }

    /// The terminal's size in cells, or 80x24 when it cannot say.
    var size: Size {
        guard let size = PseudoTerminal.size(of: output), size.columns > 0, size.rows > 0 else { return Size(width: 80, height: 24) }
        return Size(width: size.columns, height: size.rows)
    }

    /// Raw mode, the alternate screen, mouse presses reported (SGR), the cursor hidden.
    func enter() {
        guard let mode = try? RawTerminalMode(input) else { return }
        saved.withLock { $0 = mode }
        write("\u{1B}[?1049h\u{1B}[2J\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?25l")
    }

    /// Puts the terminal back as `enter()` found it.
    func restore() {
        write("\u{1B}[?1000l\u{1B}[?1006l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        saved.withLock { mode in
            mode?.leave()
            mode = nil
        }
    }

    /// Draws `tree` over the top rows and `status` on the last, rewriting only the rows
    /// that changed; the cursor shows where typing lands.
    func draw(_ tree: ElementTree?, status: String) {
        let size = size
        var frame: [String] = []
        if let tree {
            let grid = ScreenRenderer.grid(for: tree)
            for row in grid.rows.prefix(size.height - 1) {
                var line = ""
                var style: CellStyle = []
                for cell in row.prefix(size.width) {
                    guard let character = cell.character else { continue }
                    if cell.style != style {
                        line += Self.sgr(cell.style)
                        style = cell.style
                    }
                    line.append(character)
                }
                frame.append(line + "\u{1B}[0m")
            }
        }
        draw(frame, caret: tree.flatMap(ScreenRenderer.caret(in:)), status: status, size: size)
    }

    /// Draws a program's screen (plain text) over the top rows, with its cursor, and `status` on the last.
    func draw(lines: [String], cursor: Point?, status: String) {
        let size = size
        draw(lines.prefix(size.height - 1).map { String($0.prefix(size.width)) }, caret: cursor, status: status, size: size)
    }

    private func draw(_ rows: [String], caret: Point?, status: String, size: Size) {
        var frame = rows
        while frame.count < size.height - 1 { frame.append("") }
        frame.append("\u{1B}[7m" + status.padded(toTerminalWidth: size.width) + "\u{1B}[0m")
        var text = "\u{1B}[?25l"
        lastFrame.withLock { last in
            for (y, line) in frame.enumerated() where y >= last.count || last[y] != line {
                text += "\u{1B}[\(y + 1);1H\u{1B}[2K" + line
            }
            last = frame
        }
        if let caret, caret.y < size.height - 1 {
            text += "\u{1B}[\(caret.y + 1);\(caret.x + 1)H\u{1B}[?25h"
        }
        write(text)
    }

    /// Forgets what was drawn, so the next `draw` writes every row (after a resize).
    func invalidate() {
        lastFrame.withLock { $0 = [] }
        write("\u{1B}[2J")
    }

    /// Reads input on a thread of its own and hands each read's bytes to `receive`,
    /// until input ends or `stopReading()` is called; then calls `receive` with nil.
    func startReading(_ receive: @escaping @Sendable ([UInt8]?) -> Void) {
        let input = input, wake = wakePipe.read
        do throws(SystemError) {
            try SystemThread.startDetached(reusingIdle: false) { Self.readLoop(input: input, wake: wake, receive) }
        } catch {
            receive(nil)
        }
    }

    /// Ends the reading thread's wait; it calls `receive(nil)` and stops.
    func stopReading() {
        try? Posix.writeAll(wakePipe.write, [1])
    }

    private static func readLoop(input: Int32, wake: Int32, _ receive: @escaping @Sendable ([UInt8]?) -> Void) {
        DescriptorLoop.run(InputReader(input: input, wake: wake, receive: receive))
        receive(nil)
    }

    /// Writes `text` to the terminal, all of it.
    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            guard let written = bytes.withUnsafeBytes({ try? Posix.write(output, $0) }), written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    private static func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.contains(.bold) { codes.append("1") }
        if style.contains(.dim) { codes.append("2") }
        if style.contains(.underline) { codes.append("4") }
        if style.contains(.inverse) { codes.append("7") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

/// The reading thread's side of its loop: hands each read of the input to `receive`
/// until the input ends, the wake pipe says stop, or the wait fails.
private final class InputReader: DescriptorLoopHandler {
    private let input: Int32
    private let wake: Int32
    private let receive: @Sendable ([UInt8]?) -> Void
    private var buffer = [UInt8](repeating: 0, count: 4096)

    init(input: Int32, wake: Int32, receive: @escaping @Sendable ([UInt8]?) -> Void) {
        self.input = input
        self.wake = wake
        self.receive = receive
    }

    /// The wake pipe first: once it speaks, input is no longer read.
    func prepare(_ watch: inout DescriptorWatch) -> Monotonic? {
        watch.watch(wake, for: .input)
        watch.watch(input, for: .input)
        return nil
    }

    func handle(_ ready: PollDescriptor) -> DescriptorVerdict<Void> {
        if ready.descriptor == wake { return .stop(()) }
        guard let count = try? Posix.read(input, into: &buffer), count > 0 else { return .stop(()) }
        receive(Array(buffer[0..<count]))
        return .keep
    }

    func waitFailed(_ error: SystemError) {}
}
