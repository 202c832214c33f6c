/// A set of scalars that answers without hashing for an ASCII scalar (a bit of a mask) and
/// for one outside the span of its other members (two comparisons): the rules ask it of
/// nearly every cell of a screen, and nearly every cell holds a letter, a digit or a blank.
struct ScalarSet: ExpressibleByArrayLiteral, Sendable {
    /// The members past ASCII.
    private let others: Set<Unicode.Scalar>
    /// The ASCII members, a bit each: values 0–63 in the first word, 64–127 in the second.
    private let ascii: (low: UInt64, high: UInt64)
    /// The lowest and highest value of the members past ASCII (none: the lowest above the highest).
    private let lowest: UInt32, highest: UInt32
    /// A bit for each member's value modulo 64: a row of a screen whose own bits share
    /// none holds no member (see `ScreenGrid.mayHold(anyOf:row:)`).
    let hint: UInt64

    /// The set of `elements`.
    init(_ elements: some Sequence<Unicode.Scalar>) {
        var low: UInt64 = 0, high: UInt64 = 0
        var others: Set<Unicode.Scalar> = []
        var hint: UInt64 = 0
        for scalar in elements {
            hint |= ScalarSet.hintBit(of: scalar)
            switch scalar.value {
            case 0..<64: low |= 1 << UInt64(scalar.value)
            case 64..<128: high |= 1 << UInt64(scalar.value - 64)
            default: others.insert(scalar)
            }
        }
        self.others = others
        ascii = (low, high)
        lowest = others.map(\.value).min() ?? 1
        highest = others.map(\.value).max() ?? 0
        self.hint = hint
    }

    /// The bit of `hint` that stands for `scalar`.
    static func hintBit(of scalar: Unicode.Scalar) -> UInt64 {
        1 << UInt64(scalar.value & 63)
    }

    /// The set of `elements`.
    init(arrayLiteral elements: Unicode.Scalar...) {
        self.init(elements)
    }

    /// Whether `scalar` is a member.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<64: ascii.low & 1 << UInt64(scalar.value) != 0
        case 64..<128: ascii.high & 1 << UInt64(scalar.value - 64) != 0
        default: scalar.value >= lowest && scalar.value <= highest && others.contains(scalar)
        }
    }
}
