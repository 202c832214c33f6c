/// An order as JSON, as `orders.json` holds it.
enum OrderCoding {
    static func encode(_ order: Order) -> JSON {
        .object([
            "number": .integer(order.number),
            "owner": order.owner.map(JSON.string) ?? .null,
            "placedOn": .string(order.placedOn.iso),
            "lines": .array(
                order.lines.map { line in
                    .object([
                        "name": .string(line.name), "quantity": .integer(line.quantity),
                        "total": .integer(line.total.cents), "discount": .integer(line.discount.cents),
                    ])
                }),
            "discount": .integer(order.discount.cents),
            "total": .integer(order.total.cents),
            "address": .object([
                "name": .string(order.address.name), "street": .string(order.address.street),
                "city": .string(order.address.city), "postcode": .string(order.address.postcode),
            ]),
        ])
    }

    /// The order `json` describes, or nil when anything is missing or inconsistent
    /// (line shares that do not add up to the totals count as corrupt).
    static func decode(_ json: JSON) -> Order? {
        guard let number = json["number"]?.integerValue, number >= 1,
            let placedText = json["placedOn"]?.stringValue, let placedOn = CalendarDay(iso: placedText),
            let lineValues = json["lines"]?.arrayValue, !lineValues.isEmpty,
            let discount = json["discount"]?.integerValue, let total = json["total"]?.integerValue,
            let address = json["address"], let name = address["name"]?.stringValue,
            let street = address["street"]?.stringValue, let city = address["city"]?.stringValue,
            let postcode = address["postcode"]?.stringValue
        else { return nil }
        let owner: String?
        switch json["owner"] {
        case .null?: owner = nil
        case let .string(email)?: owner = email
        default: return nil
        }
        var lines: [OrderLine] = []
        for value in lineValues {
            guard let lineName = value["name"]?.stringValue, let quantity = value["quantity"]?.integerValue, quantity >= 1,
                let lineTotal = value["total"]?.integerValue, let lineDiscount = value["discount"]?.integerValue
            else { return nil }
            lines.append(OrderLine(name: lineName, quantity: quantity, total: Money(cents: lineTotal), discount: Money(cents: lineDiscount)))
        }
        guard lines.map(\.discount).sum().cents == discount,
            lines.map(\.total).sum().cents - discount == total
        else { return nil }
        return Order(
            number: number, owner: owner, placedOn: placedOn, lines: lines,
            discount: Money(cents: discount), total: Money(cents: total),
            address: DeliveryAddress(name: name, street: street, city: city, postcode: postcode)
        )
    }
}
