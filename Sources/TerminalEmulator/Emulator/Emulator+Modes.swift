extension Emulator {
    /// SM and RM: insert mode (4) and newline mode (20).
    mutating func setANSIModes(_ on: Bool) {
        for parameter in parser.parameters {
            switch parameter {
            case 4: modes.insertMode = on
            case 20: modes.newlineMode = on
            default: break
            }
        }
    }

    /// DECSET and DECRST.
    mutating func setPrivateModes(_ on: Bool) {
        for parameter in parser.parameters {
            setPrivateMode(Int(parameter), on)
        }
    }

    private mutating func setPrivateMode(_ mode: Int, _ on: Bool) {
        switch mode {
        case 1: modes.applicationCursorKeys = on
        case 5: modes.reverseVideo = on
        case 6:
            modes.originMode = on
            moveCursor(column: 0, row: 0)
        case 7:
            modes.autowrap = on
            if !on { wrapPending = false }
        case 9: modes.mouseTracking = on ? .presses : .off
        case 25: cursorVisible = on
        case 66: modes.applicationKeypad = on
        case 1000: modes.mouseTracking = on ? .clicks : .off
        case 1002: modes.mouseTracking = on ? .drags : .off
        case 1003: modes.mouseTracking = on ? .motion : .off
        case 1004: modes.focusEvents = on
        case 1005: modes.mouseEncoding = on ? .utf8 : .legacy
        case 1006: modes.mouseEncoding = on ? .sgr : .legacy
        case 2004: modes.bracketedPaste = on
        case 47:
            if on { enterAlternateScreen(clearing: false) } else { leaveAlternateScreen() }
        case 1047:
            if on {
                enterAlternateScreen(clearing: false)
            } else {
                if usingAlternate { clearScreen() }
                leaveAlternateScreen()
            }
        case 1048:
            if on { saveCursor() } else { restoreCursor() }
        case 1049:
            if on {
                if !usingAlternate { saveCursor() }
                enterAlternateScreen(clearing: true)
            } else {
                let wasAlternate = usingAlternate
                leaveAlternateScreen()
                if wasAlternate { restoreCursor() }
            }
        default:
            break
        }
    }

    /// The value of a private mode for DECRQM: 1 set, 2 reset, 0 not recognised.
    private func privateModeValue(_ mode: Int) -> Int? {
        let isSet: Bool? =
            switch mode {
            case 1: modes.applicationCursorKeys
            case 5: modes.reverseVideo
            case 6: modes.originMode
            case 7: modes.autowrap
            case 9: modes.mouseTracking == .presses
            case 25: cursorVisible
            case 47, 1047, 1049: usingAlternate
            case 66: modes.applicationKeypad
            case 1000: modes.mouseTracking == .clicks
            case 1002: modes.mouseTracking == .drags
            case 1003: modes.mouseTracking == .motion
            case 1004: modes.focusEvents
            case 1005: modes.mouseEncoding == .utf8
            case 1006: modes.mouseEncoding == .sgr
            case 2004: modes.bracketedPaste
            default: nil
            }
        return isSet.map { $0 ? 1 : 2 }
    }

    /// DECRQM for a private mode: `CSI ? mode ; value $ y`.
    mutating func reportPrivateMode(_ mode: Int) {
        send("\u{1B}[?\(mode);\(privateModeValue(mode) ?? 0)$y")
    }

    /// DECRQM for an ANSI mode: `CSI mode ; value $ y`.
    mutating func reportANSIMode(_ mode: Int) {
        let value: Int =
            switch mode {
            case 4: modes.insertMode ? 1 : 2
            case 20: modes.newlineMode ? 1 : 2
            default: 0
            }
        send("\u{1B}[\(mode);\(value)$y")
    }

    // MARK: - Screens

    private mutating func enterAlternateScreen(clearing: Bool) {
        if !usingAlternate {
            swap(&lines, &inactiveLines)
            usingAlternate = true
        }
        if clearing { clearScreen() }
    }

    private mutating func leaveAlternateScreen() {
        guard usingAlternate else { return }
        swap(&lines, &inactiveLines)
        usingAlternate = false
    }

    private mutating func clearScreen() {
        let filler = eraseFiller
        for row in 0..<rows { lines[row].reset(to: filler) }
    }

    // MARK: - Resets

    /// DECSTR: modes, margins, attributes and character sets back to their defaults;
    /// the screen is kept.
    mutating func softReset() {
        cursorVisible = true
        modes.insertMode = false
        modes.originMode = false
        modes.autowrap = true
        modes.applicationCursorKeys = false
        modes.applicationKeypad = false
        top = 0
        bottom = rows - 1
        attributes = .plain
        charsets = [.ascii, .ascii, .ascii, .ascii]
        glSet = 0
        singleShift = nil
        savedCursors = [nil, nil]
        wrapPending = false
    }

    /// RIS: everything back to how a new terminal starts, but the size and the scrollback.
    mutating func fullReset() {
        leaveAlternateScreen()
        let fresh = Emulator(columns: columns, rows: rows, scrollbackLimit: 0)
        lines = fresh.lines
        inactiveLines = fresh.inactiveLines
        modes = TerminalModes()
        softReset()
        x = 0
        y = 0
        tabStops = Emulator.defaultTabStops(columns)
        title = ""
        titleStack = []
        lastPrinted = nil
    }
}
