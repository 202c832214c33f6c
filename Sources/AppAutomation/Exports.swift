// An app names its tree, commands and geometry in the shared vocabulary (`ElementSnapshot`,
// `Command`, `Size`); `import AppAutomation` brings it along, as `import Driver` does.
@_exported public import ScreenModel
