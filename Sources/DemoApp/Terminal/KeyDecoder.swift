import ScreenModel

/// Something a person did at the keyboard.
enum KeyEvent: Equatable {
    /// A printable character.
    case character(Character)
    /// A named key.
    case key(Key)
    /// Ctrl-C.
    case interrupt
}

/// Turns the bytes a terminal sends in raw mode into key events.
enum KeyDecoder {
    static func decode(_ bytes: [UInt8]) -> [KeyEvent] {
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
            case 0x03: events.append(.interrupt)
            case 0x09: events.append(.key(.tab))
            case 0x0D, 0x0A: events.append(.key(.enter))
            case 0x7F, 0x08: events.append(.key(.backspace))
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

    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (KeyEvent, Int) {
        guard start + 2 < bytes.count + 0, start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") || bytes[start + 1] == UInt8(ascii: "O") else {
            return (.key(.escape), 1)
        }
        guard start + 2 < bytes.count else { return (.key(.escape), 1) }
        let final = bytes[start + 2]
        switch final {
        case UInt8(ascii: "A"): return (.key(.up), 3)
        case UInt8(ascii: "B"): return (.key(.down), 3)
        case UInt8(ascii: "C"): return (.key(.right), 3)
        case UInt8(ascii: "D"): return (.key(.left), 3)
        case UInt8(ascii: "H"): return (.key(.home), 3)
        case UInt8(ascii: "F"): return (.key(.end), 3)
        case UInt8(ascii: "Z"): return (.key(.backtab), 3)
        default:
            // CSI number ~ (Delete, Page Up, Page Down).
            var end = start + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "~"), end - start < 8 { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "~") else { return (.key(.escape), 1) }
            let number = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
            let key: Key = switch number {
            case "3": .delete
            case "5": .pageUp
            case "6": .pageDown
            case "1", "7": .home
            case "4", "8": .end
            default: .escape
            }
            return (.key(key), end - start + 1)
        }
    }
}
