import Foundation
import Testing

/// Writes `contents` to an executable file at `path` from another process, so the test
/// process never holds the file open for writing: a descriptor it held could be inherited
/// by a child another test spawns meanwhile, and running the file would then fail with
/// "Text file busy" instead of what the test is about.
func writeExecutable(_ contents: String, to path: String) throws {
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = ["-c", #"cat > "$1" && chmod 755 "$1""#, "sh", path]
    let input = Pipe()
    writer.standardInput = input
    try writer.run()
    input.fileHandleForWriting.write(Data(contents.utf8))
    try input.fileHandleForWriting.close()
    writer.waitUntilExit()
    try #require(writer.terminationStatus == 0, "could not write the executable \(path)")
}
