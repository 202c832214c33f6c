import Glibc

/// A private directory created for one `App` and removed with it.
final class TemporaryDirectory: Sendable {
    let path: String

    /// Creates a fresh directory under `root`, readable by this user only.
    init(prefix: String, in base: String) throws(DriverError) {
        var template = Array((base + "/" + prefix + "-XXXXXX").utf8CString)
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw DriverError(.launchFailed(
                executable: "the app", problem: "cannot create a state directory in \(base): \(String(cString: strerror(errno)))",
                hint: "check that \(base) exists and is writable, or set \(App.stateRootEnvironmentKey) to a folder that is"
            ))
        }
        path = String(cString: created)
    }

    deinit {
        TemporaryDirectory.removeTree(path)
    }

    /// Deletes `path` and everything under it, without following symbolic links.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            if let directory = opendir(path) {
                var names: [String] = []
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
                    }
                    if name != "." && name != ".." { names.append(name) }
                }
                closedir(directory)
                for name in names { removeTree(path + "/" + name) }
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
