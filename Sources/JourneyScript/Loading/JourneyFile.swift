/// A journey script on disk.
public struct JourneyFile: Sendable, Hashable {
    /// The path to show: as it was named, or inside the folder that was named.
    public var path: String
    /// The same file's absolute, standardised path, to compare files by.
    public var absolutePath: String

    /// Creates a file reference.
    public init(path: String, absolutePath: String) {
        self.path = path
        self.absolutePath = absolutePath
    }
}
