/// One parsed journey script: the steps a tester wrote in one `.journey` file.
public struct Journey: Sendable {
    /// The journey's name: its file name without the extension, e.g. `sign-in`.
    public var name: String
    /// The file it was read from, as it was named to the parser.
    public var file: String
    /// The steps in the order they run; the first is always a `launch`.
    public var steps: [Step]

    /// Creates a journey.
    public init(name: String, file: String, steps: [Step]) {
        self.name = name
        self.file = file
        self.steps = steps
    }
}
