/// One parsed journey script: the steps a tester wrote in one `.journey` file.
package struct Journey: Sendable {
    /// The journey's name: its file name without the extension, e.g. `sign-in`.
    package var name: String
    /// The file it was read from, as it was named to the parser.
    package var file: String
    /// The steps in the order they run; the first is always a `launch`.
    package var steps: [Step]

    /// Creates a journey.
    package init(name: String, file: String, steps: [Step]) {
        self.name = name
        self.file = file
        self.steps = steps
    }
}
