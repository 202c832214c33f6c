/// Reads a configurations file: one configuration a line, its name, a colon, and the
/// launch arguments it adds; `#` starts a comment.
///
/// ```
/// # configs.txt
/// tiny-es: --terminal-size 30x12 --locale es
/// ```
package enum ConfigurationFile {
    /// The file name looked for in each journey folder.
    package static let fileName = "configs.txt"

    /// Parses the text of `file`.
    ///
    /// - Throws: `ScriptErrors` for lines without a `name:` or with a bad argument.
    package static func parse(_ source: String, file: String) throws(ScriptErrors) -> [LaunchConfiguration] {
        var configurations: [LaunchConfiguration] = []
        var errors: [ScriptError] = []
        for (index, line) in source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            var lexer = Lexer(String(line), file: file, line: index + 1)
            do throws(ScriptError) {
                guard let name = try lexer.nextArgument() else { continue }
                guard name.text.hasSuffix(":"), name.text.count > 1, name.text.dropLast().allSatisfy({ $0.isWordCharacter || $0 == "-" }),
                    case .argument = name.kind
                else {
                    throw lexer.error(.expected("a configuration name and a colon, as in es: --locale es", found: name.found), at: name.column)
                }
                var arguments: [String] = []
                var columns: [Int] = []
                while let argument = try lexer.nextArgument() {
                    if case let .string(value) = argument.kind { arguments.append(value) } else { arguments.append(argument.text) }
                    columns.append(argument.column)
                }
                let location = ArgumentsLocation(file: file, line: index + 1, columns: columns, text: String(line))
                configurations.append(LaunchConfiguration(name: String(name.text.dropLast()), arguments: arguments, location: location))
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw ScriptErrors(errors) }
        return configurations
    }
}
