import Driver
import Foundation
import SystemLayer
import Testing

/// A test process opens descriptors the driver knows nothing of (a library's pipe, a log
/// file), some without close-on-exec; an app launched meanwhile must not hold them, or a
/// reader waiting for the pipe's end waits for as long as the app lives.
@Suite("What an app inherits", .timeLimit(.minutes(1)))
struct InheritedDescriptorTests {
    /// What `/proc/PID/fd/N` links to, for each descriptor of `pid`.
    static func openFiles(of pid: Int32) -> [String] {
        let folder = "/proc/\(pid)/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0) }
    }

    @Test("a pipe the test process opened without close-on-exec is not open in the app")
    func pipeNotInherited() async throws {
        let ends = try Posix.inheritablePipe()
        defer { Posix.close(ends.read); Posix.close(ends.write) }
        let pipeName = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(ends.write)")
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--mock-catalog"]

        try await app.launch()
        let pid = try #require(app.processIdentifier)

        let files = Self.openFiles(of: pid)
        #expect(!files.isEmpty, "the app's descriptors could not be listed")
        #expect(!files.contains(pipeName), "the app holds the test's pipe \(pipeName): \(files)")
    }
}
