import Runtime
import Testing

/// Finds the line of the test (or page object) that called into this library, from
/// the calling thread's backtrace, for failures of calls that cannot take `#line`
/// (property reads such as `label` and `exists`).
enum CallerLocation {
    /// The first frame outside this library and the driver that has a source location:
    /// the code that made the call. Nil when the binary has no debug information.
    static func find() -> CallSite? {
        guard let backtrace = try? Backtrace.capture(limit: 96),
              let symbolicated = backtrace.symbolicated() else { return nil }
        for frame in symbolicated.frames {
            guard let symbol = frame.symbol, let location = symbol.sourceLocation,
                  !frame.isSwiftThunk, !frame.isSystem, !symbol.isSwiftThunk, !symbol.isSystemFunction,
                  location.line > 0, location.path.hasPrefix("/"), !isInsideLibrary(location.path) else { continue }
            let fileName = location.path.split(separator: "/").last.map(String.init) ?? location.path
            return CallSite(
                fileID: "\(moduleName(ofMangled: symbol.rawName) ?? "main")/\(fileName)", filePath: location.path,
                line: UInt(location.line), column: UInt(max(location.column, 1))
            )
        }
        return nil
    }

    /// The `Sources/` folder this library is built from: frames there are ours.
    private static let sourcesRoot: String = {
        let path = "\(#filePath)"
        guard let range = path.range(of: "/Sources/XCUITerminal/") else { return path }
        return String(path[..<range.lowerBound]) + "/Sources/"
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
