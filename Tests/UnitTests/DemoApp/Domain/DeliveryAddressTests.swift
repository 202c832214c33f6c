@testable import DemoApp
import Testing

@Suite("Delivery address")
struct DeliveryAddressTests {
    @Test("a complete address has no problems")
    func completeAddress() {
        #expect(Sample.address.problems.isEmpty)
    }

    @Test("every empty or blank field is missing")
    func blankFieldsAreMissing() {
        let address = DeliveryAddress(name: "  ", street: "", city: "\t", postcode: "")

        #expect(address.problems == [.name: .missing, .street: .missing, .city: .missing, .postcode: .missing])
    }

    @Test("postcodes need 3 to 10 letters, digits, spaces or dashes with a digit", arguments: [
        (postcode: "12345", valid: true),
        (postcode: "SW1A 1AA", valid: true),
        (postcode: "28-013", valid: true),
        (postcode: "12", valid: false),
        (postcode: "ABCDE", valid: false),
        (postcode: "12345678901", valid: false),
        (postcode: "12#45", valid: false),
        (postcode: "１２３４５", valid: false),
    ])
    func postcodes(postcode: String, valid: Bool) {
        var address = Sample.address
        address.postcode = postcode

        #expect((address.problem(with: .postcode) == nil) == valid)
    }

    @Test("a field over 60 characters is too long")
    func tooLong() {
        var address = Sample.address
        address.street = String(repeating: "x", count: 61)

        #expect(address.problem(with: .street) == .tooLong)
    }

    @Test("trimming removes surrounding spaces from every field")
    func trimming() {
        let address = DeliveryAddress(name: " Alex ", street: " 1 Main ", city: " Town ", postcode: " 123 ")

        #expect(address.trimmed == DeliveryAddress(name: "Alex", street: "1 Main", city: "Town", postcode: "123"))
    }
}
