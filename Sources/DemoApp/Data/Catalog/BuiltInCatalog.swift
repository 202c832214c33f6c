/// The products every composition sells: the same list in a test run and for a person,
/// so what a journey sees is what a person sees.
///
/// The first costs €12.00 (the amount the seeds' localisation examples check) and
/// there are more than fit on an 80x24 screen, so journeys have to scroll.
enum BuiltInCatalog {
    static let products: [Product] = [
        product(1, "Canvas Tote Bag", 12_00, "Sturdy cotton, fits a week's shop"),
        product(2, "Running Shoes", 89_99, "Light road shoes with a soft sole"),
        product(3, "Trail Running Shoes", 119_00, "Grippy soles for mud and rock"),
        product(4, "Wool Socks", 9_50, "Merino blend, three pairs"),
        product(5, "Rain Jacket", 74_90, "Packs into its own pocket"),
        product(6, "Water Bottle", 15_00, "Steel, keeps drinks cold all day"),
        product(7, "Yoga Mat", 29_95, "Non-slip, 6 mm thick"),
        product(8, "Coffee Mug", 8_00, "Stoneware, 350 ml"),
        product(9, "Desk Lamp", 45_00, "Warm LED with a dimmer"),
        product(10, "Notebook", 6_50, "A5, dotted pages"),
        product(11, "Fountain Pen", 32_00, "Fine nib, refillable"),
        product(12, "Backpack", 59_00, "20 litres, laptop sleeve"),
        product(13, "Sunglasses", 49_90, "Polarised lenses"),
        product(14, "Beanie", 14_99, "Chunky knit, one size"),
        product(15, "Headphones", 129_00, "Wireless, 30-hour battery"),
        product(16, "Phone Case", 19_99, "Shock-absorbing corners"),
        product(17, "Travel Adapter", 24_50, "Works in 150 countries"),
        product(18, "Umbrella", 22_00, "Wind-proof frame"),
        product(19, "Scarf", 27_50, "Soft lambswool"),
        product(20, "Gloves", 18_00, "Touchscreen fingertips"),
        product(21, "Bike Light Set", 34_99, "USB rechargeable, front and back"),
        product(22, "Cycling Helmet", 69_00, "Vented, adjustable fit"),
        product(23, "Tea Sampler", 16_40, "Twelve loose-leaf teas"),
        product(24, "Chef's Knife", 85_00, "20 cm, forged steel"),
        product(25, "Cutting Board", 21_00, "End-grain oak"),
        product(26, "Candle", 11_90, "Cedar and fig, 40 hours"),
        product(27, "Plant Pot", 13_50, "Glazed ceramic with saucer"),
        product(28, "Board Game", 39_99, "Two to five players"),
        product(29, "Puzzle", 17_99, "1000 pieces"),
        product(30, "Picnic Blanket", 36_00, "Waterproof backing"),
        product(31, "Hammock", 64_00, "Parachute nylon, with straps"),
        product(32, "Camping Stove", 54_95, "Folds to pocket size"),
        product(33, "Headlamp", 26_00, "300 lumens, red light mode"),
        product(34, "Sleeping Bag", 99_00, "Comfortable down to 2 °C"),
        product(35, "Gift Card", 50_00, "Spend it on anything here"),
    ]

    private static func product(_ number: Int, _ name: String, _ cents: Int, _ summary: String) -> Product {
        Product(id: "p" + (number < 10 ? "0" : "") + String(number), name: name, price: Money(cents: cents), summary: summary)
    }
}
