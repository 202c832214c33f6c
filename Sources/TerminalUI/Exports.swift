// Views are built from the shared vocabulary (`Rect`, `Size`, `ElementType`, `Key`);
// `import TerminalUI` brings it along, so an app's views need no other import.
@_exported public import ScreenModel
