@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// The composition root alone decides how the app is built from its options; these
/// build it in process (on a virtual clock) and look at what the parts do.
@Suite("Composition root")
struct CompositionRootTests {
    /// Builds the app for `options`, with state in a scratch directory, and signs in.
    func signingIn(_ configure: (inout LaunchOptions) -> Void) throws -> (ViewHost, ScratchDirectory) {
        let scratch = try ScratchDirectory()
        var options = LaunchOptions()
        options.stateDirectory = scratch.path
        options.clock = .virtual
        configure(&options)
        let host = try CompositionRoot.assemble(options: options, screenSize: .standardTerminal) { _ in }
        guard case let .login(login) = host.shop.model.screen else { throw ScenarioError("the app did not open on sign-in") }
        login.editEmail(.insert("user@example.com"))
        login.editPassword(.insert("securePass1"))
        login.submit()
        host.settle()
        return (host, scratch)
    }

    @Test("--network alone, without --uitesting, still puts requests on the simulated network")
    func networkWithoutUITesting() throws {
        let (host, _) = try signingIn { $0.network = .offline }

        host.scheduler.advance(by: 10)
        host.settle()

        #expect(host.shop.model.alerts.current?.kind == .offline)
    }

    @Test("--latency-ms alone, without --uitesting, gives every request that latency")
    func latencyWithoutUITesting() throws {
        let (host, _) = try signingIn { $0.latencyMilliseconds = 700 }

        #expect(host.scheduler.activity.pendingWork.map(\.remainingMilliseconds) == [700])
    }

    @Test("without any test option, requests answer at once, as a local service does")
    func ordinaryAppAnswersAtOnce() throws {
        let (host, _) = try signingIn { _ in }

        host.scheduler.advance(by: 0)
        host.settle()

        #expect(host.scheduler.activity.isIdle)
        #expect(host.shop.model.alerts.current == nil)
        guard case .tabs = host.shop.model.screen else { Issue.record("not signed in"); return }
    }

    @Test("--uitesting alone gives the stub network its default 1 ms latency")
    func uiTestingLatency() throws {
        let (host, _) = try signingIn { $0.uiTesting = true }

        #expect(host.scheduler.activity.pendingWork.map(\.remainingMilliseconds) == [1])
    }
}

struct ScenarioError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
