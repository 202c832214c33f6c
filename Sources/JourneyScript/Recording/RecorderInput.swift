import ScreenModel

/// Something the person did in the recorder's terminal: the terminal input every
/// front end decodes (see `TerminalInput`).
typealias RecorderInput = TerminalInput
