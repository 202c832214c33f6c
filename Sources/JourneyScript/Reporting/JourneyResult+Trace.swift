import Driver
package import JourneyTrace
package import Sharding

extension JourneyResult {
    /// The run as a trace: every step with its line, time and result; with the screens,
    /// trees, work and log around each step when the runner recorded them.
    ///
    /// - Parameter shard: the CI shard the run belonged to, if any.
    package func trace(shard: Shard? = nil) -> Trace {
        var store = TraceStore()
        var steps: [TraceStep] = []
        for result in self.steps {
            var step = TraceStep(
                title: result.step.source, source: TraceSource(file: journey.file, line: result.step.line, text: result.step.source),
                startMicroseconds: result.offset.map(\.microseconds), durationMicroseconds: result.duration.microseconds,
                result: result.interruptedBy != nil ? .interrupted : result.passed ? .passed : .failed
            )
            if let failure = result.failure, result.interruptedBy == nil { step.failure = TraceFailure(failure) }
            if let observation = result.observation { step.record(observation, in: &store) }
            if result.screenBefore != nil || result.screenAfter != nil {
                step.before = store.moment(result.screenBefore)
                step.after = store.moment(result.screenAfter)
            }
            steps.append(step)
        }
        let recording = self.recording.map { recording in
            TraceAsciicast(asciicast: recording.text, finalScreen: finalScreen.map { store.add(TraceScreen($0)) })
        }
        let status: TraceResult = interruptedBy != nil ? .interrupted : passed ? .passed : .failed
        return Trace(
            kind: .script, name: journey.name, file: journey.file,
            configuration: configuration.isStandard ? nil : configuration.name,
            configurationArguments: configuration.isStandard ? nil : configuration.arguments,
            shard: shard?.description, attempt: id.showsAttempt ? id.attempt : nil, result: status,
            durationMicroseconds: duration.microseconds, steps: steps,
            notRun: stepsNotRun.isEmpty ? nil : stepsNotRun.map { TraceSource(file: journey.file, line: $0.line, text: $0.source) },
            warnings: warnings.isEmpty ? nil : warnings, recording: recording, store: store
        )
    }
}

extension TraceFailure {
    /// A step's failure: the driver's error, or the expectation that did not hold, with the log tail.
    package init(_ failure: StepFailure) {
        let kind =
            switch failure.reason {
            case let .driver(error): error.code.rawValue
            case .expectation: "expectation"
            case .unsetVariable: "unset-variable"
            }
        let tail = failure.diagnostics?.logTail.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
        self.init(message: failure.message, kind: kind, logTail: tail.isEmpty || tail == [""] ? nil : tail)
    }
}

extension Duration {
    /// The duration in whole microseconds.
    var microseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    }
}
