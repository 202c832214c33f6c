extension DurationsFile {
    /// Why a durations file could not be read.
    package enum ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing is at `path`.
        case missing(path: String)
        /// The file at `path` is not JSON with `"format": "journey-durations"` and version 1.
        case notDurations(path: String)

        /// What is wrong, in a sentence that names the file.
        package var description: String {
            switch self {
            case let .missing(path): "no durations file at \(path)"
            case let .notDurations(path): "\(path) is not a durations file written by journey (JSON with \"format\": \"journey-durations\")"
            }
        }
    }
}
