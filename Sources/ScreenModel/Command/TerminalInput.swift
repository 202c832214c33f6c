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
    /// what the person did. An escape sequence this does not know is the Escape key.
    package static func decode(_ bytes: [UInt8]) -> [TerminalInput] {
        var inputs: [TerminalInput] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                let (input, length) = escapeSequence(bytes, at: index)
                if let input { inputs.append(input) }
                index += length
                continue
            case 0x09: inputs.append(.key(.tab))
            case 0x0D, 0x0A: inputs.append(.key(.enter))
            case 0x7F, 0x08: inputs.append(.key(.backspace))
            case 0x01...0x1A: inputs.append(.key(.ctrl(Unicode.Scalar(byte + 0x60))))
            case 0x1C...0x1F: inputs.append(.key(.ctrl(Unicode.Scalar(byte + 0x40))))
            case 0x20...0x7E: inputs.append(.key(.character(Unicode.Scalar(byte))))
            case 0xC0...0xF7:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                if index + length <= bytes.count,
                    let text = String(validating: bytes[index..<(index + length)], as: UTF8.self),
                    let scalar = text.unicodeScalars.first
                {
                    inputs.append(.key(.character(scalar)))
                    index += length
                    continue
                }
            default: break
            }
            index += 1
        }
        return inputs
    }

    /// What the escape sequence at `start` stands for (nil for a mouse event that is not
    /// a press, such as a release), and its length.
    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (TerminalInput?, Int) {
        guard start + 2 < bytes.count else { return (.key(.escape), 1) }
        let introducer = bytes[start + 1]
        let final = bytes[start + 2]
        if introducer == UInt8(ascii: "O"), (UInt8(ascii: "P")...UInt8(ascii: "S")).contains(final) {
            return (.key(.function(Int(final - UInt8(ascii: "P")) + 1)), 3)
        }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.key(.escape), 1) }
        switch final {
        case UInt8(ascii: "A"): return (.key(.up), 3)
        case UInt8(ascii: "B"): return (.key(.down), 3)
        case UInt8(ascii: "C"): return (.key(.right), 3)
        case UInt8(ascii: "D"): return (.key(.left), 3)
        case UInt8(ascii: "H"): return (.key(.home), 3)
        case UInt8(ascii: "F"): return (.key(.end), 3)
        case UInt8(ascii: "Z"): return (.key(.backtab), 3)
        case UInt8(ascii: "<"): return mouse(bytes, at: start)
        case UInt8(ascii: "[") where start + 3 < bytes.count:
            // The Linux console's F1–F5: ESC [ [ A … E.
            let key = Int(bytes[start + 3]) - Int(UInt8(ascii: "A")) + 1
            return (1...5).contains(key) ? (.key(.function(key)), 4) : (.key(.escape), 1)
        default: break
        }
        // CSI number [; modifiers] ~ (Delete, Page Up, Page Down, Home, End, function keys).
        var end = start + 2
        while end < bytes.count, bytes[end] != UInt8(ascii: "~"), end - start < 10 { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "~") else { return (.key(.escape), 1) }
        let number = String(decoding: bytes[(start + 2)..<end], as: UTF8.self).split(separator: ";").first.map(String.init) ?? ""
        let input: TerminalInput =
            switch number {
            case "3": .key(.delete)
            case "5": .key(.pageUp)
            case "6": .key(.pageDown)
            case "1", "7": .key(.home)
            case "4", "8": .key(.end)
            case "11", "12", "13", "14", "15": .key(.function(Int(number)! - 10))
            case "17", "18", "19", "20", "21": .key(.function(Int(number)! - 11))
            case "23", "24": .key(.function(Int(number)! - 12))
            default: .key(.escape)
            }
        return (input, end - start + 1)
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
