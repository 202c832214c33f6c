extension ElementTree {
    /// Every element `query` matches in this tree, in drawing order.
    ///
    /// - Throws: `ResolutionFailure` when the query's base element cannot be found.
    public func matches(_ query: Query) throws(ResolutionFailure) -> QueryResult {
        try evaluate(query).result
    }

    /// The one element `locator` picks from this tree.
    ///
    /// - Throws: `ResolutionFailure` naming what matched instead: nothing (with the
    ///   nearest identifiers), several (each with a query that picks it alone), or
    ///   too few for the index.
    public func resolve(_ locator: ElementLocator) throws(ResolutionFailure) -> ResolvedElement {
        let (result, emptiedAfter) = try evaluate(locator.query)
        let matches = result.matches
        let found: QueryMatch
        switch locator.pick {
        case .only:
            guard matches.count <= 1 else {
                throw .multipleMatches(locator: locator.description, candidates: candidates(for: matches, of: locator.query))
            }
            guard let only = matches.first else { throw noMatchFailure(for: locator, emptiedAfter: emptiedAfter) }
            found = only
        case .first:
            guard let first = matches.first else { throw noMatchFailure(for: locator, emptiedAfter: emptiedAfter) }
            found = first
        case let .index(index):
            guard matches.indices.contains(index) else {
                if matches.isEmpty { throw noMatchFailure(for: locator, emptiedAfter: emptiedAfter) }
                throw .indexOutOfRange(locator: locator.description, index: index, count: matches.count)
            }
            found = matches[index]
        }
        return ResolvedElement(element: found.element, path: found.path, generation: generation, warnings: result.warnings)
    }

    /// The query's matches, and how many of its steps it took to match nothing (nil
    /// while something matches). Each step is applied once, to the matches of the one
    /// before; once nothing matches, the rest cannot match either and are skipped.
    private func evaluate(_ query: Query) throws(ResolutionFailure) -> (result: QueryResult, emptiedAfter: Int?) {
        var warnings: [ResolutionWarning] = []
        var current: [QueryMatch]
        switch query.base {
        case .application:
            current = [QueryMatch(element: root, path: .root)]
        case let .element(locator):
            let base = try resolve(locator)
            warnings += base.warnings
            current = [QueryMatch(element: base.element, path: base.path)]
        }
        let steps = query.steps
        var index = 0
        while index < steps.count {
            if let byIdentifier = descendantsByIdentifier(steps, at: index, of: current) {
                // `app.buttons["x"]`: the two steps at once, with the same result.
                current = byIdentifier
                index += 2
            } else {
                current = apply(steps[index], to: current, warnings: &warnings) { query.description(stepCount: index + 1) }
                index += 1
            }
            if current.isEmpty {
                return (QueryResult(matches: [], warnings: warnings), index)
            }
        }
        return (QueryResult(matches: current, warnings: warnings), nil)
    }

    /// For a descendants step at `index` followed by a key or identifier step, the
    /// descendants whose identifier is the key, found in one walk that keeps nothing
    /// else; nil for any other pair of steps, or when no identifier matches (then a
    /// label may, and the steps run one by one to say so).
    private func descendantsByIdentifier(_ steps: [QueryStep], at index: Int, of input: [QueryMatch]) -> [QueryMatch]? {
        guard index + 1 < steps.count, case let .descendants(type) = steps[index] else { return nil }
        let key: String
        switch steps[index + 1] {
        case let .identifier(identifier), let .key(identifier): key = identifier
        default: return nil
        }
        var output: [QueryMatch] = []
        for match in Self.outermost(input) {
            var stack = match.path.indices
            collectDescendants(of: match.element, type: type, identifier: key, stack: &stack, into: &output)
        }
        return output.isEmpty ? nil : output
    }

    // MARK: - Steps

    /// `step` applied to `input`; `queryPrefix` writes the query up to this step, for
    /// a warning (it is written only when one is raised).
    private func apply(
        _ step: QueryStep, to input: [QueryMatch], warnings: inout [ResolutionWarning], queryPrefix: () -> String
    ) -> [QueryMatch] {
        switch step {
        case let .descendants(type):
            // A match inside another has its descendants among the outer one's: walking
            // only the outermost finds each element once, already in drawing order.
            var output: [QueryMatch] = []
            for match in Self.outermost(input) {
                var stack = match.path.indices
                collectDescendants(of: match.element, type: type, stack: &stack, into: &output)
            }
            return output
        case let .children(type):
            var output: [QueryMatch] = []
            for match in input {
                for (index, child) in match.element.children.enumerated() where type == .any || child.elementType == type {
                    output.append(QueryMatch(element: child, path: match.path.appending(index)))
                }
            }
            return output
        case let .identifier(key), let .key(key):
            // XCUITest's rule: the identifier, or else the label, value or placeholder.
            // Identifiers come first; a match by anything else works, with a warning.
            let byIdentifier = input.filter { $0.element.identifier == key }
            if !byIdentifier.isEmpty { return byIdentifier }
            var byText: [QueryMatch] = []
            for match in input {
                let element = match.element
                let attribute: String? =
                    element.label == key
                    ? "label"
                    : element.value == key && element.elementType != .secureTextField
                        ? "value"
                        : element.placeholderValue == key ? "placeholder" : nil
                guard let attribute else { continue }
                byText.append(match)
                let identifier = element.identifier
                warnings.append(
                    .matchedByLabel(
                        key: key, query: queryPrefix(), element: element.summary,
                        identifierQuery: identifier.isEmpty ? nil : uniqueQuery(forIdentifier: identifier, type: element.elementType),
                        attribute: attribute
                    ))
            }
            return byText
        case let .predicate(predicate):
            return input.filter { predicate.evaluate($0.element) }
        case let .containing(type, identifier):
            return input.filter { match in
                match.element.containsDescendant { ($0.elementType == type || type == .any) && (identifier == nil || $0.identifier == identifier) }
            }
        case let .containingPredicate(predicate):
            return input.filter { $0.element.containsDescendant(where: predicate.evaluate) }
        }
    }

    /// The matches not inside another of them, in drawing order.
    private static func outermost(_ matches: [QueryMatch]) -> [QueryMatch] {
        guard matches.count > 1 else { return matches }
        let ordered = zip(matches, matches.dropFirst()).allSatisfy { $0.path < $1.path } ? matches : matches.sorted { $0.path < $1.path }
        var result: [QueryMatch] = []
        for match in ordered {
            // In drawing order, an element's ancestors among the matches come just before its subtree.
            if let last = result.last, last.path.isAncestor(ofOrEqualTo: match.path) { continue }
            result.append(match)
        }
        return result
    }

    /// Appends every descendant of `element` of `type` (and with `identifier`, when
    /// one is given), in drawing order.
    ///
    /// It reads the children in place: an element passed over is not copied (which
    /// would retain and release its storage), so the walk costs a few
    /// comparisons per element.
    private func collectDescendants(
        of element: ElementSnapshot, type: ElementType, identifier: String? = nil, stack: inout [Int], into output: inout [QueryMatch]
    ) {
        let wanted = identifier.map(SubtreeSummary.identifierBits) ?? 0
        let wantedTypes = SubtreeSummary.typeBits(type)
        let probe = identifier.flatMap { $0.isEmpty ? nil : IdentifierFilter.Probe($0) }
        collectDescendants(
            in: element.children, type: type, identifier: identifier, probe: probe, wantedTypes: wantedTypes, wanted: wanted,
            stack: &stack, into: &output)
    }

    /// Appends each of `children`, and each below them, that is of `type` (and has
    /// `identifier`), going down through the buffers so no element is passed, and so
    /// copied, on the way. A subtree whose summary holds no element of `type`
    /// (`wantedTypes`), or lacks the identifier's bits (`wanted`), is passed over whole, as
    /// is a chunk of a long list whose identifiers lack the identifier's (`probe`).
    private func collectDescendants(
        in children: ElementChildren, type: ElementType, identifier: String?, probe: IdentifierFilter.Probe?, wantedTypes: UInt32,
        wanted: UInt64, stack: inout [Int], into output: inout [QueryMatch]
    ) {
        children.forEachStretch(whose: { $0.mayHold(typeBits: wantedTypes, identifierBits: wanted) }, holding: probe) { children, start in
            for index in children.indices where children[index].subtreeSummary.mayHold(typeBits: wantedTypes, identifierBits: wanted) {
                stack.append(start + index)
                if type == .any || children[index].elementType == type, identifier == nil || children[index].identifier == identifier {
                    output.append(QueryMatch(element: children[index], path: ElementPath(stack)))
                }
                if !children[index].children.isEmpty {
                    collectDescendants(
                        in: children[index].children, type: type, identifier: identifier, probe: probe, wantedTypes: wantedTypes,
                        wanted: wanted, stack: &stack, into: &output)
                }
                stack.removeLast()
            }
        }
    }

    // MARK: - Failures

    /// No match for `locator`, saying after which step the chain matched nothing when
    /// that was before its last step.
    private func noMatchFailure(for locator: ElementLocator, emptiedAfter: Int?) -> ResolutionFailure {
        let query = locator.query
        let emptiedBy = emptiedAfter.flatMap { $0 < query.steps.count ? query.description(stepCount: $0) : nil }
        return .noMatch(locator: locator.description, emptiedBy: emptiedBy, suggestions: suggestions(for: query))
    }

    /// Identifiers on screen that look like the one the query asked for; when none does,
    /// those of the elements whose labels look like it (a subscript finds a label too, and
    /// a label is all a program's element is named by).
    private func suggestions(for query: Query) -> [ResolutionFailure.Suggestion] {
        let wanted: String? = query.steps.reversed().lazy.compactMap { step -> String? in
            switch step {
            case let .key(key), let .identifier(key): key
            case let .containing(_, identifier): identifier
            default: nil
            }
        }.first
        guard let wanted else { return [] }
        var byIdentifier: [String: ElementSnapshot] = [:]
        var byLabel: [String: ElementSnapshot] = [:]
        var sameIdentifier: [ResolutionFailure.Suggestion] = []
        walk { element, _, _ in
            if !element.identifier.isEmpty, byIdentifier[element.identifier] == nil { byIdentifier[element.identifier] = element }
            if !element.identifier.isEmpty, !element.label.isEmpty, byLabel[element.label] == nil { byLabel[element.label] = element }
            if element.identifier == wanted, !sameIdentifier.contains(where: { $0.elementType == element.elementType }) {
                // The right identifier on another type than the query asks for.
                sameIdentifier.append(
                    ResolutionFailure.Suggestion(
                        identifier: wanted, elementType: element.elementType,
                        query: uniqueQuery(forIdentifier: wanted, type: element.elementType), hasSameIdentifier: true
                    ))
            }
            return true
        }
        if !sameIdentifier.isEmpty { return sameIdentifier }
        let nearIdentifiers = NearestNames.nearest(to: wanted, among: Array(byIdentifier.keys)).compactMap { byIdentifier[$0] }
        let near = nearIdentifiers.isEmpty ? NearestNames.nearest(to: wanted, among: Array(byLabel.keys)).compactMap { byLabel[$0] } : nearIdentifiers
        return near.map { element in
            let identifier = element.identifier
            return ResolutionFailure.Suggestion(
                identifier: identifier, elementType: element.elementType,
                query: uniqueQuery(forIdentifier: identifier, type: element.elementType)
            )
        }
    }

    private func candidates(for matches: [QueryMatch], of query: Query) -> [ResolutionFailure.Candidate] {
        var identifierCounts: [String: Int] = [:]
        walk { element, _, _ in
            if !element.identifier.isEmpty { identifierCounts[element.identifier, default: 0] += 1 }
            return true
        }
        return matches.enumerated().map { index, match in
            let identifier = match.element.identifier
            let query =
                !identifier.isEmpty && identifierCounts[identifier] == 1
                ? uniqueQuery(forIdentifier: identifier, type: match.element.elementType)
                : ElementLocator(query: query, pick: .index(index)).description
            return ResolutionFailure.Candidate(element: match.element, path: match.path, query: query)
        }
    }

    private func uniqueQuery(forIdentifier identifier: String, type: ElementType) -> String {
        let provider = type.queryProviderName.map { "." + $0 } ?? ".descendants(matching: .\(type))"
        return "app\(provider)[\(quoted(identifier))]"
    }
}

extension ElementSnapshot {
    /// Whether any element inside this one (not this one) satisfies `condition`.
    public func containsDescendant(where condition: (ElementSnapshot) -> Bool) -> Bool {
        children.contains { condition($0) || $0.containsDescendant(where: condition) }
    }
}
