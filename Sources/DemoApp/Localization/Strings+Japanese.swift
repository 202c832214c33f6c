import ScreenModel

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
            invalidPostcode: { rule in
                switch rule {
                case .tooShort: "3文字以上で入力。"
                case .tooLong: "10文字以内で入力。"
                case .characters: "英数字・空白・ハイフンのみ使えます。"
                case .digit: "数字を1つ以上含めてください。"
                }
            },
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
        ),
        keys: KeyStrings(
            next: "次へ", select: "決定", back: "戻る", tabs: "タブ", keys: "キー一覧", quit: "終了",
            helpTitle: "キー操作", close: "閉じる",
            helpLines: [
                .init(keys: "Tab, Shift-Tab", action: "次へ、前へ"),
                .init(keys: "↓ ↑", action: "次へ、前へ"),
                .init(keys: "← →", action: "タブの間を移動"),
                .init(keys: "Enter", action: "決定、送信"),
                .init(keys: "Esc", action: "戻る、閉じる"),
                .init(keys: "PgDn PgUp", action: "スクロール"),
                .init(keys: "Ctrl-T", action: "タブバーへ"),
                .init(keys: "Backspace", action: "1文字削除"),
                .init(keys: "F1, ?", action: "この一覧"),
                .init(keys: "q, Ctrl-C", action: "終了"),
            ],
            typingNote: "入力欄では ? と q は文字になります。"
        ),
        screen: ScreenStrings(
            moreBelow: { "▼ 続きあり: PgDn か\($0)行以上に" },
            moreAbove: "▲ 上に続きあり: PgUp",
            moreAboveAndBelow: { "▲▼ 続きあり: PgUp/PgDn か\($0)行以上に" },
            terminalTooSmall: { size, minimum in
                "端末が\(size.width)×\(size.height)です。\(minimum.width)×\(minimum.height)以上に広げてください。"
            }
        ),
        recovery: RecoveryStrings(
            reason: { $0 == .offline ? "オフラインです" : "サーバーが応答しませんでした" },
            catalog: { "商品を読み込めませんでした（\($0)）。" },
            orders: { "注文履歴を読み込めませんでした（\($0)）。" },
            signIn: { "サインインできませんでした（\($0)）。" },
            signInRetry: "ログインボタンで再試行できます。",
            payment: { "支払いは行われていません（\($0)）。" },
            paymentRetry: "支払いボタンで再試行できます。",
            tryAgain: "再試行"
        )
    )
}
