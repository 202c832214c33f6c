import ScreenModel

/// Where focus (or a list's selection) went while keys moved it towards an element of a
/// program's screen, for the failure when it never got there: `Tab 3 times: OK → Cancel
/// → OK; "Help" never took focus`.
struct FocusTrail: Sendable, Equatable, CustomStringConvertible {
    /// One key's part of the walk: the key, and what held focus before the first press and
    /// after each.
    struct Leg: Sendable, Equatable {
        /// The key pressed, as a person names it: `Tab`, `Down`.
        var key: String
        /// What held focus before the first press, then after each press ("nothing" when
        /// nothing did).
        var holders: [String]

        /// How many times the key was pressed.
        var presses: Int { max(0, holders.count - 1) }
    }

    /// The label of the element focus was moved towards.
    var target: String
    /// What the walk wanted of it: `took focus`, `became selected`.
    var goal: String
    /// Each key tried, in order.
    var legs: [Leg] = []

    /// Starts a leg for `key` from `holder`.
    mutating func begin(_ key: String, from holder: String) {
        legs.append(Leg(key: key, holders: [holder]))
    }

    /// Notes that the last key press left focus on `holder`.
    mutating func pressed(leaving holder: String) {
        guard !legs.isEmpty else { return }
        legs[legs.count - 1].holders.append(holder)
    }

    /// Whether the last leg came back to where it began, or stopped moving: pressing its
    /// key again would only go round.
    var lastLegIsExhausted: Bool {
        guard let leg = legs.last, leg.holders.count >= 2 else { return false }
        let last = leg.holders[leg.holders.count - 1]
        return last == leg.holders[0] || last == leg.holders[leg.holders.count - 2]
    }

    /// `Tab 3 times: OK → Cancel → OK; Right once: OK → OK; "Help" never took focus`.
    var description: String {
        let walked = legs.filter { $0.presses > 0 }.map { leg in
            let times = leg.presses == 1 ? "once" : "\(leg.presses) times"
            return "\(leg.key) \(times): " + leg.holders.joined(separator: " → ")
        }
        return (walked + ["\(target.quotedLiteral) never \(goal)"]).joined(separator: "; ")
    }
}

extension KeyPress {
    /// The key as a person names it in a sentence: `Tab`, `Down`, `Space`.
    var spokenName: String {
        let name = description
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
