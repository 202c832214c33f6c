import SystemLayer
import Testing

/// A program a journey drives, and the Debian package that installs it.
struct RequiredProgram: Sendable {
    /// The command, as found on `PATH`.
    let name: String
    /// The package `.ci/run` installs it from.
    let package: String

    /// Whether `name` is an executable on `PATH`.
    var isInstalled: Bool { path != nil }

    /// Where `name` is on `PATH`, or nil.
    var path: String? {
        let directories = (Posix.environmentValue("PATH") ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { Posix.isExecutable($0) }
    }

    static let vim = RequiredProgram(name: "vim", package: "vim")
    static let less = RequiredProgram(name: "less", package: "less")
    static let htop = RequiredProgram(name: "htop", package: "htop")
    static let dialog = RequiredProgram(name: "dialog", package: "dialog")
    static let whiptail = RequiredProgram(name: "whiptail", package: "whiptail")
    static let mc = RequiredProgram(name: "mc", package: "mc")
    static let ncdu = RequiredProgram(name: "ncdu", package: "ncdu")
    static let bash = RequiredProgram(name: "bash", package: "bash")
    static let python3 = RequiredProgram(name: "python3", package: "python3")
    static let asciinema = RequiredProgram(name: "asciinema", package: "asciinema")
    static let nano = RequiredProgram(name: "nano", package: "nano")
    static let tig = RequiredProgram(name: "tig", package: "tig")

    /// Every program above, so one named in a test's text can be found by name.
    static let known = [vim, less, htop, dialog, whiptail, mc, ncdu, bash, python3, asciinema, nano, tig]

    /// The known program called `name`, or nil.
    static func named(_ name: String) -> RequiredProgram? { known.first { $0.name == name } }

    /// Cancels the running test, naming the package to install, when this program is not
    /// on `PATH`: for a test whose arguments decide which program it needs. The reason is
    /// printed too, as `swift test` reports a cancelled case as passed without it.
    func cancelTestIfMissing() throws {
        guard !isInstalled else { return }
        print("skipped: \(skipReason)")
        try Test.cancel(Comment(rawValue: skipReason))
    }

    /// Why a test that needs this program is skipped, with the command that installs it.
    var skipReason: String { "needs \(name): apt-get install -y \(package)" }
}

extension Trait where Self == ConditionTrait {
    /// Skips the test, naming the package to install, when `program` is not on `PATH`.
    static func requires(_ program: RequiredProgram) -> Self {
        .enabled(if: program.isInstalled, Comment(rawValue: program.skipReason))
    }
}
