extension String {
    /// The text as one word of a POSIX shell's command line: as it is when a shell would
    /// not split or expand it (letters, digits, `-_./=:,+@%`), else in single quotes, each
    /// single quote of its own written `'\''`. The one way the project quotes for a shell.
    package var shellQuoted: String {
        let plain =
            !isEmpty
            && unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./=:,+@%".unicodeScalars.contains(scalar)
            }
        return plain ? self : "'" + split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
