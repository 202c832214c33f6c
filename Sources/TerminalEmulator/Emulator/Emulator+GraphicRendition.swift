extension Emulator {
    /// SGR: sets colours and style for what is printed next. Both forms of extended
    /// colours are read: `38;5;n` and `38;2;r;g;b`, and their colon forms `38:5:n`,
    /// `38:2:r:g:b` and `38:2:id:r:g:b`.
    mutating func selectGraphicRendition() {
        let count = parser.parameterCount
        if count == 0 {
            attributes = .plain
            return
        }
        var index = 0
        while index < count {
            let code = Int(parser.value(at: index))
            // The sub-parameters that follow this code with colons.
            var subCount = 0
            while parser.isSubparameter(index + 1 + subCount) { subCount += 1 }
            switch code {
            case 0: attributes = .plain
            case 1: attributes.style.insert(.bold)
            case 2: attributes.style.insert(.dim)
            case 3: attributes.style.insert(.italic)
            case 4:
                if subCount > 0 && parser.value(at: index + 1) == 0 {
                    attributes.style.remove(.underline)
                } else {
                    attributes.style.insert(.underline)
                }
            case 5, 6: attributes.style.insert(.blink)
            case 7: attributes.style.insert(.inverse)
            case 8: attributes.style.insert(.hidden)
            case 9: attributes.style.insert(.strikethrough)
            case 21: attributes.style.insert(.underline)
            case 22: attributes.style.remove([.bold, .dim])
            case 23: attributes.style.remove(.italic)
            case 24: attributes.style.remove(.underline)
            case 25: attributes.style.remove(.blink)
            case 27: attributes.style.remove(.inverse)
            case 28: attributes.style.remove(.hidden)
            case 29: attributes.style.remove(.strikethrough)
            case 30...37: attributes.foreground = .indexed(UInt8(code - 30))
            case 39: attributes.foreground = .default
            case 40...47: attributes.background = .indexed(UInt8(code - 40))
            case 49: attributes.background = .default
            case 90...97: attributes.foreground = .indexed(UInt8(code - 90 + 8))
            case 100...107: attributes.background = .indexed(UInt8(code - 100 + 8))
            case 38, 48, 58:
                let (color, used) = extendedColor(at: index, subCount: subCount)
                if let color {
                    if code == 38 { attributes.foreground = color } else if code == 48 { attributes.background = color }
                }
                index += used
                continue
            default:
                break
            }
            index += 1 + subCount
        }
    }

    /// Reads the colour of a 38, 48 or 58 at `index`; returns it and how many
    /// parameters it took, the code included.
    private func extendedColor(at index: Int, subCount: Int) -> (Color?, Int) {
        let count = parser.parameterCount
        func value(_ offset: Int) -> UInt8 {
            index + offset < count ? UInt8(clamping: parser.value(at: index + offset)) : 0
        }
        if subCount > 0 {
            switch parser.value(at: index + 1) {
            case 5 where subCount >= 2:
                return (.indexed(value(2)), 1 + subCount)
            case 2 where subCount >= 5:
                return (.rgb(value(3), value(4), value(5)), 1 + subCount)
            case 2 where subCount >= 4:
                return (.rgb(value(2), value(3), value(4)), 1 + subCount)
            default:
                return (nil, 1 + subCount)
            }
        }
        guard index + 1 < count else { return (nil, 1) }
        switch parser.value(at: index + 1) {
        case 5:
            guard index + 2 < count else { return (nil, count - index) }
            return (.indexed(value(2)), 3)
        case 2:
            guard index + 4 < count else { return (nil, count - index) }
            return (.rgb(value(2), value(3), value(4)), 5)
        default:
            return (nil, 2)
        }
    }
}
