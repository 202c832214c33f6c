/// XCUITest's elements answer key-value reads of their attributes, as `NSObject`s do:
/// `element.value(forKey: "hasKeyboardFocus") as? Bool`.
extension XCUIElement {
    /// The attribute named `key`, once the app is idle: `identifier`, `label`, `value`,
    /// `placeholderValue`, `title`, `exists`, `isHittable` (or `hittable`), `isEnabled`
    /// (or `enabled`), `isSelected` (or `selected`), `hasFocus` or `hasKeyboardFocus`,
    /// `elementType` (its raw value) and `frame`. Any other key records a failure naming
    /// the keys there are, and reads nil.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "identifier": return identifier
        case "label": return label
        case "value": return value
        case "placeholderValue": return placeholderValue
        case "title": return title
        case "exists": return exists
        case "isHittable", "hittable": return isHittable
        case "isEnabled", "enabled": return isEnabled
        case "isSelected", "selected": return isSelected
        case "hasFocus", "hasKeyboardFocus": return hasFocus
        case "elementType": return elementType.rawValue
        case "frame": return frame
        default:
            FailureRecorder.record(
                "value(forKey: \"\(key)\") on \(self): an element has no such key; it has identifier, label, value, "
                    + "placeholderValue, title, exists, isHittable, isEnabled, isSelected, hasFocus, hasKeyboardFocus, elementType and frame",
                at: nil
            )
            return nil
        }
    }
}
