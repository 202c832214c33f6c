import ScreenModel
import TerminalEmulator

/// The recognisers, in the order that decides a screen two of them read differently:
/// each takes the cells of what it finds, and a later row passes over cells an earlier
/// one took. Frames come first (they only take their borders), static text last (it
/// takes what is left).
///
/// docs/terminal-programs.md shows this table; a test keeps the two alike.
extension Recogniser {
    /// The table, first row first.
    public static let table: [Recogniser] = [
        Recogniser(
            name: "frame",
            pattern: "`┌`…`┐` over `│`…`│` over `└`…`┘` (any of the single, double, heavy and round sets); the text in the top line is the title",
            yields: "window labelled with the title; alert when it holds a button",
            example: "┌── Confirm ──┐\r\n│ Sure?       │\r\n└─────────────┘",
            scan: FrameRule.scan),
        Recogniser(
            name: "keyBar",
            pattern:
                "three or more keys on a row, or on two rows one over the other (`F1`, `1`, `^G`, `M-x`, `Y` alone), each starting a word or where the paint changes (`F3SearchF4Filter`) and drawn unlike the name after it; one or more on a bottom row painted its whole width unlike the screen, where a key may also be any word of at most six cells one blank before its name (`c Code`, `⏎ open repo`); a name ends at two blanks, the next key or a line (`▏`)",
            yields: "toolbar of buttons labelled with the names, valued with the keys",
            example: "F1\u{1B}[46mHelp\u{1B}[0m  F2\u{1B}[46mSetup\u{1B}[0m  F10\u{1B}[46mQuit\u{1B}[0m",
            scan: KeyBarRule.scan),
        Recogniser(
            name: "gauge",
            pattern: "`[` fill (`#`, `|`, `=`, blocks) then spaces and text `]`, with a percentage after it; or a percentage alone on its row in a frame",
            yields: "progress indicator valued with the percentage (or the text in the bar), labelled with the word before `[`",
            example: "Copy[####      ] 40%",
            scan: GaugeRule.scan),
        Recogniser(
            name: "checkBox",
            pattern: "`[x]` `[*]` `[ ]` `(*)` `( )` `☑` `☐` `◉` `◯` then a space and text",
            yields: "switch valued `1` or `0`, labelled with the last column of the text; focused when highlighted or after a pointer (`>`, `❯`, `▸`)",
            example: "[x] Enable SSH\r\n[ ] Enable FTP",
            scan: CheckBoxRule.scan),
        Recogniser(
            name: "blockCheckBox",
            pattern: "a mark between half blocks, `▐X▌` (any mark, or none), then a space and text",
            yields: "switch valued `1` when the mark stands out from its box, `0` when it is faint or absent; focused when the text is painted unlike the box's side",
            example: "\u{1B}[38;5;17m▐\u{1B}[38;5;115;48;5;17mX\u{1B}[0m\u{1B}[38;5;17m▌\u{1B}[0m Loud",
            scan: BlockCheckBoxRule.scan),
        Recogniser(
            name: "checkList",
            pattern:
                "two or more bracketed check boxes (`[x]`, `(*)`) on consecutive rows, their marks in one column of one container; block check boxes one over another (Textual's radio set) stay check boxes",
            yields: "table of cells, each labelled as its check box and holding it; the check boxes keep their state",
            example: "  [x] Buy milk\r\n  [ ] Walk the dog",
            scan: CheckListRule.scan),
        Recogniser(
            name: "textField",
            pattern: "underlined cells with two or more blank (in `[` `]` or not); three or more `_` after the text typed; the inside of a one-row frame holding the cursor",
            yields: "text field labelled with the text just before it, valued with its text (dim text is the placeholder); focused with the cursor in it or bold",
            example: "Name: \u{1B}[4mAnn     \u{1B}[0m",
            scan: TextFieldRule.scan),
        Recogniser(
            name: "tallField",
            pattern: "one row of text in a tall border: `▊▔…▔▎` over `▊` text `▎` over `▊▁…▁▎`; several blank rows in one",
            yields:
                "text field labelled with its top row's title, valued with its text (dim, or fainter than the blank after it: the placeholder), or an empty text view for blank rows; focused when its border is coloured",
            example: "▊▔▔▔▔▔▔▔▔▔▔▔▎\r\n▊ Ada       ▎\r\n▊▁▁▁▁▁▁▁▁▁▁▁▎",
            scan: TallFieldRule.scan),
        Recogniser(
            name: "button",
            pattern:
                "`<` or `[` a label of at most 30 cells with at most three spaces either side `>` or `]`, but for a tight one a blank from a word (a badge); `[>label<]`; `[< label >]`; `( label )` when dim",
            yields: "button: selected for `[>label<]`, disabled when dim, focused when highlighted or `[< label >]`",
            example: "\u{1B}[44m< Yes >\u{1B}[0m  <  No  >  [ Cancel ]",
            scan: ButtonRule.scan),
        Recogniser(
            name: "tallButton",
            pattern:
                "a row of `▔` over a row holding a label over a row of `▁`, over the same columns, the ends of the middle row painted as the `▔` row; not between `▊` and `▎`; blocks side by side end where the paint of their `▔` and `▁` rows changes",
            yields: "button labelled with the middle row's text; focused when the label is painted unlike its block, disabled when dim",
            example: "\u{1B}[48;5;235m▔▔▔▔▔▔▔▔\r\n\u{1B}[48;5;235m  Save  \r\n\u{1B}[48;5;235m▁▁▁▁▁▁▁▁\u{1B}[0m",
            scan: TallButtonRule.scan),
        Recogniser(
            name: "tabBar",
            pattern:
                "two or more titles two blanks apart over a bare line (`━` `─` `═`, not a frame's), one current: its stretch of line coloured unlike the rest, or else it painted unlike the row; or two or more titles at most \(TabBarRule.tabLineGap) blanks apart on the top row of the screen or a frame, the row's blanks painted as a bar, the current one the only title painted like the page under it (vim's tab line)",
            yields: "tab bar of buttons labelled with the titles; the current one selected",
            example:
                "\u{1B}[38;5;243m Fruit \u{1B}[1;38;5;195m Vegetables \u{1B}[0;38;5;243m Nuts \u{1B}[0m\r\n\u{1B}[38;5;239m━━━━━━━╸\u{1B}[38;5;32m━━━━━━━━━━\u{1B}[38;5;239m╺━━━━━━\u{1B}[0m",
            scan: TabBarRule.scan),
        Recogniser(
            name: "menuBar",
            pattern:
                "the top row of the screen or of a frame painted as a bar (one paint unlike the container's over half the row or more, not over the row below), holding two or more labels of words two blanks apart",
            yields: "toolbar of menu items labelled with the words; selected when painted unlike the bar",
            example: "\u{1B}[30;46m  Left     File     Command     Options     Right\u{1B}[K\u{1B}[0m",
            scan: MenuBarRule.scan),
        Recogniser(
            name: "table",
            pattern:
                "two or more rows in one container whose first columns start or end alike, all of two or more columns (two blanks apart), or all of one with exactly one item highlighted from its first character (highlighted rows one under another whose highlight spans the same columns are one item; a bold or underlined first row the others at rest are not is a heading, no item, when the rest still has one highlighted; rows on a panel painted unlike their container, a list a shade off the screen, are judged against the panel), or one highlighted item beside a scroll bar (one or two columns at the row's end painted unlike the highlight and what follows)",
            yields:
                "table of cells labelled with the first column (an item's lines, for one of several rows), valued with the rest; selected when highlighted (against the paint most of the rows have, when every row stands out from the container: a table on a panel; where several rows still stand out, column by column against the paint most rows have there, so a first column painted apart is no highlight); in a table of several columns, a wholly bold first row that stands out with another row is a header, no cell",
            example: "\u{1B}[7mmain.go    1.2K\u{1B}[0m\r\ngo.mod     120\r\nREADME.md  3.4K",
            scan: TableRule.scan),
        Recogniser(
            name: "buttonRow",
            pattern:
                "two to six labels of one to four words two blanks apart, alone on a row (not the screen's top or bottom one), exactly one highlighted and the others plain",
            yields: "buttons labelled with the words; focused when highlighted, disabled when dim",
            example: "Delete the file?\r\n\r\n  \u{1B}[7m Yes \u{1B}[0m   No   Cancel",
            scan: ButtonRowRule.scan),
        Recogniser(
            name: "staticText",
            pattern: "any other text, split where two blanks fall",
            yields: "static text; disabled when dim",
            example: "Pick a fruit",
            scan: StaticTextRule.scan),
    ]
}
