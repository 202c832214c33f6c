// Writes output as real programs send it (shells, editors, pagers, top, curses and
// dialog programs) into a corpus folder for the fuzzer to mutate:
// `terminal-seeds DIRECTORY`. Each seed starts with the three bytes the fuzz target
// reads as the screen size and the chunking.
import Glibc

let esc = "\u{1B}"

func seedOutputs() -> [String] {
    [
        // A shell prompt with colours, a command, its output, and a title.
        "\(esc)]0;user@host: ~\u{7}\(esc)[01;32muser@host\(esc)[00m:\(esc)[01;34m~\(esc)[00m$ ls\r\n"
            + "\(esc)[0m\(esc)[01;34mSources\(esc)[0m  \(esc)[01;32mrun.sh\(esc)[0m  README.md\r\n$ ",
        // vim: alternate screen, scroll region, application cursor keys, status line.
        "\(esc)[?1049h\(esc)[22;0;0t\(esc)[>4;2m\(esc)[?1h\(esc)=\(esc)[H\(esc)[2J\(esc)[?2004h\(esc)[1;23r\(esc)[?12h\(esc)[?12l"
            + "\(esc)[27m\(esc)[23m\(esc)[29m\(esc)[m\(esc)[H\(esc)[2J\(esc)[?25l\(esc)[23;1H\"notes.txt\" 0L, 0B\(esc)[1;1H\(esc)[?25h"
            + "\(esc)[?25l\(esc)[23;1H\(esc)[1m-- INSERT --\(esc)[m\(esc)[23;13H\(esc)[K\(esc)[1;1H\(esc)[?25hhello\(esc)[?25l\(esc)[?25h"
            + "\(esc)[23;1H:wq\r\(esc)[?25l\"notes.txt\" 1L, 6B written\(esc)[?2004l\(esc)[?1l\(esc)>\(esc)[?25h\(esc)[>4;m\(esc)[?1049l\(esc)[23;0;0t",
        // less: standout search matches, reverse-index scrolling, erase to end of line.
        "\(esc)[?1049h\(esc)[?1h\(esc)=\rline one\r\nline \(esc)[7mtwo\(esc)[27m\r\n\(esc)[7m(END)\(esc)[27m\(esc)[K\r\(esc)[K\(esc)M\(esc)[Ktop\r\n"
            + "\(esc)[24;1H\r\(esc)[K\(esc)[?1l\(esc)>\(esc)[?1049l",
        // htop: 256 colours, line drawing, bars, insert and delete lines.
        "\(esc)[?1049h\(esc)[1;24r\(esc)(B\(esc)[m\(esc)[4l\(esc)[?7h\(esc)[?1h\(esc)=\(esc)[39;49m\(esc)[?1000h\(esc)[?1006h"
            + "\(esc)[H\(esc)[2J  \(esc)[36m1  \(esc)[39m\(esc)[1m[\(esc)[32m|||||\(esc)[31m||\(esc)[90m      2.3%\(esc)[39m]\(esc)[m"
            + "\(esc)[38;5;208mMem\(esc)[48;2;16;32;64m[######\(esc)[m\(esc)[3;5H\(esc)[2L\(esc)[5M\(esc)[30;42m PID USER \(esc)[K\(esc)[m"
            + "\(esc)(0lqqqk\(esc)(B\(esc)[10b\(esc)[?1000l\(esc)[?1006l\(esc)[?1049l",
        // dialog and whiptail: boxes drawn with ACS in G1 and SO/SI, shadows, colour pairs.
        "\(esc)[?1049h\(esc)[1;24r\(esc)[m\(esc)(B\(esc))0\(esc)[37m\(esc)[44m\(esc)[H\(esc)[J\(esc)[3;10H\u{E}lqqqqqqqqk\u{F}"
            + "\(esc)[4;10H\u{E}x\u{F} Apple  \u{E}x\u{F}\(esc)[30m\(esc)[47m\(esc)[5;11H\(esc)[7mBanana\(esc)[27m\(esc)[6;10H\u{E}mqqqqqqqqj\u{F}"
            + "\(esc)[1;44m\(esc)[2X\(esc)[?25l\(esc)[?1049l\(esc)[?25h",
        // Unicode: wide, combining, emoji with variation selectors and joiners, bad UTF-8.
        "日本語のテキスト e\u{301} a\u{308}\u{323} 👍🏽 👨‍👩‍👧 ♥\u{FE0F} \u{FF21}\u{FF22}\r\n\u{1F600}\u{1F600}\u{1F600}",
        "\u{C0}\u{80}\u{ED}\u{A0}\u{80}\u{F4}\u{90}\u{80}\u{80}\u{E6}\u{97}x",
        // Cursor reports, device attributes, mode requests, window operations.
        "\(esc)[6n\(esc)[?6n\(esc)[c\(esc)[>c\(esc)[5n\(esc)[?1049$p\(esc)[4$p\(esc)[18t\(esc)[14t\(esc)[22t\(esc)[23t\(esc)Z",
        // Margins, origin mode, tabs, REP, ICH, DCH, ECH, ED and EL of every kind.
        "\(esc)[?6h\(esc)[2;5r\(esc)[3;3Hx\(esc)[?6l\tTab\(esc)[3g\(esc)H\t\(esc)[2I\(esc)[Z\(esc)[3@\(esc)[2P\(esc)[4X\(esc)[1J\(esc)[0K\(esc)[2K"
            + "\(esc)[3J\(esc)#8\(esc)[5S\(esc)[2T\(esc)D\(esc)E\(esc)M\(esc)7\(esc)[10;10H\(esc)8\(esc)[s\(esc)[u\(esc)[!p\(esc)c",
        // SGR in every form, sub-parameters included.
        "\(esc)[1;2;3;4;5;7;8;9mx\(esc)[4:3m\(esc)[58:2::255:0:0m\(esc)[38:2:1:2:3m\(esc)[48:5:200m\(esc)[38;2;255;128mx\(esc)[21;22;23;24;25;27;28;29m"
            + "\(esc)[90;107m\(esc)[39;49m\(esc)[0m\(esc)[m",
        // Strings: OSC titles and hyperlinks, DCS, APC, PM, SOS; CAN and SUB mid-sequence.
        "\(esc)]2;a title\(esc)\\\(esc)]8;id=1;http://example.com\u{7}link\(esc)]8;;\u{7}\(esc)P+q544e\(esc)\\\(esc)_Gf=100\(esc)\\\(esc)^pm\(esc)\\"
            + "\(esc)Xsos\(esc)\\\(esc)[12\u{18}x\(esc)[3\u{1A}y",
    ]
}

@main
struct TerminalSeeds {
    static func main() {
        let directory = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
        var index = 0
        for output in seedOutputs() {
            // Each at 80x24 whole, and at a small size cut into small chunks.
            for header: [UInt8] in [[79, 23, 0], [19, 5, 3], [131, 59, 41]] {
                let bytes = header + Array(output.utf8)
                guard let file = fopen("\(directory)/seed-\(index)", "wb") else { continue }
                _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
                fclose(file)
                index += 1
            }
        }
    }
}
