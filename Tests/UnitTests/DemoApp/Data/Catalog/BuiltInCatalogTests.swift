@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Built-in catalog")
struct BuiltInCatalogTests {
    @Test("there are more products than fit on an 80x24 screen, among them running shoes")
    func size() {
        #expect(BuiltInCatalog.products.count >= 30)
        #expect(BuiltInCatalog.products.contains { $0.name == "Running Shoes" })
    }

    @Test("product identifiers are unique")
    func uniqueIdentifiers() {
        #expect(Set(BuiltInCatalog.products.map(\.id)).count == BuiltInCatalog.products.count)
    }

    /// The shop's list: what journeys, snapshots and a person see, so a change to it is
    /// a change of the shop's data made on purpose, not a slip.
    static let publishedPrices: [(id: String, name: String, cents: Int)] = [
        ("p01", "Canvas Tote Bag", 12_00),
        ("p02", "Running Shoes", 89_99),
        ("p03", "Trail Running Shoes", 119_00),
        ("p04", "Wool Socks", 9_50),
        ("p05", "Rain Jacket", 74_90),
        ("p06", "Water Bottle", 15_00),
        ("p07", "Yoga Mat", 29_95),
        ("p08", "Coffee Mug", 8_00),
        ("p09", "Desk Lamp", 45_00),
        ("p10", "Notebook", 6_50),
        ("p11", "Fountain Pen", 32_00),
        ("p12", "Backpack", 59_00),
        ("p13", "Sunglasses", 49_90),
        ("p14", "Beanie", 14_99),
        ("p15", "Headphones", 129_00),
        ("p16", "Phone Case", 19_99),
        ("p17", "Travel Adapter", 24_50),
        ("p18", "Umbrella", 22_00),
        ("p19", "Scarf", 27_50),
        ("p20", "Gloves", 18_00),
        ("p21", "Bike Light Set", 34_99),
        ("p22", "Cycling Helmet", 69_00),
        ("p23", "Tea Sampler", 16_40),
        ("p24", "Chef's Knife", 85_00),
        ("p25", "Cutting Board", 21_00),
        ("p26", "Candle", 11_90),
        ("p27", "Plant Pot", 13_50),
        ("p28", "Board Game", 39_99),
        ("p29", "Puzzle", 17_99),
        ("p30", "Picnic Blanket", 36_00),
        ("p31", "Hammock", 64_00),
        ("p32", "Camping Stove", 54_95),
        ("p33", "Headlamp", 26_00),
        ("p34", "Sleeping Bag", 99_00),
        ("p35", "Gift Card", 50_00),
    ]

    @Test("every product has the identifier, name and price the shop publishes, in its order")
    func publishedList() {
        let listed = BuiltInCatalog.products.map { "\($0.id) \($0.name) \($0.price.cents)" }
        #expect(listed == Self.publishedPrices.map { "\($0.id) \($0.name) \($0.cents)" })
    }

    @Test("the first product costs €12.00, as the seeds' locale examples expect")
    func firstCostsTwelve() {
        #expect(BuiltInCatalog.products.first?.price == Money(cents: 1_200))
    }
}
