import Driver
import Foundation
import Testing

/// Writes `contents` to an executable file at `path` from another process, so the test
/// process never holds the file open for writing: a descriptor it held could be inherited
/// by a child another test spawns meanwhile, and running the file would then fail with
/// "Text file busy" instead of what the test is about.
func writeExecutable(_ contents: String, to path: String) throws {
    let finished = try runToEnd("/bin/sh", ["-c", #"cat > "$1" && chmod 755 "$1""#, "sh", path], input: contents)
    try #require(finished.status == .exited(0), "could not write the executable \(path): \(finished.errors)")
}
