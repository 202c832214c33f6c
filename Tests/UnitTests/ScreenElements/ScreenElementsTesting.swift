import ScreenElements
import ScreenModel
import TerminalEmulator

/// The tree read off the screen a fresh `columns` by `rows` emulator shows after `input`
/// (rows are separated by CR LF in inputs, as a program moves to the next line).
func elements(after input: String, columns: Int = 80, rows: Int = 6) -> ElementTree {
    var emulator = Emulator(columns: columns, rows: rows)
    emulator.feed(input)
    return ScreenReader.tree(of: emulator.screen)
}

extension ElementTree {
    /// Every element of `type`, in drawing order.
    func all(_ type: ElementType) -> [ElementSnapshot] {
        var found: [ElementSnapshot] = []
        walk { element, _, _ in
            if element.elementType == type { found.append(element) }
            return true
        }
        return found
    }

    /// The labels of every element of `type`, in drawing order.
    func labels(_ type: ElementType) -> [String] { all(type).map(\.label) }
}

/// SGR sequences by name, so test screens read like what programs send.
enum SGR {
    static let reset = "\u{1B}[0m"
    static let inverse = "\u{1B}[7m"
    static let dim = "\u{1B}[2m"
    static let bold = "\u{1B}[1m"
    static let underline = "\u{1B}[4m"
    static let blueBackground = "\u{1B}[44m"
    static let cyanBackground = "\u{1B}[46m"
}
