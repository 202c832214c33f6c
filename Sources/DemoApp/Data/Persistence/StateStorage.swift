import AppAutomation
/// Where state files live: a locked directory on disk, or memory for a launch that
/// keeps nothing.
protocol StateStorage: AnyObject {
    /// Where the files are, for messages.
    var location: String { get }
    /// The text of file `name`, nil if it does not exist.
    func read(_ name: String) throws(StateFileError) -> String?
    /// Replaces file `name` with `text`, atomically.
    func write(_ name: String, _ text: String) throws(StateFileError)
    /// Deletes every file.
    func removeAll()
    /// Moves file `name` aside for inspection and returns its new name, or nil if it
    /// could not be moved.
    func setAside(_ name: String) -> String?
    /// Stores whatever is still pending; returns once it is stored.
    func flush()
}

extension StateDirectory: StateStorage {
    var location: String { path }
}

/// State kept only for the life of the process.
final class MemoryStateStorage: StateStorage {
    /// Memory is written at once; there is never anything pending.
    func flush() {}

    private(set) var files: [String: String] = [:]

    init(files: [String: String] = [:]) {
        self.files = files
    }

    var location: String { "memory" }

    func read(_ name: String) throws(StateFileError) -> String? { files[name] }

    func write(_ name: String, _ text: String) throws(StateFileError) { files[name] = text }

    func removeAll() { files.removeAll() }

    func setAside(_ name: String) -> String? {
        var index = 1
        while files[name + ".corrupt-\(index)"] != nil { index += 1 }
        let newName = name + ".corrupt-\(index)"
        files[newName] = files[name]
        files[name] = nil
        return newName
    }
}
