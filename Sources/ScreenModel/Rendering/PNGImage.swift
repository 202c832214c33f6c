/// A greyscale picture, and its encoding as PNG (8 bits a pixel; the image data stored
/// without compression, which every PNG reader takes).
package struct PNGImage: Sendable, Equatable {
    /// The width in pixels.
    package let width: Int
    /// The height in pixels.
    package let height: Int
    /// The pixels, row by row from the top, 0 black to 255 white.
    package var pixels: [UInt8]

    /// A picture of `width` by `height` pixels, all `shade`.
    package init(width: Int, height: Int, shade: UInt8) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: shade, count: width * height)
    }

    /// The PNG file's bytes.
    package var pngData: [UInt8] {
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 0, 0, 0, 0]  // 8 bits, greyscale, deflate, filters of method 0, no interlace
        var scanlines: [UInt8] = []
        scanlines.reserveCapacity((width + 1) * height)
        for row in 0..<height {
            scanlines.append(0)  // filter: none
            scanlines += pixels[(row * width)..<((row + 1) * width)]
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        Self.appendChunk("IHDR", header, to: &file)
        Self.appendChunk("IDAT", Self.zlibStored(scanlines), to: &file)
        Self.appendChunk("IEND", [], to: &file)
        return file
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        file.appendBigEndian(UInt32(data.count))
        let typeAndData = Array(type.utf8) + data
        file += typeAndData
        file.appendBigEndian(CRC32.checksum(typeAndData))
    }

    /// `bytes` as a zlib stream of stored (uncompressed) deflate blocks.
    package static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window; no dictionary; check bits
        let blockLimit = 65_535
        var start = 0
        repeat {
            let end = min(bytes.count, start + blockLimit)
            let length = UInt16(end - start)
            stream.append(end == bytes.count ? 1 : 0)  // BFINAL on the last, BTYPE 00: stored
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += bytes[start..<end]
            start = end
        } while start < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        stream.appendBigEndian(b << 16 | a)
        return stream
    }
}

/// The CRC-32 of PNG chunks (ISO 3309, reflected, polynomial 0xEDB88320).
package enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The checksum of `bytes`.
    package static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

extension [UInt8] {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
