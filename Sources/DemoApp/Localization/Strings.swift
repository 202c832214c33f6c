/// Every piece of text the app shows, in one language.
struct Strings: Sendable {
    let appName: String
    let signInTitle: String
    let emailLabel: String
    let emailPlaceholder: String
    let passwordLabel: String
    let passwordPlaceholder: String
    let logIn: String
    let signingIn: String
    let invalidCredentials: String
    let offline: String
    let serverError: String
    let shopTitle: String
    let signedInAs: @Sendable (String) -> String
    let signOut: String

    /// The strings for `locale`.
    static func forLocale(_ locale: AppLocale) -> Strings {
        switch locale {
        case .en: .english
        case .es: .spanish
        case .ja: .japanese
        }
    }

    static let english = Strings(
        appName: "Shop",
        signInTitle: "Sign In",
        emailLabel: "Email",
        emailPlaceholder: "you@example.com",
        passwordLabel: "Password",
        passwordPlaceholder: "required",
        logIn: "Log In",
        signingIn: "Signing in…",
        invalidCredentials: "Incorrect email or password.",
        offline: "You are offline. Check your connection and try again.",
        serverError: "Something went wrong on our side. Try again.",
        shopTitle: "Shop",
        signedInAs: { "Signed in as \($0)" },
        signOut: "Sign Out"
    )

    static let spanish = Strings(
        appName: "Tienda",
        signInTitle: "Iniciar sesión",
        emailLabel: "Correo",
        emailPlaceholder: "tu@ejemplo.com",
        passwordLabel: "Contraseña",
        passwordPlaceholder: "obligatoria",
        logIn: "Entrar",
        signingIn: "Iniciando sesión…",
        invalidCredentials: "Correo o contraseña incorrectos.",
        offline: "No hay conexión. Compruébala e inténtalo de nuevo.",
        serverError: "Algo ha fallado en el servidor. Inténtalo de nuevo.",
        shopTitle: "Tienda",
        signedInAs: { "Sesión iniciada como \($0)" },
        signOut: "Cerrar sesión"
    )

    static let japanese = Strings(
        appName: "ショップ",
        signInTitle: "サインイン",
        emailLabel: "メール",
        emailPlaceholder: "you@example.com",
        passwordLabel: "パスワード",
        passwordPlaceholder: "必須",
        logIn: "ログイン",
        signingIn: "サインイン中…",
        invalidCredentials: "メールアドレスまたはパスワードが違います。",
        offline: "オフラインです。接続を確認してもう一度お試しください。",
        serverError: "サーバーでエラーが発生しました。もう一度お試しください。",
        shopTitle: "ショップ",
        signedInAs: { "\($0) でサインイン中" },
        signOut: "サインアウト"
    )
}
