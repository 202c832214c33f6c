package import SystemLayer

/// Reads a script or configurations file as text, refusing what cannot be one: what is
/// no regular file (a folder, a named pipe, a device), a file larger than a script
/// needs, bytes that are not UTF-8, or a binary file. The one reader of journeys: the
/// `journey` command's files and `journey mcp`'s `run_journey` both read through it, and
/// paths on standard input are read under the same limit.
///
/// The kind and size are checked before anything is read, so a huge file costs nothing
/// and a named pipe is never waited on.
package enum ScriptSource {
    /// The most a journey or configurations file may hold: far more than any journey
    /// needs (a 20,000-line journey is about 600 KB).
    package static let maximumBytes = 1 << 20

    /// The text of `path`, without a leading byte-order mark.
    ///
    /// - Throws: `ScriptError` naming `file` (the path as shown): no regular file,
    ///   unreadable, too large, or not UTF-8 text, at the line and column of the first
    ///   bad byte.
    package static func read(_ path: String, file: String) throws(ScriptError) -> String {
        // The system would end the path at a NUL, and read another file.
        guard !path.contains("\u{0}") else { throw wholeFile(file, .unreadableFile("its path holds a NUL character, where the system would end it")) }
        // Looked at before opening: opening a named pipe waits for a writer, and a device may act on being opened.
        if let found = Posix.fileInfo(path), found.kind != .regularFile { throw wholeFile(file, .notAFile(found.kind)) }
        let descriptor: Int32
        do throws(SystemError) {
            // Not waiting, should a pipe have been put there since.
            descriptor = try Posix.open(path, [.readOnly, .nonBlocking])
        } catch {
            throw wholeFile(file, .unreadableFile(error.reason))
        }
        defer { Posix.close(descriptor) }
        guard let info = Posix.fileInfo(of: descriptor) else { throw wholeFile(file, .unreadableFile(Posix.lastErrorDescription)) }
        guard info.kind == .regularFile else { throw wholeFile(file, .notAFile(info.kind)) }
        guard info.size <= maximumBytes else { throw wholeFile(file, .fileTooLarge(bytes: info.size, limit: maximumBytes)) }

        // Read to the end, stopping past the limit, to notice a file that grew after fstat.
        var bytes: [UInt8]
        do throws(SystemError) {
            bytes = try readBounded(descriptor, expecting: info.size)
        } catch {
            throw wholeFile(file, .unreadableFile(error.reason))
        }
        guard bytes.count <= maximumBytes else { throw wholeFile(file, .fileTooLarge(bytes: bytes.count, limit: maximumBytes)) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return try text(of: bytes, file: file)
    }

    /// `text` (a journey given as text, not as a file) if it is within the limit.
    ///
    /// - Throws: `ScriptError.Problem.fileTooLarge` naming `file`.
    package static func checked(_ text: String, file: String) throws(ScriptError) -> String {
        guard text.utf8.count <= maximumBytes else { throw wholeFile(file, .fileTooLarge(bytes: text.utf8.count, limit: maximumBytes)) }
        return text
    }

    /// What `descriptor` (standard input) holds up to its end, as text; nil when it holds
    /// more than `maximumBytes`, found as soon as they are passed, nothing more read.
    ///
    /// - Throws: `SystemError` (`read`).
    package static func readInput(_ descriptor: Int32) throws(SystemError) -> String? {
        let bytes = try readBounded(descriptor, expecting: 0)
        return bytes.count <= maximumBytes ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// The bytes of `descriptor` to its end, or the first `maximumBytes + 1` of them.
    private static func readBounded(_ descriptor: Int32, expecting size: Int) throws(SystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(size, maximumBytes) + 1)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= maximumBytes {
            let count = try Posix.read(descriptor, into: &chunk)
            if count == 0 { break }
            bytes += chunk[..<min(count, maximumBytes + 1 - bytes.count)]
        }
        return bytes
    }

    /// `bytes` as a string, or the error at the first byte that is not UTF-8 text.
    static func text(of bytes: [UInt8], file: String) throws(ScriptError) -> String {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                // NUL never appears in text; a file holding one is binary.
                if encoded.count == 1, encoded.first == 0 { throw error(at: offset, in: bytes, file: file) }
                offset += encoded.count
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            case .error:
                throw error(at: offset, in: bytes, file: file)
            }
        }
    }

    /// The error for the bad byte at `offset`, at its line and column.
    private static func error(at offset: Int, in bytes: [UInt8], file: String) -> ScriptError {
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = bytes[..<lineStart].count(where: { $0 == UInt8(ascii: "\n") }) + 1
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return ScriptError(file: file, line: line, column: column, problem: .notText(byte: bytes[offset]))
    }

    private static func wholeFile(_ file: String, _ problem: ScriptError.Problem) -> ScriptError {
        ScriptError(file: file, line: 0, column: 0, problem: problem)
    }
}
