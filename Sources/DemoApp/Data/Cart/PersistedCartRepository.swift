/// Keeps the cart in `cart.json` in the state directory.
final class PersistedCartRepository: CartRepository {
    static let file = StateFile<Cart>(name: "cart.json", key: "cart", encode: CartCoding.encode, decode: CartCoding.decode)

    private let stored: PersistedValue<Cart>

    init(storage: any StateStorage, report: @escaping (String) -> Void) {
        stored = PersistedValue(file: Self.file, storage: storage, initial: Cart(), report: report)
    }

    var cart: Cart { stored.value }

    func save(_ cart: Cart) {
        stored.set(cart)
    }

    /// Writes the cart again under a new revision (for the save-loop fault).
    func rewrite() {
        stored.save()
    }
}
