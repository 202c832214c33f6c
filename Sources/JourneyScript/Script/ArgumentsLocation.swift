/// Where a list of launch arguments was written (a journey's `launch` line, a line of
/// a configurations file), so an error about one of them can point at it.
package struct ArgumentsLocation: Sendable, Hashable {
    /// The file, as it was named.
    package var file: String
    /// The line, counting from 1.
    package var line: Int
    /// The column each argument starts at, counting characters from 1.
    package var columns: [Int]
    /// The text of the line.
    package var text: String

    /// Creates a location.
    package init(file: String, line: Int, columns: [Int], text: String) {
        self.file = file
        self.line = line
        self.columns = columns
        self.text = text
    }

    /// An error about argument `index`, pointing at it (at the line's start when
    /// there is no such argument).
    func error(at index: Int, _ problem: ScriptError.Problem) -> ScriptError {
        let column = columns.indices.contains(index) ? columns[index] : 1
        return ScriptError(file: file, line: line, column: column, problem: problem, sourceLine: text)
    }
}
