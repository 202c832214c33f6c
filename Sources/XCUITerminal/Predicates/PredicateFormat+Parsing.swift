import Foundation

extension PredicateFormat {
    /// Parses `format`, substituting `arguments` for `%@`, `%d`, `%K` and the like.
    ///
    /// - Throws: `PredicateFormatError` naming what is not supported and where.
    static func parse(_ format: String, arguments: [Any]) throws(PredicateFormatError) -> PredicateFormat {
        var parser = Parser(format: format, arguments: arguments)
        let predicate = try parser.parseOr()
        parser.skipSpaces()
        guard parser.atEnd else { throw parser.error("unexpected \(parser.rest.prefix(20).debugDescription)") }
        guard parser.nextArgument == arguments.count else {
            throw parser.error("\(arguments.count) arguments were given for \(parser.nextArgument) placeholders")
        }
        return predicate
    }

    private struct Parser {
        let format: String
        let characters: [Character]
        let arguments: [Any]
        var position = 0
        var nextArgument = 0

        init(format: String, arguments: [Any]) {
            self.format = format
            characters = Array(format)
            self.arguments = arguments
        }

        var atEnd: Bool { position >= characters.count }
        var rest: String { String(characters[min(position, characters.count)...]) }

        func error(_ problem: String) -> PredicateFormatError {
            PredicateFormatError(format: format, problem: "\(problem) at character \(position + 1)")
        }

        mutating func skipSpaces() {
            while !atEnd, characters[position].isWhitespace { position += 1 }
        }

        /// Consumes `word` (a keyword, any case, not followed by a letter) or `symbol`.
        mutating func take(_ words: String...) -> Bool {
            skipSpaces()
            for word in words {
                let candidate = Array(word)
                guard position + candidate.count <= characters.count else { continue }
                let slice = characters[position..<position + candidate.count]
                guard zip(slice, candidate).allSatisfy({ $0.uppercased() == $1.uppercased() }) else { continue }
                let isWord = candidate.first?.isLetter ?? false
                let end = position + candidate.count
                if isWord, end < characters.count, characters[end].isLetter || characters[end].isNumber { continue }
                position = end
                return true
            }
            return false
        }

        mutating func parseOr() throws(PredicateFormatError) -> PredicateFormat {
            var result = try parseAnd()
            while take("OR", "||") { result = .or(result, try parseAnd()) }
            return result
        }

        mutating func parseAnd() throws(PredicateFormatError) -> PredicateFormat {
            var result = try parseUnary()
            while take("AND", "&&") { result = .and(result, try parseUnary()) }
            return result
        }

        mutating func parseUnary() throws(PredicateFormatError) -> PredicateFormat {
            if take("NOT", "!") { return .not(try parseUnary()) }
            if take("(") {
                let inner = try parseOr()
                guard take(")") else { throw error("a ')' is missing") }
                return inner
            }
            if take("TRUEPREDICATE") { return .truth(nil, true) }
            if take("FALSEPREDICATE") { return .truth(nil, false) }
            let key = try parseKey()
            guard let op = parseOperator() else {
                skipSpaces()
                let word = String(characters[position...].prefix { !$0.isWhitespace })
                // A Boolean key stands alone before a connective or a closing parenthesis: `enabled AND selected`.
                let endsOperand =
                    word.isEmpty || word.hasPrefix(")") || word.hasPrefix("&&") || word.hasPrefix("||")
                    || ["AND", "OR"].contains(word.uppercased())
                if !endsOperand { throw error("the operator \(word) is not one it evaluates") }
                guard key.isBoolean else { throw error("\(key.rawValue) needs a comparison") }
                return .truth(key, true)
            }
            let options = try parseOptions()
            let value = try parseValue()
            switch (op, value) {
            case (.in, .list): break
            case (.in, _): throw error("IN needs a list: {'a', 'b'}, or an array for %@")
            case (_, .list): throw error("a list goes only after IN")
            default: break
            }
            return .comparison(key, op, options, value)
        }

        mutating func parseKey() throws(PredicateFormatError) -> Key {
            skipSpaces()
            if take("%K") {
                guard nextArgument < arguments.count else { throw error("%K has no argument") }
                defer { nextArgument += 1 }
                let name = "\(arguments[nextArgument])"
                guard let key = Key(name: name) else { throw error("the key \(name.debugDescription) is not an element attribute") }
                return key
            }
            let start = position
            while !atEnd, characters[position].isLetter || characters[position].isNumber || characters[position] == "_" || characters[position] == "." {
                position += 1
            }
            var name = String(characters[start..<position])
            guard !name.isEmpty else { throw error("expected an attribute such as label or identifier") }
            if name.lowercased().hasPrefix("self.") { name = String(name.dropFirst(5)) }
            guard let key = Key(name: name) else {
                position = start
                throw error("the key \(name.debugDescription) is not an element attribute")
            }
            return key
        }

        mutating func parseOperator() -> Operator? {
            if take("==") { return .equal }
            if take("!=", "<>") { return .notEqual }
            if take("<=", "=<") { return .lessOrEqual }
            if take(">=", "=>") { return .greaterOrEqual }
            if take("=") { return .equal }
            if take("<") { return .less }
            if take(">") { return .greater }
            for op in [Operator.contains, .beginsWith, .endsWith, .like, .matches, .in] where take(op.rawValue) { return op }
            return nil
        }

        mutating func parseOptions() throws(PredicateFormatError) -> Options {
            guard !atEnd, characters[position] == "[" else { return Options() }
            position += 1
            var options = Options()
            while !atEnd, characters[position] != "]" {
                switch characters[position] {
                case "c", "C": options.caseInsensitive = true
                case "d", "D": options.diacriticInsensitive = true
                case "n", "N": break
                default: throw error("unknown option \(characters[position])")
                }
                position += 1
            }
            guard take("]") else { throw error("a ']' is missing") }
            return options
        }

        mutating func parseValue() throws(PredicateFormatError) -> Value {
            skipSpaces()
            guard !atEnd else { throw error("a value is missing") }
            let first = characters[position]
            if first == "'" || first == "\"" {
                position += 1
                var text = ""
                while !atEnd, characters[position] != first {
                    if characters[position] == "\\", position + 1 < characters.count { position += 1 }
                    text.append(characters[position])
                    position += 1
                }
                guard take(String(first)) else { throw error("a closing \(first) is missing") }
                return .string(text)
            }
            if first == "%" {
                let specifiers = ["%@", "%lld", "%ld", "%lu", "%d", "%i", "%u", "%f", "%lf", "%g"]
                guard let specifier = specifiers.first(where: { take($0) }) else { throw error("unknown placeholder") }
                guard nextArgument < arguments.count else { throw error("\(specifier) has no argument") }
                defer { nextArgument += 1 }
                return Self.value(of: arguments[nextArgument])
            }
            if take("{") {
                var values: [Value] = []
                if take("}") { return .list(values) }
                repeat { values.append(try parseValue()) } while take(",")
                guard take("}") else { throw error("a '}' is missing") }
                return .list(values)
            }
            if take("TRUE", "YES") { return .boolean(true) }
            if take("FALSE", "NO") { return .boolean(false) }
            if take("NIL", "NULL") { return .null }
            let start = position
            while !atEnd, characters[position].isNumber || "-+.eE".contains(characters[position]) { position += 1 }
            guard let number = Double(String(characters[start..<position])) else {
                position = start
                throw error("expected a quoted string, a number, true, false, nil or a placeholder")
            }
            return .number(number)
        }

        static func value(of argument: Any) -> Value {
            switch argument {
            case let text as String: .string(text)
            case let values as [Any]: .list(values.map(value(of:)))
            case let values as Set<String>: .list(values.sorted().map(Value.string))
            case let truth as Bool: .boolean(truth)
            case let number as Int: .number(Double(number))
            case let number as Int32: .number(Double(number))
            case let number as Int64: .number(Double(number))
            case let number as UInt: .number(Double(number))
            case let number as Double: .number(number)
            case let number as Float: .number(Double(number))
            case let number as CGFloat: .number(Double(number))
            case let text as Substring: .string(String(text))
            case let text as NSString: .string(String(describing: text))
            case let number as NSNumber: .number(number.doubleValue)
            case let convertible as any CustomStringConvertible: .string(convertible.description)
            default: .string("\(argument)")
            }
        }
    }
}
