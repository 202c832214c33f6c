extension Emulator {
    /// Carries out a CSI sequence ending in `final`. Sequences it does not know, or
    /// with intermediates or markers it does not expect, are ignored.
    mutating func dispatchCSI(_ final: UInt8) {
        parser.finishParameters()
        let marker = parser.privateMarker
        let intermediates = parser.intermediateCount > 2 ? 0xFFFF : parser.intermediates
        func count(_ index: Int = 0) -> Int { parser.parameter(index, default: 1) }

        // Most sequences have neither a marker nor intermediates: test that first.
        if marker != 0 || intermediates != 0 {
            dispatchMarkedCSI(final, marker: marker, intermediates: intermediates)
            return
        }
        switch final {
        case UInt8(ascii: "@"): insertBlanks(count())
        case UInt8(ascii: "A"): moveVertically(-count())
        case UInt8(ascii: "B"), UInt8(ascii: "e"): moveVertically(count())
        case UInt8(ascii: "C"), UInt8(ascii: "a"):
            x = min(x + count(), columns - 1); wrapPending = false
        case UInt8(ascii: "D"):
            x = max(x - count(), 0); wrapPending = false
        case UInt8(ascii: "E"): moveVertically(count()); x = 0
        case UInt8(ascii: "F"): moveVertically(-count()); x = 0
        case UInt8(ascii: "G"), UInt8(ascii: "`"):
            x = min(count() - 1, columns - 1); wrapPending = false
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            moveCursor(column: count(1) - 1, row: count(0) - 1)
        case UInt8(ascii: "I"): tabForward(count())
        case UInt8(ascii: "J"): eraseInDisplay(parser.rawParameter(0))
        case UInt8(ascii: "K"): eraseInLine(parser.rawParameter(0))
        case UInt8(ascii: "L"): insertLines(count())
        case UInt8(ascii: "M"): deleteLines(count())
        case UInt8(ascii: "P"): deleteCharacters(count())
        case UInt8(ascii: "S"): scrollUp(count())
        case UInt8(ascii: "T") where parser.parameters.count <= 1: scrollDown(count())
        case UInt8(ascii: "X"): eraseCharacters(count())
        case UInt8(ascii: "Z"): tabBackward(count())
        case UInt8(ascii: "b"): repeatLastCharacter(count())
        case UInt8(ascii: "c"):
            // Primary device attributes: a VT220 with ANSI colour.
            if parser.rawParameter(0) == 0 { send("\u{1B}[?62;22c") }
        case UInt8(ascii: "d"):
            let column = x
            moveCursor(column: column, row: count() - 1)
        case UInt8(ascii: "g"):
            switch parser.rawParameter(0) {
            case 0: tabStops[x] = false
            case 3: tabStops = Array(repeating: false, count: columns)
            default: break
            }
        case UInt8(ascii: "h"): setANSIModes(true)
        case UInt8(ascii: "l"): setANSIModes(false)
        case UInt8(ascii: "m"): selectGraphicRendition()
        case UInt8(ascii: "n"): reportStatus(parser.rawParameter(0))
        case UInt8(ascii: "r"): setScrollRegion(top: count(0), bottom: parser.parameter(1, default: rows))
        case UInt8(ascii: "s") where parser.parameters.isEmpty: saveCursor()
        case UInt8(ascii: "u") where parser.parameters.isEmpty: restoreCursor()
        case UInt8(ascii: "t"): windowOperation()
        default: break
        }
    }

    /// Carries out a CSI sequence with a private marker (`?`, `>`) or intermediates.
    private mutating func dispatchMarkedCSI(_ final: UInt8, marker: UInt8, intermediates: UInt16) {
        switch (marker, intermediates) {
        case (UInt8(ascii: "?"), 0):
            switch final {
            case UInt8(ascii: "h"): setPrivateModes(true)
            case UInt8(ascii: "l"): setPrivateModes(false)
            case UInt8(ascii: "J"): eraseInDisplay(parser.rawParameter(0))
            case UInt8(ascii: "K"): eraseInLine(parser.rawParameter(0))
            case UInt8(ascii: "n"): reportPrivateStatus(parser.rawParameter(0))
            default: break
            }
        case (UInt8(ascii: "?"), UInt16(UInt8(ascii: "$"))) where final == UInt8(ascii: "p"):
            reportPrivateMode(parser.rawParameter(0))
        case (0, UInt16(UInt8(ascii: "$"))) where final == UInt8(ascii: "p"):
            reportANSIMode(parser.rawParameter(0))
        case (UInt8(ascii: ">"), 0) where final == UInt8(ascii: "c"):
            // Secondary device attributes: a VT220, firmware 10. (An xterm version
            // would make some programs send queries only a real xterm answers.)
            if parser.rawParameter(0) == 0 { send("\u{1B}[>1;10;0c") }
        case (0, UInt16(UInt8(ascii: "!"))) where final == UInt8(ascii: "p"):
            softReset()
        default:
            // DECSCUSR (`CSI 2 SP q`), XTMODKEYS (`CSI > 4 ; 2 m`), the kitty keyboard
            // query (`CSI ? u`) and the rest: nothing to show.
            break
        }
    }

    /// DECSTBM: the scroll region from `top` to `bottom` (1-based, inclusive); the
    /// cursor goes home. An empty or inverted region is ignored.
    private mutating func setScrollRegion(top newTop: Int, bottom newBottom: Int) {
        let first = newTop - 1
        let last = min(newBottom, rows) - 1
        guard first < last else { return }
        top = first
        bottom = last
        moveCursor(column: 0, row: 0)
    }

    /// DSR: 5 reports "OK", 6 the cursor position.
    private mutating func reportStatus(_ request: Int) {
        switch request {
        case 5: send("\u{1B}[0n")
        case 6: send("\u{1B}[\(reportedRow + 1);\(x + 1)R")
        default: break
        }
    }

    /// DECXCPR (`CSI ? 6 n`) and the printer status (`CSI ? 15 n`).
    private mutating func reportPrivateStatus(_ request: Int) {
        switch request {
        case 6: send("\u{1B}[?\(reportedRow + 1);\(x + 1);1R")
        case 15: send("\u{1B}[?13n")
        default: break
        }
    }

    /// The cursor's row as reports give it: relative to the region in origin mode.
    private var reportedRow: Int { modes.originMode ? y - top : y }

    /// XTWINOPS: the size reports and the title stack; window manipulation is ignored.
    private mutating func windowOperation() {
        switch parser.rawParameter(0) {
        case 14: send("\u{1B}[4;\(rows * 16);\(columns * 8)t")
        case 18: send("\u{1B}[8;\(rows);\(columns)t")
        case 22:
            if titleStack.count < 10 { titleStack.append(title) }
        case 23:
            if let saved = titleStack.popLast() { title = saved }
        default: break
        }
    }

    // MARK: - ESC

    /// Carries out an escape sequence ending in `final`.
    mutating func dispatchEscape(_ final: UInt8) {
        let intermediate = parser.intermediateCount == 1 ? UInt8(truncatingIfNeeded: parser.intermediates) : 0
        if parser.intermediateCount > 1 { return }
        switch intermediate {
        case 0:
            break
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"):
            charsets[Int(intermediate - UInt8(ascii: "("))] = Charset(designator: final)
            return
        case UInt8(ascii: "#") where final == UInt8(ascii: "8"):
            screenAlignmentTest()
            return
        default:
            return
        }
        switch final {
        case UInt8(ascii: "7"): saveCursor()
        case UInt8(ascii: "8"): restoreCursor()
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"): lineFeed(); x = 0
        case UInt8(ascii: "H"): tabStops[x] = true
        case UInt8(ascii: "M"): reverseIndex()
        case UInt8(ascii: "N"): singleShift = 2
        case UInt8(ascii: "O"): singleShift = 3
        case UInt8(ascii: "Z"): send("\u{1B}[?62;22c")
        case UInt8(ascii: "c"): fullReset()
        case UInt8(ascii: "n"): glSet = 2
        case UInt8(ascii: "o"): glSet = 3
        case UInt8(ascii: "="): modes.applicationKeypad = true
        case UInt8(ascii: ">"): modes.applicationKeypad = false
        default: break
        }
    }

    /// DECALN: fills the screen with `E`, resets the margins and homes the cursor.
    private mutating func screenAlignmentTest() {
        let cell = StoredCell(content: 0x45, width: 1, attributes: .plain)
        for row in 0..<rows { lines[row].reset(to: cell) }
        top = 0
        bottom = rows - 1
        modes.originMode = false
        moveCursor(column: 0, row: 0)
    }

    // MARK: - OSC

    /// Carries out an OSC string, ended by BEL when `endedWithBell`, else by ST: 0 and 2
    /// set the title (0 and 1 the icon name, which is not kept); 10 and 11 asking `?` are
    /// answered with the default colours. Others (setting colours, hyperlinks, the
    /// clipboard) are ignored.
    mutating func dispatchOSC(endedWithBell: Bool) {
        let bytes = parser.string
        parser.string.removeAll(keepingCapacity: true)
        guard let separator = bytes.firstIndex(of: UInt8(ascii: ";")) else { return }
        let command = bytes[..<separator]
        if bytes[(separator + 1)...].elementsEqual("?".utf8) {
            answerColourQuery(String(decoding: command, as: UTF8.self), endedWithBell: endedWithBell)
            return
        }
        guard command == [UInt8(ascii: "0")][...] || command == [UInt8(ascii: "2")][...] else { return }
        var text = ""
        for scalar in String(decoding: bytes[(separator + 1)...], as: UTF8.self).unicodeScalars where scalar.value >= 0x20 && scalar.value != 0x7F {
            text.unicodeScalars.append(scalar)
        }
        title = text
    }

    /// Answers a query of the default text colour (`OSC 10;?`) or background colour
    /// (`OSC 11;?`) as xterm does, with the colours pictures are drawn in
    /// (`Palette.xterm`), ended as the query was (BEL, or ST). Programs that ask (vim asks
    /// both at start, to choose its colours) otherwise wait for an answer that never comes.
    private mutating func answerColourQuery(_ command: String, endedWithBell: Bool) {
        let colour: String
        switch command {
        case "10": colour = Palette.xterm.foreground
        case "11": colour = Palette.xterm.background
        default: return
        }
        guard let report = Palette.xtermColourReport(colour) else { return }
        send("\u{1B}]\(command);\(report)" + (endedWithBell ? "\u{07}" : "\u{1B}\\"))
    }
}
