import Foundation

/// A file a reporter writes at the end of a run could not be written.
struct ReportFileError: Error, Equatable, CustomStringConvertible {
    /// What the file is, as a person calls it: "the JUnit file".
    var file: String
    /// Where it was to go, as the person gave it or relative to the current directory.
    var path: String
    /// What went wrong, as the system said it.
    var reason: String

    /// Creates the error for `file` at `path`, failed with `error`.
    init(file: String, path: String, error: any Error) {
        self.init(file: file, path: path, reason: Self.reason(of: error))
    }

    /// Creates the error for `file` at `path`, failed for `reason`.
    init(file: String, path: String, reason: String) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    var description: String {
        "could not write \(file) \(path): \(reason); check that its folder can be created and written to"
    }

    /// The system's words for `error`, after the path it names (which may be a folder on
    /// the way to the file).
    private static func reason(of error: any Error) -> String {
        let error = error as NSError
        var words = error.localizedDescription
        if words.hasSuffix(".") { words.removeLast() }
        guard let failed = error.userInfo[NSFilePathErrorKey] as? String, !failed.isEmpty else { return words }
        return "\(failed): \(words)"
    }
}
