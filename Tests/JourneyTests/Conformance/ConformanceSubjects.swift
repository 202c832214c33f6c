import Driver
import ProtocolConformance

/// The apps the conformance suite runs against, each described by what it offers.
extension ConformanceSubject {
    /// The demo shop, as the journeys launch it.
    static var demoApp: ConformanceSubject {
        ConformanceSubject(
            name: "DemoApp", executable: App.executable(named: "DemoApp"), arguments: ["--uitesting", "--reset-state"],
            screenChangingTap: "guestButton", textField: "emailField",
            busyWork: BusyWork(
                arguments: ["--latency-ms", "200"],
                steps: [
                    .typeText("user@example.com", into: "emailField"),
                    .typeText("securePass1", into: "passwordField"),
                    .tap("loginButton"),
                ]),
            virtualClockArguments: ["--clock", "virtual"]
        )
    }

    /// The fake that keeps every rule unless told to break one (`--break NAME`).
    static var fake: ConformanceSubject {
        ConformanceSubject(
            name: "conformance-fake", executable: TestChild.buildDirectory + "/conformance-fake",
            screenChangingTap: "add", textField: "name",
            busyWork: BusyWork(steps: [.tap("wait")]),
            virtualClockArguments: ["--clock", "virtual"]
        )
    }

    /// The fake, breaking the rule named `rule`.
    static func fake(breaking rule: String) -> ConformanceSubject {
        var subject = fake
        subject.name = "conformance-fake --break \(rule)"
        subject.arguments += ["--break", rule]
        return subject
    }
}
