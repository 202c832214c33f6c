import Testing

extension Tag {
    /// Drives a program in a pseudo-terminal (the driver's `Terminal`), not the demo app's tree.
    @Tag static var program: Self
}
