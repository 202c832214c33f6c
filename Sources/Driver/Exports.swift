// Journeys name element types, keys and predicates from the shared vocabulary;
// `import Driver` brings it along.
@_exported public import ScreenModel

// Terminal programs are read through the emulator's screen, cells and colours.
@_exported public import TerminalEmulator

// A program's or an app's end is told in the system layer's one type for it
// (`.exited(code)`, `.signaled(signal)`); `import Driver` brings that type along, and nothing
// else of the layer.
@_exported public import enum SystemLayer.ExitStatus
