import Glibc

/// A NULL-terminated array of C strings that lives as long as the value: `argv` and
/// `envp` for a spawn.
package final class CStrings {
    /// The array, for `argv` or `envp`.
    package let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let count: Int

    /// Copies of `strings`, then NULL.
    package init(_ strings: [String]) {
        count = strings.count
        pointers = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
        pointers[strings.count] = nil
    }

    deinit {
        for index in 0..<count { free(pointers[index]) }
        pointers.deallocate()
    }
}
