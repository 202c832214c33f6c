/// One element of a screen as the app reported it: an immutable value, like
/// XCUITest's `XCUIElementSnapshot`.
///
/// The identifier is stable and never localised; the label is the visible,
/// localised text. A secure text field's `value` is already masked by the app.
public struct ElementSnapshot: Sendable, Hashable {
    /// What kind of element this is.
    public var elementType: ElementType { didSet { summarize() } }
    /// The developer-assigned identifier; empty when the element has none.
    public var identifier: String { didSet { summarize() } }
    /// The visible text.
    public var label: String
    /// The current value (a field's text, a switch's `"1"`/`"0"`), if any.
    public var value: String?
    /// The hint a text field shows while empty, if any.
    public var placeholderValue: String?
    /// Whether the element accepts interaction.
    public var isEnabled: Bool
    /// Whether the element is selected (a current tab, a chosen cell, an on switch).
    public var isSelected: Bool
    /// Whether the element has keyboard focus.
    public var hasFocus: Bool
    /// Where the element is drawn, in terminal cells, in screen coordinates.
    ///
    /// Inside a scrolled table the frame may lie partly or wholly outside the
    /// table's visible area.
    public var frame: Rect { didSet { summarize() } }
    /// The elements inside this one, in drawing order (later ones draw on top).
    public var children: [ElementSnapshot] { didSet { summarize() } }
    /// What this element and those inside it hold, for searches to pass over what
    /// cannot match; kept current by every change to the fields it sums up.
    private(set) var subtreeSummary: SubtreeSummary

    /// Creates an element; only the type is required.
    public init(
        _ elementType: ElementType,
        identifier: String = "",
        label: String = "",
        value: String? = nil,
        placeholderValue: String? = nil,
        isEnabled: Bool = true,
        isSelected: Bool = false,
        hasFocus: Bool = false,
        frame: Rect = .zero,
        children: [ElementSnapshot] = []
    ) {
        self.elementType = elementType
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholderValue = placeholderValue
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.hasFocus = hasFocus
        self.frame = frame
        self.children = children
        subtreeSummary = SubtreeSummary(elementType: elementType, identifier: identifier, frame: frame, children: children)
    }

    private mutating func summarize() {
        subtreeSummary = SubtreeSummary(elementType: elementType, identifier: identifier, frame: frame, children: children)
    }

    /// The number of elements in this subtree, this one included.
    public var subtreeCount: Int {
        children.reduce(1) { $0 + $1.subtreeCount }
    }
}
