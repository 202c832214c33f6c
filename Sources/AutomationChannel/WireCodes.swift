import ScreenModel

/// The byte each enumeration value travels as. Fixed forever for a protocol version:
/// never reorder, only append.
enum WireCodes {
    static func code(for type: ElementType) -> UInt8 {
        switch type {
        case .any: 0
        case .application: 1
        case .window: 2
        case .other: 3
        case .button: 4
        case .staticText: 5
        case .textField: 6
        case .secureTextField: 7
        case .searchField: 8
        case .cell: 9
        case .table: 10
        case .tabBar: 11
        case .navigationBar: 12
        case .alert: 13
        case .switch: 14
        case .activityIndicator: 15
        case .image: 16
        case .scrollView: 17
        case .textView: 18
        case .collectionView: 19
        case .menuItem: 20
        case .segmentedControl: 21
        case .sheet: 22
        case .link: 23
        case .toolbar: 24
        case .progressIndicator: 25
        case .statusBar: 26
        }
    }

    static let elementTypes: [ElementType] = {
        var table = [ElementType](repeating: .any, count: ElementType.allCases.count)
        for type in ElementType.allCases { table[Int(code(for: type))] = type }
        return table
    }()

    static func elementType(_ code: UInt8) throws(WireError) -> ElementType {
        guard code >= 1, Int(code) < elementTypes.count else { throw .invalidValue(field: "element type", value: UInt64(code)) }
        return elementTypes[Int(code)]
    }

    static let keys: [Key] = Key.allCases
    static let swipeDirections: [SwipeDirection] = SwipeDirection.allCases

    static func key(_ code: Int) throws(WireError) -> Key {
        guard keys.indices.contains(code) else { throw .invalidValue(field: "key", value: UInt64(code)) }
        return keys[code]
    }

    static func swipeDirection(_ code: Int) throws(WireError) -> SwipeDirection {
        guard swipeDirections.indices.contains(code) else { throw .invalidValue(field: "swipe direction", value: UInt64(code)) }
        return swipeDirections[code]
    }

    enum AppKind: UInt8 { case hello = 0x01, tree = 0x02, status = 0x03, reply = 0x04, protocolViolation = 0x05, screen = 0x06, treeDifference = 0x07, part = 0x08 }
    enum DriverKind: UInt8 { case hello = 0x11, command = 0x12 }
    enum CommandKind: UInt8 {
        case tap = 1, doubleTap, typeText, clearText, press, swipe, advanceClock, refresh, setCondition, pressKey, drag
    }
}
