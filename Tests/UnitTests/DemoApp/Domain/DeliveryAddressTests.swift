@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
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

    @Test(
        "a postcode is 3 to 10 letters, digits, spaces or dashes with a digit; a bad one names the first rule it breaks",
        arguments: [
            (postcode: "12345", rule: nil),
            (postcode: "SW1A 1AA", rule: nil),
            (postcode: "28-013", rule: nil),
            (postcode: "12", rule: DeliveryAddress.PostcodeRule.tooShort),
            (postcode: "AB", rule: .tooShort),
            (postcode: "ABCDE", rule: .digit),
            (postcode: "12345678901", rule: .tooLong),
            (postcode: "12#45", rule: .characters),
            (postcode: "１２３４５", rule: .characters),
        ] as [(postcode: String, rule: DeliveryAddress.PostcodeRule?)])
    func postcodes(postcode: String, rule: DeliveryAddress.PostcodeRule?) {
        var address = Sample.address
        address.postcode = postcode

        #expect(address.problem(with: .postcode) == rule.map { .invalidPostcode($0) })
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
