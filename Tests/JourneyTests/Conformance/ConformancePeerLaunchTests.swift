import DriverTesting
import SystemLayer
import Testing

@testable import ProtocolConformance

/// How the conformance suite starts the app it talks to: the channel on descriptor 3,
/// and nothing of the launch left open when the start fails.
@Suite("The conformance peer's launch", .timeLimit(.minutes(1)), .hangReport)
struct ConformancePeerLaunchTests {
    @Test("an app whose start fails leaves no descriptor open: many failed starts in a row leave none")
    func failedStartLeavesNoDescriptorsOpen() {
        // Enough that a kept end per start stands far above what the tests running
        // beside this one open and close meanwhile (launched apps hold a few each).
        let starts = 1_000
        let missing = TestChild.buildDirectory + "/no-such-program"
        let before = Posix.openDescriptors().count

        var refused = 0
        for _ in 0..<starts {
            do {
                _ = try ProtocolConformance.ChannelPeer(executable: missing, arguments: [], environment: [:])
            } catch {
                if error.description.hasPrefix("cannot start \(missing)") { refused += 1 }
            }
        }
        let after = Posix.openDescriptors().count

        #expect(refused == starts)
        // A start that kept the app's end of the channel would have left one per start.
        #expect(after - before < starts / 2, "\(before) descriptors open before, \(after) after")
    }
}
