import ScreenModel
import Testing

/// Reads a PNG file back without the encoder's code: chunk by chunk, each CRC computed
/// bit by bit, the zlib stream's stored blocks joined and its Adler-32 checked.
struct DecodedPNG {
    let width: Int
    let height: Int
    /// The scanlines as stored: each row its filter byte, then its pixels.
    let scanlines: [UInt8]

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The bytes a zlib stream of stored blocks holds; nil if it is anything else or its check fails.
    static func inflateStored(_ stream: [UInt8]) -> [UInt8]? {
        guard stream.count >= 6, (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0, stream[0] & 0x0F == 8 else { return nil }
        var output: [UInt8] = [], index = 2, final = false
        while !final {
            guard index + 5 <= stream.count, stream[index] & 0b110 == 0 else { return nil }
            final = stream[index] & 1 == 1
            let length = Int(stream[index + 1]) | Int(stream[index + 2]) << 8
            let complement = Int(stream[index + 3]) | Int(stream[index + 4]) << 8
            guard length ^ 0xFFFF == complement, index + 5 + length <= stream.count else { return nil }
            output += stream[(index + 5)..<(index + 5 + length)]
            index += 5 + length
        }
        guard index + 4 == stream.count, bigEndian(stream[index...]) == adler(output) else { return nil }
        return output
    }

    init?(_ file: [UInt8]) {
        guard file.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        var index = 8, header: [UInt8] = [], data: [UInt8] = [], ended = false
        while index + 12 <= file.count {
            let length = Int(Self.bigEndian(file[index..<(index + 4)]))
            guard index + 12 + length <= file.count else { return nil }
            let typeAndData = Array(file[(index + 4)..<(index + 8 + length)])
            guard Self.bigEndian(file[(index + 8 + length)..<(index + 12 + length)]) == Self.crc(typeAndData) else { return nil }
            switch String(decoding: typeAndData.prefix(4), as: UTF8.self) {
            case "IHDR": header = Array(typeAndData.dropFirst(4))
            case "IDAT": data += typeAndData.dropFirst(4)
            case "IEND": ended = true
            default: break
            }
            index += 12 + length
        }
        guard ended, index == file.count, header.count == 13, header[8...] == [8, 0, 0, 0, 0],
            let scanlines = Self.inflateStored(data)
        else { return nil }
        width = Int(Self.bigEndian(header[0..<4]))
        height = Int(Self.bigEndian(header[4..<8]))
        self.scanlines = scanlines
    }

    /// Pixel (`x`, `y`).
    func pixel(_ x: Int, _ y: Int) -> UInt8 { scanlines[y * (width + 1) + 1 + x] }
}

@Suite("A screen as a PNG picture")
struct ScreenPictureTests {
    private let font = BitmapFont.fixed6x13
    private let background = TextScreen.pictureBackground
    private let foreground = TextScreen.pictureForeground

    /// The cell at (`column`, `row`) of `picture` as lines of `#` and `.`.
    private func cell(_ picture: PNGImage, column: Int, row: Int, columns: Int = 1) -> [String] {
        (0..<font.cellHeight).map { y in
            String(
                (0..<(columns * font.cellWidth)).map { x in
                    picture.pixels[(row * font.cellHeight + y) * picture.width + column * font.cellWidth + x] == foreground ? "#" : "."
                })
        }
    }

    @Test("the checksums match what every PNG and zlib reader computes (known answers)")
    func knownChecksums() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(DecodedPNG.crc(Array("IEND".utf8)) == 0xAE42_6082)
        let stream = PNGImage.zlibStored(Array("Wikipedia".utf8))
        #expect(DecodedPNG.bigEndian(stream.suffix(4)[...]) == 0x11E6_0398)
    }

    @Test("stored blocks hold at most 65,535 bytes: 0, 65,535, 65,536 and 200,000 bytes read back whole", arguments: [0, 65_535, 65_536, 200_000])
    func storedBlocks(count: Int) throws {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        #expect(DecodedPNG.inflateStored(PNGImage.zlibStored(bytes)) == bytes)
    }

    @Test("a picture is the screen's cells times the font's cell, and its PNG reads back pixel for pixel")
    func sizeAndRoundTrip() throws {
        let screen = TextScreen(size: Size(width: 3, height: 2), lines: ["Ab", " c"])
        let picture = screen.picture()

        #expect(picture.width == 18 && picture.height == 26)
        let decoded = try #require(DecodedPNG(picture.pngData))
        #expect(decoded.width == 18 && decoded.height == 26)
        #expect((0..<26).allSatisfy { y in decoded.scanlines[y * 19] == 0 })
        #expect((0..<26).allSatisfy { y in (0..<18).allSatisfy { x in decoded.pixel(x, y) == picture.pixels[y * 18 + x] } })
    }

    @Test("a letter is the font's glyph in its cell; blank cells and the rest of the screen are background")
    func letterGlyph() {
        let picture = TextScreen(size: Size(width: 3, height: 2), lines: ["", " A"]).picture()

        #expect(
            cell(picture, column: 1, row: 1) == [
                "......", "......", "..#...", ".#.#..", "#...#.", "#...#.", "#...#.",
                "#####.", "#...#.", "#...#.", "#...#.", "......", "......",
            ])
        let lit = picture.pixels.filter { $0 == foreground }.count
        #expect(lit == 20)
        #expect(picture.pixels.allSatisfy { $0 == foreground || $0 == background })
    }

    @Test("box drawing joins its neighbours: ─ fills its cell's width on one row")
    func boxDrawing() {
        let picture = TextScreen(size: Size(width: 2, height: 1), lines: ["──"]).picture()
        let rows = cell(picture, column: 0, row: 0, columns: 2)

        #expect(rows.filter { $0 == "############" }.count == 1)
        #expect(rows.filter { $0 == "............" }.count == 12)
    }

    @Test("a character the font lacks is an empty box: a wide one two cells wide, the next character after it")
    func missingGlyphs() {
        #expect(!font.hasGlyph(for: "界") && !font.hasGlyph(for: "Ω"))
        let picture = TextScreen(size: Size(width: 4, height: 1), lines: ["界ΩA"]).picture()

        let wide = cell(picture, column: 0, row: 0, columns: 2)
        #expect(wide[0] == "............" && wide[1] == ".##########." && wide[5] == ".#........#." && wide[10] == ".##########.")
        let narrow = cell(picture, column: 2, row: 0)
        #expect(narrow[1] == ".####." && narrow[5] == ".#..#." && narrow[10] == ".####.")
        #expect(cell(picture, column: 3, row: 0)[7] == "#####.")
    }

    @Test("a combining mark takes no cell; text past the screen's width or height is cut, not drawn elsewhere")
    func zeroWidthAndClipping() {
        let accented = TextScreen(size: Size(width: 2, height: 1), lines: ["e\u{301}A"]).picture()
        #expect(cell(accented, column: 1, row: 0)[7] == "#####.")

        let clipped = TextScreen(size: Size(width: 1, height: 1), lines: ["AA", "AA"]).picture()
        #expect(clipped.width == 6 && clipped.height == 13)
        #expect(clipped.pixels.filter { $0 == foreground }.count == 20)
    }
}
