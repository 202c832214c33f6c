import AutomationChannel
@testable import Driver
import Testing

@Suite("The environment a program on a terminal starts with")
struct ProgramEnvironmentTests {
    /// A test process's environment as a person's shell at a true-colour terminal in tmux leaves it.
    static let shell: [String: String] = [
        "PATH": "/usr/bin:/bin", "HOME": "/home/ada", "LANG": "en_GB.UTF-8", "TERM": "tmux-256color",
        "COLUMNS": "211", "LINES": "58", "COLORTERM": "truecolor", "NO_COLOR": "1", "FORCE_COLOR": "3", "CLICOLOR": "1",
        "CLICOLOR_FORCE": "1", "COLORFGBG": "15;0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4", "VTE_VERSION": "7600",
        "KITTY_WINDOW_ID": "1", "WT_SESSION": "x", "TMUX": "/tmp/tmux-1000/default,1,0", "STY": "1.pts-0",
        AutomationProtocol.channelEnvironmentKey: "7", AutomationProtocol.parentEnvironmentKey: "12",
    ]

    @Test("what describes the outer terminal, and the channel of an app, are not inherited; the rest is, with TERM and COLORTERM the emulator's")
    func outerTerminalDropped() {
        let environment = ProgramEnvironment.make(inherited: Self.shell, inherits: true, configured: [:])
        #expect(environment == ["PATH": "/usr/bin:/bin", "HOME": "/home/ada", "LANG": "en_GB.UTF-8", "TERM": "xterm-256color", "COLORTERM": "truecolor"])
    }

    @Test("every outer terminal name is dropped, one by one; COLORTERM then says the emulator's depth")
    func eachNameDropped() {
        for name in ProgramEnvironment.outerTerminalNames {
            let environment = ProgramEnvironment.make(inherited: [name: "1", "LANG": "C"], inherits: true, configured: [:])
            #expect(environment[name] == (name == "COLORTERM" ? "truecolor" : nil), "\(name) was inherited")
            #expect(environment["LANG"] == "C")
        }
        #expect(Set(ProgramEnvironment.outerTerminalNames).count == ProgramEnvironment.outerTerminalNames.count)
    }

    @Test("what the test sets wins over everything, an outer terminal's name and TERM included")
    func configuredWins() {
        let configured = ["COLORTERM": "", "TERM": "dumb", "COLUMNS": "40", "HOME": "/tmp/h"]
        let environment = ProgramEnvironment.make(inherited: Self.shell, inherits: true, configured: configured)
        #expect(environment["COLORTERM"] == "")
        #expect(environment["TERM"] == "dumb")
        #expect(environment["COLUMNS"] == "40")
        #expect(environment["HOME"] == "/tmp/h")
        #expect(environment["NO_COLOR"] == nil)
    }

    @Test("without inheriting, the program has TERM, COLORTERM, LANG and what the test set, nothing of the test process")
    func notInherited() {
        let environment = ProgramEnvironment.make(inherited: Self.shell, inherits: false, configured: ["A": "b"])
        #expect(environment == ["A": "b", "TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8"])
    }

    @Test("LANG is C.UTF-8 only when no locale variable is set, any of LANG, LC_ALL and LC_CTYPE counting")
    func locale() {
        #expect(ProgramEnvironment.make(inherited: [:], inherits: true, configured: [:])["LANG"] == "C.UTF-8")
        for name in ["LANG", "LC_ALL", "LC_CTYPE"] {
            let environment = ProgramEnvironment.make(inherited: [name: "de_DE.UTF-8"], inherits: true, configured: [:])
            #expect(environment["LANG"] == (name == "LANG" ? "de_DE.UTF-8" : nil), "with \(name) set")
            let configured = ProgramEnvironment.make(inherited: [:], inherits: false, configured: [name: "fr_FR.UTF-8"])
            #expect(configured["LANG"] == (name == "LANG" ? "fr_FR.UTF-8" : nil), "with \(name) configured")
        }
    }
}
