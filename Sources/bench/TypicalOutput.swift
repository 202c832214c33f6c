/// Output like programs write it, for the emulator's parse rate: about 8 MiB of each
/// kind, built from what a shell, a pager and a full-screen monitor send.
enum TypicalOutput {
    static let escape = "\u{1B}"

    /// Lines of plain text with CRLF, as `cat` of source code through the terminal.
    static var text: [UInt8] {
        let lines = (0..<200).map { "    let value\($0) = compute(\"line \($0) of a source file\", count: \($0 * 7)) // comment\r\n" }
        return repeated(lines.joined())
    }

    /// A shell session: a coloured prompt, `ls --color` and `git diff` style output.
    static var shell: [UInt8] {
        let prompt = "\(escape)]0;user@host: ~/project\u{7}\(escape)[01;32muser@host\(escape)[00m:\(escape)[01;34m~/project\(escape)[00m$ "
        let listing = (0..<20).map { "\(escape)[0m\(escape)[01;34mdirectory\($0)\(escape)[0m  file\($0).swift  \(escape)[01;32mscript\($0).sh\(escape)[0m\r\n" }
        let diff = (0..<20).map { "\(escape)[32m+    added line \($0) of the change\(escape)[m\r\n\(escape)[31m-    removed line \($0)\(escape)[m\r\n" }
        return repeated(prompt + "ls\r\n" + listing.joined() + prompt + "git diff\r\n" + diff.joined())
    }

    /// Full-screen redraws as htop and vim send them: cursor addressing, 256 colours,
    /// line drawing, erases and a scroll region, 24 rows of 80 columns a frame.
    static var fullScreen: [UInt8] {
        var frame = "\(escape)[?25l\(escape)[H\(escape)[1;22r"
        for row in 1...24 {
            frame += "\(escape)[\(row);1H\(escape)[38;5;\(row * 9 % 256)m\(escape)[48;5;236m \(row) \(escape)[m"
            frame += "\(escape)(0x\(escape)(B\(escape)[1m[\(escape)[32m||||||||||\(escape)[31m|||\(escape)[m  12.5%]"
            frame += "  \(escape)[36mprocess-\(row)\(escape)[m  /usr/bin/program --flag value\(escape)[K"
        }
        frame += "\(escape)[r\(escape)[24;1H\(escape)[7mF1Help  F2Setup  F10Quit\(escape)[m\(escape)[K\(escape)[?25h"
        return repeated(frame)
    }

    private static func repeated(_ sample: String) -> [UInt8] {
        let bytes = Array(sample.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(8 << 20)
        while output.count < 8 << 20 { output += bytes }
        return output
    }
}
