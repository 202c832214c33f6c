import Foundation

/// YAML parsed by Debian's `python3-yaml` (`yaml.safe_load`) in a child process, and
/// handed back as JSON: the toolchain has no YAML parser and the package takes none.
///
/// The child reads and writes files, not pipes: other tests start processes at the same
/// time, and one that inherits a pipe's write end would keep the reader waiting.
enum YAMLParser {
    /// The Debian package that provides the parser, for the skip message.
    static let package = "python3-yaml"

    /// The program that loads the YAML file named by its argument and prints it as JSON.
    private static let program = """
        import json, sys, yaml
        with open(sys.argv[1], encoding="utf-8") as file: json.dump(yaml.safe_load(file), sys.stdout, default=str)
        """

    /// What went wrong parsing: the parser's own message, with its line and column.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether `python3` is on `PATH` and can import `yaml`.
    static func isAvailable() async -> Bool {
        (try? await run(["-c", "import yaml"]).status) == 0
    }

    /// The value of the YAML document `text`: dictionaries, arrays, strings, numbers,
    /// booleans and nulls, as `JSONSerialization` gives them (a YAML 1.1 `on:` key reads
    /// as `true`, as PyYAML and GitHub read it).
    ///
    /// - Throws: `Failure` with the parser's message when `text` is not YAML.
    static func parse(_ text: String) async throws -> Any {
        let folder = try TemporaryFolder()
        try folder.write("document.yaml", text)
        let result = try await run(["-c", program, folder.path + "/document.yaml"])
        guard result.status == 0 else {
            let lines = result.error.split(separator: "\n").map(String.init)
            // A Python traceback ends with the exception and its message; the parser's marks follow its first line.
            let start = lines.lastIndex { $0.hasPrefix("yaml.") || $0.hasPrefix("ModuleNotFoundError") } ?? max(0, lines.count - 4)
            throw Failure(description: lines[start...].joined(separator: "\n"))
        }
        return try JSONSerialization.jsonObject(with: result.output, options: [.fragmentsAllowed])
    }

    /// Runs `python3` with `arguments` and waits for it to exit, without polling.
    private static func run(_ arguments: [String]) async throws -> (status: Int32, output: Data, error: String) {
        let finished = try await runToEnd("/usr/bin/env", ["python3"] + arguments)
        return (finished.code, Data(finished.outputBytes), finished.errors)
    }
}
