import ScreenModel

/// What every view needs besides its view model: the screen's size and the
/// language to speak.
struct ViewContext {
    let screenSize: Size
    let strings: Strings
}
