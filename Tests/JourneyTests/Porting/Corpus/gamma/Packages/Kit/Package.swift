// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Kit",
    targets: [
        .target(name: "Kit"),
        .testTarget(
            name: "KitUITests",
            path: "Automation"
        ),
    ]
)
