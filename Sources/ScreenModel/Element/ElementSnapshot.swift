/// One element of a screen as the app reported it: an immutable value, like
/// XCUITest's `XCUIElementSnapshot`.
///
/// The identifier is stable and never localised; the label is the visible,
/// localised text. A secure text field's `value` is already masked by the app.
///
/// Copies share one storage until one of them changes, so copying an element (into a
/// parent's children, a tree, a difference) costs one reference whatever it holds, and
/// two elements that share their storage are known equal without reading a field.
public struct ElementSnapshot: Sendable, Hashable {
    /// The fields, shared by copies. Changed only through `uniqueStorage`, which copies
    /// it first when it is shared: a storage seen by more than one value never changes,
    /// which is what makes it safe to send.
    ///
    /// Its fields go unchecked for overlapping access at run time: each is reached only
    /// through an accessor of the value that holds the storage, which Swift checks.
    @usableFromInline final class Storage: @unchecked Sendable {
        @usableFromInline @exclusivity(unchecked) var elementType: ElementType
        @usableFromInline @exclusivity(unchecked) var identifier: String
        @usableFromInline @exclusivity(unchecked) var label: String
        @usableFromInline @exclusivity(unchecked) var value: String?
        @usableFromInline @exclusivity(unchecked) var placeholderValue: String?
        @usableFromInline @exclusivity(unchecked) var isEnabled: Bool
        @usableFromInline @exclusivity(unchecked) var isSelected: Bool
        @usableFromInline @exclusivity(unchecked) var hasFocus: Bool
        @usableFromInline @exclusivity(unchecked) var frame: Rect
        @usableFromInline @exclusivity(unchecked) var children: ElementChildren
        @usableFromInline @exclusivity(unchecked) var subtreeSummary: SubtreeSummary

        init(
            elementType: ElementType, identifier: String, label: String, value: String?, placeholderValue: String?,
            isEnabled: Bool, isSelected: Bool, hasFocus: Bool, frame: Rect, children: ElementChildren, subtreeSummary: SubtreeSummary
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
            self.subtreeSummary = subtreeSummary
        }

        func copy() -> Storage {
            Storage(
                elementType: elementType, identifier: identifier, label: label, value: value, placeholderValue: placeholderValue,
                isEnabled: isEnabled, isSelected: isSelected, hasFocus: hasFocus, frame: frame, children: children,
                subtreeSummary: subtreeSummary)
        }

        /// Makes the summary again from the fields it sums up.
        func summarize() {
            subtreeSummary = SubtreeSummary(elementType: elementType, identifier: identifier, frame: frame, children: children)
        }
    }

    @usableFromInline var storage: Storage

    /// The storage, made this value's own first if another value shares it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// Changes, through `change`, a field the summary sums up, then makes the summary again.
    private mutating func changeSummedUp(_ change: (Storage) -> Void) {
        let storage = uniqueStorage
        change(storage)
        storage.summarize()
    }

    /// What kind of element this is.
    public var elementType: ElementType {
        @inlinable get { storage.elementType }
        set { changeSummedUp { $0.elementType = newValue } }
    }
    /// The developer-assigned identifier; empty when the element has none.
    public var identifier: String {
        @inlinable _read { yield storage.identifier }
        set { changeSummedUp { $0.identifier = newValue } }
    }
    /// The visible text.
    public var label: String {
        @inlinable _read { yield storage.label }
        _modify { yield &uniqueStorage.label }
    }
    /// The current value (a field's text, a switch's `"1"`/`"0"`), if any.
    public var value: String? {
        @inlinable _read { yield storage.value }
        _modify { yield &uniqueStorage.value }
    }
    /// The hint a text field shows while empty, if any.
    public var placeholderValue: String? {
        @inlinable _read { yield storage.placeholderValue }
        _modify { yield &uniqueStorage.placeholderValue }
    }
    /// Whether the element accepts interaction.
    public var isEnabled: Bool {
        @inlinable get { storage.isEnabled }
        set { uniqueStorage.isEnabled = newValue }
    }
    /// Whether the element is selected (a current tab, a chosen cell, an on switch).
    public var isSelected: Bool {
        @inlinable get { storage.isSelected }
        set { uniqueStorage.isSelected = newValue }
    }
    /// Whether the element has keyboard focus.
    public var hasFocus: Bool {
        @inlinable get { storage.hasFocus }
        set { uniqueStorage.hasFocus = newValue }
    }
    /// Where the element is drawn, in terminal cells, in screen coordinates.
    ///
    /// Inside a scrolled table the frame may lie partly or wholly outside the
    /// table's visible area.
    public var frame: Rect {
        @inlinable get { storage.frame }
        set { changeSummedUp { $0.frame = newValue } }
    }
    /// The elements inside this one, in drawing order (later ones draw on top).
    public var children: ElementChildren {
        @inlinable _read { yield storage.children }
        _modify {
            let storage = uniqueStorage
            // Made again however the change ends: the summary never lags the children.
            defer { storage.summarize() }
            yield &storage.children
        }
    }
    /// What this element and those inside it hold, for searches to pass over what
    /// cannot match; kept current by every change to the fields it sums up.
    var subtreeSummary: SubtreeSummary { storage.subtreeSummary }

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
        children: ElementChildren = []
    ) {
        storage = Storage(
            elementType: elementType, identifier: identifier, label: label, value: value, placeholderValue: placeholderValue,
            isEnabled: isEnabled, isSelected: isSelected, hasFocus: hasFocus, frame: frame, children: children,
            subtreeSummary: SubtreeSummary(elementType: elementType, identifier: identifier, frame: frame, children: children))
    }

    /// Creates an element whose children are those `children` lists, in its order.
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
        children: [ElementSnapshot]
    ) {
        self.init(
            elementType, identifier: identifier, label: label, value: value, placeholderValue: placeholderValue, isEnabled: isEnabled,
            isSelected: isSelected, hasFocus: hasFocus, frame: frame, children: ElementChildren(children))
    }

    /// Whether this element and `other` are copies of one value, unchanged since: then
    /// they are equal, and a comparison need read no field. False says nothing: equal
    /// elements made apart share no storage.
    @inlinable package func sharesStorage(with other: ElementSnapshot) -> Bool {
        storage === other.storage
    }

    /// Whether the two elements have the same fields and the same children; elements
    /// that share their storage without a field read.
    public static func == (lhs: ElementSnapshot, rhs: ElementSnapshot) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let (left, right) = (lhs.storage, rhs.storage)
        return left.elementType == right.elementType && left.identifier == right.identifier && left.label == right.label
            && left.value == right.value && left.placeholderValue == right.placeholderValue && left.isEnabled == right.isEnabled
            && left.isSelected == right.isSelected && left.hasFocus == right.hasFocus && left.frame == right.frame
            && left.children == right.children
    }

    /// Hashes every field and the children, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        let storage = storage
        hasher.combine(storage.elementType)
        hasher.combine(storage.identifier)
        hasher.combine(storage.label)
        hasher.combine(storage.value)
        hasher.combine(storage.placeholderValue)
        hasher.combine(storage.isEnabled)
        hasher.combine(storage.isSelected)
        hasher.combine(storage.hasFocus)
        hasher.combine(storage.frame)
        hasher.combine(storage.children)
    }

    /// The number of elements in this subtree, this one included.
    public var subtreeCount: Int {
        children.reduce(1) { $0 + $1.subtreeCount }
    }
}

extension ElementSnapshot: CustomReflectable {
    /// The fields, shown as a structure holding them would show them (by `print`, `dump`
    /// and a failed expectation), not the storage the copies share.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "elementType": elementType, "identifier": identifier, "label": label, "value": value as Any,
                "placeholderValue": placeholderValue as Any, "isEnabled": isEnabled, "isSelected": isSelected, "hasFocus": hasFocus,
                "frame": frame, "children": children,
            ] as KeyValuePairs<String, Any>,
            displayStyle: .struct)
    }
}
