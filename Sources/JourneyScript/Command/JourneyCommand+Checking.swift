import Driver

extension JourneyCommand {
    /// Asks the app about every distinct list of launch arguments the plan will pass
    /// (each `launch` and `relaunch` with arguments, under its configuration), so a
    /// mistyped flag fails the run before anything runs, pointing at where it was written.
    ///
    /// An app that does not answer the question is not asked again; its launches then
    /// report its own message.
    ///
    /// - Throws: `ScriptErrors` with one error per refused argument, where it was written.
    func checkLaunchArguments(of plan: Plan, app: String) throws(ScriptErrors) {
        var verdicts: [[String]: LaunchArgumentVerdict] = [:]
        var errors: [ScriptError] = []
        for unit in plan.units {
            for step in unit.journey.steps {
                let arguments: [String]
                switch step.action {
                case let .launch(given): arguments = given
                case let .relaunch(given?): arguments = given
                default: continue
                }
                let merged = unit.configuration.arguments(over: arguments)
                let verdict = verdicts[merged.arguments] ?? App.checkLaunchArguments(merged.arguments, executable: app)
                verdicts[merged.arguments] = verdict
                if verdict == .unanswered { return }
                guard case let .refused(index, reason) = verdict else { continue }
                let error = Self.error(
                    refusing: index, reason: reason, of: merged, step: step, journeyArguments: arguments,
                    configuration: unit.configuration)
                if !errors.contains(error) { errors.append(error) }
            }
        }
        guard errors.isEmpty else { throw ScriptErrors(errors) }
    }

    /// The error for a refused argument: at the journey's line when it is one of the
    /// journey's arguments, at the configuration's definition when it is one of its.
    private static func error(
        refusing index: Int, reason: String, of merged: LaunchConfiguration.Merged, step: Step, journeyArguments: [String],
        configuration: LaunchConfiguration
    ) -> ScriptError {
        let problem = ScriptError.Problem.launchArgumentRefused(reason: reason)
        guard index >= journeyArguments.count, merged.configurationIndices.indices.contains(index - journeyArguments.count) else {
            if let location = step.argumentsLocation { return location.error(at: index, problem) }
            return ScriptError(file: step.argumentsLocation?.file ?? "", line: step.line, column: 1, problem: problem, sourceLine: step.source)
        }
        let configurationIndex = merged.configurationIndices[index - journeyArguments.count]
        if let location = configuration.location { return location.error(at: configurationIndex, problem) }
        return ScriptError(file: "configuration '\(configuration.name)' (\(configuration))", line: 0, column: 0, problem: problem)
    }
}
