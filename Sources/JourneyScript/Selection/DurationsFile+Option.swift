package import Sharding

extension DurationsFile {
    /// Reads a durations file given to `--durations`; errors name it as `given` (as the user wrote it) when there is one.
    ///
    /// - Throws: `UsageError.invalidValue` for `--durations` naming what is wrong.
    package static func read(_ path: String, as given: String? = nil) throws(UsageError) -> DurationsFile {
        do throws(ReadError) {
            return try load(path)
        } catch {
            switch error {
            case .missing:
                throw .invalidValue(option: "--durations", value: given ?? path, expected: "a durations file (no file there)")
            case .notDurations:
                throw .invalidValue(option: "--durations", value: given ?? path, expected: "a durations file written by journey (JSON with \"format\": \"journey-durations\")")
            }
        }
    }
}
