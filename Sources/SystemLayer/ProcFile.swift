import Glibc

/// Reads the small text files of `/proc`, which the kernel writes in one go: one read
/// into a buffer on the stack, no allocation but the string.
package enum ProcFile {
    /// The text of the file at `path` (at most 4 KiB), or nil when it cannot be opened or
    /// read; `errno` then tells why.
    package static func read(_ path: String) -> String? {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { Glibc.close(descriptor) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { buffer -> String? in
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            guard count >= 0 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }
}
