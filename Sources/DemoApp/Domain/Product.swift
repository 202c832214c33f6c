/// Something the shop sells.
struct Product: Hashable, Sendable, Identifiable {
    /// Stable across launches and catalog changes, e.g. `p07`.
    let id: String
    let name: String
    let price: Money
    /// One line about it.
    let summary: String

    /// Whether every word of `query` appears in the name or the summary, ignoring case.
    /// An empty query matches everything.
    func matches(_ query: String) -> Bool {
        let haystack = (name + " " + summary).lowercased()
        return query.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).allSatisfy { haystack.contains($0) }
    }
}

/// The shop's products, fetched over the network.
protocol CatalogRepository: AnyObject {
    /// Answers, later, with the products matching `query` (all of them for an empty
    /// query), in catalog order.
    func products(matching query: String, completion: @escaping (Result<[Product], RequestFailure>) -> Void)
}
