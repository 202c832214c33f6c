import ScreenModel

/// A mistake in how the command was called, or in what it was pointed at; the command
/// exits with status 2 after printing it.
package enum UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An option the command does not have.
    case unknownOption(String)
    /// An option given without its value.
    case missingValue(option: String, expected: String)
    /// An option of other commands than the one given.
    case optionOfOtherCommand(String, commands: [String])
    /// An option with a value it cannot use.
    case invalidValue(option: String, value: String, expected: String)
    /// A path that is neither a file nor a folder.
    case noSuchPath(String)
    /// Standard input, read for paths, holds more than `limit` bytes.
    case inputTooLarge(limit: Int)
    /// A folder without `.journey` files.
    case noJourneys(folder: String)
    /// No path was given and no `journeys/` folder was found.
    case noBundledJourneys(searched: [String])
    /// `--config` named a configuration nobody defined.
    case unknownConfiguration(String, available: [String])
    /// The app to drive is missing or cannot be run.
    case appNotExecutable(String, isDefault: Bool)
    /// The app refused a launch flag given to `record`.
    case refusedLaunchFlag(String, reason: String)
    /// A command needs paths and got none, or more than it takes.
    case wrongPaths(command: String, expected: String)
    /// A file the command reads is not what it should be.
    case unreadableInput(path: String, reason: String)
    /// There is no report where one was looked for.
    case noReport(String)
    /// An environment variable a CI engine sets (a shard, a status file) is wrong.
    case invalidEnvironment(String)

    /// The commands, for suggestions.
    static var commands: [String] { Invocation.Command.allCases.map(\.rawValue) }

    /// What is wrong and what to do, then where to find the usage.
    package var description: String {
        "error: " + problem + "\nRun 'journey --help' for usage."
    }

    private var problem: String {
        switch self {
        case let .unknownOption(option):
            let names = CommandOption.allNames
            let nearest = NearestNames.nearest(to: option, among: names, limit: 1)
            return "unknown option '\(option.excerpt(String.pathExcerptLength))'" + (nearest.first.map { "; did you mean '\($0)'?" } ?? ".")
                + " Options: " + names.joined(separator: ", ")
        case let .optionOfOtherCommand(option, commands):
            return "\(option) is an option of journey " + commands.joined(separator: ", journey ") + " only"
        case let .missingValue(option, expected):
            return "\(option) needs a value: \(expected)"
        case let .invalidValue(option, value, expected):
            return "\(option) '\(value.excerpt(String.pathExcerptLength))' is not valid: expected \(expected)"
        case let .noSuchPath(path):
            let nearest = NearestNames.nearest(to: path, among: Self.commands, limit: 1)
            return "no such file or folder: \(path.pathExcerpt)" + (nearest.first.map { "; did you mean 'journey \($0)'?" } ?? "")
        case let .inputTooLarge(limit):
            return "standard input holds more than \(limit >> 20) MiB, the most a list of paths (one a line) may hold: is it the right input?"
        case let .noJourneys(folder):
            return "no .journey files in \(folder.pathExcerpt)"
        case let .noBundledJourneys(searched):
            return "no journeys/ folder to run (looked in \(searched.joined(separator: ", "))); "
                + "run from the package's root, or name files or folders: journey run PATH..."
        case let .unknownConfiguration(name, available):
            let nearest = NearestNames.nearest(to: name, among: available, limit: 1)
            return "unknown configuration '\(name.excerpt(String.pathExcerptLength))'" + (nearest.first.map { "; did you mean '\($0)'?" } ?? ".")
                + " Configurations: " + available.joined(separator: ", ")
        case let .refusedLaunchFlag(flag, reason):
            return "the app refuses the launch flag '\(flag)': \(reason)"
        case let .wrongPaths(command, expected):
            return "journey \(command) takes \(expected)"
        case let .unreadableInput(path, reason):
            return "cannot use \(path.pathExcerpt): \(reason)"
        case let .noReport(path):
            return "no report at \(path.pathExcerpt); run journeys first (journey run writes one), or build one from traces: journey report FOLDER"
        case let .invalidEnvironment(problem):
            return problem
        case let .appNotExecutable(path, isDefault):
            return "no executable app at \(path)"
                + (isDefault ? "; build it with `swift build` (swift run journey builds it for you), or name one with --app PATH" : "")
        }
    }
}
