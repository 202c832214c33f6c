enum Identifiers {
    static let start = "start" // app.buttons[...]: not a test file, it imports nothing
}
