// swift-tools-version:6.0
import PackageDescription

/// Settings every Swift target shares: Swift 6 mode plus the upcoming features the
/// style guide asks for.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// The app under test is a fixture of every journey, not code people step through, so
/// it is optimised in debug builds too: `swift test` and `swift run journey` then drive
/// it at close to release speed. (Libraries stay free of unsafe flags, so other
/// packages can depend on the driver.)
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "TerminalJourneys",
    products: [
        .library(name: "ScreenModel", targets: ["ScreenModel"]),
        .library(name: "TerminalEmulator", targets: ["TerminalEmulator"]),
        .library(name: "ScreenElements", targets: ["ScreenElements"]),
        .library(name: "Driver", targets: ["Driver"]),
        .library(name: "DriverTesting", targets: ["DriverTesting"]),
        .library(name: "XCUITerminal", targets: ["XCUITerminal"]),
        .library(name: "AppAutomation", targets: ["AppAutomation"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "ProtocolConformance", targets: ["ProtocolConformance"]),
        .executable(name: "DemoApp", targets: ["DemoApp"]),
        .executable(name: "journey", targets: ["journey"]),
    ],
    targets: [
        // Linux calls Swift cannot make directly (variadic prctl, the pidfd syscall).
        .target(name: "SystemShims"),

        // The one system layer: every system call wrapped once (EINTR retried, errno read
        // at once, one SystemError), the spawn builder, the poll loop sessions are
        // handlers on, the monotonic clock and the thread starter. The only Swift target
        // that imports the C library (Scripts/check-imports); docs/platforms.md lists
        // what it relies on.
        .target(name: "SystemLayer", dependencies: ["SystemShims"], swiftSettings: strictSettings),

        // The shared vocabulary: element tree, queries, commands, rendering.
        .target(name: "ScreenModel", swiftSettings: strictSettings),

        // The automation channel between a driver and an app: frames, messages, the tree
        // codec and the framed read/write loop both ends share. Package-internal: the
        // protocol is specified in docs/protocol.md, not offered as API.
        .target(name: "AutomationChannel", dependencies: ["ScreenModel", "SystemLayer"], swiftSettings: strictSettings),

        // A terminal emulator: bytes in, a screen of cells out. It reads widths from the
        // vocabulary's one table, the one the kit lays screens out with.
        .target(name: "TerminalEmulator", dependencies: ["ScreenModel"], swiftSettings: strictSettings),

        // Shards: the rule that splits a suite over CI machines (round robin, or balanced
        // by a durations file) and the environment that names a machine's shard. Shared
        // by `journey --shard` and DriverTesting's `.shardSelection`.
        .target(name: "Sharding", swiftSettings: strictSettings),
        // Elements read off any program's screen: the recogniser table and the tree it
        // yields, in the vocabulary apps use.
        .target(name: "ScreenElements", dependencies: ["ScreenModel", "TerminalEmulator"], swiftSettings: strictSettings),
        // Snapshot files: references, pending files to review, atomic writes; the one
        // store the Swift expectations, the journey scripts and `journey snapshots` share.
        .target(name: "SnapshotFiles", dependencies: ["ScreenModel", "SystemLayer"], swiftSettings: strictSettings),

        // The test side: launch, queries, actions, waits, diagnostics.
        .target(name: "Driver", dependencies: ["ScreenModel", "AutomationChannel", "SystemLayer", "TerminalEmulator", "ScreenElements"], swiftSettings: strictSettings),

        // Swift Testing integration for the async API (attachments of app diagnostics).
        .target(name: "DriverTesting", dependencies: ["Driver", "JourneyTrace", "Sharding", "SnapshotFiles", "SystemLayer"], swiftSettings: strictSettings),

        // XCUITest's synchronous API over the driver, for porting existing suites. Its
        // own target, so the driver's other users do not link the test frameworks.
        .target(
            name: "XCUITerminal", dependencies: ["Driver", "DriverTesting", "ScreenModel", "SnapshotFiles", "JourneyTrace", "SystemLayer", "XCUITerminalTestCase"],
            swiftSettings: strictSettings),
        // XCUITerminal's `XCTestCase`, alone in a module so that XCUITerminal can re-export
        // it by a scoped import, which Swift prefers to XCTest's whole-module one: a file
        // importing both finds this class. No product: users reach it through XCUITerminal.
        .target(name: "XCUITerminalTestCase", swiftSettings: strictSettings),

        // Checks any executable that claims to speak the automation protocol against
        // docs/protocol.md, one rule at a time.
        .target(name: "ProtocolConformance", dependencies: ["ScreenModel", "AutomationChannel", "SystemLayer"], swiftSettings: strictSettings),
        // An app that speaks the protocol and, asked to, breaks one of its rules: proves
        // each conformance check can fail.
        .executableTarget(name: "conformance-fake", dependencies: ["ScreenModel", "AutomationChannel", "SystemLayer"], swiftSettings: strictSettings),

        // The app-side kit, layer one: the automation server an app links to be driven
        // (its tree published, commands routed, busy work named, timers on a clock the
        // driver can drive, the shared launch flags and the release gate).
        .target(name: "AppAutomation", dependencies: ["ScreenModel", "AutomationChannel", "SystemLayer"], swiftSettings: strictSettings),

        // The app-side kit, layer two: a small retained-mode terminal toolkit whose every
        // view carries its identifier (nodes, layout, focus, tables, scrolling, alerts,
        // the terminal front end), testable with nothing more.
        .target(name: "TerminalUI", dependencies: ["ScreenModel", "AppAutomation", "SystemLayer"], swiftSettings: strictSettings),

        // The app under test: only the shop (domain, data, features, strings, scenarios),
        // on the kit. Release builds link the Swift runtime statically,
        // which halves its spawn time; debug builds stay dynamic so the unit
        // tests can link it with `@testable import`.
        .executableTarget(
            name: "DemoApp",
            dependencies: ["ScreenModel", "AppAutomation", "TerminalUI", "SystemLayer"],
            swiftSettings: strictSettings + optimizedInDebug,
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),

        // Journey traces: each step with the screens, trees, work and log around it, as
        // JSON files the `journey` command and the Swift Testing trait write. Not a product:
        // DriverTesting's trait writes trace files and hands users no trace values, so all
        // is package-internal but `TracePolicy`, the argument `.journeyTrace(_:)` takes,
        // which DriverTesting re-exports.
        .target(name: "JourneyTrace", dependencies: ["Driver", "ScreenModel", "TerminalEmulator"], swiftSettings: strictSettings),

        // Scripted acceptance journeys: the script format, its parser, the runner over
        // the driver, and the reports CI reads. Package-internal: users reach it through
        // the `journey` command and its `.journey` scripts, not as API.
        .target(
            name: "JourneyScript", dependencies: ["AutomationChannel", "Driver", "ScreenModel", "JourneyTrace", "Sharding", "SnapshotFiles", "TerminalEmulator", "SystemLayer"],
            swiftSettings: strictSettings),

        // The Model Context Protocol server over the driver (`journey mcp`): JSON-RPC over
        // stdio, the tools an agent drives apps and programs with. Package-internal.
        .target(name: "AgentServer", dependencies: ["JourneyScript", "JourneyTrace", "Driver", "ScreenModel", "TerminalEmulator", "SystemLayer"], swiftSettings: strictSettings),

        // The `journey` command. It lists DemoApp so that `swift run journey` builds the
        // app it drives (an executable dependency is built, not linked).
        .executableTarget(name: "journey", dependencies: ["JourneyScript", "AgentServer", "DemoApp"], swiftSettings: strictSettings),

        // The benchmark's floor: a trivial executable linked exactly as DemoApp is.
        .executableTarget(
            name: "BenchEcho",
            dependencies: ["SystemLayer"],
            swiftSettings: strictSettings,
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),
        // The scaling figures' app: a table of `--rows N` rows on the kit, one relabelled per tap.
        .executableTarget(name: "BenchRows", dependencies: ["AppAutomation", "TerminalUI", "SystemLayer"], swiftSettings: strictSettings),
        // The speed figures, measured against that floor: `swift run -c release bench`.
        .executableTarget(
            name: "bench",
            dependencies: ["Driver", "DemoApp", "BenchEcho", "BenchRows", "JourneyScript", "JourneyTrace", "ScreenElements", "SystemLayer", "journey"],
            swiftSettings: strictSettings),

        // 1,000 launch → journey → terminate cycles and a census of what they left behind.
        .executableTarget(name: "soak", dependencies: ["Driver", "DemoApp", "SystemLayer"], swiftSettings: strictSettings),

        // Mutation testing: small bugs put into Sources one at a time, in a scratch copy,
        // to find what the tests miss: `swift run mutate --help`.
        .executableTarget(name: "mutate", dependencies: ["SystemLayer"], swiftSettings: strictSettings),

        // Stands in for a test process in the tests that kill one mid-journey.
        .executableTarget(name: "driver-probe", dependencies: ["Driver", "SystemLayer"], swiftSettings: strictSettings),

        // Caps how many tests run at once in the test binary (docs/reliability.md).
        .target(name: "TestParallelism", path: "Tests/TestParallelism"),
        .testTarget(
            name: "UnitTests",
            dependencies: [
                "AgentServer", "ScreenModel", "AutomationChannel", "AppAutomation", "TerminalUI", "Driver", "DriverTesting", "XCUITerminal", "SystemShims", "SystemLayer",
                "DemoApp", "JourneyScript", "TerminalEmulator", "ScreenElements", "JourneyTrace", "Sharding", "SnapshotFiles", "TestParallelism", "mutate", "bench",
            ], swiftSettings: strictSettings),
        .testTarget(
            name: "JourneyTests",
            dependencies: [
                "AgentServer", "AutomationChannel", "Driver", "DriverTesting", "XCUITerminal", "SystemLayer", "JourneyScript", "JourneyTrace", "ProtocolConformance",
                "ScreenElements", "Sharding", "SnapshotFiles", "TestParallelism",
            ],
            exclude: [
                "XCUITestPorts", "Agents/mcp_client.py", "Snapshots/__Snapshots__", "Programs/Fixtures", "Programs/__Snapshots__", "Textual/__Snapshots__", "Report/__Golden__",
                "Porting/Corpus",
            ], swiftSettings: strictSettings
        ),
        // The seed's XCUITest page objects, ported with only their import changed.
        .testTarget(
            name: "XCUITestPorts", dependencies: ["XCUITerminal", "JourneyTrace"],
            path: "Tests/JourneyTests/XCUITestPorts", swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
