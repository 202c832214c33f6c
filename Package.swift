// swift-tools-version:6.0
import PackageDescription

/// Settings every Swift target shares: Swift 6 mode plus the upcoming features the
/// style guide asks for.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "TerminalJourneys",
    products: [
        .library(name: "ScreenModel", targets: ["ScreenModel"]),
        .library(name: "Driver", targets: ["Driver"]),
        .executable(name: "DemoApp", targets: ["DemoApp"]),
        .executable(name: "journey", targets: ["journey"]),
    ],
    targets: [
        // Linux calls Swift cannot make directly (variadic prctl, the pidfd syscall).
        .target(name: "SystemShims"),

        // The shared vocabulary: element tree, queries, rendering, wire messages.
        .target(name: "ScreenModel", swiftSettings: strictSettings),

        // The test side: launch, queries, actions, waits, diagnostics.
        .target(name: "Driver", dependencies: ["ScreenModel", "SystemShims"], swiftSettings: strictSettings),

        // The app under test. Release builds link the Swift runtime statically,
        // which halves its spawn time; debug builds stay dynamic so the unit
        // tests can link it with `@testable import`.
        .executableTarget(
            name: "DemoApp",
            dependencies: ["ScreenModel", "SystemShims"],
            swiftSettings: strictSettings,
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),

        // Scripted acceptance journeys: the script format, its parser, the runner over
        // the driver, and the reports CI reads.
        .target(name: "JourneyScript", dependencies: ["Driver", "ScreenModel"], swiftSettings: strictSettings),

        // The `journey` command. It lists DemoApp so that `swift run journey` builds the
        // app it drives (an executable dependency is built, not linked).
        .executableTarget(name: "journey", dependencies: ["JourneyScript", "DemoApp"], swiftSettings: strictSettings),

        .testTarget(name: "UnitTests", dependencies: ["ScreenModel", "Driver", "DemoApp", "JourneyScript"], swiftSettings: strictSettings),
        .testTarget(name: "JourneyTests", dependencies: ["Driver", "JourneyScript"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
