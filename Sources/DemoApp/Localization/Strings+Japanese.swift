extension Strings {
    static let japanese = Strings(
        locale: .ja,
        appName: "ショップ",
        common: CommonStrings(back: "戻る", signIn: "サインイン", orderNumber: { "注文 #\($0)" }),
        tabs: TabStrings(shop: "ショップ", cart: "カート", orders: "注文", profile: "プロフィール"),
        alerts: AlertStrings(
            offlineTitle: "オフラインです",
            offlineMessage: "接続を確認してからもう一度お試しください。",
            serverErrorTitle: "エラーが発生しました",
            serverErrorMessage: "サーバーが応答しませんでした。しばらくしてからお試しください。",
            paymentDeclinedTitle: "支払いが拒否されました",
            paymentDeclinedMessage: "カードが拒否されました。請求はなく、カートはそのままです。",
            saveFailedTitle: "変更を保存できませんでした",
            saveFailedMessage: "最新の変更をこの端末に保存できませんでした。アプリを閉じると失われます。",
            retry: "再試行", cancel: "キャンセル", ok: "OK"
        ),
        login: LoginStrings(
            title: "サインイン",
            emailLabel: "メール",
            emailPlaceholder: "you@example.com",
            passwordLabel: "パスワード",
            passwordPlaceholder: "必須",
            logIn: "ログイン",
            signingIn: "サインイン中…",
            invalidCredentials: "メールまたはパスワードが違います。",
            continueAsGuest: "ゲストとして続ける"
        ),
        shop: ShopStrings(
            title: "ショップ",
            searchLabel: "検索",
            searchPlaceholder: "商品",
            searchButton: "検索",
            loading: "商品を読み込み中…",
            noResults: { "「\($0)」に一致する商品はありません。" },
            resultCount: { "\($0)件の商品" }
        ),
        product: ProductStrings(
            addToCart: "カートに追加",
            addedToCart: "カートに追加しました",
            inCart: { "カートに\($0)点" }
        ),
        cart: CartStrings(
            title: "カート",
            empty: "カートは空です。",
            increase: "+", decrease: "-", remove: "削除",
            promoLabel: "クーポン",
            promoPlaceholder: "例: SAVE20",
            apply: "適用",
            unknownPromo: { "「\($0)」は無効なコードです。" },
            promoApplied: { "\($0): \($1)%オフ" },
            removePromo: "コードを削除",
            subtotal: "小計", discount: "割引", total: "合計",
            checkout: "購入手続きへ"
        ),
        checkout: CheckoutStrings(
            title: "購入手続き",
            summaryTitle: "注文内容",
            summaryLine: { "\($0) × \($1)" },
            discount: "割引", total: "合計",
            addressTitle: "お届け先",
            nameLabel: "氏名", streetLabel: "住所", cityLabel: "市区町村", postcodeLabel: "郵便番号",
            missing: { field in
                switch field {
                case .name: "氏名が未入力です。"
                case .street: "住所が未入力です。"
                case .city: "市区町村が未入力です。"
                case .postcode: "郵便番号が未入力です。"
                }
            },
            tooLong: "60文字以内にしてください。",
            invalidPostcode: "英数字3〜10文字で入力。",
            pay: { "\($0)を支払う" },
            paying: "支払い中…"
        ),
        confirmation: ConfirmationStrings(
            title: "注文が確定しました",
            deliveringTo: { "ありがとうございます。\($1)の\($0)様にお届けします。" },
            continueShopping: "買い物を続ける"
        ),
        orders: OrderStrings(
            title: "注文履歴",
            empty: "注文はまだありません。",
            loading: "注文を読み込み中…",
            itemCount: { "\($0)点" },
            signInRequired: "サインインすると注文を表示します。"
        ),
        profile: ProfileStrings(
            title: "プロフィール",
            signedInAs: "サインイン中のアカウント",
            signOut: "サインアウト",
            signInRequired: "サインインしてください。"
        )
    )
}
