import ScreenModel

extension KeyPress {
    /// The press a key bar names with `key`, the value of its buttons (`KeyBarRule`):
    /// `F10` and `10` are F10, `^X` is Control-X, `M-U` is Alt-U and `Y` is Y (a letter
    /// in small case, as a person presses it). Nil for any other spelling.
    package init?(keyBarKey key: String) {
        let characters = Array(key.unicodeScalars)
        if key.hasPrefix("^"), characters.count == 2 {
            self = .ctrl(characters[1])
        } else if key.hasPrefix("M-"), characters.count == 3 {
            let small = String(characters[2]).lowercased().unicodeScalars
            self = .alt(small.count == 1 ? small[small.startIndex] : characters[2])
        } else if characters.count == 1, ("A"..."Z").contains(characters[0]) {
            self = .character(Unicode.Scalar(characters[0].value + 0x20) ?? characters[0])
        } else {
            let digits = key.hasPrefix("F") ? key.dropFirst() : Substring(key)
            guard (1...2).contains(digits.count), let number = Int(digits), (1...12).contains(number) else { return nil }
            self = .function(number)
        }
    }
}
