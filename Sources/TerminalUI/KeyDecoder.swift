public import ScreenModel

/// Something a person did at the keyboard.
public enum KeyEvent: Equatable, Sendable {
    /// A printable character.
    case character(Character)
    /// A named key.
    case key(Key)
    /// A letter typed with Ctrl held (lowercase): Ctrl-C is `.control("c")`.
    case control(Character)
    /// A function key: F1 is `.function(1)`.
    case function(Int)
}

/// Turns the bytes a terminal sends in raw mode into key events.
public enum KeyDecoder {
    /// The key events in `bytes` as a terminal sends them (escape sequences, control
    /// keys, UTF-8 characters); bytes it does not understand are skipped.
    public static func decode(_ bytes: [UInt8]) -> [KeyEvent] {
        var events: [KeyEvent] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                let (event, length) = escapeSequence(bytes, at: index)
                events.append(event)
                index += length
                continue
            case 0x09: events.append(.key(.tab))
            case 0x0D, 0x0A: events.append(.key(.enter))
            case 0x7F, 0x08: events.append(.key(.backspace))
            case 0x01...0x1A: events.append(.control(Character(Unicode.Scalar(byte + 0x60))))
            case 0x20...0x7E: events.append(.character(Character(Unicode.Scalar(byte))))
            case 0xC0...0xF7:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                if index + length <= bytes.count,
                   let text = String(validating: bytes[index..<(index + length)], as: UTF8.self), let character = text.first {
                    events.append(.character(character))
                    index += length
                    continue
                }
            default: break
            }
            index += 1
        }
        return events
    }

    /// The event an escape sequence at `start` stands for, and its length. A lone Esc,
    /// or one followed by something this decoder does not know, is the Escape key.
    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (KeyEvent, Int) {
        guard start + 2 < bytes.count else { return (.key(.escape), 1) }
        let introducer = bytes[start + 1]
        let final = bytes[start + 2]
        if introducer == UInt8(ascii: "O") {
            // SS3: arrows in application mode, and F1–F4 as xterm sends them.
            switch final {
            case UInt8(ascii: "P"): return (.function(1), 3)
            case UInt8(ascii: "Q"): return (.function(2), 3)
            case UInt8(ascii: "R"): return (.function(3), 3)
            case UInt8(ascii: "S"): return (.function(4), 3)
            default: break
            }
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
        case UInt8(ascii: "[") where start + 3 < bytes.count:
            // The Linux console's F1–F5: ESC [ [ A … E.
            let key = Int(bytes[start + 3]) - Int(UInt8(ascii: "A")) + 1
            return (1...5).contains(key) ? (.function(key), 4) : (.key(.escape), 1)
        default:
            // CSI number ~ (Delete, Page Up, Page Down, Home, End, function keys).
            var end = start + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "~"), end - start < 8 { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "~") else { return (.key(.escape), 1) }
            let number = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
            let event: KeyEvent = switch number {
            case "3": .key(.delete)
            case "5": .key(.pageUp)
            case "6": .key(.pageDown)
            case "1", "7": .key(.home)
            case "4", "8": .key(.end)
            case "11", "12", "13", "14", "15": .function(Int(number)! - 10)
            case "17", "18", "19", "20", "21": .function(Int(number)! - 11)
            default: .key(.escape)
            }
            return (event, end - start + 1)
        }
    }
}
