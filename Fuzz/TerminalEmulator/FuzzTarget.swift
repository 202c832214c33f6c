// libFuzzer's entry point for the terminal emulator, built by Scripts/fuzz-terminal with
// `swiftc -sanitize=fuzzer,address` together with TerminalEmulator's sources. The first
// bytes of an input choose the screen size and how the rest is cut into chunks; the
// rest is fed as a program's output, with a resize now and then, and every way of
// reading the screen is exercised. Any crash, hang, broken invariant or runaway
// allocation fails the run.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalEmulator(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard input.count >= 3 else { return 0 }
    var emulator = Emulator(columns: 1 + Int(input[0]) % 132, rows: 1 + Int(input[1]) % 60, scrollbackLimit: 200)
    let chunking = Int(input[2])
    var offset = 3
    var round = 0
    while offset < input.count {
        // Chunks of 1 to 64 bytes, or everything at once, so sequences split anywhere.
        let length = chunking == 0 ? input.count - offset : 1 + (chunking &* (round + 7)) % 64
        let end = min(input.count, offset + length)
        emulator.feed(UnsafeBufferPointer(rebasing: input[offset..<end]))
        if chunking % 5 == 1 && round % 3 == 2 {
            emulator.resize(columns: 1 + (Int(input[offset]) * 7 + round) % 132, rows: 1 + (Int(input[end - 1]) + round) % 60)
        }
        let cursor = emulator.screen.cursor
        precondition(cursor.x >= 0 && cursor.x < emulator.columns && cursor.y >= 0 && cursor.y < emulator.rows, "cursor off the screen")
        _ = emulator.takeReplies()
        offset = end
        round += 1
    }
    let screen = emulator.screen
    check(screen)
    _ = screen.text
    _ = screen.scrollback
    _ = screen.find("a")
    // The slow readers (pictures, style runs, regular expressions) for one input in 8.
    if input[0] % 8 == 0 {
        _ = screen.framed
        _ = screen.styleSummary
        _ = screen.svg()
        _ = screen.firstMatch(of: twoVisibleCharacters)
    }
    return 0
}

/// What every screen promises, whatever it was fed.
private func check(_ screen: TerminalScreen) {
    precondition(screen.cursor.x >= 0 && screen.cursor.x < screen.columns, "cursor column \(screen.cursor.x) off a \(screen.columns)-column screen")
    precondition(screen.cursor.y >= 0 && screen.cursor.y < screen.rows, "cursor row \(screen.cursor.y) off a \(screen.rows)-row screen")
    precondition(screen.lines.count == screen.rows)
    precondition(screen.scrollback.count <= 200)
    precondition(screen.grid.count == screen.rows)
    for (y, line) in screen.grid.enumerated() {
        precondition(line.cells.count == screen.columns, "row \(y) is \(line.cells.count) cells wide")
        var x = 0
        while x < screen.columns {
            // A wide character's second half follows it, and only it.
            if line.cells[x].width == 2 {
                precondition(x + 1 < screen.columns && line.cells[x + 1].width == 0, "wide character at \(x),\(y) without its second half")
                x += 2
            } else {
                precondition(line.cells[x].width == 1, "a lone second half at \(x),\(y)")
                x += 1
            }
        }
    }
}

/// A regular expression to search every screen with.
nonisolated(unsafe) private let twoVisibleCharacters = try! Regex("[^ ]{2}")
