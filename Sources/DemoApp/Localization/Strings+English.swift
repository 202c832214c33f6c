import ScreenModel

extension Strings {
    static let english = Strings(
        locale: .en,
        appName: "Shop",
        common: CommonStrings(back: "Back", signIn: "Sign In", orderNumber: { "Order #\($0)" }),
        tabs: TabStrings(shop: "Shop", cart: "Cart", orders: "Orders", profile: "Profile"),
        alerts: AlertStrings(
            offlineTitle: "You're Offline",
            offlineMessage: "Check your connection, then try again.",
            serverErrorTitle: "Something Went Wrong",
            serverErrorMessage: "The server could not answer. Try again in a moment.",
            paymentDeclinedTitle: "Payment Declined",
            paymentDeclinedMessage: "Your card was declined. Nothing was charged and your cart is kept.",
            saveFailedTitle: "Changes Not Saved",
            saveFailedMessage: "Your latest changes could not be stored on this device and will be lost when the app closes.",
            retry: "Retry", cancel: "Cancel", ok: "OK"
        ),
        login: LoginStrings(
            title: "Sign In",
            emailLabel: "Email",
            emailPlaceholder: "you@example.com",
            passwordLabel: "Password",
            passwordPlaceholder: "required",
            logIn: "Log In",
            signingIn: "Signing in…",
            invalidCredentials: "Incorrect email or password.",
            continueAsGuest: "Continue as Guest"
        ),
        shop: ShopStrings(
            title: "Shop",
            searchLabel: "Search",
            searchPlaceholder: "products",
            searchButton: "Search",
            loading: "Loading products…",
            noResults: { "No products match “\($0)”." },
            resultCount: { $0 == 1 ? "1 product" : "\($0) products" }
        ),
        product: ProductStrings(
            addToCart: "Add to Cart",
            addedToCart: "Added to cart",
            inCart: { "\($0) in your cart" }
        ),
        cart: CartStrings(
            title: "Cart",
            empty: "Your cart is empty.",
            increase: "+", decrease: "-", remove: "Remove",
            promoLabel: "Promo code",
            promoPlaceholder: "e.g. SAVE20",
            apply: "Apply",
            unknownPromo: { "“\($0)” is not a valid promo code." },
            promoApplied: { "\($0) applied: \($1)% off" },
            removePromo: "Remove Code",
            subtotal: "Subtotal", discount: "Discount", total: "Total",
            checkout: "Checkout"
        ),
        checkout: CheckoutStrings(
            title: "Checkout",
            summaryTitle: "Order Summary",
            summaryLine: { "\($0) × \($1)" },
            discount: "Discount", total: "Total",
            addressTitle: "Delivery Address",
            nameLabel: "Name", streetLabel: "Street", cityLabel: "City", postcodeLabel: "Postcode",
            missing: { field in
                switch field {
                case .name: "Enter a name."
                case .street: "Enter a street and number."
                case .city: "Enter a city."
                case .postcode: "Enter a postcode."
                }
            },
            tooLong: "Keep this under 60 characters.",
            invalidPostcode: { rule in
                switch rule {
                case .tooShort: "Needs at least 3 characters."
                case .tooLong: "Use at most 10 characters."
                case .characters: "Use only letters, digits, spaces and dashes."
                case .digit: "Needs at least one digit."
                }
            },
            pay: { "Pay \($0)" },
            paying: "Paying…"
        ),
        confirmation: ConfirmationStrings(
            title: "Order Confirmed",
            deliveringTo: { "Thank you! It goes to \($0), \($1)." },
            continueShopping: "Continue Shopping"
        ),
        orders: OrderStrings(
            title: "Orders",
            empty: "No orders yet.",
            loading: "Loading orders…",
            itemCount: { $0 == 1 ? "1 item" : "\($0) items" },
            signInRequired: "Sign in to see your orders."
        ),
        profile: ProfileStrings(
            title: "Profile",
            signedInAs: "Signed in as",
            signOut: "Sign Out",
            signInRequired: "Sign in to see your profile."
        ),
        keys: KeyStrings(
            next: "next", select: "select", back: "back", tabs: "tabs", keys: "keys", quit: "quit",
            helpTitle: "Keys", close: "Close",
            helpLines: [
                .init(keys: "Tab, Shift-Tab", action: "next, previous"),
                .init(keys: "↓ ↑", action: "next, previous"),
                .init(keys: "← →", action: "along the tab bar"),
                .init(keys: "Enter", action: "select, send"),
                .init(keys: "Esc", action: "back, close"),
                .init(keys: "PgDn PgUp", action: "scroll"),
                .init(keys: "Ctrl-T", action: "to the tab bar"),
                .init(keys: "Backspace", action: "delete a character"),
                .init(keys: "F1, ?", action: "this list"),
                .init(keys: "q, Ctrl-C", action: "quit"),
            ],
            typingNote: "In a field, ? and q are typed."
        ),
        screen: ScreenStrings(
            moreBelow: { "▼ More below: PgDn, or \($0)+ rows" },
            moreAbove: "▲ More above: PgUp",
            moreAboveAndBelow: { "▲▼ More: PgUp/PgDn, or \($0)+ rows" },
            terminalTooSmall: { size, minimum in
                "The terminal is \(size.width)×\(size.height); the shop needs at least \(minimum.width)×\(minimum.height). Enlarge the window."
            }
        ),
        recovery: RecoveryStrings(
            reason: { $0 == .offline ? "you're offline" : "the server did not answer" },
            catalog: { "Products did not load: \($0)." },
            orders: { "Your orders did not load: \($0)." },
            signIn: { "Not signed in: \($0)." },
            signInRetry: "Log In to try again.",
            payment: { "Nothing was paid: \($0)." },
            paymentRetry: "Pay to try again.",
            tryAgain: "Try Again"
        )
    )
}
