/// Something a person did at a terminal in raw mode: a key, a character, or (with SGR
/// mouse reporting on) a click. One decoder serves the toolkit's front end and the
/// recorder, so both read a person's keys the same way.
package enum TerminalInput: Sendable, Equatable {
    /// A key: a character as typed, a named key, a function key, or a character with
    /// Control held (lowercase: Ctrl-C is `.key(.ctrl("c"))`).
    case key(KeyPress)
    /// A mouse button pressed at a cell (from 0, 0 at the top left): 0 is the left
    /// button, 2 the right one.
    case click(Point, button: Int)

    /// Turns the bytes a terminal sends in raw mode (with SGR mouse reporting on) into
    /// what the person did, reading keys from `TerminalKeyBytes`' table. An escape
    /// sequence this does not know is the Escape key.
    package static func decode(_ bytes: [UInt8]) -> [TerminalInput] {
        var inputs: [TerminalInput] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                let (input, length) = escapeSequence(bytes, at: index)
                if let input { inputs.append(input) }
                index += length
            } else if let (character, length) = typedCharacter(bytes, at: index) {
                inputs.append(.key(.character(character)))
                index += length
            } else {
                if let press = TerminalKeyBytes.press(readFromControlByte: byte) { inputs.append(.key(press)) }
                index += 1
            }
        }
        return inputs
    }

    /// The printable character whose UTF-8 starts at `start`, and its length; nil for a
    /// control byte or a character cut short by the end of the read.
    private static func typedCharacter(_ bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
        let byte = bytes[start]
        switch byte {
        case 0x20...0x7E: return (Unicode.Scalar(byte), 1)
        case 0xC0...0xF7:
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            guard start + length <= bytes.count, let text = String(validating: bytes[start..<(start + length)], as: UTF8.self),
                let scalar = text.unicodeScalars.first
            else { return nil }
            return (scalar, length)
        default: return nil
        }
    }

    /// What the escape sequence at `start` stands for (nil for a mouse event that is not
    /// a press, such as a release), and its length. ESC and a character is Alt with it,
    /// unless the character starts a sequence (`[`, `O`) and more follows.
    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (TerminalInput?, Int) {
        guard start + 1 < bytes.count else { return (.key(.escape), 1) }
        let introducer = bytes[start + 1]
        let startsSequence = introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O")
        if !startsSequence || start + 2 == bytes.count, let (character, length) = typedCharacter(bytes, at: start + 1) {
            return (.key(.alt(character)), 1 + length)
        }
        guard startsSequence, start + 2 < bytes.count else { return (.key(.escape), 1) }
        let final = bytes[start + 2]
        if introducer == UInt8(ascii: "O") {
            return TerminalKeyBytes.press(readFrom: .ss3(final)).map { (.key($0), 3) } ?? (.key(.escape), 1)
        }
        switch final {
        case UInt8(ascii: "<"): return mouse(bytes, at: start)
        case UInt8(ascii: "[") where start + 3 < bytes.count:
            return TerminalKeyBytes.press(readFrom: .linuxConsole(bytes[start + 3])).map { (.key($0), 4) } ?? (.key(.escape), 1)
        case UInt8(ascii: "0")...UInt8(ascii: "9"): break
        default: return TerminalKeyBytes.press(readFrom: .csi(final)).map { (.key($0), 3) } ?? (.key(.escape), 1)
        }
        // CSI number [; modifiers] ~ (Insert, Delete, Page Up, Page Down, Home, End, function keys).
        var end = start + 2
        while end < bytes.count, bytes[end] != UInt8(ascii: "~"), end - start < 10 { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "~") else { return (.key(.escape), 1) }
        let number = String(decoding: bytes[(start + 2)..<end], as: UTF8.self).split(separator: ";").first.flatMap { Int($0) }
        let press = number.flatMap { TerminalKeyBytes.press(readFrom: .tilde($0)) } ?? .escape
        return (.key(press), end - start + 1)
    }

    /// An SGR mouse report, `ESC [ < button ; x ; y M` (a press) or `… m` (a release).
    private static func mouse(_ bytes: [UInt8], at start: Int) -> (TerminalInput?, Int) {
        var end = start + 3
        while end < bytes.count, bytes[end] != UInt8(ascii: "M"), bytes[end] != UInt8(ascii: "m"), end - start < 24 { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "M") || bytes[end] == UInt8(ascii: "m") else { return (.key(.escape), 1) }
        let fields = String(decoding: bytes[(start + 3)..<end], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
        guard fields.count == 3, bytes[end] == UInt8(ascii: "M"), fields[0] & 0b1110_0000 == 0 else { return (nil, end - start + 1) }
        return (.click(Point(x: fields[1] - 1, y: fields[2] - 1), button: fields[0] & 0b11), end - start + 1)
    }
}
