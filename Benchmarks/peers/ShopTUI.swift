// A bare line-based shop TUI (no tree, no checks), static Swift with no Foundation:
// the screen-scraping baseline's app. `pexpect` beside this file builds and drives it.
#if canImport(Glibc)
import Glibc
#endif

let products = (0..<20).map { "Product \($0)" }

func show(_ title: String, _ lines: [String], _ prompt: String) {
    var s = "\u{1b}[2J\u{1b}[H== \(title) ==\n"
    for l in lines { s += l; s += "\n" }
    s += prompt
    fputs(s, stdout); fflush(stdout)
}

func read() -> String {
    guard let l = readLine() else { exit(0) }
    let t = l.trimmingCharacters()
    if t == "quit" { exit(0) }
    return t
}

extension String {
    func trimmingCharacters() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\r" || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\r" || l == "\t" { s.removeLast() }
        return String(s)
    }
}

var cart: [Int] = []
while true {
    show("LOGIN", ["[email] Email"], "Email: ")
    let email = read()
    show("LOGIN", ["[email] \(email)", "[password] Password"], "Password: ")
    let pw = read()
    show("LOGIN", ["[email] \(email)", "[password] " + String(repeating: "*", count: pw.count), "[login] Log in"], "login> ")
    if read() == "login" && email.contains("@") && !pw.isEmpty { break }
}
var screen = "catalog", idx = 0, order = ""
while true {
    switch screen {
    case "catalog":
        show("CATALOG", ["[cart] Cart (\(cart.count))"] + products.enumerated().map { "[product-\($0.offset)] \($0.element)" }, "catalog> ")
        let cmd = read()
        if cmd.hasPrefix("product-") { idx = Int(cmd.dropFirst(8))!; screen = "product" }
        else if cmd == "cart" { screen = "cart" }
    case "product":
        show("PRODUCT", [products[idx], "A fine widget, number \(idx).", "[add-to-cart] Add to cart", "[back] Back"], "product> ")
        let cmd = read()
        if cmd == "add-to-cart" { cart.append(idx); screen = "catalog" } else if cmd == "back" { screen = "catalog" }
    case "cart":
        show("CART", cart.map { products[$0] } + ["[checkout] Checkout", "[back] Back"], "cart> ")
        let cmd = read()
        if cmd == "checkout" {
            let n = String(cart.count)
            order = "ORDER-" + String(repeating: "0", count: max(0, 4 - n.count)) + n
            cart.removeAll(); screen = "done"
        } else if cmd == "back" { screen = "catalog" }
    default:
        show("CONFIRMATION", ["Order confirmed: \(order)"], "done> ")
        _ = read()
    }
}
