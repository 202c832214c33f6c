import Synchronization
import SystemLayer

/// Writes the journeys `save_journey` saves, whole or not at all, and only where it may:
/// a new file, a file it wrote itself, or (told to overwrite) a regular file someone
/// else wrote, whose permissions it keeps. It never writes through a symbolic link,
/// into a device, a named pipe, a socket or a folder, or at a path holding a NUL.
///
/// The text goes to a temporary file of its own in the same folder, renamed over the
/// path: a reader sees the old file or the new one, and a link put at the path
/// meanwhile is replaced, never followed.
final class JourneyFileWriter: Sendable {
    /// The files this server wrote, by path: the device and inode each had when written.
    private let written = Mutex<[String: [UInt64]]>([:])

    /// Writes `text` to `path` (absolute) and returns the path written, its `.`
    /// components and doubled slashes taken out.
    ///
    /// - Throws: `ToolFailure.wontReplace` for what it may not replace, `.file` when the
    ///   file cannot be written.
    func write(_ text: String, to path: String, overwrite: Bool) throws(ToolFailure) -> String {
        guard !path.contains("\u{0}") else { throw .wontReplace(path, .nul) }
        let path = Self.tidied(path)
        var permissions: UInt32?
        if let found = Posix.fileInfo(path, followingLinks: false) {
            switch found.kind {
            case .regularFile:
                let isOwn = written.withLock { $0[path] } == found.identity
                guard isOwn || overwrite else { throw .wontReplace(path, .notWrittenHere) }
                permissions = found.permissions
            case .symbolicLink:
                throw .wontReplace(path, .symbolicLink(target: Posix.linkTarget(path)))
            default:
                throw .wontReplace(path, .notAFile(found.kind))
            }
        }
        let identity = try Self.replace(path, with: Array(text.utf8), permissions: permissions)
        written.withLock { $0[path] = identity }
        return path
    }

    /// Writes `bytes` to a new temporary file beside `path`, with `permissions` if given,
    /// and renames it over `path`; returns the device and inode of the file written.
    private static func replace(_ path: String, with bytes: [UInt8], permissions: UInt32?) throws(ToolFailure) -> [UInt64] {
        let slash = path.lastIndex(of: "/") ?? path.startIndex
        let temporary = "\(path[..<slash])/.\(path[path.index(after: slash)...]).\(Posix.processID)-\(UInt64.random(in: 0...UInt64.max)).partial"
        var created = false
        do throws(SystemError) {
            let descriptor = try Posix.open(temporary, [.writeOnly, .create, .exclusive, .noFollow], permissions: 0o644)
            created = true
            let identity = try Self.fill(descriptor, with: bytes, permissions: permissions)
            try Posix.rename(temporary, to: path)
            return identity
        } catch {
            if created { Posix.unlink(temporary) }
            throw .file(path, reason: "cannot be written (\(error.call): \(error.reason))")
        }
    }

    /// Writes `bytes` into the new file `descriptor`, sets its `permissions` if given, and
    /// closes it; returns its device and inode.
    private static func fill(_ descriptor: Int32, with bytes: [UInt8], permissions: UInt32?) throws(SystemError) -> [UInt64] {
        defer { Posix.close(descriptor) }
        try Posix.writeAll(descriptor, bytes)
        if let permissions { try Posix.changePermissions(of: descriptor, to: permissions) }
        try Posix.synchronize(descriptor)
        return try Posix.status(of: descriptor).identity
    }

    /// `path` without `.` components and doubled slashes, which name the same file
    /// whatever the folders are (`..` is left: through a link it names another folder).
    private static func tidied(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
