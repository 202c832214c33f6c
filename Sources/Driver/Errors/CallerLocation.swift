package import Runtime
import Foundation
import SystemLayer

/// Where in a test a call was made: its file, line and column.
package struct CallSite: Sendable, Hashable {
    /// `Module/File.swift`.
    package let fileID: String
    /// The file's full path.
    package let filePath: String
    /// The line, from 1.
    package let line: UInt
    /// The column, from 1.
    package let column: UInt

    package init(fileID: String, filePath: String, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    package init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.init(fileID: fileID, filePath: "\(filePath)", line: line, column: column)
    }
}

/// Finds the line of the test (or page object) that called into the driver, from a
/// backtrace: for failures of calls that cannot take `#line` (property reads such as
/// `label` and `exists`), and for async calls, whose backtraces follow the tasks
/// awaiting them.
package enum CallerLocation {
    /// The calling thread's (and task's) caller: see `find(in:)`.
    package static func find() -> CallSite? {
        backtrace().flatMap(find(in:))
    }

    /// The calling thread's (and task's) backtrace, its first `frameLimit` frames: what
    /// `find(in:)` looks through, later.
    package static func backtrace() -> Backtrace? {
        try? Backtrace.capture(limit: frameLimit, top: 0, images: images)
    }

    /// How many frames a backtrace keeps. The caller comes within the first nine (the
    /// driver's frames, then the test's or the page object's), and symbolicating each
    /// frame of the test binary executes every line-number program in its debug
    /// information, so frames past the caller only cost time.
    private static let frameLimit = 16

    /// The first frame of `backtrace` outside the driver's libraries that has a source
    /// location: the code that made the call. Nil when the binary has no debug information.
    ///
    /// The look-up runs on the symbolication thread (see `resolving(_:)`); the calling
    /// thread waits for it.
    package static func find(in backtrace: Backtrace) -> CallSite? {
        guard let thread = symbolicationThread else { return lookUp(backtrace) }
        return thread.runAndWait { lookUp(backtrace) }
    }

    /// Runs `body`, which finds call sites (a failure's, a trace's steps'), on the
    /// symbolication thread, suspending the caller meanwhile, and returns what it returns.
    ///
    /// Symbolicating reads the binary's debug information, seconds of work for a large
    /// test binary, which the runtime keeps per thread: on one thread of its own it is
    /// read once per process, and no look-up holds one of Swift concurrency's shared
    /// threads, which every other test is waiting for.
    package static func resolving<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        guard let thread = symbolicationThread else { return body() }
        return await thread.run(body)
    }

    /// The thread every look-up runs on, started at the first; nil when no thread could
    /// start, and look-ups then run on the caller's.
    private static let symbolicationThread = try? ThreadExecutor(name: "symbolication")

    private static func lookUp(_ backtrace: Backtrace) -> CallSite? {
        guard let symbolicated = backtrace.symbolicated(with: images) else { return nil }
        for frame in symbolicated.frames {
            guard let symbol = frame.symbol, var location = symbol.sourceLocation.map(Location.init),
                !frame.isSwiftThunk, !symbol.isSwiftThunk
            else { continue }
            // Code inside a macro (`#expect(x.label == "y")`) is located in the macro's
            // expansion, which the compiler writes beside the build with the range of
            // source it came from.
            while location.path.contains("@__swiftmacro"), let original = originalLocation(ofExpansion: location.path) {
                location = original
            }
            guard location.line > 0, location.path.hasPrefix("/"), location.path.hasSuffix(".swift"),
                !location.path.contains("@__swiftmacro"), !isInsideLibrary(location.path)
            else { continue }
            let fileName = location.path.split(separator: "/").last.map(String.init) ?? location.path
            return CallSite(
                fileID: "\(moduleName(ofMangled: symbol.rawName) ?? "main")/\(fileName)", filePath: location.path,
                line: UInt(location.line), column: UInt(max(location.column, 1))
            )
        }
        return nil
    }

    private struct Location {
        var path: String
        var line: Int
        var column: Int

        init(path: String, line: Int, column: Int) {
            self.path = path
            self.line = line
            self.column = column
        }

        init(_ location: SymbolicatedBacktrace.SourceLocation) {
            self.init(path: location.path, line: location.line, column: location.column)
        }
    }

    /// Where the source of a macro expansion file came from: its last line reads
    /// `// original-source-range: /path/File.swift:14:13-14:65`.
    private static func originalLocation(ofExpansion path: String) -> Location? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let marker = text.components(separatedBy: "// original-source-range: ").last, marker != text
        else { return nil }
        let range = marker.trimmingCharacters(in: .whitespacesAndNewlines)
        let start = range.range(of: "-", options: .backwards).map { String(range[..<$0.lowerBound]) } ?? range
        let parts = start.split(separator: ":")
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1].prefix { $0.isNumber }) else {
            return nil
        }
        return Location(path: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
    }

    /// The images loaded at the first look-up, kept: capturing them costs more than the
    /// backtrace, and a test process loads no code later that its calls come from.
    package static let images = ImageMap.capture()

    /// The `Sources/` folder this library is built from: frames there are ours.
    private static let sourcesRoot: String = {
        let path = "\(#filePath)"
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        for index in components.indices.dropLast() where components[index] == "Sources" && components[index + 1] == "Driver" {
            return components[...index].joined(separator: "/") + "/"
        }
        return path
    }()

    private static let libraryFolders = ["XCUITerminal/", "Driver/", "DriverTesting/", "ScreenModel/"]

    private static func isInsideLibrary(_ path: String) -> Bool {
        guard path.hasPrefix(sourcesRoot) else { return false }
        let rest = path.dropFirst(sourcesRoot.count)
        return libraryFolders.contains { rest.hasPrefix($0) }
    }

    /// The module a Swift symbol belongs to: `$s2bt6LookupO…` gives `bt`.
    private static func moduleName(ofMangled name: String) -> String? {
        guard name.hasPrefix("$s") else { return nil }
        let rest = name.dropFirst(2)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let start = rest.index(rest.startIndex, offsetBy: digits.count)
        guard rest.distance(from: start, to: rest.endIndex) >= length else { return nil }
        return String(rest[start..<rest.index(start, offsetBy: length)])
    }
}
