// swift-tools-version:6.0
import PackageDescription

// A to-do list on the Terminal Journeys kit, depending on it by path as any app's
// package would (a published package would use `.package(url:from:)` instead).
let package = Package(
    name: "TodoApp",
    dependencies: [
        .package(name: "TerminalJourneys", path: "../.."),
    ],
    targets: [
        // The app: AppAutomation serves the driver, TerminalUI draws the screens.
        .executableTarget(
            name: "TodoApp",
            dependencies: [
                .product(name: "AppAutomation", package: "TerminalJourneys"),
                .product(name: "TerminalUI", package: "TerminalJourneys"),
            ]
        ),
        // Journeys against the built app, run as a child process. Depending on the
        // executable makes `swift test` build it first, beside the test bundle. With
        // MemberImportVisibility on (as in the package it depends on), every name the tests
        // use comes from these products' imports (`.journeyTrace(.onFailure)` included).
        .testTarget(
            name: "TodoJourneyTests",
            dependencies: [
                "TodoApp",
                .product(name: "Driver", package: "TerminalJourneys"),
                .product(name: "DriverTesting", package: "TerminalJourneys"),
                .product(name: "ProtocolConformance", package: "TerminalJourneys"),
            ],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
