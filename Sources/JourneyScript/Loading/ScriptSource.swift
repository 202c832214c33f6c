import SystemLayer

/// Reads a script or configurations file as text, refusing what cannot be one: a file
/// larger than a script needs, bytes that are not UTF-8, or a binary file.
///
/// The size is checked before anything is read, so a huge file costs nothing.
enum ScriptSource {
    /// The most a journey or configurations file may hold: far more than any journey
    /// needs (a 20,000-line journey is about 600 KB).
    static let maximumBytes = 1 << 20

    /// The text of `path`, without a leading byte-order mark.
    ///
    /// - Throws: `ScriptError` naming `file` (the path as shown): unreadable, too large,
    ///   or not UTF-8 text, at the line and column of the first bad byte.
    static func read(_ path: String, file: String) throws(ScriptError) -> String {
        let descriptor: Int32
        do throws(SystemError) {
            descriptor = try Posix.open(path, .readOnly)
        } catch {
            throw wholeFile(file, .unreadableFile(error.reason))
        }
        defer { Posix.close(descriptor) }
        guard let info = Posix.fileInfo(of: descriptor) else { throw wholeFile(file, .unreadableFile(Posix.lastErrorDescription)) }
        guard !info.isDirectory else { throw wholeFile(file, .unreadableFile("it is a folder")) }
        guard info.size <= maximumBytes else { throw wholeFile(file, .fileTooLarge(bytes: info.size, limit: maximumBytes)) }

        // Read to the end, stopping past the limit, to notice a file that grew after fstat.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(info.size)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= maximumBytes {
            let count: Int
            do throws(SystemError) {
                count = try Posix.read(descriptor, into: &chunk)
            } catch {
                throw wholeFile(file, .unreadableFile(error.reason))
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        guard bytes.count <= maximumBytes else { throw wholeFile(file, .fileTooLarge(bytes: bytes.count, limit: maximumBytes)) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return try text(of: bytes, file: file)
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
