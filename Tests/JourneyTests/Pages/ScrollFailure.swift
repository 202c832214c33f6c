import Driver

/// Swiping never brought an element into view.
struct ScrollFailure: Error, CustomStringConvertible {
    /// The element that stayed out of view.
    let target: String
    /// How many swipes were made.
    let swipes: Int
    /// The screen after the last swipe.
    let screen: TextScreen

    var description: String {
        "\(target) was still not on screen after \(swipes) swipes up over the list; the screen then:\n\(screen.framed)"
    }
}
