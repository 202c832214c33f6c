package import Foundation

/// A server the stdio loop (`AgentServerCommand.serve`) runs: it answers each line a
/// client sends, and ends every session it opened when the client goes.
package protocol LineAnswering: Sendable {
    /// The response to one line, or nil when it needs none (a notification, a response).
    func handle(_ line: Data) async -> JSONValue?
    /// Ends every session: apps and programs terminated, state directories removed. No
    /// session opens after it.
    func closeAllSessions() async
}
