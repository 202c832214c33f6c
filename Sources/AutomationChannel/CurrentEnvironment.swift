import SystemLayer

/// Every environment variable of this process, by name: what a driver hands down to
/// the apps it launches.
package func currentEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    Posix.forEachEnvironmentEntry { entry in
        if let (name, value) = environmentEntry(entry) { result[name] = value }
    }
    return result
}

/// The name and value of one `NAME=VALUE` entry of an environment (the value may hold
/// more `=`), or nil for an entry without one.
///
/// It splits the bytes: a walk over the text's characters costs several times more, once
/// per variable and per launch.
package func environmentEntry(_ bytes: UnsafeBufferPointer<UInt8>) -> (name: String, value: String)? {
    guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return nil }
    return (String(decoding: bytes[..<equals], as: UTF8.self), String(decoding: bytes[(equals + 1)...], as: UTF8.self))
}
