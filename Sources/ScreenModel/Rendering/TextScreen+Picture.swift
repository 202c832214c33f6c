extension TextScreen {
    /// The background's shade in `picture`: a terminal's dark grey.
    package static let pictureBackground: UInt8 = 0x1E
    /// The text's shade in `picture`: light grey.
    package static let pictureForeground: UInt8 = 0xE6

    /// The screen drawn with `font`, light text on a dark ground, each cell
    /// `font.cellWidth` by `font.cellHeight` pixels: a character takes the cells
    /// `Character.terminalWidth` gives it (a wide one two), one the font lacks is an empty
    /// box, a zero-width one is not drawn.
    package func picture(font: BitmapFont = .fixed6x13) -> PNGImage {
        let columns = max(0, size.width), rows = max(0, size.height)
        var image = PNGImage(width: columns * font.cellWidth, height: rows * font.cellHeight, shade: Self.pictureBackground)
        for (row, line) in lines.prefix(rows).enumerated() {
            var column = 0
            for character in line {
                let width = character.terminalWidth
                guard width > 0, let scalar = character.unicodeScalars.first else { continue }
                guard column + width <= columns else { break }
                if scalar != " " {
                    for y in 0..<font.cellHeight {
                        for x in 0..<(width * font.cellWidth) where font.isSet(scalar, columns: width, x: x, y: y) {
                            image.pixels[(row * font.cellHeight + y) * image.width + column * font.cellWidth + x] = Self.pictureForeground
                        }
                    }
                }
                column += width
            }
        }
        return image
    }
}
