import Foundation

/// Keeps the to-dos in `todos.json` in the state directory, or only in memory when
/// there is none. Each save writes a whole new file and renames it into place, so a
/// crash mid-save leaves the previous list, never half of one.
final class TodoStore {
    /// The file, or nil for memory only.
    let path: String?

    /// A store in `directory` (made if missing), or in memory when nil.
    ///
    /// - Throws: `TodoStoreError.cannotCreateDirectory` naming the directory.
    init(directory: String?) throws(TodoStoreError) {
        guard let directory else {
            path = nil
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(directory, error.localizedDescription)
        }
        path = directory + "/todos.json"
    }

    /// The saved to-dos; none if there are none yet. A file that cannot be read is set
    /// aside as `todos.json.unreadable` (and `report` told), never silently overwritten.
    func load(report: (String) -> Void) -> [Todo] {
        guard let path, let data = FileManager.default.contents(atPath: path) else { return [] }
        do {
            return try JSONDecoder().decode([Todo].self, from: data)
        } catch {
            try? FileManager.default.removeItem(atPath: path + ".unreadable")
            try? FileManager.default.moveItem(atPath: path, toPath: path + ".unreadable")
            report("\(path) could not be read (\(error)); set aside as todos.json.unreadable, starting empty")
            return []
        }
    }

    /// Saves `todos`, replacing what was saved.
    func save(_ todos: [Todo]) {
        guard let path else { return }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(todos).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            log("TodoApp: cannot save \(path): \(error)")
        }
    }

    /// Forgets everything saved (`--reset-state`).
    func removeAll() {
        guard let path else { return }
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Why the store cannot be used.
enum TodoStoreError: Error, CustomStringConvertible {
    /// The state directory could not be made; the text says why.
    case cannotCreateDirectory(String, String)

    var description: String {
        switch self {
        case let .cannotCreateDirectory(directory, reason):
            "cannot use \(directory) as the state directory (\(reason)); pass another with --state-dir PATH"
        }
    }
}
