import JourneyScript

extension Toolbox {
    /// `run_journey`: runs a script, given as a file or as text, and says how each step went.
    static func runJourney(_ toolbox: Toolbox, _ arguments: ToolArguments) async throws(ToolFailure) -> String {
        let path = try arguments.string("path").map(toolbox.absolutePath)
        let given = try arguments.string("text")
        guard (path == nil) != (given == nil) else {
            throw .invalidValue(argument: path == nil ? "path" : "text", value: "", expected: "either \"path\" or \"text\", one of them")
        }
        let text: String
        do throws(ScriptError) {
            // The journey command's own reader: its kinds of file, its limit, its messages.
            if let path {
                text = try ScriptSource.read(path, file: path)
            } else {
                text = try ScriptSource.checked(given ?? "", file: "journey.journey")
            }
        } catch {
            throw .journeyErrors(error.description)
        }
        let journey: Journey
        do throws(ScriptErrors) {
            journey = try JourneyParser.parse(text, file: path ?? "journey.journey")
        } catch {
            throw .journeyErrors(error.description)
        }
        let executable = try arguments.string("app").map(toolbox.absolutePath) ?? toolbox.defaultApp
        let result = await JourneyRunner(executable: executable, recordsTrees: false).run(journey)
        var lines = [result.passed ? "PASSED \(journey.name) (\(result.steps.count) steps)" : "FAILED \(journey.name)"]
        for step in result.steps {
            let mark = step.passed ? "ok  " : "FAIL"
            lines.append("\(mark) line \(step.step.line): \(step.step.source) (\(step.duration.readable))")
        }
        for step in result.stepsNotRun { lines.append("not run line \(step.line): \(step.source)") }
        if let failure = result.steps.first(where: { !$0.passed })?.failure { lines += ["", failure.description] }
        return lines.joined(separator: "\n")
    }
}
