import SystemLayer
import Testing

/// A test program of this repository's that `Scripts/build-test-programs` compiles into
/// `.build/test-programs/` (its source is in `Tests/JourneyTests/Programs/Fixtures/`).
struct BuiltTestProgram: Sendable {
    /// The executable's name in `.build/test-programs/`.
    let name: String
    /// The Debian packages its build needs.
    let packages: String

    /// Where the build script puts it.
    var path: String {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(5)  // Tests/JourneyTests/Support/Programs/BuiltTestProgram.swift
        return parts.joined(separator: "/") + "/.build/test-programs/" + name
    }

    /// Whether it has been built.
    var isBuilt: Bool { Posix.isExecutable(path) }

    /// The Go program on Bubble Tea.
    static let bubbleTeaDemo = BuiltTestProgram(
        name: "bubbletea-demo", packages: "golang-go golang-github-charmbracelet-bubbletea-dev")
    /// The Go program on Bubble Tea and the bubbles library's text input, whose cursor blinks.
    static let bubblesForm = BuiltTestProgram(
        name: "bubbles-form", packages: "golang-go golang-github-charmbracelet-bubbletea-dev golang-github-charmbracelet-bubbles-dev")
    /// The Rust program on tui and crossterm.
    static let ratatuiDemo = BuiltTestProgram(name: "ratatui-demo", packages: "cargo librust-tui-dev librust-crossterm-dev")
}

extension Trait where Self == ConditionTrait {
    /// Skips the test, naming the command that builds it, when `program` is not built.
    static func requires(_ program: BuiltTestProgram) -> Self {
        .enabled(if: program.isBuilt, "needs \(program.name): apt-get install -y \(program.packages) && Scripts/build-test-programs")
    }
}
