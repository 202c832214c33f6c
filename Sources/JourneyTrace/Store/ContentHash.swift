import Foundation

/// A short, stable name for a value made from its content: 64-bit FNV-1a over its
/// JSON with sorted keys, in 16 hex digits. The same content gives the same name on
/// every machine and run.
enum ContentHash {
    static func of(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
