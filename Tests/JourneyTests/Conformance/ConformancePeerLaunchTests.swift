import AutomationChannel
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

    @Test("an app gets its channel on descriptor 3 when the launch can open only the channel's and the log pipe's ends: the channel is moved only from 3 or under")
    func channelNeedsNoHighDescriptor() async {
        // In a process of its own: taking every descriptor would starve the tests beside this one.
        await #expect(processExitsWith: .success) {
            var taken: [Int32] = []
            while let next = try? Posix.duplicate(0, atLeast: 0) { taken.append(next) }
            // Free just enough for the channel's two ends and the log pipe's: whichever
            // numbers they are, no other descriptor can be had.
            for descriptor in taken.prefix(4) { Posix.close(descriptor) }
            let first = ConformancePeerLaunchTests.firstArrivalFromTheFake()
            for descriptor in taken.dropFirst(4) { Posix.close(descriptor) }

            #expect(first == "its hello", "the fake's first arrival: \(first)")
        }
    }

    /// What the conformance fake sends first over its channel: "its hello", or what came
    /// instead; the fake is killed by the time this returns.
    static func firstArrivalFromTheFake() -> String {
        let fake = ConformanceSubject.fake
        let environment = [
            AutomationProtocol.channelEnvironmentKey: String(AutomationProtocol.channelDescriptor),
            AutomationProtocol.parentEnvironmentKey: String(Posix.processID),
        ]
        let peer: ProtocolConformance.ChannelPeer
        do {
            peer = try ProtocolConformance.ChannelPeer(executable: fake.executable, arguments: fake.arguments, environment: environment)
        } catch {
            return "no start: \(error)"
        }
        let arrival = peer.next(within: fake.startTimeout)
        if case .message(.hello) = arrival { return "its hello" }
        return arrival.description
    }
}
