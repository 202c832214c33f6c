/// Where an order goes.
struct DeliveryAddress: Hashable, Sendable {
    /// The fields of an address, in the order the form shows them.
    enum Field: CaseIterable, Hashable, Sendable {
        case name, street, city, postcode
    }

    /// What is wrong with one field.
    enum Problem: Hashable, Sendable {
        /// Nothing was entered.
        case missing
        /// Longer than `DeliveryAddress.maximumLength` characters.
        case tooLong
        /// A postcode that breaks `rule`.
        case invalidPostcode(PostcodeRule)
    }

    /// What a postcode must be: 3 to 10 letters, digits, spaces or dashes, with a digit.
    /// The rules are checked in this order, and the first broken one is reported.
    enum PostcodeRule: CaseIterable, Hashable, Sendable {
        /// At least 3 characters.
        case tooShort
        /// At most 10 characters.
        case tooLong
        /// Only ASCII letters, digits, spaces and dashes.
        case characters
        /// At least one digit.
        case digit
    }

    static let maximumLength = 60

    var name = ""
    var street = ""
    var city = ""
    var postcode = ""

    subscript(field: Field) -> String {
        get {
            switch field {
            case .name: name
            case .street: street
            case .city: city
            case .postcode: postcode
            }
        }
        set {
            switch field {
            case .name: name = newValue
            case .street: street = newValue
            case .city: city = newValue
            case .postcode: postcode = newValue
            }
        }
    }

    /// The problem with `field`, or nil when it is acceptable.
    func problem(with field: Field) -> Problem? {
        let text = self[field].trimmingWhitespace
        if text.isEmpty { return .missing }
        if text.count > Self.maximumLength { return .tooLong }
        if field == .postcode, let rule = Self.brokenPostcodeRule(text) { return .invalidPostcode(rule) }
        return nil
    }

    /// The first postcode rule `text` breaks, if any.
    private static func brokenPostcodeRule(_ text: String) -> PostcodeRule? {
        if text.count < 3 { return .tooShort }
        if text.count > 10 { return .tooLong }
        if !text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == " " || $0 == "-") }) { return .characters }
        if !text.contains(where: \.isNumber) { return .digit }
        return nil
    }

    /// Every field's problem; empty when the address can be used.
    var problems: [Field: Problem] {
        var result: [Field: Problem] = [:]
        for field in Field.allCases {
            if let problem = problem(with: field) { result[field] = problem }
        }
        return result
    }

    /// The address with surrounding spaces removed from every field.
    var trimmed: DeliveryAddress {
        DeliveryAddress(
            name: name.trimmingWhitespace, street: street.trimmingWhitespace,
            city: city.trimmingWhitespace, postcode: postcode.trimmingWhitespace)
    }
}
