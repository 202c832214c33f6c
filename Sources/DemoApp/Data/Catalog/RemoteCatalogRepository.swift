/// Serves a fixed list of products over the simulated network, searched server-side.
final class RemoteCatalogRepository: CatalogRepository {
    private let products: [Product]
    private let network: NetworkSimulator

    init(products: [Product], network: NetworkSimulator) {
        self.products = products
        self.network = network
    }

    func products(matching query: String, completion: @escaping (Result<[Product], RequestFailure>) -> Void) {
        let products = products
        let trimmed = query.trimmingWhitespace
        let name = trimmed.isEmpty ? "GET /products" : "GET /products?search=\(trimmed)"
        network.send(name, respond: { products.filter { $0.matches(trimmed) } }, completion: completion)
    }
}
