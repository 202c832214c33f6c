import ScreenModel

/// Screens for the fake app: a window holding the given elements on an 80x24 screen.
enum Screens {
    static func window(_ children: [ElementSnapshot]) -> ElementSnapshot {
        ElementSnapshot(
            .application, label: "Fake", frame: Rect(x: 0, y: 0, width: 80, height: 24),
            children: [
                ElementSnapshot(.window, frame: Rect(x: 0, y: 0, width: 80, height: 24), children: children)
            ])
    }

    static func button(_ identifier: String, label: String? = nil, row: Int = 2, enabled: Bool = true) -> ElementSnapshot {
        ElementSnapshot(
            .button, identifier: identifier, label: label ?? identifier, isEnabled: enabled,
            frame: Rect(x: 2, y: row, width: 12, height: 1))
    }

    static func text(_ identifier: String, _ label: String, row: Int = 4) -> ElementSnapshot {
        ElementSnapshot(.staticText, identifier: identifier, label: label, frame: Rect(x: 2, y: row, width: 30, height: 1))
    }

    static func busy(_ work: String, milliseconds: Int = 240, clock: ClockMode = .real) -> Activity {
        Activity(pendingWork: [PendingWork(name: work, remainingMilliseconds: milliseconds)], clock: clock)
    }
}
