public import ScreenModel
import Synchronization

/// The elements of any program, read off its screen: the same queries, reads, waits and
/// actions an `App` has (`terminal.buttons["Yes"].tap()`, `terminal.cells["main.go"]`,
/// `terminal.textFields.firstMatch.typeText("hello")`), on the tree `ScreenReader` infers
/// and with the program's idleness read from the kernel.
///
/// ```swift
/// let dialog = try await Terminal.launch("dialog", arguments: ["--yesno", "Delete it?", "6", "30"])
/// try await dialog.buttons["No"].tap()
/// #expect(try await dialog.waitForExit() == .exited(1))
/// ```
///
/// Nothing is read until the first query is made. A tap clicks the element where the
/// program turned the mouse on; otherwise it presses a key bar button's key (`F10`, `^X`)
/// or moves focus with the keys the program's own highlight answers to
/// (docs/terminal-programs.md, "Elements of any program").
extension Terminal: ElementTypeQueryProvider {
    /// The program's elements as an app, whose queries, reads and actions are the ones
    /// `App` has; each run of the program is one launch of it.
    public var elements: App {
        elementSource.launched?.wake()
        return elementApp
    }

    /// Every element of `type` on the program's screen.
    public func descendants(matching type: ElementType) -> ElementQuery {
        elements.descendants(matching: type)
    }

    /// The screen's direct children of `type`: its outermost frames and what lies outside them.
    public func children(matching type: ElementType) -> ElementQuery {
        elements.children(matching: type)
    }

    /// Starts the elements of the run `session` is, for the queries made from now on.
    func startElements(of session: TerminalSession) async throws(DriverError) {
        elementSource.aim(at: session)
        elementApp.actionTimeout = timeout
        try await elementApp.launch()
    }

    /// After input the test sent: the elements that were idle are busy until the program
    /// is idle again, and the `App` knows it before the call that sent the input returns.
    func elementsHeardInput() async {
        guard let generation = elementSource.launched?.inputSent(),
            let session = elementApp.runtime.withLock({ $0.session })
        else { return }
        _ = await session.wait(purpose: DriverError.Attempt(.read), timeout: elementApp.replyTimeout) { tree in
            tree.generation >= generation ? .satisfied(()) : .pending { waited in .timeout(DriverError.Attempt(.read), waited: waited, activity: tree.activity) }
        }
    }
}
