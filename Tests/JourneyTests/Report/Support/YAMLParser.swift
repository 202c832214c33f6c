import Foundation

/// YAML parsed by Debian's `python3-yaml` (`yaml.safe_load`) in a child process, and
/// handed back as JSON: the toolchain has no YAML parser and the package takes none.
enum YAMLParser {
    /// The Debian package that provides the parser, for the skip message.
    static let package = "python3-yaml"

    /// The program that loads YAML from standard input and prints it as JSON.
    private static let program = "import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout, default=str)"

    /// What went wrong parsing: the parser's own message, with its line and column.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether `python3` is on `PATH` and can import `yaml`.
    static let isAvailable: Bool = {
        (try? run(["-c", "import yaml"], input: Data()).status) == 0
    }()

    /// The value of the YAML document `text`: dictionaries, arrays, strings, numbers,
    /// booleans and nulls, as `JSONSerialization` gives them (a YAML 1.1 `on:` key reads
    /// as `true`, as PyYAML and GitHub read it).
    ///
    /// - Throws: `Failure` with the parser's message when `text` is not YAML.
    static func parse(_ text: String) throws -> Any {
        let result = try run(["-c", program], input: Data(text.utf8))
        guard result.status == 0 else {
            let lines = result.error.split(separator: "\n").map(String.init)
            // A Python traceback ends with the exception and its message; the parser's marks follow its first line.
            let start = lines.lastIndex { $0.hasPrefix("yaml.") || $0.hasPrefix("ModuleNotFoundError") } ?? max(0, lines.count - 4)
            throw Failure(description: lines[start...].joined(separator: "\n"))
        }
        return try JSONSerialization.jsonObject(with: result.output, options: [.fragmentsAllowed])
    }

    /// Runs `python3` with `arguments`, gives it `input` and waits for it to exit.
    private static func run(_ arguments: [String], input: Data) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let standardInput = Pipe(), standardOutput = Pipe(), standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        // The parser reads all of its input before it writes anything, and writes to standard
        // error only when it writes nothing else, so neither side can wait on a full pipe.
        try standardInput.fileHandleForWriting.write(contentsOf: input)
        try standardInput.fileHandleForWriting.close()
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let errorText = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output, String(decoding: errorText, as: UTF8.self))
    }
}
