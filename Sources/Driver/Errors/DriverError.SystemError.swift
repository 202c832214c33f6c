import Glibc

extension DriverError {
    /// An error the operating system reported, by its `errno` code: `ENOENT`, `EACCES`, ….
    public struct SystemError: Sendable, Hashable, CustomStringConvertible {
        /// The `errno` value.
        public let code: Int32

        /// The error `code` stands for.
        public init(code: Int32) {
            self.code = code
        }

        /// The calling thread's `errno` now: read it straight after the call that failed.
        static var current: SystemError { SystemError(code: errno) }

        /// The system's wording: "No such file or directory".
        public var description: String { String(cString: strerror(code)) }
    }
}
