extension Unicode.Scalar {
    /// How many terminal columns the scalar takes: 2 for East Asian wide and
    /// fullwidth characters, 0 for combining marks and zero-width characters, else 1.
    package var terminalWidth: Int {
        let value = self.value
        // Printable ASCII and Latin-1, the bulk of any screen, without a Unicode table lookup.
        if value < 0x300 { return (value >= 0x20 && value < 0x7F) || value >= 0xA0 ? 1 : 0 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B { return 0 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }
}

extension Character {
    /// How many terminal columns the character takes (its first scalar decides).
    package var terminalWidth: Int {
        unicodeScalars.first?.terminalWidth ?? 0
    }
}

extension StringProtocol {
    /// How many terminal columns the text takes: the sum over its scalars, so combining
    /// marks add nothing and wide characters add two.
    package var terminalWidth: Int {
        // ASCII text needs no Unicode tables: one column a printable byte.
        var columns = 0
        for byte in utf8 {
            if byte >= 0x80 { return unicodeScalars.reduce(0) { $0 + $1.terminalWidth } }
            if byte >= 0x20 && byte != 0x7F { columns += 1 }
        }
        return columns
    }
}

extension String {
    /// How many terminal columns the text takes, as `StringProtocol.terminalWidth`
    /// says; written for `String` itself, which most callers hold, so the common case
    /// reads its bytes in place instead of through a generic iterator.
    package var terminalWidth: Int {
        let ascii = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var columns = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte >= 0x20 && byte != 0x7F { columns += 1 }
            }
            return columns
        }
        if let ascii, let columns = ascii { return columns }
        return unicodeScalars.reduce(0) { $0 + $1.terminalWidth }
    }

    /// The text cut to at most `width` columns, ending in `…` when it was cut.
    package func truncated(toTerminalWidth width: Int) -> String {
        guard terminalWidth > width else { return self }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in self {
            let needed = character.terminalWidth
            if used + needed > width - 1 { break }
            result.append(character)
            used += needed
        }
        return result + "…"
    }

    /// The text padded with spaces (or cut) to exactly `width` columns.
    package func padded(toTerminalWidth width: Int) -> String {
        let cut = truncated(toTerminalWidth: width)
        return cut + String(repeating: " ", count: max(0, width - cut.terminalWidth))
    }
}
