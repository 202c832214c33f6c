// swift-tools-version:5.9
import PackageDescription

// A helper package of the kind suites import, its first module's path not its name.
let package = Package(
    name: "HelperKit",
    products: [.library(name: "HelperKit", targets: ["HelperKit"])],
    targets: [
        .target(name: "HelperKit", dependencies: [.target(name: "HelperCore")], path: "Sources/Helpers"),
        .target(name: "HelperCore"),
        .testTarget(name: "HelperKitTests", dependencies: [.target(name: "HelperKit")]),
    ]
)
