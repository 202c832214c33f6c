/// A journey script on disk.
package struct JourneyFile: Sendable, Hashable {
    /// The path to show: as it was named, or inside the folder that was named.
    package var path: String
    /// The same file's absolute, standardised path, to compare files by.
    package var absolutePath: String

    /// Creates a file reference.
    package init(path: String, absolutePath: String) {
        self.path = path
        self.absolutePath = absolutePath
    }
}
