/// Where the parser is inside the byte stream: the states of Paul Williams' DEC
/// ANSI parser (vt100.net/emu/dec_ansi_parser), with UTF-8 decoding in the ground
/// state, colons accepted as sub-parameter separators, and every string bounded.
struct ParserState: Sendable {
    enum Phase: Sendable {
        case ground
        case escape
        case escapeIntermediate
        case csiEntry
        case csiParameter
        case csiIntermediate
        case csiIgnore
        case oscString
        /// DCS, whose content is swallowed until ST.
        case dcsString
        /// SOS, PM and APC, swallowed until ST.
        case ignoredString
    }

    /// At most this many parameters are kept; more are dropped (vte keeps 32 too).
    static let maximumParameters = 32
    /// Parameter values are clamped here, so a run of digits cannot overflow.
    static let maximumParameterValue: UInt32 = 65_535
    /// OSC strings longer than this are cut (titles are short).
    static let maximumStringLength = 4_096

    var phase = Phase.ground

    // CSI and ESC.
    /// Room for `maximumParameters` values, reused from sequence to sequence; the
    /// first `parameterCount` hold this sequence's.
    private var parameterStorage = [UInt16](repeating: 0, count: ParserState.maximumParameters)
    private(set) var parameterCount = 0
    /// Bit i set: parameter i followed a colon, so it belongs to the one before it.
    var subparameterMask: UInt32 = 0
    var currentParameter: UInt32 = 0
    var hasCurrentParameter = false
    var nextIsSubparameter = false
    /// `?`, `>`, `<` or `=` right after CSI, or 0.
    var privateMarker: UInt8 = 0
    /// Up to two intermediate bytes, first in the low byte.
    var intermediates: UInt16 = 0
    var intermediateCount = 0

    // OSC.
    var string: [UInt8] = []

    // UTF-8.
    var utf8Value: UInt32 = 0
    var utf8Remaining = 0
    var utf8Lower: UInt8 = 0x80
    var utf8Upper: UInt8 = 0xBF

    init() {}

    /// This sequence's parameters, in order.
    var parameters: ArraySlice<UInt16> { parameterStorage[0..<parameterCount] }

    /// Parameter `index` (below `parameterCount`), without making a slice: SGR reads
    /// its parameters this way, as it runs for nearly every sequence a program sends.
    func value(at index: Int) -> UInt16 { parameterStorage[index] }

    /// Forgets the parameters and intermediates of the last sequence.
    mutating func clearSequence() {
        parameterCount = 0
        subparameterMask = 0
        currentParameter = 0
        hasCurrentParameter = false
        nextIsSubparameter = false
        privateMarker = 0
        intermediates = 0
        intermediateCount = 0
    }

    mutating func collectIntermediate(_ byte: UInt8) {
        if intermediateCount < 2 { intermediates |= UInt16(byte) << (8 * UInt16(intermediateCount)) }
        intermediateCount += 1
    }

    mutating func addDigit(_ byte: UInt8) {
        currentParameter = min(currentParameter * 10 + UInt32(byte - 0x30), Self.maximumParameterValue)
        hasCurrentParameter = true
    }

    /// Ends the parameter being read at a `;` or `:` (or the final byte).
    mutating func finishParameter(colonFollows: Bool) {
        if parameterCount < Self.maximumParameters {
            if nextIsSubparameter { subparameterMask |= 1 << UInt32(parameterCount) }
            parameterStorage[parameterCount] = UInt16(currentParameter)
            parameterCount += 1
        }
        currentParameter = 0
        hasCurrentParameter = false
        nextIsSubparameter = colonFollows
    }

    /// Ends the last parameter before dispatch; a sequence with no digits and no
    /// separators has no parameters.
    mutating func finishParameters() {
        if hasCurrentParameter || parameterCount > 0 || nextIsSubparameter { finishParameter(colonFollows: false) }
    }

    /// Parameter `index`, or `defaultValue` when it is missing or 0.
    func parameter(_ index: Int, default defaultValue: Int) -> Int {
        guard index < parameterCount, parameterStorage[index] != 0 else { return defaultValue }
        return Int(parameterStorage[index])
    }

    /// Parameter `index` as given (0 when missing).
    func rawParameter(_ index: Int) -> Int {
        index < parameterCount ? Int(parameterStorage[index]) : 0
    }

    func isSubparameter(_ index: Int) -> Bool {
        index < 32 && subparameterMask & (1 << UInt32(index)) != 0
    }

    mutating func appendToString(_ byte: UInt8) {
        if string.count < Self.maximumStringLength { string.append(byte) }
    }
}
