extension Unicode.Scalar {
    /// How many terminal columns the scalar takes, as `wcwidth` says: see `CharacterWidth`.
    package var terminalWidth: Int { CharacterWidth.of(value) }
}

extension Character {
    /// How many terminal columns the character takes: `CharacterWidth.of(cluster:)`, its
    /// scalars' widths added up, so a letter with combining marks its letter's width and
    /// an emoji ZWJ sequence each of its emoji's.
    package var terminalWidth: Int {
        if let ascii = asciiValue { return CharacterWidth.of(UInt32(ascii)) }
        return CharacterWidth.of(cluster: unicodeScalars)
    }
}

extension StringProtocol {
    /// How many terminal columns the text takes: the sum over its characters of
    /// `Character.terminalWidth`, which is the sum over its scalars (`CharacterWidth.of(cluster:)`
    /// adds a cluster's scalars up), so it is counted scalar by scalar without breaking
    /// the text into grapheme clusters.
    package var terminalWidth: Int {
        // ASCII text needs no Unicode tables: one column a printable byte.
        var columns = 0
        for byte in utf8 {
            if byte >= 0x80 { return CharacterWidth.of(cluster: unicodeScalars) }
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
        return CharacterWidth.of(cluster: unicodeScalars)
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

    /// The end of the text that fits in `width` columns, as a field shows its text
    /// scrolled to the cursor: characters are kept from the end until the next would
    /// not fit. Linear in what is kept, whatever the text's length.
    package func suffix(fittingTerminalWidth width: Int) -> Substring {
        var used = 0
        var start = endIndex
        while start > startIndex {
            let before = index(before: start)
            let needed = self[before].terminalWidth
            if used + needed > width { break }
            used += needed
            start = before
        }
        return self[start...]
    }

    /// The text padded with spaces (or cut) to exactly `width` columns.
    package func padded(toTerminalWidth width: Int) -> String {
        let cut = truncated(toTerminalWidth: width)
        return cut + String(repeating: " ", count: max(0, width - cut.terminalWidth))
    }
}
