import AgentServer
import Foundation
import JourneyScript

// The command's work lives in JourneyScript (and `journey mcp`'s and `journey serve`'s in AgentServer); this
// file only hands over the arguments and turns the answer into the exit status.
JourneyCommand.openClosedStandardStreams()
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
if arguments.first == Invocation.Command.mcp.rawValue {
    status = await AgentServerCommand.run(Array(arguments.dropFirst())) { FileHandle.standardError.write(Data($0.utf8)) }
} else if arguments.first == Invocation.Command.serve.rawValue {
    status = await DriverServerCommand.run(Array(arguments.dropFirst())) { FileHandle.standardError.write(Data($0.utf8)) }
} else {
    status = await JourneyCommand(outputIsTerminal: JourneyCommand.standardOutputIsTerminal).run(arguments)
}
exit(status)
