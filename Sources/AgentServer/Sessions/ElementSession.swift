import JourneyScript
import ScreenModel

/// A session whose elements the tools act on by target (a ref or a query): an app's own
/// elements, or a program's read off its screen. The tools that take a target are written
/// once over it (`Toolbox+ElementTools.swift`).
protocol ElementSession: Sendable {
    /// The locator a target names: a ref from this session's snapshots, or a query in the journey syntax.
    func locator(for target: String) throws(ToolFailure) -> ElementLocator

    /// Does `action`, a step on elements, as a journey's step does, records it for
    /// `save_journey`, and returns `said` and, when the session answers with snapshots,
    /// what changed since the last one.
    func performOnElements(_ action: Step.Action, said: String) async throws(ToolFailure) -> String

    /// Waits until the element `target` names has the label `label`; records it as an
    /// `expect … label == …`.
    func waitForLabel(_ label: String, target: String, timeout: Duration) async throws(ToolFailure) -> String
}

extension DrivenApp: ElementSession {
    /// Does `action` and records it (`perform(_:said:records:)`).
    func performOnElements(_ action: Step.Action, said: String) async throws(ToolFailure) -> String {
        try await perform(action, said: said)
    }
}
