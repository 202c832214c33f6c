import SystemLayer

extension DriverError {
    /// An error the operating system reported, by its `errno` code: `ENOENT`, `EACCES`, ….
    ///
    /// The public face of the system layer's `SystemError`, made from it where the
    /// driver reports a failure.
    public struct SystemError: Sendable, Hashable, CustomStringConvertible {
        /// The `errno` value.
        public let code: Int32

        /// The error `code` stands for.
        public init(code: Int32) {
            self.code = code
        }

        /// The error a system call reported.
        init(_ error: SystemLayer.SystemError) {
            self.init(code: error.code)
        }

        /// The system's wording: "No such file or directory".
        public var description: String { Posix.describe(code) }
    }
}
