import ScreenModel

extension Strings {
    static let spanish = Strings(
        locale: .es,
        appName: "Tienda",
        common: CommonStrings(back: "Atrás", signIn: "Iniciar sesión", orderNumber: { "Pedido #\($0)" }),
        tabs: TabStrings(shop: "Tienda", cart: "Carrito", orders: "Pedidos", profile: "Perfil"),
        alerts: AlertStrings(
            offlineTitle: "Sin conexión",
            offlineMessage: "Comprueba tu conexión e inténtalo de nuevo.",
            serverErrorTitle: "Algo ha fallado",
            serverErrorMessage: "El servidor no ha respondido. Inténtalo de nuevo en un momento.",
            paymentDeclinedTitle: "Pago rechazado",
            paymentDeclinedMessage: "Tu tarjeta ha sido rechazada. No se ha cobrado nada y el carrito se conserva.",
            saveFailedTitle: "Cambios no guardados",
            saveFailedMessage: "No se han podido guardar tus últimos cambios en este dispositivo y se perderán al cerrar la aplicación.",
            retry: "Reintentar", cancel: "Cancelar", ok: "Aceptar"
        ),
        login: LoginStrings(
            title: "Iniciar sesión",
            emailLabel: "Correo",
            emailPlaceholder: "tu@ejemplo.com",
            passwordLabel: "Contraseña",
            passwordPlaceholder: "obligatoria",
            logIn: "Entrar",
            signingIn: "Iniciando sesión…",
            invalidCredentials: "Correo o contraseña incorrectos.",
            continueAsGuest: "Seguir como invitado"
        ),
        shop: ShopStrings(
            title: "Tienda",
            searchLabel: "Buscar",
            searchPlaceholder: "productos",
            searchButton: "Buscar",
            loading: "Cargando productos…",
            noResults: { "Ningún producto coincide con «\($0)»." },
            resultCount: { $0 == 1 ? "1 producto" : "\($0) productos" }
        ),
        product: ProductStrings(
            addToCart: "Añadir al carrito",
            addedToCart: "Añadido al carrito",
            inCart: { "\($0) en tu carrito" }
        ),
        cart: CartStrings(
            title: "Carrito",
            empty: "Tu carrito está vacío.",
            increase: "+", decrease: "-", remove: "Quitar",
            promoLabel: "Código",
            promoPlaceholder: "p. ej. SAVE20",
            apply: "Aplicar",
            unknownPromo: { "«\($0)» no es un código válido." },
            promoApplied: { "\($0) aplicado: \($1) % de descuento" },
            removePromo: "Quitar código",
            subtotal: "Subtotal", discount: "Descuento", total: "Total",
            checkout: "Pagar pedido"
        ),
        checkout: CheckoutStrings(
            title: "Pago",
            summaryTitle: "Resumen del pedido",
            summaryLine: { "\($0) × \($1)" },
            discount: "Descuento", total: "Total",
            addressTitle: "Dirección de entrega",
            nameLabel: "Nombre", streetLabel: "Calle", cityLabel: "Ciudad", postcodeLabel: "C. P.",
            missing: { field in
                switch field {
                case .name: "Escribe el nombre del destinatario."
                case .street: "Escribe la calle y el número."
                case .city: "Escribe la ciudad."
                case .postcode: "Escribe el código postal."
                }
            },
            tooLong: "Usa menos de 60 caracteres.",
            invalidPostcode: { rule in
                switch rule {
                case .tooShort: "Necesita al menos 3 caracteres."
                case .tooLong: "Usa como mucho 10 caracteres."
                case .characters: "Usa solo letras, cifras, espacios y guiones."
                case .digit: "Necesita al menos una cifra."
                }
            },
            pay: { "Pagar \($0)" },
            paying: "Pagando…"
        ),
        confirmation: ConfirmationStrings(
            title: "Pedido confirmado",
            deliveringTo: { "¡Gracias! Se enviará a \($0), \($1)." },
            continueShopping: "Seguir comprando"
        ),
        orders: OrderStrings(
            title: "Pedidos",
            empty: "Aún no hay pedidos.",
            loading: "Cargando pedidos…",
            itemCount: { $0 == 1 ? "1 artículo" : "\($0) artículos" },
            signInRequired: "Inicia sesión para ver tus pedidos."
        ),
        profile: ProfileStrings(
            title: "Perfil",
            signedInAs: "Sesión iniciada como",
            signOut: "Cerrar sesión",
            signInRequired: "Inicia sesión para ver tu perfil."
        ),
        keys: KeyStrings(
            next: "siguiente", select: "elegir", back: "atrás", tabs: "pestañas", keys: "teclas", quit: "salir",
            helpTitle: "Teclas", close: "Cerrar",
            helpLines: [
                .init(keys: "Tab, Mayús-Tab", action: "siguiente, anterior"),
                .init(keys: "↓ ↑", action: "siguiente, anterior"),
                .init(keys: "← →", action: "por las pestañas"),
                .init(keys: "Intro", action: "elegir, enviar"),
                .init(keys: "Esc", action: "atrás, cerrar"),
                .init(keys: "AvPág RePág", action: "desplazar"),
                .init(keys: "Ctrl-T", action: "a las pestañas"),
                .init(keys: "Retroceso", action: "borrar un carácter"),
                .init(keys: "F1, ?", action: "esta lista"),
                .init(keys: "q, Ctrl-C", action: "salir"),
            ],
            typingNote: "En un campo, ? y q se escriben."
        ),
        screen: ScreenStrings(
            moreBelow: { "▼ Hay más: AvPág, o \($0)+ filas" },
            moreAbove: "▲ Hay más arriba: RePág",
            moreAboveAndBelow: { "▲▼ Hay más: RePág/AvPág, o \($0)+ filas" },
            terminalTooSmall: { size, minimum in
                "El terminal mide \(size.width)×\(size.height); la tienda necesita al menos \(minimum.width)×\(minimum.height). Agranda la ventana."
            }
        ),
        recovery: RecoveryStrings(
            reason: { $0 == .offline ? "no hay conexión" : "el servidor no ha respondido" },
            catalog: { "No se han cargado los productos: \($0)." },
            orders: { "No se han cargado tus pedidos: \($0)." },
            signIn: { "No has iniciado sesión: \($0)." },
            signInRetry: "Pulsa Entrar para reintentarlo.",
            payment: { "No se ha cobrado nada: \($0)." },
            paymentRetry: "Pulsa Pagar para reintentarlo.",
            tryAgain: "Reintentar"
        )
    )
}
