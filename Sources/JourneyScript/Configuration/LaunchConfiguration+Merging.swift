extension LaunchConfiguration {
    /// What a launch passes when a journey asks for `journeyArguments` under this
    /// configuration.
    package struct Merged: Sendable, Equatable {
        /// The journey's arguments, then the configuration's that it does not set itself.
        package var arguments: [String]
        /// For each argument after the journey's, its index in the configuration's.
        package var configurationIndices: [Int]
        /// The configuration's flags left out because the journey sets them itself.
        package var overridden: [Override]
    }

    /// A flag both the configuration and the journey set: the journey's stands.
    package struct Override: Sendable, Equatable, CustomStringConvertible {
        /// The configuration's flag and value, left out: `--network slow`.
        package var configuration: [String]
        /// The journey's own: `--network offline`.
        package var journey: [String]

        /// `--network slow is not applied: the journey sets --network offline itself`.
        package var description: String {
            configuration.map(scriptQuoted(argument:)).joined(separator: " ") + " is not applied: the journey sets "
                + journey.map(scriptQuoted(argument:)).joined(separator: " ") + " itself"
        }
    }

    /// The journey's arguments, then this configuration's, leaving out each flag (with
    /// its value) the journey already sets: a configuration adds conditions, it never
    /// undoes what a journey says about itself.
    ///
    /// A flag is an argument starting with `-`; its value is the argument after it when
    /// that one does not start with `-`, or what follows `=`. Spellings of one setting
    /// (``synonymousFlags``) count as the same flag.
    package func arguments(over journeyArguments: [String]) -> Merged {
        let journeyFlags = Self.flags(in: journeyArguments)
        var merged = Merged(arguments: journeyArguments, configurationIndices: [], overridden: [])
        for flag in Self.flags(in: arguments) {
            let words = Array(arguments[flag.range])
            if let own = journeyFlags.last(where: { Self.setting(named: $0.name) == Self.setting(named: flag.name) }) {
                merged.overridden.append(Override(configuration: words, journey: Array(journeyArguments[own.range])))
            } else {
                merged.arguments += words
                merged.configurationIndices += flag.range
            }
        }
        return merged
    }

    /// Flags that choose one setting under different spellings: the shipped language
    /// configurations pass `--locale`, and a journey ported from XCUITest may choose its
    /// language the iOS way, with `-AppleLanguages`.
    package static let synonymousFlags: [[String]] = [["--locale", "-AppleLanguages"]]

    /// The name `flag` is compared by: the first spelling of its setting, or itself.
    private static func setting(named flag: String) -> String {
        synonymousFlags.first { $0.contains(flag) }?.first ?? flag
    }

    /// The flags in `arguments`, each with the range of its words. Words before the
    /// first flag stand alone, under their own text.
    private static func flags(in arguments: [String]) -> [(name: String, range: Range<Int>)] {
        var flags: [(name: String, range: Range<Int>)] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            let isFlag = word.hasPrefix("-") && word.count > 1
            var end = index + 1
            if isFlag, !word.contains("="), end < arguments.count, !arguments[end].hasPrefix("-") { end += 1 }
            flags.append((String(word.prefix { $0 != "=" }), index..<end))
            index = end
        }
        return flags
    }
}
