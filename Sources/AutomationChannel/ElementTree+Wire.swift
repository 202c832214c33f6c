package import ScreenModel

extension ByteWriter {
    /// Appends an element and its subtree.
    package mutating func write(_ element: ElementSnapshot) {
        writeFields(of: element)
        writeCount(element.children.count)
        for child in element.children { write(child) }
    }

    /// Appends an element's own fields: everything but its child count and children.
    package mutating func writeFields(of element: ElementSnapshot) {
        write(WireCodes.code(for: element.elementType))
        var flags: UInt8 = 0
        if element.isEnabled { flags |= 1 }
        if element.isSelected { flags |= 2 }
        if element.hasFocus { flags |= 4 }
        if element.value != nil { flags |= 8 }
        if element.placeholderValue != nil { flags |= 16 }
        write(flags)
        writeString(element.identifier)
        writeString(element.label)
        if let value = element.value { writeString(value) }
        if let placeholder = element.placeholderValue { writeString(placeholder) }
        writeSigned(element.frame.minX)
        writeSigned(element.frame.minY)
        writeSigned(element.frame.width)
        writeSigned(element.frame.height)
    }

    /// Appends an activity report.
    package mutating func write(_ activity: Activity) {
        write(activity.clock == .virtual ? 1 : 0)
        writeCount(activity.pendingWork.count)
        for work in activity.pendingWork {
            writeString(work.name)
            writeSigned(work.remainingMilliseconds)
        }
    }

    /// Appends a whole tree.
    package mutating func write(_ tree: ElementTree) {
        writeVarint(tree.generation)
        write(tree.activity)
        write(tree.root)
    }
}

extension ByteReader {
    /// Reads an element and its subtree, refusing nesting deeper than `depth` levels.
    package mutating func readElement(depth: Int = 0) throws(WireError) -> ElementSnapshot {
        guard depth < AutomationProtocol.maximumDepth else { throw .nestedTooDeeply(limit: AutomationProtocol.maximumDepth) }
        var element = try readElementFields()
        // Every child takes at least one byte, so a count beyond the bytes left is a lie.
        let childCount = try readCount("child count", limit: remaining)
        // Gathered apart and set once: each change of `children` sums up the element again.
        var children = ElementChildren.Builder(reservingCapacity: childCount)
        for _ in 0..<childCount {
            children.append(try readElement(depth: depth + 1))
        }
        element.children = children.finish()
        return element
    }

    /// Reads an element's own fields, without child count and children.
    package mutating func readElementFields() throws(WireError) -> ElementSnapshot {
        let type = try WireCodes.elementType(readByte("element type"))
        let flags = try readByte("element flags")
        guard flags < 32 else { throw .invalidValue(field: "element flags", value: UInt64(flags)) }
        let identifier = try readString("identifier")
        let label = try readString("label")
        let value = flags & 8 != 0 ? try readString("value") : nil
        let placeholder = flags & 16 != 0 ? try readString("placeholder") : nil
        let frame = Rect(
            x: try readSigned("frame x"), y: try readSigned("frame y"),
            width: try readSigned("frame width"), height: try readSigned("frame height")
        )
        return ElementSnapshot(
            type, identifier: identifier, label: label, value: value, placeholderValue: placeholder,
            isEnabled: flags & 1 != 0, isSelected: flags & 2 != 0, hasFocus: flags & 4 != 0,
            frame: frame
        )
    }

    /// Reads an activity report.
    package mutating func readActivity() throws(WireError) -> Activity {
        let clockCode = try readByte("clock")
        guard clockCode <= 1 else { throw .invalidValue(field: "clock", value: UInt64(clockCode)) }
        let count = try readCount("pending work count", limit: remaining)
        var work: [PendingWork] = []
        for _ in 0..<count {
            work.append(PendingWork(name: try readString("pending work name"), remainingMilliseconds: try readSigned("pending work time")))
        }
        return Activity(pendingWork: work, clock: clockCode == 1 ? .virtual : .real)
    }

    /// Reads a whole tree.
    package mutating func readTree() throws(WireError) -> ElementTree {
        let generation = try readVarint("generation")
        let activity = try readActivity()
        let root = try readElement()
        return ElementTree(generation: generation, root: root, activity: activity)
    }
}
