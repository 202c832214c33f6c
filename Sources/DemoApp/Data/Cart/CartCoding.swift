/// The cart as JSON: `{"lines": [{"product", "name", "price", "quantity"}], "promotion": {"code", "percentOff"} | null}`.
enum CartCoding {
    @Sendable static func encode(_ cart: Cart) -> JSON {
        .object([
            "lines": .array(
                cart.lines.map { line in
                    .object([
                        "product": .string(line.productID), "name": .string(line.name),
                        "price": .integer(line.unitPrice.cents), "quantity": .integer(line.quantity),
                    ])
                }),
            "promotion": cart.promotion.map { .object(["code": .string($0.code), "percentOff": .integer($0.percentOff)]) } ?? .null,
        ])
    }

    @Sendable static func decode(_ json: JSON) -> Cart? {
        guard let lineValues = json["lines"]?.arrayValue else { return nil }
        var lines: [CartLine] = []
        for value in lineValues {
            guard let productID = value["product"]?.stringValue, !productID.isEmpty,
                let name = value["name"]?.stringValue,
                let price = value["price"]?.integerValue, price >= 0,
                let quantity = value["quantity"]?.integerValue, quantity >= 1,
                !lines.contains(where: { $0.productID == productID })
            else { return nil }
            lines.append(CartLine(productID: productID, name: name, unitPrice: Money(cents: price), quantity: quantity))
        }
        var promotion: Promotion?
        switch json["promotion"] {
        case nil, .null?:
            promotion = nil
        case let value?:
            guard let code = value["code"]?.stringValue, !code.isEmpty,
                let percent = value["percentOff"]?.integerValue, (1...100).contains(percent)
            else { return nil }
            promotion = Promotion(code: code, percentOff: percent)
        }
        return Cart(lines: lines, promotion: promotion)
    }
}
