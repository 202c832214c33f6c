// Journeys name element types, keys and predicates from the shared vocabulary;
// `import Driver` brings it along.
@_exported public import ScreenModel

// Terminal programs are read through the emulator's screen, cells and colours.
@_exported public import TerminalEmulator
