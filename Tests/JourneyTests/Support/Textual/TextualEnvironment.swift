import Foundation
import SystemLayer
import Testing

/// The Python virtual environment `Scripts/python-env` makes (Textual, dooit and the
/// adapter of `Adapters/Textual`), and the files of this repository the Textual tests use.
enum TextualEnvironment {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The adapter's launcher, `journey-textual`, in the virtual environment.
    static var launcher: String { packageRoot + "/.build/python-env/bin/journey-textual" }

    /// Whether the virtual environment holds the launcher.
    static var isInstalled: Bool { Posix.isExecutable(launcher) }

    /// The adapter's own small Textual app (a counter, a worker, a timer, a dialog).
    static var counterApp: String { packageRoot + "/Adapters/Textual/examples/counter.py" }

    /// The example with a background loader waiting on a queue.
    static var loaderApp: String { packageRoot + "/Adapters/Textual/examples/loader.py" }

    /// The example with a table from outside Textual.
    static var stockApp: String { packageRoot + "/Adapters/Textual/examples/stock.py" }

    /// The example with markup, a long log, a read-only editor, a slow save and F10 to quit.
    static var journalApp: String { packageRoot + "/Adapters/Textual/examples/journal.py" }

    /// The example with a list scrolled in part out of its box, a link a badge covers and
    /// rows drawn on two lines.
    static var panelsApp: String { packageRoot + "/Adapters/Textual/examples/panels.py" }

    /// The example with a worker that polls for ever and a toast at start.
    static var pollerApp: String { packageRoot + "/Adapters/Textual/examples/poller.py" }

    /// The example with things to drag: a slider it draws itself, and a scroll bar.
    static var mixerApp: String { packageRoot + "/Adapters/Textual/examples/mixer.py" }

    /// The example with tabs: three panes behind a tab each, the second open at start.
    static var shelvesApp: String { packageRoot + "/Adapters/Textual/examples/shelves.py" }

    /// The virtual environment's Python, which runs an example as a plain Textual app.
    static var python: String { packageRoot + "/.build/python-env/bin/python" }

    /// What the adapter writes into a real terminal behind the drawing of tree
    /// `generation`, an OSC string terminals ignore (`tree_mark` in the adapter's
    /// `real_terminal.py`, spelt alike).
    static func treeMark(_ generation: UInt64) -> String { "\u{1b}]7770;journey-textual tree \(generation)\u{07}" }

    /// What Textual's own driver writes first on a terminal: the switch to the alternate screen.
    static let alternateScreenOn = "\u{1b}[?1049h"

    /// Why a test that needs the environment is skipped without it.
    static let missing = "needs the Textual adapter's virtual environment: run Scripts/python-env"
}

extension Trait where Self == ConditionTrait {
    /// Skips the test, naming `Scripts/python-env`, when the virtual environment is missing.
    static var requiresTextual: Self {
        .enabled(if: TextualEnvironment.isInstalled, Comment(rawValue: TextualEnvironment.missing))
    }
}
