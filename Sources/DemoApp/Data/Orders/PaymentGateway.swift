/// The backend's card processor: approves or declines a charge.
protocol PaymentGateway: AnyObject {
    /// Whether a charge of `amount` goes through.
    func approves(_ amount: Money) -> Bool
}

/// Approves every charge: the ordinary composition's processor.
final class ApprovingPaymentGateway: PaymentGateway {
    func approves(_ amount: Money) -> Bool { true }
}
