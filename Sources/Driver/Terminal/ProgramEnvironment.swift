import AutomationChannel

/// The environment a program on a `Terminal` starts with: the test process's own (unless
/// the test says not to inherit it) without what describes the terminal the tests run
/// in, with `TERM` and `COLORTERM` describing the emulated one, and the test's own
/// variables over all.
package enum ProgramEnvironment {
    /// The variables that describe the terminal the tests were started from rather than
    /// the one a program runs on: its size, its colours, its make. None is inherited, so
    /// that what a program draws (and the elements read off it) does not depend on the
    /// shell that ran the tests: Textual and termenv draw in 24-bit colour under
    /// `COLORTERM=truecolor`, and not in colour at all under `NO_COLOR`. A test that
    /// wants one sets it.
    package static let outerTerminalNames: [String] = [
        "COLUMNS",  // the outer terminal's width; the program asks its own
        "LINES",  // the outer terminal's height; the program asks its own
        "COLORTERM",  // the outer terminal's colour depth
        "NO_COLOR",  // the person's wish for no colour at their own terminal
        "FORCE_COLOR",  // a colour depth forced for the outer terminal
        "CLICOLOR",  // colour wished for at the outer terminal
        "CLICOLOR_FORCE",  // colour forced at the outer terminal
        "COLORFGBG",  // the outer terminal's text and background colours
        "TERM_PROGRAM",  // the outer terminal's make
        "TERM_PROGRAM_VERSION",  // the outer terminal's version
        "VTE_VERSION",  // the outer terminal's VTE version
        "KITTY_WINDOW_ID",  // a kitty window the tests run in
        "WT_SESSION",  // a Windows Terminal session the tests run in
        "TMUX",  // a tmux session the tests run in
        "STY",  // a GNU screen session the tests run in
    ]

    /// What the emulator is, as `TERM` names it.
    package static let terminalName = "xterm-256color"

    /// How many colours the emulator draws, as `COLORTERM` says it: 24-bit, as most
    /// terminals people use today do. A program drawing in true colour shows more of
    /// what a person sees (a list a shade off the screen behind it) than in the 16
    /// colours Textual falls back to without it.
    package static let colourDepth = "truecolor"

    /// The program's environment: `inherited` (when `inherits`) without the outer
    /// terminal's variables and the driver's channel to an app, `TERM` and `COLORTERM`
    /// the emulator's, then `configured` over all, and `LANG=C.UTF-8` when no locale is
    /// set.
    package static func make(inherited: [String: String], inherits: Bool, configured: [String: String]) -> [String: String] {
        var environment = inherits ? inherited : [:]
        for name in outerTerminalNames { environment[name] = nil }
        environment[AutomationProtocol.channelEnvironmentKey] = nil
        environment[AutomationProtocol.parentEnvironmentKey] = nil
        environment["TERM"] = terminalName
        environment["COLORTERM"] = colourDepth
        environment.merge(configured) { $1 }
        if environment["LANG"] == nil && environment["LC_ALL"] == nil && environment["LC_CTYPE"] == nil {
            environment["LANG"] = "C.UTF-8"
        }
        return environment
    }
}
