import Foundation
import JourneyScript

// The command's work lives in JourneyScript; this file only hands over the arguments
// and turns the answer into the exit status.
let status = await JourneyCommand().run(Array(CommandLine.arguments.dropFirst()))
exit(status)
